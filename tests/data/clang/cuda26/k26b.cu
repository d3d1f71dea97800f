// CUDA kernels of the cuda26 audit (build.sh, README.md), sm_80 (redux.sync).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__device__ static inline int shfl_xor(unsigned m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }

// 15. per-tile reductions in a branch on the tile, masks of the tile
__global__ void k_tiles(const int *in, int *out) {
  unsigned l = laneid();
  unsigned tile = l >> 3;
  unsigned m = 0xffu << (tile * 8);
  int v = in[l];
  if (tile & 1) {
    for (int x = 4; x > 0; x >>= 1) v += shfl_xor(m, v, x);
  } else {
    for (int x = 4; x > 0; x >>= 1) { int o = shfl_xor(m, v, x); v = v > o ? v : o; }
  }
  out[l] = v;
}
// 16. same ballot of activemask in both arms (hoisting/sinking bait)
__global__ void k_twin_ballot(const int *in, unsigned *out) {
  unsigned l = laneid();
  int v = in[l];
  unsigned r;
  if (v & 4) {
    r = __nvvm_vote_ballot_sync(__nvvm_activemask(), v & 1) + 1;
  } else {
    r = __nvvm_vote_ballot_sync(__nvvm_activemask(), v & 1) * 3;
  }
  out[l] = r;
}
// 17. tail-identical reductions in both arms (sinking bait)
__global__ void k_twin_tail(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l], w;
  if (v > 0) {
    w = v * 2;
    w = __nvvm_redux_sync_add(w, __nvvm_activemask());
  } else {
    w = -v;
    w = __nvvm_redux_sync_add(w, __nvvm_activemask());
  }
  out[l] = w;
}
// 18. loop with an invariant data condition around an activemask vote (unswitch bait)
__global__ void k_unswitch(const int *in, int *out, int n, int mode) {
  unsigned l = laneid();
  int acc = 0;
  int big = in[l] > 10;
  for (int i = 0; i < n; ++i) {
    if (big)
      acc += __builtin_popcount(__nvvm_vote_ballot_sync(__nvvm_activemask(), (in[l] + i) & 1));
    else
      acc += i;
  }
  out[l] = acc;
}
// 19. ballot-based leader loop (waterfall) over distinct keys
__global__ void k_waterfall(const int *in, int *out) {
  unsigned l = laneid();
  int k = in[l] & 3;
  int done = 0, rounds = 0;
  while (!done) {
    unsigned m = __nvvm_activemask();
    int lead = __builtin_ffs(m) - 1;
    int lk = __nvvm_shfl_sync_idx_i32(m, k, lead, 0x1f);
    ++rounds;
    if (lk == k) { out[l] = rounds * 10 + __builtin_popcount(__nvvm_vote_ballot_sync(m, 1) & lanemask_lt()); done = 1; }
  }
}
