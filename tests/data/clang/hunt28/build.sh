#!/bin/sh
# The hunt28 kernels, each as clang-19 hands it to the optimizer ("pre": -O3 -Xclang
# -disable-llvm-passes, i.e. -O0 code without optnone, so opt-19 may work on it) and
# "cleaned" (_c: opt-19 inline (no noinline callee), then function(sroa,early-cse<memssa>,
# instcombine,simplifycfg): the before of single-pass pairs, its barriers the intrinsics
# themselves, not calls of h28.hip's SYNC helper, which no loop pass would touch), one kernel a file, into $OUT (default $TMPDIR/h28).
# h28.hip: gfx90a (h_*); h28.cu: sm_80 (c_*); h28.cl: amdgcn gfx90a (cl_*).
set -e
cd "$(dirname "$0")"
OUT=${OUT:-${TMPDIR:-/tmp}/h28}; mkdir -p "$OUT"
PRE="-O3 -Xclang -disable-llvm-passes -S -emit-llvm"
clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a $PRE h28.hip -o $OUT/hip.ll
clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 $PRE h28.cu -o $OUT/cu.ll 2>/dev/null
clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib $PRE h28.cl -o $OUT/cl.ll
for m in hip cu cl; do
  case $m in cu) T="-mtriple=nvptx64-nvidia-cuda -mcpu=sm_80";; *) T="-mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a";; esac
  for k in $(grep '^define' $OUT/$m.ll | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
    n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//; s/[ij]*$//')
    case $n in *exchange*) continue;; h_*|c_*|cl_*) ;; *) continue;; esac
    llvm-extract-19 --recursive --func=$k -S $OUT/$m.ll -o $OUT/${n}_pre.ll
    opt-19 $T -passes='cgscc(inline),function(sroa,early-cse<memssa>,instcombine,simplifycfg)' -S $OUT/${n}_pre.ll -o $OUT/${n}_c.ll
  done
done
