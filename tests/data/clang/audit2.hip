#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
__device__ static inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
// HIP's __shfl_xor(float): the bits through ds_bpermute
__device__ static inline float shfl_xor_f(float v, int m) { return __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, __builtin_bit_cast(int, v))); }
// HIP's __shfl_xor(double) / (long long): two 32-bit halves
__device__ static inline double shfl_xor_d(double v, int m) {
  unsigned long long b = __builtin_bit_cast(unsigned long long, v);
  int lo = __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, (int)b);
  int hi = __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, (int)(b >> 32));
  return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo);
}
__device__ static inline long long shfl_xor_ll(long long v, int m) {
  int lo = __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, (int)v);
  int hi = __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, (int)(v >> 32));
  return ((long long)hi << 32) | (unsigned)lo;
}
// HIP's __shfl_up(v, d, width)
__device__ static inline int shfl_up_w(int v, unsigned d, int w) {
  int self = lane(); int idx = self - d; idx = (idx >= (self & ~(w - 1))) ? idx : self;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}
__device__ static inline int shfl_down_w(int v, unsigned d, int w) {
  int self = lane(); int idx = self + d; idx = ((idx & ~(w - 1)) == (self & ~(w - 1))) ? idx : self;
  return __builtin_amdgcn_ds_bpermute(idx << 2, v);
}

__global__ void h_fsum_xor(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  for (int m = 32; m > 0; m >>= 1) v += shfl_xor_f(v, m);
  out[t] = v;
}
__global__ void h_dmax_xor(const double *in, double *out) {
  unsigned t = tid(); double v = in[t];
  for (int m = 1; m < 64; m <<= 1) v = __builtin_fmax(v, shfl_xor_d(v, m));
  out[t] = v;
}
__global__ void h_llsum_xor(const long long *in, long long *out) {
  unsigned t = tid(); long long v = in[t];
  for (int m = 1; m < 64; m <<= 1) v += shfl_xor_ll(v, m);
  out[t] = v;
}
__global__ void h_scan_up16(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  for (unsigned d = 1; d < 16; d <<= 1) { int o = shfl_up_w(v, d, 16); if ((t & 15) >= d) v += o; }
  out[t] = v;
}
__global__ void h_red_down8(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  for (unsigned d = 4; d > 0; d >>= 1) v += shfl_down_w(v, d, 8);
  out[t] = v;
}
// __ballot / __any / __all (wave64)
__global__ void h_vote64(const int *in, int *out) {
  unsigned t = tid(); bool p = in[t] > 0;
  unsigned long long b = __builtin_amdgcn_ballot_w64(p);
  unsigned long long all = __builtin_amdgcn_ballot_w64(true);
  int any = b != 0, every = b == all;
  out[t] = __builtin_popcountll(b) + 100 * any + 1000 * every + 10000 * (int)(b >> 32 & 1);
}
// HIP's __shfl(v, src) broadcast of lane 5 (width 64)
__global__ void h_bcast(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  out[t] = __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute(5 << 2, __builtin_bit_cast(int, v))) * 2.0f;
}
__global__ void h_fmed3(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  out[t] = __builtin_amdgcn_fmed3f(v, 0.0f, 1.0f) + __builtin_amdgcn_fmed3f(v, -2.0f, 2.0f);
}
__global__ void h_fmath(const float *in, float *out) {
  unsigned t = tid(); float x = in[t], y = in[t + 64];
  float r = __builtin_fminf(x, y) + __builtin_fmaxf(x, y) + __builtin_fabsf(x) + __builtin_sqrtf(__builtin_fabsf(y));
  r += __builtin_fmaf(x, y, 1.0f) + __builtin_copysignf(2.0f, y) + __builtin_ldexpf(x, 3) + __builtin_exp2f(3.0f);
  r += __builtin_floorf(x) + __builtin_ceilf(y) + __builtin_truncf(x) + __builtin_rintf(y);
  out[t] = r;
}
__global__ void h_rsq(const float *in, float *out) {
  unsigned t = tid(); float x = in[t];
  out[t] = __builtin_amdgcn_rsqf(x) + __builtin_amdgcn_rcpf(x);
}
__global__ void h_intmath(const int *in, int *out) {
  unsigned t = tid(); int x = in[t], y = in[t + 64];
  unsigned ux = x, uy = y;
  int r = (x < y ? x : y) + (x > y ? x : y) + (x < 0 ? -x : x) + (ux < uy ? ux : uy);
  r += __builtin_clz(ux | 1) + __builtin_ctz(uy | 0x80000000u) + __builtin_popcount(ux);
  r ^= __builtin_bitreverse32(ux) + __builtin_rotateleft32(ux, t & 31) + __builtin_rotateright32(uy, 3);
  unsigned prod; bool ov = __builtin_umul_overflow(ux, uy, &prod);
  int sprod; bool sov = __builtin_sadd_overflow(x, y, &sprod);
  out[t] = r + ov + 2 * sov + (int)prod + sprod;
}
__global__ void h_dpp_f(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  int b = __builtin_bit_cast(int, v);
  float up = __builtin_bit_cast(float, __builtin_amdgcn_update_dpp(0, b, 0x111, 0xf, 0xf, false));
  out[t] = v + up;
}
__global__ void h_readlane(const float *in, const long long *lin, float *out, long long *lout) {
  unsigned t = tid(); float v = in[t]; long long w = lin[t];
  int f = __builtin_amdgcn_readlane(__builtin_bit_cast(int, v), 3);
  int lo = __builtin_amdgcn_readlane((int)w, 7), hi = __builtin_amdgcn_readlane((int)(w >> 32), 7);
  out[t] = __builtin_bit_cast(float, f) + v;
  lout[t] = (((long long)hi << 32) | (unsigned)lo) + w;
}
__global__ void h_rfl64(const long long *in, long long *out) {
  unsigned t = tid(); long long w = in[t];
  int lo = __builtin_amdgcn_readfirstlane((int)w), hi = __builtin_amdgcn_readfirstlane((int)(w >> 32));
  out[t] = ((long long)hi << 32) | (unsigned)lo;
}
__global__ void h_switch(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r;
  switch (v & 7) {
    case 0: r = v * 2; break;
    case 1: case 2: r = v + 100; break;
    case 5: r = -v; break;
    case 7: r = v ^ 0x55; break;
    default: r = 7;
  }
  out[t] = r;
}
typedef int int4v __attribute__((ext_vector_type(4)));
typedef float float4v __attribute__((ext_vector_type(4)));
__global__ void h_vsel(const int4v *a, const int4v *b, int4v *out, float4v *fo) {
  unsigned t = tid(); int4v x = a[t], y = b[t];
  int4v m = x > y;
  int4v r = m ? x : y;
  float4v f = __builtin_convertvector(r, float4v);
  out[t] = r + (x < y ? (int4v)1 : (int4v)2);
  fo[t] = f * 0.5f;
}
__global__ void h_idx64(const int *in, int *out, long long stride, long long n) {
  long long i = (long long)__builtin_amdgcn_workgroup_id_x() * stride + tid();
  if (i < n) out[i] = in[n - 1 - i] + (int)(i >> 1);
}
__global__ void h_lds_atomics(const float *fin, const int *in, int *out, float *fout) {
  __shared__ float fs; __shared__ unsigned cnt; __shared__ int mn; __shared__ int slot[64];
  unsigned t = tid();
  if (t == 0) { fs = 0.0f; cnt = 0; mn = 1 << 30; }
  sync();
  __hip_atomic_fetch_add(&fs, fin[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __hip_atomic_fetch_min(&mn, in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __builtin_amdgcn_atomic_inc32(&cnt, 1000u, __ATOMIC_RELAXED, "workgroup");
  int old = __hip_atomic_exchange(&slot[t], in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  sync();
  out[t] = mn + (int)cnt * 1000 + (old & 0);
  fout[t] = fs;
}
__global__ void h_lds_imin(const int *in, int *out) {
  __shared__ int mn; __shared__ unsigned mx;
  unsigned t = tid();
  if (t == 0) { mn = 1 << 30; mx = 0; }
  sync();
  __hip_atomic_fetch_min(&mn, in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __hip_atomic_fetch_max(&mx, (unsigned)in[t], __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  sync();
  out[t] = mn + 7 * (int)mx;
}
// cooperative-groups-style: tiles of 16, reduce in the tile, lane 0 of each tile writes
__global__ void h_tile16(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  for (int m = 8; m > 0; m >>= 1) v += __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, v);
  if ((t & 15) == 0) out[t >> 4] = v;
}
