; ModuleID = '/tmp/a13build/spir_a13_shuffle_O1.ll'
source_filename = "a13_shuffle.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_sg_shuffle(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %5 = and i64 %3, 4294967295
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  br label %16

8:                                                ; preds = %16
  %9 = mul nsw i32 %20, 1000
  %10 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %11 = add i32 %4, 1
  %12 = and i32 %11, 7
  %13 = tail call spir_func i32 @_Z17sub_group_shuffleij(i32 noundef %10, i32 noundef %12) #4
  %14 = add nsw i32 %13, %9
  %15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %5
  store i32 %14, ptr addrspace(1) %15, align 4, !tbaa !8
  ret void

16:                                               ; preds = %16, %2
  %17 = phi i32 [ 1, %2 ], [ %21, %16 ]
  %18 = phi i32 [ %7, %2 ], [ %20, %16 ]
  %19 = tail call spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef %18, i32 noundef %17) #4
  %20 = add nsw i32 %19, %18
  %21 = shl nuw nsw i32 %17, 1
  %22 = icmp ult i32 %17, 4
  br i1 %22, label %16, label %8, !llvm.loop !12
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z21sub_group_shuffle_xorij(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z17sub_group_shuffleij(i32 noundef, i32 noundef) local_unnamed_addr #2

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
