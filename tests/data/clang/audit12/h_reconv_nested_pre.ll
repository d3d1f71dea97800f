; ModuleID = '/tmp/a12build/hip_pre.ll'
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

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #4 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
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
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %27 = call noundef i32 @_ZL3tidv() #7
  store i32 %27, ptr %18, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %28 = call noundef i32 @_ZL7lane_idv() #7
  store i32 %28, ptr %19, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  store i32 0, ptr %20, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #6
  store i32 0, ptr %21, align 4, !tbaa !9
  br label %29

29:                                               ; preds = %111, %2
  %30 = load i32, ptr %21, align 4, !tbaa !9
  %31 = load i32, ptr %19, align 4, !tbaa !9
  %32 = and i32 %31, 3
  %33 = add nsw i32 %32, 1
  %34 = icmp slt i32 %30, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %29
  store i32 2, ptr %22, align 4
  br label %114

36:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %12) #6
  %37 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  store i64 %37, ptr %23, align 8, !tbaa !11
  %38 = load i32, ptr %19, align 4, !tbaa !9
  %39 = load i64, ptr %23, align 8, !tbaa !11
  %40 = call i64 @llvm.cttz.i64(i64 %39, i1 true)
  %41 = add i64 %40, 1
  %42 = icmp eq i64 %39, 0
  %43 = select i1 %42, i64 0, i64 %41
  %44 = trunc i64 %43 to i32
  %45 = sub nsw i32 %44, 1
  %46 = icmp eq i32 %38, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %36
  %48 = load i32, ptr %20, align 4, !tbaa !9
  %49 = add nsw i32 %48, 1000
  store i32 %49, ptr %20, align 4, !tbaa !9
  br label %50

50:                                               ; preds = %47, %36
  %51 = load i64, ptr %23, align 8, !tbaa !11
  %52 = call i64 @llvm.ctpop.i64(i64 %51)
  %53 = trunc i64 %52 to i32
  %54 = load i32, ptr %20, align 4, !tbaa !9
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr %20, align 4, !tbaa !9
  %56 = load i32, ptr %19, align 4, !tbaa !9
  %57 = and i32 %56, 4
  %58 = icmp ne i32 %57, 0
  br i1 %58, label %59, label %63

59:                                               ; preds = %50
  %60 = load i32, ptr %21, align 4, !tbaa !9
  %61 = icmp eq i32 %60, 1
  br i1 %61, label %62, label %63

62:                                               ; preds = %59
  store i32 4, ptr %22, align 4
  br label %108

63:                                               ; preds = %59, %50
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  store i32 0, ptr %24, align 4, !tbaa !9
  br label %64

64:                                               ; preds = %90, %63
  %65 = load i32, ptr %24, align 4, !tbaa !9
  %66 = icmp slt i32 %65, 4
  br i1 %66, label %68, label %67

67:                                               ; preds = %64
  store i32 5, ptr %22, align 4
  br label %93

68:                                               ; preds = %64
  %69 = load i32, ptr %24, align 4, !tbaa !9
  %70 = load i32, ptr %19, align 4, !tbaa !9
  %71 = and i32 %70, 1
  %72 = load i32, ptr %21, align 4, !tbaa !9
  %73 = add nsw i32 %71, %72
  %74 = icmp eq i32 %69, %73
  br i1 %74, label %75, label %76

75:                                               ; preds = %68
  store i32 5, ptr %22, align 4
  br label %93

76:                                               ; preds = %68
  %77 = load ptr, ptr %16, align 8, !tbaa !5
  %78 = load i32, ptr %18, align 4, !tbaa !9
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds i32, ptr %77, i64 %79
  %81 = load i32, ptr %80, align 4, !tbaa !9
  %82 = load i32, ptr %24, align 4, !tbaa !9
  %83 = icmp sgt i32 %81, %82
  %84 = call i64 @llvm.amdgcn.ballot.i64(i1 %83)
  %85 = call i64 @llvm.ctpop.i64(i64 %84)
  %86 = trunc i64 %85 to i32
  %87 = mul nsw i32 100, %86
  %88 = load i32, ptr %20, align 4, !tbaa !9
  %89 = add nsw i32 %88, %87
  store i32 %89, ptr %20, align 4, !tbaa !9
  br label %90

90:                                               ; preds = %76
  %91 = load i32, ptr %24, align 4, !tbaa !9
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %24, align 4, !tbaa !9
  br label %64, !llvm.loop !13

93:                                               ; preds = %75, %67
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  br label %94

94:                                               ; preds = %93
  %95 = load i32, ptr %19, align 4, !tbaa !9
  %96 = icmp eq i32 %95, 5
  br i1 %96, label %97, label %107

97:                                               ; preds = %94
  %98 = load i32, ptr %21, align 4, !tbaa !9
  %99 = icmp eq i32 %98, 1
  br i1 %99, label %100, label %107

100:                                              ; preds = %97
  %101 = load i32, ptr %20, align 4, !tbaa !9
  %102 = sub nsw i32 0, %101
  %103 = load ptr, ptr %17, align 8, !tbaa !5
  %104 = load i32, ptr %18, align 4, !tbaa !9
  %105 = zext i32 %104 to i64
  %106 = getelementptr inbounds i32, ptr %103, i64 %105
  store i32 %102, ptr %106, align 4, !tbaa !9
  store i32 1, ptr %22, align 4
  br label %108

107:                                              ; preds = %97, %94
  store i32 0, ptr %22, align 4
  br label %108

108:                                              ; preds = %107, %100, %62
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %12) #6
  %109 = load i32, ptr %22, align 4
  switch i32 %109, label %114 [
    i32 0, label %110
    i32 4, label %111
  ]

110:                                              ; preds = %108
  br label %111

111:                                              ; preds = %110, %108
  %112 = load i32, ptr %21, align 4, !tbaa !9
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %21, align 4, !tbaa !9
  br label %29, !llvm.loop !15

114:                                              ; preds = %108, %35
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  %115 = load i32, ptr %22, align 4
  switch i32 %115, label %127 [
    i32 2, label %116
  ]

116:                                              ; preds = %114
  %117 = load i32, ptr %20, align 4, !tbaa !9
  %118 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %119 = call i64 @llvm.ctpop.i64(i64 %118)
  %120 = trunc i64 %119 to i32
  %121 = mul nsw i32 100000, %120
  %122 = add nsw i32 %117, %121
  %123 = load ptr, ptr %17, align 8, !tbaa !5
  %124 = load i32, ptr %18, align 4, !tbaa !9
  %125 = zext i32 %124 to i64
  %126 = getelementptr inbounds i32, ptr %123, i64 %125
  store i32 %122, ptr %126, align 4, !tbaa !9
  store i32 0, ptr %22, align 4
  br label %127

127:                                              ; preds = %116, %114
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  %128 = load i32, ptr %22, align 4
  switch i32 %128, label %130 [
    i32 0, label %129
    i32 1, label %129
  ]

129:                                              ; preds = %127, %127
  ret void

130:                                              ; preds = %127
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
