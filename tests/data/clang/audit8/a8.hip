// HIP kernels of tests/test_clang_audit8.py (wave64, gfx90a): clang-19 -x hip
// --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -S -emit-llvm -O0/-O2
// (see build.sh). hipCUB/rocPRIM idioms; __shfl_xor as HIP defines it (ds_bpermute).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#ifndef WAVE
#define WAVE 64
#endif
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
// HIP's __shfl_xor(var, laneMask, width = warpSize)
__device__ static inline int shfl_xor(int v, int m) {
  int self = lane();
  int idx = ((self & ~(WAVE - 1)) + ((self ^ m) & (WAVE - 1))) ;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
__device__ static inline int shfl_up(int v, unsigned d) {
  int self = lane();
  int idx = self - (int)d;
  idx = (idx < (self & ~(WAVE - 1))) ? self : idx;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
#if WAVE == 64
typedef unsigned long long mask_t;
#define BALLOT(p) __builtin_amdgcn_ballot_w64(p)
#define POPC(m) __builtin_popcountll(m)
#else
typedef unsigned mask_t;
#define BALLOT(p) __builtin_amdgcn_ballot_w32(p)
#define POPC(m) __builtin_popcount(m)
#endif
__device__ static inline int wave_sum(int v) {
  for (int d = WAVE / 2; d > 0; d >>= 1) v += shfl_xor(v, d);
  return v;
}
// wave reduce by __shfl_xor butterfly
__global__ void h_wave_bfly(const int *in, int *out) {
  unsigned t = tid();
  out[t] = wave_sum(in[t]);
}
// block reduce: wave reduce, LDS partials, barrier, first wave reduces
__global__ void h_block_reduce(const int *in, int *out) {
  __shared__ int part[16];
  unsigned t = tid(), l = lane(), w = t / WAVE;
  int v = wave_sum(in[t]);
  if (l == 0) part[w] = v;
  syncthreads();
  if (w == 0) {
    int p = l < (__builtin_amdgcn_workgroup_size_x() + WAVE - 1) / WAVE ? part[l] : 0;
    p = wave_sum(p);
    if (l == 0) out[0] = p;
  }
}
// inclusive scan by shfl_up with lane guards
__global__ void h_wave_scan(const int *in, int *out) {
  unsigned t = tid(), l = lane(); int v = in[t];
  for (unsigned d = 1; d < WAVE; d <<= 1) {
    int u = shfl_up(v, d);
    if (l >= d) v += u;
  }
  out[t] = v;
}
// stream compaction by ballot + mbcnt (rank among lower lanes) + one atomic per wave
__global__ void h_compact(const int *in, int *out, int *count) {
  unsigned t = tid(), l = lane(); int v = in[t];
  int keep = v > 0;
  mask_t m = BALLOT(keep);
#if WAVE == 64
  unsigned rank = __builtin_amdgcn_mbcnt_hi((unsigned)(m >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)m, 0u));
#else
  unsigned rank = __builtin_amdgcn_mbcnt_lo(m, 0u);
#endif
  int base = 0;
  if (l == 0) base = __hip_atomic_fetch_add(count, POPC(m), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  base = __builtin_amdgcn_readfirstlane(base);
  if (keep) out[base + rank] = v;
}
// warp-aggregated atomic in a divergent branch: leader = ffs(ballot(1)) - 1
__global__ void h_warp_agg(const int *in, int *out, int *ctr) {
  unsigned t = tid(), l = lane(); int v = in[t];
  if (v & 1) {
    mask_t act = BALLOT(1);
    int leader = __builtin_ffsll(act) - 1;
    int base = 0;
    if ((int)l == leader) base = __hip_atomic_fetch_add(ctr, POPC(act), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
    base = __builtin_amdgcn_readfirstlane(base);
#if WAVE == 64
    out[t] = base + __builtin_amdgcn_mbcnt_hi((unsigned)(act >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)act, 0u));
#else
    out[t] = base + __builtin_amdgcn_mbcnt_lo(act, 0u);
#endif
  }
}
// loop with a ballot-based exit
__global__ void h_any_loop(const int *in, int *out) {
  unsigned t = tid(); int v = in[t] & 15, n = 0;
  do {
    if (v > 0) { v -= 1 + (v >> 2); n++; }
  } while (BALLOT(v > 0) != 0);
  out[t] = n;
}
// atomicAdd of a per-lane value to one counter, old value used (the atomic optimizer's
// target: one atomic per wave and a scan of the values)
__global__ void h_atomic_scan(const int *in, int *out, int *ctr) {
  unsigned t = tid();
  out[t] = __hip_atomic_fetch_add(ctr, in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
}
