; ModuleID = '/tmp/a11build/spir_pre.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_wg_total.part = external hidden addrspace(3) global [4 x i32], align 4
@cl_wg_total.total = external hidden addrspace(3) global i32, align 4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_wg_total(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %9 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %11 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %12 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %13 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %14) #6
  store i32 %15, ptr %6, align 4, !tbaa !12
  %16 = call spir_func i32 @_Z22get_sub_group_local_idv() #6
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4, !tbaa !12
  %20 = call spir_func i32 @_Z16get_sub_group_idv() #6
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %21
  store i32 %19, ptr addrspace(3) %22, align 4, !tbaa !12
  br label %23

23:                                               ; preds = %18, %2
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %24 = load i32, ptr %5, align 4, !tbaa !12
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %26, label %44

26:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  br label %27

27:                                               ; preds = %39, %26
  %28 = load i32, ptr %8, align 4, !tbaa !12
  %29 = call spir_func i32 @_Z18get_num_sub_groupsv() #6
  %30 = icmp ult i32 %28, %29
  br i1 %30, label %32, label %31

31:                                               ; preds = %27
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  br label %42

32:                                               ; preds = %27
  %33 = load i32, ptr %8, align 4, !tbaa !12
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %34
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !12
  %37 = load i32, ptr %7, align 4, !tbaa !12
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr %7, align 4, !tbaa !12
  br label %39

39:                                               ; preds = %32
  %40 = load i32, ptr %8, align 4, !tbaa !12
  %41 = add i32 %40, 1
  store i32 %41, ptr %8, align 4, !tbaa !12
  br label %27

42:                                               ; preds = %31
  %43 = load i32, ptr %7, align 4, !tbaa !12
  store i32 %43, ptr addrspace(3) @cl_wg_total.total, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  br label %44

44:                                               ; preds = %42, %23
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %45 = load i32, ptr addrspace(3) @cl_wg_total.total, align 4, !tbaa !12
  %46 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %47 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %48 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %47
  store i32 %45, ptr addrspace(1) %48, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #3

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() #3

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
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
