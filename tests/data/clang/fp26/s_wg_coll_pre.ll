; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_wg_coll(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !8
  store i32 %2, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  %13 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %14 = load i32, ptr %7, align 4, !tbaa !12
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = and i32 %17, 63
  store i32 %18, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  store i32 0, ptr %10, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %39, %3
  %20 = load i32, ptr %10, align 4, !tbaa !12
  %21 = load i32, ptr %6, align 4, !tbaa !12
  %22 = and i32 %21, 3
  %23 = add nsw i32 %22, 1
  %24 = icmp slt i32 %20, %23
  br i1 %24, label %26, label %25

25:                                               ; preds = %19
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  br label %42

26:                                               ; preds = %19
  %27 = load i32, ptr %8, align 4, !tbaa !12
  %28 = call spir_func i32 @_Z21work_group_reduce_addi(i32 noundef %27) #6
  %29 = load i32, ptr %9, align 4, !tbaa !12
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %9, align 4, !tbaa !12
  %31 = load i32, ptr %8, align 4, !tbaa !12
  %32 = call spir_func i32 @_Z20work_group_broadcastim(i32 noundef %31, i64 noundef 3) #6
  %33 = load i32, ptr %9, align 4, !tbaa !12
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr %9, align 4, !tbaa !12
  %35 = load i32, ptr %8, align 4, !tbaa !12
  %36 = load i32, ptr %10, align 4, !tbaa !12
  %37 = add nsw i32 %35, %36
  %38 = call spir_func i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef %37) #6
  store i32 %38, ptr %8, align 4, !tbaa !12
  br label %39

39:                                               ; preds = %26
  %40 = load i32, ptr %10, align 4, !tbaa !12
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %10, align 4, !tbaa !12
  br label %19

42:                                               ; preds = %25
  %43 = load i32, ptr %9, align 4, !tbaa !12
  %44 = load i32, ptr %8, align 4, !tbaa !12
  %45 = add nsw i32 %43, %44
  %46 = load ptr addrspace(1), ptr %5, align 8, !tbaa !8
  %47 = load i32, ptr %7, align 4, !tbaa !12
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  store i32 %45, ptr addrspace(1) %49, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z21work_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20work_group_broadcastim(i32 noundef, i64 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z29work_group_scan_inclusive_maxi(i32 noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
