#!/bin/sh
# Build the kernels of the ipdom hunt (tests/test_ipdom_*.py use some of the .ll files):
# each source at -O0 (without clang's optnone, so that a pipeline acts on it), -O1, and
# "pre" (-O3 -Xclang -disable-llvm-passes: what clang hands the optimizer), one kernel a
# file (llvm-extract-19 --recursive), named <kernel>_<O>.ll, into $OUT (default: here).
# h23.cu: sm_80 (c_*); h23.hip: gfx90a wave64 (h_*) and gfx1100 wave32 (w_*, -DWAVE=32);
# h23.cl: amdgcn gfx90a (cl_*) and spir64 (s_*).
set -e
cd "$(dirname "$0")"
OUT=${OUT:-.}; mkdir -p "$OUT"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc -S -emit-llvm"
OCL="clang-19 -x cl -cl-std=CL2.0 -S -emit-llvm"
T=${TMPDIR:-/tmp}/h23build; mkdir -p $T
for O in O0 O1 pre; do
  case $O in O0) X="-O0 -Xclang -disable-O0-optnone";; pre) X="-O3 -Xclang -disable-llvm-passes";; *) X=-$O;; esac
  $HIP --offload-arch=gfx90a $X h23.hip -o $T/hip_$O.ll
  $HIP --offload-arch=gfx1100 -DWAVE=32 $X h23.hip -o $T/w32_$O.ll
  $CUDA --cuda-gpu-arch=sm_80 $X h23.cu -o $T/cu_$O.ll 2>/dev/null
  $OCL --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib $X h23.cl -o $T/cl_$O.ll
  $OCL --target=spir64 $X h23.cl -o $T/spir_$O.ll
  for m in $T/hip_$O.ll $T/w32_$O.ll $T/cu_$O.ll $T/cl_$O.ll $T/spir_$O.ll; do
    for k in $(grep '^define' $m | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
      n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//; s/j$//')
      case $m in *w32*) n=$(echo $n | sed 's/^h_/w_/');; *spir*) n=$(echo $n | sed 's/^cl_/s_/');; esac
      case $n in c_*|h_*|w_*|cl_*|s_*) ;; *) continue;; esac  # kernels only
      llvm-extract-19 --recursive --func=$k -S $m -o "$OUT/${n}_$O.ll"
    done
  done
done
