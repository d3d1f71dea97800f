; ModuleID = '/tmp/a14build/spir_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_nu_arith(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #3
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %8, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #3
  %9 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %10 = load i32, ptr %5, align 4, !tbaa !12
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  store i32 %13, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  store i32 -1, ptr %7, align 4, !tbaa !12
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = icmp uge i32 %14, 4
  br i1 %15, label %16, label %48

16:                                               ; preds = %2
  %17 = load i32, ptr %6, align 4, !tbaa !12
  %18 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef %17) #4
  %19 = mul nsw i32 %18, 100000
  %20 = load i32, ptr %6, align 4, !tbaa !12
  %21 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_mini(i32 noundef %20) #4
  %22 = mul nsw i32 %21, 1000
  %23 = add nsw i32 %19, %22
  %24 = load i32, ptr %6, align 4, !tbaa !12
  %25 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_maxi(i32 noundef %24) #4
  %26 = add nsw i32 %23, %25
  store i32 %26, ptr %7, align 4, !tbaa !12
  %27 = load i32, ptr %6, align 4, !tbaa !12
  %28 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_andi(i32 noundef %27) #4
  %29 = load i32, ptr %6, align 4, !tbaa !12
  %30 = call spir_func i32 @_Z31sub_group_non_uniform_reduce_ori(i32 noundef %29) #4
  %31 = xor i32 %28, %30
  %32 = load i32, ptr %6, align 4, !tbaa !12
  %33 = call spir_func i32 @_Z32sub_group_non_uniform_reduce_xori(i32 noundef %32) #4
  %34 = xor i32 %31, %33
  %35 = mul nsw i32 %34, 0
  %36 = call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef 1) #4
  %37 = mul nsw i32 %36, 0
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %7, align 4, !tbaa !12
  %40 = add nsw i32 %39, %38
  store i32 %40, ptr %7, align 4, !tbaa !12
  %41 = load i32, ptr %6, align 4, !tbaa !12
  %42 = call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef %41) #4
  %43 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %44 = load i32, ptr %5, align 4, !tbaa !12
  %45 = add i32 64, %44
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %43, i64 %46
  store i32 %42, ptr addrspace(1) %47, align 4, !tbaa !12
  br label %48

48:                                               ; preds = %16, %2
  %49 = load i32, ptr %7, align 4, !tbaa !12
  %50 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %51 = load i32, ptr %5, align 4, !tbaa !12
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %52
  store i32 %49, ptr addrspace(1) %53, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_mini(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_maxi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_andi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_non_uniform_reduce_ori(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_xori(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

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
