; ModuleID = '/tmp/a12build/spir_O1.ll'
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

12:                                               ; preds = %44, %2
  %13 = phi i1 [ false, %2 ], [ %47, %44 ]
  %14 = phi i32 [ 0, %2 ], [ %46, %44 ]
  %15 = phi i32 [ 0, %2 ], [ %45, %44 ]
  %16 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %17 = add nsw i32 %16, %15
  %18 = icmp eq i32 %14, 1
  %19 = and i1 %7, %18
  br i1 %19, label %44, label %20

20:                                               ; preds = %12
  %21 = add nuw nsw i32 %14, %8
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %36, label %23

23:                                               ; preds = %23, %20
  %24 = phi i32 [ %32, %23 ], [ 0, %20 ]
  %25 = phi i32 [ %31, %23 ], [ %17, %20 ]
  %26 = load i32, ptr addrspace(1) %10, align 4, !tbaa !8
  %27 = icmp sgt i32 %26, %24
  %28 = zext i1 %27 to i32
  %29 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %28) #4
  %30 = mul nsw i32 %29, 100
  %31 = add nsw i32 %30, %25
  %32 = add nuw nsw i32 %24, 1
  %33 = icmp ugt i32 %24, 2
  %34 = icmp eq i32 %32, %21
  %35 = select i1 %33, i1 true, i1 %34
  br i1 %35, label %36, label %23, !llvm.loop !12

36:                                               ; preds = %23, %20
  %37 = phi i32 [ %17, %20 ], [ %31, %23 ]
  %38 = icmp eq i32 %14, 2
  %39 = and i1 %11, %38
  br i1 %39, label %40, label %44

40:                                               ; preds = %36
  %41 = sub nsw i32 0, %37
  %42 = and i64 %3, 4294967295
  %43 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %42
  store i32 %41, ptr addrspace(1) %43, align 4, !tbaa !8
  br label %48

44:                                               ; preds = %36, %12
  %45 = phi i32 [ %17, %12 ], [ %37, %36 ]
  %46 = add nuw nsw i32 %14, 1
  %47 = icmp uge i32 %14, %5
  br i1 %47, label %48, label %12, !llvm.loop !14

48:                                               ; preds = %44, %40
  %49 = phi i1 [ %13, %40 ], [ %47, %44 ]
  %50 = phi i32 [ %37, %40 ], [ %45, %44 ]
  br i1 %49, label %51, label %57

51:                                               ; preds = %48
  %52 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4
  %53 = mul nsw i32 %52, 10000
  %54 = add nsw i32 %53, %50
  %55 = and i64 %3, 4294967295
  %56 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %55
  store i32 %54, ptr addrspace(1) %56, align 4, !tbaa !8
  br label %57

57:                                               ; preds = %51, %48
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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !13}
