; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_sub_group_sizev() #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_wg_two_level(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #3 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(3), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !8
  store ptr addrspace(3) %2, ptr %6, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %13 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %7, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #4
  %15 = call spir_func i32 @_Z16get_sub_group_idv() #6
  store i32 %15, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %9) #4
  %16 = call spir_func i32 @_Z22get_sub_group_local_idv() #6
  store i32 %16, ptr %9, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #4
  %17 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %18 = load i32, ptr %7, align 4, !tbaa !12
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !12
  store i32 %21, ptr %10, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %11) #4
  %22 = load i32, ptr %10, align 4, !tbaa !12
  %23 = call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %22) #6
  store i32 %23, ptr %11, align 4, !tbaa !12
  %24 = load i32, ptr %9, align 4, !tbaa !12
  %25 = call spir_func i32 @_Z18get_sub_group_sizev() #6
  %26 = sub i32 %25, 1
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %3
  %29 = load i32, ptr %11, align 4, !tbaa !12
  %30 = load i32, ptr %10, align 4, !tbaa !12
  %31 = add nsw i32 %29, %30
  %32 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %33 = load i32, ptr %8, align 4, !tbaa !12
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(3) %32, i64 %34
  store i32 %31, ptr addrspace(3) %35, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %28, %3
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %37 = load i32, ptr %8, align 4, !tbaa !12
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %58

39:                                               ; preds = %36
  call void @llvm.lifetime.start.p0(i64 4, ptr %12) #4
  %40 = load i32, ptr %9, align 4, !tbaa !12
  %41 = call spir_func i32 @_Z18get_num_sub_groupsv() #6
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %45 = load i32, ptr %9, align 4, !tbaa !12
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(3) %44, i64 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !12
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  %51 = phi i32 [ %48, %43 ], [ 0, %49 ]
  store i32 %51, ptr %12, align 4, !tbaa !12
  %52 = load i32, ptr %12, align 4, !tbaa !12
  %53 = call spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %52) #6
  %54 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %55 = load i32, ptr %9, align 4, !tbaa !12
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %54, i64 %56
  store i32 %53, ptr addrspace(3) %57, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %12) #4
  br label %58

58:                                               ; preds = %50, %36
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  %59 = load i32, ptr %11, align 4, !tbaa !12
  %60 = load ptr addrspace(3), ptr %6, align 8, !tbaa !8
  %61 = load i32, ptr %8, align 4, !tbaa !12
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(3) %60, i64 %62
  %64 = load i32, ptr addrspace(3) %63, align 4, !tbaa !12
  %65 = add nsw i32 %59, %64
  %66 = load ptr addrspace(1), ptr %5, align 8, !tbaa !8
  %67 = load i32, ptr %7, align 4, !tbaa !12
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68
  store i32 %65, ptr addrspace(1) %69, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %11) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %9) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() #1

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
!4 = !{i32 1, i32 1, i32 3}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"int*"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
