// CUDA kernels of tests/test_clang_audit8.py, written the way library code (CUB-style)
// is: clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80
// -S -emit-llvm -O0/-O2 (see build.sh). No headers: what is needed is declared here.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned lane() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline int shfl_xor(unsigned m, int v, int d) { return __nvvm_shfl_sync_bfly_i32(m, v, d, 0x1f); }
__device__ static inline int shfl_up(unsigned m, int v, int d) { return __nvvm_shfl_sync_up_i32(m, v, d, 0); }
__device__ static inline int shfl_idx(unsigned m, int v, int s) { return __nvvm_shfl_sync_idx_i32(m, v, s, 0x1f); }
__device__ static inline int warp_sum(int v) {
  for (int d = 16; d > 0; d >>= 1) v += shfl_xor(FULL, v, d);
  return v;
}
// warp reduce: butterfly over __shfl_xor_sync; every lane ends with the sum
__global__ void c_warp_bfly(const int *in, int *out) {
  unsigned t = tid();
  out[t] = warp_sum(in[t]);
}
// warp reduce with __reduce_add_sync (redux.sync) and __reduce_max_sync
__global__ void c_warp_redux(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  out[t] = __nvvm_redux_sync_add(v, FULL) + 1000 * __nvvm_redux_sync_max(v & 7, FULL);
}
// block reduce: warp reduce, lane 0 of each warp to shared memory, barrier, first warp
// reduces the partials (cub::BlockReduce WARP_REDUCTIONS)
__global__ void c_block_reduce(const int *in, int *out) {
  __shared__ int part[32];
  unsigned t = tid(), l = t & 31, w = t >> 5;
  int v = warp_sum(in[t]);
  if (l == 0) part[w] = v;
  __syncthreads();
  if (w == 0) {
    unsigned nw = (__nvvm_read_ptx_sreg_ntid_x() + 31) >> 5;
    int p = l < nw ? part[l] : 0;
    p = warp_sum(p);
    if (l == 0) out[0] = p;
  }
}
// inclusive and exclusive warp scans via __shfl_up_sync with lane guards
__global__ void c_warp_scan(const int *in, int *out) {
  unsigned t = tid(), l = lane(); int v = in[t];
  for (int d = 1; d < 32; d <<= 1) {
    int u = shfl_up(FULL, v, d);
    if (l >= (unsigned)d) v += u;
  }
  int ex = shfl_up(FULL, v, 1);
  if (l == 0) ex = 0;
  out[t] = v + 10000 * ex;
}
// stream compaction: ballot, rank = popc(mask & lanemask_lt), one atomicAdd per warp for
// the base, broadcast by shfl
__global__ void c_compact(const int *in, int *out, int *count) {
  unsigned t = tid(), l = lane(); int v = in[t];
  int keep = v > 0;
  unsigned m = __nvvm_vote_ballot_sync(FULL, keep);
  unsigned rank = __builtin_popcount(m & __nvvm_read_ptx_sreg_lanemask_lt());
  int base = 0;
  if (l == 0) base = __nvvm_atom_add_gen_i(count, __builtin_popcount(m));
  base = shfl_idx(FULL, base, 0);
  if (keep) out[base + rank] = v;
}
// histogram: shared-memory atomics into 8 bins, barrier, then one atomicAdd per bin
__global__ void c_histogram(const int *in, int *hist) {
  __shared__ int bins[8];
  unsigned t = tid();
  if (t < 8) bins[t] = 0;
  __syncthreads();
  __nvvm_atom_add_gen_i(&bins[in[t] & 7], 1);
  __syncthreads();
  if (t < 8) __nvvm_atom_add_gen_i(&hist[t], bins[t]);
}
// warp-aggregated atomic increment: leader = ffs(activemask) - 1 of the lanes in a branch
__global__ void c_warp_agg(const int *in, int *out, int *ctr) {
  unsigned t = tid(), l = lane(); int v = in[t];
  if (v & 1) {
    unsigned act = __nvvm_activemask();
    int leader = __builtin_ffs(act) - 1;
    int base = 0;
    if ((int)l == leader) base = __nvvm_atom_add_gen_i(ctr, __builtin_popcount(act));
    base = shfl_idx(act, base, leader);
    out[t] = base + __builtin_popcount(act & __nvvm_read_ptx_sreg_lanemask_lt());
  }
}
// bitonic sort of 32 values across a warp by shuffles (ascending)
__global__ void c_bitonic(const int *in, int *out) {
  unsigned t = tid(), l = lane(); int v = in[t];
  for (int k = 2; k <= 32; k <<= 1)
    for (int j = k >> 1; j > 0; j >>= 1) {
      int o = shfl_xor(FULL, v, j);
      int up = ((l & k) == 0);
      int lower = ((l & j) == 0);
      int mn = v < o ? v : o, mx = v < o ? o : v;
      v = (lower == up) ? mn : mx;
    }
  out[t] = v;
}
// matrix transpose of an 8x8 tile through shared memory (padded rows)
__global__ void c_transpose(const int *in, int *out) {
  __shared__ int tile[8][9];
  unsigned t = tid(), x = t & 7, y = t >> 3;
  tile[y][x] = in[t];
  __syncthreads();
  out[t] = tile[x][y];
}
// data-dependent trip count, ballot-based exit: while (__any_sync(FULL, pred))
__global__ void c_any_loop(const int *in, int *out) {
  unsigned t = tid(); int v = in[t] & 15, n = 0;
  do {
    if (v > 0) { v -= 1 + (v >> 2); n++; }
  } while (__nvvm_vote_any_sync(FULL, v > 0));
  out[t] = n + 100 * __nvvm_vote_ballot_sync(FULL, n > 2);
}
