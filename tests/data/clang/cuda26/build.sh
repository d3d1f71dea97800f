#!/bin/sh
# The cuda26 audit's inputs: each kernel as clang-19 hands it to the optimizer
# (-O3 -Xclang -disable-llvm-passes), one kernel a file (llvm-extract-19 --recursive),
# into $T. k26.cu for sm_70 (k_*), k26b.cu for sm_80 (k_*, redux.sync), k26.cl for spir64
# (so_*) and amdgcn gfx90a (go_*). The audit then ran `fuzzfarm validate` on each with
# opt-19 and the embedded LLVM (README.md here) and on each "cleaned" kernel
# (opt-19 function(sroa,early-cse<memssa>,instcombine,simplifycfg)) against one pass.
set -e
cd "$(dirname "$0")"
T=${TMPDIR:-/tmp}/cuda26; mkdir -p $T
CUDA="clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc -O3 -Xclang -disable-llvm-passes -S -emit-llvm"
OCL="clang-19 -x cl -cl-std=CL2.0 -O3 -Xclang -disable-llvm-passes -S -emit-llvm"
$CUDA --cuda-gpu-arch=sm_70 k26.cu -o $T/cu.ll 2>/dev/null
$CUDA --cuda-gpu-arch=sm_80 k26b.cu -o $T/cub.ll 2>/dev/null
$OCL --target=spir64 k26.cl -o $T/s.ll
$OCL --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib k26.cl -o $T/g.ll
for m in cu cub s g; do
  for k in $(grep '^define' $T/$m.ll | grep -v internal | grep -o '@[A-Za-z_][A-Za-z0-9_]*(' | tr -d '@('); do
    n=$(echo $k | sed -E 's/^_Z[0-9]+//; s/P.*$//')
    case $m in s) n=s$n;; g) n=g$n;; esac
    case $n in k_*|so_*|go_*) ;; *) continue;; esac
    llvm-extract-19 --recursive --func=$k -S $T/$m.ll -o $T/${n}_pre.ll
  done
done
