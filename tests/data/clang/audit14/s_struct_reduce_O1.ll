; ModuleID = '/tmp/a14build/spir_a14_O1.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.rec = type { [3 x i32], i64 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_struct_reduce(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1) local_unnamed_addr #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca %struct.rec, align 8
  %4 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #3
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #4
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  store i32 %7, ptr %3, align 8, !tbaa !8
  %8 = getelementptr inbounds i8, ptr %3, i64 4
  %9 = shl nsw i32 %7, 1
  store i32 %9, ptr %8, align 4, !tbaa !8
  %10 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 3, ptr %10, align 8, !tbaa !8
  %11 = getelementptr inbounds i8, ptr %3, i64 16
  %12 = sext i32 %7 to i64
  %13 = shl nsw i64 %12, 32
  store i64 %13, ptr %11, align 8, !tbaa !12
  br label %24

14:                                               ; preds = %24
  %15 = tail call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %13) #3
  store i64 %15, ptr %11, align 8, !tbaa !12
  %16 = load i32, ptr addrspace(1) %6, align 4, !tbaa !8
  %17 = srem i32 %16, 3
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !8
  %21 = sext i32 %20 to i64
  %22 = add nsw i64 %15, %21
  %23 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %5
  store i64 %22, ptr addrspace(1) %23, align 8, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #4
  ret void

24:                                               ; preds = %24, %2
  %25 = phi i32 [ 0, %2 ], [ %30, %24 ]
  %26 = zext nneg i32 %25 to i64
  %27 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !8
  %29 = tail call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %28) #3
  store i32 %29, ptr %27, align 4, !tbaa !8
  %30 = add nuw nsw i32 %25, 1
  %31 = icmp ult i32 %25, 2
  br i1 %31, label %24, label %14, !llvm.loop !16
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) local_unnamed_addr #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind }
attributes #4 = { nounwind }

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
!6 = !{!"int*", !"long*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !14, i64 16}
!13 = !{!"", !10, i64 0, !14, i64 16}
!14 = !{!"long", !10, i64 0}
!15 = !{!14, !14, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
