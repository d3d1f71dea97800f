target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare void @ext.use(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" nounwind

define i32 @kernel(ptr nocapture %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent {
entry:
  %etok0 = tail call token @llvm.experimental.convergence.entry()
  %lane = tail call i32 @getSubgroupLocalInvocationId()
  %anchor0 = tail call token @llvm.experimental.convergence.anchor()
  %pa0 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %anchor0) ]
  %pb0 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %anchor0) ]
  %addr0 = getelementptr inbounds i8, ptr %out, i64 60
  store i32 %pa0, ptr %addr0, align 4
  %lc0 = icmp ugt i32 %lane, 2
  br i1 %lc0, label %then.2, label %join.3

then.2:
  %addr1 = getelementptr inbounds i8, ptr %out, i64 44
  store i32 %pb0, ptr %addr1, align 4
  %vc0 = icmp slt i32 %n, -1
  br i1 %vc0, label %then.4, label %join.5

common.ret:
  %common.ret.op = phi i32 [ %u, %join.3 ], [ %pb0, %return.8 ], [ %broadcastfirst0, %return.15 ], [ %shl0, %next.9 ]
  ret i32 %common.ret.op

join.3:
  %elect5 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  %anchor4 = tail call token @llvm.experimental.convergence.anchor()
  %nb1 = xor i32 %lane, 3
  %shuffle1 = call i32 @subgroupShuffle(i32 %n, i32 %nb1) [ "convergencectrl"(token %anchor4) ]
  br label %common.ret

then.4:
  %ballot0 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor0) ]
  %any0 = icmp ne i64 %ballot0, 0
  br i1 %any0, label %then.6, label %join.7

join.5.sink.split:
  %max1.sink = phi i32 [ %max1, %then.12 ], [ %max0, %tail.18 ]
  tail call void @ext.use(i32 %max1.sink)
  br label %join.5

join.5:
  %elect2 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  br i1 %elect2, label %join.20, label %then.19

then.6:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor0) ]
  %amt0 = and i32 %lane, 31
  %shl0 = shl i32 3, %amt0
  %nb0 = add i32 %lane, -4
  %shuffle0 = call i32 @subgroupShuffle(i32 %amt0, i32 %nb0) [ "convergencectrl"(token %anchor0) ]
  %vc1 = icmp ult i32 %shl0, 7
  br i1 %vc1, label %return.8, label %next.9

join.7:
  %elect0 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor0) ]
  br i1 %elect0, label %then.12, label %else.13

return.8:
  %max5 = call i32 @subgroupMax(i32 7) [ "convergencectrl"(token %anchor0) ]
  br label %common.ret

next.9:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor0) ]
  %ac0 = icmp sgt i32 %y, -1
  br i1 %ac0, label %common.ret, label %join.7

then.12:
  %min0 = call i32 @subgroupMin(i32 8) [ "convergencectrl"(token %anchor0) ]
  %anchor1 = tail call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor1) ]
  %ballot1 = call i64 @subgroupBallot(i1 %any0) [ "convergencectrl"(token %anchor1) ]
  %broadcastfirst1 = call i32 @subgroupBroadcastFirst(i32 %pa0) [ "convergencectrl"(token %anchor1) ]
  %max1 = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %etok0) ]
  br label %join.5.sink.split

else.13:
  %elect1 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor0) ]
  br i1 %elect1, label %tail.18, label %return.15

return.15:
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %u) [ "convergencectrl"(token %anchor0) ]
  br label %common.ret

tail.18:
  %max0 = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %etok0) ]
  br label %join.5.sink.split

then.19:
  %ballot2 = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %etok0) ]
  %lane640 = zext nneg i32 %lane to i64
  %bits0 = lshr i64 %ballot2, %lane640
  %mybit0 = trunc i64 %bits0 to i1
  br i1 %mybit0, label %join.22, label %then.21

join.20:
  %lshr0 = lshr i32 %n, 7
  tail call void @ext.use(i32 %u)
  %max4 = call i32 @subgroupMax(i32 %lshr0) [ "convergencectrl"(token %etok0) ]
  br label %join.3

then.21:
  %ac1 = icmp eq i32 %n, 1
  br i1 %ac1, label %label.23, label %next.24

join.22:
  %elect3 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  br i1 %elect3, label %then.25, label %label.23

label.23:
  %addr3 = getelementptr inbounds i8, ptr %out, i64 48
  %ld1 = load i32, ptr %addr3, align 4
  %max3 = call i32 @subgroupMax(i32 %ld1) [ "convergencectrl"(token %etok0) ]
  br label %join.20

next.24:
  %max2 = call i32 @subgroupMax(i32 %pa0) [ "convergencectrl"(token %etok0) ]
  br label %join.22

then.25:
  %nz0 = or i32 %n, 1
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %elect4 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %min1 = call i32 @subgroupMin(i32 %nz0) [ "convergencectrl"(token %etok0) ]
  br label %label.23
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @getSubgroupLocalInvocationId() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false"

declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @subgroupMax(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i1 @subgroupElect() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupShuffle(i32, i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i64 @subgroupBallot(i1) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare void @subgroupControlBarrier() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupMin(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupBroadcastFirst(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent
