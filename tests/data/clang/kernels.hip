#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned bid() { return __builtin_amdgcn_workgroup_id_x(); }
__device__ static inline unsigned bdim() { return __builtin_amdgcn_workgroup_size_x(); }
__device__ static inline void sync() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); }
__device__ static inline int shfl_xor(int v, int m) { int l = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); return __builtin_amdgcn_ds_bpermute((l ^ m) << 2, v); }

__global__ void vadd(const int *a, const int *b, int *c, int n) {
  unsigned i = bid() * bdim() + tid();
  if (i < n) c[i] = a[i] + b[i];
}
__global__ void vadd_bid(const int *a, int *c, int n) {
  unsigned i = bid() * 64 + tid();
  if (i < n) c[i] = a[i] * 3;
}
__global__ void block_sum(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = tid();
  s[t] = in[t];
  sync();
  for (unsigned k = 32; k > 0; k >>= 1) {
    if (t < k) s[t] += s[t + k];
    sync();
  }
  if (t == 0) out[bid()] = s[0];
}
__global__ void warp_sum(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  for (int m = 32; m > 0; m >>= 1) v += shfl_xor(v, m);
  out[t] = v;
}
__global__ void compact(const int *in, int *out, int *count) {
  unsigned t = tid();
  int v = in[t];
  bool keep = v > 0;
  unsigned long long mask = __builtin_amdgcn_ballot_w64(keep);
  int before = __builtin_popcountll(mask & ((1ull << t) - 1));
  int total = __builtin_popcountll(mask);
  int base = 0;
  if (t == 0) base = __hip_atomic_fetch_add(count, total, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_AGENT);
  base = __builtin_amdgcn_readfirstlane(base);
  if (keep) out[base + before] = v;
}
__global__ void pairs(const float *in, float *out) {
  unsigned t = tid();
  float x = in[2*t], y = in[2*t+1];
  out[2*t] = x * y;
  out[2*t+1] = x + y;
}
__global__ void neighbour(const int *in, int *out) {
  __shared__ int s[64];
  unsigned t = tid();
  s[t] = in[t] * 2;
  sync();
  out[t] = s[t ^ 1] + s[(t + 1) & 63];
}
__global__ void tiled(const int *in, int *out, int n) {
  __shared__ int s[64];
  unsigned t = tid(); int acc = 0;
  for (int i = 0; i < n; i++) {
    s[t] = in[i * 64 + t];
    sync();
    acc += s[63 - t];
    sync();
  }
  out[t] = acc;
}
__global__ void dpp_scan(const int *in, int *out) {
  unsigned t = tid();
  int v = in[t];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);  // row_shr:1
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);  // row_shr:2
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xf, false);  // row_shr:4
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xf, false);  // row_shr:8
  v += __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);  // row_bcast:15, rows 1 and 3
  v += __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);  // row_bcast:31, rows 2 and 3
  __builtin_amdgcn_wave_barrier();
  int pair = __builtin_amdgcn_ds_swizzle(v, 0x041f);                // lane ^ 1 (bitmask mode)
  int mirror = __builtin_amdgcn_mov_dpp(v, 0x140, 0xf, 0xf, true);  // row_mirror
  out[t] = v;
  if (v & 1) out[t] = pair - mirror;
}
// gs_ret_O3.ll: compiled by clang-19 -O3 (no -disable-llvm-passes); gridDim.x through
// __builtin_amdgcn_grid_size_x, a read of the dispatch packet
__device__ static inline unsigned gdim() { return __builtin_amdgcn_grid_size_x() / __builtin_amdgcn_workgroup_size_x(); }
__global__ void gs_ret(const int *in, int *out, int n) {
  unsigned i = bid() * bdim() + tid();
  if (i >= (unsigned)n) return;
  for (; i < (unsigned)n; i += bdim() * gdim()) { int v = in[i]; if (v < 0) return; out[i] = v * 2; }
}
