// hunt28 OpenCL C 2.0 for amdgcn gfx90a: work-group barriers around divergent control flow.
kernel void cl_tree_reduce(global const int *in, global int *out, int n) {
  local int sh[64];
  uint t = get_local_id(0);
  sh[t] = in[t];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (int s = n / 2; s > 0; s >>= 1) {
    if (t < (uint)s) sh[t] += sh[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = sh[0];
}
kernel void cl_bar_after_break(global const int *in, global int *out) {
  local int sh[64];
  uint t = get_local_id(0);
  int v = in[t], acc = 0, i = 0;
  for (; i < 4; ++i) {
    acc += v >> i;
    if (acc > 40) break;
  }
  sh[t] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  out[t] = sh[t ^ 2] - acc;
}
__attribute__((noinline)) int cl_exchange(local int *sh, uint t, int x) {
  sh[t] = x;
  barrier(CLK_LOCAL_MEM_FENCE);
  int r = sh[t ^ 1];
  barrier(CLK_LOCAL_MEM_FENCE);
  return r;
}
kernel void cl_call_loop(global const int *in, global int *out, int n) {
  local int sh[64];
  uint t = get_local_id(0);
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); ++i) acc += v ^ i;
  for (int i = 0; i < n; ++i) acc += cl_exchange(sh, t, acc + i);
  out[t] = acc;
}
kernel void cl_flag_loop(global const int *in, global int *out) {
  local int flag;
  uint t = get_local_id(0);
  int v = in[t] & 15, it = 0, done;
  do {
    if (t == 0) flag = (v <= it);
    barrier(CLK_LOCAL_MEM_FENCE);
    done = flag;
    barrier(CLK_LOCAL_MEM_FENCE);
    ++it;
  } while (!done && it < 8);
  out[t] = it * 100 + v;
}
