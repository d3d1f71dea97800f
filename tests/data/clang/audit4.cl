// OpenCL C kernels of tests/test_clang_audit4.py: clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S -O3, one kernel a
// file by llvm-extract-19 --recursive --func=NAME (a4_<name>_O3.ll).
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// float reductions and scans of cl_khr_subgroups, each into its own word
kernel void cl_float_scans(global const float *in, global float *out) {
  uint l = get_sub_group_local_id();
  float v = in[l];
  global float *o = out + 9 * l;
  o[0] = sub_group_reduce_add(v); o[1] = sub_group_reduce_min(v); o[2] = sub_group_reduce_max(v);
  o[3] = sub_group_scan_inclusive_add(v); o[4] = sub_group_scan_inclusive_min(v);
  o[5] = sub_group_scan_inclusive_max(v); o[6] = sub_group_scan_exclusive_add(v);
  o[7] = sub_group_scan_exclusive_min(v); o[8] = sub_group_scan_exclusive_max(v);
}
// the sub-group queries of cl_khr_subgroups, each into its own word
kernel void cl_sg_queries(global uint *out) {
  uint l = get_sub_group_local_id();
  out[5 * l] = get_sub_group_size();
  out[5 * l + 1] = get_max_sub_group_size();
  out[5 * l + 2] = get_num_sub_groups();
  out[5 * l + 3] = get_enqueued_num_sub_groups();
  out[5 * l + 4] = get_sub_group_id() + l * get_sub_group_size();
}
// OpenCL C integer built-ins clang leaves as calls (OpenCL C 2.0, 6.13.3), of int and uint
kernel void cl_int_builtins(global const int *a, global int *out) {
  uint l = get_sub_group_local_id();
  int x = a[2 * l], y = a[2 * l + 1];
  uint u = (uint)x, w = (uint)y;
  global int *o = out + 16 * l;
  o[0] = mul_hi(x, y); o[1] = mad_hi(x, y, x); o[2] = mad_sat(x, y, x);
  o[3] = add_sat(x, y); o[4] = sub_sat(x, y); o[5] = hadd(x, y); o[6] = rhadd(x, y);
  o[7] = clz(x) + 64 * popcount(x); o[8] = rotate(x, y); o[9] = (int)abs(x); o[10] = (int)abs_diff(x, y);
  o[11] = mul_hi(u, w) ^ mad_sat(u, w, u); o[12] = add_sat(u, w) ^ sub_sat(u, w);
  o[13] = hadd(u, w) ^ rhadd(u, w) ^ abs_diff(u, w); o[14] = rotate(u, w) ^ clz(u) ^ (popcount(u) << 8);
  o[15] = mul24(x << 8 >> 8, y << 8 >> 8) ^ mad24(u & 0xFFFFFF, w & 0xFFFFFF, u);
}
// 64-bit and 8-bit overloads
kernel void cl_int_builtins_wide(global const long *a, global long *out, global char *c) {
  uint l = get_sub_group_local_id();
  long x = a[2 * l], y = a[2 * l + 1];
  out[4 * l] = mul_hi(x, y) ^ add_sat(x, y);
  out[4 * l + 1] = (long)mul_hi((ulong)x, (ulong)y) ^ (long)mad_sat((ulong)x, (ulong)y, (ulong)x);
  out[4 * l + 2] = mad_sat(x, y, x) ^ rotate(x, y) ^ clz(y);
  out[4 * l + 3] = sub_sat(x, y) ^ (long)abs_diff(x, y) ^ rhadd(x, y);
  char cx = (char)x, cy = (char)y;
  c[l] = add_sat(cx, cy) ^ (char)abs(cx) ^ popcount(cy);
}
// the same for double and half (cl_khr_fp64, cl_khr_fp16)
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void cl_dh_scans(global const double *in, global double *out, global half *hout) {
  uint l = get_sub_group_local_id();
  double v = in[l];
  half h = (half)v;
  out[5 * l] = sub_group_reduce_add(v); out[5 * l + 1] = sub_group_scan_exclusive_min(v);
  out[5 * l + 2] = sub_group_scan_inclusive_add(v); out[5 * l + 3] = sub_group_reduce_max(v);
  out[5 * l + 4] = sub_group_scan_inclusive_max(v);
  hout[2 * l] = sub_group_scan_inclusive_add(h);
  hout[2 * l + 1] = sub_group_reduce_min(h);
}
// min, max, clamp and ctz of int and uint (clamp's bounds from the input: lo > hi may be)
kernel void cl_int_minmax(global const int *a, global int *out) {
  uint l = get_sub_group_local_id();
  int x = a[3 * l], y = a[3 * l + 1], z = a[3 * l + 2];
  out[4 * l] = min(x, y) ^ (max(x, z) << 1);
  out[4 * l + 1] = (int)(min((uint)x, (uint)y) ^ max((uint)y, (uint)z));
  out[4 * l + 2] = clamp(x, y, z) ^ (int)clamp((uint)x, 3u, 900u);
  out[4 * l + 3] = ctz(x) + 64 * (int)ctz((uint)y);
}
// half's broadcast and max reduction
kernel void cl_half_bcast(global const half *in, global half *out) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_broadcast(in[l], 2) + sub_group_reduce_max(in[l]);
}
