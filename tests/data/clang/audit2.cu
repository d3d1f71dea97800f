#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
#define FULL 0xffffffffu
__device__ static inline unsigned tid() { return __nvvm_read_ptx_sreg_tid_x(); }
// CUDA's __shfl_xor_sync(double)/(long long): two 32-bit shuffles of the halves
__device__ static inline double shfl_xor_d(double v, int m) {
  unsigned long long b = __builtin_bit_cast(unsigned long long, v);
  unsigned lo = __nvvm_shfl_sync_bfly_i32(FULL, (int)b, m, 31), hi = __nvvm_shfl_sync_bfly_i32(FULL, (int)(b >> 32), m, 31);
  return __builtin_bit_cast(double, ((unsigned long long)hi << 32) | lo);
}
__device__ static inline long long shfl_xor_ll(long long v, int m) {
  unsigned lo = __nvvm_shfl_sync_bfly_i32(FULL, (int)v, m, 31), hi = __nvvm_shfl_sync_bfly_i32(FULL, (int)(v >> 32), m, 31);
  return (long long)(((unsigned long long)hi << 32) | lo);
}
__global__ void c_dsum_xor(const double *in, double *out) {
  unsigned t = tid(); double v = in[t];
  for (int m = 16; m > 0; m >>= 1) v += shfl_xor_d(v, m);
  out[t] = v;
}
__global__ void c_llmax_xor(const long long *in, long long *out) {
  unsigned t = tid(); long long v = in[t];
  for (int m = 16; m > 0; m >>= 1) { long long o = shfl_xor_ll(v, m); v = v > o ? v : o; }
  out[t] = v;
}
// __shfl_up_sync(FULL, v, d, 8): c = (32 - 8) << 8
__global__ void c_scan_up8(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  for (int d = 1; d < 8; d <<= 1) { int o = __nvvm_shfl_sync_up_i32(FULL, v, d, (32 - 8) << 8); if ((t & 7) >= d) v += o; }
  out[t] = v;
}
// __shfl_down_sync(FULL, v, d, 16) on floats: c = ((32 - 16) << 8) | 0x1f
__global__ void c_fred_down16(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  for (int d = 8; d > 0; d >>= 1) v += __nvvm_shfl_sync_down_f32(FULL, v, d, ((32 - 16) << 8) | 0x1f);
  out[t] = v;
}
// __shfl_sync(FULL, v, 0, 4): c = ((32 - 4) << 8) | 0x1f
__global__ void c_bcast4(const int *in, int *out) {
  unsigned t = tid();
  out[t] = __nvvm_shfl_sync_idx_i32(FULL, in[t], 0, ((32 - 4) << 8) | 0x1f);
}
__global__ void c_match_any(const int *in, int *out) {
  unsigned t = tid(); int k = in[t] & 3;
  unsigned peers = __nvvm_match_any_sync_i32(FULL, k);
  int leader = 31 - __builtin_clz(peers) ;
  out[t] = __builtin_popcount(peers) + 100 * (leader == (int)t);
}
__global__ void c_match_any64(const long long *in, int *out) {
  unsigned t = tid();
  out[t] = __nvvm_match_any_sync_i64(FULL, in[t] >> 40);
}
#if __CUDA_ARCH__ >= 800
__global__ void c_redux(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  out[t] = __nvvm_redux_sync_add(v, FULL) + __nvvm_redux_sync_min(v, FULL) * 3 + (int)__nvvm_redux_sync_umax(v, FULL) * 5 + (__nvvm_redux_sync_xor(v, FULL) & 0xff);
}
#endif
// __activemask in a divergent branch, ballot with that partial mask
__global__ void c_activemask(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = 0;
  if (t < 16) {
    unsigned m = __nvvm_activemask();
    unsigned b = __nvvm_vote_ballot_sync(m, v > 0);
    r = __builtin_popcount(m) * 100 + __builtin_popcount(b);
  }
  out[t] = r;
}
// __ballot_sync(0x0000ffff, ...) under if (t < 16): partial mask named by hand
__global__ void c_ballot_half(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (t < 16) r = __builtin_popcount(__nvvm_vote_ballot_sync(0x0000ffffu, v > 0));
  out[t] = r;
}
// cooperative-groups tiled_partition<8> reduction written out: mask of the tile
__global__ void c_tile8(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  unsigned mask = 0xffu << (t & ~7u);
  for (int m = 4; m > 0; m >>= 1) v += __nvvm_shfl_sync_bfly_i32(mask, v, m, ((32 - 8) << 8) | 0x1f);
  out[t] = v;
}
__global__ void c_vote_any_all(const int *in, int *out) {
  unsigned t = tid(); int p = in[t] > 0;
  out[t] = __nvvm_vote_any_sync(FULL, p) + 2 * __nvvm_vote_all_sync(FULL, p) + 4 * __nvvm_vote_uni_sync(FULL, p);
}
__global__ void c_saturate(const float *in, float *out) {
  unsigned t = tid(); float x = in[t];
  out[t] = __nvvm_saturate_f(x) + __nvvm_fmin_f(x, 0.5f) + __nvvm_fmax_f(x, -0.5f) + __nvvm_fabs_f(x);
}
__global__ void c_fmath(const float *in, float *out) {
  unsigned t = tid(); float x = in[t], y = in[t + 32];
  float r = __builtin_fminf(x, y) + __builtin_fmaxf(x, y) + __builtin_fabsf(x) + __builtin_sqrtf(__builtin_fabsf(y));
  r += __builtin_fmaf(x, y, 1.0f) + __builtin_copysignf(2.0f, y) + __builtin_ldexpf(x, 3);
  out[t] = r;
}
__global__ void c_dmath(const double *in, double *out) {
  unsigned t = tid(); double x = in[t], y = in[t + 32];
  out[t] = __builtin_fma(x, y, 0.25) + __builtin_fmin(x, y) + __builtin_sqrt(__builtin_fabs(x)) + __nvvm_rsqrt_approx_d(4.0);
}
__global__ void c_intrin(const unsigned *in, int *out) {
  unsigned t = tid(); unsigned x = in[t];
  out[t] = __builtin_clz(x) + __builtin_popcount(x) * 64 + (int)(__builtin_bitreverse32(x) >> 20) + __nvvm_mulhi_ui(x, 0x9e3779b9u) + __builtin_ffs(x);
}
__global__ void c_smem_atomics(const float *fin, const int *in, int *out, float *fout) {
  __shared__ float fs; __shared__ unsigned cnt; __shared__ int mn; __shared__ int ex;
  unsigned t = tid();
  if (t == 0) { fs = 0.0f; cnt = 0; mn = 1 << 30; ex = -1; }
  __syncthreads();
  __nvvm_atom_add_gen_f(&fs, fin[t]);
  __nvvm_atom_min_gen_i(&mn, in[t]);
  __nvvm_atom_inc_gen_ui(&cnt, 1000u);
  __syncthreads();
  out[t] = mn + (int)cnt * 1000;
  fout[t] = fs;
}
__global__ void c_smem_inc(const int *in, int *out) {
  __shared__ unsigned cnt; __shared__ int mn; __shared__ unsigned mx;
  unsigned t = tid();
  if (t == 0) { cnt = 0; mn = 1 << 30; mx = 0; }
  __syncthreads();
  __nvvm_atom_min_gen_i(&mn, in[t]);
  __nvvm_atom_max_gen_ui(&mx, (unsigned)in[t]);
  __nvvm_atom_inc_gen_ui(&cnt, 20u);
  __syncthreads();
  out[t] = mn + 7 * (int)mx + 1000 * (int)cnt;
}
__global__ void c_exch(const int *in, int *out) {
  __shared__ int slot[32];
  unsigned t = tid();
  slot[t] = t;
  __syncthreads();
  int old = __nvvm_atom_xchg_gen_i(&slot[t ^ 1], in[t]);
  __syncthreads();
  out[t] = old * 100 + slot[t];
}
__global__ void c_idx64(const float *in, float *out, long long n) {
  long long i = (long long)__nvvm_read_ptx_sreg_ctaid_x() * __nvvm_read_ptx_sreg_ntid_x() + tid();
  if (i < n) out[i] = in[i] * 2.0f + (float)i;
}
__global__ void c_switch(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r;
  switch (v) { case 0: r = 10; break; case 3: r = 30; break; case 9: r = v * v; break; case -1: r = __nvvm_shfl_sync_idx_i32(FULL, v, 0, 31); break; default: r = v; }
  out[t] = r;
}
