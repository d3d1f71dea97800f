#!/bin/sh
# Regenerate the .ll files of the fp26 hunt: each kernel "pre" (-O3 -Xclang
# -disable-llvm-passes: what clang hands the optimizer) and O0 (without optnone), one
# kernel a file (llvm-extract-19 --recursive), named <kernel>_<O>.ll.
# fp26.cu for sm_80 (c_*); fp26.hip for gfx90a (h_*) and gfx1100 wave32 (w_*, -DWAVE=32);
# fp26.cl for amdgcn gfx90a (cl_*) and spir64 (s_*).
set -e
cd "$(dirname "$0")"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc -S -emit-llvm"
OCL="clang-19 -x cl -cl-std=CL2.0 -S -emit-llvm"
T=${TMPDIR:-/tmp}/fp26build; mkdir -p $T
for O in pre; do
  X="-O3 -Xclang -disable-llvm-passes"
  $HIP --offload-arch=gfx90a $X fp26.hip -o $T/hip_$O.ll
  $HIP --offload-arch=gfx1100 -DWAVE=32 $X fp26.hip -o $T/w32_$O.ll
  $CUDA --cuda-gpu-arch=sm_80 $X fp26.cu -o $T/cu_$O.ll 2>/dev/null
  $OCL --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib $X fp26.cl -o $T/cl_$O.ll
  $OCL --target=spir64 $X fp26.cl -o $T/spir_$O.ll
  for m in $T/hip_$O.ll $T/w32_$O.ll $T/cu_$O.ll $T/cl_$O.ll $T/spir_$O.ll; do
    for k in $(grep '^define' $m | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
      n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
      case $m in *w32*) n=$(echo $n | sed 's/^h_/w_/');; *spir*) n=$(echo $n | sed 's/^cl_/s_/');; esac
      case $n in c_*|h_*|w_*|cl_*|s_*) ;; *) continue;; esac
      llvm-extract-19 --recursive --func=$k -S $m -o ${n}_$O.ll
    done
  done
done
