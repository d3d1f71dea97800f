; ModuleID = '/tmp/a14build/cu_pre.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ8c_radix2PKjPjE1s = external hidden addrspace(3) global [32 x i32], align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8c_radix2PKjPj(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %12 = call noundef i32 @_ZL6laneidv() #7
  store i32 %12, ptr %5, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  %13 = load ptr, ptr %3, align 8, !tbaa !15
  %14 = load i32, ptr %5, align 4, !tbaa !19
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4, !tbaa !19
  store i32 %17, ptr %6, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  store i32 0, ptr %7, align 4, !tbaa !19
  br label %18

18:                                               ; preds = %60, %2
  %19 = load i32, ptr %7, align 4, !tbaa !19
  %20 = icmp slt i32 %19, 2
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
  br label %63

22:                                               ; preds = %18
  call void @llvm.lifetime.start.p0(i64 1, ptr %8) #6
  %23 = load i32, ptr %6, align 4, !tbaa !19
  %24 = load i32, ptr %7, align 4, !tbaa !19
  %25 = lshr i32 %23, %24
  %26 = and i32 %25, 1
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i8
  store i8 %28, ptr %8, align 1, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6
  %29 = load i8, ptr %8, align 1, !tbaa !21, !range !23, !noundef !24
  %30 = trunc i8 %29 to i1
  %31 = xor i1 %30, true
  %32 = call noundef i32 @_ZL6ballotjb(i32 noundef -1, i1 noundef zeroext %31) #7
  store i32 %32, ptr %9, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #6
  %33 = load i32, ptr %9, align 4, !tbaa !19
  %34 = call i32 @llvm.ctpop.i32(i32 %33)
  store i32 %34, ptr %10, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #6
  %35 = load i8, ptr %8, align 1, !tbaa !21, !range !23, !noundef !24
  %36 = trunc i8 %35 to i1
  br i1 %36, label %37, label %45

37:                                               ; preds = %22
  %38 = load i32, ptr %9, align 4, !tbaa !19
  %39 = xor i32 %38, -1
  %40 = call noundef i32 @_ZL11lanemask_ltv() #7
  %41 = and i32 %39, %40
  %42 = call i32 @llvm.ctpop.i32(i32 %41)
  %43 = load i32, ptr %10, align 4, !tbaa !19
  %44 = add i32 %42, %43
  br label %50

45:                                               ; preds = %22
  %46 = load i32, ptr %9, align 4, !tbaa !19
  %47 = call noundef i32 @_ZL11lanemask_ltv() #7
  %48 = and i32 %46, %47
  %49 = call i32 @llvm.ctpop.i32(i32 %48)
  br label %50

50:                                               ; preds = %45, %37
  %51 = phi i32 [ %44, %37 ], [ %49, %45 ]
  store i32 %51, ptr %11, align 4, !tbaa !19
  %52 = load i32, ptr %6, align 4, !tbaa !19
  %53 = load i32, ptr %11, align 4, !tbaa !19
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8c_radix2PKjPjE1s to ptr), i64 0, i64 %54
  store i32 %52, ptr %55, align 4, !tbaa !19
  call void @_ZL8syncwarpj(i32 noundef -1) #7
  %56 = load i32, ptr %5, align 4, !tbaa !19
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ8c_radix2PKjPjE1s to ptr), i64 0, i64 %57
  %59 = load i32, ptr %58, align 4, !tbaa !19
  store i32 %59, ptr %6, align 4, !tbaa !19
  call void @_ZL8syncwarpj(i32 noundef -1) #7
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6
  call void @llvm.lifetime.end.p0(i64 1, ptr %8) #6
  br label %60

60:                                               ; preds = %50
  %61 = load i32, ptr %7, align 4, !tbaa !19
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %7, align 4, !tbaa !19
  br label %18, !llvm.loop !25

63:                                               ; preds = %21
  %64 = load i32, ptr %6, align 4, !tbaa !19
  %65 = load ptr, ptr %4, align 8, !tbaa !15
  %66 = load i32, ptr %5, align 4, !tbaa !19
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %65, i64 %67
  store i32 %64, ptr %68, align 4, !tbaa !19
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6laneidv() #2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #2 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4, !tbaa !19
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1, !tbaa !21
  %6 = load i32, ptr %3, align 4, !tbaa !19
  %7 = load i8, ptr %4, align 1, !tbaa !21, !range !23, !noundef !24
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL11lanemask_ltv() #2 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  ret i32 %1
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden void @_ZL8syncwarpj(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !19
  %3 = load i32, ptr %2, align 4, !tbaa !19
  call void @llvm.nvvm.bar.warp.sync(i32 %3)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = !{ptr @_Z8c_radix2PKjPj, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = distinct !{null, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"bool", !17, i64 0}
!23 = !{i8 0, i8 2}
!24 = !{}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
