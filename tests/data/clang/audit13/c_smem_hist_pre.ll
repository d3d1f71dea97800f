; ModuleID = '/tmp/a13build/cu_pre.ll'
source_filename = "a13.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11c_smem_histPKiPiE4bins = external hidden addrspace(3) global [8 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4tidxv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11c_smem_histPKiPi(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !16
  store ptr %1, ptr %4, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %9 = call noundef i32 @_ZL4tidxv() #7
  store i32 %9, ptr %5, align 4, !tbaa !20
  %10 = load i32, ptr %5, align 4, !tbaa !20
  %11 = icmp ult i32 %10, 8
  br i1 %11, label %12, label %16

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4, !tbaa !20
  %14 = zext i32 %13 to i64
  %15 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %14
  store i32 0, ptr %15, align 4, !tbaa !20
  br label %16

16:                                               ; preds = %12, %2
  call void @llvm.nvvm.barrier0()
  %17 = load ptr, ptr %3, align 8, !tbaa !16
  %18 = load i32, ptr %5, align 4, !tbaa !20
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !20
  %22 = and i32 %21, 7
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %23
  store i32 1, ptr %6, align 4, !tbaa !20
  %25 = load i32, ptr %6, align 4
  %26 = atomicrmw add ptr %24, i32 %25 monotonic, align 4
  store i32 %26, ptr %7, align 4
  %27 = load i32, ptr %7, align 4, !tbaa !20
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6
  %28 = load i32, ptr %5, align 4, !tbaa !20
  %29 = icmp ult i32 %28, 8
  br i1 %29, label %30, label %36

30:                                               ; preds = %16
  %31 = load i32, ptr %5, align 4, !tbaa !20
  %32 = zext i32 %31 to i64
  %33 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !20
  %35 = icmp eq i32 %34, 0
  br label %36

36:                                               ; preds = %30, %16
  %37 = phi i1 [ false, %16 ], [ %35, %30 ]
  %38 = call noundef i32 @_ZL6ballotjb(i32 noundef -1, i1 noundef zeroext %37) #7
  store i32 %38, ptr %8, align 4, !tbaa !20
  %39 = load i32, ptr %5, align 4, !tbaa !20
  %40 = and i32 %39, 7
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ11c_smem_histPKiPiE4bins to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4, !tbaa !20
  %44 = mul nsw i32 %43, 1000
  %45 = load i32, ptr %8, align 4, !tbaa !20
  %46 = add nsw i32 %44, %45
  %47 = load ptr, ptr %4, align 8, !tbaa !16
  %48 = load i32, ptr %5, align 4, !tbaa !20
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  store i32 %46, ptr %50, align 4, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #1 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4, !tbaa !20
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1, !tbaa !22
  %6 = load i32, ptr %3, align 4, !tbaa !20
  %7 = load i8, ptr %4, align 1, !tbaa !22, !range !24, !noundef !25
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10, !11}
!llvm.module.flags = !{!12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z11c_smem_histPKiPi, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = distinct !{null, !"kernel", i32 1}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = !{!17, !17, i64 0}
!17 = !{!"any pointer", !18, i64 0}
!18 = !{!"omnipotent char", !19, i64 0}
!19 = !{!"Simple C++ TBAA"}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !18, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"bool", !18, i64 0}
!24 = !{i8 0, i8 2}
!25 = !{}
