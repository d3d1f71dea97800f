// OpenCL C kernels of tests/test_clang_audit14.py: clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and for spir64 (s_*): see build.sh. clang declares
// the cl_khr_subgroup_{non_uniform_vote,non_uniform_arithmetic,ballot,clustered_reduce}
// functions for spir64 only, so kernels 24-26 are s_* alone.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// 19. an early return before the sub-group's collectives: exclusive scan, max and a
// broadcast of lane 0 (which returned when negative: lane 0 is kept by the input).
kernel void cl_ret_scan(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  if (v < 0) return;
  int pre = sub_group_scan_exclusive_add(v);
  int mx = sub_group_reduce_max(v);
  int z = sub_group_broadcast(v, 0);
  out[l] = pre * 10000 + mx * 100 + z;
}

// 20. an irreducible loop made with goto; sub_group_any after it and a sub-group
// reduction of the counters.
kernel void cl_goto_irr(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int n = in[l] & 7, a = 0;
  if (l & 1) goto odd;
even:
  a += 1;
  if (--n <= 0) goto done;
odd:
  a += 10;
  if (--n > 0) goto even;
done:
  out[l] = sub_group_reduce_add(a) * 10 + sub_group_any(a == 0);
}

// 21. local atomic_inc tickets, barrier, each bin's total; then a half sub-group sum.
kernel void cl_local_inc(global const int *in, global int *out, global const half *h, global half *ho) {
  local int bins[4];
  uint t = get_local_id(0);
  if (t < 4) bins[t] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int x = in[t];
  int ticket = atomic_inc(&bins[x & 3]);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = bins[x & 3] * 10 + (ticket < bins[x & 3]);
  ho[t] = sub_group_reduce_add(h[t]);
}

// 22. structs and arrays in registers: a struct with an int[3] summed over the
// sub-group component by component, the array indexed by the item's own value.
typedef struct { int v[3]; long w; } rec;
kernel void cl_struct_reduce(global const int *in, global long *out) {
  uint l = get_sub_group_local_id();
  rec r = {{in[l], 2 * in[l], 3}, (long)in[l] << 32};
  for (int i = 0; i < 3; ++i) r.v[i] = sub_group_reduce_add(r.v[i]);
  r.w = sub_group_reduce_max(r.w);
  out[l] = r.v[in[l] % 3] + r.w;
}

// 23. a switch state machine whose cases are reached through goto-made loops, with
// sub_group_reduce_min per state.
kernel void cl_switch_goto(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int s = in[l] & 3, acc = 0, steps = 0;
top:
  if (++steps > 4) goto end;
  switch (s) {
  case 0: acc += sub_group_reduce_min((int)l); s = 2; goto top;
  case 1: acc += 100; s = 3; goto top;
  case 2: acc += 1000; s = 3; goto top;
  default: break;
  }
end:
  out[l] = acc * 10 + steps;
}

#ifdef cl_khr_subgroup_non_uniform_vote
// 24. non-uniform votes in a branch: elect, all, any over the lanes in it.
kernel void cl_nu_vote(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r = -1;
  if (l & 1)
    r = sub_group_elect() * 1000 + sub_group_non_uniform_all(v > 0) * 100 +
        sub_group_non_uniform_any(v == 7) * 10 + sub_group_non_uniform_any(v > 30);
  out[l] = r;
}
#endif

#ifdef cl_khr_subgroup_non_uniform_arithmetic
// 25. non-uniform arithmetic in a branch: add, min, max, and, or, xor reductions and an
// inclusive add scan over the lanes in it.
kernel void cl_nu_arith(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r = -1;
  if (l >= 4) {
    r = sub_group_non_uniform_reduce_add(v) * 100000 + sub_group_non_uniform_reduce_min(v) * 1000 +
        sub_group_non_uniform_reduce_max(v);
    r += (sub_group_non_uniform_reduce_and(v) ^ sub_group_non_uniform_reduce_or(v) ^
          sub_group_non_uniform_reduce_xor(v)) * 0 + sub_group_non_uniform_scan_inclusive_add(1) * 0;
    out[64 + l] = sub_group_non_uniform_scan_inclusive_add(v);
  }
  out[l] = r;
}
#endif

#ifdef cl_khr_subgroup_ballot
// 26. ballots: the mask of the odd values, its count, the item's inclusive rank, the
// lowest lane, the first lane's value and a non-uniform broadcast from lane 3.
kernel void cl_ballot_rank(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  uint4 b = sub_group_ballot(v & 1);
  out[l] = sub_group_ballot_bit_count(b) * 100000 + sub_group_ballot_inclusive_scan(b) * 1000 +
           sub_group_ballot_find_lsb(b) * 100 + sub_group_broadcast_first(v) * 10 +
           sub_group_non_uniform_broadcast(v, 3) + sub_group_ballot_bit_extract(b, l) * 0;
}
#endif
