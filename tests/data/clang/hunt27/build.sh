#!/bin/sh
# The hunt27 kernels: each as clang-19 hands it to the optimizer ("pre": -O3 -Xclang
# -disable-llvm-passes), "cleaned" (_c: opt-19 function(sroa,early-cse<memssa>,instcombine,
# simplifycfg), the before of single-pass pairs) and after opt-19 default<O3> (_o3: the
# before of amdgpu-atomic-optimizer pairs), one kernel a file, into $OUT (default $TMPDIR/h27).
# h27.hip: gfx90a wave64 (h_*); h27.cu: sm_80 (c_*); h27.cl: amdgcn gfx90a (cl_*).
set -e
cd "$(dirname "$0")"
OUT=${OUT:-${TMPDIR:-/tmp}/h27}; mkdir -p "$OUT"
PRE="-O3 -Xclang -disable-llvm-passes -S -emit-llvm"
clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a $PRE h27.hip -o $OUT/hip.ll
clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 $PRE h27.cu -o $OUT/cu.ll 2>/dev/null
clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib $PRE h27.cl -o $OUT/cl.ll
for m in hip cu cl; do
  case $m in cu) T="-mtriple=nvptx64-nvidia-cuda -mcpu=sm_80";; *) T="-mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a";; esac
  for k in $(grep '^define' $OUT/$m.ll | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
    n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//; s/[ij]*$//')
    case $n in h_*|c_*|cl_*) ;; *) continue;; esac
    g=; case $n in *_gl) g="--rglob=^counter$";; esac  # the __device__ counter's definition
    llvm-extract-19 --recursive --func=$k $g -S $OUT/$m.ll -o $OUT/${n}_pre.ll
    opt-19 $T -passes='function(sroa,early-cse<memssa>,instcombine,simplifycfg)' -S $OUT/${n}_pre.ll -o $OUT/${n}_c.ll
    opt-19 $T -passes='default<O3>' -S $OUT/${n}_pre.ll -o $OUT/${n}_o3.ll
  done
done
