// clang-19 -x cuda --cuda-device-only -nocudalib -nocudainc --cuda-gpu-arch=sm_80 -S -emit-llvm -O3 -Xclang -disable-llvm-passes tbaa_mixed.cu -o tbaa_mixed.ll
// opt-19 -S -passes="default<O3>" tbaa_mixed.ll -o tbaa_mixed_o3.ll
// tbaa_mixed_hoisted.ll: tbaa_mixed_o3.ll with __nvvm_activemask() and the redux.sync hoisted
// above the branch (hand-edited; wrong: the sum then covers the lanes that do not take it).
// int and float tags on different buffers: no byte is ever read through a tag it was not
// stored with, so no run type-puns and the hoisting stays a violation.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
__global__ void mixed(const int *in, int *out, float *f) {
  unsigned t = tid();
  int v = in[t];
  f[t] = (float)v;
  if (v > 0) {
    unsigned m = __nvvm_activemask();
    out[t] = __nvvm_redux_sync_add(v, m);
  } else {
    out[t] = -1;
  }
  f[t] = -f[t];
}
