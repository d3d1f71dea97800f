; ModuleID = clang-19 -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=gfx90a -ffast-math -O1 -Xclang -disable-llvm-passes -S -emit-llvm fast_helper.cl
source_filename = "f.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define hidden nofpclass(nan inf) float @helper(float noundef nofpclass(nan inf) %0, float noundef nofpclass(nan inf) %1) #0 {
  %3 = alloca float, align 4, addrspace(5)
  %4 = alloca float, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %3, align 4, !tbaa !5
  store float %1, ptr addrspace(5) %4, align 4, !tbaa !5
  %5 = load float, ptr addrspace(5) %3, align 4, !tbaa !5
  %6 = load float, ptr addrspace(5) %4, align 4, !tbaa !5
  %7 = fmul fast float %5, %6
  %8 = load float, ptr addrspace(5) %3, align 4, !tbaa !5
  %9 = load float, ptr addrspace(5) %3, align 4, !tbaa !5
  %10 = fcmp fast une float %8, %9
  %11 = zext i1 %10 to i64
  %12 = select fast i1 %10, float 1.000000e+00, float 0.000000e+00
  %13 = fadd fast float %7, %12
  ret float %13
}

; Function Attrs: convergent noinline norecurse nounwind
define hidden nofpclass(nan inf) float @helper2(float noundef nofpclass(nan inf) %0) #1 {
  %2 = alloca float, align 4, addrspace(5)
  store float %0, ptr addrspace(5) %2, align 4, !tbaa !5
  %3 = load float, ptr addrspace(5) %2, align 4, !tbaa !5
  %4 = call i1 @llvm.is.fpclass.f32(float %3, i32 516)
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %9

6:                                                ; preds = %1
  %7 = load float, ptr addrspace(5) %2, align 4, !tbaa !5
  %8 = fadd fast float %7, 1.000000e+00
  br label %9

9:                                                ; preds = %6, %5
  %10 = phi fast float [ 0.000000e+00, %5 ], [ %8, %6 ]
  ret float %10
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @kf(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #3 !kernel_arg_addr_space !9 !kernel_arg_access_qual !10 !kernel_arg_type !11 !kernel_arg_base_type !11 !kernel_arg_type_qual !12 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca float, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !13
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #6
  %7 = call i64 @_Z13get_global_idj(i32 noundef 0) #7
  %8 = trunc i64 %7 to i32
  store i32 %8, ptr addrspace(5) %5, align 4, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %6) #6
  %9 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !13
  %10 = load i32, ptr addrspace(5) %5, align 4, !tbaa !15
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %11
  %13 = load float, ptr addrspace(1) %12, align 4, !tbaa !5
  store float %13, ptr addrspace(5) %6, align 4, !tbaa !5
  %14 = load float, ptr addrspace(5) %6, align 4, !tbaa !5
  %15 = call fast nofpclass(nan inf) float @helper(float noundef nofpclass(nan inf) %14, float noundef nofpclass(nan inf) 2.000000e+00) #8
  %16 = load float, ptr addrspace(5) %6, align 4, !tbaa !5
  %17 = call fast nofpclass(nan inf) float @helper2(float noundef nofpclass(nan inf) %16) #8
  %18 = fadd fast float %15, %17
  %19 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !13
  %20 = load i32, ptr addrspace(5) %5, align 4, !tbaa !15
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %21
  store float %18, ptr addrspace(1) %22, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %6) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #4

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #4

attributes #0 = { convergent norecurse nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "unsafe-fp-math"="true" }
attributes #1 = { convergent noinline norecurse nounwind "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "unsafe-fp-math"="true" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" "unsafe-fp-math"="true" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind willreturn memory(none) "approx-func-fp-math"="true" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "unsafe-fp-math"="true" }
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
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i32 1, i32 1}
!10 = !{!"none", !"none"}
!11 = !{!"float*", !"float*"}
!12 = !{!"", !"const"}
!13 = !{!14, !14, i64 0}
!14 = !{!"any pointer", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
