; clang-19 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx90a -cl-fast-relaxed-math -O1 -Xclang -disable-llvm-passes -S -emit-llvm float4_helpers.cl
; ModuleID = 'f4.cl'
source_filename = "f4.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define hidden nofpclass(nan inf) <4 x float> @scale4(<4 x float> noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #0 {
  %3 = alloca <4 x float>, align 16, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  store <4 x float> %0, ptr addrspace(5) %3, align 16, !tbaa !5
  store float %1, ptr addrspace(5) %4, align 4, !tbaa !8
  %5 = load <4 x float>, ptr addrspace(5) %3, align 16, !tbaa !5
  %6 = load float, ptr addrspace(5) %4, align 4, !tbaa !8
  %7 = insertelement <4 x float> poison, float %6, i64 0
  %8 = shufflevector <4 x float> %7, <4 x float> poison, <4 x i32> zeroinitializer
  %9 = call reassoc nnan ninf nsz arcp afn <4 x float> @llvm.fmuladd.v4f32(<4 x float> %5, <4 x float> %8, <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>)
  ret <4 x float> %9
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: convergent noinline norecurse nounwind
define hidden nofpclass(nan inf) <4 x float> @clamp4(<4 x float> noundef nofpclass(nan inf) %0) #2 {
  %2 = alloca <4 x float>, align 16, addrspace(5)
  store <4 x float> %0, ptr addrspace(5) %2, align 16, !tbaa !5
  %3 = load <4 x float>, ptr addrspace(5) %2, align 16, !tbaa !5
  %4 = fcmp reassoc nnan ninf nsz arcp afn ogt <4 x float> %3, <float 4.000000e+00, float 4.000000e+00, float 4.000000e+00, float 4.000000e+00>
  %5 = sext <4 x i1> %4 to <4 x i32>
  %6 = load <4 x float>, ptr addrspace(5) %2, align 16, !tbaa !5
  %7 = icmp slt <4 x i32> %5, zeroinitializer
  %8 = sext <4 x i1> %7 to <4 x i32>
  %9 = xor <4 x i32> %8, <i32 -1, i32 -1, i32 -1, i32 -1>
  %10 = bitcast <4 x float> %6 to <4 x i32>
  %11 = and <4 x i32> %10, %9
  %12 = and <4 x i32> <i32 1082130432, i32 1082130432, i32 1082130432, i32 1082130432>, %8
  %13 = or <4 x i32> %11, %12
  %14 = bitcast <4 x i32> %13 to <4 x float>
  ret <4 x float> %14
}

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @k4(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1, i32 noundef %2) #3 !kernel_arg_addr_space !10 !kernel_arg_access_qual !11 !kernel_arg_type !12 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca <4 x float>, align 16, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca <4 x float>, align 16, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !15
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !15
  store i32 %2, ptr addrspace(5) %6, align 4, !tbaa !17
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %11 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4, !tbaa !17
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %8) #6
  %13 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !15
  %14 = load i32, ptr addrspace(5) %7, align 4, !tbaa !17
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds <4 x float>, ptr addrspace(1) %13, i64 %15
  %17 = load <4 x float>, ptr addrspace(1) %16, align 16, !tbaa !5
  store <4 x float> %17, ptr addrspace(5) %8, align 16, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !17
  br label %18

18:                                               ; preds = %36, %3
  %19 = load i32, ptr addrspace(5) %9, align 4, !tbaa !17
  %20 = load i32, ptr addrspace(5) %6, align 4, !tbaa !17
  %21 = and i32 %20, 3
  %22 = icmp slt i32 %19, %21
  br i1 %22, label %24, label %23

23:                                               ; preds = %18
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  br label %39

24:                                               ; preds = %18
  %25 = load <4 x float>, ptr addrspace(5) %8, align 16, !tbaa !5
  %26 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @scale4(<4 x float> noundef nofpclass(nan inf) %25, float noundef nofpclass(nan inf) 5.000000e-01) #8
  %27 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !15
  %28 = load i32, ptr addrspace(5) %7, align 4, !tbaa !17
  %29 = load i32, ptr addrspace(5) %9, align 4, !tbaa !17
  %30 = add nsw i32 %28, %29
  %31 = and i32 %30, 3
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds <4 x float>, ptr addrspace(1) %27, i64 %32
  %34 = load <4 x float>, ptr addrspace(1) %33, align 16, !tbaa !5
  %35 = fadd reassoc nnan ninf nsz arcp afn <4 x float> %26, %34
  store <4 x float> %35, ptr addrspace(5) %8, align 16, !tbaa !5
  br label %36

36:                                               ; preds = %24
  %37 = load i32, ptr addrspace(5) %9, align 4, !tbaa !17
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr addrspace(5) %9, align 4, !tbaa !17
  br label %18, !llvm.loop !19

39:                                               ; preds = %23
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %10) #6
  %40 = load <4 x float>, ptr addrspace(5) %8, align 16
  %41 = extractelement <4 x float> %40, i64 0
  %42 = fcmp reassoc nnan ninf nsz arcp afn ogt float %41, 0.000000e+00
  br i1 %42, label %43, label %45

43:                                               ; preds = %39
  %44 = load <4 x float>, ptr addrspace(5) %8, align 16, !tbaa !5
  br label %48

45:                                               ; preds = %39
  %46 = load <4 x float>, ptr addrspace(5) %8, align 16, !tbaa !5
  %47 = call reassoc nnan ninf nsz arcp afn nofpclass(nan inf) <4 x float> @clamp4(<4 x float> noundef nofpclass(nan inf) %46) #8
  br label %48

48:                                               ; preds = %45, %43
  %49 = phi reassoc nnan ninf nsz arcp afn <4 x float> [ %44, %43 ], [ %47, %45 ]
  store <4 x float> %49, ptr addrspace(5) %10, align 16, !tbaa !5
  %50 = load <4 x float>, ptr addrspace(5) %10, align 16, !tbaa !5
  %51 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !15
  %52 = load i32, ptr addrspace(5) %7, align 4, !tbaa !17
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds <4 x float>, ptr addrspace(1) %51, i64 %53
  store <4 x float> %50, ptr addrspace(1) %54, align 16, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %10) #6
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #4

attributes #0 = { convergent norecurse nounwind "approx-func-fp-math"="true" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "approx-func-fp-math"="true" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(none) "approx-func-fp-math"="true" "less-precise-fpmad"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !6, i64 0}
!10 = !{i32 1, i32 1, i32 0}
!11 = !{!"none", !"none", !"none"}
!12 = !{!"float4*", !"float4*", !"int"}
!13 = !{!"float __attribute__((ext_vector_type(4)))*", !"float __attribute__((ext_vector_type(4)))*", !"int"}
!14 = !{!"", !"const", !""}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !6, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !6, i64 0}
!19 = distinct !{!19, !20}
!20 = !{!"llvm.loop.unroll.disable"}
