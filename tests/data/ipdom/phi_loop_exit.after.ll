target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent
define noundef i32 @kernel(ptr nocapture writeonly %out, i32 %x) local_unnamed_addr #0 {
entry:
  %elect5 = tail call i1 @subgroupElect()
  %ext5 = zext i1 %elect5 to i32
  store i32 %ext5, ptr %out, align 4
  ret i32 0
}

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #0

attributes #0 = { convergent "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" }
