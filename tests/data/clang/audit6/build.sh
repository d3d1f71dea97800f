#!/bin/sh
# Regenerate the .ll files of tests/test_clang_audit6.py: each source at -O0 and -O2,
# one kernel a file (llvm-extract-19 --recursive), named <kernel>_O0.ll / <kernel>_O2.ll.
set -e
cd "$(dirname "$0")"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm"
for O in O0 O2; do
  $HIP --offload-arch=gfx90a -$O a6.hip -o /tmp/a6_hip_$O.ll
  $HIP --offload-arch=gfx1030 -$O a6_w32.hip -o /tmp/a6_w32_$O.ll
  $CUDA -$O a6.cu -o /tmp/a6_cu_$O.ll 2>/dev/null
  for m in /tmp/a6_hip_$O.ll /tmp/a6_w32_$O.ll /tmp/a6_cu_$O.ll; do
    for k in $(grep '^define' $m | grep -v internal | grep -o '@_Z[A-Za-z0-9_]*' | sed 's/@//'); do
      n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
      llvm-extract-19 --recursive --func=$k -S $m -o ${n}_$O.ll
    done
  done
done
