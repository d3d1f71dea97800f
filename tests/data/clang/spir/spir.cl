// OpenCL C kernels of tests/test_spir.py, compiled for SPIR and SPIR-V by clang-19:
//   clang-19 -cl-std=CL2.0 -Xclang -finclude-default-header -target spir64 -O2 -S -emit-llvm
// one kernel a file by llvm-extract-19 --recursive --func=NAME -S (NAME.ll; NAME_spirv64.ll
// with -target spirv64, NAME_spir.ll with -target spir: 32-bit size_t; --glob=tab too for
// const_table.ll; NAME_O0.ll with -O0 -Xclang -disable-O0-optnone).
// a reduction in a divergent branch: the lanes whose word exceeds 3 add theirs
kernel void reduce_div(global int *out, global const int *in) {
  size_t i = get_global_id(0);
  int v = in[i];
  if (v > 3) v = sub_group_reduce_add(v);
  out[i] = v;
}
// inclusive add and exclusive max scans of the whole sub-group
kernel void scans(global int *out, global const int *in) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  out[l] = sub_group_scan_inclusive_add(v) + (sub_group_scan_exclusive_max(v) << 16);
}
// broadcasts, any and all
kernel void bcast_vote(global int *out, global const int *in) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  out[l] = sub_group_broadcast(v, 2) * 4 + sub_group_any(v == 7) * 2 + sub_group_all(v > 0);
}
// sub_group_barrier ordering a local memory exchange between neighbours
kernel void sg_barrier(global int *out, global const int *in) {
  local int s[64];
  uint l = get_sub_group_local_id();
  s[l] = in[l];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = s[l ^ 1] - s[l];
}
// work-group barrier with local memory: each work-item reads its neighbour's square
kernel void wg_barrier(global int *out, global const int *in) {
  local int s[64];
  size_t l = get_local_id(0);
  s[l] = in[l] * in[l];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[l] = s[l ^ 2] + 1;
}
// integer built-ins (OpenCL C 2.0, 6.13.3) feeding a reduction
kernel void int_builtins(global int *out, global const int *in) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  uint u = (uint)v;
  int r = mul_hi(v, 0x12345) ^ add_sat(v, 0x7ffffff0) ^ (int)clz(u) ^ (int)popcount(u)
          ^ (int)rotate(u, 5u) ^ (int)abs_diff(v, 100);
  out[l] = r ^ sub_group_reduce_max(r);
}
// a loop whose trip count is the work-item's word, with a reduction inside: the lanes
// still looping reduce among themselves
kernel void loop_div(global int *out, global const int *in) {
  uint l = get_sub_group_local_id();
  int n = in[l];
  int acc = 0;
  for (int j = 0; j < n; j++)
    acc += sub_group_reduce_add(j + (int)l);
  out[l] = acc;
}
// a scan under a condition, then a broadcast after the join (uniform again)
kernel void scan_then_bcast(global int *out, global const int *in) {
  uint l = get_sub_group_local_id();
  int v = in[l];
  if ((v & 1) == 0) v = sub_group_scan_inclusive_min(v);
  out[l] = v + sub_group_broadcast(v, 0);
}
// a constant-address-space table (SPIR's addrspace(2)) read at the lane and reduced
constant int tab[4] = {3, 1, 4, 1};
kernel void const_table(global int *out) {
  uint l = get_sub_group_local_id();
  out[l] = tab[l & 3] + sub_group_reduce_add(tab[(l + 1) & 3]);
}
