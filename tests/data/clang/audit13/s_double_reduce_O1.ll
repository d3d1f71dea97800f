; ModuleID = '/tmp/a13build/spir_a13_O1.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_double_reduce(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 8 %2) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %4 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %5 = and i64 %4, 4294967295
  %6 = getelementptr inbounds double, ptr addrspace(1) %0, i64 %5
  %7 = load double, ptr addrspace(1) %6, align 8, !tbaa !8
  %8 = fcmp ogt double %7, 2.000000e+00
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = tail call spir_func double @_Z20sub_group_reduce_addd(double noundef %7) #4
  %11 = fptosi double %7 to i64
  %12 = mul nsw i64 %11, 1000000000
  %13 = tail call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %12) #4
  br label %14

14:                                               ; preds = %9, %3
  %15 = phi double [ %10, %9 ], [ -1.000000e+00, %3 ]
  %16 = phi i64 [ %13, %9 ], [ -1, %3 ]
  %17 = getelementptr inbounds double, ptr addrspace(1) %1, i64 %5
  store double %15, ptr addrspace(1) %17, align 8, !tbaa !8
  %18 = getelementptr inbounds i64, ptr addrspace(1) %2, i64 %5
  store i64 %16, ptr addrspace(1) %18, align 8, !tbaa !12
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func double @_Z20sub_group_reduce_addd(double noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"double*", !"double*", !"long*"}
!7 = !{!"const", !"", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !10, i64 0}
