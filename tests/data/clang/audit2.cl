#pragma OPENCL EXTENSION cl_khr_subgroups : enable
kernel void cl_bcast(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  out[get_global_id(0)] = sub_group_broadcast(in[l], 3) + (int)get_sub_group_size() * 1000 + (int)get_sub_group_id() * 100000;
}
kernel void cl_scan(global const int *in, global int *out, global int *ex) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_scan_inclusive_add(in[l]);
  ex[l] = sub_group_scan_exclusive_max(in[l]);
}
kernel void cl_sg_any_all(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_any(in[l] > 0) + 2 * sub_group_all(in[l] > 0) + 4 * sub_group_reduce_min(in[l]);
}
kernel void cl_sg_float(global const float *in, global float *out) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_reduce_add(in[l]) + sub_group_broadcast(in[l], 1);
}
kernel void cl_wgred(global const int *in, global int *out) {
  size_t g = get_global_id(0);
  out[g] = work_group_reduce_add(in[g]);
}
kernel void cl_lds_atomic(global const int *in, global int *out) {
  local atomic_int cnt; local atomic_int mx;
  size_t l = get_local_id(0);
  if (l == 0) { atomic_init(&cnt, 0); atomic_init(&mx, 0); }
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&cnt, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_fetch_max_explicit(&mx, in[l], memory_order_relaxed, memory_scope_work_group);
  work_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = atomic_load_explicit(&cnt, memory_order_relaxed, memory_scope_work_group) * 1000 + atomic_load_explicit(&mx, memory_order_relaxed, memory_scope_work_group);
}
kernel void cl_old_atomic(global const int *in, global int *out) {
  local int cnt; local int mn;
  size_t l = get_local_id(0);
  if (l == 0) { cnt = 0; mn = 1 << 30; }
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_inc(&cnt);
  atomic_min(&mn, in[l]);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = cnt * 1000 + mn;
}
kernel void cl_math(global const float *in, global float *out) {
  size_t g = get_global_id(0);
  float x = in[g];
  out[g] = fmax(x, 0.0f) + fmin(x, 1.0f) + fabs(x) + mad(x, 2.0f, 1.0f) + clamp(x, -1.0f, 1.0f) + sqrt(fabs(x));
}
kernel void cl_bcast2(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_broadcast(in[l], 3) + sub_group_reduce_max(in[l]) * 1000;
}
