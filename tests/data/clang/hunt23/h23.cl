// OpenCL C kernels of the ipdom hunt (hunt23): clang-19 -x cl -cl-std=CL2.0 for
// amdgcn-amd-amdhsa gfx90a (cl_*) and spir64 (s_*); see build.sh.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

// 25. a switch with an unreachable default and a sub-group reduction after it.
kernel void cl_sw_unreach(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r;
  switch (v & 3) {
  case 0: r = 1; break;
  case 1: r = v; break;
  case 2: r = 2 * v; break;
  case 3: r = 0; break;
  default: __builtin_unreachable();
  }
  out[l] = sub_group_reduce_add(r);
}

// 26. an early return, then the same test again around a sub_group_any.
kernel void cl_ret_retest(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  if (v < 0) return;
  int a = sub_group_any(v & 1);
  if (v < 0) a = 5;
  out[l] = a;
}

// 27. a loop whose break is on data, sub_group_reduce_max after it.
kernel void cl_loop_break(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int n = in[l], i = 0, s = 0;
  for (; i < 10; ++i) {
    if (s > n) break;
    s += i;
  }
  out[l] = sub_group_reduce_max(s);
}

// 28. a trap on bad input, then a scan.
kernel void cl_trap_scan(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  if (v < -1000) __builtin_trap();
  out[l] = sub_group_scan_inclusive_add(v);
}

// 29. a constant condition built of constants (0 > 0) around an early return.
kernel void cl_const_cmp(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  const int k = 0;
  int z = k;
  if (z > 0) { out[l] = 0; return; }
  out[l] = sub_group_reduce_add(v);
}

// 30. implied tests on one value: v > 10 inside v > 5, sub_group_all inside.
kernel void cl_implied(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], r = 0;
  if (v > 10) {
    r = 1;
    if (v > 5) r += sub_group_all(v > 20);
  }
  out[l] = r;
}

// 31. a switch with a default returning, sub_group_broadcast after it.
kernel void cl_sw_ret(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l] & 3, r;
  switch (v) {
  case 0: r = 10; break;
  case 1: r = 20; break;
  case 2: r = 30; break;
  default: return;
  }
  out[l] = sub_group_reduce_min(r);
}

// 32. a CAS loop on a global atomic_int (max), then a reduction.
kernel void cl_cas_max(global atomic_int *slot, global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  int old = atomic_load_explicit(slot, memory_order_relaxed);
  while (old < v && !atomic_compare_exchange_weak_explicit(slot, &old, v, memory_order_relaxed, memory_order_relaxed))
    ;
  out[l] = sub_group_reduce_add(old < v);
}

// 33. the same condition tested twice in sequence with a collective only in the second.
kernel void cl_twice(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  bool c = (v & 4) != 0;
  if (c) v += 1;
  v *= 3;
  if (c) v += sub_group_reduce_add(v);
  out[l] = v;
}

// 34. a do-while with an always-false continue test computed by and/or of constants.
kernel void cl_and_const(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  int f = 2, g = 1;
  do {
    v = sub_group_reduce_add(v);
  } while ((f & g) != 0);
  out[l] = v;
}
