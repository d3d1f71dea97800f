#!/bin/sh
# Regenerate the .ll files of tests/test_clang_audit14.py: each source at -O0 (without
# clang's optnone, so that a pipeline acts on it), -O1, -O3, and "pre" (-O3 -Xclang
# -disable-llvm-passes: what clang hands the optimizer), one kernel a file
# (llvm-extract-19 --recursive; device globals g_* kept), named <kernel>_<O>.ll.
# a14.cu is built for sm_80 (c_*); a14.hip twice: wave64 for
# gfx90a (h_*) and wave32 for gfx1100 (w_*, -DWAVE=32); a14.cl twice:
# amdgcn gfx90a (cl_*) and spir64 (s_*).
set -e
cd "$(dirname "$0")"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc -S -emit-llvm"
OCL="clang-19 -x cl -cl-std=CL2.0 -S -emit-llvm"
T=${TMPDIR:-/tmp}/a14build; mkdir -p $T
for O in O0 O1 O3 pre; do
  case $O in O0) X="-O0 -Xclang -disable-O0-optnone";; pre) X="-O3 -Xclang -disable-llvm-passes";; *) X=-$O;; esac
  $HIP --offload-arch=gfx90a $X a14.hip -o $T/hip_$O.ll
  $HIP --offload-arch=gfx1100 -DWAVE=32 $X a14.hip -o $T/w32_$O.ll
  $CUDA --cuda-gpu-arch=sm_80 $X a14.cu -o $T/cu_$O.ll 2>/dev/null
  for s in a14; do
    $OCL --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib $X $s.cl -o $T/cl_${s}_$O.ll
    $OCL --target=spir64 $X $s.cl -o $T/spir_${s}_$O.ll
  done
  for m in $T/hip_$O.ll $T/w32_$O.ll $T/cu_$O.ll $T/cl_*_$O.ll $T/spir_*_$O.ll; do
    for k in $(grep '^define' $m | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
      n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//; s/j$//')
      case $m in *w32*) n=$(echo $n | sed 's/^h_/w_/');; *spir*) n=$(echo $n | sed 's/^cl_/s_/');;
                  esac
      case $n in c_*|c7_*|h_*|w_*|cl_*|s_*) ;; *) continue;; esac  # kernels only
      G=""; if grep -q "^@g_" $m; then G="--rglob=^g_"; fi
      llvm-extract-19 --recursive --func=$k $G -S $m -o ${n}_$O.ll
    done
  done
done
