; ModuleID = 'g27.hip'
source_filename = "g27.hip"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ6clocksPjE4tile = internal addrspace(3) global [64 x i32] undef, align 16
@.str = private unnamed_addr addrspace(4) constant [10 x i8] c"workgroup\00", align 1
@__hip_cuid_f0a25f989e9ea209 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_f0a25f989e9ea209 to ptr)], section "llvm.metadata"
@__oclc_ABI_version = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z8pack_dotPjPKji(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i32, align 4, addrspace(5)
  %17 = alloca <2 x i16>, align 4, addrspace(5)
  %18 = alloca <2 x i16>, align 4, addrspace(5)
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
  store ptr %34, ptr %21, align 8, !tbaa !5
  store ptr %35, ptr %22, align 8, !tbaa !5
  store i32 %2, ptr %23, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #7
  %36 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  store i32 %36, ptr %24, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #7
  %37 = load ptr, ptr %22, align 8, !tbaa !5
  %38 = load i32, ptr %24, align 4, !tbaa !9
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %37, i64 %39
  %41 = load i32, ptr %40, align 4, !tbaa !9
  store i32 %41, ptr %25, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #7
  %42 = load ptr, ptr %22, align 8, !tbaa !5
  %43 = load i32, ptr %24, align 4, !tbaa !9
  %44 = add i32 %43, 1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %42, i64 %45
  %47 = load i32, ptr %46, align 4, !tbaa !9
  store i32 %47, ptr %26, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %12) #7
  %48 = load i32, ptr %24, align 4, !tbaa !9
  %49 = and i32 %48, 1
  %50 = icmp ne i32 %49, 0
  %51 = zext i1 %50 to i64
  %52 = select i1 %50, i32 201655297, i32 117835012
  store i32 %52, ptr %27, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %13) #7
  %53 = load i32, ptr %25, align 4, !tbaa !9
  %54 = load i32, ptr %26, align 4, !tbaa !9
  %55 = load i32, ptr %27, align 4, !tbaa !9
  %56 = call i32 @llvm.amdgcn.perm(i32 %53, i32 %54, i32 %55)
  store i32 %56, ptr %28, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %14) #7
  %57 = load i32, ptr %28, align 4, !tbaa !9
  %58 = load i32, ptr %26, align 4, !tbaa !9
  %59 = load i32, ptr %23, align 4, !tbaa !9
  %60 = call i32 @llvm.amdgcn.sdot4(i32 %57, i32 %58, i32 %59, i1 false)
  store i32 %60, ptr %29, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %15) #7
  %61 = load i32, ptr %25, align 4, !tbaa !9
  %62 = load i32, ptr %28, align 4, !tbaa !9
  %63 = load i32, ptr %23, align 4, !tbaa !9
  %64 = call i32 @llvm.amdgcn.udot4(i32 %61, i32 %62, i32 %63, i1 true)
  store i32 %64, ptr %30, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %16) #7
  %65 = load i32, ptr %25, align 4, !tbaa !9
  %66 = trunc i32 %65 to i16
  %67 = insertelement <2 x i16> poison, i16 %66, i32 0
  %68 = load i32, ptr %25, align 4, !tbaa !9
  %69 = lshr i32 %68, 16
  %70 = trunc i32 %69 to i16
  %71 = insertelement <2 x i16> %67, i16 %70, i32 1
  store <2 x i16> %71, ptr %32, align 4, !tbaa !11
  %72 = load <2 x i16>, ptr %32, align 4, !tbaa !11
  %73 = load i32, ptr %24, align 4, !tbaa !9
  %74 = trunc i32 %73 to i16
  %75 = insertelement <2 x i16> poison, i16 %74, i32 0
  %76 = insertelement <2 x i16> %75, i16 3, i32 1
  store <2 x i16> %76, ptr %33, align 4, !tbaa !11
  %77 = load <2 x i16>, ptr %33, align 4, !tbaa !11
  %78 = load i32, ptr %23, align 4, !tbaa !9
  %79 = call i32 @llvm.amdgcn.sdot2(<2 x i16> %72, <2 x i16> %77, i32 %78, i1 false)
  store i32 %79, ptr %31, align 4, !tbaa !9
  %80 = load i32, ptr %24, align 4, !tbaa !9
  %81 = icmp ult i32 %80, 2
  br i1 %81, label %82, label %88

82:                                               ; preds = %3
  %83 = load i32, ptr %25, align 4, !tbaa !9
  %84 = load i32, ptr %25, align 4, !tbaa !9
  %85 = call i32 @llvm.amdgcn.sdot4(i32 %83, i32 %84, i32 0, i1 true)
  %86 = load i32, ptr %29, align 4, !tbaa !9
  %87 = add nsw i32 %86, %85
  store i32 %87, ptr %29, align 4, !tbaa !9
  br label %88

88:                                               ; preds = %82, %3
  %89 = load i32, ptr %28, align 4, !tbaa !9
  %90 = load ptr, ptr %21, align 8, !tbaa !5
  %91 = load i32, ptr %24, align 4, !tbaa !9
  %92 = mul i32 4, %91
  %93 = zext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %90, i64 %93
  store i32 %89, ptr %94, align 4, !tbaa !9
  %95 = load i32, ptr %29, align 4, !tbaa !9
  %96 = load ptr, ptr %21, align 8, !tbaa !5
  %97 = load i32, ptr %24, align 4, !tbaa !9
  %98 = mul i32 4, %97
  %99 = add i32 %98, 1
  %100 = zext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %96, i64 %100
  store i32 %95, ptr %101, align 4, !tbaa !9
  %102 = load i32, ptr %30, align 4, !tbaa !9
  %103 = load ptr, ptr %21, align 8, !tbaa !5
  %104 = load i32, ptr %24, align 4, !tbaa !9
  %105 = mul i32 4, %104
  %106 = add i32 %105, 2
  %107 = zext i32 %106 to i64
  %108 = getelementptr inbounds i32, ptr %103, i64 %107
  store i32 %102, ptr %108, align 4, !tbaa !9
  %109 = load i32, ptr %31, align 4, !tbaa !9
  %110 = load ptr, ptr %21, align 8, !tbaa !5
  %111 = load i32, ptr %24, align 4, !tbaa !9
  %112 = mul i32 4, %111
  %113 = add i32 %112, 3
  %114 = zext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %110, i64 %114
  store i32 %109, ptr %115, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %16) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %15) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %14) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %13) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %12) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nofree nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.perm(i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.udot4(i32, i32, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.amdgcn.sdot2(<2 x i16>, <2 x i16>, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture) #1

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z9pkrtz_sinPjPKf(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca float, align 4, addrspace(5)
  %9 = alloca <2 x half>, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %3 to ptr
  %13 = addrspacecast ptr addrspace(5) %4 to ptr
  %14 = addrspacecast ptr addrspace(5) %5 to ptr
  %15 = addrspacecast ptr addrspace(5) %6 to ptr
  %16 = addrspacecast ptr addrspace(5) %7 to ptr
  %17 = addrspacecast ptr addrspace(5) %8 to ptr
  %18 = addrspacecast ptr addrspace(5) %9 to ptr
  %19 = addrspacecast ptr addrspace(5) %10 to ptr
  %20 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %21 = load ptr, ptr %12, align 8, !tbaa !5
  store ptr addrspace(1) %1, ptr %13, align 8
  %22 = load ptr, ptr %13, align 8, !tbaa !5
  store ptr %21, ptr %14, align 8, !tbaa !5
  store ptr %22, ptr %15, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %7) #7
  %23 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  store i32 %23, ptr %16, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %8) #7
  %24 = load ptr, ptr %15, align 8, !tbaa !5
  %25 = load i32, ptr %16, align 4, !tbaa !9
  %26 = zext i32 %25 to i64
  %27 = getelementptr inbounds float, ptr %24, i64 %26
  %28 = load float, ptr %27, align 4, !tbaa !12
  store float %28, ptr %17, align 4, !tbaa !12
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %9) #7
  %29 = load float, ptr %17, align 4, !tbaa !12
  %30 = load float, ptr %17, align 4, !tbaa !12
  %31 = fmul contract float %30, 5.000000e-01
  %32 = call contract <2 x half> @llvm.amdgcn.cvt.pkrtz(float %29, float %31)
  store <2 x half> %32, ptr %18, align 4, !tbaa !11
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %10) #7
  %33 = load float, ptr %17, align 4, !tbaa !12
  %34 = call contract float @llvm.amdgcn.sin.f32(float %33)
  store float %34, ptr %19, align 4, !tbaa !12
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %11) #7
  %35 = load float, ptr %17, align 4, !tbaa !12
  %36 = call contract float @llvm.amdgcn.cos.f32(float %35)
  store float %36, ptr %20, align 4, !tbaa !12
  %37 = load i32, ptr %18, align 4, !tbaa !11
  %38 = load ptr, ptr %14, align 8, !tbaa !5
  %39 = load i32, ptr %16, align 4, !tbaa !9
  %40 = mul i32 3, %39
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i32, ptr %38, i64 %41
  store i32 %37, ptr %42, align 4, !tbaa !9
  %43 = load float, ptr %19, align 4, !tbaa !12
  %44 = fcmp contract ogt float %43, 5.000000e-01
  %45 = zext i1 %44 to i64
  %46 = select i1 %44, i32 1, i32 0
  %47 = load ptr, ptr %14, align 8, !tbaa !5
  %48 = load i32, ptr %16, align 4, !tbaa !9
  %49 = mul i32 3, %48
  %50 = add i32 %49, 1
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %47, i64 %51
  store i32 %46, ptr %52, align 4, !tbaa !9
  %53 = load float, ptr %20, align 4, !tbaa !12
  %54 = load float, ptr %20, align 4, !tbaa !12
  %55 = fmul contract float %53, %54
  %56 = load float, ptr %19, align 4, !tbaa !12
  %57 = load float, ptr %19, align 4, !tbaa !12
  %58 = fmul contract float %56, %57
  %59 = fadd contract float %55, %58
  %60 = fcmp contract ogt float %59, 5.000000e-01
  %61 = zext i1 %60 to i32
  %62 = load ptr, ptr %14, align 8, !tbaa !5
  %63 = load i32, ptr %16, align 4, !tbaa !9
  %64 = mul i32 3, %63
  %65 = add i32 %64, 2
  %66 = zext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr %62, i64 %66
  store i32 %61, ptr %67, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %11) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %10) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %9) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %8) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %7) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.amdgcn.cvt.pkrtz(float, float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.sin.f32(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.cos.f32(float) #2

; Function Attrs: convergent mustprogress norecurse nounwind
define protected amdgpu_kernel void @_Z6clocksPj(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr, align 8, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i64, align 8, addrspace(5)
  %6 = alloca i64, align 8, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %2 to ptr
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  %12 = load ptr, ptr %7, align 8, !tbaa !5
  store ptr %12, ptr %8, align 8, !tbaa !5
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %4) #7
  %13 = call noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x()
  store i32 %13, ptr %9, align 4, !tbaa !9
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %5) #7
  %14 = call i64 @llvm.amdgcn.s.memtime()
  store i64 %14, ptr %10, align 8, !tbaa !14
  %15 = load i32, ptr %9, align 4, !tbaa !9
  %16 = load i32, ptr %9, align 4, !tbaa !9
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6clocksPjE4tile to ptr), i64 0, i64 %17
  store i32 %15, ptr %18, align 4, !tbaa !9
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  call void @llvm.lifetime.start.p5(i64 8, ptr addrspace(5) %6) #7
  %19 = call i64 @llvm.amdgcn.s.memrealtime()
  store i64 %19, ptr %11, align 8, !tbaa !14
  %20 = load i32, ptr %9, align 4, !tbaa !9
  %21 = sub i32 63, %20
  %22 = zext i32 %21 to i64
  %23 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ6clocksPjE4tile to ptr), i64 0, i64 %22
  %24 = load i32, ptr %23, align 4, !tbaa !9
  %25 = call i32 @llvm.amdgcn.groupstaticsize()
  %26 = add i32 %24, %25
  %27 = load ptr, ptr %8, align 8, !tbaa !5
  %28 = load i32, ptr %9, align 4, !tbaa !9
  %29 = mul i32 2, %28
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds i32, ptr %27, i64 %30
  store i32 %26, ptr %31, align 4, !tbaa !9
  %32 = load i64, ptr %11, align 8, !tbaa !14
  %33 = load i64, ptr %10, align 8, !tbaa !14
  %34 = sub i64 %32, %33
  %35 = trunc i64 %34 to i32
  %36 = load ptr, ptr %8, align 8, !tbaa !5
  %37 = load i32, ptr %9, align 4, !tbaa !9
  %38 = mul i32 2, %37
  %39 = add i32 %38, 1
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds i32, ptr %36, i64 %40
  store i32 %35, ptr %41, align 4, !tbaa !9
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %6) #7
  call void @llvm.lifetime.end.p5(i64 8, ptr addrspace(5) %5) #7
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %4) #7
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare i64 @llvm.amdgcn.s.memtime() #4

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nofree nounwind willreturn
declare i64 @llvm.amdgcn.s.memrealtime() #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.groupstaticsize() #2

attributes #0 = { convergent mustprogress norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn }
attributes #7 = { nounwind }

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
!13 = !{!"float", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !7, i64 0}
