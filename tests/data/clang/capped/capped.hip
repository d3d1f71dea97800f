// Bounded stream compaction (oracles/SEMANTICS.md, "Tickets: a ticket deciding a branch"):
// each lane takes a ticket `idx = atomicAdd(&count, 1)` and writes only where
// `idx < cap`. HIP for gfx90a (wave64), no headers: __syncthreads is written out as
// fence + s_barrier + fence, as HIP's headers have it. See build.sh.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// 1. An LDS counter zeroed by lane 0; each positive input takes a ticket and is kept
//    when the ticket is below cap; lane 0 reports how many were offered.
__global__ void h_capped_lds(const int *in, int *out, int *total, int cap) {
  __shared__ int cnt;
  unsigned t = tid();
  if (t == 0) cnt = 0;
  syncthreads();
  int v = in[t];
  if (v > 0) {
    int idx = __hip_atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    if (idx < cap) out[idx] = v;
  }
  syncthreads();
  if (t == 0) total[0] = cnt;
}

// 2. A device counter, no barrier; a lane whose ticket is past cap returns early,
//    the others append (value, lane) pairs.
__device__ int g_fill;
__global__ void h_capped_append(const int *in, int *out, int cap) {
  unsigned t = tid();
  int i = __hip_atomic_fetch_add(&g_fill, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  if (i >= cap) return;
  out[2 * i] = in[t];
  out[2 * i + 1] = (int)t;
}

// 3. Odd inputs kept below cap, the others counted as dropped; every lane reads the
//    count back after the barrier.
__global__ void h_capped_drop(const int *in, int *out, int *dropped, int cap) {
  __shared__ int cnt;
  unsigned t = tid();
  if (t == 0) cnt = 0;
  syncthreads();
  int v = in[t];
  if (v & 1) {
    int idx = __hip_atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    if (idx < cap)
      out[idx] = v;
    else
      dropped[0] += 1;
  }
  syncthreads();
  dropped[1 + t] = cnt;
}
