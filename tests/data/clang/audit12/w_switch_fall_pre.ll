; ModuleID = '/tmp/a12build/w32_pre.ll'
source_filename = "a12.hip"
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
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z13h_switch_fallPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  %15 = load ptr, ptr %9, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %10, align 8
  %16 = load ptr, ptr %10, align 8, !tbaa !5
  store ptr %15, ptr %11, align 8, !tbaa !5
  store ptr %16, ptr %12, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #5
  %17 = call noundef i32 @_ZL3tidv() #6
  store i32 %17, ptr %13, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #5
  store i32 0, ptr %14, align 4, !tbaa !9
  %18 = load ptr, ptr %11, align 8, !tbaa !5
  %19 = load i32, ptr %13, align 4, !tbaa !9
  %20 = zext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !9
  %23 = load i32, ptr %13, align 4, !tbaa !9
  %24 = add nsw i32 %22, %23
  %25 = and i32 %24, 3
  switch i32 %25, label %43 [
    i32 0, label %26
    i32 1, label %31
    i32 2, label %37
  ]

26:                                               ; preds = %2
  %27 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %28 = call i32 @llvm.ctpop.i32(i32 %27)
  %29 = load i32, ptr %14, align 4, !tbaa !9
  %30 = add nsw i32 %29, %28
  store i32 %30, ptr %14, align 4, !tbaa !9
  br label %31

31:                                               ; preds = %26, %2
  %32 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %33 = call i32 @llvm.ctpop.i32(i32 %32)
  %34 = mul nsw i32 100, %33
  %35 = load i32, ptr %14, align 4, !tbaa !9
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr %14, align 4, !tbaa !9
  br label %49

37:                                               ; preds = %2
  %38 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %39 = call i32 @llvm.ctpop.i32(i32 %38)
  %40 = mul nsw i32 10000, %39
  %41 = load i32, ptr %14, align 4, !tbaa !9
  %42 = add nsw i32 %41, %40
  store i32 %42, ptr %14, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %37, %2
  %44 = load i32, ptr %13, align 4, !tbaa !9
  %45 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %44)
  %46 = mul nsw i32 1000000, %45
  %47 = load i32, ptr %14, align 4, !tbaa !9
  %48 = add nsw i32 %47, %46
  store i32 %48, ptr %14, align 4, !tbaa !9
  br label %49

49:                                               ; preds = %43, %31
  %50 = load i32, ptr %14, align 4, !tbaa !9
  %51 = load ptr, ptr %12, align 8, !tbaa !5
  %52 = load i32, ptr %13, align 4, !tbaa !9
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  store i32 %50, ptr %54, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
