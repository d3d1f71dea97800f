// Stream compaction and list building with a shared counter whose old value is used
// (oracles/SEMANTICS.md, "Memory the threads share": a counter whose old value is used).
// OpenCL C 2.0 (a program-scope global) with the 1.x atomic functions (libclc: relaxed atomicrmw); amdgcn gfx90a. See build.sh.

// 1. LDS counter (a program-scope local variable), zeroed by item 0, barrier, one ticket
//    per positive input, its value written at the ticket; barrier; item 0 stores the count.
kernel void cl_compact_lds(global const int *in, global int *out, global int *total) {
  local int cnt;
  uint t = get_local_id(0);
  if (t == 0) cnt = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[t];
  if (v > 0) {
    int idx = atomic_inc(&cnt);
    out[idx] = v;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  if (t == 0) total[0] = cnt;
}

// 2. The counter is the kernel's `local int *` parameter (the host sizes it).
kernel void cl_compact_param(global const int *in, global int *out, local int *cnt) {
  uint t = get_local_id(0);
  if (t == 0) cnt[0] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  int v = in[t];
  if ((v & 1) != 0) {
    int idx = atomic_add(cnt, 1);
    out[2 * idx] = v;
    out[2 * idx + 1] = (int)t;
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  out[15] = cnt[0];
}

// 3. A device global counter (one work-group): list building, the ticket returned too.
global int g_count = 0;
kernel void cl_list_global(global const int *in, global int *out) {
  uint t = get_local_id(0);
  int v = in[t];
  int idx = -1;
  if (v != 0) {
    idx = atomic_inc(&g_count);
    out[idx] = v * 3;
  }
  out[8 + t] = idx;
}
