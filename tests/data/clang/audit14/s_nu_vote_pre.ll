; ModuleID = '/tmp/a14build/spir_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_nu_vote(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
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
  %9 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %10 = load i32, ptr %5, align 4, !tbaa !12
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  store i32 %13, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  store i32 -1, ptr %7, align 4, !tbaa !12
  %14 = load i32, ptr %5, align 4, !tbaa !12
  %15 = and i32 %14, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %37

17:                                               ; preds = %2
  %18 = call spir_func i32 @_Z15sub_group_electv() #4
  %19 = mul nsw i32 %18, 1000
  %20 = load i32, ptr %6, align 4, !tbaa !12
  %21 = icmp sgt i32 %20, 0
  %22 = zext i1 %21 to i32
  %23 = call spir_func i32 @_Z25sub_group_non_uniform_alli(i32 noundef %22) #4
  %24 = mul nsw i32 %23, 100
  %25 = add nsw i32 %19, %24
  %26 = load i32, ptr %6, align 4, !tbaa !12
  %27 = icmp eq i32 %26, 7
  %28 = zext i1 %27 to i32
  %29 = call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef %28) #4
  %30 = mul nsw i32 %29, 10
  %31 = add nsw i32 %25, %30
  %32 = load i32, ptr %6, align 4, !tbaa !12
  %33 = icmp sgt i32 %32, 30
  %34 = zext i1 %33 to i32
  %35 = call spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef %34) #4
  %36 = add nsw i32 %31, %35
  store i32 %36, ptr %7, align 4, !tbaa !12
  br label %37

37:                                               ; preds = %17, %2
  %38 = load i32, ptr %7, align 4, !tbaa !12
  %39 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %40 = load i32, ptr %5, align 4, !tbaa !12
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %41
  store i32 %38, ptr addrspace(1) %42, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z15sub_group_electv() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_non_uniform_alli(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_non_uniform_anyi(i32 noundef) #1

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
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
