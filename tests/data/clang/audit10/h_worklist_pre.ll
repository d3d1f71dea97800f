; ModuleID = '/tmp/a10build/hip_pre.ll'
source_filename = "a10.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_worklistPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8, !tbaa !5
  store ptr %20, ptr %14, align 8, !tbaa !5
  store ptr %21, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %22 = call noundef i32 @_ZL3tidv() #6
  store i32 %22, ptr %16, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #5
  %23 = load ptr, ptr %14, align 8, !tbaa !5
  %24 = load i32, ptr %16, align 4, !tbaa !9
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr %23, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !9
  %28 = and i32 %27, 7
  store i32 %28, ptr %17, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #5
  store i32 0, ptr %18, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #5
  store i32 0, ptr %19, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %43, %2
  %30 = load i32, ptr %19, align 4, !tbaa !9
  %31 = load i32, ptr %17, align 4, !tbaa !9
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %34, label %33

33:                                               ; preds = %29
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #5
  br label %46

34:                                               ; preds = %29
  %35 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %36 = call i64 @llvm.ctpop.i64(i64 %35)
  %37 = trunc i64 %36 to i32
  %38 = load i32, ptr %19, align 4, !tbaa !9
  %39 = add nsw i32 %38, 1
  %40 = mul nsw i32 %37, %39
  %41 = load i32, ptr %18, align 4, !tbaa !9
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %18, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %34
  %44 = load i32, ptr %19, align 4, !tbaa !9
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %19, align 4, !tbaa !9
  br label %29, !llvm.loop !11

46:                                               ; preds = %33
  %47 = load i32, ptr %18, align 4, !tbaa !9
  %48 = load ptr, ptr %15, align 8, !tbaa !5
  %49 = load i32, ptr %16, align 4, !tbaa !9
  %50 = zext i32 %49 to i64
  %51 = getelementptr inbounds i32, ptr %48, i64 %50
  store i32 %47, ptr %51, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
