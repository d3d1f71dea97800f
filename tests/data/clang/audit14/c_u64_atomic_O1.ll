; ModuleID = '/tmp/a14build/cu_O1.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12c_u64_atomicPKxPxE3acc = external hidden addrspace(3) global i64, align 8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12c_u64_atomicPKxPx(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = alloca [2 x i64], align 8
  %4 = tail call noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %7

6:                                                ; preds = %2
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), align 8, !tbaa !15
  br label %7

7:                                                ; preds = %6, %2
  tail call void @llvm.nvvm.barrier0()
  %8 = zext nneg i32 %4 to i64
  %9 = getelementptr inbounds i64, ptr %0, i64 %8
  %10 = load i64, ptr %9, align 8, !tbaa !15
  %11 = shl i64 %10, 33
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #4
  store i64 %10, ptr %3, align 8, !tbaa !15
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 %11, ptr %12, align 8, !tbaa !15
  %13 = and i32 %4, 1
  %14 = zext nneg i32 %13 to i64
  %15 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %14
  %16 = load i64, ptr %15, align 8, !tbaa !15
  %17 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), i64 %16 monotonic, align 8
  tail call void @llvm.nvvm.barrier0()
  %18 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), align 8, !tbaa !15
  %19 = xor i32 %13, 1
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %20
  %22 = load i64, ptr %21, align 8, !tbaa !15
  %23 = add nsw i64 %22, %18
  %24 = getelementptr inbounds i64, ptr %1, i64 %8
  store i64 %23, ptr %24, align 8, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{ptr @_Z12c_u64_atomicPKxPx, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
