; ModuleID = '/tmp/a11build/spir_O3.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_wg_total.part = external hidden unnamed_addr addrspace(3) global [4 x i32], align 4
@cl_wg_total.total = external hidden unnamed_addr addrspace(3) global i32, align 4

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_wg_total(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = trunc i64 %3 to i32
  %5 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %8 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %7) #4
  %9 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %2
  %12 = tail call spir_func i32 @_Z16get_sub_group_idv() #4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %13
  store i32 %8, ptr addrspace(3) %14, align 4, !tbaa !8
  br label %15

15:                                               ; preds = %11, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %16 = icmp eq i32 %4, 0
  br i1 %16, label %17, label %29

17:                                               ; preds = %23, %15
  %18 = phi i32 [ %27, %23 ], [ 0, %15 ]
  %19 = phi i32 [ %28, %23 ], [ 0, %15 ]
  %20 = tail call spir_func i32 @_Z18get_num_sub_groupsv() #4
  %21 = icmp ult i32 %19, %20
  br i1 %21, label %23, label %22

22:                                               ; preds = %17
  store i32 %18, ptr addrspace(3) @cl_wg_total.total, align 4, !tbaa !8
  br label %29

23:                                               ; preds = %17
  %24 = zext i32 %19 to i64
  %25 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_wg_total.part, i64 0, i64 %24
  %26 = load i32, ptr addrspace(3) %25, align 4, !tbaa !8
  %27 = add nsw i32 %26, %18
  %28 = add nuw i32 %19, 1
  br label %17

29:                                               ; preds = %22, %15
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %30 = load i32, ptr addrspace(3) @cl_wg_total.total, align 4, !tbaa !8
  %31 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %31
  store i32 %30, ptr addrspace(1) %32, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z16get_sub_group_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_num_sub_groupsv() local_unnamed_addr #2

attributes #0 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
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
