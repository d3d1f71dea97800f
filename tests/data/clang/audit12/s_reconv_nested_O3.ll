; ModuleID = '/tmp/a12build/spir_O3.ll'
source_filename = "a12.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_reconv_nested(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i64 @_Z13get_global_idj(i32 noundef 0) #3
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #4
  %5 = and i32 %4, 3
  %6 = and i32 %4, 4
  %7 = icmp ne i32 %6, 0
  %8 = and i32 %4, 1
  %9 = and i64 %3, 4294967295
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = icmp eq i32 %4, 6
  br label %12

12:                                               ; preds = %39, %2
  %13 = phi i32 [ 0, %2 ], [ %41, %39 ]
  %14 = phi i32 [ 0, %2 ], [ %40, %39 ]
  %15 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %16 = add nsw i32 %15, %14
  %17 = icmp eq i32 %13, 1
  %18 = and i1 %7, %17
  br i1 %18, label %39, label %19

19:                                               ; preds = %12
  %20 = add nuw nsw i32 %13, %8
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %35, label %22

22:                                               ; preds = %22, %19
  %23 = phi i32 [ %31, %22 ], [ 0, %19 ]
  %24 = phi i32 [ %30, %22 ], [ %16, %19 ]
  %25 = load i32, ptr addrspace(1) %10, align 4, !tbaa !8
  %26 = icmp sgt i32 %25, %23
  %27 = zext i1 %26 to i32
  %28 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %27) #4
  %29 = mul nsw i32 %28, 100
  %30 = add nsw i32 %29, %24
  %31 = add nuw nsw i32 %23, 1
  %32 = icmp ugt i32 %23, 2
  %33 = icmp eq i32 %31, %20
  %34 = select i1 %32, i1 true, i1 %33
  br i1 %34, label %35, label %22

35:                                               ; preds = %22, %19
  %36 = phi i32 [ %16, %19 ], [ %30, %22 ]
  %37 = icmp eq i32 %13, 2
  %38 = and i1 %11, %37
  br i1 %38, label %43, label %39

39:                                               ; preds = %35, %12
  %40 = phi i32 [ %16, %12 ], [ %36, %35 ]
  %41 = add nuw nsw i32 %13, 1
  %42 = icmp ult i32 %13, %5
  br i1 %42, label %12, label %45

43:                                               ; preds = %35
  %44 = sub nsw i32 0, %36
  br label %49

45:                                               ; preds = %39
  %46 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %47 = mul nsw i32 %46, 10000
  %48 = add nsw i32 %47, %40
  br label %49

49:                                               ; preds = %45, %43
  %50 = phi i32 [ %44, %43 ], [ %48, %45 ]
  %51 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %9
  store i32 %50, ptr addrspace(1) %51, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z13get_global_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #2

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
