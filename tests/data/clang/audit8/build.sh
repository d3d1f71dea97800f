#!/bin/sh
# Regenerate the .ll files of tests/test_clang_audit8.py: each source at -O0 and -O2,
# one kernel a file (llvm-extract-19 --recursive), named <kernel>_O0.ll / <kernel>_O2.ll.
# a8.hip is built twice: wave64 for gfx90a (h_*) and wave32 for gfx1030 (w_*, -DWAVE=32).
set -e
cd "$(dirname "$0")"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm"
for O in O0 O2; do
  $HIP --offload-arch=gfx90a -$O a8.hip -o /tmp/a8_hip_$O.ll
  $HIP --offload-arch=gfx1030 -DWAVE=32 -$O a8.hip -o /tmp/a8_w32_$O.ll
  $CUDA -$O a8.cu -o /tmp/a8_cu_$O.ll 2>/dev/null
  for m in /tmp/a8_hip_$O.ll /tmp/a8_w32_$O.ll /tmp/a8_cu_$O.ll; do
    for k in $(grep '^define' $m | grep -v internal | grep -o '@_Z[A-Za-z0-9_]*' | sed 's/@//'); do
      n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
      case $m in *w32*) n=$(echo $n | sed 's/^h_/w_/');; esac
      llvm-extract-19 --recursive --func=$k -S $m -o ${n}_$O.ll
    done
  done
done
# h_atomic_scan after AMDGPU's atomic optimizer (what validate --llc llc-19 --stop-after
# amdgpu-atomic-optimizer checks), the IR document of llc's MIR output
llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -O2 -amdgpu-load-store-vectorizer=0 \
  -stop-after=amdgpu-atomic-optimizer h_atomic_scan_O2.ll -o /tmp/a8_aopt.mir
python3 -c "import sys; sys.path.insert(0, '../../../..')
from fuzzfarm.llvm.stopafter import ir_document
print(ir_document(open('/tmp/a8_aopt.mir').read()), end='')" > h_atomic_scan_aopt.ll
