// HIP kernels of tests/test_clang_audit10.py. Built for gfx90a (wave64, h_*) and for
// gfx1100 (wave32, -DWAVE=32, w_*): see build.sh. No headers: what is needed is declared.
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
__device__ static inline unsigned lane_id() {
#if WAVE == 64
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
#else
  return __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#endif
}
__device__ static inline void block_sync() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__device__ static inline int shfl(int v, int src) { return __builtin_amdgcn_ds_bpermute(src << 2, v); }
__device__ static inline int shfl_down(int v, unsigned d) {
  unsigned l = lane_id();
  int s = (l + d < WAVE) ? (int)(l + d) : (int)l;
  return shfl(v, s);
}
__device__ static inline lmask lanemask_lt() {
  unsigned l = lane_id();
  return (((lmask)1) << l) - 1;
}

// 1. waterfall loop: a lane-varying key handled one distinct value at a time, the
// value made uniform with readfirstlane (what AMDGPU code does for a divergent
// resource index); each group counts its members with a ballot.
__global__ void h_waterfall(const int *in, int *out) {
  unsigned t = tid();
  int key = in[t] & 3;
  int rounds = 0, members = 0;
  while (true) {
    int k = __builtin_amdgcn_readfirstlane(key);
    rounds++;
    if (k == key) {
      members = POPC(BALLOT(true));
      break;
    }
  }
  out[t] = members * 100 + rounds;
}

// 2. partial-wave reduction with an early return: lanes past n leave, the rest reduce
// over shuffles within the active set (rocPRIM's valid_items), leader writes.
__global__ void h_partial_reduce(const int *in, int *out, unsigned n) {
  unsigned t = tid();
  if (t >= n) return;
  int v = in[t];
  for (unsigned d = 1; d < WAVE; d <<= 1) {
    int o = shfl_down(v, d);
    if (lane_id() + d < n) v += o;
  }
  if (t == 0) out[0] = v;
  out[t + 1] = 1;
}

// 3. per-lane work list: each lane runs its own trip count, the wave counts the lanes
// still working each round with a ballot (divergent trip counts, a ballot inside).
__global__ void h_worklist(const int *in, int *out) {
  unsigned t = tid();
  int n = in[t] & 7;
  int acc = 0;
  for (int i = 0; i < n; i++) {
    acc += POPC(BALLOT(true)) * (i + 1);
  }
  out[t] = acc;
}

// 4. argmin over the wave: a struct {value, index} reduced with a device function,
// both fields shuffled (float compares, lowest index wins ties).
struct MinLoc { float v; int i; };
__device__ __attribute__((noinline)) MinLoc minloc2(MinLoc a, MinLoc b) {
  if (b.v < a.v || (b.v == a.v && b.i < a.i)) return b;
  return a;
}
__global__ void h_argmin(const float *in, int *out) {
  unsigned t = tid();
  MinLoc m = {in[t], (int)t};
  for (int d = WAVE / 2; d > 0; d >>= 1) {
    MinLoc o;
    int src = lane_id() ^ d;
    o.v = __builtin_bit_cast(float, shfl(__builtin_bit_cast(int, m.v), src));
    o.i = shfl(m.i, src);
    m = minloc2(m, o);
  }
  out[t] = m.i;
}

// 5. DPP row reduction (rocPRIM's warp_reduce_dpp shape): row_shr 1,2,4,8 inside each
// row of 16, then across rows, the last lane's total broadcast with readlane.
__global__ void h_dpp_sum(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false); // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false); // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false); // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false); // row_shr:8
#if WAVE == 64
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false); // row_bcast:15
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false); // row_bcast:31
  out[t] = __builtin_amdgcn_readlane(v, 63);
#else
  v += __builtin_amdgcn_permlanex16(0, v, 0xffffffffu, 0xffffffffu, false, false) ;
  out[t] = __builtin_amdgcn_readlane(v, 31);
#endif
}

// 6. shared-memory histogram: LDS bins zeroed, barrier, LDS atomics, barrier, the first
// lanes copy the bins out (a block-level pattern with two barriers and atomics).
__global__ void h_lds_hist(const int *in, int *out) {
  __shared__ int bins[8];
  unsigned t = tid();
  if (t < 8) bins[t] = 0;
  block_sync();
  int b = in[t] & 7;
  __hip_atomic_fetch_add(&bins[b], 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  block_sync();
  if (t < 8) out[t] = bins[t];
}

// 7. segmented inclusive scan: head flags balloted, each lane finds its segment's first
// lane from the ballot (clz), then a Hillis-Steele scan that does not cross it.
__global__ void h_seg_scan(const int *in, int *out) {
  unsigned t = tid();
  unsigned l = lane_id();
  int x = in[t];
  bool head = (x < 0) || l == 0;
  int v = x < 0 ? -x : x;
  lmask heads = BALLOT(head) & ((lanemask_lt() << 1) | 1);
#if WAVE == 64
  int first = 63 - __builtin_clzll(heads);
#else
  int first = 31 - __builtin_clz(heads);
#endif
  for (int d = 1; d < WAVE; d <<= 1) {
    int o = shfl(v, (int)l - d < 0 ? l : l - d);
    if ((int)l - d >= first) v += o;
  }
  out[t] = v;
}
