; ModuleID = '/tmp/a11build/spir_O3.ll'
source_filename = "a11.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_reduce_kinds(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, i32 noundef %2) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = trunc i64 %4 to i32
  %6 = icmp ult i32 %5, %2
  br i1 %6, label %7, label %29

7:                                                ; preds = %3
  %8 = and i64 %4, 4294967295
  %9 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4, !tbaa !8
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  %13 = zext i32 %10 to i64
  br i1 %12, label %20, label %14

14:                                               ; preds = %7
  %15 = shl nuw i64 %13, 32
  %16 = tail call spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef %15) #4
  %17 = tail call spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef %10) #4
  %18 = zext i32 %17 to i64
  %19 = add i64 %16, %18
  br label %23

20:                                               ; preds = %7
  %21 = add nsw i64 %13, -100
  %22 = tail call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %21) #4
  br label %23

23:                                               ; preds = %20, %14
  %24 = phi i64 [ %19, %14 ], [ %22, %20 ]
  %25 = tail call spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef %10) #4
  %26 = zext i32 %25 to i64
  %27 = add i64 %24, %26
  %28 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %8
  store i64 %27, ptr addrspace(1) %28, align 8, !tbaa !12
  br label %29

29:                                               ; preds = %23, %3
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_addm(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_minj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z28sub_group_scan_exclusive_maxj(i32 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 0}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"uint*", !"ulong*", !"uint"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
