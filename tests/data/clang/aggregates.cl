// OpenCL C kernels with aggregates (tests/test_aggregates.py): clang-19 -x cl -cl-std=CL2.0
// --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S, with -O1 -Xclang
// -disable-llvm-passes (cl_affine.ll) or -O3 (cl_affine_O3.ll).
typedef struct { int scale; int offset; short bias[2]; } Affine;
kernel void cl_affine(global const int *in, global int *out, Affine p) {
  size_t i = get_local_id(0);
  Affine q = p;
  q.bias[i & 1] += 1;
  out[i] = in[i] * q.scale + q.offset + q.bias[0] - q.bias[1];
}
