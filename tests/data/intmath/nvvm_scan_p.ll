; A warp's inclusive scan as MLIR's gpu.shuffle lowering writes it (GPUToNVVM: a shfl
; with the valid predicate, {i32, i1}): each step adds the value of lane - off where
; that lane is in range (the predicate), so no lane id comparison is needed. Written
; after clang-19's output for the same loop with __shfl_up_sync (intmath.cu's header
; flags, then sroa,instcombine,simplifycfg), the comparison replaced by the predicate.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @scan_p(ptr noundef %in, ptr noundef %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds i32, ptr %in, i64 %t64
  %v0 = load i32, ptr %src, align 4
  br label %loop

loop:
  %off = phi i32 [ 1, %entry ], [ %off2, %body ]
  %v = phi i32 [ %v0, %entry ], [ %v2, %body ]
  %more = icmp slt i32 %off, 32
  br i1 %more, label %body, label %done

body:
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32 -1, i32 %v, i32 %off, i32 0)
  %o = extractvalue { i32, i1 } %r, 0
  %ok = extractvalue { i32, i1 } %r, 1
  %sum = add i32 %v, %o
  %v2 = select i1 %ok, i32 %sum, i32 %v
  %off2 = shl i32 %off, 1
  br label %loop

done:
  %dst = getelementptr inbounds i32, ptr %out, i64 %t64
  store i32 %v, ptr %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!0 = !{ptr @scan_p, !"kernel", i32 1}
