// CUDA kernels of tests/test_clang_audit11.py for sm_80 (see build.sh). No headers:
// what is needed is declared here, as the CUDA headers define it.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
__device__ static inline int shfl_xor(unsigned m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
__device__ static inline float shfl_xor_f(unsigned m, float v, int x) { return __nvvm_shfl_sync_bfly_f32(m, v, x, 0x1f); }
__device__ static inline int shfl_idx(unsigned m, int v, int src) { return __nvvm_shfl_sync_idx_i32(m, v, src, 0x1f); }
__device__ static inline int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }

// 1. sm_80 warp reductions (__reduce_{min,max,or,and,xor}_sync) over the lanes whose
// value is non-negative: the mask is a ballot of data, the reductions sit in the branch.
__global__ void c_redux_kinds(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  unsigned m = ballot(FULL, v >= 0);
  if (v >= 0) {
    int mn = __nvvm_redux_sync_min(v, m);
    unsigned mx = __nvvm_redux_sync_umax((unsigned)v, m);
    int o = __nvvm_redux_sync_or(v, m);
    int a = __nvvm_redux_sync_and(v, m);
    int x = __nvvm_redux_sync_xor(v, m);
    out[t] = mn + (int)mx * 1000 + ((o ^ a ^ x) << 20);
  } else {
    out[t] = -1;
  }
}

// 2. butterfly all-reduce (__shfl_xor_sync) of an int sum and a float maximum: every lane
// ends with the warp's sum and maximum.
__global__ void c_bfly_allreduce(const int *in, int *out, float *fout) {
  unsigned t = tid();
  int s = in[t];
  float f = (float)(in[t] % 7);
  for (int d = 16; d > 0; d >>= 1) {
    s += shfl_xor(FULL, s, d);
    f = __builtin_fmaxf(f, shfl_xor_f(FULL, f, d));
  }
  out[t] = s;
  fout[t] = f;
}

// 3. stream compaction by hand: ballot, rank = popc(ballot & lanemask_lt), the first
// kept lane reserves room with one atomicAdd and broadcasts the base.
__device__ int g_count;
__global__ void c_lt_compact(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  bool keep = (v & 1) != 0;
  unsigned b = ballot(FULL, keep);
  unsigned rank = __builtin_popcount(b & lanemask_lt());
  int leader = __builtin_ffs((int)b) - 1;
  int base = 0;
  if ((int)laneid() == leader) base = atomicAdd(&g_count, __builtin_popcount(b));
  base = shfl_idx(FULL, base, leader < 0 ? 0 : leader);
  if (keep) out[base + rank] = v;
}

// 4. __syncwarp(mask) in divergent code: each half of the warp exchanges through shared
// memory and syncs only its own half.
__global__ void c_syncwarp_halves(const int *in, int *out) {
  __shared__ int buf[32];
  unsigned l = laneid();
  int v = in[l];
  if (l < 16) {
    buf[l] = v * 2;
    __nvvm_bar_warp_sync(0x0000ffffu);
    out[l] = buf[15 - l];
  } else {
    buf[l] = v * 3;
    __nvvm_bar_warp_sync(0xffff0000u);
    out[l] = buf[47 - l];
  }
}

// 5. __match_all_sync over the active lanes of a branch, the predicate deciding a
// second branch; __match_any_sync groups in the other.
__global__ void c_match_all_div(const int *in, int *out) {
  unsigned t = tid();
  int key = in[t] >> 4;
  int r;
  if (in[t] & 1) {
    unsigned m = __nvvm_activemask();
    int pred;
    unsigned all = __nvvm_match_all_sync_i32p(m, key, &pred);
    if (pred) r = __builtin_popcount(all);
    else r = 100 + __builtin_popcount(__nvvm_match_any_sync_i32(m, key));
  } else {
    r = -1;
  }
  out[t] = r;
}

// 6. loop leaving when the ballot is empty: each round clears the lowest set bit of
// every lane's value and counts the lanes still busy.
__global__ void c_ballot_break(const int *in, int *out) {
  unsigned t = tid();
  unsigned v = (unsigned)in[t] & 0xff;
  int rounds = 0, busy = 0;
  while (true) {
    unsigned b = ballot(FULL, v != 0);
    if (b == 0) break;
    busy += __builtin_popcount(b);
    v &= v - 1;
    rounds++;
  }
  out[t] = rounds * 10000 + busy;
}

// 7. per-lane trip counts, an any-vote over the lanes still in the loop (activemask).
__global__ void c_any_active(const int *in, int *out) {
  unsigned t = tid();
  int n = in[t] & 7;
  int seen = 0;
  for (int i = 0; i < n; i++) {
    unsigned m = __nvvm_activemask();
    seen += __nvvm_vote_any_sync(m, i == 2) ? 1 : 0;
    seen += __builtin_popcount(m) * 100;
  }
  out[t] = seen;
}

// 8. a partial mask from data: lanes with an odd value broadcast the value of the first
// odd lane among themselves (shfl under the ballot's mask).
__global__ void c_partial_bcast(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  unsigned m = ballot(FULL, v & 1);
  if (v & 1) {
    int first = __builtin_ffs((int)m) - 1;
    out[t] = shfl_idx(m, v * 10, first);
  } else {
    out[t] = 0;
  }
}
