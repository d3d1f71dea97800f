// OpenCL C kernels of tests/test_clang_audit12.py: clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and for spir64 (s_*): see build.sh.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// 14. reconvergence with sub-group reductions at every level: a loop whose trip count is
// the item's, a continue, an inner loop with break, an early return inside the loop.
kernel void cl_reconv_nested(global const int *in, global int *out) {
  uint g = get_global_id(0);
  uint l = get_sub_group_local_id();
  int acc = 0;
  for (uint i = 0; i < (l & 3) + 1; i++) {
    acc += sub_group_reduce_add(1);
    if ((l & 4) && i == 1) continue;
    for (uint j = 0; j < 4; j++) {
      if (j == (l & 1) + i) break;
      acc += 100 * sub_group_reduce_add(in[g] > (int)j ? 1 : 0);
    }
    if (l == 6 && i == 2) {
      out[g] = -acc;
      return;
    }
  }
  out[g] = acc + 10000 * sub_group_reduce_add(1);
}
// 15. switch with fallthrough: an inclusive scan in a case the next one falls into, an
// any/all vote in the default.
kernel void cl_switch_scan(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int v = in[g];
  int acc = 0;
  switch (v & 3) {
  case 0:
    acc += sub_group_scan_inclusive_add(1);
    // fall through
  case 1:
    acc += 100 * sub_group_scan_inclusive_add(1);
    break;
  case 2:
    acc += 10000 * sub_group_any(v > 8);
    // fall through
  default:
    acc += 100000 * sub_group_all(v > 2);
  }
  out[g] = acc;
}
// 16. a loop whose trip count is the item's value: each round the items still looping
// take the maximum of their counters and the first item's value by broadcast.
kernel void cl_lane_trip(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int n = in[g] & 7;
  int k = 0, best = 0;
  while (k < n) {
    best += sub_group_reduce_max(n - k);
    k++;
  }
  out[g] = best * 100 + k;
}
