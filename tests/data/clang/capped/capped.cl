// Bounded stream compaction in OpenCL C 2.0 with the 1.x atomic functions (amdgcn gfx90a):
// a `local int *` counter (the host sizes it), a fixed capacity. See build.sh.
#define CAP 8

kernel void cl_capped(global const int *in, global int *out, local int *cnt) {
  uint t = get_local_id(0);
  if (t == 0) cnt[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[t];
  if (v != 0) {
    int idx = atomic_inc(cnt);
    if (idx < CAP) out[idx] = v * 2;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) out[CAP] = min(cnt[0], CAP);
}
