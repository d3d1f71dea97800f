target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(ptr nocapture writeonly %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent {
entry:
  %etok0 = tail call token @llvm.experimental.convergence.entry()
  %lane = tail call i32 @getSubgroupLocalInvocationId()
  %add0 = add i32 %lane, 4
  %elect0 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  %ext0 = zext i1 %elect0 to i32
  %addr0 = getelementptr inbounds i8, ptr %out, i64 20
  store i32 %ext0, ptr %addr0, align 4
  %addr1 = getelementptr inbounds i8, ptr %out, i64 16
  store i32 %ext0, ptr %addr1, align 4
  %lb0 = and i32 %lane, 1
  %lc0.not = icmp eq i32 %lb0, 0
  br i1 %lc0.not, label %if.2, label %in.label.4

if.2:
  %ballot0 = call i64 @subgroupBallot(i1 false) [ "convergencectrl"(token %etok0) ]
  %addr2 = getelementptr inbounds i8, ptr %out, i64 40
  store i64 %ballot0, ptr %addr2, align 8
  %lane640 = zext i32 %lane to i64
  %bits0 = lshr i64 %ballot0, %lane640
  %mybit0 = trunc i64 %bits0 to i1
  br i1 %mybit0, label %then.3, label %join.5

then.3:
  %lc1 = icmp ugt i32 %lane, 3
  br i1 %lc1, label %then.6, label %join.7

in.label.4:
  %phi0 = phi i32 [ %n, %entry ], [ 32, %join.7 ]
  %phi1 = phi i32 [ %n, %entry ], [ %ext3, %join.7 ]
  %elect4 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  %ext4 = zext i1 %elect4 to i32
  %addr9 = getelementptr inbounds i8, ptr %out, i64 44
  store i32 %ext4, ptr %addr9, align 4
  br i1 %elect4, label %irr0.a.8, label %irr0.b.9

join.5:
  %phi12 = phi i32 [ %m, %if.2 ], [ %phi7, %label.13 ], [ %phi7, %then.23 ], [ %phi7, %join.22 ]
  %addr32 = getelementptr inbounds i8, ptr %out, i64 52
  store i32 %phi12, ptr %addr32, align 4
  %addr33 = getelementptr inbounds i8, ptr %out, i64 8
  store i32 3, ptr %addr33, align 4
  ret i32 %add0

then.6:
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %ext0) [ "convergencectrl"(token %etok0) ]
  %addr3 = getelementptr inbounds i8, ptr %out, i64 60
  store i32 %broadcastfirst0, ptr %addr3, align 4
  store i64 %ballot0, ptr %addr2, align 8
  %broadcastfirst1 = call i32 @subgroupBroadcastFirst(i32 %m) [ "convergencectrl"(token %etok0) ]
  store i32 %broadcastfirst1, ptr %addr2, align 4
  br label %join.7

join.7:
  %elect1 = call i1 @subgroupElect() [ "convergencectrl"(token %etok0) ]
  %ext1 = zext i1 %elect1 to i32
  %addr6 = getelementptr inbounds i8, ptr %out, i64 28
  store i32 %ext1, ptr %addr6, align 4
  %addr7 = getelementptr inbounds i8, ptr %out, i64 56
  store i64 %lane640, ptr %addr7, align 8
  %anchor0 = tail call token @llvm.experimental.convergence.anchor()
  %elect2 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor0) ]
  %ext2 = zext i1 %elect2 to i32
  store i32 %ext2, ptr %out, align 4
  %elect3 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor0) ]
  %ext3 = zext i1 %elect3 to i32
  %addr8 = getelementptr inbounds i8, ptr %out, i64 60
  store i32 %ext3, ptr %addr8, align 4
  br label %in.label.4

irr0.a.8:
  %c0 = phi i32 [ 0, %in.label.4 ], [ %c.next1, %join.18 ]
  %phi2 = phi i32 [ %phi1, %in.label.4 ], [ %c.next1, %join.18 ]
  %anchor1 = tail call token @llvm.experimental.convergence.anchor()
  %elect5 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor1) ]
  %ext5 = zext i1 %elect5 to i32
  %addr10 = getelementptr inbounds i8, ptr %out, i64 28
  store i32 %ext5, ptr %addr10, align 4
  %elect6 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor1) ]
  %ext6 = zext i1 %elect6 to i32
  %addr11 = getelementptr inbounds i8, ptr %out, i64 60
  store i32 %ext6, ptr %addr11, align 4
  %pa0 = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %anchor1) ]
  %pb0 = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %anchor1) ]
  %addr12 = getelementptr inbounds i8, ptr %out, i64 8
  store i64 %pa0, ptr %addr12, align 8
  %lc2 = icmp ugt i32 %lane, 5
  br i1 %lc2, label %then.11, label %join.12

irr0.b.9:
  %c1 = phi i32 [ 0, %in.label.4 ], [ %c.next0, %join.12 ]
  %lc3 = icmp ult i32 %lane, 3
  br i1 %lc3, label %label.13, label %next.14

then.11:
  store i64 %pb0, ptr %addr12, align 8
  store i32 %phi2, ptr %addr12, align 4
  %addr15 = getelementptr inbounds i8, ptr %out, i64 48
  store i32 %y, ptr %addr15, align 4
  %anchor3 = tail call token @llvm.experimental.convergence.anchor()
  %elect7 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor3) ]
  %elect8 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor3) ]
  %ext7 = zext i1 %elect8 to i32
  %addr16 = getelementptr inbounds i8, ptr %out, i64 24
  store i32 %ext7, ptr %addr16, align 4
  %broadcastfirst2 = call i32 @subgroupBroadcastFirst(i32 0) [ "convergencectrl"(token %anchor3) ]
  store i32 %broadcastfirst2, ptr %addr9, align 4
  br label %join.12

join.12:
  %c.next0 = add nuw nsw i32 %c0, 1
  %cont0 = icmp ult i32 %c0, 2
  %more0 = icmp slt i32 %c.next0, %n
  %go0 = and i1 %cont0, %more0
  br i1 %go0, label %irr0.b.9, label %label.13

label.13:
  %phi7 = phi i32 [ %phi0, %irr0.b.9 ], [ %nb0, %next.14 ], [ 0, %join.18 ], [ 0, %join.12 ]
  %ballot1 = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %etok0) ]
  store i64 %ballot1, ptr %addr1, align 8
  %any0.not = icmp eq i64 %ballot1, 0
  br i1 %any0.not, label %then.19, label %join.5

next.14:
  %nb0 = add i32 %lane, 2
  %anchor6 = tail call token @llvm.experimental.convergence.anchor()
  %shuffle0 = call i32 @subgroupShuffle(i32 %n, i32 %nb0) [ "convergencectrl"(token %anchor6) ]
  %addr18 = getelementptr inbounds i8, ptr %out, i64 4
  store i32 %shuffle0, ptr %addr18, align 4
  %elect9 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor6) ]
  %vc0.not = icmp eq i32 %nb0, 1
  br i1 %vc0.not, label %next.15, label %label.13

next.15:
  %uc0 = icmp eq i32 %m, 0
  br i1 %uc0, label %then.16, label %else.17

then.16:
  %anchor10 = tail call token @llvm.experimental.convergence.anchor()
  %elect12 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor10) ]
  %shl0 = shl nuw nsw i32 %lb0, 7
  store i32 8, ptr %addr9, align 4
  %addr26 = getelementptr inbounds i8, ptr %out, i64 12
  store i32 %shl0, ptr %addr26, align 4
  %mul0 = mul nuw nsw i32 %shl0, %shl0
  br label %join.18

else.17:
  %anchor7 = tail call token @llvm.experimental.convergence.anchor()
  %elect10 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor7) ]
  %addr19 = getelementptr inbounds i8, ptr %out, i64 60
  store i32 %ext0, ptr %addr19, align 4
  %nb1 = add nsw i32 %lane, -1
  %shuffle1 = call i32 @subgroupShuffle(i32 %add0, i32 %nb1) [ "convergencectrl"(token %anchor7) ]
  store i32 %shuffle1, ptr %addr19, align 4
  %elect11 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor7) ]
  %ext8 = zext i1 %elect11 to i32
  %addr21 = getelementptr inbounds i8, ptr %out, i64 32
  store i32 %ext8, ptr %addr21, align 4
  %broadcastfirst3 = call i32 @subgroupBroadcastFirst(i32 %phi0) [ "convergencectrl"(token %anchor7) ]
  %broadcastfirst4 = call i32 @subgroupBroadcastFirst(i32 %u) [ "convergencectrl"(token %anchor7) ]
  %addr22 = getelementptr inbounds i8, ptr %out, i64 40
  store i32 %broadcastfirst4, ptr %addr22, align 4
  %addr23 = getelementptr inbounds i8, ptr %out, i64 48
  store i32 %broadcastfirst3, ptr %addr23, align 4
  %udiv0 = udiv i32 %nb1, 1431655765
  br label %join.18

join.18:
  %.sink = phi i64 [ 36, %else.17 ], [ 32, %then.16 ]
  %udiv0.sink = phi i32 [ %udiv0, %else.17 ], [ %mul0, %then.16 ]
  %phi4 = phi i32 [ 2, %else.17 ], [ -1, %then.16 ]
  %addr24 = getelementptr inbounds i8, ptr %out, i64 %.sink
  store i32 %udiv0.sink, ptr %addr24, align 4
  %anchor11 = tail call token @llvm.experimental.convergence.anchor()
  %broadcastfirst5 = call i32 @subgroupBroadcastFirst(i32 %phi4) [ "convergencectrl"(token %anchor11) ]
  %addr28 = getelementptr inbounds i8, ptr %out, i64 28
  store i32 %broadcastfirst5, ptr %addr28, align 4
  %c.next1 = add nuw nsw i32 %c1, 1
  %cont1 = icmp ult i32 %c1, 2
  br i1 %cont1, label %irr0.a.8, label %label.13

then.19:
  %vc1 = icmp slt i32 %x, 7
  br i1 %vc1, label %then.21, label %join.22

then.21:
  %addr30 = getelementptr inbounds i8, ptr %out, i64 60
  %anchor12 = tail call token @llvm.experimental.convergence.anchor()
  %elect13 = call i1 @subgroupElect() [ "convergencectrl"(token %anchor12) ]
  %ext10 = zext i1 %elect13 to i32
  store i32 %ext10, ptr %addr30, align 4
  br label %join.22

join.22:
  %lb1 = and i32 %lane, 2
  %lc4.not = icmp eq i32 %lb1, 0
  br i1 %lc4.not, label %then.23, label %join.5

then.23:
  %addr31 = getelementptr inbounds i8, ptr %out, i64 28
  store i64 0, ptr %out, align 8
  %anchor13 = tail call token @llvm.experimental.convergence.anchor()
  %broadcastfirst6 = call i32 @subgroupBroadcastFirst(i32 15) [ "convergencectrl"(token %anchor13) ]
  store i32 %broadcastfirst6, ptr %addr31, align 4
  br label %join.5
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @getSubgroupLocalInvocationId() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false"

declare i1 @subgroupElect() "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i64 @subgroupBallot(i1) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare i32 @subgroupBroadcastFirst(i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent

declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn

declare i32 @subgroupShuffle(i32, i32) "amdgpu-waves-per-eu"="4,10" "uniform-work-group-size"="false" convergent
