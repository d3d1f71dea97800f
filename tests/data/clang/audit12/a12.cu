// CUDA kernels of tests/test_clang_audit12.py for sm_80 (see build.sh). No headers: what
// is needed is declared here as the CUDA headers define it (cooperative groups included:
// a tile's mask and width, a coalesced group's mask, rank and leader, written out).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__device__ static inline unsigned activemask() { return __nvvm_activemask(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
// __shfl_*_sync(mask, v, x, width): the clamp word is ((32 - width) << 8), | 0x1f but for up.
__device__ static inline int shfl_down_w(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_down_i32(m, v, d, ((32 - w) << 8) | 0x1f);
}
__device__ static inline int shfl_up_w(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8);
}
__device__ static inline int shfl_idx_w(unsigned m, int v, int s, int w) {
  return __nvvm_shfl_sync_idx_i32(m, v, s, ((32 - w) << 8) | 0x1f);
}

// 1. cg::tiled_partition<16>(block): tile.shfl_down reduction (mask 0xffff << (lane & 16),
// width 16), then tile.shfl(v, 0) broadcasts the tile's sum; thread_rank = lane & 15.
// A lane whose partner is past its tile keeps its own value, so v doubles there.
__global__ void c_tile16_cg(const int *in, int *out) {
  unsigned l = laneid();
  unsigned tmask = 0xffffu << (l & 16);
  int v = in[l];
  for (int d = 8; d > 0; d >>= 1) v += shfl_down_w(tmask, v, d, 16);
  int total = shfl_idx_w(tmask, v, 0, 16);
  out[l] = total * 1000 + (l & 15 ? v : -1);
}

// 2. cg::coalesced_threads() in a divergent branch: mask = activemask, thread_rank =
// popc(mask & lanemask_lt), size = popc(mask), g.shfl(v, 0) reads the lowest member,
// cg::reduce(g, v, plus) is __reduce_add_sync(mask, v) on sm_80.
__global__ void c_coalesced(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (v % 3 == 0) {
    unsigned m = activemask();
    unsigned rank = __builtin_popcount(m & lanemask_lt());
    unsigned size = __builtin_popcount(m);
    int first = __nvvm_shfl_sync_idx_i32(m, v, __builtin_ffs((int)m) - 1, 0x1f);
    int sum = __nvvm_redux_sync_add(v, m);
    out[l] = sum * 10000 + (int)size * 100 + (int)rank + first * 1000000;
  } else {
    out[l] = -1;
  }
}

// 3. cg::labeled_partition by key: __match_any_sync(FULL, key) gives each lane its
// group's mask; each group reduces with that mask and its leader (lowest lane) stores.
__global__ void c_match_redux(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  int key = v & 3;
  unsigned peers = __nvvm_match_any_sync_i32(FULL, key);
  int sum = __nvvm_redux_sync_add(v, peers);
  unsigned rank = __builtin_popcount(peers & lanemask_lt());
  out[l] = rank == 0 ? sum : (int)rank;
}

// 4. segmented inclusive scan with __shfl_up_sync(mask, v, d, 8) in the upper half-warp
// only (mask 0xffff0000): segments of 8 lanes; the lower half counts down instead.
__global__ void c_up8_half(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (l >= 16) {
    for (int d = 1; d < 8; d <<= 1) {
      int n = shfl_up_w(0xffff0000u, v, d, 8);
      if ((l & 7) >= (unsigned)d) v += n;
    }
  } else {
    v = shfl_down_w(0x0000ffffu, v, 1, 16) - v;
  }
  out[l] = v;
}

// 5. reconvergence, the Vulkan CTS way: a loop whose trip count is the lane's (l & 3) + 1,
// a continue, an inner loop leaving by break at a lane-dependent j, an early return from
// the loop, ballots of the active lanes at every level.
__global__ void c_reconv_nested(const int *in, int *out) {
  unsigned l = laneid();
  int acc = 0;
  for (int i = 0; i < (int)(l & 3) + 1; i++) {
    acc += __builtin_popcount(ballot(activemask(), true));
    if ((l & 4) && i == 1) continue;
    for (int j = 0; j < 4; j++) {
      if (j == (int)(l & 1) + i) break;
      acc += 100 * __builtin_popcount(ballot(activemask(), in[l] > j));
    }
    if (l == 31 && i == 2) {
      out[l] = -acc;
      return;
    }
  }
  out[l] = acc + 10000 * __builtin_popcount(ballot(activemask(), true));
}

// 6. switch with fallthrough: each case counts the lanes with it.
__global__ void c_switch_fall(const int *in, int *out) {
  unsigned l = laneid();
  int acc = 0;
  switch ((in[l] + l) & 3) {
  case 0:
    acc += __builtin_popcount(activemask());
    // fall through
  case 1:
    acc += 100 * __builtin_popcount(ballot(activemask(), true));
    break;
  case 2:
    acc += 10000 * __builtin_popcount(activemask());
    // fall through
  default:
    acc += 1000000 * __builtin_popcount(ballot(activemask(), l & 1));
  }
  out[l] = acc;
}

// 7. __ballot_sync with partial masks: each half-warp votes with its own half's mask, a
// nested branch votes with the mask of the lanes it knows took it.
__global__ void c_ballot_partial(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  unsigned half = l < 16 ? 0x0000ffffu : 0xffff0000u;
  unsigned b = ballot(half, v > 0);
  int r = __builtin_popcount(b);
  if (b & (1u << l)) {
    unsigned b2 = ballot(b, (v & 1) != 0);
    r += 100 * __builtin_popcount(b2) + 10000 * (__builtin_ffs((int)b2));
  }
  out[l] = r;
}

// 8. shuffles with a width, at the edges of their segments: __shfl_sync(m, v, 21, 8) reads
// lane 5 of the lane's 8-segment, __shfl_up_sync by 3 at width 4 keeps a segment's first
// three lanes, __shfl_down_sync by 5 at width 4 reads no other lane, __shfl_xor_sync by 4
// at width 4 reads the segment below from an upper one (PTX bounds it from above only).
__global__ void c_shfl_widths(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  int a = shfl_idx_w(FULL, v, 21, 8);
  int b = shfl_up_w(FULL, v, 3, 4);
  int c = shfl_down_w(FULL, v, 5, 4);
  int d = __nvvm_shfl_sync_bfly_i32(FULL, v, 4, ((32 - 4) << 8) | 0x1f);
  out[l] = a * 1000000 + b * 10000 + c * 100 + d;
}
