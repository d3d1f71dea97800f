; ModuleID = '/tmp/a14build/spir_a14_O3.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

@cl_local_inc.bins = external hidden addrspace(3) global [4 x i32], align 4

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_local_inc(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readonly align 2 %2, ptr addrspace(1) nocapture noundef writeonly align 2 %3) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %5 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %6 = and i64 %5, 4294967292
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %4
  %9 = and i64 %5, 3
  %10 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %9
  store i32 0, ptr addrspace(3) %10, align 4, !tbaa !8
  br label %11

11:                                               ; preds = %8, %4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %12 = and i64 %5, 4294967295
  %13 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !8
  %15 = and i32 %14, 3
  %16 = zext nneg i32 %15 to i64
  %17 = getelementptr inbounds [4 x i32], ptr addrspace(3) @cl_local_inc.bins, i64 0, i64 %16
  %18 = tail call spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef %17) #4
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %19 = load i32, ptr addrspace(3) %17, align 4, !tbaa !8
  %20 = mul nsw i32 %19, 10
  %21 = icmp slt i32 %18, %19
  %22 = zext i1 %21 to i32
  %23 = or disjoint i32 %20, %22
  %24 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  store i32 %23, ptr addrspace(1) %24, align 4, !tbaa !8
  %25 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %12
  %26 = load half, ptr addrspace(1) %25, align 2, !tbaa !12
  %27 = tail call spir_func half @_Z20sub_group_reduce_addDh(half noundef %26) #4
  %28 = getelementptr inbounds half, ptr addrspace(1) %3, i64 %12
  store half %27, ptr addrspace(1) %28, align 2, !tbaa !12
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z10atomic_incPU3AS3Vi(ptr addrspace(3) noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func half @_Z20sub_group_reduce_addDh(half noundef) local_unnamed_addr #2

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
!4 = !{i32 1, i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none", !"none"}
!6 = !{!"int*", !"int*", !"half*", !"half*"}
!7 = !{!"const", !"", !"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"half", !10, i64 0}
