// HIP kernels of tests/test_clang_audit11.py. Built for gfx90a (wave64, h_*) and for
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
#else
typedef unsigned lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w32(p)
#define POPC(m) __builtin_popcount(m)
#endif
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane_id() {
#if WAVE == 64
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
#else
  return __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#endif
}

// 9. ds_swizzle bitmask-mode butterfly (xor 1, 2, 4, 8, 16 within 32 lanes), then the two
// halves of a wave64 joined with readlane.
__global__ void h_swz_sum(const int *in, int *out) {
  unsigned t = tid();
  int s = in[t];
  s += __builtin_amdgcn_ds_swizzle(s, 0x041f);
  s += __builtin_amdgcn_ds_swizzle(s, 0x081f);
  s += __builtin_amdgcn_ds_swizzle(s, 0x101f);
  s += __builtin_amdgcn_ds_swizzle(s, 0x201f);
  s += __builtin_amdgcn_ds_swizzle(s, 0x401f);
#if WAVE == 64
  s = __builtin_amdgcn_readlane(s, 0) + __builtin_amdgcn_readlane(s, 32);
#endif
  out[t] = s;
}

// 10. a 64-bit key made uniform half by half with readfirstlane (a waterfall over a
// divergent 64-bit handle); each round's lanes count themselves with a ballot.
__global__ void h_rfl64(const unsigned long long *in, int *out) {
  unsigned t = tid();
  unsigned long long key = in[t] & 0x300000003ull;
  int rounds = 0, members = 0;
  for (;;) {
    unsigned lo = __builtin_amdgcn_readfirstlane((int)(unsigned)key);
    unsigned hi = __builtin_amdgcn_readfirstlane((int)(unsigned)(key >> 32));
    unsigned long long k = ((unsigned long long)hi << 32) | lo;
    rounds++;
    if (k == key) {
      members = (int)POPC(BALLOT(true));
      break;
    }
  }
  out[t] = members * 100 + rounds;
}

// 11. DPP row operations: quad_perm broadcast of each quad's lane 0, row_ror:4 with
// bound_ctrl, row_shl:1 through update_dpp keeping the old value in lanes without source.
__global__ void h_dpp_rows(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  int q = __builtin_amdgcn_mov_dpp(v, 0x00, 0xf, 0xf, false);     // quad_perm [0,0,0,0]
  int r = __builtin_amdgcn_mov_dpp(v, 0x124, 0xf, 0xf, true);     // row_ror:4
  int s = __builtin_amdgcn_update_dpp(-7, v, 0x101, 0xf, 0xf, false);  // row_shl:1
  int h = __builtin_amdgcn_update_dpp(0, v, 0x141, 0xf, 0xf, false);   // row_half_mirror
  out[t] = q + r * 100 + s * 10000 + h * 1000000;
}

// 12. loop leaving on an empty ballot, with wave_barrier and s_setprio (scheduling
// hints, no effect on values) in its body.
__global__ void h_ballot_loop(const int *in, int *out) {
  unsigned t = tid();
  unsigned v = (unsigned)in[t] & 0x3f;
  int rounds = 0, total = 0;
  for (;;) {
    lmask b = BALLOT(v != 0);
    if (b == 0) break;
    __builtin_amdgcn_s_setprio(2);
    total += (int)POPC(b);
    v >>= 1;
    __builtin_amdgcn_wave_barrier();
    __builtin_amdgcn_s_setprio(0);
    rounds++;
  }
  out[t] = rounds * 1000 + total;
}

// 13. a readfirstlane under divergence: lanes with a large value take their group's
// first value, the others their own; then a wave-wide ballot after the join.
__global__ void h_rfl_branch(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  int w;
  if (v > 10) w = __builtin_amdgcn_readfirstlane(v);
  else w = v;
  lmask b = BALLOT(w == v);
  out[t] = w * 1000 + (int)POPC(b);
}

#if WAVE == 32
// 14. gfx10+ permlane16 (reverse each row of 16) and permlanex16 (the other row's lane
// at the same place), summed.
__global__ void h_permlanes(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  int rev = __builtin_amdgcn_permlane16(v, v, 0x89abcdefu, 0x01234567u, false, false);
  int x = __builtin_amdgcn_permlanex16(v, v, 0x76543210u, 0xfedcba98u, false, false);
  out[t] = rev * 1000 + x;
}
#endif
