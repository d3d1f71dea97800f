; ModuleID = '/tmp/a14build/spir_a14_O3.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_nu_vote(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %4 = zext i32 %3 to i64
  %5 = and i32 %3, 1
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %26, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %9 = load i32, ptr addrspace(1) %8, align 4, !tbaa !8
  %10 = tail call spir_func i32 @_Z15sub_group_electv() #2
  %11 = mul nsw i32 %10, 1000
  %12 = icmp sgt i32 %9, 0
  %13 = zext i1 %12 to i32
  %14 = tail call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 noundef %13) #2
  %15 = mul nsw i32 %14, 100
  %16 = add nsw i32 %15, %11
  %17 = icmp eq i32 %9, 7
  %18 = zext i1 %17 to i32
  %19 = tail call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef %18) #2
  %20 = mul nsw i32 %19, 10
  %21 = add nsw i32 %16, %20
  %22 = icmp sgt i32 %9, 30
  %23 = zext i1 %22 to i32
  %24 = tail call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef %23) #2
  %25 = add nsw i32 %21, %24
  br label %26

26:                                               ; preds = %7, %2
  %27 = phi i32 [ %25, %7 ], [ -1, %2 ]
  %28 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %27, ptr addrspace(1) %28, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z15sub_group_electv() local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_non_uniform_alli(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef) local_unnamed_addr #0

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
