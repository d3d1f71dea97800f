// hunt28: workgroup barriers in and around divergent control flow, for the partial-barrier
// rule under ipdom. gfx90a; no headers. A case runs one wave, the whole workgroup.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define SYNC() __syncthreads_()
__device__ static inline void __syncthreads_() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
#define N 64

// 1. a counted loop (trip count a kernel argument, one value for the dispatch) with two
// barriers: write, sync, read a neighbour, sync. Correct for every n.
__global__ void h_loop_bar(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  int acc = in[t];
  for (int i = 0; i < n; ++i) {
    sh[t] = acc;
    SYNC();
    acc += sh[(t + 1) & 7];
    SYNC();
  }
  out[t] = acc;
}

// 2. a barrier after a loop whose trip count depends on the lane: correct.
__global__ void h_bar_after_divloop(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 7); ++i) acc += i * v;
  sh[t] = acc;
  SYNC();
  out[t] = sh[t ^ 1] + acc;
}

// 3. a loop with a lane-dependent break and a normal exit that rejoin at a barrier: each
// lane reaches the barrier once (ipdom may split the exits: "Partial barriers under ipdom").
__global__ void h_bar_after_break(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0, i = 0;
  for (; i < 4; ++i) {
    acc += v >> i;
    if (acc > 40) goto brk;
  }
  acc = acc * 3;
  sh[t] = acc;
  goto join;
brk:
  acc -= i;
  sh[t] = acc + 1;
join:
  SYNC();
  out[t] = sh[t ^ 2] - acc;
}

// 4. a barrier inside a loop whose trip count depends on the lane: undefined whenever two
// lanes' counts differ (before UB: any after passes).
__global__ void h_divloop_bar(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); ++i) {
    sh[t] = acc + i;
    SYNC();
    acc += sh[t ^ 1];
  }
  out[t] = acc;
}

// 5. a loop whose exit test reads a flag from shared memory after a barrier: the trip count
// is the same for every lane, though no analysis sees it.
__global__ void h_flag_loop(const int *in, int *out) {
  __shared__ int sh[N];
  __shared__ int flag;
  unsigned t = tid();
  int v = in[t] & 15, it = 0;
  int done;
  do {
    if (t == 0) flag = 1;
    SYNC();
    if (v > it) flag = 0;   // every writer writes 0: a benign race (LLVM: racy, undef)
    SYNC();
    done = flag;
    SYNC();
    ++it;
  } while (!done && it < 8);
  out[t] = it;
}

// 5b. the same without the racy store: lane 0 decides alone.
__global__ void h_flag_loop0(const int *in, int *out) {
  __shared__ int flag;
  unsigned t = tid();
  int v = in[t] & 15, it = 0, done;
  do {
    if (t == 0) flag = (v <= it);
    SYNC();
    done = flag;
    SYNC();
    ++it;
  } while (!done && it < 8);
  out[t] = it * 100 + v;
}

// 6. the classic tree reduction: a barrier after a divergent if, inside a uniform loop.
__global__ void h_tree_reduce(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  sh[t] = in[t];
  SYNC();
  for (int s = n / 2; s > 0; s >>= 1) {
    if (t < (unsigned)s) sh[t] += sh[t + s];
    SYNC();
  }
  out[t] = sh[0];
}

// 7. the same barrier code in both arms of a divergent if (two static barriers, each met by
// part of the wave: undefined before).
__global__ void h_bar_both_arms(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t];
  if (t & 1) { sh[t] = v + 1; SYNC(); v = sh[t ^ 1] * 2; }
  else { sh[t] = v - 1; SYNC(); v = sh[t ^ 1] * 3; }
  out[t] = v;
}

// 8. the same with a uniform condition (a kernel argument): correct.
__global__ void h_bar_both_arms_u(const int *in, int *out, int c) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t];
  if (c & 1) { sh[t] = v + 1; SYNC(); v = sh[t ^ 1] * 2; }
  else { sh[t] = v - 1; SYNC(); v = sh[t ^ 1] * 3; }
  out[t] = v;
}

// 9. a barrier in a noinline function called after a lane-dependent loop and in a counted loop.
__device__ __attribute__((noinline)) int exchange(int *sh, unsigned t, int x) {
  sh[t] = x;
  SYNC();
  int r = sh[t ^ 1];
  SYNC();
  return r;
}
__global__ void h_call_bar(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); ++i) acc += v ^ i;
  acc += exchange(sh, t, acc);
  for (int i = 0; i < n; ++i) acc += exchange(sh, t, acc + i);
  out[t] = acc;
}

// 10. the noinline barrier function called from both arms of a divergent if: each lane
// runs its barrier once (partial instances, equal counts).
__global__ void h_call_two_sites(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t];
  if (t & 1) v = exchange(sh, t, v + 1) * 2;
  else v = exchange(sh, t, v - 1) * 3;
  out[t] = v;
}

// 11. a barrier in a counted loop guarded by (i + t) & 1: every lane meets it twice, never
// all at once (undefined before; unrolling makes four static barriers).
__global__ void h_alt_bar(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int acc = in[t];
  for (int i = 0; i < 4; ++i) {
    if ((i + t) & 1) { sh[t] = acc; SYNC(); acc += sh[t ^ 1]; }
    else acc += i;
  }
  out[t] = acc;
}

// 12. early return of lanes past a uniform bound, then a barrier: undefined unless n
// covers the wave.
__global__ void h_early_ret(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  if ((int)t >= n) return;
  sh[t] = in[t];
  SYNC();
  out[t] = sh[(t + 1) % n];
}

// 13. a divergent early exit that stores, a barrier only on the uniform path afterwards:
// lanes that leave do so before the barrier (undefined when some leave).
__global__ void h_ret_in_loop(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < 4; ++i) {
    acc += v;
    if (acc == 1000) { out[t] = -1; return; }
  }
  sh[t] = acc;
  SYNC();
  out[t] = sh[t ^ 3];
}

// 14. a barrier before and after a divergent switch; the switch arms store different values.
__global__ void h_bar_switch(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t];
  sh[t] = v;
  SYNC();
  int w = sh[t ^ 1];
  switch (w & 3) {
  case 0: v += 1; break;
  case 1: v *= 3; break;
  case 2: v -= w; break;
  default: v = 7;
  }
  sh[t] = v;
  SYNC();
  out[t] = sh[t ^ 4] + v;
}

// 15. a loop with a lane-dependent trip count whose body holds a divergent if, then a barrier
// in a second counted loop after it (loop fusion / rotation shapes).
__global__ void h_two_loops(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 7); ++i) { if (i & 1) acc += v; else acc -= i; }
  for (int j = 0; j < n; ++j) {
    sh[t] = acc;
    SYNC();
    acc = sh[(t + j) & 7] + 1;
    SYNC();
  }
  out[t] = acc;
}

// 16. h_call_two_sites with an inlinable callee: after inlining, one barrier per arm.
__device__ static int exchange_inl(int *sh, unsigned t, int x) {
  sh[t] = x;
  SYNC();
  return sh[t ^ 1];
}
__global__ void h_two_sites_inl(const int *in, int *out) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t];
  if (t & 1) v = exchange_inl(sh, t, v + 1) * 2;
  else v = exchange_inl(sh, t, v - 1) * 3;
  out[t] = v;
}

// 17. the inlinable callee after a lane-dependent loop and in a counted loop: correct.
__global__ void h_call_inl_loop(const int *in, int *out, int n) {
  __shared__ int sh[N];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); ++i) acc += v ^ i;
  acc += exchange_inl(sh, t, acc);
  for (int i = 0; i < n; ++i) acc += exchange_inl(sh, t, acc + i);
  out[t] = acc;
}
