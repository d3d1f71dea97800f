; ModuleID = '/tmp/a12build/w32_O0.ll'
source_filename = "a12.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
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
  %16 = alloca i8, align 1, addrspace(5)
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
  %34 = load ptr, ptr %19, align 8
  store ptr addrspace(1) %1, ptr %20, align 8
  %35 = load ptr, ptr %20, align 8
  store ptr addrspace(1) %2, ptr %21, align 8
  %36 = load ptr, ptr %21, align 8
  store ptr %34, ptr %22, align 8
  store ptr %35, ptr %23, align 8
  store ptr %36, ptr %24, align 8
  %37 = call noundef i32 @_ZL3tidv() #5
  store i32 %37, ptr %25, align 4
  %38 = call noundef i32 @_ZL7lane_idv() #5
  store i32 %38, ptr %26, align 4
  %39 = load i32, ptr %25, align 4
  %40 = and i32 %39, 3
  %41 = add i32 %40, 1
  store i32 %41, ptr %27, align 4
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %42

42:                                               ; preds = %82, %3
  %43 = load i32, ptr %29, align 4
  %44 = load i32, ptr %27, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %85

46:                                               ; preds = %42
  %47 = load ptr, ptr %22, align 8
  %48 = load i32, ptr %25, align 4
  %49 = mul i32 %48, 4
  %50 = load i32, ptr %29, align 4
  %51 = add i32 %49, %50
  %52 = zext i32 %51 to i64
  %53 = getelementptr inbounds i32, ptr %47, i64 %52
  %54 = load i32, ptr %53, align 4
  store i32 %54, ptr %30, align 4
  %55 = load i32, ptr %30, align 4
  %56 = icmp sgt i32 %55, 0
  %57 = zext i1 %56 to i8
  store i8 %57, ptr %31, align 1
  %58 = load i8, ptr %31, align 1
  %59 = trunc i8 %58 to i1
  %60 = call i32 @llvm.amdgcn.ballot.i32(i1 %59)
  store i32 %60, ptr %32, align 4
  %61 = load i32, ptr %32, align 4
  %62 = load i32, ptr %26, align 4
  %63 = shl i32 1, %62
  %64 = sub i32 %63, 1
  %65 = and i32 %61, %64
  %66 = call i32 @llvm.ctpop.i32(i32 %65)
  store i32 %66, ptr %33, align 4
  %67 = load i8, ptr %31, align 1
  %68 = trunc i8 %67 to i1
  br i1 %68, label %69, label %77

69:                                               ; preds = %46
  %70 = load i32, ptr %30, align 4
  %71 = load ptr, ptr %23, align 8
  %72 = load i32, ptr %28, align 4
  %73 = load i32, ptr %33, align 4
  %74 = add nsw i32 %72, %73
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i32, ptr %71, i64 %75
  store i32 %70, ptr %76, align 4
  br label %77

77:                                               ; preds = %69, %46
  %78 = load i32, ptr %32, align 4
  %79 = call i32 @llvm.ctpop.i32(i32 %78)
  %80 = load i32, ptr %28, align 4
  %81 = add nsw i32 %80, %79
  store i32 %81, ptr %28, align 4
  br label %82

82:                                               ; preds = %77
  %83 = load i32, ptr %29, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %29, align 4
  br label %42, !llvm.loop !6

85:                                               ; preds = %42
  %86 = load i32, ptr %28, align 4
  %87 = load ptr, ptr %24, align 8
  %88 = load i32, ptr %25, align 4
  %89 = zext i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %87, i64 %89
  store i32 %86, ptr %90, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
