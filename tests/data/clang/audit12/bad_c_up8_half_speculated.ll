; ModuleID = '/tmp/a12build/cu_O3.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z10c_up8_halfPKiPi(ptr nocapture noundef readonly %v0, ptr nocapture noundef writeonly %v1) local_unnamed_addr #0 {
v2:
  %v3 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %v4 = zext nneg i32 %v3 to i64
  %v5 = getelementptr inbounds i32, ptr %v0, i64 %v4
  %v6 = load i32, ptr %v5, align 4, !tbaa !11
  %v7 = icmp ugt i32 %v3, 15
  %v10 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %v6, i32 1, i32 6144)
  br i1 %v7, label %v8, label %v22

v8:                                                ; preds = %v2
  %v9 = and i32 %v3, 7
  %v11 = icmp eq i32 %v9, 0
  %v12 = select i1 %v11, i32 0, i32 %v10
  %v13 = add nsw i32 %v12, %v6
  %v14 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %v13, i32 2, i32 6144)
  %v15 = icmp ult i32 %v9, 2
  %v16 = select i1 %v15, i32 0, i32 %v14
  %v17 = add nsw i32 %v16, %v13
  %v18 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %v17, i32 4, i32 6144)
  %v19 = icmp ult i32 %v9, 4
  %v20 = select i1 %v19, i32 0, i32 %v18
  %v21 = add nsw i32 %v20, %v17
  br label %v25

v22:                                               ; preds = %v2
  %v23 = tail call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 65535, i32 %v6, i32 1, i32 4127)
  %v24 = sub nsw i32 %v23, %v6
  br label %v25

v25:                                               ; preds = %v22, %v8
  %v26 = phi i32 [ %v24, %v22 ], [ %v21, %v8 ]
  %v27 = getelementptr inbounds i32, ptr %v1, i64 %v4
  store i32 %v26, ptr %v27, align 4, !tbaa !11
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

attributes #0 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z10c_up8_halfPKiPi, !"kernel", i32 1}
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
