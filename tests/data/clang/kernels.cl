// OpenCL C kernels of tests/test_clang_audit.py: clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S -O1 -Xclang
// -disable-llvm-passes, one kernel a file by llvm-extract-19 --recursive --func=NAME.
kernel void cl_vadd(global const int *a, global const int *b, global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
