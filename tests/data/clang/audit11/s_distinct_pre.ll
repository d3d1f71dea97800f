; ModuleID = '/tmp/a11build/spir_pre.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_distinct(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %13 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4, !tbaa !12
  %18 = and i32 %17, 7
  store i32 %18, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  store i32 -1, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  store i32 0, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 1, ptr %9) #4
  store i8 0, ptr %9, align 1, !tbaa !14
  br label %19

19:                                               ; preds = %43, %2
  %20 = load i8, ptr %9, align 1, !tbaa !14, !range !16, !noundef !17
  %21 = trunc i8 %20 to i1
  %22 = zext i1 %21 to i32
  %23 = call spir_func i32 @_Z13sub_group_alli(i32 noundef %22) #6
  %24 = icmp ne i32 %23, 0
  %25 = xor i1 %24, true
  br i1 %25, label %26, label %46

26:                                               ; preds = %19
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  %27 = load i8, ptr %9, align 1, !tbaa !14, !range !16, !noundef !17
  %28 = trunc i8 %27 to i1
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  br label %32

30:                                               ; preds = %26
  %31 = load i32, ptr %6, align 4, !tbaa !12
  br label %32

32:                                               ; preds = %30, %29
  %33 = phi i32 [ 2147483647, %29 ], [ %31, %30 ]
  %34 = call spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef %33) #6
  store i32 %34, ptr %10, align 4, !tbaa !12
  %35 = load i8, ptr %9, align 1, !tbaa !14, !range !16, !noundef !17
  %36 = trunc i8 %35 to i1
  br i1 %36, label %43, label %37

37:                                               ; preds = %32
  %38 = load i32, ptr %6, align 4, !tbaa !12
  %39 = load i32, ptr %10, align 4, !tbaa !12
  %40 = icmp eq i32 %38, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %37
  %42 = load i32, ptr %8, align 4, !tbaa !12
  store i32 %42, ptr %7, align 4, !tbaa !12
  store i8 1, ptr %9, align 1, !tbaa !14
  br label %43

43:                                               ; preds = %41, %37, %32
  %44 = load i32, ptr %8, align 4, !tbaa !12
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  br label %19

46:                                               ; preds = %19
  %47 = load i32, ptr %7, align 4, !tbaa !12
  %48 = mul nsw i32 %47, 100
  %49 = load i32, ptr %7, align 4, !tbaa !12
  %50 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %49, i32 noundef 0) #6
  %51 = add nsw i32 %48, %50
  %52 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %53 = load i32, ptr %5, align 4, !tbaa !12
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %54
  store i32 %51, ptr addrspace(1) %55, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 1, ptr %9) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

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
!14 = !{!15, !15, i64 0}
!15 = !{!"bool", !10, i64 0}
!16 = !{i8 0, i8 2}
!17 = !{}
