; c_active_sum_O3 with __activemask() and the redux.sync hoisted above the branch (wrong:
; the sum then covers the lanes that do not take it)
; ModuleID = '/tmp/a10build/cu_O3.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12c_active_sumPKiPi(ptr nocapture noundef readonly %v0, ptr nocapture noundef writeonly %v1) local_unnamed_addr #0 {
b2:
  %v3 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v4 = zext nneg i32 %v3 to i64
  %v5 = getelementptr inbounds i32, ptr %v0, i64 %v4
  %v6 = load i32, ptr %v5, align 4, !tbaa !10
  %v7 = icmp sgt i32 %v6, 0
  %v9 = tail call noundef i32 @llvm.nvvm.activemask()
  %v10 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %v6, i32 %v9)
  br i1 %v7, label %b8, label %b18

b8:                                                ; preds = %v2
  %v11 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %v9, i1 true)
  %v12 = icmp ne i32 %v9, 0
  %v13 = tail call noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %v14 = icmp eq i32 %v11, %v13
  %v15 = select i1 %v12, i1 %v14, i1 false
  br i1 %v15, label %b16, label %b18

b16:                                               ; preds = %v8
  %v17 = atomicrmw add ptr addrspacecast (ptr addrspace(1) @g_total to ptr), i32 %v10 seq_cst, align 4
  br label %b18

b18:                                               ; preds = %v16, %v8, %v2
  %v19 = phi i32 [ %v10, %b16 ], [ %v10, %b8 ], [ -1, %b2 ]
  %v20 = getelementptr inbounds i32, ptr %v1, i64 %v4
  store i32 %v19, ptr %v20, align 4, !tbaa !10
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = !{ptr @_Z12c_active_sumPKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
