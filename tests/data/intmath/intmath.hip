// HIP kernels with overflow checks (tests/test_intmath.py): clang-19 -x hip
// --cuda-device-only --offload-arch=gfx90a -nogpulib -nogpuinc -emit-llvm -S -O1
// -Xclang -disable-llvm-passes, one kernel a file by llvm-extract-19 --recursive.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }

// a size check before a copy (as operator new[] checks count * size): the lanes whose
// count * 8 overflows, or passes the capacity, copy nothing
__global__ void sized_copy(const unsigned long long *count, const int *src, int *dst,
                           unsigned long long cap) {
  unsigned t = tid();
  unsigned long long bytes;
  if (__builtin_mul_overflow(count[t], 8ull, &bytes) || bytes > cap) {
    dst[t] = -1;
    return;
  }
  int acc = 0;
  for (unsigned long long i = 0; i < bytes / 8; i++) acc += src[i];
  dst[t] = acc;
}
// signed checked accumulation: stop at the first overflow, report where
__global__ void checked_sum(const int *v, int n, int *out) {
  unsigned t = tid();
  int acc = 0, at = -1;
  for (int i = 0; i < n; i++) {
    if (__builtin_sadd_overflow(acc, v[i] * (int)(t + 1), &acc)) { at = i; break; }
  }
  out[2 * t] = acc;
  out[2 * t + 1] = at;
}
