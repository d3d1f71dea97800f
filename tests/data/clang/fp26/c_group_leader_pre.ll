; ModuleID = '/tmp/fp26build/cu_pre.ll'
source_filename = "fp26.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14c_group_leaderPKiPiE5total = external hidden addrspace(3) global i32, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14c_group_leaderPKiPi(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !14
  store ptr %1, ptr %4, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #6
  %11 = call noundef i32 @_ZL6laneidv() #7
  store i32 %11, ptr %5, align 4, !tbaa !18
  %12 = load i32, ptr %5, align 4, !tbaa !18
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %2
  store i32 0, ptr addrspacecast (ptr addrspace(3) @_ZZ14c_group_leaderPKiPiE5total to ptr), align 4, !tbaa !18
  br label %15

15:                                               ; preds = %14, %2
  call void @_ZL8syncwarpj(i32 noundef -1) #7
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #6
  %16 = load ptr, ptr %3, align 8, !tbaa !14
  %17 = load i32, ptr %5, align 4, !tbaa !18
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !18
  %21 = and i32 %20, 3
  store i32 %21, ptr %6, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #6
  %22 = load i32, ptr %6, align 4, !tbaa !18
  %23 = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %22)
  store i32 %23, ptr %7, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #6
  %24 = load i32, ptr %7, align 4, !tbaa !18
  %25 = call i32 @llvm.cttz.i32(i32 %24, i1 true)
  %26 = add i32 %25, 1
  %27 = icmp eq i32 %24, 0
  %28 = select i1 %27, i32 0, i32 %26
  %29 = sub nsw i32 %28, 1
  store i32 %29, ptr %8, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #6
  %30 = load i32, ptr %5, align 4, !tbaa !18
  %31 = load i32, ptr %7, align 4, !tbaa !18
  %32 = call i32 @llvm.nvvm.redux.sync.add(i32 %30, i32 %31)
  store i32 %32, ptr %9, align 4, !tbaa !18
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #6
  store i32 0, ptr %10, align 4, !tbaa !18
  %33 = load i32, ptr %5, align 4, !tbaa !18
  %34 = load i32, ptr %8, align 4, !tbaa !18
  %35 = icmp eq i32 %33, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %15
  %37 = load i32, ptr %9, align 4, !tbaa !18
  %38 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ14c_group_leaderPKiPiE5total to ptr), i32 %37 seq_cst, align 4
  store i32 %38, ptr %10, align 4, !tbaa !18
  br label %39

39:                                               ; preds = %36, %15
  %40 = load i32, ptr %7, align 4, !tbaa !18
  %41 = load i32, ptr %10, align 4, !tbaa !18
  %42 = load i32, ptr %8, align 4, !tbaa !18
  %43 = call noundef i32 @_ZL8shfl_idxjiii(i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef 32) #7
  store i32 %43, ptr %10, align 4, !tbaa !18
  call void @_ZL8syncwarpj(i32 noundef -1) #7
  %44 = load i32, ptr %10, align 4, !tbaa !18
  %45 = mul nsw i32 %44, 1000
  %46 = load i32, ptr %9, align 4, !tbaa !18
  %47 = add nsw i32 %45, %46
  %48 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14c_group_leaderPKiPiE5total to ptr), align 4, !tbaa !18
  %49 = mul nsw i32 %48, 1000000
  %50 = add nsw i32 %47, %49
  %51 = load ptr, ptr %4, align 8, !tbaa !14
  %52 = load i32, ptr %5, align 4, !tbaa !18
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  store i32 %50, ptr %54, align 4, !tbaa !18
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #6
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #6
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
define hidden void @_ZL8syncwarpj(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !18
  %3 = load i32, ptr %2, align 4, !tbaa !18
  call void @llvm.nvvm.bar.warp.sync(i32 %3)
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #3

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL8shfl_idxjiii(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #2 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %5, align 4, !tbaa !18
  store i32 %1, ptr %6, align 4, !tbaa !18
  store i32 %2, ptr %7, align 4, !tbaa !18
  store i32 %3, ptr %8, align 4, !tbaa !18
  %9 = load i32, ptr %5, align 4, !tbaa !18
  %10 = load i32, ptr %6, align 4, !tbaa !18
  %11 = load i32, ptr %7, align 4, !tbaa !18
  %12 = load i32, ptr %8, align 4, !tbaa !18
  %13 = sub nsw i32 32, %12
  %14 = shl i32 %13, 8
  %15 = or i32 %14, 31
  %16 = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %9, i32 %10, i32 %11, i32 %15)
  ret i32 %16
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.laneid() #4

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9}
!llvm.module.flags = !{!10, !11, !12}
!llvm.ident = !{!13}

!0 = !{ptr @_Z14c_group_leaderPKiPi, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !16, i64 0}
!16 = !{!"omnipotent char", !17, i64 0}
!17 = !{!"Simple C++ TBAA"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !16, i64 0}
