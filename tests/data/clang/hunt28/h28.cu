// hunt28 CUDA (sm_80): __syncthreads around divergent control flow.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__global__ void c_tree_reduce(const int *in, int *out, int n) {
  __shared__ int sh[64];
  unsigned t = tid();
  sh[t] = in[t];
  __syncthreads();
  for (int s = n / 2; s > 0; s >>= 1) {
    if (t < (unsigned)s) sh[t] += sh[t + s];
    __syncthreads();
  }
  out[t] = sh[0];
}
__global__ void c_bar_after_divloop(const int *in, int *out) {
  __shared__ int sh[64];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 7); ++i) { acc += i * v; if (acc > 50) break; }
  sh[t] = acc;
  __syncthreads();
  out[t] = sh[t ^ 1] + acc;
}
__device__ __attribute__((noinline)) int c_exchange(int *sh, unsigned t, int x) {
  sh[t] = x;
  __syncthreads();
  int r = sh[t ^ 1];
  __syncthreads();
  return r;
}
__global__ void c_call_loop(const int *in, int *out, int n) {
  __shared__ int sh[64];
  unsigned t = tid();
  int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); ++i) acc += v ^ i;
  acc += c_exchange(sh, t, acc);
  for (int i = 0; i < n; ++i) acc += c_exchange(sh, t, acc + i);
  out[t] = acc;
}
__global__ void c_flag_loop(const int *in, int *out) {
  __shared__ int flag;
  unsigned t = tid();
  int v = in[t] & 15, it = 0, done;
  do {
    if (t == 0) flag = (v <= it);
    __syncthreads();
    done = flag;
    __syncthreads();
    ++it;
  } while (!done && it < 8);
  out[t] = it * 100 + v;
}
