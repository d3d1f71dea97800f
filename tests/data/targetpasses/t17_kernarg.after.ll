; t17 as opt-19 -passes=amdgpu-lower-kernel-arguments writes it: every argument loaded from
; llvm.amdgcn.kernarg.segment.ptr (out at 0, a at 8, h in the word at 12, w at 16).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i16 %h, i64 %w) {
entry:
  %k.kernarg.segment = call nonnull align 16 dereferenceable(280) ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
  %out.kernarg.offset = getelementptr inbounds i8, ptr addrspace(4) %k.kernarg.segment, i64 0
  %out.load = load ptr addrspace(1), ptr addrspace(4) %out.kernarg.offset, align 16, !invariant.load !0
  %a.kernarg.offset = getelementptr inbounds i8, ptr addrspace(4) %k.kernarg.segment, i64 8
  %a.load = load i32, ptr addrspace(4) %a.kernarg.offset, align 8, !invariant.load !0
  %h.kernarg.offset.align.down = getelementptr inbounds i8, ptr addrspace(4) %k.kernarg.segment, i64 12
  %0 = load i32, ptr addrspace(4) %h.kernarg.offset.align.down, align 4, !invariant.load !0
  %1 = trunc i32 %0 to i16
  %w.kernarg.offset = getelementptr inbounds i8, ptr addrspace(4) %k.kernarg.segment, i64 16
  %w.load = load i64, ptr addrspace(4) %w.kernarg.offset, align 16, !invariant.load !0
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, %a.load
  br i1 %c, label %then, label %join

then:                                             ; preds = %entry
  %hz = zext i16 %1 to i32
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %bw = add i64 %b, %w.load
  %bt = trunc i64 %bw to i32
  %v = add i32 %bt, %hz
  br label %join

join:                                             ; preds = %then, %entry
  %r = phi i32 [ %v, %then ], [ %a.load, %entry ]
  %p = getelementptr i32, ptr addrspace(1) %out.load, i32 %id
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }

!0 = !{}
