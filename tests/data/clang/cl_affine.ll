; ModuleID = 'cl1.ll'
source_filename = "/work/wt/structs/tests/data/clang/aggregates.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.Affine = type { i32, i32, [2 x i16] }

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_affine(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, %struct.Affine %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca %struct.Affine, align 4, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(1), align 8, addrspace(5)
  %7 = alloca i64, align 8, addrspace(5)
  %8 = alloca %struct.Affine, align 4, addrspace(5)
  %9 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %4, i32 0, i32 0
  %10 = extractvalue %struct.Affine %2, 0
  store i32 %10, ptr addrspace(5) %9, align 4
  %11 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %4, i32 0, i32 1
  %12 = extractvalue %struct.Affine %2, 1
  store i32 %12, ptr addrspace(5) %11, align 4
  %13 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %4, i32 0, i32 2
  %14 = extractvalue %struct.Affine %2, 2
  store [2 x i16] %14, ptr addrspace(5) %13, align 4
  store ptr addrspace(1) %0, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %6, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %7) #4
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  store i64 %15, ptr addrspace(5) %7, align 8, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 12, ptr addrspace(5) %8) #4
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 4 %8, ptr addrspace(5) align 4 %4, i64 12, i1 false), !tbaa.struct !15
  %16 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %8, i32 0, i32 2
  %17 = load i64, ptr addrspace(5) %7, align 8, !tbaa !13
  %18 = and i64 %17, 1
  %19 = getelementptr inbounds [2 x i16], ptr addrspace(5) %16, i64 0, i64 %18
  %20 = load i16, ptr addrspace(5) %19, align 2, !tbaa !19
  %21 = sext i16 %20 to i32
  %22 = add nsw i32 %21, 1
  %23 = trunc i32 %22 to i16
  store i16 %23, ptr addrspace(5) %19, align 2, !tbaa !19
  %24 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %25 = load i64, ptr addrspace(5) %7, align 8, !tbaa !13
  %26 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4, !tbaa !16
  %28 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %8, i32 0, i32 0
  %29 = load i32, ptr addrspace(5) %28, align 4, !tbaa !21
  %30 = mul nsw i32 %27, %29
  %31 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %8, i32 0, i32 1
  %32 = load i32, ptr addrspace(5) %31, align 4, !tbaa !23
  %33 = add nsw i32 %30, %32
  %34 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %8, i32 0, i32 2
  %35 = getelementptr inbounds [2 x i16], ptr addrspace(5) %34, i64 0, i64 0
  %36 = load i16, ptr addrspace(5) %35, align 4, !tbaa !19
  %37 = sext i16 %36 to i32
  %38 = add nsw i32 %33, %37
  %39 = getelementptr inbounds %struct.Affine, ptr addrspace(5) %8, i32 0, i32 2
  %40 = getelementptr inbounds [2 x i16], ptr addrspace(5) %39, i64 0, i64 1
  %41 = load i16, ptr addrspace(5) %40, align 2, !tbaa !19
  %42 = sext i16 %41 to i32
  %43 = sub nsw i32 %38, %42
  %44 = load ptr addrspace(1), ptr addrspace(5) %6, align 8, !tbaa !9
  %45 = load i64, ptr addrspace(5) %7, align 8, !tbaa !13
  %46 = getelementptr inbounds i32, ptr addrspace(1) %44, i64 %45
  store i32 %43, ptr addrspace(1) %46, align 4, !tbaa !16
  call void @llvm.lifetime.end.p5(i64 12, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias nocapture writeonly, ptr addrspace(5) noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 0}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"Affine"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !11, i64 0}
!15 = !{i64 0, i64 4, !16, i64 4, i64 4, !16, i64 8, i64 4, !18}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !11, i64 0}
!18 = !{!11, !11, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !11, i64 0}
!21 = !{!22, !17, i64 0}
!22 = !{!"", !17, i64 0, !17, i64 4, !11, i64 8}
!23 = !{!22, !17, i64 4}
