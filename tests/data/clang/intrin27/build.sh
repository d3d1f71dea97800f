#!/bin/sh
# Regenerate the .ll files of tests/test_gpu_intrinsics.py: g27.hip for gfx90a (wave64),
# unoptimized (-O1 -Xclang -disable-llvm-passes: validate runs opt-19's O2 on them).
set -e
cd "$(dirname "$0")"
clang-19 -x hip --cuda-device-only -nogpulib -nogpuinc -S -emit-llvm --offload-arch=gfx90a \
  -O1 -Xclang -disable-llvm-passes g27.hip -o g27.ll
clang-19 -x cl -cl-std=CL2.0 -target spir64 -Xclang -finclude-default-header -S -emit-llvm \
  -O1 -Xclang -disable-llvm-passes clustered.cl -o clustered.ll
