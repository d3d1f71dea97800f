// OpenCL C kernels of tests/test_clang_audit10.py: clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S (see build.sh).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// 14. work-group sum through local memory: each sub-group scans, its last lane stores the
// partial, a barrier, then every item adds the partials of the sub-groups before its own.
kernel void cl_wg_scan(global const int *in, global int *out, local int *part) {
  uint g = get_local_id(0);
  uint sg = get_sub_group_id();
  int v = in[g];
  int s = sub_group_scan_inclusive_add(v);
  if (get_sub_group_local_id() == get_sub_group_size() - 1) part[sg] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  int before = 0;
  for (uint i = 0; i < sg; i++) before += part[i];
  out[g] = before + s;
}
// 15. sub-group vote loop: iterate while any item still has work (a uniform loop exit
// from sub_group_any), each item halving its own value; max of rounds via reduce.
kernel void cl_any_loop(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int v = in[g] & 63;
  int rounds = 0;
  while (sub_group_any(v > 1)) {
    if (v > 1) v >>= 1;
    rounds++;
  }
  out[g] = rounds * 1000 + sub_group_reduce_max(v) * 10 + sub_group_broadcast(v, 0);
}
