; ModuleID = '/tmp/a14build/cl_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.rec = type { [3 x i32], i64 }

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_struct_reduce(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 8 %1) #2 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca %struct.rec, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %0, ptr addrspace(5) %3, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %5) #3
  %8 = call i32 @_Z22get_sub_group_local_idv() #4
  store i32 %8, ptr addrspace(5) %5, align 4, !tbaa !13
  call void @llvm.lifetime.start.p5(i64 24, ptr addrspace(5) %6) #3
  %9 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  %10 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %11 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4, !tbaa !13
  store i32 %14, ptr addrspace(5) %9, align 4, !tbaa !13
  %15 = getelementptr inbounds i32, ptr addrspace(5) %9, i64 1
  %16 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %17 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4, !tbaa !13
  %21 = mul nsw i32 2, %20
  store i32 %21, ptr addrspace(5) %15, align 4, !tbaa !13
  %22 = getelementptr inbounds i32, ptr addrspace(5) %9, i64 2
  store i32 3, ptr addrspace(5) %22, align 4, !tbaa !13
  %23 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  %24 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %25 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %26
  %28 = load i32, ptr addrspace(1) %27, align 4, !tbaa !13
  %29 = sext i32 %28 to i64
  %30 = shl i64 %29, 32
  store i64 %30, ptr addrspace(5) %23, align 8, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #3
  store i32 0, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %31

31:                                               ; preds = %46, %2
  %32 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %33 = icmp slt i32 %32, 3
  br i1 %33, label %35, label %34

34:                                               ; preds = %31
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #3
  br label %49

35:                                               ; preds = %31
  %36 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  %37 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [3 x i32], ptr addrspace(5) %36, i64 0, i64 %38
  %40 = load i32, ptr addrspace(5) %39, align 4, !tbaa !13
  %41 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %40) #4
  %42 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  %43 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [3 x i32], ptr addrspace(5) %42, i64 0, i64 %44
  store i32 %41, ptr addrspace(5) %45, align 4, !tbaa !13
  br label %46

46:                                               ; preds = %35
  %47 = load i32, ptr addrspace(5) %7, align 4, !tbaa !13
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr addrspace(5) %7, align 4, !tbaa !13
  br label %31

49:                                               ; preds = %34
  %50 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  %51 = load i64, ptr addrspace(5) %50, align 8, !tbaa !15
  %52 = call i64 @_Z20sub_group_reduce_maxl(i64 noundef %51) #4
  %53 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  store i64 %52, ptr addrspace(5) %53, align 8, !tbaa !15
  %54 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  %55 = load ptr addrspace(1), ptr addrspace(5) %3, align 8, !tbaa !9
  %56 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %57 = zext i32 %56 to i64
  %58 = getelementptr inbounds i32, ptr addrspace(1) %55, i64 %57
  %59 = load i32, ptr addrspace(1) %58, align 4, !tbaa !13
  %60 = srem i32 %59, 3
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [3 x i32], ptr addrspace(5) %54, i64 0, i64 %61
  %63 = load i32, ptr addrspace(5) %62, align 4, !tbaa !13
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  %66 = load i64, ptr addrspace(5) %65, align 8, !tbaa !15
  %67 = add nsw i64 %64, %66
  %68 = load ptr addrspace(1), ptr addrspace(5) %4, align 8, !tbaa !9
  %69 = load i32, ptr addrspace(5) %5, align 4, !tbaa !13
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i64, ptr addrspace(1) %68, i64 %70
  store i64 %67, ptr addrspace(1) %71, align 8, !tbaa !18
  call void @llvm.lifetime.end.p5(i64 24, ptr addrspace(5) %6) #3
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %5) #3
  ret void
}

; Function Attrs: convergent nounwind
declare hidden i64 @_Z20sub_group_reduce_maxl(i64 noundef) #1

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
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"long*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !11, i64 0}
!15 = !{!16, !17, i64 16}
!16 = !{!"", !11, i64 0, !17, i64 16}
!17 = !{!"long", !11, i64 0}
!18 = !{!17, !17, i64 0}
