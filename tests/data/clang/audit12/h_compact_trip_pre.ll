; ModuleID = '/tmp/a12build/hip_pre.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z14h_compact_tripPKiPiS1_(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, ptr addrspace(1) noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca i8, align 1, addrspace(5)
  %18 = alloca i64, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = addrspacecast ptr addrspace(5) %4 to ptr
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  %22 = addrspacecast ptr addrspace(5) %6 to ptr
  %23 = addrspacecast ptr addrspace(5) %7 to ptr
  %24 = addrspacecast ptr addrspace(5) %8 to ptr
  %25 = addrspacecast ptr addrspace(5) %9 to ptr
  %26 = addrspacecast ptr addrspace(5) %10 to ptr
  %27 = addrspacecast ptr addrspace(5) %11 to ptr
  %28 = addrspacecast ptr addrspace(5) %12 to ptr
  %29 = addrspacecast ptr addrspace(5) %13 to ptr
  %30 = addrspacecast ptr addrspace(5) %14 to ptr
  %31 = addrspacecast ptr addrspace(5) %16 to ptr
  %32 = addrspacecast ptr addrspace(5) %17 to ptr
  %33 = addrspacecast ptr addrspace(5) %18 to ptr
  %34 = addrspacecast ptr addrspace(5) %19 to ptr
  store ptr addrspace(1) %0, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8, !tbaa !5
  store ptr addrspace(1) %2, ptr %22, align 8
  %37 = load ptr, ptr %22, align 8, !tbaa !5
  store ptr %35, ptr %23, align 8, !tbaa !5
  store ptr %36, ptr %24, align 8, !tbaa !5
  store ptr %37, ptr %25, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  %38 = call noundef i32 @_ZL3tidv() #7
  store i32 %38, ptr %26, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #6
  %39 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %39, ptr %27, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  %40 = load i32, ptr %26, align 4, !tbaa !9
  %41 = and i32 %40, 3
  %42 = add i32 %41, 1
  store i32 %42, ptr %28, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  store i32 0, ptr %29, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #6
  store i32 0, ptr %30, align 4, !tbaa !9
  br label %43

43:                                               ; preds = %87, %3
  %44 = load i32, ptr %30, align 4, !tbaa !9
  %45 = load i32, ptr %28, align 4, !tbaa !9
  %46 = icmp slt i32 %44, %45
  br i1 %46, label %48, label %47

47:                                               ; preds = %43
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #6
  br label %90

48:                                               ; preds = %43
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %16) #6
  %49 = load ptr, ptr %23, align 8, !tbaa !5
  %50 = load i32, ptr %26, align 4, !tbaa !9
  %51 = mul i32 %50, 4
  %52 = load i32, ptr %30, align 4, !tbaa !9
  %53 = add i32 %51, %52
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %49, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !9
  store i32 %56, ptr %31, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 1, ptr addrspace(5) %17) #6
  %57 = load i32, ptr %31, align 4, !tbaa !9
  %58 = icmp sgt i32 %57, 0
  %59 = zext i1 %58 to i8
  store i8 %59, ptr %32, align 1, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %18) #6
  %60 = load i8, ptr %32, align 1, !tbaa !11, !range !13, !noundef !14
  %61 = trunc i8 %60 to i1
  %62 = call i64 @llvm.amdgcn.ballot.i64(i1 %61)
  store i64 %62, ptr %33, align 8, !tbaa !15
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %19) #6
  %63 = load i64, ptr %33, align 8, !tbaa !15
  %64 = load i32, ptr %27, align 4, !tbaa !9
  %65 = zext i32 %64 to i64
  %66 = shl i64 1, %65
  %67 = sub i64 %66, 1
  %68 = and i64 %63, %67
  %69 = call i64 @llvm.ctpop.i64(i64 %68)
  %70 = trunc i64 %69 to i32
  store i32 %70, ptr %34, align 4, !tbaa !9
  %71 = load i8, ptr %32, align 1, !tbaa !11, !range !13, !noundef !14
  %72 = trunc i8 %71 to i1
  br i1 %72, label %73, label %81

73:                                               ; preds = %48
  %74 = load i32, ptr %31, align 4, !tbaa !9
  %75 = load ptr, ptr %24, align 8, !tbaa !5
  %76 = load i32, ptr %29, align 4, !tbaa !9
  %77 = load i32, ptr %34, align 4, !tbaa !9
  %78 = add nsw i32 %76, %77
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %75, i64 %79
  store i32 %74, ptr %80, align 4, !tbaa !9
  br label %81

81:                                               ; preds = %73, %48
  %82 = load i64, ptr %33, align 8, !tbaa !15
  %83 = call i64 @llvm.ctpop.i64(i64 %82)
  %84 = trunc i64 %83 to i32
  %85 = load i32, ptr %29, align 4, !tbaa !9
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr %29, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %19) #6
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %18) #6
  call void @llvm.lifetime.end.p5(i64 1, ptr addrspace(5) %17) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %16) #6
  br label %87

87:                                               ; preds = %81
  %88 = load i32, ptr %30, align 4, !tbaa !9
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %30, align 4, !tbaa !9
  br label %43, !llvm.loop !17

90:                                               ; preds = %47
  %91 = load i32, ptr %29, align 4, !tbaa !9
  %92 = load ptr, ptr %25, align 8, !tbaa !5
  %93 = load i32, ptr %26, align 4, !tbaa !9
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds i32, ptr %92, i64 %94
  store i32 %91, ptr %95, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { convergent nounwind }

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
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
