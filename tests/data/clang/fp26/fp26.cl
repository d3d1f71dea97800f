// OpenCL C kernels of the fp26 false-positive hunt: clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and for spir64 (s_*): see build.sh.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// 1. a loop with an early exit whose body reduces over the sub-group: the lanes that
// reached their target leave, the rest go on.
kernel void cl_loop_exit_reduce(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l] & 7, acc = 0, i = 0;
  for (; i < 8; ++i) {
    acc += sub_group_reduce_add(v);
    if (acc > 40 + (int)l) break;
    v += 1;
  }
  out[l] = acc * 10 + i;
}

// 2. a switch in a loop, a sub-group broadcast in one case, an inclusive scan in another.
kernel void cl_switch_loop(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int s = in[l] & 3, acc = 0;
  for (int k = 0; k < 4; ++k) {
    switch ((s + k) & 3) {
    case 0: acc += sub_group_broadcast(acc, 0); break;
    case 1: acc += sub_group_scan_inclusive_add(1); break;
    case 2: acc ^= k; break;
    default: continue;
    }
    acc += 1;
  }
  out[l] = acc;
}

// 3. a local-memory tree reduction with barriers, doubles, and the sub-group maximum of
// the partial sums.
kernel void cl_local_double(global const double *in, global double *out, local double *tmp) {
  uint t = get_local_id(0);
  uint n = get_local_size(0);
  tmp[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint s = n / 2; s > 0; s >>= 1) {
    if (t < s) tmp[t] += tmp[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  double m = sub_group_reduce_max(in[t]);
  out[t] = tmp[0] + m;
}

// 4. half arithmetic and a vector: int4 moved from the next lane by sub_group_broadcast
// of a uniform index, and integer division by the sub-group size.
kernel void cl_half_vec(global const half *hin, global const int4 *vin, global int *out) {
  uint l = get_sub_group_local_id();
  uint n = get_sub_group_size();
  half h = hin[l] * (half)2.0;
  float hs = sub_group_reduce_add((float)h);
  int4 v = vin[l];
  int4 w = (int4)(sub_group_broadcast(v.x, 1), sub_group_broadcast(v.y, 1),
                  sub_group_broadcast(v.z, 1), sub_group_broadcast(v.w, 1));
  int q = (int)(l * 100) / (int)n;
  out[l] = (int)hs + (w.x + w.y + w.z + w.w) * 1000 + q;
}

// 5. a helper function with a sub-group collective called from both sides of a
// divergent branch (each side its own instance), and sub_group_all in the join.
int grp_sum(int v) { return sub_group_reduce_add(v); }
kernel void cl_helper_sides(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r;
  if (v & 1) r = grp_sum(v) * 2;
  else r = grp_sum(v + 1);
  int all = sub_group_all(r > 0);
  out[l] = r * 2 + all;
}

// 6. a work-group scan by sub-groups: each sub-group's exclusive scan, its total written
// to local memory by the last lane, a barrier, the first sub-group scans the totals.
kernel void cl_wg_two_level(global const int *in, global int *out, local int *tot) {
  uint t = get_local_id(0);
  uint sg = get_sub_group_id();
  uint l = get_sub_group_local_id();
  int v = in[t];
  int ex = sub_group_scan_exclusive_add(v);
  if (l == get_sub_group_size() - 1) tot[sg] = ex + v;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (sg == 0) {
    int x = l < get_num_sub_groups() ? tot[l] : 0;
    tot[l] = sub_group_scan_exclusive_add(x);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = ex + tot[sg];
}

// 7. work-group collectives: reduce, broadcast from item 3, an inclusive max scan, in a
// loop of uniform trip count.
kernel void cl_wg_coll(global const int *in, global int *out, int iters) {
  uint t = get_local_id(0);
  int v = in[t] & 63, acc = 0;
  for (int k = 0; k < (iters & 3) + 1; ++k) {
    acc += work_group_reduce_add(v);
    acc += work_group_broadcast(v, 3);
    v = work_group_scan_inclusive_max(v + k);
  }
  out[t] = acc + v;
}

#ifdef __SPIR__
#pragma OPENCL EXTENSION cl_khr_subgroup_shuffle : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_clustered_reduce : enable
// 8. cl_khr_subgroup_shuffle's xor shuffle butterfly and a clustered reduction of 4
// (spir64 only, where clang declares them), in a divergent branch.
kernel void cl_shuffle_cluster(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r = 0, c = 0;
  if (v & 1) {
    r = v + sub_group_shuffle_xor(v, 1);
    c = sub_group_clustered_reduce_add(v, 4);
  }
  out[l] = r * 1000 + c;
}
#endif
