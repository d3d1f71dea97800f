declare i32 @ext.pure(i32, i32) memory(none) nounwind willreturn

declare void @ext.use(i32) nounwind

define i32 @kernel(ptr %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %lb0 = and i32 %lane, 2
  %lc0 = icmp ne i32 %lb0, 0
  br i1 %lc0, label %label.2, label %next.3

label.2:
  %phi4 = phi i32 [ %lane, %entry ], [ %add1, %then.4 ], [ %phi2, %join.6 ], [ %phi2, %next.11 ]
  %phi5 = phi i32 [ %x, %entry ], [ %x, %then.4 ], [ %phi3, %join.6 ], [ %phi3, %next.11 ]
  %lb2 = and i32 %lane, 1
  %lc4 = icmp ne i32 %lb2, 0
  %not1 = xor i1 %lc4, true
  br i1 %not1, label %then.12, label %else.13

next.3:
  %lb1 = and i32 %lane, 1
  %lc1 = icmp ne i32 %lb1, 0
  %not0 = xor i1 %lc1, true
  br i1 %not0, label %then.4, label %else.5

then.4:
  %add1 = call i32 @subgroupAdd(i32 %lb0) [ "convergencectrl"(token %etok0) ]
  %idx0 = and i32 %x, 15
  %addr0 = getelementptr inbounds i32, ptr %out, i32 %idx0
  store i32 %add1, ptr %addr0, align 4
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %add1) [ "convergencectrl"(token %etok0) ]
  %addr1 = getelementptr inbounds i32, ptr %out, i32 9
  store i32 %broadcastfirst0, ptr %addr1, align 4
  %bc0 = icmp sgt i32 %broadcastfirst0, 1
  br i1 %bc0, label %label.2, label %next.7

else.5:
  %max0 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %etok0) ]
  %cmp0 = icmp ne i32 7, %n
  %ext0 = call i32 @ext.pure(i32 %max0, i32 4)
  %add0 = call i32 @subgroupAdd(i32 %max0) [ "convergencectrl"(token %etok0) ]
  %lc2 = icmp ugt i32 %lane, 31
  br i1 %lc2, label %then.8, label %else.9

join.6:
  %phi2 = phi i32 [ %broadcastfirst0, %next.7 ], [ %max0, %join.10 ]
  %phi3 = phi i32 [ %lb1, %next.7 ], [ 1, %join.10 ]
  %lc3 = icmp ugt i32 %lane, 5
  br i1 %lc3, label %label.2, label %next.11

next.7:
  br label %join.6

then.8:
  br label %join.10

else.9:
  br label %join.10

join.10:
  %phi0 = phi i32 [ %n, %then.8 ], [ %max0, %else.9 ]
  %phi1 = phi i32 [ %max0, %then.8 ], [ %x, %else.9 ]
  br label %join.6

next.11:
  br label %label.2

then.12:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %broadcastfirst1 = call i32 @subgroupBroadcastFirst(i32 %phi4) [ "convergencectrl"(token %etok0) ]
  %idx3 = and i32 %n, 15
  %addr8 = getelementptr inbounds i32, ptr %out, i32 %idx3
  store i32 %broadcastfirst1, ptr %addr8, align 4
  %addr9 = getelementptr inbounds i32, ptr %out, i32 10
  %ld0 = load i32, ptr %addr9, align 4
  %add5 = call i32 @subgroupAdd(i32 %broadcastfirst1) [ "convergencectrl"(token %etok0) ]
  %broadcastfirst2 = call i32 @subgroupBroadcastFirst(i32 %n) [ "convergencectrl"(token %etok0) ]
  %addr10 = getelementptr inbounds i32, ptr %out, i32 12
  store i32 %broadcastfirst2, ptr %addr10, align 4
  %bc1 = icmp slt i32 %broadcastfirst2, 1
  br i1 %bc1, label %then.15, label %else.16

else.13:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  %add2 = call i32 @subgroupAdd(i32 %lb2) [ "convergencectrl"(token %etok0) ]
  %addr2 = getelementptr inbounds i32, ptr %out, i32 13
  store i32 %add2, ptr %addr2, align 4
  %max1 = call i32 @subgroupMax(i32 %add2) [ "convergencectrl"(token %etok0) ]
  %addr3 = getelementptr inbounds i32, ptr %out, i32 8
  store i32 %max1, ptr %addr3, align 4
  %max2 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %etok0) ]
  %addr4 = getelementptr inbounds i32, ptr %out, i32 2
  store i32 %max2, ptr %addr4, align 4
  %min0 = call i32 @subgroupMin(i32 %max2) [ "convergencectrl"(token %etok0) ]
  %idx1 = and i32 %max2, 15
  %addr5 = getelementptr inbounds i32, ptr %out, i32 %idx1
  store i32 %min0, ptr %addr5, align 4
  %add3 = call i32 @subgroupAdd(i32 %idx1) [ "convergencectrl"(token %etok0) ]
  %idx2 = and i32 %lb0, 15
  %addr6 = getelementptr inbounds i32, ptr %out, i32 %idx2
  store i32 %add3, ptr %addr6, align 4
  %add4 = call i32 @subgroupAdd(i32 %add3) [ "convergencectrl"(token %etok0) ]
  %addr7 = getelementptr inbounds i32, ptr %out, i32 6
  store i32 %add4, ptr %addr7, align 4
  %cmp1 = icmp uge i32 %idx1, %max2
  call void @ext.use(i32 %add4)
  br label %join.14

join.14:
  %phi14 = phi i32 [ %add4, %else.13 ], [ %broadcastfirst2, %join.17 ]
  %phi15 = phi i32 [ -1, %else.13 ], [ 63, %join.17 ]
  ret i32 %n

then.15:
  br i1 %p, label %then.18, label %else.19

else.16:
  %udiv0 = udiv i32 %lb2, -2147483648
  call void @ext.use(i32 %m)
  %min1 = call i32 @subgroupMin(i32 63) [ "convergencectrl"(token %etok0) ]
  %ext1 = sext i1 %lc0 to i32
  %min2 = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %etok0) ]
  %add6 = call i32 @subgroupAdd(i32 %lb2) [ "convergencectrl"(token %etok0) ]
  %idx4 = and i32 %ext1, 15
  %addr11 = getelementptr inbounds i32, ptr %out, i32 %idx4
  store i32 %add6, ptr %addr11, align 4
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %etok0) ]
  br label %join.17

join.17:
  %phi13 = phi i32 [ %min1, %else.16 ], [ %phi5, %sw.join.29 ]
  br label %join.14

then.18:
  %ac0 = icmp sgt i32 %x, 1
  br i1 %ac0, label %label.21, label %next.22

else.19:
  %sub0 = sub i32 %lb0, 0
  %or0 = or i32 16, %sub0
  %max3 = call i32 @subgroupMax(i32 %or0) [ "convergencectrl"(token %etok0) ]
  %addr12 = getelementptr inbounds i32, ptr %out, i32 4
  store i32 %max3, ptr %addr12, align 4
  %broadcastfirst3 = call i32 @subgroupBroadcastFirst(i32 %lb2) [ "convergencectrl"(token %etok0) ]
  br label %join.20

join.20:
  %phi6 = phi i32 [ %or0, %else.19 ], [ %m, %next.22 ]
  %phi7 = phi i32 [ 7, %else.19 ], [ 255, %next.22 ]
  %uc0 = icmp slt i32 %m, 1
  br i1 %uc0, label %then.23, label %else.24

label.21:
  %phi10 = phi i32 [ %m, %then.18 ], [ 4, %join.25 ]
  %sw0 = and i32 %lane, 7
  switch i32 %sw0, label %default.28 [ i32 3, label %case.26 i32 4, label %case.27 ]

next.22:
  br label %join.20

then.23:
  br label %join.25

else.24:
  br label %join.25

join.25:
  %phi8 = phi i32 [ %y, %then.23 ], [ %m, %else.24 ]
  %phi9 = phi i32 [ 2147483647, %then.23 ], [ 2, %else.24 ]
  br label %label.21

case.26:
  %min3 = call i32 @subgroupMin(i32 %broadcastfirst1) [ "convergencectrl"(token %etok0) ]
  %add7 = add nuw nsw i32 8, %lb0
  %nb0 = xor i32 %lane, 2
  %shuffle0 = call i32 @subgroupShuffle(i32 %add7, i32 %nb0) [ "convergencectrl"(token %etok0) ]
  %idx5 = and i32 %lb2, 15
  %addr13 = getelementptr inbounds i32, ptr %out, i32 %idx5
  store i32 %shuffle0, ptr %addr13, align 4
  br label %case.27

case.27:
  %phi11 = phi i32 [ %phi10, %label.21 ], [ %nb0, %case.26 ]
  %max4 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %etok0) ]
  %idx6 = and i32 %max4, 15
  %addr14 = getelementptr inbounds i32, ptr %out, i32 %idx6
  store i32 %max4, ptr %addr14, align 4
  %mul0 = mul nuw i32 %max4, 1
  %nb1 = add i32 %lane, 1
  %shuffle1 = call i32 @subgroupShuffle(i32 4, i32 %nb1) [ "convergencectrl"(token %etok0) ]
  store i32 %shuffle1, ptr %out, align 4
  br label %sw.join.29

default.28:
  %idx7 = and i32 %n, 15
  %addr15 = getelementptr inbounds i32, ptr %out, i32 %idx7
  store i32 %lb2, ptr %addr15, align 4
  br label %sw.join.29

sw.join.29:
  %phi12 = phi i32 [ %max4, %case.27 ], [ %idx7, %default.28 ]
  br label %join.17
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @subgroupMax(i32) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupMin(i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
