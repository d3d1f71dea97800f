// OpenCL C kernel with overflow checks (tests/test_intmath.py): clang-19 -x cl
// -cl-std=CL2.0 --target=amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -emit-llvm -S
// (-O0, as clang's default: no optnone here since OpenCL kernels are not marked so).
kernel void cl_wrapcheck(global const uint *a, global const uint *b, global uint *out) {
  size_t t = get_local_id(0);
  uint d;
  bool borrow = __builtin_usub_overflow(a[t], b[t], &d);
  ushort s;
  bool carry = __builtin_add_overflow((ushort)a[t], (ushort)b[t], &s);
  out[2 * t] = borrow ? 0u : d;
  out[2 * t + 1] = ((uint)carry << 16) | s;
}
