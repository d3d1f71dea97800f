// OpenCL C kernels of the cuda26 audit (build.sh, README.md): spir64 and gfx90a.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// 11. reduce add/min/max in a loop over chunks with a sub_group_any exit
kernel void o_chunks(global const int *in, global int *out, int n) {
  uint l = get_sub_group_local_id();
  int s = 0, lo = 1 << 30, hi = -(1 << 30);
  for (int c = 0; c < n; ++c) {
    int v = in[c * 8 + (l & 7)];
    s += sub_group_reduce_add(v);
    lo = min(lo, sub_group_reduce_min(v));
    hi = max(hi, sub_group_reduce_max(v));
    if (sub_group_any(s > 1000)) break;
  }
  out[l] = s + lo * 3 + hi * 7;
}
// 12. inclusive scan for compaction slots in a divergent branch plus broadcast of the total
kernel void o_scan_compact(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  int keep = v > 0;
  int pos = sub_group_scan_inclusive_add(keep);
  int tot = sub_group_broadcast(pos, get_sub_group_size() - 1);
  if (keep) out[pos - 1] = v;
  if (sub_group_all(tot > 0)) out[32 + l] = tot;
}
// 13. sub_group_barrier between local stores in a loop whose trip is uniform per sub-group
kernel void o_sg_barrier(global const int *in, global int *out, local int *tmp) {
  uint l = get_sub_group_local_id();
  uint n = get_sub_group_size();
  int x = in[l];
  for (int r = 0; r < 3; ++r) {
    tmp[l] = x;
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
    x = tmp[(l + 1) % n] + (x >> 1);
    sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[l] = x;
}
// 14. half sub-group reductions in a switch
kernel void o_half_switch(global const half *in, global half *out, global const int *sel) {
  uint l = get_sub_group_local_id();
  half h = in[l];
  switch (sel[0] & 3) {
  case 0: h = sub_group_reduce_add(h); break;
  case 1: h = sub_group_reduce_max(h); break;
  case 2: h = sub_group_scan_inclusive_add(h); break;
  default: h = sub_group_broadcast(h, 1);
  }
  out[l] = h;
}
