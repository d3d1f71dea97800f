// HIP kernels of the ipdom hunt (hunt23): gfx90a (wave64, h_*) and gfx1100 (wave32,
// -DWAVE=32, w_*); see build.sh. No headers: the builtins HIP's headers wrap are called
// directly.
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
__device__ static inline unsigned lane_id() {
#if WAVE == 64
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
#else
  return __builtin_amdgcn_mbcnt_lo(~0u, 0u);
#endif
}
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
__device__ static inline int wave_sum(int v) {
  for (int d = 1; d < WAVE; d <<= 1) v += __builtin_amdgcn_ds_bpermute(((lane_id() ^ d) << 2), v);
  return v;
}

// 13. a switch with an unreachable default, ballot after it.
__global__ void h_sw_unreach(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], r;
  switch (v & 3) {
  case 0: r = v; break;
  case 1: r = 2 * v; break;
  case 2: r = v - 1; break;
  case 3: r = 5; break;
  default: __builtin_unreachable();
  }
  out[l] = (int)POPC(BALLOT(r & 1));
}

// 14. an assert (trap) in a branch, then a ballot of every lane.
__global__ void h_assert_ballot(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (v == -12345) __builtin_trap();
  out[l] = (int)POPC(BALLOT(v > 0));
}

// 15. a CAS-loop atomic max on LDS then a barrier and a ballot of the winners.
__global__ void h_cas_max(const int *in, int *out) {
  __shared__ int best;
  unsigned l = lane_id();
  if (l == 0) best = -1;
  syncthreads();
  int v = in[l];
  int old = best;
  while (old < v) {
    int prev = __hip_atomic_compare_exchange_strong(&best, &old, v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP) ? old : old;
    if (prev >= v) break;
  }
  syncthreads();
  out[l] = (int)POPC(BALLOT(best == v));
}

// 16. an early return, then the same test (never true for the lanes left) around a ballot.
__global__ void h_ret_retest(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (v < 0) return;
  int b = (int)POPC(BALLOT(v & 1));
  if (v < 0) b = 0;
  out[l] = b;
}

// 17. two tests on the same lane value, the second implied (l < 4 then l < 8).
__global__ void h_implied(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (l < 4) {
    if (l < 8) v += (int)POPC(BALLOT(v & 2));
    else v = -1;
  }
  out[l] = v;
}

// 18. a loop with a break on data and a readfirstlane inside.
__global__ void h_loop_rfl(const int *in, int *out) {
  unsigned l = lane_id();
  int n = in[l] & 3, s = 0;
  for (int i = 0; i < 4; ++i) {
    if (i == n) break;
    s += __builtin_amdgcn_readfirstlane(i + (int)l);
  }
  out[l] = s;
}

// 19. a compile-time wave check (WAVE > 64 never holds) guarding an early return.
__global__ void h_const_wave(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  bool wide = WAVE > 64;
  if (wide && v < 0) return;
  out[l] = wave_sum(v);
}

// 20. a switch whose default returns early, a ballot after it.
__global__ void h_sw_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l] & 7, r;
  switch (v) {
  case 0: case 1: r = 1; break;
  case 2: r = 2; break;
  case 3: case 4: case 5: r = 3; break;
  default: return;
  }
  out[l] = (int)POPC(BALLOT(r == 2)) + r;
}

// 21. an object with a destructor in a loop with early return: clang's cleanup switch.
struct counter { int *c; __device__ ~counter() { ++*c; } };
__global__ void h_cleanup_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int n = in[l] & 7, c = 0;
  for (int i = 0; i < 6; ++i) {
    counter k{&c};
    if (i == n) { out[l] = -c; return; }
    if (i == 2) break;
  }
  out[l] = (int)POPC(BALLOT(c & 1)) * 10 + c;
}

// 22. an unreachable after a loop that always returns inside.
__global__ void h_loop_unreach(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l] & 15;
  for (int i = 0;; ++i) {
    if (i >= v) {
      out[l] = (int)POPC(BALLOT(i & 1));
      return;
    }
  }
  __builtin_unreachable();
}

// 23. the same flag tested in a loop: taken once above, the loop's test is decided.
__global__ void h_flag_loop(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  bool odd = l & 1;
  int s = 0;
  if (odd) {
    for (int i = 0; i < 3; ++i) {
      if (odd) s += (int)POPC(BALLOT(v > i));
      else s -= 1;
    }
  }
  out[l] = s;
}

// 24. a xor-folded condition of constants (a debug switch) before a wave sum.
#define DEBUG 0
__global__ void h_debug_xor(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  int dbg = DEBUG;
  if ((dbg ^ 1) == 0) { out[l] = -7; return; }
  out[l] = wave_sum(v);
}

// 35. an early return behind a test the enclosing one decided (l < 8, so never l >= 16):
// every lane ballots after the branch.
__global__ void h_implied_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (l < 8) {
    if (l >= 16) return;
    v += 3;
  }
  out[l] = (int)POPC(BALLOT(v & 1));
}

// 36. an early return behind a spilled constant flag (0 > 0 after mem2reg) in a
// lane-dependent branch; every lane ballots after it.
__global__ void h_flag_ret(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  const int k = 0;
  int z = k;
  if (l & 1) {
    if (z > 0) return;
    v += 1;
  }
  out[l] = (int)POPC(BALLOT(v & 1));
}

// 37. a switch on lane bits with an unreachable default inside a lane-dependent branch;
// every lane ballots after the branch.
__global__ void h_sw_unreach_nested(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l];
  if (l & 1) {
    switch (l & 6) {
    case 0: v += 1; break;
    case 2: v += 2; break;
    case 4: v += 3; break;
    case 6: v += 4; break;
    default: __builtin_unreachable();
    }
  }
  out[l] = (int)POPC(BALLOT(v & 1));
}
