; ModuleID = 'deref_neighbour.ll'
source_filename = "deref_neighbour.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15right_neighbourPKiPijE1s = internal addrspace(3) global [32 x i32] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read)
define dso_local noundef i32 @_Z8value_orRKib(ptr nocapture noundef nonnull readonly align 4 dereferenceable(4) %0, i1 noundef zeroext %1) local_unnamed_addr #0 {
  %3 = load i32, ptr %0, align 4
  %spec.select = select i1 %1, i32 %3, i32 -1
  ret i32 %spec.select
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15right_neighbourPKiPij(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !5
  %8 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15right_neighbourPKiPijE1s to ptr), i64 0, i64 %5
  store i32 %7, ptr %8, align 4, !tbaa !5
  tail call void @llvm.nvvm.barrier0()
  %9 = add nuw nsw i32 %4, 1
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15right_neighbourPKiPijE1s to ptr), i64 0, i64 %10
  %12 = icmp ult i32 %9, %2
  %13 = tail call noundef i32 @_Z8value_orRKib(ptr noundef nonnull align 4 dereferenceable(4) %11, i1 noundef zeroext %12) #4
  %14 = getelementptr inbounds i32, ptr %1, i64 %5
  store i32 %13, ptr %14, align 4, !tbaa !5
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}
!llvm.module.flags = !{!1, !2, !3}
!llvm.ident = !{!4}

!0 = !{ptr @_Z15right_neighbourPKiPij, !"kernel", i32 1}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
