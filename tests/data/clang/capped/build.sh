#!/bin/sh
# Regenerate the kernels of tests/test_capped_tickets.py: each kernel of capped.hip
# (gfx90a) and capped.cl (OpenCL C 2.0, gfx90a) as clang-19 -O0 emits it (optnone
# dropped, so that the optimizer runs: <kernel>_O0.ll), after opt-19 -O2 (<kernel>_O2.ll)
# and after the embedded LLVM's O2 (<kernel>_lite.ll, fuzzfarm opt --pipeline O2), one
# kernel a file (llvm-extract-19 --recursive, device globals g_* kept).
set -e
cd "$(dirname "$0")"
FF=${FUZZFARM:-fuzzfarm}
T=${TMPDIR:-/tmp}/capped; mkdir -p $T
clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -S -emit-llvm \
  -O0 -Xclang -disable-O0-optnone capped.cl -o $T/cl.ll
clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -S -emit-llvm \
  -O0 -Xclang -disable-O0-optnone capped.hip -o $T/hip.ll
for m in $T/cl.ll $T/hip.ll; do
  for k in $(grep '^define' $m | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
    n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
    G=""; if grep -q "^@g_" $m; then G="--rglob=^g_"; fi
    llvm-extract-19 --recursive --func=$k $G -S $m -o ${n}_O0.ll
    opt-19 -O2 -S ${n}_O0.ll -o ${n}_O2.ll
    $FF opt --pipeline O2 ${n}_O0.ll > ${n}_lite.ll
  done
done
python3 make_bad.py
