; ModuleID = '/tmp/a13build/spir_a13_O3.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_state_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %5 = and i64 %3, 4294967295
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %8 = and i32 %7, 3
  %9 = icmp eq i32 %8, 3
  br i1 %9, label %13, label %10

10:                                               ; preds = %2
  %11 = icmp eq i32 %4, 5
  %12 = zext i1 %11 to i32
  switch i32 %8, label %19 [
    i32 0, label %30
    i32 1, label %16
  ]

13:                                               ; preds = %26, %2
  %14 = phi i32 [ 0, %2 ], [ %29, %26 ]
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !8
  ret void

16:                                               ; preds = %10
  %17 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %12) #4
  %18 = mul nsw i32 %17, 100
  br label %26

19:                                               ; preds = %30, %10
  %20 = phi i32 [ 0, %10 ], [ %31, %30 ]
  %21 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %22 = icmp slt i32 %21, 100
  %23 = zext i1 %22 to i32
  %24 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %23) #4
  %25 = mul nsw i32 %24, 1000
  br label %26

26:                                               ; preds = %19, %16
  %27 = phi i32 [ 0, %16 ], [ %20, %19 ]
  %28 = phi i32 [ %18, %16 ], [ %25, %19 ]
  %29 = add nsw i32 %28, %27
  br label %13

30:                                               ; preds = %10
  %31 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  br label %19
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #0

attributes #0 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
