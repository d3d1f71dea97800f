// HIP kernels of tests/test_clang_audit6.py (wave64, gfx90a): clang-19 -x hip
// --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx90a -S -emit-llvm -O0/-O2,
// one kernel a file by llvm-extract-19 --recursive --func=NAME (see build.sh).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
// readfirstlane of a value that differs by lane, inside a divergent branch
__global__ void h_rfl_div(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (v & 1) r = __builtin_amdgcn_readfirstlane(v * 3 + (int)t);
  out[t] = r;
}
// readlane with a uniform lane read from readfirstlane (the usual idiom)
__global__ void h_readlane_rfl(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int src = __builtin_amdgcn_readfirstlane(in[0] & 63);
  out[t] = __builtin_amdgcn_readlane(v, src) + v;
}
// ds_bpermute: rotate by 1 over the wave, and a gather by a per-lane index
__global__ void h_bperm_rot(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int r = __builtin_amdgcn_ds_bpermute(((lane() + 1) & 63) << 2, v);
  int g = __builtin_amdgcn_ds_bpermute((v & 63) << 2, (int)t * 10);
  out[t] = r + g * 1000;
}
// ds_swizzle: bitmask mode (and 0x1f, or 0, xor 1) and quad-perm mode
__global__ void h_swizzle(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int x = __builtin_amdgcn_ds_swizzle(v, (1 << 10) | 0x1f);       // xor_mask 1
  int q = __builtin_amdgcn_ds_swizzle(v, 0x8000 | 0x1b);           // quad perm 3,2,1,0
  int b = __builtin_amdgcn_ds_swizzle(v, (0 << 10) | (0 << 5) | 0x18); // and 0x18: broadcast lane 0 of 8
  out[t] = x + 100 * q + 10000 * b;
}
// DPP row_shr:1 with bound_ctrl and without, quad_perm(1,0,3,2)
__global__ void h_dpp_shr(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int a = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, false);   // row_shr:1, old -1
  int b = __builtin_amdgcn_update_dpp(-1, v, 0x111, 0xf, 0xf, true);    // bound_ctrl: 0
  int q = __builtin_amdgcn_mov_dpp(v, 0xb1, 0xf, 0xf, false);           // quad_perm 1,0,3,2
  out[t] = a + 1000 * b + 1000000 * q;
}
// DPP row_bcast:15 and row_bcast:31 (gfx9 wave64 scan steps) with row masks
__global__ void h_dpp_bcast(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int a = __builtin_amdgcn_update_dpp(0, v, 0x142, 0xa, 0xf, false);  // row_bcast:15, rows 1,3
  int b = __builtin_amdgcn_update_dpp(0, v, 0x143, 0xc, 0xf, false);  // row_bcast:31, rows 2,3
  out[t] = a + 1000 * b;
}
// DPP row_shr scan of a row (the classic wave64 inclusive scan, first steps)
__global__ void h_dpp_scan(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  v += __builtin_amdgcn_update_dpp(0, v, 0x111, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x112, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x113, 0xf, 0xf, false);
  v += __builtin_amdgcn_update_dpp(0, v, 0x114, 0xf, 0xe, false);   // bank mask
  v += __builtin_amdgcn_update_dpp(0, v, 0x118, 0xf, 0xc, false);
  out[t] = v;
}
// DPP row_ror / wave_shr-style row_mirror / row_half_mirror
__global__ void h_dpp_mirror(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  int m = __builtin_amdgcn_mov_dpp(v, 0x140, 0xf, 0xf, false);  // row_mirror
  int h = __builtin_amdgcn_mov_dpp(v, 0x141, 0xf, 0xf, false);  // row_half_mirror
  int r = __builtin_amdgcn_mov_dpp(v, 0x124, 0xf, 0xf, false);  // row_ror:4
  out[t] = m + 100 * h + 10000 * r;
}
// icmp / fcmp intrinsics (ballots of comparisons), wave64
__global__ void h_icmp_fcmp(const int *in, const float *fin, unsigned long long *out) {
  unsigned t = tid(); int v = in[t]; float f = fin[t];
  unsigned long long a = __builtin_amdgcn_uicmpl((unsigned long long)(unsigned)v, 5ull, 34); // ugt
  unsigned long long b = __builtin_amdgcn_sicmp(v, 0, 40);                          // slt
  unsigned long long c = __builtin_amdgcn_fcmp(f, 0.5f, 4);                         // olt
  out[t] = a ^ (b << 1) ^ (c << 2);
}
// ballot_w64 inside a loop with divergent exit; mbcnt ranks within the ballot
__global__ void h_ballot_rank(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  unsigned long long b = __builtin_amdgcn_ballot_w64(v > 0);
  unsigned rank = __builtin_amdgcn_mbcnt_hi((unsigned)(b >> 32), __builtin_amdgcn_mbcnt_lo((unsigned)b, 0u));
  out[t] = v > 0 ? (int)rank : -1;
}
// wave_barrier + LDS exchange within the wave; s_barrier + LDS atomics across it
__global__ void h_lds_wave(const int *in, int *out) {
  __shared__ int buf[64]; __shared__ unsigned acc;
  unsigned t = tid(); int v = in[t];
  if (t == 0) acc = 0;
  buf[t] = v;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  int n = buf[(t + 1) & 63];
  __builtin_amdgcn_wave_barrier();
  __hip_atomic_fetch_or(&acc, 1u << (v & 31), __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  out[t] = n + (int)acc;
}
// LDS atomic add returning old values: a compaction slot per positive lane
__global__ void h_lds_compact(const int *in, int *out) {
  __shared__ unsigned cnt;
  unsigned t = tid(); int v = in[t];
  if (t == 0) cnt = 0;
  __builtin_amdgcn_s_barrier();
  if (v > 0) {
    unsigned s = __hip_atomic_fetch_add(&cnt, 1u, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_WORKGROUP);
    out[s] = v;
  }
}
// a ballot inside a divergent branch (the deliberately wrong AFTER hoists it)
__global__ void h_ballot_div(const int *in, int *out) {
  unsigned t = tid(); int v = in[t], r = -1;
  if (v & 1) r = __builtin_popcountll(__builtin_amdgcn_ballot_w64(v > 4));
  out[t] = r;
}
