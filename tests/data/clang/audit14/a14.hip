// HIP kernels of tests/test_clang_audit14.py. Built for gfx90a (wave64, h_*) and for
// gfx1100 (wave32, -DWAVE=32, w_*): see build.sh. No headers: what HIP's headers define
// (__ballot, __syncthreads as fence + s_barrier + fence, shared atomics) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#ifndef WAVE
#define WAVE 64
#endif
#if WAVE == 64
typedef unsigned long long lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w64(p)
#define POPC(m) __builtin_popcountll(m)
#define CTZ(m) __builtin_ctzll(m)
#else
typedef unsigned lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w32(p)
#define POPC(m) __builtin_popcount(m)
#define CTZ(m) __builtin_ctz(m)
#endif
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned mbcnt(lmask m) {
#if WAVE == 64
  return __builtin_amdgcn_mbcnt_hi((unsigned)(m >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)m, 0u));
#else
  return __builtin_amdgcn_mbcnt_lo(m, 0u);
#endif
}
__device__ static inline unsigned lane_id() { return mbcnt(~(lmask)0); }
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// 11. stream compaction after an early return: the lanes left ballot the kept values,
// each kept lane's slot is mbcnt of the ballot (the kept lanes below it).
__global__ void h_compact_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (v < 0) return;
  lmask keep = BALLOT(v & 1);
  if (v & 1) out[mbcnt(keep)] = v;
  out[WAVE + l] = (int)POPC(keep);
}

// 12. a waterfall by readlane: while lanes are left, the lowest one's 64-bit key is read
// (two readlanes of its halves), the lanes holding that key take the round.
__global__ void h_readlane_keys(const long long *in, int *out) {
  unsigned l = lane_id();
  long long key = in[l] & 0x300000003ll;
  int round = 0;
  for (;;) {
    lmask left = BALLOT(true);
    int first = CTZ(left);
    long long k = ((long long)(unsigned)__builtin_amdgcn_readlane((int)(key >> 32), first) << 32) |
                  (unsigned)__builtin_amdgcn_readlane((int)key, first);
    ++round;
    if (k == key) { out[l] = round * 100 + (int)POPC(BALLOT(true)); break; }
  }
}

// 13. DPP inside a branch: row_shr:1 (update_dpp with old = -1, bound_ctrl off) and a
// quad-perm broadcast of the quad's lane 0 with row_mask 0x5 (rows 0 and 2 only).
__global__ void h_dpp_branch(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], r = 0;
  if (l < 48) {
    r = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, false);
    r = r * 1000 + __builtin_amdgcn_update_dpp(-2, v, 0x00, 0x5, 0xf, false);
  }
  out[l] = r;
}

// 14. an irreducible loop made with goto (two entries by the lane's parity), a ballot
// inside the cycle on the path every lane takes each time round.
__global__ void h_goto_irr(const int *in, int *out) {
  unsigned l = lane_id();
  int n = in[l] & 7, a = 0;
  if (l & 1) goto odd;
even:
  a += 1;
  if (--n <= 0) goto done;
odd:
  a += 10 + (int)POPC(BALLOT(a > 5));
  if (--n > 0) goto even;
done:
  out[l] = a;
}

// 15. [[clang::convergent]] noinline device function with an early return before its
// wave operation, called from a switch on the lane's class.
[[clang::convergent]] __device__ __attribute__((noinline)) int leader_value(int v, int skip) {
  if (skip) return -1;
  lmask m = BALLOT(true);
  return __builtin_amdgcn_readlane(v, CTZ(m)) * 100 + (int)POPC(m);
}
__global__ void h_conv_call(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], r;
  switch (l % 3) {
  case 0: r = leader_value(v, 0); break;
  case 1: r = leader_value(v + 1000, l & 2); break;
  default: r = 7; break;
  }
  out[l] = r;
}

// 16. _Float16 through LDS and a ds_swizzle xor butterfly (within 32 lanes) of its 16
// bits, with __launch_bounds__.
__global__ void __launch_bounds__(WAVE) h_half_swz(const unsigned short *in, unsigned short *out) {
  __shared__ _Float16 s[WAVE];
  unsigned t = tid();
  s[t] = __builtin_bit_cast(_Float16, in[t]);
  syncthreads();
  _Float16 h = s[t] + s[(t + 1) & (WAVE - 1)];
  h = h + __builtin_bit_cast(_Float16, (unsigned short)__builtin_amdgcn_ds_swizzle(
              (int)__builtin_bit_cast(unsigned short, h), (1 << 10) | 0x1f));
  h = h + __builtin_bit_cast(_Float16, (unsigned short)__builtin_amdgcn_ds_swizzle(
              (int)__builtin_bit_cast(unsigned short, h), (2 << 10) | 0x1f));
  out[t] = __builtin_bit_cast(unsigned short, h);
}

// 17. LDS atomic max, barrier, the lanes holding the maximum ballot; readfirstlane of
// the index a holder has (the first active lane's, which may hold none: 1 << 20).
__global__ void h_lds_max(const int *in, int *out) {
  __shared__ int best;
  unsigned t = tid();
  if (t == 0) best = -1;
  syncthreads();
  int v = in[t];
  __hip_atomic_fetch_max(&best, v, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  syncthreads();
  int b = best;
  lmask at = BALLOT(v == b);
  int who = __builtin_amdgcn_readfirstlane(v == b ? (int)t : 1 << 20);
  out[t] = b * 10000 + (int)POPC(at) * 100 + who;
}

#if WAVE == 32
// 18. gfx11 permlane64 (no-op in wave32) and permlanex16 with lane selects from a
// ballot: lane l of a row reads lane (l - 1) & 15 of the other row.
__global__ void h_perm_rows(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  int same = __builtin_amdgcn_permlane64(v);
  int x = __builtin_amdgcn_permlanex16(v, v, 0x6543210fu, 0xedcba987u, false, false);
  out[l] = same * 1000 + x;
}
#endif
