// hunt27 OpenCL C 2.0 (cl_khr_subgroups) for amdgcn gfx90a: irreducible and state shapes.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
kernel void cl_irr_reduce(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], i = 0, acc = 0;
  if (l & 1) goto B;
A:
  acc += sub_group_reduce_add(v > i);
B:
  acc += v;
  if (++i < 3) goto A;
  out[l] = acc;
}
kernel void cl_dfa_bcast(global const int *in, global int *out) {
  uint l = get_sub_group_local_id();
  int v = in[l], s = (int)(l & 1), acc = 0;
  for (int it = 0; it < 6; ++it) {
    switch (s) {
    case 0: acc += v; s = 1; break;
    case 1: acc += sub_group_reduce_max(acc); s = (acc & 2) ? 2 : 0; break;
    case 2: acc -= 1; s = 0; break;
    default: break;
    }
  }
  out[l] = acc;
}
