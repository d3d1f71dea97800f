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

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL7lane_idv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

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

29:                                               ; preds = %108, %2
  %30 = load i32, ptr %21, align 4, !tbaa !9
  %31 = load i32, ptr %19, align 4, !tbaa !9
  %32 = and i32 %31, 3
  %33 = add nsw i32 %32, 1
  %34 = icmp slt i32 %30, %33
  br i1 %34, label %36, label %35

35:                                               ; preds = %29
  store i32 2, ptr %22, align 4
  br label %111

36:                                               ; preds = %29
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #6
  %37 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  store i32 %37, ptr %23, align 4, !tbaa !9
  %38 = load i32, ptr %19, align 4, !tbaa !9
  %39 = load i32, ptr %23, align 4, !tbaa !9
  %40 = call i32 @llvm.cttz.i32(i32 %39, i1 true)
  %41 = add i32 %40, 1
  %42 = icmp eq i32 %39, 0
  %43 = select i1 %42, i32 0, i32 %41
  %44 = sub nsw i32 %43, 1
  %45 = icmp eq i32 %38, %44
  br i1 %45, label %46, label %49

46:                                               ; preds = %36
  %47 = load i32, ptr %20, align 4, !tbaa !9
  %48 = add nsw i32 %47, 1000
  store i32 %48, ptr %20, align 4, !tbaa !9
  br label %49

49:                                               ; preds = %46, %36
  %50 = load i32, ptr %23, align 4, !tbaa !9
  %51 = call i32 @llvm.ctpop.i32(i32 %50)
  %52 = load i32, ptr %20, align 4, !tbaa !9
  %53 = add nsw i32 %52, %51
  store i32 %53, ptr %20, align 4, !tbaa !9
  %54 = load i32, ptr %19, align 4, !tbaa !9
  %55 = and i32 %54, 4
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %61

57:                                               ; preds = %49
  %58 = load i32, ptr %21, align 4, !tbaa !9
  %59 = icmp eq i32 %58, 1
  br i1 %59, label %60, label %61

60:                                               ; preds = %57
  store i32 4, ptr %22, align 4
  br label %105

61:                                               ; preds = %57, %49
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #6
  store i32 0, ptr %24, align 4, !tbaa !9
  br label %62

62:                                               ; preds = %87, %61
  %63 = load i32, ptr %24, align 4, !tbaa !9
  %64 = icmp slt i32 %63, 4
  br i1 %64, label %66, label %65

65:                                               ; preds = %62
  store i32 5, ptr %22, align 4
  br label %90

66:                                               ; preds = %62
  %67 = load i32, ptr %24, align 4, !tbaa !9
  %68 = load i32, ptr %19, align 4, !tbaa !9
  %69 = and i32 %68, 1
  %70 = load i32, ptr %21, align 4, !tbaa !9
  %71 = add nsw i32 %69, %70
  %72 = icmp eq i32 %67, %71
  br i1 %72, label %73, label %74

73:                                               ; preds = %66
  store i32 5, ptr %22, align 4
  br label %90

74:                                               ; preds = %66
  %75 = load ptr, ptr %16, align 8, !tbaa !5
  %76 = load i32, ptr %18, align 4, !tbaa !9
  %77 = zext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %75, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !9
  %80 = load i32, ptr %24, align 4, !tbaa !9
  %81 = icmp sgt i32 %79, %80
  %82 = call i32 @llvm.amdgcn.ballot.i32(i1 %81)
  %83 = call i32 @llvm.ctpop.i32(i32 %82)
  %84 = mul nsw i32 100, %83
  %85 = load i32, ptr %20, align 4, !tbaa !9
  %86 = add nsw i32 %85, %84
  store i32 %86, ptr %20, align 4, !tbaa !9
  br label %87

87:                                               ; preds = %74
  %88 = load i32, ptr %24, align 4, !tbaa !9
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %24, align 4, !tbaa !9
  br label %62, !llvm.loop !11

90:                                               ; preds = %73, %65
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #6
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %19, align 4, !tbaa !9
  %93 = icmp eq i32 %92, 5
  br i1 %93, label %94, label %104

94:                                               ; preds = %91
  %95 = load i32, ptr %21, align 4, !tbaa !9
  %96 = icmp eq i32 %95, 1
  br i1 %96, label %97, label %104

97:                                               ; preds = %94
  %98 = load i32, ptr %20, align 4, !tbaa !9
  %99 = sub nsw i32 0, %98
  %100 = load ptr, ptr %17, align 8, !tbaa !5
  %101 = load i32, ptr %18, align 4, !tbaa !9
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %100, i64 %102
  store i32 %99, ptr %103, align 4, !tbaa !9
  store i32 1, ptr %22, align 4
  br label %105

104:                                              ; preds = %94, %91
  store i32 0, ptr %22, align 4
  br label %105

105:                                              ; preds = %104, %97, %60
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #6
  %106 = load i32, ptr %22, align 4
  switch i32 %106, label %111 [
    i32 0, label %107
    i32 4, label %108
  ]

107:                                              ; preds = %105
  br label %108

108:                                              ; preds = %107, %105
  %109 = load i32, ptr %21, align 4, !tbaa !9
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %21, align 4, !tbaa !9
  br label %29, !llvm.loop !13

111:                                              ; preds = %105, %35
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #6
  %112 = load i32, ptr %22, align 4
  switch i32 %112, label %123 [
    i32 2, label %113
  ]

113:                                              ; preds = %111
  %114 = load i32, ptr %20, align 4, !tbaa !9
  %115 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %116 = call i32 @llvm.ctpop.i32(i32 %115)
  %117 = mul nsw i32 100000, %116
  %118 = add nsw i32 %114, %117
  %119 = load ptr, ptr %17, align 8, !tbaa !5
  %120 = load i32, ptr %18, align 4, !tbaa !9
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %119, i64 %121
  store i32 %118, ptr %122, align 4, !tbaa !9
  store i32 0, ptr %22, align 4
  br label %123

123:                                              ; preds = %113, %111
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  %124 = load i32, ptr %22, align 4
  switch i32 %124, label %126 [
    i32 0, label %125
    i32 1, label %125
  ]

125:                                              ; preds = %123, %123
  ret void

126:                                              ; preds = %123
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
