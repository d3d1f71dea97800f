#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_lo(~0u, 0u); }
__global__ void w32_vote(const int *in, int *out) {
  unsigned t = tid(); bool p = in[t] > 0;
  unsigned b = __builtin_amdgcn_ballot_w32(p);
  out[t] = __builtin_popcount(b & ((1u << (t & 31)) - 1)) + 100 * (b == __builtin_amdgcn_ballot_w32(true));
}
__global__ void w32_fsum(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  for (int m = 16; m > 0; m >>= 1) v += __builtin_bit_cast(float, __builtin_amdgcn_ds_bpermute((lane() ^ m) << 2, __builtin_bit_cast(int, v)));
  out[t] = v;
}
__global__ void w32_permlane(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int x = __builtin_amdgcn_permlanex16(0, v, 0x76543210u, 0xfedcba98u, false, false);
  int y = __builtin_amdgcn_permlane16(0, v, 0x01234567u, 0x89abcdefu, false, false);
  out[t] = x * 1000 + y;
}
__global__ void w32_permlane_f(const float *in, float *out) {
  unsigned t = tid(); float v = in[t];
  int x = __builtin_amdgcn_permlanex16(0, __builtin_bit_cast(int, v), 0x76543210u, 0xfedcba98u, false, false);
  out[t] = v + __builtin_bit_cast(float, x);
}
