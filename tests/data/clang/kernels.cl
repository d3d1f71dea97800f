// OpenCL C kernels of tests/test_clang_audit.py: clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S -O1 -Xclang
// -disable-llvm-passes, one kernel a file by llvm-extract-19 --recursive --func=NAME.
kernel void cl_vadd(global const int *a, global const int *b, global int *c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
kernel void cl_lds(global const int *in, global int *out) {
  local int s[64];
  size_t l = get_local_id(0);
  s[l] = in[get_global_id(0)];
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = s[63 - l];
}
kernel void cl_sgred(global const int *in, global int *out) {
  uint l = get_local_id(0);
  out[l] = sub_group_reduce_add(in[l]);
}
