; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_local_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(3) noundef align 8 %2) #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca double, align 8
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !8
  store ptr addrspace(3) %2, ptr %6, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %11 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  %13 = call spir_func i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %8, align 4, !tbaa !12
  %15 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %16 = load i32, ptr %7, align 4, !tbaa !12
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %15, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !14
  %20 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %21 = load i32, ptr %7, align 4, !tbaa !12
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr addrspace(3) %20, i64 %22
  store double %19, ptr addrspace(3) %23, align 8, !tbaa !14
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %24 = load i32, ptr %8, align 4, !tbaa !12
  %25 = udiv i32 %24, 2
  store i32 %25, ptr %9, align 4, !tbaa !12
  br label %26

26:                                               ; preds = %49, %3
  %27 = load i32, ptr %9, align 4, !tbaa !12
  %28 = icmp ugt i32 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  br label %52

30:                                               ; preds = %26
  %31 = load i32, ptr %7, align 4, !tbaa !12
  %32 = load i32, ptr %9, align 4, !tbaa !12
  %33 = icmp ult i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %36 = load i32, ptr %7, align 4, !tbaa !12
  %37 = load i32, ptr %9, align 4, !tbaa !12
  %38 = add i32 %36, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr addrspace(3) %35, i64 %39
  %41 = load double, ptr addrspace(3) %40, align 8, !tbaa !14
  %42 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %43 = load i32, ptr %7, align 4, !tbaa !12
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr addrspace(3) %42, i64 %44
  %46 = load double, ptr addrspace(3) %45, align 8, !tbaa !14
  %47 = fadd double %46, %41
  store double %47, ptr addrspace(3) %45, align 8, !tbaa !14
  br label %48

48:                                               ; preds = %34, %30
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr %9, align 4, !tbaa !12
  %51 = lshr i32 %50, 1
  store i32 %51, ptr %9, align 4, !tbaa !12
  br label %26

52:                                               ; preds = %29
  call void @llvm.lifetime.start.p0(i64 8, ptr %10) #4
  %53 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %54 = load i32, ptr %7, align 4, !tbaa !12
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspace(1) %53, i64 %55
  %57 = load double, ptr addrspace(1) %56, align 8, !tbaa !14
  %58 = call spir_func double @_Z20sub_group_reduce_maxd(double noundef %57) #6
  store double %58, ptr %10, align 8, !tbaa !14
  %59 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %60 = getelementptr inbounds double, ptr addrspace(3) %59, i64 0
  %61 = load double, ptr addrspace(3) %60, align 8, !tbaa !14
  %62 = load double, ptr %10, align 8, !tbaa !14
  %63 = fadd double %61, %62
  %64 = load ptr addrspace(1), ptr %5, align 8, !tbaa !8
  %65 = load i32, ptr %7, align 4, !tbaa !12
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr addrspace(1) %64, i64 %66
  store double %63, ptr addrspace(1) %67, align 8, !tbaa !14
  call void @llvm.lifetime.end.p0(i64 8, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_maxd(double noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
!4 = !{i32 1, i32 1, i32 3}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"double*", !"double*", !"double*"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !10, i64 0}
