// CUDA kernels with overflow checks and high-half multiplies (tests/test_intmath.py):
// clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 -nocudainc -nocudalib
// -emit-llvm -S -O1 -Xclang -disable-llvm-passes, one kernel a file by
// llvm-extract-19 --recursive. Without CUDA's headers, __mulhi & co. are written with
// the NVVM builtins the headers use.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }

// a saturating sum and a checked element count: __builtin_*_overflow
__global__ void checked(const int *a, const int *b, const unsigned *n, int *out) {
  unsigned t = tid();
  int s;
  if (__builtin_add_overflow(a[t], b[t], &s)) s = a[t] < 0 ? -2147483647 - 1 : 2147483647;
  unsigned bytes;
  bool big = __builtin_umul_overflow(n[t], 4u, &bytes);
  long long d;
  bool under = __builtin_sub_overflow((long long)a[t] << 32, (long long)b[t] << 32, &d);
  out[4 * t] = s;
  out[4 * t + 1] = big ? -1 : (int)bytes;
  out[4 * t + 2] = (int)(d >> 32);
  out[4 * t + 3] = under;
}
// __mulhi, __umulhi, __mul64hi, __umul64hi, __mul24, __umul24, __sad, __usad
__global__ void hi_halves(const int *a, const int *b, int *out, long long *wide) {
  unsigned t = tid();
  int x = a[t], y = b[t];
  out[6 * t] = __nvvm_mulhi_i(x, y);
  out[6 * t + 1] = (int)__nvvm_mulhi_ui((unsigned)x, (unsigned)y);
  out[6 * t + 2] = __nvvm_mul24_i(x, y);
  out[6 * t + 3] = (int)__nvvm_mul24_ui((unsigned)x, (unsigned)y);
  out[6 * t + 4] = __nvvm_sad_i(x, y, 7);
  out[6 * t + 5] = (int)__nvvm_sad_ui((unsigned)x, (unsigned)y, 7u);
  long long X = (long long)x * 0x100000001LL, Y = (long long)y * 0x7fffffffLL;
  wide[2 * t] = __nvvm_mulhi_ll(X, Y);
  wide[2 * t + 1] = (long long)__nvvm_mulhi_ull((unsigned long long)X, (unsigned long long)Y);
}
// uniform and divergent operands (tests/test_intmath.py's uniformity checks), compiled
// with -O1 and without -disable-llvm-passes, so the values stay out of memory
__global__ void uni_hi(int n, int k, int *out) {
  unsigned t = tid();
  int h = __nvvm_mulhi_i(n, k);
  int d = __nvvm_mulhi_i(n, (int)t);
  int s;
  if (__builtin_sadd_overflow(n, k, &s)) out[t] = h;
  else out[t] = d + s;
}
