// clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm -O3 -Xclang -disable-llvm-passes tbaa_same.cu -o tbaa_same.ll
// opt-19 -S -passes="default<O3>" tbaa_same.ll -o tbaa_same_o3.ll
// tbaa_same_wrongfold.ll: tbaa_same_o3.ll with store_both returning 1 (hand-edited; wrong:
// both stores are int, their tags equal, so they may alias and *a reads 2)
// The control of tbaa_pun.cu: the same shape without a pun.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__device__ __attribute__((noinline)) int store_both(int *a, int *b) { *a = 1; *b = 2; return *a; }
__global__ void same(int *out) {
  unsigned t = tid();
  out[t] = store_both(&out[t], &out[t]);
}
