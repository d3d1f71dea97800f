; ModuleID = '/tmp/a12build/w32_O0.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL7lane_idv() #0 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  ret i32 %3
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @_Z15h_reconv_nestedPKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #3 {
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
  %13 = addrspacecast ptr addrspace(5) %3 to ptr
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  %15 = addrspacecast ptr addrspace(5) %5 to ptr
  %16 = addrspacecast ptr addrspace(5) %6 to ptr
  %17 = addrspacecast ptr addrspace(5) %7 to ptr
  %18 = addrspacecast ptr addrspace(5) %8 to ptr
  %19 = addrspacecast ptr addrspace(5) %9 to ptr
  %20 = addrspacecast ptr addrspace(5) %10 to ptr
  %21 = addrspacecast ptr addrspace(5) %11 to ptr
  %22 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  %23 = load ptr, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %24 = load ptr, ptr %14, align 8
  store ptr %23, ptr %15, align 8
  store ptr %24, ptr %16, align 8
  %25 = call noundef i32 @_ZL3tidv() #5
  store i32 %25, ptr %17, align 4
  %26 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %26, ptr %18, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %27

27:                                               ; preds = %100, %2
  %28 = load i32, ptr %20, align 4
  %29 = load i32, ptr %18, align 4
  %30 = and i32 %29, 3
  %31 = add nsw i32 %30, 1
  %32 = icmp slt i32 %28, %31
  br i1 %32, label %33, label %103

33:                                               ; preds = %27
  %34 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  store i32 %34, ptr %21, align 4
  %35 = load i32, ptr %18, align 4
  %36 = load i32, ptr %21, align 4
  %37 = call i32 @llvm.cttz.i32(i32 %36, i1 true)
  %38 = add i32 %37, 1
  %39 = icmp eq i32 %36, 0
  %40 = select i1 %39, i32 0, i32 %38
  %41 = sub nsw i32 %40, 1
  %42 = icmp eq i32 %35, %41
  br i1 %42, label %43, label %46

43:                                               ; preds = %33
  %44 = load i32, ptr %19, align 4
  %45 = add nsw i32 %44, 1000
  store i32 %45, ptr %19, align 4
  br label %46

46:                                               ; preds = %43, %33
  %47 = load i32, ptr %21, align 4
  %48 = call i32 @llvm.ctpop.i32(i32 %47)
  %49 = load i32, ptr %19, align 4
  %50 = add nsw i32 %49, %48
  store i32 %50, ptr %19, align 4
  %51 = load i32, ptr %18, align 4
  %52 = and i32 %51, 4
  %53 = icmp ne i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %46
  %55 = load i32, ptr %20, align 4
  %56 = icmp eq i32 %55, 1
  br i1 %56, label %57, label %58

57:                                               ; preds = %54
  br label %100

58:                                               ; preds = %54, %46
  store i32 0, ptr %22, align 4
  br label %59

59:                                               ; preds = %83, %58
  %60 = load i32, ptr %22, align 4
  %61 = icmp slt i32 %60, 4
  br i1 %61, label %62, label %86

62:                                               ; preds = %59
  %63 = load i32, ptr %22, align 4
  %64 = load i32, ptr %18, align 4
  %65 = and i32 %64, 1
  %66 = load i32, ptr %20, align 4
  %67 = add nsw i32 %65, %66
  %68 = icmp eq i32 %63, %67
  br i1 %68, label %69, label %70

69:                                               ; preds = %62
  br label %86

70:                                               ; preds = %62
  %71 = load ptr, ptr %15, align 8
  %72 = load i32, ptr %17, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = load i32, ptr %22, align 4
  %77 = icmp sgt i32 %75, %76
  %78 = call i32 @llvm.amdgcn.ballot.i32(i1 %77)
  %79 = call i32 @llvm.ctpop.i32(i32 %78)
  %80 = mul nsw i32 100, %79
  %81 = load i32, ptr %19, align 4
  %82 = add nsw i32 %81, %80
  store i32 %82, ptr %19, align 4
  br label %83

83:                                               ; preds = %70
  %84 = load i32, ptr %22, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %22, align 4
  br label %59, !llvm.loop !6

86:                                               ; preds = %69, %59
  %87 = load i32, ptr %18, align 4
  %88 = icmp eq i32 %87, 5
  br i1 %88, label %89, label %99

89:                                               ; preds = %86
  %90 = load i32, ptr %20, align 4
  %91 = icmp eq i32 %90, 1
  br i1 %91, label %92, label %99

92:                                               ; preds = %89
  %93 = load i32, ptr %19, align 4
  %94 = sub nsw i32 0, %93
  %95 = load ptr, ptr %16, align 8
  %96 = load i32, ptr %17, align 4
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds i32, ptr %95, i64 %97
  store i32 %94, ptr %98, align 4
  br label %113

99:                                               ; preds = %89, %86
  br label %100

100:                                              ; preds = %99, %57
  %101 = load i32, ptr %20, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %20, align 4
  br label %27, !llvm.loop !8

103:                                              ; preds = %27
  %104 = load i32, ptr %19, align 4
  %105 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %106 = call i32 @llvm.ctpop.i32(i32 %105)
  %107 = mul nsw i32 100000, %106
  %108 = add nsw i32 %104, %107
  %109 = load ptr, ptr %16, align 8
  %110 = load i32, ptr %17, align 4
  %111 = zext i32 %110 to i64
  %112 = getelementptr inbounds i32, ptr %109, i64 %111
  store i32 %108, ptr %112, align 4
  br label %113

113:                                              ; preds = %103, %92
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
