; ModuleID = '/tmp/a14build/spir_a14_O1.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_switch_goto(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  %7 = and i32 %6, 3
  br label %8

8:                                                ; preds = %15, %2
  %9 = phi i32 [ 1, %2 ], [ %18, %15 ]
  %10 = phi i32 [ 0, %2 ], [ %17, %15 ]
  %11 = phi i32 [ %7, %2 ], [ %16, %15 ]
  switch i32 %11, label %24 [
    i32 0, label %12
    i32 1, label %20
    i32 2, label %22
  ]

12:                                               ; preds = %8
  %13 = tail call spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef %3) #2
  %14 = add nsw i32 %13, %10
  br label %15

15:                                               ; preds = %22, %20, %12
  %16 = phi i32 [ 3, %22 ], [ 3, %20 ], [ 2, %12 ]
  %17 = phi i32 [ %23, %22 ], [ %21, %20 ], [ %14, %12 ]
  %18 = add nuw nsw i32 %9, 1
  %19 = icmp ugt i32 %9, 3
  br i1 %19, label %24, label %8

20:                                               ; preds = %8
  %21 = add nsw i32 %10, 100
  br label %15

22:                                               ; preds = %8
  %23 = add nsw i32 %10, 1000
  br label %15

24:                                               ; preds = %15, %8
  %25 = phi i32 [ %10, %8 ], [ %17, %15 ]
  %26 = phi i32 [ %9, %8 ], [ 5, %15 ]
  %27 = mul nsw i32 %25, 10
  %28 = add nsw i32 %26, %27
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_mini(i32 noundef) local_unnamed_addr #0

attributes #0 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind }

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
