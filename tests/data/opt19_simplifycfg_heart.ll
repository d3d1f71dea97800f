define i32 @kernel(ptr %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %lc0 = icmp eq i32 %lane, 2
  br i1 %lc0, label %then.2, label %else.3

then.2:
  br label %join.4

else.3:
  br label %join.4

join.4:
  br label %loop0.header.5

loop0.header.5:
  %i0 = phi i32 [ 0, %join.4 ], [ %i.next0, %loop0.latch.6 ]
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  %cont0 = icmp ult i32 %i0, 1
  %more0 = icmp slt i32 %i0, %n
  %go0 = and i1 %cont0, %more0
  br i1 %go0, label %loop0.body.8, label %loop0.exit.7

loop0.latch.6:
  %i.next0 = add nuw nsw i32 %i0, 1
  br label %loop0.header.5

loop0.exit.7:
  %phi0 = phi i32 [ %i0, %loop0.header.5 ], [ %m, %break.9 ]
  %phi1 = phi i32 [ %u, %loop0.header.5 ], [ %y, %break.9 ]
  %lb0 = and i32 %lane, 4
  %lc1 = icmp ne i32 %lb0, 0
  br i1 %lc1, label %then.11, label %join.12

loop0.body.8:
  %ballot0 = call i64 @subgroupBallot(i1 %more0) [ "convergencectrl"(token %heart0) ]
  %lane640 = zext i32 %lane to i64
  %bits0 = lshr i64 %ballot0, %lane640
  %mybit0 = trunc i64 %bits0 to i1
  br i1 %mybit0, label %break.9, label %next.10

break.9:
  %ext0 = sext i1 %lc0 to i32
  br label %loop0.exit.7

next.10:
  %and0 = and i32 %u, %u
  %max0 = call i32 @subgroupMax(i32 %and0) [ "convergencectrl"(token %heart0) ]
  br label %loop0.latch.6

then.11:
  %lc2 = icmp eq i32 %lane, 2
  br i1 %lc2, label %irr0.a.13, label %irr0.b.14

join.12:
  %phi6 = phi i32 [ %lb0, %loop0.exit.7 ], [ %x, %irr0.exit.15 ]
  %phi7 = phi i32 [ %phi0, %loop0.exit.7 ], [ -1, %irr0.exit.15 ]
  ret i32 %phi7

irr0.a.13:
  %c0 = phi i32 [ 0, %then.11 ], [ %c.next1, %irr0.b.14 ]
  %phi2 = phi i32 [ %u, %then.11 ], [ %c.next1, %irr0.b.14 ]
  %phi3 = phi i32 [ 16, %then.11 ], [ %shuffle0, %irr0.b.14 ]
  %uc0 = icmp sgt i32 %m, 2
  br i1 %uc0, label %break.16, label %next.17

irr0.b.14:
  %c1 = phi i32 [ 0, %then.11 ], [ %c.next0, %next.19 ]
  %anchor2 = call token @llvm.experimental.convergence.anchor()
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %n) [ "convergencectrl"(token %anchor2) ]
  %nz0 = or i32 %i0, 1
  %urem0 = urem i32 %broadcastfirst0, %nz0
  %nb0 = xor i32 %lane, 1
  %shuffle0 = call i32 @subgroupShuffle(i32 %nz0, i32 %nb0) [ "convergencectrl"(token %anchor2) ]
  %add1 = add i32 %lane, %c1
  %anchor3 = call token @llvm.experimental.convergence.anchor()
  %nb1 = sub i32 %lane, 2
  %shuffle1 = call i32 @subgroupShuffle(i32 %c1, i32 %nb1) [ "convergencectrl"(token %anchor3) ]
  %c.next1 = add nuw nsw i32 %c1, 1
  %cont2 = icmp ult i32 %c.next1, 3
  %more1 = icmp slt i32 %c.next1, %n
  %go1 = and i1 %cont2, %more1
  br i1 %go1, label %irr0.a.13, label %irr0.exit.15

irr0.exit.15:
  %phi4 = phi i32 [ %y, %irr0.b.14 ], [ 15, %break.16 ], [ %u, %break.18 ], [ %c.next0, %next.19 ]
  %phi5 = phi i32 [ %phi0, %irr0.b.14 ], [ 15, %break.16 ], [ %amt0, %break.18 ], [ %phi3, %next.19 ]
  %nb2 = add i32 %lane, 4
  %shuffle2 = call i32 @subgroupShuffle(i32 %phi5, i32 %nb2) [ "convergencectrl"(token %etok0) ]
  %ext1 = sext i1 %lc2 to i32
  %max2 = call i32 @subgroupMax(i32 1431655765) [ "convergencectrl"(token %etok0) ]
  %max3 = call i32 @subgroupMax(i32 %ext1) [ "convergencectrl"(token %etok0) ]
  %addr0 = getelementptr inbounds i32, ptr %out, i32 6
  %ld0 = load i32, ptr %addr0, align 4
  %sub2 = sub i32 3, 15
  br label %join.12

break.16:
  %anchor4 = call token @llvm.experimental.convergence.anchor()
  %max1 = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %anchor4) ]
  br label %irr0.exit.15

next.17:
  %sub0 = sub i32 %y, %phi0
  %sub1 = sub i32 %sub0, %sub0
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  %min0 = call i32 @subgroupMin(i32 %u) [ "convergencectrl"(token %anchor0) ]
  %vc0 = icmp sgt i32 %min0, 3
  br i1 %vc0, label %break.18, label %next.19

break.18:
  %amt0 = and i32 %y, 31
  %ashr0 = ashr i32 %m, %amt0
  br label %irr0.exit.15

next.19:
  %anchor1 = call token @llvm.experimental.convergence.anchor()
  %add0 = call i32 @subgroupAdd(i32 %lane) [ "convergencectrl"(token %anchor1) ]
  %c.next0 = add nuw nsw i32 %c0, 1
  %cont1 = icmp ult i32 %c.next0, 3
  br i1 %cont1, label %irr0.b.14, label %irr0.exit.15
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.loop() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupMax(i32) convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupMin(i32) convergent
declare i32 @subgroupAdd(i32) convergent
