// HIP kernels of tests/test_clang_audit9.py (gfx1100, wave32; w64_wavesize_O2.ll is h_wavesize
// built with -mwavefrontsize64, gen_wavesize_O2.ll h_wavesize stripped of its target): clang-19
// -x hip --cuda-device-only -nogpulib -nogpuinc --offload-arch=gfx1100 -O2 -S -emit-llvm (build.sh).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline unsigned lane() { return __builtin_amdgcn_mbcnt_lo(~0u, 0u); }
// the wave size as a value: a lane's index from the top of its wave
__global__ void h_wavesize(const int *in, int *out) {
  unsigned t = tid();
  int w = __builtin_amdgcn_wavefrontsize();
  out[t] = w * 1000 + (w - 1 - (int)lane()) + in[t];
}
// scheduling hints around a cross-lane read (they change no value)
__global__ void h_sched(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  __builtin_amdgcn_s_setprio(3);
  int a = v * 3;
  __builtin_amdgcn_sched_barrier(0);
  int r = __builtin_amdgcn_readfirstlane(a);
  __builtin_amdgcn_sched_group_barrier(0x2, 1, 0);
  __builtin_amdgcn_iglp_opt(0);
  if (v & 1) __builtin_amdgcn_s_sleep(2);
  __builtin_amdgcn_s_setprio(0);
  out[t] = r + a;
}
// sums of absolute differences and the byte average
__global__ void h_sad(const unsigned *in, unsigned *out) {
  unsigned t = tid();
  unsigned a = in[t], b = in[t + 32], c = in[t + 64];
  out[4 * t] = __builtin_amdgcn_sad_u8(a, b, c);
  out[4 * t + 1] = __builtin_amdgcn_sad_hi_u8(a, b, c);
  out[4 * t + 2] = __builtin_amdgcn_sad_u16(a, b, c) ^ __builtin_amdgcn_msad_u8(a, b, c);
  out[4 * t + 3] = __builtin_amdgcn_lerp(a, b, c);
}
// frexp and fract
__global__ void h_frexp(const float *in, float *out) {
  unsigned t = tid(); float x = in[t];
  out[3 * t] = __builtin_amdgcn_frexp_mantf(x);
  out[3 * t + 1] = (float)__builtin_amdgcn_frexp_expf(x);
  out[3 * t + 2] = __builtin_amdgcn_fractf(x);
}
// push permute: each lane writes its v to lane addr/4
__global__ void h_permute(const int *in, int *out) {
  unsigned t = tid(); int v = in[t];
  out[t] = __builtin_amdgcn_ds_permute(((lane() + 3) & 31) << 2, v);
}
// the half forms of frexp and fract (16-bit results, packed as shorts)
__global__ void h_frexp16(const _Float16 *in, unsigned short *out) {
  unsigned t = tid(); _Float16 x = in[t];
  out[3 * t] = __builtin_bit_cast(unsigned short, __builtin_amdgcn_frexp_manth(x));
  out[3 * t + 1] = (unsigned short)__builtin_amdgcn_frexp_exph(x);
  out[3 * t + 2] = __builtin_bit_cast(unsigned short, __builtin_amdgcn_fracth(x));
}
