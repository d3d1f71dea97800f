// cl_khr_subgroup_clustered_reduce as clang-19 emits it for spir64 (external calls
// _Z30sub_group_clustered_reduce_<op><type>j), under divergence: the odd lanes skip the
// first reduction. Built by build.sh (-O1 -Xclang -disable-llvm-passes).
kernel void clustered(global int *out, global const uint *in) {
  uint i = get_sub_group_local_id();
  int v = (int)in[i] - 3;
  int a = 0;
  if (i % 2 == 0)
    a = sub_group_clustered_reduce_add(v, 4);
  out[4 * i] = a;
  out[4 * i + 1] = sub_group_clustered_reduce_max(v, 2);
  out[4 * i + 2] = (int)sub_group_clustered_reduce_min(in[i], 8);
  out[4 * i + 3] = sub_group_clustered_reduce_xor(v, 1);
}
