; The README campaign's (fuzzfarm campaign --pipeline O2 --cases 60 --seed 1) case 53: generated
; kernel. Its loop1 (at most 3 iterations) holds the irreducible cycle irr1 (entries %irr1.a.21,
; %irr1.b.22, lanes split by %y). O2's full unrolling copies it three times: *_after.ll.
declare void @ext.use(i32) nounwind

define i32 @kernel(ptr %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %loop0.header.2

loop0.header.2:
  %i0 = phi i32 [ 0, %entry ], [ %i.next0, %loop0.latch.3 ]
  %phi0 = phi i32 [ %u, %entry ], [ %i.next0, %loop0.latch.3 ]
  %phi1 = phi i32 [ %lane, %entry ], [ %lane, %loop0.latch.3 ]
  %ballot0 = call i64 @subgroupBallot(i1 %p)
  %addr0 = getelementptr inbounds i64, ptr %out, i32 7
  store i64 %ballot0, ptr %addr0, align 8
  %bc0 = icmp eq i64 %ballot0, 1
  br i1 %bc0, label %break.5, label %next.6

loop0.latch.3:
  %phi6 = phi i32 [ %lane, %continue.9 ], [ %add0, %join.12 ]
  %i.next0 = add nuw nsw i32 %i0, 1
  %cont2 = icmp ult i32 %i.next0, 3
  %more0 = icmp slt i32 %i.next0, %n
  %go0 = and i1 %cont2, %more0
  br i1 %go0, label %loop0.header.2, label %loop0.exit.4

loop0.exit.4:
  %phi7 = phi i32 [ 2147483647, %loop0.latch.3 ], [ 16, %break.5 ]
  %xor0 = xor i32 %phi7, %phi7
  call void @subgroupControlBarrier()
  %broadcastfirst6 = call i32 @subgroupBroadcastFirst(i32 %xor0)
  store i32 %broadcastfirst6, ptr %out, align 4
  call void @subgroupControlBarrier()
  %or0 = or i32 %y, %u
  br label %loop1.header.16

break.5:
  br label %loop0.exit.4

next.6:
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 %m)
  %addr1 = getelementptr inbounds i32, ptr %out, i32 10
  store i32 %broadcastfirst0, ptr %addr1, align 4
  %lc0 = icmp eq i32 %lane, 0
  %not0 = xor i1 %lc0, true
  br i1 %not0, label %then.7, label %flag.join.8

then.7:
  %ballot1 = call i64 @subgroupBallot(i1 %not0)
  store i64 %ballot1, ptr %out, align 8
  %broadcastfirst1 = call i32 @subgroupBroadcastFirst(i32 %n)
  %addr2 = getelementptr inbounds i32, ptr %out, i32 8
  store i32 %broadcastfirst1, ptr %addr2, align 4
  call void @subgroupControlBarrier()
  %shuffle0 = call i32 @subgroupShuffle(i32 %broadcastfirst0, i32 %broadcastfirst1)
  store i32 %shuffle0, ptr %out, align 4
  %elect0 = call i1 @subgroupElect()
  %ext0 = zext i1 %elect0 to i32
  %addr3 = getelementptr inbounds i32, ptr %out, i32 6
  store i32 %ext0, ptr %addr3, align 4
  br i1 %elect0, label %continue.9, label %next.10

flag.join.8:
  %flag0 = phi i1 [ false, %next.6 ], [ %not0, %next.10 ]
  %ballot2 = call i64 @subgroupBallot(i1 %flag0)
  %hi0 = lshr i64 %ballot2, 32
  %fold0 = xor i64 %ballot2, %hi0
  %fold1 = trunc i64 %fold0 to i32
  call void @ext.use(i32 %fold1)
  br i1 %flag0, label %then.11, label %join.12

continue.9:
  br label %loop0.latch.3

next.10:
  br label %flag.join.8

then.11:
  %broadcastfirst2 = call i32 @subgroupBroadcastFirst(i32 %i0)
  %addr4 = getelementptr inbounds i32, ptr %out, i32 11
  store i32 %broadcastfirst2, ptr %addr4, align 4
  %lo0 = trunc i64 %ballot0 to i32
  %lc1 = icmp ult i32 %lane, 8
  br i1 %lc1, label %irr0.a.13, label %irr0.b.14

join.12:
  %phi5 = phi i32 [ %fold1, %flag.join.8 ], [ %m, %irr0.exit.15 ]
  call void @subgroupControlBarrier()
  %add0 = add i32 15, 0
  br label %loop0.latch.3

irr0.a.13:
  %c0 = phi i32 [ 0, %then.11 ], [ %c.next1, %irr0.b.14 ]
  %phi2 = phi i32 [ 2147483647, %then.11 ], [ %lo0, %irr0.b.14 ]
  %broadcastfirst3 = call i32 @subgroupBroadcastFirst(i32 63)
  %addr5 = getelementptr inbounds i32, ptr %out, i32 7
  store i32 %broadcastfirst3, ptr %addr5, align 4
  %broadcastfirst4 = call i32 @subgroupBroadcastFirst(i32 %n)
  %addr6 = getelementptr inbounds i32, ptr %out, i32 9
  store i32 %broadcastfirst4, ptr %addr6, align 4
  %broadcastfirst5 = call i32 @subgroupBroadcastFirst(i32 %y)
  %addr7 = getelementptr inbounds i32, ptr %out, i32 6
  store i32 %broadcastfirst5, ptr %addr7, align 4
  %c.next0 = add nuw nsw i32 %c0, 1
  %cont0 = icmp ult i32 %c.next0, 3
  br i1 %cont0, label %irr0.b.14, label %irr0.exit.15

irr0.b.14:
  %c1 = phi i32 [ 0, %then.11 ], [ %c.next0, %irr0.a.13 ]
  %phi3 = phi i32 [ %phi1, %then.11 ], [ %phi2, %irr0.a.13 ]
  %addr8 = getelementptr inbounds i32, ptr %out, i32 3
  store i32 %m, ptr %addr8, align 4
  %addr9 = getelementptr inbounds i32, ptr %out, i32 7
  store i32 4, ptr %addr9, align 4
  %c.next1 = add nuw nsw i32 %c1, 1
  %cont1 = icmp ult i32 %c.next1, 3
  br i1 %cont1, label %irr0.a.13, label %irr0.exit.15

irr0.exit.15:
  %phi4 = phi i32 [ %phi1, %irr0.a.13 ], [ %lane, %irr0.b.14 ]
  br label %join.12

loop1.header.16:
  %i1 = phi i32 [ 0, %loop0.exit.4 ], [ %i.next1, %loop1.latch.17 ]
  %phi8 = phi i32 [ 1431655765, %loop0.exit.4 ], [ %phi8, %loop1.latch.17 ]
  %ballot3 = call i64 @subgroupBallot(i1 %bc0)
  %addr10 = getelementptr inbounds i64, ptr %out, i32 2
  store i64 %ballot3, ptr %addr10, align 8
  %any0 = icmp ne i64 %ballot3, 0
  br i1 %any0, label %break.19, label %next.20

loop1.latch.17:
  %i.next1 = add nuw nsw i32 %i1, 1
  %cont5 = icmp ult i32 %i.next1, 3
  br i1 %cont5, label %loop1.header.16, label %loop1.exit.18

loop1.exit.18:
  %phi11 = phi i32 [ %i.next1, %loop1.latch.17 ], [ %i1, %break.19 ]
  %phi12 = phi i32 [ %i.next1, %loop1.latch.17 ], [ %broadcastfirst6, %break.19 ]
  %ballot10 = call i64 @subgroupBallot(i1 %any0)
  %addr24 = getelementptr inbounds i64, ptr %out, i32 5
  store i64 %ballot10, ptr %addr24, align 8
  ret i32 4

break.19:
  call void @subgroupControlBarrier()
  br label %loop1.exit.18

next.20:
  %addr11 = getelementptr inbounds i32, ptr %out, i32 9
  %ld0 = load i32, ptr %addr11, align 4
  %ballot4 = call i64 @subgroupBallot(i1 %bc0)
  %addr12 = getelementptr inbounds i64, ptr %out, i32 6
  store i64 %ballot4, ptr %addr12, align 8
  %addr13 = getelementptr inbounds i32, ptr %out, i32 1
  %ld1 = load i32, ptr %addr13, align 4
  %ballot5 = call i64 @subgroupBallot(i1 %p)
  %addr14 = getelementptr inbounds i64, ptr %out, i32 3
  store i64 %ballot5, ptr %addr14, align 8
  %broadcastfirst7 = call i32 @subgroupBroadcastFirst(i32 %phi1)
  %addr15 = getelementptr inbounds i32, ptr %out, i32 4
  store i32 %broadcastfirst7, ptr %addr15, align 4
  %ballot6 = call i64 @subgroupBallot(i1 %any0)
  store i64 %ballot6, ptr %out, align 8
  %ballot7 = call i64 @subgroupBallot(i1 %bc0)
  %addr16 = getelementptr inbounds i64, ptr %out, i32 6
  store i64 %ballot7, ptr %addr16, align 8
  %addr17 = getelementptr inbounds i32, ptr %out, i32 4
  %ld2 = load i32, ptr %addr17, align 4
  %ac0 = icmp slt i32 %y, 2
  %not1 = xor i1 %ac0, true
  br i1 %not1, label %irr1.a.21, label %irr1.b.22

irr1.a.21:
  %c2 = phi i32 [ 0, %next.20 ], [ %c.next3, %next.29 ]
  %ballot8 = call i64 @subgroupBallot(i1 true)
  %addr18 = getelementptr inbounds i64, ptr %out, i32 4
  store i64 %ballot8, ptr %addr18, align 8
  %amt0 = and i32 %m, 31
  %shl0 = shl i32 %c2, %amt0
  call void @ext.use(i32 255)
  %elect1 = call i1 @subgroupElect()
  %ext1 = zext i1 %elect1 to i32
  %addr19 = getelementptr inbounds i32, ptr %out, i32 6
  store i32 %ext1, ptr %addr19, align 4
  br i1 %elect1, label %then.24, label %join.25

irr1.b.22:
  %c3 = phi i32 [ 0, %next.20 ], [ %c.next2, %next.27 ]
  %phi10 = phi i32 [ %x, %next.20 ], [ 7, %next.27 ]
  %or1 = or i32 %phi10, -2147483648
  call void @ext.use(i32 0)
  %ac1 = icmp slt i32 %n, -1
  br i1 %ac1, label %break.28, label %next.29

irr1.exit.23:
  br label %loop1.latch.17

then.24:
  %addr20 = getelementptr inbounds i32, ptr %out, i32 15
  %ld3 = load i32, ptr %addr20, align 4
  %add1 = add i32 %n, %ld3
  call void @ext.use(i32 %c2)
  %mul0 = mul i32 %add1, %add1
  %broadcastfirst8 = call i32 @subgroupBroadcastFirst(i32 %i1)
  store i32 %broadcastfirst8, ptr %out, align 4
  %broadcastfirst9 = call i32 @subgroupBroadcastFirst(i32 %mul0)
  %addr21 = getelementptr inbounds i32, ptr %out, i32 7
  store i32 %broadcastfirst9, ptr %addr21, align 4
  br label %join.25

join.25:
  %phi9 = phi i32 [ 15, %irr1.a.21 ], [ 0, %then.24 ]
  call void @subgroupControlBarrier()
  %lc2 = icmp eq i32 %lane, 0
  br i1 %lc2, label %break.26, label %next.27

break.26:
  %ballot9 = call i64 @subgroupBallot(i1 %ac0)
  %addr23 = getelementptr inbounds i64, ptr %out, i32 6
  store i64 %ballot9, ptr %addr23, align 8
  br label %irr1.exit.23

next.27:
  %c.next2 = add nuw nsw i32 %c2, 1
  %cont3 = icmp ult i32 %c.next2, 5
  br i1 %cont3, label %irr1.b.22, label %irr1.exit.23

break.28:
  %broadcastfirst10 = call i32 @subgroupBroadcastFirst(i32 %m)
  %addr22 = getelementptr inbounds i32, ptr %out, i32 5
  store i32 %broadcastfirst10, ptr %addr22, align 4
  br label %irr1.exit.23

next.29:
  %c.next3 = add nuw nsw i32 %c3, 1
  %cont4 = icmp ult i32 %c.next3, 5
  br i1 %cont4, label %irr1.a.21, label %irr1.exit.23
}

declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i1 @subgroupElect() convergent
