; ModuleID = '/tmp/a10build/cu_pre.ll'
source_filename = "a10.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g_total = dso_local addrspace(1) externally_initialized global i32 0, align 4
@_ZZ12c_block_votePKiPiE1s = external hidden addrspace(3) global [32 x i32], align 4
@g_bins = dso_local addrspace(1) externally_initialized global [8 x i32] zeroinitializer, align 4

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
define dso_local void @_Z12c_block_votePKiPi(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8, !tbaa !10
  store ptr %1, ptr %4, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %10 = call noundef i32 @_ZL3tidv() #6
  store i32 %10, ptr %5, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %11 = load ptr, ptr %3, align 8, !tbaa !10
  %12 = load i32, ptr %5, align 4, !tbaa !14
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %11, i64 %13
  %15 = load i32, ptr %14, align 4, !tbaa !14
  store i32 %15, ptr %6, align 4, !tbaa !14
  %16 = load i32, ptr %6, align 4, !tbaa !14
  %17 = load i32, ptr %5, align 4, !tbaa !14
  %18 = and i32 %17, 31
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12c_block_votePKiPiE1s to ptr), i64 0, i64 %19
  store i32 %16, ptr %20, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %21 = load i32, ptr %6, align 4, !tbaa !14
  %22 = icmp sgt i32 %21, 3
  %23 = zext i1 %22 to i32
  %24 = call noundef i32 @_ZL19__syncthreads_counti(i32 noundef %23) #6
  store i32 %24, ptr %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %25 = load i32, ptr %6, align 4, !tbaa !14
  %26 = icmp eq i32 %25, 7
  %27 = zext i1 %26 to i32
  %28 = call noundef i32 @_ZL16__syncthreads_ori(i32 noundef %27) #6
  store i32 %28, ptr %8, align 4, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #5
  %29 = load i32, ptr %8, align 4, !tbaa !14
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %38

31:                                               ; preds = %2
  %32 = load i32, ptr %5, align 4, !tbaa !14
  %33 = add i32 %32, 1
  %34 = and i32 %33, 31
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ12c_block_votePKiPiE1s to ptr), i64 0, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !14
  br label %40

38:                                               ; preds = %2
  %39 = load i32, ptr %7, align 4, !tbaa !14
  br label %40

40:                                               ; preds = %38, %31
  %41 = phi i32 [ %37, %31 ], [ %39, %38 ]
  store i32 %41, ptr %9, align 4, !tbaa !14
  %42 = load i32, ptr %9, align 4, !tbaa !14
  %43 = load ptr, ptr %4, align 8, !tbaa !10
  %44 = load i32, ptr %5, align 4, !tbaa !14
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  store i32 %42, ptr %46, align 4, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL19__syncthreads_counti(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !14
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %4 = call i32 @llvm.nvvm.barrier0.popc(i32 %3)
  ret i32 %4
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL16__syncthreads_ori(i32 noundef %0) #1 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !14
  %3 = load i32, ptr %2, align 4, !tbaa !14
  %4 = call i32 @llvm.nvvm.barrier0.or(i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #4

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier0.or(i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}
!llvm.module.flags = !{!6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"kernel", i32 1}
!3 = !{ptr @_Z12c_block_votePKiPi, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
