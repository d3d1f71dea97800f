// CUDA kernels of the fp26 false-positive hunt for sm_80 (see build.sh). No headers:
// what CUDA's headers define (__shfl_*_sync with a width, __reduce_*_sync,
// __match_any_sync, __syncwarp(mask)) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __noinline__ __attribute__((noinline))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned tidx() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
__device__ static inline unsigned activemask() { return __nvvm_activemask(); }
__device__ static inline void syncwarp(unsigned m) { __nvvm_bar_warp_sync(m); }
__device__ static inline int shfl_xor(unsigned m, int v, int x, int w) {
  return __nvvm_shfl_sync_bfly_i32(m, v, x, ((32 - w) << 8) | 0x1f);
}
__device__ static inline int shfl_down(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_down_i32(m, v, d, ((32 - w) << 8) | 0x1f);
}
__device__ static inline int shfl_idx(unsigned m, int v, int s, int w) {
  return __nvvm_shfl_sync_idx_i32(m, v, s, ((32 - w) << 8) | 0x1f);
}
__device__ static inline float shfl_down_f(unsigned m, float v, int d) {
  return __nvvm_shfl_sync_down_f32(m, v, d, 0x1f);
}
__device__ static inline double shfl_xor_d(unsigned m, double v, int x) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = __nvvm_shfl_sync_bfly_i32(m, (int)b, x, 0x1f);
  int hi = __nvvm_shfl_sync_bfly_i32(m, (int)(b >> 32), x, 0x1f);
  return __builtin_bit_cast(double, ((long long)hi << 32) | (unsigned)lo);
}

// 1. a group by key (match_any), its leader (lowest lane) adds the group's sum to a
// shared counter and broadcasts the old value to its group.
__global__ void c_group_leader(const int *in, int *out) {
  __shared__ int total;
  unsigned l = laneid();
  if (l == 0) total = 0;
  syncwarp(FULL);
  int key = in[l] & 3;
  unsigned grp = __nvvm_match_any_sync_i32(FULL, key);
  int leader = __builtin_ffs(grp) - 1;
  int sum = __nvvm_redux_sync_add(l, grp);
  int base = 0;
  if ((int)l == leader) base = __nvvm_atom_add_gen_i(&total, sum);
  base = shfl_idx(grp, base, leader, 32);
  syncwarp(FULL);
  out[l] = base * 1000 + sum + total * 1000000;
}

// 2. a loop with an early exit by a warp vote (all lanes done), a per-lane break and a
// shuffle-down reduction of width 8 inside.
__global__ void c_converge_loop(const int *in, int *out) {
  unsigned l = laneid();
  int x = in[l] & 15, it = 0;
  while (true) {
    unsigned act = activemask();
    int s = x;
    for (int d = 4; d > 0; d >>= 1) s += shfl_down(act, s, d, 8);
    if (__nvvm_vote_all_sync(act, x == 0)) break;
    if (x == 0) break;
    x = x >> 1;
    ++it;
    if (it > 6) break;
  }
  out[l] = it * 100 + x;
}

// 3. a struct reduced by a noinline helper over the mask it is given, in a switch on a
// warp-uniform opcode.
struct Stat { int n; int sum; int mx; };
__device__ __noinline__ Stat reduce_stat(unsigned m, Stat s) {
  Stat r;
  r.n = __nvvm_redux_sync_add(s.n, m);
  r.sum = __nvvm_redux_sync_add(s.sum, m);
  r.mx = __nvvm_redux_sync_max(s.mx, m);
  return r;
}
__global__ void c_stat_switch(const int *in, int *out, int op) {
  unsigned l = laneid();
  Stat s = {1, in[l], in[l]};
  Stat r = {0, 0, 0};
  switch (op) {
  case 0: r = reduce_stat(FULL, s); break;
  case 1: r = reduce_stat(0x0000ffffu << (l & 16), s); break;
  case 2:
    if (in[l] > 0) r = reduce_stat(ballot(FULL, in[l] > 0), s);
    break;
  default: r = s;
  }
  out[l] = r.n * 1000000 + r.sum * 100 + r.mx;
}

// 4. a double butterfly and a float shuffle-down, each a pair of 32-bit shuffles.
__global__ void c_double_bfly(const double *in, double *out, float *fout) {
  unsigned l = laneid();
  double v = in[l];
  for (int m = 16; m > 0; m >>= 1) v += shfl_xor_d(FULL, v, m);
  float f = (float)in[l];
  for (int d = 16; d > 0; d >>= 1) f += shfl_down_f(FULL, f, d);
  out[l] = v;
  fout[l] = f;
}

// 5. integer division by the warp's maximum, computed by reduce_umax, and a histogram of
// the quotients by ballots in a loop over 4 bins.
__global__ void c_idiv_hist(const unsigned *in, unsigned *out) {
  unsigned l = laneid();
  unsigned v = in[l];
  unsigned mx = __nvvm_redux_sync_umax(v, FULL) + 1;
  unsigned bin = (v * 4) / mx;
  unsigned mine = 0;
  for (unsigned b = 0; b < 4; ++b) {
    unsigned m = ballot(FULL, bin == b);
    if (bin == b) mine = __builtin_popcount(m);
  }
  out[l] = bin * 100 + mine;
}

// 6. a tile of 4 lanes (a cooperative group's tiled_partition<4>): its mask, a tile
// reduction by xor shuffles of width 4, and the tile's any() vote; in a branch that
// keeps whole tiles.
__global__ void c_tile4_any(const int *in, int *out) {
  unsigned l = laneid();
  unsigned tmask = 0xfu << (l & ~3u);
  int v = in[l];
  int r = -1;
  if ((l >> 2) & 1) {
    int s = v;
    s += shfl_xor(tmask, s, 1, 4);
    s += shfl_xor(tmask, s, 2, 4);
    int any = __nvvm_vote_any_sync(tmask, v > 10);
    r = s * 10 + any;
  }
  out[l] = r;
}

// 7. a do-while whose trip is the lane's, with a ballot of the active lanes in each
// round and a syncwarp of them before a shared store read by the partner.
__global__ void c_dowhile_pairs(const int *in, int *out) {
  __shared__ int buf[32];
  unsigned l = laneid();
  int n = (in[l] & 3) + 1, acc = 0;
  do {
    unsigned m = activemask();
    buf[l] = acc + n;
    syncwarp(m);
    unsigned p = l ^ 1;
    if (m & (1u << p)) acc += buf[p];
    syncwarp(m);
    acc += __builtin_popcount(m);
  } while (--n > 0);
  out[l] = acc;
}

// 8. 64-bit match_any on a key pair, lanemask_le rank within the group.
__global__ void c_match64_rank(const long long *in, int *out) {
  unsigned l = laneid();
  long long k = in[l] & 0x300000003ll;
  unsigned grp = __nvvm_match_any_sync_i64(FULL, k);
  unsigned le = __nvvm_read_ptx_sreg_lanemask_le();
  out[l] = __builtin_popcount(grp & le) * 100 + __builtin_popcount(grp);
}

// 9. vote.uni, lanemask_gt/ge, shfl_up with width 16 in a loop whose trip is the
// lane's, the activemask as the membermask.
__global__ void c_uni_scan(const int *in, int *out) {
  unsigned l = laneid();
  int n = in[l] & 3, acc = in[l];
  for (int k = 0; k < n; ++k) {
    unsigned m = activemask();
    int up = __nvvm_shfl_sync_up_i32(m, acc, 1, (32 - 16) << 8);
    if (__builtin_popcount(__nvvm_read_ptx_sreg_lanemask_lt() & m) > 0 && (m >> (l - 1)) & 1) acc += up;
    int uni = __nvvm_vote_uni_sync(m, acc > 3);
    acc += uni;
  }
  unsigned gt = __nvvm_read_ptx_sreg_lanemask_gt(), ge = __nvvm_read_ptx_sreg_lanemask_ge();
  out[l] = acc * 100 + __builtin_popcount(gt) + __builtin_popcount(ge);
}

// 10. a block reduction: warps reduce by redux.sync, lane 0 of each warp writes shared
// memory, __syncthreads_count of the positive sums, the first warp reads back.
__global__ void c_block_count(const int *in, int *out) {
  __shared__ int part[32];
  unsigned t = tidx(), l = laneid(), w = t >> 5;
  int v = in[t];
  int s = __nvvm_redux_sync_add(v, FULL);
  if (l == 0) part[w] = s;
  int pos = __nvvm_bar0_popc(s > 0);
  int r = 0;
  if (w == 0) r = part[0] + pos;
  out[t] = r;
}
