; ModuleID = '/tmp/a13build/spir_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_state_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %10 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %12 = call spir_func i32 @_Z22get_sub_group_local_idv() #6
  store i32 %12, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %13 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = and i32 %17, 3
  store i32 %18, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  store i32 0, ptr %9, align 4, !tbaa !12
  br label %19

19:                                               ; preds = %55, %2
  %20 = load i32, ptr %9, align 4, !tbaa !12
  %21 = icmp slt i32 %20, 4
  br i1 %21, label %22, label %25

22:                                               ; preds = %19
  %23 = load i32, ptr %7, align 4, !tbaa !12
  %24 = icmp ne i32 %23, 3
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i1 [ false, %19 ], [ %24, %22 ]
  br i1 %26, label %28, label %27

27:                                               ; preds = %25
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  br label %58

28:                                               ; preds = %25
  %29 = load i32, ptr %7, align 4, !tbaa !12
  switch i32 %29, label %42 [
    i32 0, label %30
    i32 1, label %34
  ]

30:                                               ; preds = %28
  %31 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %32 = load i32, ptr %8, align 4, !tbaa !12
  %33 = add nsw i32 %32, %31
  store i32 %33, ptr %8, align 4, !tbaa !12
  store i32 2, ptr %7, align 4, !tbaa !12
  br label %54

34:                                               ; preds = %28
  %35 = load i32, ptr %6, align 4, !tbaa !12
  %36 = icmp eq i32 %35, 5
  %37 = zext i1 %36 to i32
  %38 = call spir_func i32 @_Z13sub_group_anyi(i32 noundef %37) #6
  %39 = mul nsw i32 100, %38
  %40 = load i32, ptr %8, align 4, !tbaa !12
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %8, align 4, !tbaa !12
  store i32 3, ptr %7, align 4, !tbaa !12
  br label %54

42:                                               ; preds = %28
  %43 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %44 = load i32, ptr %5, align 4, !tbaa !12
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %45
  %47 = load i32, ptr addrspace(1) %46, align 4, !tbaa !12
  %48 = icmp slt i32 %47, 100
  %49 = zext i1 %48 to i32
  %50 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %49) #6
  %51 = mul nsw i32 1000, %50
  %52 = load i32, ptr %8, align 4, !tbaa !12
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %8, align 4, !tbaa !12
  store i32 3, ptr %7, align 4, !tbaa !12
  br label %54

54:                                               ; preds = %42, %34, %30
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %9, align 4, !tbaa !12
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %9, align 4, !tbaa !12
  br label %19

58:                                               ; preds = %27
  %59 = load i32, ptr %8, align 4, !tbaa !12
  %60 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %61 = load i32, ptr %5, align 4, !tbaa !12
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(1) %60, i64 %62
  store i32 %59, ptr addrspace(1) %63, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
