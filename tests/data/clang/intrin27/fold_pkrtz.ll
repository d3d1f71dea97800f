; Constant operands that opt-19 -passes=instcombine folds (tests/test_gpu_intrinsics.py): by hand
; in that test, the folds must equal what both oracles compute.
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %h0 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 1.0, float 0x3FF0060000000000)
  %h1 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 70000.0, float 65520.0)
  %h2 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float -70000.0, float 0x7FF0000000000000)
  %h3 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 0x3EB0000000000000, float 0x3DDB7CDFE0000000)
  %h4 = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float 0x3FD5555560000000, float 0xBFD5555560000000)
  %r0 = bitcast <2 x half> %h0 to i32
  %r1 = bitcast <2 x half> %h1 to i32
  %r2 = bitcast <2 x half> %h2 to i32
  %r3 = bitcast <2 x half> %h3 to i32
  %r4 = bitcast <2 x half> %h4 to i32
  store i32 %r0, ptr addrspace(1) %out
  %p1 = getelementptr i32, ptr addrspace(1) %out, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 2
  store i32 %r2, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %out, i32 3
  store i32 %r3, ptr addrspace(1) %p3
  %p4 = getelementptr i32, ptr addrspace(1) %out, i32 4
  store i32 %r4, ptr addrspace(1) %p4
  ret void
}
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float)
attributes #0 = { "target-cpu"="gfx90a" }
