// CUDA kernels with aggregates (tests/test_aggregates.py): clang-19 -x cuda --cuda-device-only
// --cuda-gpu-arch=sm_70 -nocudainc -nocudalib -emit-llvm -S -O1 -Xclang -disable-llvm-passes.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
struct Job { const int *in; int *out; int scale; };
__global__ void cu_job(Job j) {
  unsigned t = tid();
  int v = j.in[t] * j.scale;
  int o = __nvvm_shfl_sync_bfly_i32(0xffffffffu, v, 1, 31);
  j.out[t] = v + o;
}
