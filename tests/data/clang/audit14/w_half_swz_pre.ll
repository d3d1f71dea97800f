; ModuleID = '/tmp/a14build/w32_pre.ll'
source_filename = "a14.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_half_swzPKtPtE1s = external hidden addrspace(3) global [32 x half], align 16

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_half_swzPKtPt(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #1 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca half, align 2, addrspace(5)
  %9 = alloca i16, align 2, addrspace(5)
  %10 = alloca i16, align 2, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  %19 = load ptr, ptr %11, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8, !tbaa !5
  store ptr %19, ptr %13, align 8, !tbaa !5
  store ptr %20, ptr %14, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %21 = call noundef i32 @_ZL3tidv() #7
  store i32 %21, ptr %15, align 4, !tbaa !9
  %22 = load ptr, ptr %13, align 8, !tbaa !5
  %23 = load i32, ptr %15, align 4, !tbaa !9
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i16, ptr %22, i64 %24
  %26 = load half, ptr %25, align 2, !tbaa !11
  %27 = load i32, ptr %15, align 4, !tbaa !9
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [32 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_half_swzPKtPtE1s to ptr), i64 0, i64 %28
  store half %26, ptr %29, align 2, !tbaa !12
  call void @_ZL11syncthreadsv() #7
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %8) #6
  %30 = load i32, ptr %15, align 4, !tbaa !9
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [32 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_half_swzPKtPtE1s to ptr), i64 0, i64 %31
  %33 = load half, ptr %32, align 2, !tbaa !12
  %34 = load i32, ptr %15, align 4, !tbaa !9
  %35 = add i32 %34, 1
  %36 = and i32 %35, 31
  %37 = zext i32 %36 to i64
  %38 = getelementptr inbounds [32 x half], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_half_swzPKtPtE1s to ptr), i64 0, i64 %37
  %39 = load half, ptr %38, align 2, !tbaa !12
  %40 = fadd contract half %33, %39
  store half %40, ptr %16, align 2, !tbaa !12
  %41 = load half, ptr %16, align 2, !tbaa !12
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %9) #6
  %42 = load i16, ptr %16, align 2, !tbaa !11
  %43 = zext i16 %42 to i32
  %44 = call i32 @llvm.amdgcn.ds.swizzle(i32 %43, i32 1055)
  %45 = trunc i32 %44 to i16
  store i16 %45, ptr %17, align 2, !tbaa !14
  %46 = load half, ptr %17, align 2, !tbaa !11
  %47 = fadd contract half %41, %46
  store half %47, ptr %16, align 2, !tbaa !12
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %9) #6
  %48 = load half, ptr %16, align 2, !tbaa !12
  call void @llvm.lifetime.start.p5(i64 2, ptr addrspace(5) %10) #6
  %49 = load i16, ptr %16, align 2, !tbaa !11
  %50 = zext i16 %49 to i32
  %51 = call i32 @llvm.amdgcn.ds.swizzle(i32 %50, i32 2079)
  %52 = trunc i32 %51 to i16
  store i16 %52, ptr %18, align 2, !tbaa !14
  %53 = load half, ptr %18, align 2, !tbaa !11
  %54 = fadd contract half %48, %53
  store half %54, ptr %16, align 2, !tbaa !12
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %10) #6
  %55 = load i16, ptr %16, align 2, !tbaa !11
  %56 = load ptr, ptr %14, align 8, !tbaa !5
  %57 = load i32, ptr %15, align 4, !tbaa !9
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds i16, ptr %56, i64 %58
  store i16 %55, ptr %59, align 2, !tbaa !14
  call void @llvm.lifetime.end.p5(i64 2, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #2 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden void @_ZL11syncthreadsv() #2 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,32" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #2 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
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
!11 = !{!7, !7, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"_Float16", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !7, i64 0}
