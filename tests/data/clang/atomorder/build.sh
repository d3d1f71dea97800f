#!/bin/sh
# Regenerate the kernels of tests/test_clang_atomorder.py: each kernel of compact.cl
# (OpenCL C 2.0 with 1.x atomics, amdgcn gfx90a) and compact.hip (gfx90a) as clang-19 hands it to the
# optimizer (-O1 -Xclang -disable-llvm-passes: <kernel>_pre.ll) and after opt-19 -O2
# (<kernel>_O2.ll), one kernel a file (llvm-extract-19 --recursive, device globals g_* kept).
set -e
cd "$(dirname "$0")"
T=${TMPDIR:-/tmp}/atomorder; mkdir -p $T
clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -S -emit-llvm \
  -O1 -Xclang -disable-llvm-passes compact.cl -o $T/cl.ll
clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -S -emit-llvm \
  -O1 -Xclang -disable-llvm-passes compact.hip -o $T/hip.ll
for m in $T/cl.ll $T/hip.ll; do
  for k in $(grep '^define' $m | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
    n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
    G=""; if grep -q "^@g_" $m; then G="--rglob=^g_"; fi
    llvm-extract-19 --recursive --func=$k $G -S $m -o ${n}_pre.ll
    opt-19 -O2 -S ${n}_pre.ll -o ${n}_O2.ll
  done
done
python3 make_bad.py
