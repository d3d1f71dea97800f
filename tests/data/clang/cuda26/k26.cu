// CUDA kernels of the cuda26 audit (build.sh, README.md), sm_70. No headers: the
// builtins CUDA's headers wrap are called directly.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned tidx() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__device__ static inline int shfl_down(unsigned m, int v, int d) { return __nvvm_shfl_sync_down_i32(m, v, d, 0x1f); }
__device__ static inline int shfl_up(unsigned m, int v, int d) { return __nvvm_shfl_sync_up_i32(m, v, d, 0); }
__device__ static inline int shfl_idx(unsigned m, int v, int s) { return __nvvm_shfl_sync_idx_i32(m, v, s, 0x1f); }
__device__ static inline float shfl_down_f(unsigned m, float v, int d) { return __nvvm_shfl_sync_down_f32(m, v, d, 0x1f); }

// 1. shfl_down reduction of a strided sum, lane 0 writes; a second pass only if the
// first sum is odd (divergent on nothing: warp uniform after idx broadcast)
__global__ void k_reduce_loop(const int *in, int *out, int n) {
  unsigned l = laneid();
  int acc = 0;
  for (int i = l; i < n; i += 32) acc += in[i];
  for (int d = 16; d > 0; d >>= 1) acc += shfl_down(FULL, acc, d);
  int tot = shfl_idx(FULL, acc, 0);
  if (tot & 1) {
    int v = in[l] * 2;
    for (int d = 16; d > 0; d >>= 1) v += shfl_down(FULL, v, d);
    tot += shfl_idx(FULL, v, 0);
  }
  out[l] = tot;
}

// 2. ballot + popc stream compaction under a data predicate, in a loop over tiles
__global__ void k_compact(const int *in, int *out, int *count, int tiles) {
  unsigned l = laneid();
  int base = 0;
  for (int t = 0; t < tiles; ++t) {
    int v = in[t * 32 + l];
    bool keep = v > 0;
    unsigned b = __nvvm_vote_ballot_sync(FULL, keep);
    if (keep) out[base + __builtin_popcount(b & lanemask_lt())] = v;
    base += __builtin_popcount(b);
  }
  if (l == 0) *count = base;
}

// 3. match_any grouping: lanes with the same key elect a leader that adds the group's count
__global__ void k_match_group(const int *keys, int *hist) {
  unsigned l = laneid();
  int k = keys[l] & 7;
  unsigned grp = __nvvm_match_any_sync_i32(FULL, k);
  int leader = __builtin_ffs(grp) - 1;
  int cnt = __builtin_popcount(grp);
  if ((int)l == leader) __nvvm_atom_add_gen_i(&hist[k], cnt);
  int lead_k = shfl_idx(grp, k * 100 + cnt, leader);
  hist[8 + l] = lead_k;
}

// 4. activemask-aggregated atomic inside a divergent branch
__global__ void k_agg_atomic(const int *in, int *ctr, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (v & 1) {
    unsigned m = __nvvm_activemask();
    int leader = __builtin_ffs(m) - 1;
    int rank = __builtin_popcount(m & lanemask_lt());
    int base = 0;
    if ((int)l == leader) base = __nvvm_atom_add_gen_i(ctr, __builtin_popcount(m));
    base = shfl_idx(m, base, leader);
    out[l] = base + rank;
  } else {
    out[l] = -1;
  }
}

// 5. inclusive warp scan (shfl_up) as a device helper, called in both branches
__device__ __attribute__((noinline)) int warp_scan(unsigned m, int v) {
  unsigned l = laneid();
  for (int d = 1; d < 32; d <<= 1) {
    int u = shfl_up(m, v, d);
    if (l >= (unsigned)d) v += u;
  }
  return v;
}
__global__ void k_scan_branches(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  int r;
  if (v > 100) r = warp_scan(FULL, v) * 2;
  else r = warp_scan(FULL, v + 1);
  out[l] = r;
}

// 6. early exit loop with __syncwarp: lanes leave when they found their value
__global__ void k_early_exit(const int *in, int *out) {
  __shared__ int s[32];
  unsigned l = laneid();
  int x = in[l];
  int steps = 0;
  while (true) {
    s[l] = x;
    __nvvm_bar_warp_sync(__nvvm_activemask());
    int nb = s[(l + 1) & 31];
    if (x <= 1) break;
    x = (x & 1) ? 3 * x + 1 : x / 2;
    x = x < nb ? x : x - 1;
    if (++steps > 20) break;
    __nvvm_bar_warp_sync(__nvvm_activemask());
  }
  out[l] = steps * 1000 + x;
}

// 7. switch-heavy opcode interpreter with a vote per op
__global__ void k_switch(const int *ops, int *out, int n) {
  unsigned l = laneid();
  int acc = l;
  for (int i = 0; i < n; ++i) {
    int op = ops[i * 32 + l] & 7;
    switch (op) {
    case 0: acc += 1; break;
    case 1: acc = shfl_idx(FULL, acc, (l + 1) & 31); break;
    case 2: acc ^= __nvvm_vote_ballot_sync(__nvvm_activemask(), acc & 1); break;
    case 3: acc *= 3; break;
    case 4: if (__nvvm_vote_any_sync(__nvvm_activemask(), acc > 50)) acc -= 50; break;
    case 5: acc = shfl_down(FULL, acc, 1); break;
    default: acc -= 1;
    }
  }
  out[l] = acc;
}

// 8. struct by value through a device helper, shuffled component-wise
struct P { int a; float b; int c; };
__device__ __attribute__((noinline)) P pshfl(P p, int d) {
  P q;
  q.a = shfl_down(FULL, p.a, d);
  q.b = shfl_down_f(FULL, p.b, d);
  q.c = shfl_down(FULL, p.c, d);
  return q;
}
__global__ void k_struct_red(const P *in, P *out) {
  unsigned l = laneid();
  P p = in[l];
  for (int d = 16; d > 0; d >>= 1) {
    P q = pshfl(p, d);
    p.a += q.a; p.b = p.b > q.b ? p.b : q.b; p.c = p.c < q.c ? p.c : q.c;
  }
  if (l == 0) *out = p;
}

// 9. half precision reduction: bits through 32-bit shuffles
__global__ void k_half_red(const _Float16 *in, _Float16 *out) {
  unsigned l = laneid();
  _Float16 h = in[l];
  for (int d = 16; d > 0; d >>= 1) {
    unsigned short bits = __builtin_bit_cast(unsigned short, h);
    int o = shfl_down(FULL, (int)bits, d);
    h = h + __builtin_bit_cast(_Float16, (unsigned short)o);
  }
  if (l == 0) out[0] = h;
}

// 10. ballot in a loop with break: lanes leave once all bits of their key were seen
__global__ void k_vote_loop(const unsigned *in, unsigned *out) {
  unsigned l = laneid();
  unsigned k = in[l], seen = 0;
  int r = 0;
  do {
    unsigned b = __nvvm_vote_ballot_sync(__nvvm_activemask(), (k >> r) & 1);
    seen |= b;
    ++r;
    if (__nvvm_vote_all_sync(__nvvm_activemask(), r >= 4)) break;
  } while ((seen & k) != k && r < 8);
  out[l] = seen ^ r;
}
