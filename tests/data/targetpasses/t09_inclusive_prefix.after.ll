; t09 after the atomic optimizer with one mistake: each lane adds its *inclusive* prefix
; (3 * (mbcnt + 1)): no order of the lanes atomics gives that, so no match can be found
; (and no violation claimed: a difference from one order decides nothing).
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global i32 0

; Function Attrs: convergent
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %1 = trunc i64 %0 to i32
  %2 = lshr i64 %0, 32
  %3 = trunc i64 %2 to i32
  %4 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %1, i32 0)
  %5 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %3, i32 %4)
  %6 = call i64 @llvm.ctpop.i64(i64 %0)
  %7 = trunc i64 %6 to i32
  %8 = mul i32 3, %7
  %9 = icmp eq i32 %5, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %entry
  %11 = atomicrmw add ptr addrspace(1) @g, i32 %8 syncscope("agent") monotonic, align 4
  br label %12

12:                                               ; preds = %entry, %10
  %13 = phi i32 [ poison, %entry ], [ %11, %10 ]
  %14 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %13)
  %incl = add i32 %5, 1
  %15 = mul i32 3, %incl
  %16 = add i32 %14, %15
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %16, ptr addrspace(1) %p, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
