// AMDGPU intrinsics real kernels use (tests/test_gpu_intrinsics.py): byte permute, dot
// products, round-toward-zero half packing, sin/cos in revolutions, the clocks and the
// static LDS size. Built by build.sh with clang-19 at -O1 -Xclang -disable-llvm-passes,
// so that validate runs opt-19's O2 on it.
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
typedef __fp16 half2 __attribute__((ext_vector_type(2)));
typedef short short2 __attribute__((ext_vector_type(2)));

__global__ void pack_dot(unsigned *out, const unsigned *in, int c) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  unsigned a = in[i], b = in[i + 1];
  unsigned sel = (i & 1) ? 0x0c050401u : 0x07060504u;
  unsigned p = __builtin_amdgcn_perm(a, b, sel);
  int d = __builtin_amdgcn_sdot4(p, b, c, false);
  unsigned u = __builtin_amdgcn_udot4(a, p, (unsigned)c, true);
  int d2 = __builtin_amdgcn_sdot2((short2){(short)a, (short)(a >> 16)},
                                  (short2){(short)i, 3}, c, false);
  if (i < 2)
    d += __builtin_amdgcn_sdot4(a, a, 0, true);
  out[4 * i] = p;
  out[4 * i + 1] = d;
  out[4 * i + 2] = u;
  out[4 * i + 3] = d2;
}

__global__ void pkrtz_sin(unsigned *out, const float *in) {
  unsigned i = __builtin_amdgcn_workitem_id_x();
  float x = in[i];
  half2 h = __builtin_amdgcn_cvt_pkrtz(x, x * 0.5f);
  float s = __builtin_amdgcn_sinf(x);
  float c = __builtin_amdgcn_cosf(x);
  out[3 * i] = __builtin_bit_cast(unsigned, h);
  out[3 * i + 1] = s > 0.5f ? 1u : 0u;
  out[3 * i + 2] = c * c + s * s > 0.5f;
}

__global__ void clocks(unsigned *out) {
  __shared__ unsigned tile[64];
  unsigned i = __builtin_amdgcn_workitem_id_x();
  unsigned long t0 = __builtin_amdgcn_s_memtime();
  tile[i] = i;
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");  // HIP's __syncthreads()
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  unsigned long t1 = __builtin_amdgcn_s_memrealtime();
  out[2 * i] = tile[63 - i] + __builtin_amdgcn_groupstaticsize();
  out[2 * i + 1] = (unsigned)(t1 - t0);
}
