// OpenCL C kernels of tests/test_clang_audit11.py: clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and for spir64 (s_*): see build.sh.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// 15. unsigned and 64-bit sub-group reductions in a divergent branch, an exclusive max
// scan after an early return.
kernel void cl_reduce_kinds(global const uint *in, global ulong *out, uint n) {
  uint g = get_global_id(0);
  if (g >= n) return;
  uint v = in[g];
  ulong r;
  if (v & 1) {
    r = sub_group_reduce_add((ulong)v << 32) + sub_group_reduce_min(v);
  } else {
    r = (ulong)sub_group_reduce_max((long)v - 100);
  }
  out[g] = r + sub_group_scan_exclusive_max(v);
}
// 16. a loop over the sub-group's distinct values: the lowest remaining value is found
// with reduce_min, its lanes leave; sub_group_all ends the loop.
kernel void cl_distinct(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int v = in[g] & 7;
  int rank = -1, k = 0;
  bool done = false;
  while (!sub_group_all(done)) {
    int m = sub_group_reduce_min(done ? 0x7fffffff : v);
    if (!done && v == m) { rank = k; done = true; }
    k++;
  }
  out[g] = rank * 100 + sub_group_broadcast(rank, 0);
}
// 17. a work-group sum with barriers: each sub-group reduces, lane 0 writes its partial
// to local memory, a barrier, item 0 adds them up, a barrier, every item reads the total.
kernel void cl_wg_total(global const int *in, global int *out) {
  local int part[4];
  local int total;
  uint l = get_local_id(0);
  int s = sub_group_reduce_add(in[get_global_id(0)]);
  if (get_sub_group_local_id() == 0) part[get_sub_group_id()] = s;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0) {
    int t = 0;
    for (uint i = 0; i < get_num_sub_groups(); i++) t += part[i];
    total = t;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = total;
}
// 18. work_group_reduce_add (OpenCL C 2.0 work-group collective): documented as not read.
kernel void cl_wg_reduce(global const int *in, global int *out) {
  int s = work_group_reduce_add(in[get_global_id(0)]);
  out[get_global_id(0)] = s;
}
