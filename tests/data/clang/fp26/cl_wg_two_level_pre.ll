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

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_wg_two_level(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, ptr addrspace(3) noundef align 4 %2) #3 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca ptr addrspace(3), align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %4, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %5, align 8, !tbaa !9
  store ptr addrspace(3) %2, ptr addrspace(5) %6, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #5
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #4
  %15 = call i32 @_Z16get_sub_group_idv() #6
  store i32 %15, ptr addrspace(5) %8, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #4
  %16 = call i32 @_Z22get_sub_group_local_idv() #6
  store i32 %16, ptr addrspace(5) %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #4
  %17 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %18 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4, !tbaa !13
  store i32 %21, ptr addrspace(5) %10, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #4
  %22 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %23 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %22) #6
  store i32 %23, ptr addrspace(5) %11, align 4, !tbaa !13
  %24 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %25 = call i32 @_Z18get_sub_group_sizev() #6
  %26 = sub i32 %25, 1
  %27 = icmp eq i32 %24, %26
  br i1 %27, label %28, label %36

28:                                               ; preds = %3
  %29 = load i32, ptr addrspace(5) %11, align 4, !tbaa !13
  %30 = load i32, ptr addrspace(5) %10, align 4, !tbaa !13
  %31 = add nsw i32 %29, %30
  %32 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %33 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(3) %32, i64 %34
  store i32 %31, ptr addrspace(3) %35, align 4, !tbaa !13
  br label %36

36:                                               ; preds = %28, %3
  call void @_Z7barrierj(i32 noundef 1) #6
  %37 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %58

39:                                               ; preds = %36
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #4
  %40 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %41 = call i32 @_Z18get_num_sub_groupsv() #6
  %42 = icmp ult i32 %40, %41
  br i1 %42, label %43, label %49

43:                                               ; preds = %39
  %44 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %45 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds i32, ptr addrspace(3) %44, i64 %46
  %48 = load i32, ptr addrspace(3) %47, align 4, !tbaa !13
  br label %50

49:                                               ; preds = %39
  br label %50

50:                                               ; preds = %49, %43
  %51 = phi i32 [ %48, %43 ], [ 0, %49 ]
  store i32 %51, ptr addrspace(5) %12, align 4, !tbaa !13
  %52 = load i32, ptr addrspace(5) %12, align 4, !tbaa !13
  %53 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %52) #6
  %54 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %55 = load i32, ptr addrspace(5) %9, align 4, !tbaa !13
  %56 = zext i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr addrspace(3) %54, i64 %56
  store i32 %53, ptr addrspace(3) %57, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #4
  br label %58

58:                                               ; preds = %50, %36
  call void @_Z7barrierj(i32 noundef 1) #6
  %59 = load i32, ptr addrspace(5) %11, align 4, !tbaa !13
  %60 = load ptr addrspace(3), ptr addrspace(5) %6, align 4, !tbaa !9
  %61 = load i32, ptr addrspace(5) %8, align 4, !tbaa !13
  %62 = zext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(3) %60, i64 %62
  %64 = load i32, ptr addrspace(3) %63, align 4, !tbaa !13
  %65 = add nsw i32 %59, %64
  %66 = load ptr addrspace(1), ptr addrspace(5) %5, align 8, !tbaa !9
  %67 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr addrspace(1) %66, i64 %68
  store i32 %65, ptr addrspace(1) %69, align 4, !tbaa !13
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #4
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #4
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_num_sub_groupsv() #1

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
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
!7 = !{!"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
