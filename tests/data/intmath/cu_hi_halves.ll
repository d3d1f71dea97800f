; ModuleID = '/tmp/pairs/cu.ll'
source_filename = "intmath.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9hi_halvesPKiS0_PiPx(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #2 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %5, align 8, !tbaa !6
  store ptr %1, ptr %6, align 8, !tbaa !6
  store ptr %2, ptr %7, align 8, !tbaa !6
  store ptr %3, ptr %8, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %14 = call noundef i32 @_ZL3tidv() #5
  store i32 %14, ptr %9, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  %15 = load ptr, ptr %5, align 8, !tbaa !6
  %16 = load i32, ptr %9, align 4, !tbaa !10
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i32, ptr %15, i64 %17
  %19 = load i32, ptr %18, align 4, !tbaa !10
  store i32 %19, ptr %10, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #4
  %20 = load ptr, ptr %6, align 8, !tbaa !6
  %21 = load i32, ptr %9, align 4, !tbaa !10
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !10
  store i32 %24, ptr %11, align 4, !tbaa !10
  %25 = load i32, ptr %10, align 4, !tbaa !10
  %26 = load i32, ptr %11, align 4, !tbaa !10
  %27 = call i32 @llvm.nvvm.mulhi.i(i32 %25, i32 %26)
  %28 = load ptr, ptr %7, align 8, !tbaa !6
  %29 = load i32, ptr %9, align 4, !tbaa !10
  %30 = mul i32 6, %29
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %28, i64 %31
  store i32 %27, ptr %32, align 4, !tbaa !10
  %33 = load i32, ptr %10, align 4, !tbaa !10
  %34 = load i32, ptr %11, align 4, !tbaa !10
  %35 = call i32 @llvm.nvvm.mulhi.ui(i32 %33, i32 %34)
  %36 = load ptr, ptr %7, align 8, !tbaa !6
  %37 = load i32, ptr %9, align 4, !tbaa !10
  %38 = mul i32 6, %37
  %39 = add i32 %38, 1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %36, i64 %40
  store i32 %35, ptr %41, align 4, !tbaa !10
  %42 = load i32, ptr %10, align 4, !tbaa !10
  %43 = load i32, ptr %11, align 4, !tbaa !10
  %44 = call i32 @llvm.nvvm.mul24.i(i32 %42, i32 %43)
  %45 = load ptr, ptr %7, align 8, !tbaa !6
  %46 = load i32, ptr %9, align 4, !tbaa !10
  %47 = mul i32 6, %46
  %48 = add i32 %47, 2
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %45, i64 %49
  store i32 %44, ptr %50, align 4, !tbaa !10
  %51 = load i32, ptr %10, align 4, !tbaa !10
  %52 = load i32, ptr %11, align 4, !tbaa !10
  %53 = call i32 @llvm.nvvm.mul24.ui(i32 %51, i32 %52)
  %54 = load ptr, ptr %7, align 8, !tbaa !6
  %55 = load i32, ptr %9, align 4, !tbaa !10
  %56 = mul i32 6, %55
  %57 = add i32 %56, 3
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i32, ptr %54, i64 %58
  store i32 %53, ptr %59, align 4, !tbaa !10
  %60 = load i32, ptr %10, align 4, !tbaa !10
  %61 = load i32, ptr %11, align 4, !tbaa !10
  %62 = call i32 @llvm.nvvm.sad.i(i32 %60, i32 %61, i32 7)
  %63 = load ptr, ptr %7, align 8, !tbaa !6
  %64 = load i32, ptr %9, align 4, !tbaa !10
  %65 = mul i32 6, %64
  %66 = add i32 %65, 4
  %67 = zext i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %63, i64 %67
  store i32 %62, ptr %68, align 4, !tbaa !10
  %69 = load i32, ptr %10, align 4, !tbaa !10
  %70 = load i32, ptr %11, align 4, !tbaa !10
  %71 = call i32 @llvm.nvvm.sad.ui(i32 %69, i32 %70, i32 7)
  %72 = load ptr, ptr %7, align 8, !tbaa !6
  %73 = load i32, ptr %9, align 4, !tbaa !10
  %74 = mul i32 6, %73
  %75 = add i32 %74, 5
  %76 = zext i32 %75 to i64
  %77 = getelementptr inbounds i32, ptr %72, i64 %76
  store i32 %71, ptr %77, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr %12) #4
  %78 = load i32, ptr %10, align 4, !tbaa !10
  %79 = sext i32 %78 to i64
  %80 = mul nsw i64 %79, 4294967297
  store i64 %80, ptr %12, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr %13) #4
  %81 = load i32, ptr %11, align 4, !tbaa !10
  %82 = sext i32 %81 to i64
  %83 = mul nsw i64 %82, 2147483647
  store i64 %83, ptr %13, align 8, !tbaa !12
  %84 = load i64, ptr %12, align 8, !tbaa !12
  %85 = load i64, ptr %13, align 8, !tbaa !12
  %86 = call i64 @llvm.nvvm.mulhi.ll(i64 %84, i64 %85)
  %87 = load ptr, ptr %8, align 8, !tbaa !6
  %88 = load i32, ptr %9, align 4, !tbaa !10
  %89 = mul i32 2, %88
  %90 = zext i32 %89 to i64
  %91 = getelementptr inbounds i64, ptr %87, i64 %90
  store i64 %86, ptr %91, align 8, !tbaa !12
  %92 = load i64, ptr %12, align 8, !tbaa !12
  %93 = load i64, ptr %13, align 8, !tbaa !12
  %94 = call i64 @llvm.nvvm.mulhi.ull(i64 %92, i64 %93)
  %95 = load ptr, ptr %8, align 8, !tbaa !6
  %96 = load i32, ptr %9, align 4, !tbaa !10
  %97 = mul i32 2, %96
  %98 = add i32 %97, 1
  %99 = zext i32 %98 to i64
  %100 = getelementptr inbounds i64, ptr %95, i64 %99
  store i64 %94, ptr %100, align 8, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 8, ptr %13) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %12) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx85,+sm_70" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }

!nvvm.annotations = !{!0, !1}
!llvm.module.flags = !{!2, !3, !4}
!llvm.ident = !{!5}

!0 = distinct !{null, !"kernel", i32 1}
!1 = !{ptr @_Z9hi_halvesPKiS0_PiPx, !"kernel", i32 1}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long long", !8, i64 0}
