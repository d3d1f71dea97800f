; ModuleID = '/tmp/a12build/hip_O0.ll'
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
  %17 = alloca i64, align 8, addrspace(5)
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

42:                                               ; preds = %85, %3
  %43 = load i32, ptr %29, align 4
  %44 = load i32, ptr %27, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %88

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
  %60 = call i64 @llvm.amdgcn.ballot.i64(i1 %59)
  store i64 %60, ptr %32, align 8
  %61 = load i64, ptr %32, align 8
  %62 = load i32, ptr %26, align 4
  %63 = zext i32 %62 to i64
  %64 = shl i64 1, %63
  %65 = sub i64 %64, 1
  %66 = and i64 %61, %65
  %67 = call i64 @llvm.ctpop.i64(i64 %66)
  %68 = trunc i64 %67 to i32
  store i32 %68, ptr %33, align 4
  %69 = load i8, ptr %31, align 1
  %70 = trunc i8 %69 to i1
  br i1 %70, label %71, label %79

71:                                               ; preds = %46
  %72 = load i32, ptr %30, align 4
  %73 = load ptr, ptr %23, align 8
  %74 = load i32, ptr %28, align 4
  %75 = load i32, ptr %33, align 4
  %76 = add nsw i32 %74, %75
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i32, ptr %73, i64 %77
  store i32 %72, ptr %78, align 4
  br label %79

79:                                               ; preds = %71, %46
  %80 = load i64, ptr %32, align 8
  %81 = call i64 @llvm.ctpop.i64(i64 %80)
  %82 = trunc i64 %81 to i32
  %83 = load i32, ptr %28, align 4
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr %28, align 4
  br label %85

85:                                               ; preds = %79
  %86 = load i32, ptr %29, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %29, align 4
  br label %42, !llvm.loop !6

88:                                               ; preds = %42
  %89 = load i32, ptr %28, align 4
  %90 = load ptr, ptr %24, align 8
  %91 = load i32, ptr %25, align 4
  %92 = zext i32 %91 to i64
  %93 = getelementptr inbounds i32, ptr %90, i64 %92
  store i32 %89, ptr %93, align 4
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
  %4 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %3)
  ret i32 %4
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" }
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
