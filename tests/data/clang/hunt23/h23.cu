// CUDA kernels of the ipdom hunt (hunt23, sm_80; see build.sh). No headers: the
// intrinsics CUDA's headers wrap are called directly. Shapes: switches with defaults,
// early returns, loops with breaks, compare-and-swap loops, traps, repeated tests.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned laneid() { return __nvvm_read_ptx_sreg_laneid(); }
__device__ static inline unsigned activemask() { return __nvvm_activemask(); }
__device__ static inline unsigned ballot(unsigned m, bool p) { return __nvvm_vote_ballot_sync(m, p); }
__device__ static inline int shfl_xor(unsigned m, int v, int x) { return __nvvm_shfl_sync_bfly_i32(m, v, x, 0x1f); }
__device__ static inline int reduce_add(unsigned m, int v) { return __nvvm_redux_sync_add(v, m); }

// 1. a switch on two bits whose default cannot happen (__builtin_unreachable); a ballot
// of the active lanes after it.
__global__ void c_sw_unreach(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l], r;
  switch (v & 3) {
  case 0: r = v; break;
  case 1: r = v * 3; break;
  case 2: r = -v; break;
  case 3: r = v + 7; break;
  default: __builtin_unreachable();
  }
  out[l] = __builtin_popcount(ballot(activemask(), r & 1)) + r;
}

// 2. a trap on a bad input (an assert), then a warp reduction of every lane.
__global__ void c_trap_reduce(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (v > 1000000) __builtin_trap();
  out[l] = reduce_add(FULL, v);
}

// 3. atomicMax written as a compare-and-swap loop (the CUDA idiom for floats), then a
// ballot of the lanes whose value won.
__global__ void c_cas_max(int *slot, const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  int old = *slot, assumed;
  do {
    assumed = old;
    if (assumed >= v) break;
    old = __nvvm_atom_cas_gen_i(slot, assumed, v);
  } while (old != assumed);
  __nvvm_bar_warp_sync(FULL);
  out[l] = __builtin_popcount(ballot(FULL, *slot == v));
}

// 4. an object with a destructor in a loop with break and continue: clang's cleanup
// switch (default unreachable) joins the exits; a shuffle after the loop.
struct guard { int *p; __device__ ~guard() { *p += 1; } };
__global__ void c_cleanup_loop(const int *in, int *out) {
  unsigned l = laneid();
  int n = in[l] & 7, acc = 0, cnt = 0;
  for (int i = 0; i < 8; ++i) {
    guard g{&cnt};
    if (i == n) break;
    if (i & 1) continue;
    acc += i;
  }
  out[l] = shfl_xor(FULL, acc * 16 + cnt, 1);
}

// 5. the same lane test twice: the first branch writes, the second ballots among the
// lanes it keeps (the second test is decided by the first on each path).
__global__ void c_twice(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  bool low = l < 16;
  if (low) out[l] = v;
  int w = v * 2;
  if (low) w = __builtin_popcount(ballot(0xffffu, v & 1));
  out[32 + l] = w;
}

// 6. an early return guarded by a compile-time flag (0 > 0 never returns), then a
// reduction of every lane.
template <int K> __device__ int early(int v) { if (K > 0 && v < 0) return 1; return 0; }
__global__ void c_const_flag(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (early<0>(v)) return;
  out[l] = reduce_add(FULL, v);
}

// 7. a loop with a break on a lane test and an activemask ballot inside.
__global__ void c_loop_break(const int *in, int *out) {
  unsigned l = laneid();
  int n = in[l] & 7, s = 0;
  for (int i = 0; i < 8; ++i) {
    if (i >= n) break;
    s += __builtin_popcount(ballot(activemask(), (l >> i) & 1));
  }
  out[l] = s;
}

// 8. a switch whose default traps; a reduction among the active lanes after it.
__global__ void c_sw_trap(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l] & 3, r = 0;
  switch (v) {
  case 0: r = 1; break;
  case 1: r = 5; break;
  case 2: case 3: r = 9; break;
  default: __builtin_trap();
  }
  unsigned m = activemask();
  out[l] = reduce_add(m, r);
}

// 9. nested lane tests, the inner one implied by the outer (l < 8 implies l < 16).
__global__ void c_implied(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (l < 8) {
    v += 100;
    if (l < 16) v += __builtin_popcount(ballot(0xffu, v & 1));
  }
  out[l] = v;
}

// 10. a lock-free accumulate by CAS loop on a float slot, the lanes that retried ballot.
__global__ void c_cas_fadd(float *slot, const float *in, int *out) {
  unsigned l = laneid();
  float x = in[l];
  int *p = (int *)slot;
  int old = *p, assumed, tries = 0;
  do {
    assumed = old;
    float nv = __builtin_bit_cast(float, assumed) + x;
    old = __nvvm_atom_cas_gen_i(p, assumed, __builtin_bit_cast(int, nv));
    ++tries;
  } while (assumed != old);
  out[l] = __builtin_popcount(ballot(activemask(), tries > 1));
}

// 11. an early return on a lane test, then the same test again (it can no longer be true).
__global__ void c_ret_retest(const int *in, int *out) {
  unsigned l = laneid();
  int v = in[l];
  if (v < 0) return;
  unsigned m = activemask();
  int r = reduce_add(m, v);
  if (v < 0) r = -1;
  out[l] = r;
}

// 12. a state machine switch in a loop with an unreachable default.
__global__ void c_state_loop(const int *in, int *out) {
  unsigned l = laneid();
  int st = in[l] & 1, acc = 0;
  for (int i = 0; i < 4; ++i) {
    switch (st) {
    case 0: acc += 1; st = 1; break;
    case 1: acc += 10; st = (l >> i) & 1 ? 2 : 0; break;
    case 2: acc += 100; st = 0; break;
    default: __builtin_unreachable();
    }
  }
  out[l] = __builtin_popcount(ballot(FULL, acc & 2)) * 1000 + acc;
}
