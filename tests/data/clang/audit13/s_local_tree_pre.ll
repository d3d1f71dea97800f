; ModuleID = '/tmp/a13build/spir_a13_pre.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_local_tree.s = external hidden addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_local_tree(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %8 = call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #5
  %9 = trunc i64 %8 to i32
  store i32 %9, ptr %5, align 4, !tbaa !12
  %10 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %11 = load i32, ptr %5, align 4, !tbaa !12
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  %15 = load i32, ptr %5, align 4, !tbaa !12
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4, !tbaa !12
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  store i32 32, ptr %6, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %39, %2
  %19 = load i32, ptr %6, align 4, !tbaa !12
  %20 = icmp uge i32 %19, 8
  br i1 %20, label %22, label %21

21:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  br label %42

22:                                               ; preds = %18
  %23 = load i32, ptr %5, align 4, !tbaa !12
  %24 = load i32, ptr %6, align 4, !tbaa !12
  %25 = icmp ult i32 %23, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %22
  %27 = load i32, ptr %5, align 4, !tbaa !12
  %28 = load i32, ptr %6, align 4, !tbaa !12
  %29 = add i32 %27, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !12
  %33 = load i32, ptr %5, align 4, !tbaa !12
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %34
  %36 = load i32, ptr addrspace(3) %35, align 4, !tbaa !12
  %37 = add nsw i32 %36, %32
  store i32 %37, ptr addrspace(3) %35, align 4, !tbaa !12
  br label %38

38:                                               ; preds = %26, %22
  call spir_func void @_Z7barrierj(i32 noundef 1) #6
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %6, align 4, !tbaa !12
  %41 = lshr i32 %40, 1
  store i32 %41, ptr %6, align 4, !tbaa !12
  br label %18

42:                                               ; preds = %21
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #4
  %43 = load i32, ptr %5, align 4, !tbaa !12
  %44 = icmp ult i32 %43, 8
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = load i32, ptr %5, align 4, !tbaa !12
  %47 = zext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %47
  %49 = load i32, ptr addrspace(3) %48, align 4, !tbaa !12
  br label %51

50:                                               ; preds = %42
  br label %51

51:                                               ; preds = %50, %45
  %52 = phi i32 [ %49, %45 ], [ 0, %50 ]
  %53 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %52) #6
  store i32 %53, ptr %7, align 4, !tbaa !12
  %54 = load i32, ptr %7, align 4, !tbaa !12
  %55 = mul nsw i32 %54, 100
  %56 = load i32, ptr %5, align 4, !tbaa !12
  %57 = and i32 %56, 7
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %58
  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !12
  %61 = add nsw i32 %55, %60
  %62 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %63 = load i32, ptr %5, align 4, !tbaa !12
  %64 = zext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr addrspace(1) %62, i64 %64
  store i32 %61, ptr addrspace(1) %65, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

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
