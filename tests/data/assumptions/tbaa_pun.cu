// clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm -O3 -Xclang -disable-llvm-passes tbaa_pun.cu -o tbaa_pun.ll
// opt-19 -S -passes="default<O3>" tbaa_pun.ll -o tbaa_pun_o3.ll
// int and float stores to one word (undefined under C's aliasing rules, which the !tbaa tags carry): O3 returns 1
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ __attribute__((noinline)) int store_both(int *a, float *b) { *a = 1; *b = 2.0f; return *a; }
__global__ void pun(int *out) {
  unsigned t = tid();
  out[t] = store_both(&out[t], (float *)&out[t]);
}
