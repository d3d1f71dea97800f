// HIP kernels of the fp26 false-positive hunt. Built for gfx90a (wave64, h_*) and for
// gfx1100 (wave32, -DWAVE=32, w_*): see build.sh. No headers: what HIP's headers define
// (__ballot, __syncthreads as fence + s_barrier + fence, __shfl through ds_bpermute) is
// written out. Shapes: loops with early exits around wave operations, switches, helper
// device functions taking structs, double and half values split into 32-bit lanes,
// integer division, vectors, LDS.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __noinline__ __attribute__((noinline))
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
__device__ static inline int shfl(int v, int src) {
  return __builtin_amdgcn_ds_bpermute((src & (WAVE - 1)) << 2, v);
}
__device__ static inline float shflf(float v, int src) {
  return __builtin_bit_cast(float, shfl(__builtin_bit_cast(int, v), src));
}
__device__ static inline double shfld(double v, int src) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = shfl((int)b, src), hi = shfl((int)(b >> 32), src);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// 1. a search loop with two exits: each round the wave votes on a match; a lane stops
// at its own first match (break), the whole wave stops when no lane is left (ballot 0).
__global__ void h_search_vote(const int *in, int *out, int key) {
  unsigned l = lane_id();
  int found = -1, round = 0;
  for (int i = 0; i < 8; ++i) {
    int v = in[(l + i) & (WAVE - 1)];
    lmask m = BALLOT(v == key);
    if (m == 0) continue;
    round += POPC(m);
    if (v == key) { found = i; break; }
  }
  out[l] = found * 1000 + round;
}

// 2. a struct handed to a noinline helper that moves each field from a neighbour lane;
// called only in one branch.
struct Particle { float x, y; int id; };
__device__ __noinline__ Particle neighbour(Particle p, int delta) {
  int src = (int)lane_id() + delta;
  Particle q;
  q.x = shflf(p.x, src);
  q.y = shflf(p.y, src);
  q.id = shfl(p.id, src);
  return q;
}
__global__ void h_struct_neigh(const float *in, float *out) {
  unsigned l = lane_id();
  Particle p = {in[l], in[l] * 2.0f, (int)l};
  float d = 0.0f;
  if (in[l] > 0.0f) {
    Particle q = neighbour(p, 1);
    d = (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) + (float)q.id;
  }
  out[l] = d;
}

// 3. a double butterfly sum split into two 32-bit bpermutes per step, then the mean.
__global__ void h_double_sum(const double *in, double *out) {
  unsigned l = lane_id();
  double v = in[l];
  for (int m = WAVE / 2; m > 0; m >>= 1) v += shfld(v, l ^ m);
  out[l] = v / WAVE;
}

// 4. integer division by a per-lane divisor in a guarded branch, then a ballot of the
// quotients' parity and a readfirstlane of the first odd quotient's lane.
__global__ void h_idiv_vote(const int *in, int *out) {
  unsigned l = lane_id();
  int d = in[l] & 7;
  int q = 0, r = 0;
  if (d != 0) { q = (int)(l * 37) / d; r = (int)(l * 37) % d; }
  lmask odd = BALLOT(q & 1);
  int first = odd ? CTZ(odd) : -1;
  int lead = __builtin_amdgcn_readfirstlane(first);
  out[l] = q * 16 + r + lead * 100000;
}

// 5. a switch on the lane's class with a different wave operation in each case, and a
// fallthrough.
__global__ void h_switch_ops(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  int r = 0;
  switch (v & 3) {
  case 0:
    r = POPC(BALLOT(v > 8));
    break;
  case 1:
    r = __builtin_amdgcn_readfirstlane(v);
    [[fallthrough]];
  case 2:
    r += (int)mbcnt(BALLOT(1));
    break;
  default:
    r = shfl(v, l + 2);
  }
  out[l] = r;
}

// 6. LDS transpose of 8x8 tiles across the wave with s_barrier, then a wave_barrier
// separated read back of the neighbour row.
__global__ void h_lds_tile(const int *in, int *out) {
  __shared__ int tile[64];
  unsigned t = tid();
  tile[t & 63] = in[t];
  syncthreads();
  int v = tile[((t & 7) << 3) | ((t >> 3) & 7)];
  __builtin_amdgcn_wave_barrier();
  int w = shfl(v, t + 8);
  syncthreads();
  out[t] = v * 1000 + w;
}

// 7. half values moved by DPP row_shr within rows of 16 and summed as float, a float4
// vector moved by ds_swizzle (swap adjacent lanes, xor 1: offset 0x041f).
__global__ void h_half_vec(const _Float16 *hin, const float *fin, float *out) {
  unsigned l = lane_id();
  _Float16 h = hin[l];
  unsigned short hb = __builtin_bit_cast(unsigned short, h);
  int s = __builtin_amdgcn_update_dpp(0, (int)hb, 0x111, 0xf, 0xf, false);
  _Float16 hn = __builtin_bit_cast(_Float16, (unsigned short)s);
  typedef float float4 __attribute__((ext_vector_type(4)));
  float4 a = {fin[l], fin[l] + 1.0f, fin[l] * 2.0f, -fin[l]};
  float4 b;
  b.x = __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, a.x), 0x041f));
  b.y = __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, a.y), 0x041f));
  b.z = __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, a.z), 0x041f));
  b.w = __builtin_bit_cast(float, __builtin_amdgcn_ds_swizzle(__builtin_bit_cast(int, a.w), 0x041f));
  float4 c = a + b;
  out[l] = (float)hn + (float)h + c.x + c.y + c.z + c.w;
}

// 8. a worklist: while any lane has work, the lowest such lane's item is broadcast by
// readlane and every lane whose key equals it takes it (a waterfall with continue).
__global__ void h_worklist_keys(const int *in, int *out) {
  unsigned l = lane_id();
  int key = in[l] & 3;
  bool todo = in[l] >= 0;
  int served = 0, rounds = 0;
  while (true) {
    lmask m = BALLOT(todo);
    if (m == 0) break;
    ++rounds;
    int k = __builtin_amdgcn_readlane(key, CTZ(m));
    if (!todo) continue;
    if (key == k) { served = rounds; todo = false; }
  }
  out[l] = served * 100 + rounds;
}

// 9. a nested loop whose inner trip depends on the lane and whose inner body does a DPP
// row broadcast (row_bcast:15 on wave64, row_share on wave32 is not there: row_shr:1).
__global__ void h_nested_dpp(const int *in, int *out) {
  unsigned l = lane_id();
  int acc = 0;
  for (int i = 0; i < 3; ++i) {
    int n = (in[l] + i) & 3;
    for (int j = 0; j < n; ++j) {
      acc += __builtin_amdgcn_mov_dpp(acc + j, 0x111, 0xf, 0xf, true);
    }
  }
  out[l] = acc;
}

// 10. a prefix sum of flags with mbcnt in a helper called under a divergent branch, with
// an early return of the lanes whose input is negative.
__device__ __noinline__ int rank_of(bool f) { return (int)mbcnt(BALLOT(f)); }
__global__ void h_rank_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (v < 0) { out[l] = -1; return; }
  int r = 0;
  if (v & 1) r = rank_of(v > 4) + 1000;
  else r = rank_of(v > 2);
  out[l] = r;
}

// 11. DPP with partial row and bank masks and bound_ctrl in a divergent branch: the
// rows a mask leaves out keep old; row_shr:1 of a row's first lane reads 0 (bound_ctrl)
// or keeps old; wave_shr:1 (GFX9) moves across rows, row_ror:1 on wave32 (GFX11).
__global__ void h_dpp_masks(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l] + 1;
  int a = -7, b = -9;
  if (v & 1) {
    a = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0x5, 0xf, true);
#if WAVE == 64
    b = __builtin_amdgcn_update_dpp(-2, v, 0x138, 0xf, 0x3, false);  // wave_shr:1
#else
    b = __builtin_amdgcn_update_dpp(-2, v, 0x121, 0xf, 0x3, false);  // row_ror:1
#endif
  }
  out[l] = a * 1000 + b;
}

// 12. ds_swizzle in its bitmask mode (and 0x1f, or 0, xor 0x3: reverse within four) and
// in its quad-permute mode (0x8000 | [1,0,3,2]) inside a loop with an early exit.
__global__ void h_swz_modes(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l] & 15, i = 0;
  for (; i < 4; ++i) {
    int r = __builtin_amdgcn_ds_swizzle(v, (0x3 << 10) | 0x1f);
    int q = __builtin_amdgcn_ds_swizzle(v, 0x8000 | (2 << 6) | (3 << 4) | (0 << 2) | 1);
    v = (r + q) & 31;
    if (v > 24) break;
  }
  out[l] = v * 10 + i;
}

#if WAVE == 32
// 13. gfx11 permlane16 (within a row) and permlanex16 (across the pair of rows) with
// fetch-inactive and bound_ctrl, under a divergent branch, and mov_dpp8.
__global__ void h_permlane_fi(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l] * 3;
  int a = 5, b = 6;
  if (l % 3 != 0) {
    a = __builtin_amdgcn_permlane16(-1, v, 0x01234567, 0x89abcdef, true, false);
    b = __builtin_amdgcn_permlanex16(-1, v, 0x76543210, 0xfedcba98, false, true);
  }
  int c = __builtin_amdgcn_mov_dpp8(v, 0x2c688);  // [0,1,2,3,4,5,6,7] reversed
  out[l] = a + b * 100 + c * 10000;
}
#endif
