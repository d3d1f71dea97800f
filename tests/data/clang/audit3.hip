// HIP kernels of tests/test_clang_audit3.py: clang-19 -x hip --cuda-device-only
// --offload-arch=gfx1030 -nogpulib -nogpuinc -emit-llvm -S -O3, one kernel a file by
// llvm-extract-19 --recursive --func=NAME (a3_<name>_O3.ll).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
// wave32 (gfx1030): permlanex16 and a 32-lane ballot in a loop of divergent trip count
__global__ void h_w32_loop(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], acc = 0;
  for (int i = 0; i < (v & 3); i++) {
    acc += __builtin_amdgcn_permlanex16(0, v + i, 0x76543210, 0xfedcba98, false, false);
    acc += __builtin_popcount(__builtin_amdgcn_ballot_w32(acc > 0));
  }
  out[t] = acc;
}
