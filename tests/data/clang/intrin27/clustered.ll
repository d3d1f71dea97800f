; ModuleID = 'clustered.cl'
source_filename = "clustered.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @clustered(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #3
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %8, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #3
  %9 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %10 = load i32, ptr %5, align 4, !tbaa !12
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  %14 = sub nsw i32 %13, 3
  store i32 %14, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  store i32 0, ptr %7, align 4, !tbaa !12
  %15 = load i32, ptr %5, align 4, !tbaa !12
  %16 = urem i32 %15, 2
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %21

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4, !tbaa !12
  %20 = call spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 noundef %19, i32 noundef 4) #4
  store i32 %20, ptr %7, align 4, !tbaa !12
  br label %21

21:                                               ; preds = %18, %2
  %22 = load i32, ptr %7, align 4, !tbaa !12
  %23 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %24 = load i32, ptr %5, align 4, !tbaa !12
  %25 = mul i32 4, %24
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %23, i64 %26
  store i32 %22, ptr addrspace(1) %27, align 4, !tbaa !12
  %28 = load i32, ptr %6, align 4, !tbaa !12
  %29 = call spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32 noundef %28, i32 noundef 2) #4
  %30 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %31 = load i32, ptr %5, align 4, !tbaa !12
  %32 = mul i32 4, %31
  %33 = add i32 %32, 1
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %34
  store i32 %29, ptr addrspace(1) %35, align 4, !tbaa !12
  %36 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %37 = load i32, ptr %5, align 4, !tbaa !12
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr addrspace(1) %36, i64 %38
  %40 = load i32, ptr addrspace(1) %39, align 4, !tbaa !12
  %41 = call spir_func i32 @_Z30sub_group_clustered_reduce_minjj(i32 noundef %40, i32 noundef 8) #4
  %42 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %43 = load i32, ptr %5, align 4, !tbaa !12
  %44 = mul i32 4, %43
  %45 = add i32 %44, 2
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %46
  store i32 %41, ptr addrspace(1) %47, align 4, !tbaa !12
  %48 = load i32, ptr %6, align 4, !tbaa !12
  %49 = call spir_func i32 @_Z30sub_group_clustered_reduce_xorij(i32 noundef %48, i32 noundef 1) #4
  %50 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %51 = load i32, ptr %5, align 4, !tbaa !12
  %52 = mul i32 4, %51
  %53 = add i32 %52, 3
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %54
  store i32 %49, ptr addrspace(1) %55, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #3
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z30sub_group_clustered_reduce_addij(i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z30sub_group_clustered_reduce_maxij(i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z30sub_group_clustered_reduce_minjj(i32 noundef, i32 noundef) #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z30sub_group_clustered_reduce_xorij(i32 noundef, i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
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
!6 = !{!"int*", !"uint*"}
!7 = !{!"", !"const"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
