target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define range(i32 0, 16) i32 @kernel(ptr nocapture writeonly %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent {
entry:
  %etok0 = tail call token @llvm.experimental.convergence.entry()
  %lane = tail call i32 @getSubgroupLocalInvocationId()
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %y) [ "convergencectrl"(token %etok0) ]
  %idx0 = and i32 %y, 15
  %0 = zext nneg i32 %idx0 to i64
  %addr0 = getelementptr inbounds i32, ptr %out, i64 %0
  store i32 %broadcastfirst0, ptr %addr0, align 4
  %bc0 = icmp sgt i32 %broadcastfirst0, %y
  br i1 %bc0, label %then.2, label %else.3

then.2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %ballot0 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %etok0) ]
  %idx1 = and i32 %x, 7
  %1 = zext nneg i32 %idx1 to i64
  %addr1 = getelementptr inbounds i64, ptr %out, i64 %1
  store i64 %ballot0, ptr %addr1, align 8
  %anchor1 = tail call token @llvm.experimental.convergence.anchor()
  %shuffle0 = call i32 @subgroupShuffle(i32 %idx1, i32 5) [ "convergencectrl"(token %anchor1) ]
  %addr2 = getelementptr inbounds i32, ptr %out, i64 %1
  store i32 %shuffle0, ptr %addr2, align 4
  br label %join.4

else.3:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %anchor0 = tail call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor0) ]
  br label %join.4

join.4:
  %max0 = call i32 @subgroupMax(i32 %y) [ "convergencectrl"(token %etok0) ]
  store i32 %max0, ptr %addr0, align 4
  %anchor2 = tail call token @llvm.experimental.convergence.anchor()
  %shuffle1 = call i32 @subgroupShuffle(i32 %idx0, i32 3) [ "convergencectrl"(token %anchor2) ]
  %idx4 = and i32 %max0, 15
  %2 = zext nneg i32 %idx4 to i64
  %addr4 = getelementptr inbounds i32, ptr %out, i64 %2
  store i32 %shuffle1, ptr %addr4, align 4
  %ac0 = icmp slt i32 %y, 2
  br i1 %ac0, label %then.5, label %join.6

then.5:
  %add0 = call i32 @subgroupAdd(i32 %broadcastfirst0) [ "convergencectrl"(token %anchor2) ]
  br label %join.6

join.6:
  %spec0 = phi i32 [ 1431655765, %join.4 ], [ %add0, %then.5 ]
  store i32 %spec0, ptr %addr0, align 4
  ret i32 %idx0
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @getSubgroupLocalInvocationId() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false"

declare i32 @subgroupBroadcastFirst(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare void @subgroupControlBarrier() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i64 @subgroupBallot(i1) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @subgroupShuffle(i32, i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupMax(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupAdd(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent
