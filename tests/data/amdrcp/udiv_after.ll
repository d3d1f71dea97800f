target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %in, ptr %out) #0 {
entry:
  %l = call i32 @llvm.amdgcn.workitem.id.x()
  %i = shl i32 %l, 1
  %pn = getelementptr i32, ptr %in, i32 %i
  %n = load i32, ptr %pn, align 4
  %pd = getelementptr i32, ptr %pn, i32 1
  %d = load i32, ptr %pd, align 4
  %0 = uitofp i32 %d to float
  %1 = call fast float @llvm.amdgcn.rcp.f32(float %0)
  %2 = fmul fast float %1, 0x41EFFFFFC0000000
  %3 = fptoui float %2 to i32
  %4 = sub i32 0, %d
  %5 = mul i32 %4, %3
  %6 = zext i32 %3 to i64
  %7 = zext i32 %5 to i64
  %8 = mul i64 %6, %7
  %9 = trunc i64 %8 to i32
  %10 = lshr i64 %8, 32
  %11 = trunc i64 %10 to i32
  %12 = add i32 %3, %11
  %13 = zext i32 %n to i64
  %14 = zext i32 %12 to i64
  %15 = mul i64 %13, %14
  %16 = trunc i64 %15 to i32
  %17 = lshr i64 %15, 32
  %18 = trunc i64 %17 to i32
  %19 = mul i32 %18, %d
  %20 = sub i32 %n, %19
  %21 = icmp uge i32 %20, %d
  %22 = add i32 %18, 1
  %23 = select i1 %21, i32 %22, i32 %18
  %24 = sub i32 %20, %d
  %25 = select i1 %21, i32 %24, i32 %20
  %26 = icmp uge i32 %25, %d
  %27 = add i32 %23, 1
  %28 = select i1 %26, i32 %27, i32 %23
  %29 = uitofp i32 %d to float
  %30 = call fast float @llvm.amdgcn.rcp.f32(float %29)
  %31 = fmul fast float %30, 0x41EFFFFFC0000000
  %32 = fptoui float %31 to i32
  %33 = sub i32 0, %d
  %34 = mul i32 %33, %32
  %35 = zext i32 %32 to i64
  %36 = zext i32 %34 to i64
  %37 = mul i64 %35, %36
  %38 = trunc i64 %37 to i32
  %39 = lshr i64 %37, 32
  %40 = trunc i64 %39 to i32
  %41 = add i32 %32, %40
  %42 = zext i32 %n to i64
  %43 = zext i32 %41 to i64
  %44 = mul i64 %42, %43
  %45 = trunc i64 %44 to i32
  %46 = lshr i64 %44, 32
  %47 = trunc i64 %46 to i32
  %48 = mul i32 %47, %d
  %49 = sub i32 %n, %48
  %50 = icmp uge i32 %49, %d
  %51 = sub i32 %49, %d
  %52 = select i1 %50, i32 %51, i32 %49
  %53 = icmp uge i32 %52, %d
  %54 = sub i32 %52, %d
  %55 = select i1 %53, i32 %54, i32 %52
  %pq = getelementptr i32, ptr %out, i32 %i
  store i32 %28, ptr %pq, align 4
  %pr = getelementptr i32, ptr %pq, i32 1
  store i32 %55, ptr %pr, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.amdgcn.rcp.f32(float) #1

attributes #0 = { "target-cpu"="gfx1030" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
