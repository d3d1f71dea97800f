// HIP kernels of tests/test_clang_audit12.py. Built for gfx90a (wave64, h_*) and for
// gfx1100 (wave32, -DWAVE=32, w_*): see build.sh. No headers: what HIP's headers define
// (__ballot, __popcll, __lane_id, __shfl_xor/__shfl_up over ds_bpermute) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
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
// HIP's __shfl_xor(var, mask, width) and __shfl_up(var, delta, width).
__device__ static inline int shfl_xor(int v, int mask, int width) {
  int self = lane_id();
  int index = self ^ mask;
  index = index >= ((self + width) & ~(width - 1)) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, v);
}
__device__ static inline int shfl_up(int v, unsigned delta, int width) {
  int self = lane_id();
  int index = self - (int)delta;
  index = (index < (self & ~(width - 1))) ? self : index;
  return __builtin_amdgcn_ds_bpermute(index << 2, v);
}

// 8. stream compaction with __ballot/__popcll in a loop whose trip count is the lane's:
// each round, the lanes still looping vote, keep by rank, and advance a shared base.
__global__ void h_compact_trip(const int *in, int *out, int *count) {
  unsigned t = tid();
  int lane = lane_id();
  int n = (t & 3) + 1;
  int base = 0;
  for (int k = 0; k < n; k++) {
    int v = in[t * 4 + k];
    bool keep = v > 0;
    lmask b = BALLOT(keep);
    int rank = (int)POPC(b & (((lmask)1 << lane) - 1));
    if (keep) out[base + rank] = v;
    base += (int)POPC(b);
  }
  count[t] = base;
}

// 9. __shfl_xor with a width: max over groups of 16 (xor 8, 4, 2, 1 at width 16), then a
// xor 16 at width 16, which stays inside the group (reads the lane itself), and a xor 16
// at the full width, which joins the two groups.
__global__ void h_xor_w16(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  for (int m = 8; m > 0; m >>= 1) {
    int o = shfl_xor(v, m, 16);
    v = o > v ? o : v;
  }
  int same = shfl_xor(v, 16, 16);
  int other = shfl_xor(v, 16, WAVE);
  out[t] = v * 10000 + (same == v) * 1000 + (other > v ? other - v : 0);
}

// 10. ds_bpermute used as a rotate by a wave-uniform amount (readfirstlane of in[0] & 7),
// repeated while the elected lane (the lowest active) says so.
__global__ void h_bperm_rot(const int *in, int *out) {
  unsigned t = tid();
  int lane = lane_id();
  int k = __builtin_amdgcn_readfirstlane(in[0] & 7);
  int v = in[t];
  int rounds = 0;
  do {
    v = __builtin_amdgcn_ds_bpermute(((lane + k) & (WAVE - 1)) << 2, v);
    rounds++;
  } while (__builtin_amdgcn_readfirstlane(v) > 0 && rounds < 3);
  out[t] = v * 10 + rounds;
}

// 11. wave-level inclusive prefix sum with __shfl_up at full width (Hillis-Steele), the
// exclusive value by one more __shfl_up, the total by readlane of the last lane.
__global__ void h_wave_prefix(const int *in, int *out) {
  unsigned t = tid();
  int lane = lane_id();
  int v = in[t];
  for (int d = 1; d < WAVE; d <<= 1) {
    int n = shfl_up(v, d, WAVE);
    if (lane >= d) v += n;
  }
  int ex = shfl_up(v, 1, WAVE);
  if (lane == 0) ex = 0;
  int total = __builtin_amdgcn_readlane(v, WAVE - 1);
  out[t] = total * 100000 + ex;
}

// 12. reconvergence: a loop with a lane-dependent trip count, continue, an inner loop with
// break, an early return inside the loop; at every level the active lanes ballot and elect
// (the lowest active lane) a leader that counts.
__global__ void h_reconv_nested(const int *in, int *out) {
  unsigned t = tid();
  int lane = lane_id();
  int acc = 0;
  for (int i = 0; i < (lane & 3) + 1; i++) {
    lmask b = BALLOT(true);
    if (lane == FFS(b) - 1) acc += 1000;
    acc += (int)POPC(b);
    if ((lane & 4) && i == 1) continue;
    for (int j = 0; j < 4; j++) {
      if (j == (lane & 1) + i) break;
      acc += 100 * (int)POPC(BALLOT(in[t] > j));
    }
    if (lane == 5 && i == 1) {
      out[t] = -acc;
      return;
    }
  }
  out[t] = acc + 100000 * (int)POPC(BALLOT(true));
}

// 13. switch with fallthrough, a ballot in each case, a readfirstlane in the default.
__global__ void h_switch_fall(const int *in, int *out) {
  unsigned t = tid();
  int acc = 0;
  switch ((in[t] + (int)t) & 3) {
  case 0:
    acc += (int)POPC(BALLOT(true));
    // fall through
  case 1:
    acc += 100 * (int)POPC(BALLOT(true));
    break;
  case 2:
    acc += 10000 * (int)POPC(BALLOT(true));
    // fall through
  default:
    acc += 1000000 * __builtin_amdgcn_readfirstlane((int)t);
  }
  out[t] = acc;
}

// 17. a leader's running value: each round the lowest active lane's sum is read with
// readfirstlane; only the last round's is used after the loop, whose trip count is the
// lane's. (Sinking the readfirstlane to the exit would read the lowest lane of all.)
__global__ void h_last_leader(const int *in, int *out) {
  unsigned t = tid();
  int lane = lane_id();
  int n = (in[t] & 3) + 1;
  int acc = 0, lead = 0;
  for (int k = 0; k < n; k++) {
    acc += k + lane;
    lead = __builtin_amdgcn_readfirstlane(acc);
  }
  out[t] = lead * 1000 + acc;
}
