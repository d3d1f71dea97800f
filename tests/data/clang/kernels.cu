#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ static inline unsigned bid() { return __nvvm_read_ptx_sreg_ctaid_x(); }
__device__ static inline unsigned bdim() { return __nvvm_read_ptx_sreg_ntid_x(); }
__device__ static inline unsigned gdim() { return __nvvm_read_ptx_sreg_nctaid_x(); }

__global__ void saxpy(int n, float a, const float *x, float *y) {
  for (unsigned i = bid() * bdim() + tid(); i < n; i += bdim() * gdim())
    y[i] = a * x[i] + y[i];
}
__global__ void warp_max(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  for (int m = 16; m > 0; m >>= 1) { int o = __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, m, 31); v = v > o ? v : o; }
  out[t] = v;
}
__global__ void vote(const int *in, int *out) {
  unsigned t = tid();
  unsigned b = __nvvm_vote_ballot_sync(0xffffffffu, in[t] > 0);
  out[t] = __builtin_popcount(b & ((1u << t) - 1));
}
__global__ void tile(const int *in, int *out) {
  __shared__ int s[32];
  unsigned t = tid();
  s[t] = in[t] + 1;
  __syncthreads();
  out[t] = s[31 - t];
}
__global__ void warp_fsum(const float *in, float *out) {
  unsigned t = tid();
  float v = in[t];
  for (int m = 16; m > 0; m >>= 1) v += __nvvm_shfl_sync_bfly_f32(0xffffffffu, v, m, 31);
  out[t] = v;
}
// atomicCAS on a slot of its own: each thread's CAS is alone on its bytes (decided)
__global__ void cas_slots(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = tid();
  s[t] = in[t] & 1;
  __syncthreads();
  int seen = __nvvm_atom_cas_gen_i(&s[t], 0, (int)t + 100);
  __syncthreads();
  out[t] = s[t] + 1000 * seen;
}
// a CAS loop (atomicMax by atomicCAS) on one shared word: the old values each thread
// sees depend on the order of the threads' CASes (atomic-order)
__global__ void cas_max(const int *in, int *out) {
  __shared__ int best;
  unsigned t = tid();
  if (t == 0) best = 0;
  __syncthreads();
  int v = in[t], old = 0;
  while (old < v) {
    int seen = __nvvm_atom_cas_gen_i(&best, old, v);
    if (seen == old) break;
    old = seen;
  }
  __syncthreads();
  out[t] = best;
}
// atomicAdd of floats into one shared word: float addition does not associate
__global__ void fsum(const float *in, float *out) {
  __shared__ float sum;
  unsigned t = tid();
  if (t == 0) sum = 0.0f;
  __syncthreads();
  __nvvm_atom_add_gen_f(&sum, in[t]);
  __syncthreads();
  out[t] = sum;
}
// __syncthreads_count/_and/_or of in[t] > 0, with a __threadfence_block between
__global__ void sync_count(const int *in, int *out) {
  unsigned t = tid();
  int p = in[t] > 0;
  int c = __nvvm_bar0_popc(p);
  __nvvm_membar_cta();
  int a = __nvvm_bar0_and(p);
  int o = __nvvm_bar0_or(p);
  out[t] = c + 100 * a + 1000 * o;
}
// __half arithmetic (CUDA's __half is _Float16 in clang)
__global__ void hfma(const _Float16 *x, _Float16 *y) {
  unsigned t = tid();
  _Float16 a = x[t];
  y[t] = a * (_Float16)0.5f + y[t];
}
