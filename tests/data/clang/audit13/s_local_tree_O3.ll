; ModuleID = '/tmp/a13build/spir_a13_O3.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_local_tree.s = external hidden unnamed_addr addrspace(3) global [64 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_local_tree(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = and i64 %3, 4294967295
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %8 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %5
  store i32 %7, ptr addrspace(3) %8, align 4, !tbaa !8
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %9 = icmp ult i32 %4, 32
  br i1 %9, label %10, label %17

10:                                               ; preds = %2
  %11 = or disjoint i32 %4, 32
  %12 = zext nneg i32 %11 to i64
  %13 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %12
  %14 = load i32, ptr addrspace(3) %13, align 4, !tbaa !8
  %15 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  %16 = add nsw i32 %15, %14
  store i32 %16, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %17

17:                                               ; preds = %10, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %18 = icmp ult i32 %4, 16
  br i1 %18, label %19, label %26

19:                                               ; preds = %17
  %20 = or disjoint i32 %4, 16
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %21
  %23 = load i32, ptr addrspace(3) %22, align 4, !tbaa !8
  %24 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  %25 = add nsw i32 %24, %23
  store i32 %25, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %19, %17
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %27 = icmp ult i32 %4, 8
  br i1 %27, label %28, label %35

28:                                               ; preds = %26
  %29 = or disjoint i32 %4, 8
  %30 = zext nneg i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !8
  %33 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  %34 = add nsw i32 %33, %32
  store i32 %34, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %35

35:                                               ; preds = %28, %26
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  br i1 %27, label %36, label %38

36:                                               ; preds = %35
  %37 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %38

38:                                               ; preds = %36, %35
  %39 = phi i32 [ %37, %36 ], [ 0, %35 ]
  %40 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %39) #4
  %41 = mul nsw i32 %40, 100
  %42 = and i64 %3, 7
  %43 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %42
  %44 = load i32, ptr addrspace(3) %43, align 4, !tbaa !8
  %45 = add nsw i32 %41, %44
  %46 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %45, ptr addrspace(1) %46, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
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
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
