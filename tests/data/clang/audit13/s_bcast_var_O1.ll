; ModuleID = '/tmp/a13build/spir_a13_O1.ll'
source_filename = "a13.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_bcast_var(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = and i64 %3, 4294967295
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  br label %17

6:                                                ; preds = %17
  %7 = load i32, ptr addrspace(1) %0, align 4, !tbaa !8
  %8 = and i32 %7, 15
  %9 = mul nsw i32 %23, 1000
  %10 = and i64 %3, 4294967295
  %11 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %10
  %12 = load i32, ptr addrspace(1) %11, align 4, !tbaa !8
  %13 = shl nsw i32 %12, 1
  %14 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %13, i32 noundef %8) #4
  %15 = add nsw i32 %14, %9
  %16 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %10
  store i32 %15, ptr addrspace(1) %16, align 4, !tbaa !8
  ret void

17:                                               ; preds = %17, %2
  %18 = phi i32 [ 0, %2 ], [ %23, %17 ]
  %19 = phi i32 [ 0, %2 ], [ %24, %17 ]
  %20 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  %21 = mul nuw nsw i32 %19, 3
  %22 = tail call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %20, i32 noundef %21) #4
  %23 = add nsw i32 %22, %18
  %24 = add nuw nsw i32 %19, 1
  %25 = icmp ult i32 %19, 3
  br i1 %25, label %17, label %6, !llvm.loop !12
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #2

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
