; ModuleID = '/tmp/fp26build/cl_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_half_vec(ptr addrspace(1) noundef align 2 %0, ptr addrspace(1) noundef align 16 %1, ptr addrspace(1) noundef align 4 %2) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca half, align 2, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca <4 x i32>, align 16, addrspace(5)
  %12 = alloca <4 x i32>, align 16, addrspace(5)
  %13 = alloca <4 x i32>, align 16, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !10
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !10
  store ptr addrspace(1) %2, ptr addrspace(5) %6, align 8, !tbaa !10
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #3
  %15 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %15, ptr addrspace(5) %7, align 4, !tbaa !14
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #3
  %16 = call i32 @_Z18get_sub_group_sizev() #4
  store i32 %16, ptr addrspace(5) %8, align 4, !tbaa !14
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %9) #3
  %17 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !10
  %18 = load i32, ptr addrspace(5) %7, align 4, !tbaa !14
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 %19
  %21 = load half, ptr addrspace(1) %20, align 2, !tbaa !16
  %22 = fmul half %21, 0xH4000
  store half %22, ptr addrspace(5) %9, align 2, !tbaa !16
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #3
  %23 = load half, ptr addrspace(5) %9, align 2, !tbaa !16
  %24 = fpext half %23 to float
  %25 = call float @_Z20sub_group_reduce_addf(float noundef %24) #4
  store float %25, ptr addrspace(5) %10, align 4, !tbaa !18
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %11) #3
  %26 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !10
  %27 = load i32, ptr addrspace(5) %7, align 4, !tbaa !14
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %26, i64 %28
  %30 = load <4 x i32>, ptr addrspace(1) %29, align 16, !tbaa !20
  store <4 x i32> %30, ptr addrspace(5) %11, align 16, !tbaa !20
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %12) #3
  %31 = load <4 x i32>, ptr addrspace(5) %11, align 16
  %32 = extractelement <4 x i32> %31, i64 0
  %33 = call i32 @_Z19sub_group_broadcastij(i32 noundef %32, i32 noundef 1) #4
  %34 = insertelement <4 x i32> poison, i32 %33, i32 0
  %35 = load <4 x i32>, ptr addrspace(5) %11, align 16
  %36 = extractelement <4 x i32> %35, i64 1
  %37 = call i32 @_Z19sub_group_broadcastij(i32 noundef %36, i32 noundef 1) #4
  %38 = insertelement <4 x i32> %34, i32 %37, i32 1
  %39 = load <4 x i32>, ptr addrspace(5) %11, align 16
  %40 = extractelement <4 x i32> %39, i64 2
  %41 = call i32 @_Z19sub_group_broadcastij(i32 noundef %40, i32 noundef 1) #4
  %42 = insertelement <4 x i32> %38, i32 %41, i32 2
  %43 = load <4 x i32>, ptr addrspace(5) %11, align 16
  %44 = extractelement <4 x i32> %43, i64 3
  %45 = call i32 @_Z19sub_group_broadcastij(i32 noundef %44, i32 noundef 1) #4
  %46 = insertelement <4 x i32> %42, i32 %45, i32 3
  store <4 x i32> %46, ptr addrspace(5) %13, align 16, !tbaa !20
  %47 = load <4 x i32>, ptr addrspace(5) %13, align 16, !tbaa !20
  store <4 x i32> %47, ptr addrspace(5) %12, align 16, !tbaa !20
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #3
  %48 = load i32, ptr addrspace(5) %7, align 4, !tbaa !14
  %49 = mul i32 %48, 100
  %50 = load i32, ptr addrspace(5) %8, align 4, !tbaa !14
  %51 = sdiv i32 %49, %50
  store i32 %51, ptr addrspace(5) %14, align 4, !tbaa !14
  %52 = load float, ptr addrspace(5) %10, align 4, !tbaa !18
  %53 = fptosi float %52 to i32
  %54 = load <4 x i32>, ptr addrspace(5) %12, align 16
  %55 = extractelement <4 x i32> %54, i64 0
  %56 = load <4 x i32>, ptr addrspace(5) %12, align 16
  %57 = extractelement <4 x i32> %56, i64 1
  %58 = add nsw i32 %55, %57
  %59 = load <4 x i32>, ptr addrspace(5) %12, align 16
  %60 = extractelement <4 x i32> %59, i64 2
  %61 = add nsw i32 %58, %60
  %62 = load <4 x i32>, ptr addrspace(5) %12, align 16
  %63 = extractelement <4 x i32> %62, i64 3
  %64 = add nsw i32 %61, %63
  %65 = mul nsw i32 %64, 1000
  %66 = add nsw i32 %53, %65
  %67 = load i32, ptr addrspace(5) %14, align 4, !tbaa !14
  %68 = add nsw i32 %66, %67
  %69 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !tbaa !10
  %70 = load i32, ptr addrspace(5) %7, align 4, !tbaa !14
  %71 = zext i32 %70 to i64
  %72 = getelementptr inbounds i32, ptr addrspace(1) %69, i64 %71
  store i32 %68, ptr addrspace(1) %72, align 4, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #3
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %12) #3
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %11) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #3
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %9) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() #1

; Function Attrs: convergent nounwind
declare hidden float @_Z20sub_group_reduce_addf(float noundef) #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nounwind }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"half*", !"int4*", !"int*"}
!8 = !{!"half*", !"int __attribute__((ext_vector_type(4)))*", !"int*"}
!9 = !{!"const", !"const", !""}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"half", !12, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !12, i64 0}
!20 = !{!12, !12, i64 0}
