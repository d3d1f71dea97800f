#!/bin/sh
# Regenerate the .ll files of tests/test_clang_audit9.py: a9.hip at -O2 for gfx1100 (wave32),
# and again with -mwavefrontsize64 (wave64: w64_*), one kernel a file (llvm-extract-19
# --recursive), named <kernel>_O2.ll. gen_wavesize_O2.ll is h_wavesize with its
# "target-cpu" and "target-features" removed (code of no known wave: refused).
set -e
cd "$(dirname "$0")"
HIP="clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm"
$HIP --offload-arch=gfx1100 -O2 a9.hip -o /tmp/a9_O2.ll
$HIP --offload-arch=gfx1100 -mwavefrontsize64 -O2 a9.hip -o /tmp/a9_w64_O2.ll
for k in $(grep '^define' /tmp/a9_O2.ll | grep -v internal | grep -o '@_Z[A-Za-z0-9_]*' | sed 's/@//'); do
  n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
  llvm-extract-19 --recursive --func=$k -S /tmp/a9_O2.ll -o ${n}_O2.ll
done
k=$(grep '^define' /tmp/a9_w64_O2.ll | grep -o '@_Z[0-9]*h_wavesize[A-Za-z0-9_]*' | sed 's/@//')
llvm-extract-19 --recursive --func=$k -S /tmp/a9_w64_O2.ll -o w64_wavesize_O2.ll
sed -E 's/"target-cpu"="[^"]*" //; s/"target-features"="[^"]*" //' h_wavesize_O2.ll > gen_wavesize_O2.ll
