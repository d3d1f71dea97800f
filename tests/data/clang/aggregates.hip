// Kernels with aggregates (tests/test_aggregates.py): clang-19 -x hip --cuda-device-only
// --offload-arch=gfx90a -nogpulib -nogpuinc -emit-llvm -S -O1 -Xclang -disable-llvm-passes,
// one kernel a file by llvm-extract-19 --recursive (--keep-const-init for const_init).
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
__device__ static inline unsigned tid() { return __builtin_amdgcn_workitem_id_x(); }
__device__ static inline int shfl_xor(int v, int m) { int l = __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); return __builtin_amdgcn_ds_bpermute((l ^ m) << 2, v); }

struct Params { int *a; float s; int n; };
__global__ void params_saxpy(Params p, const float *x, float *y) {
  unsigned i = tid();
  if (i < p.n) y[i] = p.s * x[i] + (float)p.a[i];
}
struct Particle { float x, y; float vx, vy; int alive; };
__global__ void particles(Particle *ps, float dt) {
  unsigned i = tid();
  Particle p = ps[i];
  if (p.alive) { p.x += p.vx * dt; p.y += p.vy * dt; }
  ps[i] = p;
}
struct Pair { int lo, hi; };
__device__ __attribute__((noinline)) Pair minmax(int a, int b) { Pair r; r.lo = a < b ? a : b; r.hi = a < b ? b : a; return r; }
__global__ void struct_ret(const int *a, const int *b, int *out) {
  unsigned i = tid();
  Pair p = minmax(a[i], b[i]);
  out[2*i] = p.lo; out[2*i+1] = p.hi;
}
struct Acc { int v[4]; int k; };
__global__ void local_copy(const int *in, int *out) {
  unsigned i = tid();
  Acc a; for (int j = 0; j < 4; j++) a.v[j] = in[i] + j; a.k = i;
  Acc b;
  __builtin_memcpy(&b, &a, sizeof(Acc));
  b.v[i & 3] *= 2;
  out[i] = b.v[0] + b.v[1] + b.v[2] + b.v[3] + b.k;
}
struct Span { const int *p; int count; };
__global__ void span_ballot(Span s, int *out) {
  unsigned i = tid();
  int acc = 0;
  for (int j = 0; j < s.count; j++) {
    int v = s.p[j] + (int)i;
    unsigned long long m = __builtin_amdgcn_ballot_w64(v & 1);
    acc += __builtin_popcountll(m) + shfl_xor(v, 1);
  }
  out[i] = acc;
}
struct Table { int a[6]; float s; };
__global__ void const_init(int *out) {
  unsigned i = tid();
  Table t = {{1, 2, 3, 4, 5, 6}, 2.0f};  // memcpy from a constant global
  out[i] = t.a[i % 6] * (int)t.s;
}
