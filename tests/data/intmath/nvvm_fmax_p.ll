; A warp's float maximum with shfl.sync.down's valid predicate ({float, i1}, MLIR's
; gpu.shuffle down lowering): a lane whose source is past the clamp (lane + off > 31)
; keeps its own value, so each lane ends with the maximum of its lane and the lanes
; above it. Written after clang-19's output for the same loop with __shfl_down_sync,
; the lane comparison replaced by the predicate.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define dso_local void @fmax_p(ptr noundef %in, ptr noundef %out) #0 {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t64 = zext i32 %t to i64
  %src = getelementptr inbounds float, ptr %in, i64 %t64
  %v0 = load float, ptr %src, align 4
  br label %loop

loop:
  %off = phi i32 [ 16, %entry ], [ %off2, %body ]
  %v = phi float [ %v0, %entry ], [ %v2, %body ]
  %stop = icmp eq i32 %off, 0
  br i1 %stop, label %done, label %body

body:
  %r = call { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32 -1, float %v, i32 %off, i32 31)
  %o = extractvalue { float, i1 } %r, 0
  %ok = extractvalue { float, i1 } %r, 1
  %gt = fcmp ogt float %v, %o
  %m = select i1 %gt, float %v, float %o
  %v2 = select i1 %ok, float %m, float %v
  %off2 = lshr i32 %off, 1
  br label %loop

done:
  %dst = getelementptr inbounds float, ptr %out, i64 %t64
  store float %v, ptr %dst, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind "target-cpu"="sm_70" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0}
!0 = !{ptr @fmax_p, !"kernel", i32 1}
