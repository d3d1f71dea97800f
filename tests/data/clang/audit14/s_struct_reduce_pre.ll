; ModuleID = '/tmp/a14build/spir_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

%struct.rec = type { [3 x i32], i64 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_struct_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.rec, align 8
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #3
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %8, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 24, ptr %6) #3
  %9 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %10 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %11 = load i32, ptr %5, align 4, !tbaa !12
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !12
  store i32 %14, ptr %9, align 4, !tbaa !12
  %15 = getelementptr inbounds i32, ptr %9, i64 1
  %16 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %17 = load i32, ptr %5, align 4, !tbaa !12
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !12
  %21 = mul nsw i32 2, %20
  store i32 %21, ptr %15, align 4, !tbaa !12
  %22 = getelementptr inbounds i32, ptr %9, i64 2
  store i32 3, ptr %22, align 4, !tbaa !12
  %23 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %24 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %25 = load i32, ptr %5, align 4, !tbaa !12
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !12
  %29 = sext i32 %28 to i64
  %30 = shl i64 %29, 32
  store i64 %30, ptr %23, align 8, !tbaa !14
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  store i32 0, ptr %7, align 4, !tbaa !12
  br label %31

31:                                               ; preds = %46, %2
  %32 = load i32, ptr %7, align 4, !tbaa !12
  %33 = icmp slt i32 %32, 3
  br i1 %33, label %35, label %34

34:                                               ; preds = %31
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  br label %49

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %37 = load i32, ptr %7, align 4, !tbaa !12
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x i32], ptr %36, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4, !tbaa !12
  %41 = call spir_func i32 @_Z20sub_group_reduce_addi(i32 noundef %40) #4
  %42 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %43 = load i32, ptr %7, align 4, !tbaa !12
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x i32], ptr %42, i64 0, i64 %44
  store i32 %41, ptr %45, align 4, !tbaa !12
  br label %46

46:                                               ; preds = %35
  %47 = load i32, ptr %7, align 4, !tbaa !12
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4, !tbaa !12
  br label %31

49:                                               ; preds = %34
  %50 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %51 = load i64, ptr %50, align 8, !tbaa !14
  %52 = call spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef %51) #4
  %53 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  store i64 %52, ptr %53, align 8, !tbaa !14
  %54 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 0
  %55 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %56 = load i32, ptr %5, align 4, !tbaa !12
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4, !tbaa !12
  %60 = srem i32 %59, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x i32], ptr %54, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !12
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.rec, ptr %6, i32 0, i32 1
  %66 = load i64, ptr %65, align 8, !tbaa !14
  %67 = add nsw i64 %64, %66
  %68 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %69 = load i32, ptr %5, align 4, !tbaa !12
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i64, ptr addrspace(1) %68, i64 %70
  store i64 %67, ptr addrspace(1) %71, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i64 @_Z20sub_group_reduce_maxl(i64 noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { nounwind }
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
!6 = !{!"int*", !"long*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!15, !16, i64 16}
!15 = !{!"", !10, i64 0, !16, i64 16}
!16 = !{!"long", !10, i64 0}
!17 = !{!16, !16, i64 0}
