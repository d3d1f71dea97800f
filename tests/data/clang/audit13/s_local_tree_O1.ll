; ModuleID = '/tmp/a13build/spir_a13_O1.ll'
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
  br label %11

9:                                                ; preds = %21
  %10 = icmp ult i32 %4, 8
  br i1 %10, label %24, label %26

11:                                               ; preds = %21, %2
  %12 = phi i32 [ 32, %2 ], [ %22, %21 ]
  %13 = icmp ugt i32 %12, %4
  br i1 %13, label %14, label %21

14:                                               ; preds = %11
  %15 = add i32 %12, %4
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %16
  %18 = load i32, ptr addrspace(3) %17, align 4, !tbaa !8
  %19 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  %20 = add nsw i32 %19, %18
  store i32 %20, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %21

21:                                               ; preds = %14, %11
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %22 = lshr i32 %12, 1
  %23 = icmp ugt i32 %12, 15
  br i1 %23, label %11, label %9, !llvm.loop !12

24:                                               ; preds = %9
  %25 = load i32, ptr addrspace(3) %8, align 4, !tbaa !8
  br label %26

26:                                               ; preds = %24, %9
  %27 = phi i32 [ %25, %24 ], [ 0, %9 ]
  %28 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %27) #4
  %29 = mul nsw i32 %28, 100
  %30 = and i64 %3, 7
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @cl_local_tree.s, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !8
  %33 = add nsw i32 %29, %32
  %34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !8
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
