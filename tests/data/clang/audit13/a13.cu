// CUDA kernels of tests/test_clang_audit13.py for sm_80 (see build.sh). No headers: what
// CUDA's headers define (64-bit and double shuffles as two 32-bit ones, half2 through its
// 32-bit bits, float4 component by component, __syncthreads, shared atomics) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned tidx() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned activemask() { return __nvvm_activemask(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
__device__ static inline int shfl_xor(unsigned m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
__device__ static inline int shfl_down(unsigned m, int v, int d) { return __nvvm_shfl_sync_down_i32(m, v, d, 0x1f); }
__device__ static inline int shfl_idx(unsigned m, int v, int s) { return __nvvm_shfl_sync_idx_i32(m, v, s, 0x1f); }
__device__ static inline float shfl_xor_f(unsigned m, float v, int x) { return __nvvm_shfl_sync_bfly_f32(m, v, x, 0x1f); }
// __shfl_xor_sync(long long / double): the value's two halves, each shuffled (CUDA's headers).
__device__ static inline long long shfl_xor_ll(unsigned m, long long v, int x) {
  int lo = (int)v, hi = (int)(v >> 32);
  lo = shfl_xor(m, lo, x);
  hi = shfl_xor(m, hi, x);
  return (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}
__device__ static inline double shfl_down_d(unsigned m, double v, int d) {
  long long b = __builtin_bit_cast(long long, v);
  int lo = shfl_down(m, (int)b, d), hi = shfl_down(m, (int)(b >> 32), d);
  return __builtin_bit_cast(double, (long long)(((unsigned long long)(unsigned)hi << 32) | (unsigned)lo));
}

// 1. shared-memory tree reduction over the block (one warp here), __syncthreads between
// the shared steps, then the last five steps at warp level with __shfl_down_sync.
__global__ void c_smem_tree(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = tidx();
  s[t] = in[t] + in[t + 32];
  __syncthreads();
  for (unsigned k = 16; k >= 8; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    __syncthreads();
  }
  int v = t < 8 ? s[t] : 0;
  for (int d = 4; d > 0; d >>= 1) v += shfl_down(FULL, v, d);
  out[t] = t == 0 ? v : s[t & 7];
}

// 2. histogram of 8 bins in shared memory: bins zeroed by 8 threads, barrier, one shared
// atomicAdd per thread (result unused), barrier, each thread reads its bin and the ballot
// of the bins that are empty.
__global__ void c_smem_hist(const int *in, int *out) {
  __shared__ unsigned bins[8];
  unsigned t = tidx();
  if (t < 8) bins[t] = 0;
  __syncthreads();
  __atomic_fetch_add(&bins[in[t] & 7], 1u, __ATOMIC_RELAXED);
  __syncthreads();
  unsigned empty = ballot(FULL, t < 8 && bins[t] == 0);
  out[t] = (int)bins[t & 7] * 1000 + (int)empty;
}

// 3. 64-bit and double shuffles: butterfly sum of long long (halves shuffled apart), a
// double reduction by __shfl_down_sync, lane 0 of each writes.
__global__ void c_shfl64(const long long *in, const double *din, long long *out, double *dout) {
  unsigned l = laneid();
  long long v = in[l];
  for (int x = 16; x > 0; x >>= 1) v += shfl_xor_ll(FULL, v, x);
  double d = din[l];
  for (int x = 16; x > 0; x >>= 1) d += shfl_down_d(FULL, d, x);
  out[l] = v;
  dout[l] = l == 0 ? d : -1.0;
}

// 4. half2 reduction: two halves packed in 32 bits, shuffled as one int, added as half2.
typedef _Float16 half2 __attribute__((ext_vector_type(2)));
__global__ void c_half2_sum(const half2 *in, half2 *out) {
  unsigned l = laneid();
  half2 v = in[l];
  for (int x = 1; x < 32; x <<= 1) {
    int bits = __builtin_bit_cast(int, v);
    v += __builtin_bit_cast(half2, shfl_xor(FULL, bits, x));
  }
  out[l] = v;
}

#ifndef SM70
// 5. __reduce_add/min/max_sync with a partial mask taken from a ballot in a branch.
__global__ void c_redux_partial(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  int r = -1;
  if (v > 10) {
    unsigned m = ballot(activemask(), true);
    r = __nvvm_redux_sync_add(v, m) * 10000 + __nvvm_redux_sync_min(v, m) * 100 +
        (int)__nvvm_redux_sync_umax((unsigned)v, m);
  }
  out[l] = r;
}
#endif

// 6. __any_sync / __all_sync with each quarter's own mask, in a branch per quarter.
__global__ void c_any_all_q(const int *in, int *out) {
  unsigned l = laneid();
  unsigned q = 0xffu << (l & 24);
  int v = in[l];
  int r;
  if (l & 8) r = __nvvm_vote_any_sync(q, v > 5) * 10 + __nvvm_vote_all_sync(q, v > 5);
  else r = 100 * (__nvvm_vote_any_sync(q, v < 0) * 10 + __nvvm_vote_all_sync(q, v >= 0));
  out[l] = r;
}

// 7. early-exit search: the warp scans 32 words a round and leaves at the first round with
// a hit; every lane learns the first index holding 7.
__global__ void c_first_match(const int *in, int *out) {
  unsigned l = laneid();
  int found = -1;
  for (int base = 0; base < 128; base += 32) {
    unsigned b = ballot(FULL, in[base + l] == 7);
    if (__builtin_expect(b != 0, 0)) {
      found = base + __builtin_ffs((int)b) - 1;
      break;
    }
  }
  out[l] = found;
}

// 8. a state machine: each lane steps through states by its data; every state counts the
// lanes in it (activemask, a ballot over it); lanes leave at state 3.
__global__ void c_state_machine(const int *in, int *out) {
  unsigned l = laneid();
  int st = in[l] & 3, acc = 0, steps = 0;
  while (st != 3) {
    switch (st) {
    case 0: acc += __builtin_popcount(activemask()); st = 1; break;
    case 1: acc += 10 * __builtin_popcount(ballot(activemask(), l & 1)); st = (l & 1) ? 3 : 2; break;
    default: acc += 100 * __builtin_popcount(activemask()); st = 3; break;
    }
    steps++;
  }
  out[l] = acc * 10 + steps;
}

// 9. templates and structs by value through a call tree: a noinline device function with
// a convergent shuffle, called in a loop, taking and returning a struct.
struct Pair { int v; int i; };
template <int W> __device__ __attribute__((noinline)) Pair argmax_step(Pair p, int x) {
  int ov = shfl_xor(FULL, p.v, x), oi = shfl_xor(FULL, p.i, x);
  if (ov > p.v || (ov == p.v && oi < p.i)) { p.v = ov; p.i = oi; }
  return p;
}
template <int W> __device__ Pair argmax(Pair p) {
  for (int x = W / 2; x > 0; x >>= 1) p = argmax_step<W>(p, x);
  return p;
}
__global__ void c_tmpl_argmax(const int *in, int *out) {
  unsigned l = laneid();
  Pair p = {in[l], (int)l};
  Pair r = argmax<32>(p);
  out[l] = r.v * 100 + r.i;
}

// 10. float4 / int2 shuffled component by component (struct values in registers).
struct F4 { float x, y, z, w; };
__global__ void c_float4_shfl(const F4 *in, F4 *out) {
  unsigned l = laneid();
  F4 a = in[l];
  unsigned src = (l + 1) & 31;
  F4 b;
  b.x = __nvvm_shfl_sync_idx_f32(FULL, a.x, src, 0x1f);
  b.y = __nvvm_shfl_sync_idx_f32(FULL, a.y, src, 0x1f);
  b.z = shfl_xor_f(FULL, a.z, 1);
  b.w = a.w + shfl_xor_f(FULL, a.w, 2);
  out[l] = b;
}

// 11. volatile shared memory with __syncwarp between the warp-synchronous steps, and
// __builtin_assume on the lane range.
__global__ void c_volatile_warp(const int *in, int *out) {
  __shared__ int s[32];
  volatile int *vs = s;
  unsigned l = laneid();
  __builtin_assume(l < 32);
  vs[l] = in[l];
  __nvvm_bar_warp_sync(FULL);
  for (int d = 16; d > 0; d >>= 1) {
    int o = l < (unsigned)d ? vs[l + d] : 0;
    __nvvm_bar_warp_sync(FULL);
    if (l < (unsigned)d) vs[l] += o;
    __nvvm_bar_warp_sync(FULL);
  }
  out[l] = vs[0] * 100 + vs[l & 1];
}

// 12. warp-aggregated increments with an __activemask loop: each round the lowest remaining
// lane's key is broadcast and the lanes with that key leave together.
__global__ void c_activemask_groups(const int *in, int *out) {
  unsigned l = laneid();
  int key = in[l] & 3;
  int round = 0, size = 0;
  while (true) {
    unsigned m = activemask();
    int lead = shfl_idx(m, key, __builtin_ffs((int)m) - 1);
    round++;
    if (lead == key) {
      size = __builtin_popcount(activemask());
      break;
    }
  }
  out[l] = round * 100 + size;
}
