; ModuleID = '/tmp/a13build/spir_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_double_reduce(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(1) noundef align 8 %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !8
  store ptr addrspace(1) %2, ptr %6, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %11 = call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr %8) #4
  %13 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %14 = load i32, ptr %7, align 4, !tbaa !12
  %15 = zext i32 %14 to i64
  %16 = getelementptr inbounds double, ptr addrspace(1) %13, i64 %15
  %17 = load double, ptr addrspace(1) %16, align 8, !tbaa !14
  store double %17, ptr %8, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %9) #4
  store double -1.000000e+00, ptr %9, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #4
  store i64 -1, ptr %10, align 8, !tbaa !16
  %18 = load double, ptr %8, align 8, !tbaa !14
  %19 = fcmp ogt double %18, 2.000000e+00
  br i1 %19, label %20, label %27

20:                                               ; preds = %3
  %21 = load double, ptr %8, align 8, !tbaa !14
  %22 = call spir_func double @_Z20sub_group_reduce_addd(double noundef %21) #6
  store double %22, ptr %9, align 8, !tbaa !14
  %23 = load double, ptr %8, align 8, !tbaa !14
  %24 = fptosi double %23 to i64
  %25 = mul nsw i64 %24, 1000000000
  %26 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %25) #6
  store i64 %26, ptr %10, align 8, !tbaa !16
  br label %27

27:                                               ; preds = %20, %3
  %28 = load double, ptr %9, align 8, !tbaa !14
  %29 = load ptr addrspace(1), ptr %5, align 8, !tbaa !8
  %30 = load i32, ptr %7, align 4, !tbaa !12
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds double, ptr addrspace(1) %29, i64 %31
  store double %28, ptr addrspace(1) %32, align 8, !tbaa !14
  %33 = load i64, ptr %10, align 8, !tbaa !16
  %34 = load ptr addrspace(1), ptr %6, align 8, !tbaa !8
  %35 = load i32, ptr %7, align 4, !tbaa !12
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i64, ptr addrspace(1) %34, i64 %36
  store i64 %33, ptr addrspace(1) %37, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %9) #4
  call void @llvm.lifetime.end.p0(i64 8, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #3

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"double*", !"double*", !"long*"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !10, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"long", !10, i64 0}
