; ModuleID = '/tmp/fp26build/w32_pre.ll'
source_filename = "fp26.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ10h_lds_tilePKiPiE4tile = external hidden addrspace(3) global [64 x i32], align 16

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4shflii(i32 noundef %0, i32 noundef %1) #1 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4, !tbaa !5
  store i32 %1, ptr %8, align 4, !tbaa !5
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = and i32 %9, 31
  %11 = shl i32 %10, 2
  %12 = load i32, ptr %7, align 4, !tbaa !5
  %13 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %12)
  ret i32 %13
}

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z10h_lds_tilePKiPi(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #2 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %3 to ptr
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  %14 = addrspacecast ptr addrspace(5) %7 to ptr
  %15 = addrspacecast ptr addrspace(5) %8 to ptr
  %16 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  %17 = load ptr, ptr %10, align 8, !tbaa !9
  store ptr addrspace(1) %1, ptr %11, align 8
  %18 = load ptr, ptr %11, align 8, !tbaa !9
  store ptr %17, ptr %12, align 8, !tbaa !9
  store ptr %18, ptr %13, align 8, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #6
  %19 = call noundef i32 @_ZL3tidv() #7
  store i32 %19, ptr %14, align 4, !tbaa !5
  %20 = load ptr, ptr %12, align 8, !tbaa !9
  %21 = load i32, ptr %14, align 4, !tbaa !5
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr %20, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !5
  %25 = load i32, ptr %14, align 4, !tbaa !5
  %26 = and i32 %25, 63
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_tilePKiPiE4tile to ptr), i64 0, i64 %27
  store i32 %24, ptr %28, align 4, !tbaa !5
  call void @_ZL11syncthreadsv() #7
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #6
  %29 = load i32, ptr %14, align 4, !tbaa !5
  %30 = and i32 %29, 7
  %31 = shl i32 %30, 3
  %32 = load i32, ptr %14, align 4, !tbaa !5
  %33 = lshr i32 %32, 3
  %34 = and i32 %33, 7
  %35 = or i32 %31, %34
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10h_lds_tilePKiPiE4tile to ptr), i64 0, i64 %36
  %38 = load i32, ptr %37, align 4, !tbaa !5
  store i32 %38, ptr %15, align 4, !tbaa !5
  call void @llvm.amdgcn.wave.barrier()
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #6
  %39 = load i32, ptr %15, align 4, !tbaa !5
  %40 = load i32, ptr %14, align 4, !tbaa !5
  %41 = add i32 %40, 8
  %42 = call noundef i32 @_ZL4shflii(i32 noundef %39, i32 noundef %41) #7
  store i32 %42, ptr %16, align 4, !tbaa !5
  call void @_ZL11syncthreadsv() #7
  %43 = load i32, ptr %15, align 4, !tbaa !5
  %44 = mul nsw i32 %43, 1000
  %45 = load i32, ptr %16, align 4, !tbaa !5
  %46 = add nsw i32 %44, %45
  %47 = load ptr, ptr %13, align 8, !tbaa !9
  %48 = load i32, ptr %14, align 4, !tbaa !5
  %49 = zext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  store i32 %46, ptr %50, align 4, !tbaa !5
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #6
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #6
  ret void
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL3tidv() #1 {
  %1 = alloca i32, align 4, addrspace(5)
  %2 = addrspacecast ptr addrspace(5) %1 to ptr
  %3 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %3
}

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden void @_ZL11syncthreadsv() #1 {
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ret void
}

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.wave.barrier() #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #5

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" }
attributes #2 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot10-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+wavefrontsize32" "uniform-work-group-size"="true" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
attributes #4 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
