// HIP list building with an LDS and a device counter (gfx90a, wave64). No headers:
// __syncthreads is written out as fence + s_barrier + fence, as HIP's headers have it.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))

__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline void syncthreads() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

// 4. LDS ticket per odd input; each lane writes (value, lane) pairs at its ticket; after
//    the barrier every lane reads the count back.
__global__ void h_list_lds(const int *in, int *out) {
  __shared__ int cnt;
  unsigned t = tid();
  if (t == 0) cnt = 0;
  syncthreads();
  int v = in[t];
  if (v & 1) {
    int i = __hip_atomic_fetch_add(&cnt, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    out[2 * i] = v;
    out[2 * i + 1] = (int)t;
  }
  syncthreads();
  out[8 + t] = cnt;
}

// 5. A device counter: each lane appends (in[t] + t) and keeps its slot.
__device__ int g_slots;
__global__ void h_append_global(const int *in, int *out) {
  unsigned t = tid();
  int i = __hip_atomic_fetch_add(&g_slots, 1, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  out[i] = in[t] + (int)t;
}
