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
