// hunt27: cycles copied per entry path (tail duplication, jump threading, DFA jump
// threading) and AMDGPU pipelines. gfx90a wave64; no headers.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
typedef unsigned long long lmask;
#define BALLOT(p) __builtin_amdgcn_ballot_w64(p)
#define POPC(m) __builtin_popcountll(m)
__device__ static inline unsigned lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}

// 1. an irreducible loop entered at A or at B by the lane's parity; a ballot in A.
__global__ void h_irr_ballot(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], i = 0, acc = 0;
  if (l & 1) goto B;
A:
  acc += (int)POPC(BALLOT(v > i));
B:
  acc += v;
  if (++i < 3) goto A;
  out[l] = acc;
}

// 2. the same, the ballot in B (the block both entries reach).
__global__ void h_irr_ballot_b(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], i = 0, acc = 0;
  if (l & 1) goto B;
A:
  acc += v * 3;
  if (acc > 100) goto done;
B:
  acc += (int)POPC(BALLOT(acc & 1));
  if (++i < 3) goto A;
done:
  out[l] = acc;
}

// 3. a state machine loop (a DFA jump-threading shape) with a ballot in one state.
__global__ void h_dfa_ballot(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], s = (int)(l & 1), acc = 0;
  for (int it = 0; it < 6; ++it) {
    switch (s) {
    case 0: acc += v; s = 1; break;
    case 1: acc += (int)POPC(BALLOT(acc > it)); s = (acc & 2) ? 2 : 0; break;
    case 2: acc -= 1; s = 0; break;
    default: break;
    }
  }
  out[l] = acc;
}

// 4. a loop whose header tests a flag the latch sets to a constant: jump threading
// through the header copies it per path; a shuffle in the body.
__global__ void h_flag_loop(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], acc = 0;
  bool first = (v & 1) != 0;
  for (int i = 0; i < 4; ++i) {
    if (first) acc += 7; else acc += i;
    acc += __builtin_amdgcn_ds_bpermute((int)(((l ^ 1) << 2)), acc);
    first = false;
  }
  out[l] = acc;
}

// 5. two loops sharing a tail: a goto from one loop's body into the other's tail.
__global__ void h_shared_tail(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], acc = 0, i = 0;
  if (v & 2) {
    for (; i < 3; ++i) { acc += v; if (acc & 4) goto tail; }
  } else {
    for (; i < 3; ++i) {
      acc -= v;
    tail:
      acc += __builtin_amdgcn_readfirstlane(acc);
    }
  }
  out[l] = acc;
}

// 6. a loop with an early continue whose condition is known on the latch edge.
__global__ void h_cont_known(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], acc = 0, k = v & 3;
  int i = 0;
  while (i < 5) {
    if (k == 0) { acc += 1; k = 1; ++i; continue; }
    acc += (int)POPC(BALLOT((acc ^ i) & 1));
    k = (acc & 1) ? 0 : 2;
    ++i;
  }
  out[l] = acc;
}

// 7. an irreducible cycle inside a counted loop (unrolling copies it) with a ballot.
__global__ void h_irr_in_loop(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], acc = 0;
  for (int r = 0; r < 2; ++r) {
    int i = 0;
    if ((l + r) & 1) goto B;
  A:
    acc += (int)POPC(BALLOT(v > i + r));
  B:
    acc += 1;
    if (++i < 2) goto A;
  }
  out[l] = acc;
}

// 8. a goto into a loop guarded by a uniform test (every lane takes the same way).
__global__ void h_irr_uniform(const int *in, int *out, int n) {
  unsigned l = lane_id();
  int v = in[l], i = 0, acc = 0;
  if (n & 1) goto B;
A:
  acc += (int)POPC(BALLOT(v > i));
B:
  acc += v;
  if (++i < 3) goto A;
  out[l] = acc;
}

// 9. a global atomic add inside the irreducible loop (the atomic optimizer's ground).
__global__ void h_atomic_irr(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], i = 0;
  if (l & 1) goto B;
A:
  __atomic_fetch_add(&out[0], v & 7, __ATOMIC_RELAXED);
B:
  v += 1;
  if (++i < 3) goto A;
  out[1 + l] = v;
}

// 10. a uniform atomic add behind a divergent test in a loop with an early exit.
__global__ void h_atomic_loop(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], r = 0;
  for (int i = 0; i < 4; ++i) {
    if ((v + i) & 1) r += __atomic_fetch_add(&out[0], 1, __ATOMIC_RELAXED);
    if (v == i) break;
  }
  out[1 + l] = r;
}

// 11. kernel 9 with a device global counter (shared by every thread, unlike a pointer
// argument's buffer, which the oracles keep per thread: SEMANTICS.md "private-atomic").
__device__ int counter;
__global__ void h_atomic_irr_gl(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], i = 0;
  if (l & 1) goto B;
A:
  __atomic_fetch_add(&counter, v & 7, __ATOMIC_RELAXED);
B:
  v += 1;
  if (++i < 3) goto A;
  out[l] = v;
}

// 12. kernel 10 with the device global: the old values are used (every order listed).
__global__ void h_atomic_loop_gl(const int *in, int *out) {
  unsigned l = lane_id();
  int v = in[l], r = 0;
  for (int i = 0; i < 4; ++i) {
    if ((v + i) & 1) r += __atomic_fetch_add(&counter, 1, __ATOMIC_RELAXED);
    if (v == i) break;
  }
  out[l] = r;
}
