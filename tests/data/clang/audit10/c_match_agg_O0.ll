; ModuleID = '/tmp/a10build/cu_O0.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #0 {
  %1 = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL6laneidv() #0 {
  %1 = call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid()
  ret i32 %1
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL9atomicAddPii(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = atomicrmw add ptr %5, i32 %6 seq_cst, align 4
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z11c_match_aggPKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = call noundef i32 @_ZL3tidv() #4
  store i32 %9, ptr %5, align 4
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr %10, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = and i32 %14, 7
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %6, align 4
  %17 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %16)
  store i32 %17, ptr %7, align 4
  %18 = load i32, ptr %7, align 4
  %19 = call i32 @llvm.ctlz.i32(i32 %18, i1 true)
  %20 = sub nsw i32 31, %19
  store i32 %20, ptr %8, align 4
  %21 = call noundef i32 @_ZL6laneidv() #4
  %22 = load i32, ptr %8, align 4
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %31

24:                                               ; preds = %2
  %25 = load i32, ptr %6, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [8 x i32], ptr addrspacecast (ptr addrspace(1) @g_bins to ptr), i64 0, i64 %26
  %28 = load i32, ptr %7, align 4
  %29 = call i32 @llvm.ctpop.i32(i32 %28)
  %30 = call noundef i32 @_ZL9atomicAddPii(ptr noundef %27, i32 noundef %29) #4
  br label %31

31:                                               ; preds = %24, %2
  %32 = load i32, ptr %7, align 4
  %33 = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %34 = and i32 %32, %33
  %35 = call i32 @llvm.ctpop.i32(i32 %34)
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %5, align 4
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  store i32 %35, ptr %39, align 4
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = !{ptr @_Z11c_match_aggPKiPi, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
