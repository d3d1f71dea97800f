; ModuleID = '/tmp/all64.ll'
source_filename = "spir.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@tab = dso_local local_unnamed_addr addrspace(2) constant [4 x i32] [i32 3, i32 1, i32 4, i32 1], align 4

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @const_table(ptr addrspace(1) nocapture noundef writeonly align 4 %0) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %2 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #2
  %3 = and i32 %2, 3
  %4 = zext nneg i32 %3 to i64
  %5 = getelementptr inbounds [4 x i32], ptr addrspace(2) @tab, i64 0, i64 %4
  %6 = load i32, ptr addrspace(2) %5, align 4, !tbaa !8
  %7 = add i32 %2, 1
  %8 = and i32 %7, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds [4 x i32], ptr addrspace(2) @tab, i64 0, i64 %9
  %11 = load i32, ptr addrspace(2) %10, align 4, !tbaa !8
  %12 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %11) #2
  %13 = add nsw i32 %12, %6
  %14 = zext i32 %2 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %13, ptr addrspace(1) %15, align 4, !tbaa !8
  ret void
}

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
!4 = !{i32 1}
!5 = !{!"none"}
!6 = !{!"int*"}
!7 = !{!""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
