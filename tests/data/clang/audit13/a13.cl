// OpenCL C kernels of tests/test_clang_audit13.py: clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and for spir64 (s_*): see build.sh.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// 22. local-memory tree reduction with barrier(CLK_LOCAL_MEM_FENCE) between the steps,
// then the sub-group finishes with sub_group_reduce_add; item 0 of the group writes.
kernel void cl_local_tree(global const int *in, global int *out) {
  local int s[64];
  uint t = get_local_id(0);
  s[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint k = 32; k >= 8; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int v = sub_group_reduce_add(t < 8 ? s[t] : 0);
  out[t] = v * 100 + s[t & 7];
}

// 23. sub_group_broadcast with a non-constant (uniform) id: from a loop counter and from
// a word every item reads.
kernel void cl_bcast_var(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int acc = 0;
  for (uint i = 0; i < 4; i++) acc += sub_group_broadcast(in[g], i * 3);
  uint who = (uint)in[0] & 15;
  out[g] = acc * 1000 + sub_group_broadcast(in[g] * 2, who);
}

// 24. scans of min/max and exclusive add in a loop of the item's trip count.
kernel void cl_scan_trip(global const int *in, global int *out) {
  uint g = get_global_id(0);
  int n = in[g] & 3, acc = 0;
  for (int i = 0; i <= n; i++) {
    acc += sub_group_scan_inclusive_max(in[g] - i) * 10000 + sub_group_scan_inclusive_min(in[g] + i) * 100
         + sub_group_scan_exclusive_add(1);
  }
  out[g] = acc;
}

// 25. double and long reductions over a divergent branch's items.
kernel void cl_double_reduce(global const double *in, global double *out, global long *lout) {
  uint g = get_global_id(0);
  double v = in[g];
  double r = -1.0;
  long c = -1;
  if (v > 2.0) {
    r = sub_group_reduce_add(v);
    c = sub_group_reduce_max((long)v * 1000000000L);
  }
  out[g] = r;
  lout[g] = c;
}

// 26. a state machine with sub-group votes per state.
kernel void cl_state_vote(global const int *in, global int *out) {
  uint g = get_global_id(0);
  uint l = get_sub_group_local_id();
  int st = in[g] & 3, acc = 0;
  for (int step = 0; step < 4 && st != 3; step++) {
    switch (st) {
    case 0: acc += sub_group_reduce_add(1); st = 2; break;
    case 1: acc += 100 * sub_group_any(l == 5); st = 3; break;
    default: acc += 1000 * sub_group_all(in[g] < 100); st = 3; break;
    }
  }
  out[g] = acc;
}
