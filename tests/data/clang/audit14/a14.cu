// CUDA kernels of tests/test_clang_audit14.py for sm_80 (see build.sh). No headers: what
// CUDA's headers define (__shfl_*_sync with a width, __reduce_*_sync, __match_all_sync,
// __syncwarp(mask), shared atomics, __half through its 16 bits) is written out.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define __launch_bounds__(n) __attribute__((launch_bounds(n)))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned tidx() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned lanemask_lt() { return __nvvm_read_ptx_sreg_lanemask_lt(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
__device__ static inline void syncwarp(unsigned m) { __nvvm_bar_warp_sync(m); }
// CUDA's __shfl_*_sync(mask, v, x, width): c = ((32 - width) << 8) | clamp (0x1f for
// idx/xor/down, 0 for up), as cuda's sm_30_intrinsics.hpp builds it.
__device__ static inline int shfl_up_w(unsigned m, int v, int d, int w) {
  return __nvvm_shfl_sync_up_i32(m, v, d, (32 - w) << 8);
}
__device__ static inline int shfl_xor_w(unsigned m, int v, int x, int w) {
  return __nvvm_shfl_sync_bfly_i32(m, v, x, ((32 - w) << 8) | 0x1f);
}
__device__ static inline int shfl_idx_w(unsigned m, int v, int s, int w) {
  return __nvvm_shfl_sync_idx_i32(m, v, s, ((32 - w) << 8) | 0x1f);
}

// 1. one step of a warp radix sort over 2 bits: per bit, the ballot of the lanes whose
// bit is 0 ranks them first (popc below), the others after; keys move through shared
// memory with __syncwarp between the steps.
__global__ void c_radix2(const unsigned *in, unsigned *out) {
  __shared__ unsigned s[32];
  unsigned l = laneid();
  unsigned k = in[l];
  for (int b = 0; b < 2; ++b) {
    bool one = (k >> b) & 1;
    unsigned zeros = ballot(FULL, !one);
    unsigned nz = __builtin_popcount(zeros);
    unsigned below = one ? __builtin_popcount(~zeros & lanemask_lt()) + nz
                         : __builtin_popcount(zeros & lanemask_lt());
    s[below] = k;
    syncwarp(FULL);
    k = s[l];
    syncwarp(FULL);
  }
  out[l] = k;
}

// 2. shared atomicAdd whose old value is a ticket (its order is the schedule's),
// __syncthreads, then each bin's total, and a segmented inclusive scan of the inputs by
// __shfl_up_sync of width 8 (lanes whose source is below their segment keep their own).
__global__ void __launch_bounds__(32) c_ticket_scan(const int *in, int *out) {
  __shared__ int count[4];
  unsigned t = tidx();
  if (t < 4) count[t] = 0;
  __syncthreads();
  int x = in[t];
  int ticket = __atomic_fetch_add(&count[x & 3], 1, __ATOMIC_RELAXED);
  __syncthreads();
  int total = count[x & 3];
  int scan = x;
  for (int d = 1; d < 8; d <<= 1) {
    int y = shfl_up_w(FULL, scan, d, 8);
    if ((int)(t & 7) >= d) scan += y;
  }
  out[t] = scan * 1000 + total * 10 + (ticket < total);
}

// 3. __syncwarp with a partial mask inside a branch: the low half exchanges through
// shared memory and shuffles by xor within its 16 lanes (mask 0xffff); the high half
// ballots its own.
__global__ void c_half_sync(const int *in, int *out) {
  __shared__ int s[16];
  unsigned l = laneid();
  int v = in[l];
  if (l < 16) {
    s[l] = v;
    syncwarp(0xffffu);
    v += s[15 - l];
    v += shfl_xor_w(0xffffu, v, 1, 16);
  } else {
    v = __builtin_popcount(ballot(0xffff0000u, v & 1));
  }
  out[l] = v;
}

// 4. __ballot_sync in a loop of each lane's own trip count, the mask the loop's
// __activemask(); the ballot's popc is summed.
__global__ void c_trip_ballot(const int *in, int *out) {
  unsigned l = laneid();
  int n = in[l] & 3, acc = 0;
  for (int i = 0; i < n; ++i) {
    unsigned m = __nvvm_activemask();
    unsigned b = ballot(m, (l + i) & 1);
    acc = acc * 10 + __builtin_popcount(b);
  }
  out[l] = acc;
}

// 5. __match_all_sync and the bitwise __reduce_*_sync (and/or/xor) and the signed
// min/max on a quarter's mask, in a branch per half.
__global__ void c_match_bits(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  unsigned q = 0xffu << (l & 24);
  int pred = 0;
  unsigned all = __nvvm_match_all_sync_i32p(q, v >> 4, &pred);
  int r;
  if (l < 16)
    r = (int)(__nvvm_redux_sync_and(v, q) ^ __nvvm_redux_sync_or(v, q) ^ __nvvm_redux_sync_xor(v, q));
  else
    r = __nvvm_redux_sync_min(v, q) * 100 + __nvvm_redux_sync_max(v, q);
  out[l] = r * 10 + pred + (all == q) * 2;
}

// 6. an early return before the warp's operations: the lanes left reduce over
// __activemask() and the first of them broadcasts its value.
__global__ void c_early_ret(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (v < 0) return;
  unsigned m = __nvvm_activemask();
  int sum = __nvvm_redux_sync_add(v, m);
  int first = __builtin_ctz(m);
  int lead = __nvvm_shfl_sync_idx_i32(m, v, first, 0x1f);
  out[l] = sum * 1000 + lead;
}

// 7. an irreducible loop made with goto: lanes enter at one of two blocks by their
// parity and leave when their counter runs out; a ballot after the loop.
__global__ void c_goto_irr(const int *in, int *out) {
  unsigned l = laneid();
  int n = in[l] & 7, a = 0;
  if (l & 1) goto odd;
even:
  a += 1;
  if (--n <= 0) goto done;
odd:
  a += 10;
  if (--n > 0) goto even;
done:
  out[l] = a * 100 + __builtin_popcount(ballot(FULL, a > 20));
}

// 8. half: _Float16 values summed by a butterfly of their 16 bits widened to 32.
__global__ void c_half_sum(const unsigned short *in, unsigned short *out) {
  unsigned l = laneid();
  _Float16 h = __builtin_bit_cast(_Float16, in[l]);
  for (int x = 16; x > 0; x >>= 1) {
    int bits = __nvvm_shfl_sync_bfly_i32(FULL, (int)__builtin_bit_cast(unsigned short, h), x, 0x1f);
    h = h + __builtin_bit_cast(_Float16, (unsigned short)bits);
  }
  out[l] = __builtin_bit_cast(unsigned short, h);
}

// 9. a noinline device function with a full-width shuffle tree over the mask it is given
// (convergent: every CUDA function is), called in a branch with the branch's ballot.
__device__ __attribute__((noinline)) int group_sum(unsigned m, int v) {
  for (int x = 16; x > 0; x >>= 1) {
    int y = __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f);
    v += (m >> (laneid() ^ x)) & 1 ? y : 0;
  }
  return v;
}
__global__ void c_noinline_group(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l], r = -1;
  if (l >= 8) r = group_sum(ballot(0xffffff00u, true), v);
  out[l] = r;
}

// 10. 64-bit shared atomics and a struct of two 64-bit values in registers, the second
// indexed by the lane's parity through a local array.
struct pair64 { long long a, b; };
__global__ void c_u64_atomic(const long long *in, long long *out) {
  __shared__ unsigned long long acc;
  unsigned t = tidx();
  if (t == 0) acc = 0;
  __syncthreads();
  pair64 p = {in[t], in[t] << 33};
  long long arr[2] = {p.a, p.b};
  __atomic_fetch_add(&acc, (unsigned long long)arr[t & 1], __ATOMIC_RELAXED);
  __syncthreads();
  out[t] = (long long)acc + arr[(t + 1) & 1];
}
