// HIP kernels of tests/test_clang_audit6.py (wave32, gfx1030): clang-19 -x hip
// --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx1030 -S -emit-llvm -O0/-O2.
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_lo(~0u, 0u); }
// permlane16 with fi / bound_ctrl and permlanex16 with a rotating select
__global__ void w_permlane_fi(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -7;
  if (v & 1) {
    r = __builtin_amdgcn_permlane16(-1, v, 0x12345670u, 0x9abcdef8u, true, false);
    r += 1000 * __builtin_amdgcn_permlanex16(-1, v, 0x10101010u, 0x32323232u, false, true);
  }
  out[t] = r;
}
// wave32 ballot, icmp intrinsic (i32 result), readfirstlane in a loop
__global__ void w_ballot_icmp(const int *in, unsigned *out) {
  unsigned t = tid(); int v = in[t];
  unsigned b = __builtin_amdgcn_ballot_w32(v > 3);
  unsigned c = __builtin_amdgcn_uicmp((unsigned)v, 3u, 34);   // ugt: same as b
  unsigned acc = 0;
  for (int i = 0; i < (v & 3); i++) acc += __builtin_amdgcn_readfirstlane(v + i);
  out[t] = (b ^ c) + acc + __builtin_popcount(b & ((1u << lane()) - 1)) * 100000;
}
// DPP row_shr and row_share (gfx10) on wave32
__global__ void w_dpp(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int a = __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);    // row_shr:1
  int s = __builtin_amdgcn_update_dpp(0, v, 0x153, 0xf, 0xf, false);    // row_share:3
  int x = __builtin_amdgcn_update_dpp(0, v, 0x161, 0xf, 0xf, false);    // row_xmask:1
  out[t] = a + 1000 * s + 1000000 * x;
}
// ds_bpermute with a wave32 index (lanes 32..63 wrap)
__global__ void w_bperm(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  out[t] = __builtin_amdgcn_ds_bpermute(((lane() ^ 5) + 32) << 2, v);
}
