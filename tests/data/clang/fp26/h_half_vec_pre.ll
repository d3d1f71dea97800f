; ModuleID = '/tmp/fp26build/hip_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef i32 @_ZL5mbcnty(i64 noundef -1) #5
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcnty(i64 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i64 %0, ptr %5, align 8, !tbaa !5
  %6 = load i64, ptr %5, align 8, !tbaa !5
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  %9 = load i64, ptr %5, align 8, !tbaa !5
  %10 = trunc i64 %9 to i32
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %10, i32 0)
  %12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %8, i32 %11)
  ret i32 %12
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_half_vecPKDF16_PKfPf(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca half, align 2, addrspace(5)
  %12 = alloca i16, align 2, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca half, align 2, addrspace(5)
  %15 = alloca i16, align 2, addrspace(5)
  %16 = alloca <4 x float>, align 16, addrspace(5)
  %17 = alloca <4 x float>, align 16, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca <4 x float>, align 16, addrspace(5)
  %23 = addrspacecast ptr addrspace(5) %4 to ptr
  %24 = addrspacecast ptr addrspace(5) %5 to ptr
  %25 = addrspacecast ptr addrspace(5) %6 to ptr
  %26 = addrspacecast ptr addrspace(5) %7 to ptr
  %27 = addrspacecast ptr addrspace(5) %8 to ptr
  %28 = addrspacecast ptr addrspace(5) %9 to ptr
  %29 = addrspacecast ptr addrspace(5) %10 to ptr
  %30 = addrspacecast ptr addrspace(5) %11 to ptr
  %31 = addrspacecast ptr addrspace(5) %12 to ptr
  %32 = addrspacecast ptr addrspace(5) %13 to ptr
  %33 = addrspacecast ptr addrspace(5) %14 to ptr
  %34 = addrspacecast ptr addrspace(5) %15 to ptr
  %35 = addrspacecast ptr addrspace(5) %16 to ptr
  %36 = addrspacecast ptr addrspace(5) %17 to ptr
  %37 = addrspacecast ptr addrspace(5) %18 to ptr
  %38 = addrspacecast ptr addrspace(5) %19 to ptr
  %39 = addrspacecast ptr addrspace(5) %20 to ptr
  %40 = addrspacecast ptr addrspace(5) %21 to ptr
  %41 = addrspacecast ptr addrspace(5) %22 to ptr
  store ptr addrspace(1) %0, ptr %23, align 8
  %42 = load ptr, ptr %23, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %24, align 8
  %43 = load ptr, ptr %24, align 8, !tbaa !9
  store ptr addrspace(1) %2, ptr %25, align 8
  %44 = load ptr, ptr %25, align 8, !tbaa !9
  store ptr %42, ptr %26, align 8, !tbaa !9
  store ptr %43, ptr %27, align 8, !tbaa !9
  store ptr %44, ptr %28, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  %45 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %45, ptr %29, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %11) #6
  %46 = load ptr, ptr %26, align 8, !tbaa !9
  %47 = load i32, ptr %29, align 4, !tbaa !11
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds half, ptr %46, i64 %48
  %50 = load half, ptr %49, align 2, !tbaa !13
  store half %50, ptr %30, align 2, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %12) #6
  %51 = load i16, ptr %30, align 2, !tbaa !15
  store i16 %51, ptr %31, align 2, !tbaa !16
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  %52 = load i16, ptr %31, align 2, !tbaa !16
  %53 = zext i16 %52 to i32
  %54 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %53, i32 273, i32 15, i32 15, i1 false)
  store i32 %54, ptr %32, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %14) #6
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %15) #6
  %55 = load i32, ptr %32, align 4, !tbaa !11
  %56 = trunc i32 %55 to i16
  store i16 %56, ptr %34, align 2, !tbaa !16
  %57 = load half, ptr %34, align 2, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %15) #6
  store half %57, ptr %33, align 2, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %16) #6
  %58 = load ptr, ptr %27, align 8, !tbaa !9
  %59 = load i32, ptr %29, align 4, !tbaa !11
  %60 = zext i32 %59 to i64
  %61 = getelementptr inbounds float, ptr %58, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !18
  %63 = insertelement <4 x float> poison, float %62, i32 0
  %64 = load ptr, ptr %27, align 8, !tbaa !9
  %65 = load i32, ptr %29, align 4, !tbaa !11
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds float, ptr %64, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !18
  %69 = fadd contract float %68, 1.000000e+00
  %70 = insertelement <4 x float> %63, float %69, i32 1
  %71 = load ptr, ptr %27, align 8, !tbaa !9
  %72 = load i32, ptr %29, align 4, !tbaa !11
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds float, ptr %71, i64 %73
  %75 = load float, ptr %74, align 4, !tbaa !18
  %76 = fmul contract float %75, 2.000000e+00
  %77 = insertelement <4 x float> %70, float %76, i32 2
  %78 = load ptr, ptr %27, align 8, !tbaa !9
  %79 = load i32, ptr %29, align 4, !tbaa !11
  %80 = zext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %78, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !18
  %83 = fneg contract float %82
  %84 = insertelement <4 x float> %77, float %83, i32 3
  store <4 x float> %84, ptr %35, align 16, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %17) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %18) #6
  %85 = load i32, ptr %35, align 16, !tbaa !15
  %86 = call i32 @llvm.amdgcn.ds.swizzle(i32 %85, i32 1055)
  store i32 %86, ptr %37, align 4, !tbaa !11
  %87 = load float, ptr %37, align 4, !tbaa !15
  %88 = load <4 x float>, ptr %36, align 16
  %89 = insertelement <4 x float> %88, float %87, i64 0
  store <4 x float> %89, ptr %36, align 16
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %18) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %19) #6
  %90 = load i32, ptr %35, align 16, !tbaa !15
  %91 = call i32 @llvm.amdgcn.ds.swizzle(i32 %90, i32 1055)
  store i32 %91, ptr %38, align 4, !tbaa !11
  %92 = load float, ptr %38, align 4, !tbaa !15
  %93 = load <4 x float>, ptr %36, align 16
  %94 = insertelement <4 x float> %93, float %92, i64 1
  store <4 x float> %94, ptr %36, align 16
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %19) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %20) #6
  %95 = load i32, ptr %35, align 16, !tbaa !15
  %96 = call i32 @llvm.amdgcn.ds.swizzle(i32 %95, i32 1055)
  store i32 %96, ptr %39, align 4, !tbaa !11
  %97 = load float, ptr %39, align 4, !tbaa !15
  %98 = load <4 x float>, ptr %36, align 16
  %99 = insertelement <4 x float> %98, float %97, i64 2
  store <4 x float> %99, ptr %36, align 16
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %20) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %21) #6
  %100 = load i32, ptr %35, align 16, !tbaa !15
  %101 = call i32 @llvm.amdgcn.ds.swizzle(i32 %100, i32 1055)
  store i32 %101, ptr %40, align 4, !tbaa !11
  %102 = load float, ptr %40, align 4, !tbaa !15
  %103 = load <4 x float>, ptr %36, align 16
  %104 = insertelement <4 x float> %103, float %102, i64 3
  store <4 x float> %104, ptr %36, align 16
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %21) #6
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %22) #6
  %105 = load <4 x float>, ptr %35, align 16, !tbaa !15
  %106 = load <4 x float>, ptr %36, align 16, !tbaa !15
  %107 = fadd contract <4 x float> %105, %106
  store <4 x float> %107, ptr %41, align 16, !tbaa !15
  %108 = load half, ptr %33, align 2, !tbaa !13
  %109 = fpext half %108 to float
  %110 = load half, ptr %30, align 2, !tbaa !13
  %111 = fpext half %110 to float
  %112 = fadd contract float %109, %111
  %113 = load <4 x float>, ptr %41, align 16
  %114 = extractelement <4 x float> %113, i64 0
  %115 = fadd contract float %112, %114
  %116 = load <4 x float>, ptr %41, align 16
  %117 = extractelement <4 x float> %116, i64 1
  %118 = fadd contract float %115, %117
  %119 = load <4 x float>, ptr %41, align 16
  %120 = extractelement <4 x float> %119, i64 2
  %121 = fadd contract float %118, %120
  %122 = load <4 x float>, ptr %41, align 16
  %123 = extractelement <4 x float> %122, i64 3
  %124 = fadd contract float %121, %123
  %125 = load ptr, ptr %28, align 8, !tbaa !9
  %126 = load i32, ptr %29, align 4, !tbaa !11
  %127 = zext i32 %126 to i64
  %128 = getelementptr inbounds float, ptr %125, i64 %127
  store float %124, ptr %128, align 4, !tbaa !18
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %22) #6
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %17) #6
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %16) #6
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %14) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %12) #6
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %11) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_Float16", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !7, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"float", !7, i64 0}
