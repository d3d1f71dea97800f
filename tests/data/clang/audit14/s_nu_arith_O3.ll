; ModuleID = '/tmp/a14build/spir_a14_O3.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_nu_arith(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %4 = zext i32 %3 to i64
  %5 = icmp ugt i32 %3, 3
  br i1 %5, label %6, label %24

6:                                                ; preds = %2
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !8
  %9 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef %8) #2
  %10 = mul nsw i32 %9, 100000
  %11 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_mini(i32 noundef %8) #2
  %12 = mul nsw i32 %11, 1000
  %13 = add nsw i32 %12, %10
  %14 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_maxi(i32 noundef %8) #2
  %15 = add nsw i32 %13, %14
  %16 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_andi(i32 noundef %8) #2
  %17 = tail call spir_func i32 @_Z31sub_group_non_uniform_reduce_ori(i32 noundef %8) #2
  %18 = tail call spir_func i32 @_Z32sub_group_non_uniform_reduce_xori(i32 noundef %8) #2
  %19 = tail call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef 1) #2
  %20 = tail call spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef %8) #2
  %21 = add i32 %3, 64
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %22
  store i32 %20, ptr addrspace(1) %23, align 4, !tbaa !8
  br label %24

24:                                               ; preds = %6, %2
  %25 = phi i32 [ %15, %6 ], [ -1, %2 ]
  %26 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %25, ptr addrspace(1) %26, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_addi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_mini(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_maxi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_andi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_non_uniform_reduce_ori(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z32sub_group_non_uniform_reduce_xori(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z40sub_group_non_uniform_scan_inclusive_addi(i32 noundef) local_unnamed_addr #0

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
