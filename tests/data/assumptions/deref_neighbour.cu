// clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm -O3 -Xclang -disable-llvm-passes deref_neighbour.cu -o deref_neighbour.ll
// opt-19 -S -passes="default<O3>" deref_neighbour.ll -o deref_neighbour_o3.ll
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
// the right neighbour's value, or -1 from thread n - 1 on
__device__ __attribute__((noinline)) int value_or(const int &x, bool valid) { return valid ? x : -1; }
__global__ void right_neighbour(const int *in, int *out, unsigned n) {
  __shared__ int s[32];
  unsigned t = tid();
  s[t] = in[t];
  __syncthreads();
  out[t] = value_or(s[t + 1], t + 1 < n);
}
