; ModuleID = '/tmp/a12build/hip_O0.ll'
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
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

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
  %11 = alloca i64, align 8, addrspace(5)
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

27:                                               ; preds = %103, %2
  %28 = load i32, ptr %20, align 4
  %29 = load i32, ptr %18, align 4
  %30 = and i32 %29, 3
  %31 = add nsw i32 %30, 1
  %32 = icmp slt i32 %28, %31
  br i1 %32, label %33, label %106

33:                                               ; preds = %27
  %34 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  store i64 %34, ptr %21, align 8
  %35 = load i32, ptr %18, align 4
  %36 = load i64, ptr %21, align 8
  %37 = call i64 @llvm.cttz.i64(i64 %36, i1 true)
  %38 = add i64 %37, 1
  %39 = icmp eq i64 %36, 0
  %40 = select i1 %39, i64 0, i64 %38
  %41 = trunc i64 %40 to i32
  %42 = sub nsw i32 %41, 1
  %43 = icmp eq i32 %35, %42
  br i1 %43, label %44, label %47

44:                                               ; preds = %33
  %45 = load i32, ptr %19, align 4
  %46 = add nsw i32 %45, 1000
  store i32 %46, ptr %19, align 4
  br label %47

47:                                               ; preds = %44, %33
  %48 = load i64, ptr %21, align 8
  %49 = call i64 @llvm.ctpop.i64(i64 %48)
  %50 = trunc i64 %49 to i32
  %51 = load i32, ptr %19, align 4
  %52 = add nsw i32 %51, %50
  store i32 %52, ptr %19, align 4
  %53 = load i32, ptr %18, align 4
  %54 = and i32 %53, 4
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %60

56:                                               ; preds = %47
  %57 = load i32, ptr %20, align 4
  %58 = icmp eq i32 %57, 1
  br i1 %58, label %59, label %60

59:                                               ; preds = %56
  br label %103

60:                                               ; preds = %56, %47
  store i32 0, ptr %22, align 4
  br label %61

61:                                               ; preds = %86, %60
  %62 = load i32, ptr %22, align 4
  %63 = icmp slt i32 %62, 4
  br i1 %63, label %64, label %89

64:                                               ; preds = %61
  %65 = load i32, ptr %22, align 4
  %66 = load i32, ptr %18, align 4
  %67 = and i32 %66, 1
  %68 = load i32, ptr %20, align 4
  %69 = add nsw i32 %67, %68
  %70 = icmp eq i32 %65, %69
  br i1 %70, label %71, label %72

71:                                               ; preds = %64
  br label %89

72:                                               ; preds = %64
  %73 = load ptr, ptr %15, align 8
  %74 = load i32, ptr %17, align 4
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %73, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = load i32, ptr %22, align 4
  %79 = icmp sgt i32 %77, %78
  %80 = call i64 @llvm.amdgcn.ballot.i64(i1 %79)
  %81 = call i64 @llvm.ctpop.i64(i64 %80)
  %82 = trunc i64 %81 to i32
  %83 = mul nsw i32 100, %82
  %84 = load i32, ptr %19, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %19, align 4
  br label %86

86:                                               ; preds = %72
  %87 = load i32, ptr %22, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %22, align 4
  br label %61, !llvm.loop !6

89:                                               ; preds = %71, %61
  %90 = load i32, ptr %18, align 4
  %91 = icmp eq i32 %90, 5
  br i1 %91, label %92, label %102

92:                                               ; preds = %89
  %93 = load i32, ptr %20, align 4
  %94 = icmp eq i32 %93, 1
  br i1 %94, label %95, label %102

95:                                               ; preds = %92
  %96 = load i32, ptr %19, align 4
  %97 = sub nsw i32 0, %96
  %98 = load ptr, ptr %16, align 8
  %99 = load i32, ptr %17, align 4
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %98, i64 %100
  store i32 %97, ptr %101, align 4
  br label %117

102:                                              ; preds = %92, %89
  br label %103

103:                                              ; preds = %102, %59
  %104 = load i32, ptr %20, align 4
  %105 = add nsw i32 %104, 1
  store i32 %105, ptr %20, align 4
  br label %27, !llvm.loop !8

106:                                              ; preds = %27
  %107 = load i32, ptr %19, align 4
  %108 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %109 = call i64 @llvm.ctpop.i64(i64 %108)
  %110 = trunc i64 %109 to i32
  %111 = mul nsw i32 100000, %110
  %112 = add nsw i32 %107, %111
  %113 = load ptr, ptr %16, align 8
  %114 = load i32, ptr %17, align 4
  %115 = zext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  store i32 %112, ptr %116, align 4
  br label %117

117:                                              ; preds = %106, %95
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
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
