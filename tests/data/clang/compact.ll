; clang-19 -x hip --cuda-device-only --offload-arch=gfx90a -nogpulib -nogpuinc -emit-llvm -S -O1 -Xclang -disable-llvm-passes kernels.hip, then llvm-extract-19 --recursive --func=<kernel>
; ModuleID = 'hip1.ll'
source_filename = "hip.hip"
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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z7compactPKiPiS1_(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i8, align 1, addrspace(5)
  %13 = alloca i64, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = addrspacecast ptr addrspace(5) %4 to ptr
  %20 = addrspacecast ptr addrspace(5) %5 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  %22 = addrspacecast ptr addrspace(5) %7 to ptr
  %23 = addrspacecast ptr addrspace(5) %8 to ptr
  %24 = addrspacecast ptr addrspace(5) %9 to ptr
  %25 = addrspacecast ptr addrspace(5) %10 to ptr
  %26 = addrspacecast ptr addrspace(5) %11 to ptr
  %27 = addrspacecast ptr addrspace(5) %12 to ptr
  %28 = addrspacecast ptr addrspace(5) %13 to ptr
  %29 = addrspacecast ptr addrspace(5) %14 to ptr
  %30 = addrspacecast ptr addrspace(5) %15 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  store ptr addrspace(1) %0, ptr %19, align 8
  %34 = load ptr, ptr %19, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8, !tbaa !5
  store ptr addrspace(1) %2, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8, !tbaa !5
  store ptr %34, ptr %22, align 8, !tbaa !5
  store ptr %35, ptr %23, align 8, !tbaa !5
  store ptr %36, ptr %24, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #5
  %37 = call noundef i32 @_ZL3tidv() #6
  store i32 %37, ptr %25, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #5
  %38 = load ptr, ptr %22, align 8, !tbaa !5
  %39 = load i32, ptr %25, align 4, !tbaa !9
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %38, i64 %40
  %42 = load i32, ptr %41, align 4, !tbaa !9
  store i32 %42, ptr %26, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 1, ptr addrspace(5) %12) #5
  %43 = load i32, ptr %26, align 4, !tbaa !9
  %44 = icmp sgt i32 %43, 0
  %45 = zext i1 %44 to i8
  store i8 %45, ptr %27, align 1, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %13) #5
  %46 = load i8, ptr %27, align 1, !tbaa !11, !range !13, !noundef !14
  %47 = trunc i8 %46 to i1
  %48 = call i64 @llvm.amdgcn.ballot.i64(i1 %47)
  store i64 %48, ptr %28, align 8, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #5
  %49 = load i64, ptr %28, align 8, !tbaa !15
  %50 = load i32, ptr %25, align 4, !tbaa !9
  %51 = zext i32 %50 to i64
  %52 = shl i64 1, %51
  %53 = sub i64 %52, 1
  %54 = and i64 %49, %53
  %55 = call i64 @llvm.ctpop.i64(i64 %54)
  %56 = trunc i64 %55 to i32
  store i32 %56, ptr %29, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %15) #5
  %57 = load i64, ptr %28, align 8, !tbaa !15
  %58 = call i64 @llvm.ctpop.i64(i64 %57)
  %59 = trunc i64 %58 to i32
  store i32 %59, ptr %30, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %16) #5
  store i32 0, ptr %31, align 4, !tbaa !9
  %60 = load i32, ptr %25, align 4, !tbaa !9
  %61 = icmp eq i32 %60, 0
  br i1 %61, label %62, label %68

62:                                               ; preds = %3
  %63 = load ptr, ptr %24, align 8, !tbaa !5
  %64 = load i32, ptr %30, align 4, !tbaa !9
  store i32 %64, ptr %32, align 4, !tbaa !9
  %65 = load i32, ptr %32, align 4
  %66 = atomicrmw add ptr %63, i32 %65 syncscope("agent-one-as") monotonic, align 4
  store i32 %66, ptr %33, align 4
  %67 = load i32, ptr %33, align 4, !tbaa !9
  store i32 %67, ptr %31, align 4, !tbaa !9
  br label %68

68:                                               ; preds = %62, %3
  %69 = load i32, ptr %31, align 4, !tbaa !9
  %70 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %69)
  store i32 %70, ptr %31, align 4, !tbaa !9
  %71 = load i8, ptr %27, align 1, !tbaa !11, !range !13, !noundef !14
  %72 = trunc i8 %71 to i1
  br i1 %72, label %73, label %81

73:                                               ; preds = %68
  %74 = load i32, ptr %26, align 4, !tbaa !9
  %75 = load ptr, ptr %23, align 8, !tbaa !5
  %76 = load i32, ptr %31, align 4, !tbaa !9
  %77 = load i32, ptr %29, align 4, !tbaa !9
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %75, i64 %79
  store i32 %74, ptr %80, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %73, %68
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %16) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %15) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #5
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %13) #5
  call void @llvm.lifetime.end.p5(i64 1, ptr addrspace(5) %12) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #5
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!11 = !{!12, !12, i64 0}
!12 = !{!"bool", !7, i64 0}
!13 = !{i8 0, i8 2}
!14 = !{}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
