#pragma OPENCL EXTENSION cl_khr_subgroup_shuffle : enable
#pragma OPENCL EXTENSION cl_khr_subgroup_ballot : enable
// declared by hand: clang-19's opencl-c.h offers them only with the extension macros set
int __attribute__((overloadable, convergent)) sub_group_shuffle(int, uint);
int __attribute__((overloadable, convergent)) sub_group_shuffle_xor(int, uint);
uint4 __attribute__((overloadable, convergent)) sub_group_ballot(int);
uint __attribute__((overloadable)) sub_group_ballot_bit_count(uint4);
uint __attribute__((overloadable)) sub_group_ballot_inclusive_scan(uint4);
kernel void cl_shuffle(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  out[l] = sub_group_shuffle(in[l], l ^ 1) + sub_group_shuffle_xor(in[l], 2) * 100;
}
kernel void cl_ballot(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  uint4 b = sub_group_ballot(in[l] > 0);
  out[l] = sub_group_ballot_bit_count(b) + 100 * (int)sub_group_ballot_inclusive_scan(b);
}
