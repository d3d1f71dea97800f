; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_func i32 @grp_sum(i32 noundef %0) #2 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4, !tbaa !4
  %3 = load i32, ptr %2, align 4, !tbaa !4
  %4 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %3) #4
  ret i32 %4
}

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_helper_sides(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !8 !kernel_arg_access_qual !9 !kernel_arg_type !10 !kernel_arg_base_type !10 !kernel_arg_type_qual !11 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !12
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %9 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %9, ptr %5, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #5
  %10 = load ptr addrspace(1), ptr %3, align 8, !tbaa !12
  %11 = load i32, ptr %5, align 4, !tbaa !4
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !4
  store i32 %14, ptr %6, align 4, !tbaa !4
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #5
  %15 = load i32, ptr %6, align 4, !tbaa !4
  %16 = and i32 %15, 1
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4, !tbaa !4
  %20 = call spir_func i32 @grp_sum(i32 noundef %19) #4
  %21 = mul nsw i32 %20, 2
  store i32 %21, ptr %7, align 4, !tbaa !4
  br label %26

22:                                               ; preds = %2
  %23 = load i32, ptr %6, align 4, !tbaa !4
  %24 = add nsw i32 %23, 1
  %25 = call spir_func i32 @grp_sum(i32 noundef %24) #4
  store i32 %25, ptr %7, align 4, !tbaa !4
  br label %26

26:                                               ; preds = %22, %18
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #5
  %27 = load i32, ptr %7, align 4, !tbaa !4
  %28 = icmp sgt i32 %27, 0
  %29 = zext i1 %28 to i32
  %30 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %29) #4
  store i32 %30, ptr %8, align 4, !tbaa !4
  %31 = load i32, ptr %7, align 4, !tbaa !4
  %32 = mul nsw i32 %31, 2
  %33 = load i32, ptr %8, align 4, !tbaa !4
  %34 = add nsw i32 %32, %33
  %35 = load ptr addrspace(1), ptr %4, align 8, !tbaa !12
  %36 = load i32, ptr %5, align 4, !tbaa !4
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds i32, ptr addrspace(1) %35, i64 %37
  store i32 %34, ptr addrspace(1) %38, align 4, !tbaa !4
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #4 = { convergent nounwind }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{i32 1, i32 1}
!9 = !{!"none", !"none"}
!10 = !{!"int*", !"int*"}
!11 = !{!"const", !""}
!12 = !{!13, !13, i64 0}
!13 = !{!"any pointer", !6, i64 0}
