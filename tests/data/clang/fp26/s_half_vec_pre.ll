; ModuleID = '/tmp/fp26build/spir_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_half_vec(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  %6 = alloca ptr addrspace(1), align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca half, align 2
  %10 = alloca float, align 4
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca i32, align 4
  store ptr addrspace(1) %0, ptr %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %5, align 8, !tbaa !9
  store ptr addrspace(1) %2, ptr %6, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 4, ptr %7) #3
  %15 = call spir_func i32 @_Z22get_sub_group_local_idv() #4
  store i32 %15, ptr %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr %8) #3
  %16 = call spir_func i32 @_Z18get_sub_group_sizev() #4
  store i32 %16, ptr %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 2, ptr %9) #3
  %17 = load ptr addrspace(1), ptr %4, align 8, !tbaa !9
  %18 = load i32, ptr %7, align 4, !tbaa !13
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !15
  %22 = fmul half %21, 0xH4000
  store half %22, ptr %9, align 2, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %10) #3
  %23 = load half, ptr %9, align 2, !tbaa !15
  %24 = fpext half %23 to float
  %25 = call spir_func float @_Z20sub_group_reduce_addf(float noundef %24) #4
  store float %25, ptr %10, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 16, ptr %11) #3
  %26 = load ptr addrspace(1), ptr %5, align 8, !tbaa !9
  %27 = load i32, ptr %7, align 4, !tbaa !13
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %26, i64 %28
  %30 = load <4 x i32>, ptr addrspace(1) %29, align 16, !tbaa !19
  store <4 x i32> %30, ptr %11, align 16, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 16, ptr %12) #3
  %31 = load <4 x i32>, ptr %11, align 16
  %32 = extractelement <4 x i32> %31, i64 0
  %33 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %32, i32 noundef 1) #4
  %34 = insertelement <4 x i32> poison, i32 %33, i32 0
  %35 = load <4 x i32>, ptr %11, align 16
  %36 = extractelement <4 x i32> %35, i64 1
  %37 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %36, i32 noundef 1) #4
  %38 = insertelement <4 x i32> %34, i32 %37, i32 1
  %39 = load <4 x i32>, ptr %11, align 16
  %40 = extractelement <4 x i32> %39, i64 2
  %41 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %40, i32 noundef 1) #4
  %42 = insertelement <4 x i32> %38, i32 %41, i32 2
  %43 = load <4 x i32>, ptr %11, align 16
  %44 = extractelement <4 x i32> %43, i64 3
  %45 = call spir_func i32 @_Z19sub_group_broadcastij(i32 noundef %44, i32 noundef 1) #4
  %46 = insertelement <4 x i32> %42, i32 %45, i32 3
  store <4 x i32> %46, ptr %13, align 16, !tbaa !19
  %47 = load <4 x i32>, ptr %13, align 16, !tbaa !19
  store <4 x i32> %47, ptr %12, align 16, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr %14) #3
  %48 = load i32, ptr %7, align 4, !tbaa !13
  %49 = mul i32 %48, 100
  %50 = load i32, ptr %8, align 4, !tbaa !13
  %51 = sdiv i32 %49, %50
  store i32 %51, ptr %14, align 4, !tbaa !13
  %52 = load float, ptr %10, align 4, !tbaa !17
  %53 = fptosi float %52 to i32
  %54 = load <4 x i32>, ptr %12, align 16
  %55 = extractelement <4 x i32> %54, i64 0
  %56 = load <4 x i32>, ptr %12, align 16
  %57 = extractelement <4 x i32> %56, i64 1
  %58 = add nsw i32 %55, %57
  %59 = load <4 x i32>, ptr %12, align 16
  %60 = extractelement <4 x i32> %59, i64 2
  %61 = add nsw i32 %58, %60
  %62 = load <4 x i32>, ptr %12, align 16
  %63 = extractelement <4 x i32> %62, i64 3
  %64 = add nsw i32 %61, %63
  %65 = mul nsw i32 %64, 1000
  %66 = add nsw i32 %53, %65
  %67 = load i32, ptr %14, align 4, !tbaa !13
  %68 = add nsw i32 %66, %67
  %69 = load ptr addrspace(1), ptr %6, align 8, !tbaa !9
  %70 = load i32, ptr %7, align 4, !tbaa !13
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %71
  store i32 %68, ptr addrspace(1) %72, align 4, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr %14) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr %12) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %10) #3
  call void @llvm.lifetime.end.p0(i64 2, ptr %9) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %8) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr %7) #3
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z18get_sub_group_sizev() #1

; Function Attrs: convergent nounwind
declare dso_local spir_func float @_Z20sub_group_reduce_addf(float noundef) #1

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
!4 = !{i32 1, i32 1, i32 1}
!5 = !{!"none", !"none", !"none"}
!6 = !{!"half*", !"int4*", !"int*"}
!7 = !{!"half*", !"int __attribute__((ext_vector_type(4)))*", !"int*"}
!8 = !{!"const", !"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"half", !11, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"float", !11, i64 0}
!19 = !{!11, !11, i64 0}
