// CUDA kernels of tests/test_clang_audit3.py: clang-19 -x cuda --cuda-device-only
// --cuda-gpu-arch=sm_80 -nocudainc -nocudalib -emit-llvm -S -O3, one kernel a file by
// llvm-extract-19 --recursive --func=NAME (a3_<name>_O3.ll).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
// __match_all_sync among the lanes of a divergent branch (mask: __activemask())
__global__ void c_match_all(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (v & 1) {
    unsigned m = __nvvm_activemask();
    int pred;
    unsigned all = __nvvm_match_all_sync_i32p(m, v >> 4, &pred);
    r = (int)(all ^ ((unsigned)pred << 31));
  }
  out[t] = r;
}
// __match_all_sync of a 64-bit key over the whole warp
__global__ void c_match_all64(const long long *in, int *out) {
  unsigned t = tid(); int pred;
  unsigned all = __nvvm_match_all_sync_i64p(FULL, in[t] >> 40, &pred);
  out[t] = (int)(all ^ (unsigned)pred);
}
