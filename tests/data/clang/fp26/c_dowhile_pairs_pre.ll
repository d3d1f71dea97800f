; ModuleID = '/tmp/fp26build/cu_pre.ll'
source_filename = "fp26.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ15c_dowhile_pairsPKiPiE3buf = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden void @_ZL8syncwarpj(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !14
  %3 = load i32, ptr %2, align 4, !tbaa !14
  call void @llvm.nvvm.bar.warp.sync(i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL10activemaskv() #1 {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15c_dowhile_pairsPKiPi(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !18
  store ptr %1, ptr %4, align 8, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %10 = call noundef i32 @_ZL6laneidv() #7
  store i32 %10, ptr %5, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  %11 = load ptr, ptr %3, align 8, !tbaa !18
  %12 = load i32, ptr %5, align 4, !tbaa !14
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !14
  %16 = and i32 %15, 3
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  store i32 0, ptr %7, align 4, !tbaa !14
  br label %18

18:                                               ; preds = %47, %2
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6
  %19 = call noundef i32 @_ZL10activemaskv() #7
  store i32 %19, ptr %8, align 4, !tbaa !14
  %20 = load i32, ptr %7, align 4, !tbaa !14
  %21 = load i32, ptr %6, align 4, !tbaa !14
  %22 = add nsw i32 %20, %21
  %23 = load i32, ptr %5, align 4, !tbaa !14
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15c_dowhile_pairsPKiPiE3buf to ptr), i64 0, i64 %24
  store i32 %22, ptr %25, align 4, !tbaa !14
  %26 = load i32, ptr %8, align 4, !tbaa !14
  call void @_ZL8syncwarpj(i32 noundef %26) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6
  %27 = load i32, ptr %5, align 4, !tbaa !14
  %28 = xor i32 %27, 1
  store i32 %28, ptr %9, align 4, !tbaa !14
  %29 = load i32, ptr %8, align 4, !tbaa !14
  %30 = load i32, ptr %9, align 4, !tbaa !14
  %31 = shl i32 1, %30
  %32 = and i32 %29, %31
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %34, label %41

34:                                               ; preds = %18
  %35 = load i32, ptr %9, align 4, !tbaa !14
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ15c_dowhile_pairsPKiPiE3buf to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !14
  %39 = load i32, ptr %7, align 4, !tbaa !14
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %7, align 4, !tbaa !14
  br label %41

41:                                               ; preds = %34, %18
  %42 = load i32, ptr %8, align 4, !tbaa !14
  call void @_ZL8syncwarpj(i32 noundef %42) #7
  %43 = load i32, ptr %8, align 4, !tbaa !14
  %44 = call i32 @llvm.ctpop.i32(i32 %43)
  %45 = load i32, ptr %7, align 4, !tbaa !14
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6
  br label %47

47:                                               ; preds = %41
  %48 = load i32, ptr %6, align 4, !tbaa !14
  %49 = add nsw i32 %48, -1
  store i32 %49, ptr %6, align 4, !tbaa !14
  %50 = icmp sgt i32 %49, 0
  br i1 %50, label %18, label %51, !llvm.loop !20

51:                                               ; preds = %47
  %52 = load i32, ptr %7, align 4, !tbaa !14
  %53 = load ptr, ptr %4, align 8, !tbaa !18
  %54 = load i32, ptr %5, align 4, !tbaa !14
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr %53, i64 %55
  store i32 %52, ptr %56, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{ptr @_Z15c_dowhile_pairsPKiPi, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"any pointer", !16, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
