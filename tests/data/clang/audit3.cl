// OpenCL C kernels of tests/test_clang_audit3.py: clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S -O3, one kernel a
// file by llvm-extract-19 --recursive --func=NAME (a3_<name>_O3.ll).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// scans of int and uint on each side of a divergent branch
kernel void cl_scan_div(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  if (v > 0) out[l] = sub_group_scan_inclusive_max(v) ^ (sub_group_scan_exclusive_min(v) << 8);
  else out[l] = (int)(sub_group_scan_inclusive_add((uint)v) + 7u * sub_group_scan_exclusive_max((uint)v));
}
// reductions and broadcasts of uint, long and ulong
kernel void cl_sg_types(global const uint *in, global const long *lin, global uint *out, global long *lout) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_reduce_add(in[l]) ^ sub_group_reduce_max(in[l]) ^ sub_group_reduce_min(in[l]) ^ sub_group_broadcast(in[l], 2);
  lout[l] = sub_group_reduce_add(lin[l]) + sub_group_reduce_min(lin[l]) * 3 + (long)sub_group_reduce_max((ulong)lin[l]) * 5 + sub_group_broadcast(lin[l], 1) * 7;
}
// sub_group_barrier and the scoped work_group_barrier ordering a local memory exchange
kernel void cl_sg_barrier(global const int *in, global int *out) {
  local int s[64];
  uint l = get_sub_group_local_id();
  s[l] = in[l];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  int a = s[l ^ 1];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  s[l] = a * 2;
  work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  out[l] = s[l ^ 2] + a;
}
// the same exchange behind a barrier of memory_scope_work_item: a data race
kernel void cl_sg_barrier_item(global const int *in, global int *out) {
  local int s[64];
  uint l = get_sub_group_local_id();
  s[l] = in[l];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_item);
  out[l] = s[l ^ 1];
}
