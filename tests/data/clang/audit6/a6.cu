// CUDA kernels of tests/test_clang_audit6.py: clang-19 -x cuda --cuda-device-only
// -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm -O0/-O2 (see build.sh).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned lane() { return __nvvm_read_ptx_sreg_laneid(); }
// __shfl_down_sync(FULL, v, d, 16): c = ((32 - 16) << 8) | 0x1f
__global__ void c_down16(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  for (int d = 8; d > 0; d >>= 1) v += __nvvm_shfl_sync_down_i32(FULL, v, d, ((32 - 16) << 8) | 0x1f);
  out[t] = v;
}
// __shfl_up_sync(FULL, v, 1, 4) and __shfl_sync(FULL, v, 2, 8) (idx within segments)
__global__ void c_up_idx(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int u = __nvvm_shfl_sync_up_i32(FULL, v, 1, (32 - 4) << 8);
  int i = __nvvm_shfl_sync_idx_i32(FULL, v, 2, ((32 - 8) << 8) | 0x1f);
  int x = __nvvm_shfl_sync_bfly_i32(FULL, v, 3, ((32 - 4) << 8) | 0x1f);
  out[t] = u + 1000 * i + 1000000 * x;
}
// shuffles with the predicate (in-range) result
__global__ void c_shfl_pred(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int u = __nvvm_shfl_sync_up_i32(FULL, v, 3, (32 - 8) << 8);
  int p = (t & 7) >= 3;
  out[t] = p ? u : -u;
}
// votes under a partial mask: the lanes of a divergent branch
__global__ void c_vote_part(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = 0;
  if (t & 1) {
    unsigned m = 0xaaaaaaaau;
    unsigned b = __nvvm_vote_ballot_sync(m, v > 0);
    int any = __nvvm_vote_any_sync(m, v > 5), all = __nvvm_vote_all_sync(m, v > -5);
    r = (int)__builtin_popcount(b) + 100 * any + 1000 * all;
  }
  out[t] = r;
}
// redux.sync: add, umin, max, and, or, xor
__global__ void c_redux_all(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int a = __nvvm_redux_sync_add(v, FULL);
  unsigned mn = __nvvm_redux_sync_umin((unsigned)v, FULL);
  int mx = __nvvm_redux_sync_max(v, FULL);
  int an = __nvvm_redux_sync_and(v, FULL), o = __nvvm_redux_sync_or(v, FULL), x = __nvvm_redux_sync_xor(v, FULL);
  out[t] = a + (int)mn * 3 + mx * 5 + an * 7 + o * 11 + x * 13;
}
// redux.sync on a half-warp mask in a branch
__global__ void c_redux_half(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (t < 16) r = __nvvm_redux_sync_min(v, 0x0000ffffu) + 100 * __nvvm_redux_sync_umax((unsigned)v, 0x0000ffffu);
  else r = __nvvm_redux_sync_add(v, 0xffff0000u);
  out[t] = r;
}
// __match_any_sync on keys; then the leader of each group adds
__global__ void c_match_leader(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  unsigned m = __nvvm_match_any_sync_i32(FULL, v & 3);
  int leader = __builtin_ffs(m) - 1;
  out[t] = (lane() == (unsigned)leader) ? __builtin_popcount(m) : 0;
}
// __syncwarp with partial masks between shared-memory writes and reads
__global__ void c_syncwarp(const int *in, int *out) {
  __shared__ int buf[32];
  unsigned t = tid(); int v = in[t];
  buf[t] = v;
  if (t < 16) {
    __nvvm_bar_warp_sync(0x0000ffffu);
    out[t] = buf[t ^ 1];
  } else {
    __nvvm_bar_warp_sync(0xffff0000u);
    out[t] = buf[31 - (t & 15)];
  }
}
// __syncthreads_count / _and / _or
__global__ void c_sync_vote(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int c = __nvvm_bar0_popc(v > 0), a = __nvvm_bar0_and(v > -100), o = __nvvm_bar0_or(v > 100);
  out[t] = c + 1000 * a + 10000 * o;
}
// tiles of 8 by hand: mask of the tile, reduction within the tile by xor shuffles
__global__ void c_tile8_mask(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  unsigned m = 0xffu << (lane() & ~7u);
  for (int d = 4; d > 0; d >>= 1) v += __nvvm_shfl_sync_bfly_i32(m, v, d, ((32 - 8) << 8) | 0x1f);
  unsigned b = __nvvm_vote_ballot_sync(m, v > 10);
  out[t] = v + 1000 * (int)(b >> (lane() & ~7u));
}
// tiles of 16 by hand, only tile 1 runs (branch), its own mask
__global__ void c_tile16_part(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (t >= 16) {
    unsigned m = 0xffff0000u;
    r = __nvvm_shfl_sync_idx_i32(m, v, 0, ((32 - 16) << 8) | 0x1f);
    __nvvm_bar_warp_sync(m);
  }
  out[t] = r;
}
// __activemask in a loop with a divergent trip count
__global__ void c_activemask_loop(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); i++) acc += __builtin_popcount(__nvvm_activemask());
  out[t] = acc;
}
// clock and nanosleep: the time is no value a run can compute
__global__ void c_clock(const int *in, int *out) {
  unsigned t = tid();
  int c0 = __nvvm_read_ptx_sreg_clock();
  int v = in[t] * 3;
  int c1 = __nvvm_read_ptx_sreg_clock();
  out[t] = v + (c1 - c0 > 1000 ? 1 : 0);
}
__global__ void c_nanosleep(const int *in, int *out) {
  unsigned t = tid();
  if (in[t] > 0) __nvvm_nanosleep(100);
  out[t] = in[t] + 1;
}
