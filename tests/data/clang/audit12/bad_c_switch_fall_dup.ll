; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13c_switch_fallPKiPi(ptr nocapture noundef readonly %v0, ptr nocapture noundef writeonly %v1) local_unnamed_addr #1 {
v2:
  %v3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %v4 = zext nneg i32 %v3 to i64
  %v5 = getelementptr inbounds i32, ptr %v0, i64 %v4
  %v6 = load i32, ptr %v5, align 4, !tbaa !11
  %v7 = add i32 %v6, %v3
  %v8 = and i32 %v7, 3
  switch i32 %v8, label %v20 [
    i32 0, label %v9
    i32 1, label %v12
    i32 2, label %v16
    i32 3, label %v21
  ]

v9:                                                ; preds = %v2
  %v10 = tail call noundef i32 @llvm.nvvm.activemask()
  %v11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v10)
  %d14 = tail call noundef i32 @llvm.nvvm.activemask()
  %d15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %d14, i1 true)
  br label %v27

v12:                                               ; preds = %v2
  %v14 = tail call noundef i32 @llvm.nvvm.activemask()
  %v15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %v14, i1 true)
  br label %v27

v16:                                               ; preds = %v2
  %v17 = tail call noundef i32 @llvm.nvvm.activemask()
  %v18 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v17)
  %v19 = mul nuw nsw i32 %v18, 10000
  br label %v21

v20:                                               ; preds = %v2
  unreachable

v21:                                               ; preds = %v16, %v2
  %v22 = phi i32 [ 0, %v2 ], [ %v19, %v16 ]
  %v23 = tail call noundef i32 @llvm.nvvm.activemask()
  %v24 = and i32 %v3, 1
  %v25 = icmp ne i32 %v24, 0
  %v26 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %v23, i1 %v25)
  br label %v27

v27:                                               ; preds = %v21, %v12
  %v28 = phi i32 [ %v26, %v21 ], [ %v15, %v12 ], [ %d15, %v9 ]
  %v29 = phi i32 [ 1000000, %v21 ], [ 100, %v12 ], [ 100, %v9 ]
  %v30 = phi i32 [ %v22, %v21 ], [ 0, %v12 ], [ %v11, %v9 ]
  %v31 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v28)
  %v32 = mul nuw nsw i32 %v31, %v29
  %v33 = add nuw nsw i32 %v32, %v30
  %v34 = getelementptr inbounds i32, ptr %v1, i64 %v4
  store i32 %v33, ptr %v34, align 4, !tbaa !11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = !{ptr @_Z13c_switch_fallPKiPi, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
