// HIP kernels of tests/test_clang_audit13.py. Built for gfx90a (wave64, h_*) and for
// gfx1100 (wave32, -DWAVE=32, w_*): see build.sh. No headers: what HIP's headers define
// (__shfl of double/long long as two ds_bpermutes, __ballot, __popcll, __syncthreads as
// fence + s_barrier + fence, shared atomics) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#ifndef WAVE
#define WAVE 64
#endif
#if WAVE == 64
typedef unsigned long long lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w64(p)
#define POPC(m) __builtin_popcountll(m)
#define FFS(m) __builtin_ffsll((long long)(m))
#else
typedef unsigned lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w32(p)
#define POPC(m) __builtin_popcount(m)
#define FFS(m) __builtin_ffs((int)(m))
#endif
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline int lane_id() {
#if WAVE == 64
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
#else
  return __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#endif
}
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__device__ static inline int shfl(int v, int src) {
  return __builtin_amdgcn_ds_bpermute((src & (WAVE - 1)) << 2, v);
}
__device__ static inline int shfl_down(int v, unsigned d) {
  int self = lane_id();
  int index = self + (int)d;
  index = index >= WAVE ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, v);
}
// HIP's __shfl_down(double/long long): the two 32-bit halves, one ds_bpermute each.
__device__ static inline double shfl_down_d(double v, unsigned d) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = shfl_down((int)b, d), hi = shfl_down((int)(b >> 32), d);
  return __builtin_bit_cast(double, (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo));
}
__device__ static inline long long shfl_ll(long long v, int src) {
  int lo = shfl((int)v, src), hi = shfl((int)(v >> 32), src);
  return (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}

// 13. LDS tree reduction: one wave's block halves in LDS with a barrier between steps
// until one wave-quarter is left, then shuffles finish; readfirstlane gives the sum.
__global__ void h_lds_tree(const int *in, int *out) {
  __shared__ int s[WAVE];
  unsigned t = tid();
  s[t] = in[t];
  syncthreads();
  for (unsigned k = WAVE / 2; k >= WAVE / 8; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    syncthreads();
  }
  int v = t < WAVE / 8 ? s[t] : 0;
  for (unsigned d = WAVE / 16; d > 0; d >>= 1) v += shfl_down(v, d);
  out[t] = __builtin_amdgcn_readfirstlane(v) * 1000 + s[t & (WAVE / 8 - 1)];
}

// 14. LDS histogram with atomics, then a ballot of the non-empty bins and their count.
__global__ void h_lds_hist8(const int *in, int *out) {
  __shared__ unsigned bins[8];
  unsigned t = tid();
  if (t < 8) bins[t] = 0;
  syncthreads();
  __hip_atomic_fetch_add(&bins[in[t] & 7], 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  lmask full = BALLOT(t < 8 && bins[t] != 0);
  out[t] = (int)bins[t & 7] * 1000 + (int)POPC(full);
}

// 15. double reduction by __shfl_down, long long broadcast from a data-chosen lane.
__global__ void h_shfl64(const double *din, const long long *in, double *dout, long long *out) {
  int l = lane_id();
  double d = din[l];
  for (unsigned x = WAVE / 2; x > 0; x >>= 1) d += shfl_down_d(d, x);
  long long v = shfl_ll(in[l], (int)(in[0] & (WAVE - 1)));
  dout[l] = d;
  out[l] = v + l;
}

// 16. 64-bit ballot in a divergent branch: rank among the branch's lanes by __popcll of the
// ballot below the lane, the branch's size, its first lane.
__global__ void h_ballot_rank64(const int *in, int *out) {
  int l = lane_id();
  int r = -1;
  if (in[l] & 1) {
    lmask b = BALLOT(true);
    lmask below = ((lmask)1 << l) - 1;
    r = (int)POPC(b & below) * 10000 + (int)POPC(b) * 100 + FFS(b) - 1;
  }
  out[l] = r;
}

// 17. early-exit search: first index holding 7, the wave leaving together.
__global__ void h_first_match(const int *in, int *out) {
  int l = lane_id();
  int found = -1;
  for (int base = 0; base < 2 * WAVE; base += WAVE) {
    lmask b = BALLOT(in[base + l] == 7);
    if (b) {
      found = base + FFS(b) - 1;
      break;
    }
  }
  out[l] = found;
}

// 18. a call tree: noinline device functions with a ballot and a readlane, called in a
// loop of the lane's own trip count.
__device__ __attribute__((noinline)) int count_active() { return (int)POPC(BALLOT(true)); }
__device__ __attribute__((noinline)) int leader_value(int v) {
  lmask b = BALLOT(true);
  return __builtin_amdgcn_readlane(v, FFS(b) - 1);
}
__device__ __attribute__((noinline)) int step(int v, int i) { return count_active() * 100 + leader_value(v + i); }
__global__ void h_call_loop(const int *in, int *out) {
  int l = lane_id();
  int n = in[l] & 3, acc = 0;
  for (int i = 0; i <= n; i++) acc += step(in[l], i);
  out[l] = acc;
}

// 19. bf16 values summed in float across the wave: each lane's bf16 widened, shuffled as
// float bits, rounded back to bf16 at the end.
__global__ void h_bf16_sum(const __bf16 *in, __bf16 *out) {
  int l = lane_id();
  float v = (float)in[l];
  for (unsigned x = WAVE / 2; x > 0; x >>= 1)
    v += __builtin_bit_cast(float, shfl_down(__builtin_bit_cast(int, v), x));
  out[l] = (__bf16)v;
}

// 20. a waterfall over a lane-varying index with a state switch: each round the first
// remaining lane's state is made uniform and the lanes in that state ballot.
__global__ void h_state_waterfall(const int *in, int *out) {
  int l = lane_id();
  int st = in[l] % 3, acc = 0;
  while (true) {
    int u = __builtin_amdgcn_readfirstlane(st);
    if (u == st) {
      switch (u) {
      case 0: acc = (int)POPC(BALLOT(true)); break;
      case 1: acc = 100 * (int)POPC(BALLOT(l & 1)); break;
      default: acc = 10000 * (int)POPC(BALLOT(true)); break;
      }
      break;
    }
  }
  out[l] = acc;
}

// 21. struct by value and int2 through ds_bpermute: each lane takes the pair of the lane
// after it, then __builtin_assume that the lane is inside the wave.
struct I2 { int x, y; };
__device__ I2 rot1(I2 p) {
  int l = lane_id();
  __builtin_assume(l < WAVE);
  I2 r = {shfl(p.x, l + 1), shfl(p.y, l + 1)};
  return r;
}
__global__ void h_int2_rot(const I2 *in, I2 *out) {
  I2 p = in[lane_id()];
  I2 q = rot1(rot1(p));
  out[lane_id()] = q;
}
