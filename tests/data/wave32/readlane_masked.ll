; readlane(v, (s + 1) & 31) on gfx1030 (32-lane waves): LLVM 22.1's InstCombine drops the mask
; (a lane index of a wave32 readlane demands 5 bits), so after O2 s = 31 reads "lane 32".
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %s) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %id, 10
  %n = add i32 %s, 1
  %l = and i32 %n, 31
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %l)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent
attributes #0 = { convergent "target-cpu"="gfx1030" }
