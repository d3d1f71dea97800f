; ModuleID = '/tmp/a12build/spir_O1.ll'
source_filename = "a12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_switch_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = and i64 %3, 4294967295
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  %7 = and i32 %6, 3
  switch i32 %7, label %20 [
    i32 0, label %8
    i32 1, label %10
    i32 2, label %15
  ]

8:                                                ; preds = %2
  %9 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #4
  br label %10

10:                                               ; preds = %8, %2
  %11 = phi i32 [ 0, %2 ], [ %9, %8 ]
  %12 = tail call spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef 1) #4
  %13 = mul nsw i32 %12, 100
  %14 = add nsw i32 %13, %11
  br label %27

15:                                               ; preds = %2
  %16 = icmp sgt i32 %6, 8
  %17 = zext i1 %16 to i32
  %18 = tail call spir_func i32 @_Z13sub_group_anyi(i32 noundef %17) #4
  %19 = mul nsw i32 %18, 10000
  br label %20

20:                                               ; preds = %15, %2
  %21 = phi i32 [ 0, %2 ], [ %19, %15 ]
  %22 = icmp sgt i32 %6, 2
  %23 = zext i1 %22 to i32
  %24 = tail call spir_func i32 @_Z13sub_group_alli(i32 noundef %23) #4
  %25 = mul nsw i32 %24, 100000
  %26 = add nsw i32 %25, %21
  br label %27

27:                                               ; preds = %20, %10
  %28 = phi i32 [ %26, %20 ], [ %14, %10 ]
  %29 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %28, ptr addrspace(1) %29, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_anyi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z13sub_group_alli(i32 noundef) local_unnamed_addr #2

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
