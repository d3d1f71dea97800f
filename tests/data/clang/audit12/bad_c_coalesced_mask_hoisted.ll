; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z11c_coalescedPKiPi(ptr nocapture noundef readonly %v0, ptr nocapture noundef writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %v4 = zext nneg i32 %v3 to i64
  %v5 = getelementptr inbounds i32, ptr %v0, i64 %v4
  %v6 = load i32, ptr %v5, align 4, !tbaa !11
  %v7 = srem i32 %v6, 3
  %v8 = icmp eq i32 %v7, 0
  %v10 = tail call noundef i32 @llvm.nvvm.activemask()
  %v19 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %v6, i32 %v10)
  br i1 %v8, label %v9, label %v26

v9:                                                ; preds = %v2
  %v11 = tail call noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %v12 = and i32 %v10, %v11
  %v13 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v12)
  %v14 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %v10)
  %v15 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %v10, i1 true)
  %v16 = icmp eq i32 %v10, 0
  %v17 = select i1 %v16, i32 -1, i32 %v15
  %v18 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %v10, i32 %v6, i32 %v17, i32 31)
  %v20 = mul nsw i32 %v19, 10000
  %v21 = mul nuw nsw i32 %v14, 100
  %v22 = mul nsw i32 %v18, 1000000
  %v23 = add nuw nsw i32 %v13, %v21
  %v24 = add i32 %v23, %v22
  %v25 = add i32 %v24, %v20
  br label %v26

v26:                                               ; preds = %v9, %v2
  %v27 = phi i32 [ %v25, %v9 ], [ -1, %v2 ]
  %v28 = getelementptr inbounds i32, ptr %v1, i64 %v4
  store i32 %v27, ptr %v28, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z11c_coalescedPKiPi, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
