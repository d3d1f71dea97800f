// A Jacobi-style stencil over one 32-lane wave (gfx1030): a uniform trip count from the
// host, two barriers per step through local memory. tests/test_clang_kern25.py; built by
//   clang-19 -x cl -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx1030 -nogpulib
//     -S -emit-llvm -O1 -Xclang -disable-llvm-passes stencil.cl -o stencil.ll
kernel void q_stencil_iter(global const int *in, global int *out, int iters) {
  local int a[32];
  int t = get_local_id(0);
  int x = in[t];
  for (int k = 0; k < iters; k++) {
    a[t] = x;
    barrier(CLK_LOCAL_MEM_FENCE);
    x = a[(t + 1) & 31] + a[(t + 31) & 31] - x;
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  out[t] = x;
}
