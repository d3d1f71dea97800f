; ModuleID = '/tmp/fp26build/cl_pre.ll'
source_filename = "fp26.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_local_double(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1, ptr addrspace(3) noundef align 8 %2) #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca double, align 8, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %13 = call i64 @_Z14get_local_sizej(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %8, align 4, !tbaa !13
  %15 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %16 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr addrspace(1) %15, i64 %17
  %19 = load double, ptr addrspace(1) %18, align 8, !tbaa !15
  %20 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %21 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr addrspace(3) %20, i64 %22
  store double %19, ptr addrspace(3) %23, align 8, !tbaa !15
  call void @_Z7barrierj(i32 noundef 1) #6
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  %24 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %25 = udiv i32 %24, 2
  store i32 %25, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %26

26:                                               ; preds = %49, %3
  %27 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %28 = icmp ugt i32 %27, 0
  br i1 %28, label %30, label %29

29:                                               ; preds = %26
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  br label %52

30:                                               ; preds = %26
  %31 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %32 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %33 = icmp ult i32 %31, %32
  br i1 %33, label %34, label %48

34:                                               ; preds = %30
  %35 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %36 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %37 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %38 = add i32 %36, %37
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds double, ptr addrspace(3) %35, i64 %39
  %41 = load double, ptr addrspace(3) %40, align 8, !tbaa !15
  %42 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %43 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %44 = zext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr addrspace(3) %42, i64 %44
  %46 = load double, ptr addrspace(3) %45, align 8, !tbaa !15
  %47 = fadd double %46, %41
  store double %47, ptr addrspace(3) %45, align 8, !tbaa !15
  br label %48

48:                                               ; preds = %34, %30
  call void @_Z7barrierj(i32 noundef 1) #6
  br label %49

49:                                               ; preds = %48
  %50 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %51 = lshr i32 %50, 1
  store i32 %51, ptr addrspace(5) %9, align 4, !tbaa !13
  br label %26

52:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %10) #4
  %53 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %54 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %55 = zext i32 %54 to i64
  %56 = getelementptr inbounds double, ptr addrspace(1) %53, i64 %55
  %57 = load double, ptr addrspace(1) %56, align 8, !tbaa !15
  %58 = call double @_Z20sub_group_reduce_maxd(double noundef %57) #6
  store double %58, ptr addrspace(5) %10, align 8, !tbaa !15
  %59 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %60 = getelementptr inbounds double, ptr addrspace(3) %59, i64 0
  %61 = load double, ptr addrspace(3) %60, align 8, !tbaa !15
  %62 = load double, ptr addrspace(5) %10, align 8, !tbaa !15
  %63 = fadd double %61, %62
  %64 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %65 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds double, ptr addrspace(1) %64, i64 %66
  store double %63, ptr addrspace(1) %67, align 8, !tbaa !15
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %10) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden double @_Z20sub_group_reduce_maxd(double noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
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
!5 = !{i32 1, i32 1, i32 3}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"double*", !"double*", !"double*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !11, i64 0}
