; ModuleID = '/tmp/a12build/cu_O0.ll'
source_filename = "a12.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL10activemaskv() #0 {
  %1 = call i32 @llvm.nvvm.activemask()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z15c_reconv_nestedPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL6laneidv() #4
  store i32 %9, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %72, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %5, align 4
  %13 = and i32 %12, 3
  %14 = add nsw i32 %13, 1
  %15 = icmp slt i32 %11, %14
  br i1 %15, label %16, label %75

16:                                               ; preds = %10
  %17 = call noundef i32 @_ZL10activemaskv() #4
  %18 = call noundef i32 @_ZL6ballotjb(i32 noundef %17, i1 noundef zeroext true) #4
  %19 = call i32 @llvm.ctpop.i32(i32 %18)
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %5, align 4
  %23 = and i32 %22, 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %29

25:                                               ; preds = %16
  %26 = load i32, ptr %7, align 4
  %27 = icmp eq i32 %26, 1
  br i1 %27, label %28, label %29

28:                                               ; preds = %25
  br label %72

29:                                               ; preds = %25, %16
  store i32 0, ptr %8, align 4
  br label %30

30:                                               ; preds = %55, %29
  %31 = load i32, ptr %8, align 4
  %32 = icmp slt i32 %31, 4
  br i1 %32, label %33, label %58

33:                                               ; preds = %30
  %34 = load i32, ptr %8, align 4
  %35 = load i32, ptr %5, align 4
  %36 = and i32 %35, 1
  %37 = load i32, ptr %7, align 4
  %38 = add nsw i32 %36, %37
  %39 = icmp eq i32 %34, %38
  br i1 %39, label %40, label %41

40:                                               ; preds = %33
  br label %58

41:                                               ; preds = %33
  %42 = call noundef i32 @_ZL10activemaskv() #4
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %5, align 4
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %8, align 4
  %49 = icmp sgt i32 %47, %48
  %50 = call noundef i32 @_ZL6ballotjb(i32 noundef %42, i1 noundef zeroext %49) #4
  %51 = call i32 @llvm.ctpop.i32(i32 %50)
  %52 = mul nsw i32 100, %51
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %53, %52
  store i32 %54, ptr %6, align 4
  br label %55

55:                                               ; preds = %41
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %30, !llvm.loop !11

58:                                               ; preds = %40, %30
  %59 = load i32, ptr %5, align 4
  %60 = icmp eq i32 %59, 31
  br i1 %60, label %61, label %71

61:                                               ; preds = %58
  %62 = load i32, ptr %7, align 4
  %63 = icmp eq i32 %62, 2
  br i1 %63, label %64, label %71

64:                                               ; preds = %61
  %65 = load i32, ptr %6, align 4
  %66 = sub nsw i32 0, %65
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %5, align 4
  %69 = zext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  store i32 %66, ptr %70, align 4
  br label %86

71:                                               ; preds = %61, %58
  br label %72

72:                                               ; preds = %71, %28
  %73 = load i32, ptr %7, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %7, align 4
  br label %10, !llvm.loop !13

75:                                               ; preds = %10
  %76 = load i32, ptr %6, align 4
  %77 = call noundef i32 @_ZL10activemaskv() #4
  %78 = call noundef i32 @_ZL6ballotjb(i32 noundef %77, i1 noundef zeroext true) #4
  %79 = call i32 @llvm.ctpop.i32(i32 %78)
  %80 = mul nsw i32 10000, %79
  %81 = add nsw i32 %76, %80
  %82 = load ptr, ptr %4, align 8
  %83 = load i32, ptr %5, align 4
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds i32, ptr %82, i64 %84
  store i32 %81, ptr %85, align 4
  br label %86

86:                                               ; preds = %75, %64
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6ballotjb(i32 noundef %0, i1 noundef zeroext %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
  %5 = zext i1 %1 to i8
  store i8 %5, ptr %4, align 1
  %6 = load i32, ptr %3, align 4
  %7 = load i8, ptr %4, align 1
  %8 = trunc i8 %7 to i1
  %9 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %6, i1 %8)
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.module.flags = !{!7, !8, !9}
!llvm.ident = !{!10}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = !{ptr @_Z15c_reconv_nestedPKiPi, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!9 = !{i32 7, !"frame-pointer", i32 2}
!10 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
