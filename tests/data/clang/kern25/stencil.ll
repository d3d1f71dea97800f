; ModuleID = 'stencil.cl'
source_filename = "stencil.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@q_stencil_iter.a = internal addrspace(3) global [32 x i32] undef, align 4
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @q_stencil_iter(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store i32 %2, ptr addrspace(5) %6, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %12 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %13 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4, !tbaa !13
  store i32 %16, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  store i32 0, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %17

17:                                               ; preds = %42, %3
  %18 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %19 = load i32, ptr addrspace(5) %6, align 4, !tbaa !13
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %22, label %21

21:                                               ; preds = %17
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  br label %45

22:                                               ; preds = %17
  %23 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %24 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [32 x i32], ptr addrspace(3) @q_stencil_iter.a, i64 0, i64 %25
  store i32 %23, ptr addrspace(3) %26, align 4, !tbaa !13
  call void @_Z7barrierj(i32 noundef 1) #6
  %27 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %28 = add nsw i32 %27, 1
  %29 = and i32 %28, 31
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [32 x i32], ptr addrspace(3) @q_stencil_iter.a, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4, !tbaa !13
  %33 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %34 = add nsw i32 %33, 31
  %35 = and i32 %34, 31
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [32 x i32], ptr addrspace(3) @q_stencil_iter.a, i64 0, i64 %36
  %38 = load i32, ptr addrspace(3) %37, align 4, !tbaa !13
  %39 = add nsw i32 %32, %38
  %40 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %41 = sub nsw i32 %39, %40
  store i32 %41, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %42

42:                                               ; preds = %22
  %43 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %17, !llvm.loop !15

45:                                               ; preds = %21
  %46 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %47 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %48 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr addrspace(1) %47, i64 %49
  store i32 %46, ptr addrspace(1) %50, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize32" "uniform-work-group-size"="false" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize32" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1030" "target-features"="+16-bit-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx8-insts,+gfx9-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize32" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
!7 = !{!"int*", !"int*", !"int"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
