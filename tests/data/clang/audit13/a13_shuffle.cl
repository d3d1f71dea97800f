// cl_khr_subgroup_shuffle's sub_group_shuffle / sub_group_shuffle_xor (OpenCL C 3.0
// extension): kept apart from a13.cl because fuzzfarm may refuse them.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
// clang's default header leaves them out: declared as opencl-c.h does.
int __attribute__((overloadable, convergent)) sub_group_shuffle(int, uint);
int __attribute__((overloadable, convergent)) sub_group_shuffle_xor(int, uint);
kernel void cl_sg_shuffle(global const int *in, global int *out) {
  uint g = get_global_id(0);
  uint l = get_sub_group_local_id();
  int v = in[g];
  for (uint x = 1; x < 8; x <<= 1) v += sub_group_shuffle_xor(v, x);
  out[g] = v * 1000 + sub_group_shuffle(in[g], (l + 1) & 7);
}
// work_group_reduce_add (OpenCL C 2.0 collective): documented as not read.
kernel void cl_wg_sum(global const int *in, global int *out) {
  uint g = get_global_id(0);
  out[g] = work_group_reduce_add(in[g]) + work_group_scan_inclusive_max(in[g]);
}
