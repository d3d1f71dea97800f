; Every lane writes its id to the LDS word @lds[0] and reads it back, with no barrier: the
; lanes really share @lds, so the read races with the other lanes' writes (LangRef's
; memory model: undef). The oracles find the race (data-race), so neither the read nor
; what it computes (%s) may be refuted; %hi = id >> 2, which no load decides, is judged.
@lds = internal addrspace(3) global [4 x i32] undef, align 4

define amdgpu_kernel void @lds_race(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %id, ptr addrspace(3) @lds, align 4
  %r = load i32, ptr addrspace(3) @lds, align 4
  %s = add i32 %r, 1
  store i32 %s, ptr addrspace(1) %out, align 4
  %hi = lshr i32 %id, 2
  %slot = add i32 %id, 4
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %slot
  store i32 %hi, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
