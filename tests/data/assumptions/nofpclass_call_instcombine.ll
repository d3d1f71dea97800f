; opt-19 -passes=instcombine of nofpclass_call.ll, as it printed it
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %0 = sext i32 %id to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %0
  %v = load float, ptr addrspace(1) %p, align 4
  %r = call i32 @isnan(float noundef nofpclass(nan inf) %v)
  %1 = sext i32 %id to i64
  %q = getelementptr i32, ptr addrspace(1) %out, i64 %1
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

; Function Attrs: noinline
define internal noundef i32 @isnan(float noundef nofpclass(nan inf) %x) #0 {
  ret i32 0
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workitem.id.x() #1

attributes #0 = { noinline }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
