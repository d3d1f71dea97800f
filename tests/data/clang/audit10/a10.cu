// CUDA kernels of tests/test_clang_audit10.py for sm_80 (see build.sh). No headers:
// what is needed is declared here, as the CUDA headers define it.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline void syncthreads() { __syncthreads(); }
// __shfl_down_sync(mask, v, d, width): c = ((32 - width) << 8) | 0x1f
__device__ static inline int shfl_down_w(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_down_i32(m, v, d, ((32 - w) << 8) | 0x1f);
}
__device__ static inline int shfl_up_w(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8);
}
__device__ static inline unsigned activemask() { return __nvvm_activemask(); }
__device__ static inline int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__device__ static inline int __syncthreads_count(int p) { return __nvvm_bar0_popc(p); }
__device__ static inline int __syncthreads_or(int p) { return __nvvm_bar0_or(p); }

// 8. activemask under divergence: lanes with a positive value reduce among themselves
// (the mask they are in), the first of them adds the sum to a global counter.
__device__ int g_total;
__global__ void c_active_sum(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  if (v > 0) {
    unsigned m = activemask();
    int s = __nvvm_redux_sync_add(v, m);
    int leader = __builtin_ffs((int)m) - 1;
    if ((int)laneid() == leader) atomicAdd(&g_total, s);
    out[t] = s;
  } else {
    out[t] = -1;
  }
}

// 9. cooperative groups tile of 4: each tile reduces with shfl_down of width 4 under its
// own mask, then the tile's lane 0 does an inclusive scan over tile leaders with width 32.
__global__ void c_tile4(const int *in, int *out) {
  unsigned t = tid();
  unsigned l = laneid();
  unsigned tmask = 0xfu << (l & ~3u);
  int v = in[t];
  for (int d = 2; d > 0; d >>= 1) v += shfl_down_w(tmask, v, d, 4);
  int tot = __nvvm_shfl_sync_idx_i32(tmask, v, 0, ((32 - 4) << 8) | 0x1f);
  out[t] = tot;
}

// 10. grid-stride loop with a ballot in it: divergent trip counts (n not a multiple of
// 32), the loop's lanes ballot their predicate under __activemask and count the
// positives ahead of them (stream compaction's offsets).
__global__ void c_stride_compact(const int *in, int *out, int n) {
  int base = 0;
  for (int i = tid(); i < n; i += 32) {
    unsigned m = activemask();
    int p = in[i] > 0;
    unsigned b = __nvvm_vote_ballot_sync(m, p);
    unsigned lt = __nvvm_read_ptx_sreg_lanemask_lt();
    if (p) out[base + __builtin_popcount(b & lt)] = in[i];
    base += __builtin_popcount(b);
  }
}

// 11. block flags: __syncthreads_count/_or decide a uniform path; shared memory
// written before, read after the barrier.
__global__ void c_block_vote(const int *in, int *out) {
  __shared__ int s[32];
  unsigned t = tid();
  int v = in[t];
  s[t & 31] = v;
  int cnt = __syncthreads_count(v > 3);
  int any = __syncthreads_or(v == 7);
  int r = any ? s[(t + 1) & 31] : cnt;
  out[t] = r;
}

// 12. match_any grouping: lanes with equal keys form a group, the group's leader
// does one atomicAdd for the group (warp-aggregated atomics by key).
__device__ int g_bins[8];
__global__ void c_match_agg(const int *in, int *out) {
  unsigned t = tid();
  int key = in[t] & 7;
  unsigned grp = __nvvm_match_any_sync_i32(FULL, key);
  int leader = 31 - __builtin_clz(grp);
  if ((int)laneid() == leader) atomicAdd(&g_bins[key], __builtin_popcount(grp));
  out[t] = __builtin_popcount(grp & __nvvm_read_ptx_sreg_lanemask_lt());
}

// 13. device function with a warp scan inside, called from a divergent branch with the
// mask of the lanes that take it; struct in, struct out.
struct Pair { int a; int b; };
__device__ __attribute__((noinline)) Pair scan_pair(unsigned m, Pair p) {
  for (int d = 1; d < 32; d <<= 1) {
    int a = shfl_up_w(m, p.a, d, 32);
    int b = shfl_up_w(m, p.b, d, 32);
    if ((int)laneid() >= d) { p.a += a; p.b = b > p.b ? b : p.b; }
  }
  return p;
}
__global__ void c_pair_scan(const int *in, int *out) {
  unsigned t = tid();
  Pair p = {in[t], in[t] ^ 5};
  if (in[0] > 2) {
    p = scan_pair(FULL, p);
  }
  out[2 * t] = p.a;
  out[2 * t + 1] = p.b;
}
