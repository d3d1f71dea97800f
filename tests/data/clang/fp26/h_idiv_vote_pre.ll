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
  %3 = call noundef i32 @_ZL5mbcnty(i64 noundef -1) #6
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z11h_idiv_votePKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i64, align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %3 to ptr
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  %16 = addrspacecast ptr addrspace(5) %5 to ptr
  %17 = addrspacecast ptr addrspace(5) %6 to ptr
  %18 = addrspacecast ptr addrspace(5) %7 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  %20 = addrspacecast ptr addrspace(5) %9 to ptr
  %21 = addrspacecast ptr addrspace(5) %10 to ptr
  %22 = addrspacecast ptr addrspace(5) %11 to ptr
  %23 = addrspacecast ptr addrspace(5) %12 to ptr
  %24 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  %25 = load ptr, ptr %14, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %15, align 8
  %26 = load ptr, ptr %15, align 8, !tbaa !5
  store ptr %25, ptr %16, align 8, !tbaa !5
  store ptr %26, ptr %17, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #7
  %27 = call noundef i32 @_ZL7lane_idv() #6
  store i32 %27, ptr %18, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #7
  %28 = load ptr, ptr %16, align 8, !tbaa !5
  %29 = load i32, ptr %18, align 4, !tbaa !9
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %28, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !9
  %33 = and i32 %32, 7
  store i32 %33, ptr %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #7
  store i32 0, ptr %20, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #7
  store i32 0, ptr %21, align 4, !tbaa !9
  %34 = load i32, ptr %19, align 4, !tbaa !9
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %45

36:                                               ; preds = %2
  %37 = load i32, ptr %18, align 4, !tbaa !9
  %38 = mul i32 %37, 37
  %39 = load i32, ptr %19, align 4, !tbaa !9
  %40 = sdiv i32 %38, %39
  store i32 %40, ptr %20, align 4, !tbaa !9
  %41 = load i32, ptr %18, align 4, !tbaa !9
  %42 = mul i32 %41, 37
  %43 = load i32, ptr %19, align 4, !tbaa !9
  %44 = srem i32 %42, %43
  store i32 %44, ptr %21, align 4, !tbaa !9
  br label %45

45:                                               ; preds = %36, %2
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %11) #7
  %46 = load i32, ptr %20, align 4, !tbaa !9
  %47 = and i32 %46, 1
  %48 = icmp ne i32 %47, 0
  %49 = call i64 @llvm.amdgcn.ballot.i64(i1 %48)
  store i64 %49, ptr %22, align 8, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #7
  %50 = load i64, ptr %22, align 8, !tbaa !11
  %51 = icmp ne i64 %50, 0
  br i1 %51, label %52, label %56

52:                                               ; preds = %45
  %53 = load i64, ptr %22, align 8, !tbaa !11
  %54 = call i64 @llvm.cttz.i64(i64 %53, i1 true)
  %55 = trunc i64 %54 to i32
  br label %57

56:                                               ; preds = %45
  br label %57

57:                                               ; preds = %56, %52
  %58 = phi i32 [ %55, %52 ], [ -1, %56 ]
  store i32 %58, ptr %23, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #7
  %59 = load i32, ptr %23, align 4, !tbaa !9
  %60 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %59)
  store i32 %60, ptr %24, align 4, !tbaa !9
  %61 = load i32, ptr %20, align 4, !tbaa !9
  %62 = mul nsw i32 %61, 16
  %63 = load i32, ptr %21, align 4, !tbaa !9
  %64 = add nsw i32 %62, %63
  %65 = load i32, ptr %24, align 4, !tbaa !9
  %66 = mul nsw i32 %65, 100000
  %67 = add nsw i32 %64, %66
  %68 = load ptr, ptr %17, align 8, !tbaa !5
  %69 = load i32, ptr %18, align 4, !tbaa !9
  %70 = zext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  store i32 %67, ptr %71, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #7
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %11) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL5mbcnty(i64 noundef %0) #1 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i64, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i64 %0, ptr %5, align 8, !tbaa !11
  %6 = load i64, ptr %5, align 8, !tbaa !11
  %7 = lshr i64 %6, 32
  %8 = trunc i64 %7 to i32
  %9 = load i64, ptr %5, align 8, !tbaa !11
  %10 = trunc i64 %9 to i32
  %11 = call i32 @llvm.amdgcn.mbcnt.lo(i32 %10, i32 0)
  %12 = call i32 @llvm.amdgcn.mbcnt.hi(i32 %8, i32 %11)
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
