; ModuleID = '/tmp/a12build/spir_pre.ll'
source_filename = "a12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_reconv_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %13 = call spir_func i32 @_Z22get_sub_group_local_idv() #6
  store i32 %13, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 0, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %77, %2
  %15 = load i32, ptr %8, align 4, !tbaa !12
  %16 = load i32, ptr %6, align 4, !tbaa !12
  %17 = and i32 %16, 3
  %18 = add i32 %17, 1
  %19 = icmp ult i32 %15, %18
  br i1 %19, label %21, label %20

20:                                               ; preds = %14
  store i32 2, ptr %9, align 4
  br label %80

21:                                               ; preds = %14
  %22 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %23 = load i32, ptr %7, align 4, !tbaa !12
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %7, align 4, !tbaa !12
  %25 = load i32, ptr %6, align 4, !tbaa !12
  %26 = and i32 %25, 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %21
  %29 = load i32, ptr %8, align 4, !tbaa !12
  %30 = icmp eq i32 %29, 1
  br i1 %30, label %31, label %32

31:                                               ; preds = %28
  br label %77

32:                                               ; preds = %28, %21
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  store i32 0, ptr %10, align 4, !tbaa !12
  br label %33

33:                                               ; preds = %59, %32
  %34 = load i32, ptr %10, align 4, !tbaa !12
  %35 = icmp ult i32 %34, 4
  br i1 %35, label %37, label %36

36:                                               ; preds = %33
  store i32 5, ptr %9, align 4
  br label %62

37:                                               ; preds = %33
  %38 = load i32, ptr %10, align 4, !tbaa !12
  %39 = load i32, ptr %6, align 4, !tbaa !12
  %40 = and i32 %39, 1
  %41 = load i32, ptr %8, align 4, !tbaa !12
  %42 = add i32 %40, %41
  %43 = icmp eq i32 %38, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %37
  store i32 5, ptr %9, align 4
  br label %62

45:                                               ; preds = %37
  %46 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %47 = load i32, ptr %5, align 4, !tbaa !12
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr addrspace(1) %46, i64 %48
  %50 = load i32, ptr addrspace(1) %49, align 4, !tbaa !12
  %51 = load i32, ptr %10, align 4, !tbaa !12
  %52 = icmp sgt i32 %50, %51
  %53 = zext i1 %52 to i64
  %54 = select i1 %52, i32 1, i32 0
  %55 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %54) #6
  %56 = mul nsw i32 100, %55
  %57 = load i32, ptr %7, align 4, !tbaa !12
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %7, align 4, !tbaa !12
  br label %59

59:                                               ; preds = %45
  %60 = load i32, ptr %10, align 4, !tbaa !12
  %61 = add i32 %60, 1
  store i32 %61, ptr %10, align 4, !tbaa !12
  br label %33

62:                                               ; preds = %44, %36
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %6, align 4, !tbaa !12
  %65 = icmp eq i32 %64, 6
  br i1 %65, label %66, label %76

66:                                               ; preds = %63
  %67 = load i32, ptr %8, align 4, !tbaa !12
  %68 = icmp eq i32 %67, 2
  br i1 %68, label %69, label %76

69:                                               ; preds = %66
  %70 = load i32, ptr %7, align 4, !tbaa !12
  %71 = sub nsw i32 0, %70
  %72 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %73 = load i32, ptr %5, align 4, !tbaa !12
  %74 = zext i32 %73 to i64
  %75 = getelementptr inbounds i32, ptr addrspace(1) %72, i64 %74
  store i32 %71, ptr addrspace(1) %75, align 4, !tbaa !12
  store i32 1, ptr %9, align 4
  br label %80

76:                                               ; preds = %66, %63
  br label %77

77:                                               ; preds = %76, %31
  %78 = load i32, ptr %8, align 4, !tbaa !12
  %79 = add i32 %78, 1
  store i32 %79, ptr %8, align 4, !tbaa !12
  br label %14

80:                                               ; preds = %69, %20
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  %81 = load i32, ptr %9, align 4
  switch i32 %81, label %91 [
    i32 2, label %82
  ]

82:                                               ; preds = %80
  %83 = load i32, ptr %7, align 4, !tbaa !12
  %84 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #6
  %85 = mul nsw i32 10000, %84
  %86 = add nsw i32 %83, %85
  %87 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %88 = load i32, ptr %5, align 4, !tbaa !12
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr addrspace(1) %87, i64 %89
  store i32 %86, ptr addrspace(1) %90, align 4, !tbaa !12
  store i32 0, ptr %9, align 4
  br label %91

91:                                               ; preds = %82, %80
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  %92 = load i32, ptr %9, align 4
  switch i32 %92, label %94 [
    i32 0, label %93
    i32 1, label %93
  ]

93:                                               ; preds = %91, %91
  ret void

94:                                               ; preds = %91
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
