; LLVM 22's O2 (embedded) on o2_unrolled_before.ll: loop1 fully unrolled, so irr1 has three
; copies (%irr1.a.21, %irr1.a.21.1, %irr1.a.21.2 ...), each headed on its own by a DFS.
; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nounwind
declare void @ext.use(i32) local_unnamed_addr #0

; Function Attrs: convergent
define noundef i32 @kernel(ptr captures(none) initializes((56, 64)) %out, i32 %x, i32 %y, i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) local_unnamed_addr #1 {
entry:
  %lane = tail call i32 @getSubgroupLocalInvocationId()
  %addr0 = getelementptr inbounds nuw i8, ptr %out, i64 56
  %addr1 = getelementptr inbounds nuw i8, ptr %out, i64 40
  %lc0.not = icmp ne i32 %lane, 0
  %addr2 = getelementptr inbounds nuw i8, ptr %out, i64 32
  %addr3 = getelementptr inbounds nuw i8, ptr %out, i64 24
  %addr4 = getelementptr inbounds nuw i8, ptr %out, i64 44
  %lc1 = icmp ult i32 %lane, 8
  %addr5 = getelementptr inbounds nuw i8, ptr %out, i64 28
  %addr6 = getelementptr inbounds nuw i8, ptr %out, i64 36
  %addr8 = getelementptr inbounds nuw i8, ptr %out, i64 12
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %loop0.latch.3, %entry
  %i0 = phi i32 [ 0, %entry ], [ %i.next0, %loop0.latch.3 ]
  %ballot0 = tail call i64 @subgroupBallot(i1 %p)
  store i64 %ballot0, ptr %addr0, align 8
  %bc0 = icmp eq i64 %ballot0, 1
  br i1 %bc0, label %loop0.exit.4, label %next.6

loop0.latch.3:                                    ; preds = %then.7, %join.12
  %i.next0 = add nuw nsw i32 %i0, 1
  %cont2 = icmp samesign ult i32 %i0, 2
  %more0 = icmp slt i32 %i.next0, %n
  %go0 = and i1 %cont2, %more0
  br i1 %go0, label %loop0.header.2, label %loop0.exit.4

loop0.exit.4:                                     ; preds = %loop0.header.2, %loop0.latch.3
  tail call void @subgroupControlBarrier()
  %broadcastfirst6 = tail call i32 @subgroupBroadcastFirst(i32 0)
  store i32 %broadcastfirst6, ptr %out, align 4
  tail call void @subgroupControlBarrier()
  %addr10 = getelementptr inbounds nuw i8, ptr %out, i64 16
  %addr12 = getelementptr inbounds nuw i8, ptr %out, i64 48
  %ac0 = icmp slt i32 %y, 2
  %ac1 = icmp slt i32 %n, -1
  %addr20 = getelementptr inbounds nuw i8, ptr %out, i64 60
  %lc2 = icmp eq i32 %lane, 0
  %addr22 = getelementptr inbounds nuw i8, ptr %out, i64 20
  %ballot3 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot3, ptr %addr10, align 8
  %any0.not.not = icmp eq i64 %ballot3, 0
  br i1 %any0.not.not, label %next.20, label %break.19

next.6:                                           ; preds = %loop0.header.2
  %broadcastfirst0 = tail call i32 @subgroupBroadcastFirst(i32 %m)
  store i32 %broadcastfirst0, ptr %addr1, align 4
  br i1 %lc0.not, label %then.7, label %flag.join.8

then.7:                                           ; preds = %next.6
  %ballot1 = tail call i64 @subgroupBallot(i1 true)
  store i64 %ballot1, ptr %out, align 8
  %broadcastfirst1 = tail call i32 @subgroupBroadcastFirst(i32 %n)
  store i32 %broadcastfirst1, ptr %addr2, align 8
  tail call void @subgroupControlBarrier()
  %shuffle0 = tail call i32 @subgroupShuffle(i32 %broadcastfirst0, i32 %broadcastfirst1)
  store i32 %shuffle0, ptr %out, align 8
  %elect0 = tail call i1 @subgroupElect()
  %ext0 = zext i1 %elect0 to i32
  store i32 %ext0, ptr %addr3, align 8
  br i1 %elect0, label %loop0.latch.3, label %flag.join.8

flag.join.8:                                      ; preds = %then.7, %next.6
  %ballot2 = tail call i64 @subgroupBallot(i1 %lc0.not)
  %hi0 = lshr i64 %ballot2, 32
  %fold0 = xor i64 %hi0, %ballot2
  %fold1 = trunc i64 %fold0 to i32
  tail call void @ext.use(i32 %fold1)
  br i1 %lc0.not, label %then.11, label %join.12

then.11:                                          ; preds = %flag.join.8
  %broadcastfirst2 = tail call i32 @subgroupBroadcastFirst(i32 %i0)
  store i32 %broadcastfirst2, ptr %addr4, align 4
  br i1 %lc1, label %irr0.a.13, label %irr0.b.14

join.12:                                          ; preds = %irr0.a.13, %irr0.b.14, %flag.join.8
  tail call void @subgroupControlBarrier()
  br label %loop0.latch.3

irr0.a.13:                                        ; preds = %irr0.b.14, %then.11
  %c0 = phi i32 [ 0, %then.11 ], [ %c.next1, %irr0.b.14 ]
  %broadcastfirst3 = tail call i32 @subgroupBroadcastFirst(i32 63)
  store i32 %broadcastfirst3, ptr %addr5, align 4
  %broadcastfirst4 = tail call i32 @subgroupBroadcastFirst(i32 %n)
  store i32 %broadcastfirst4, ptr %addr6, align 4
  %broadcastfirst5 = tail call i32 @subgroupBroadcastFirst(i32 %y)
  store i32 %broadcastfirst5, ptr %addr3, align 4
  %c.next0 = add nuw nsw i32 %c0, 1
  %cont0 = icmp samesign ult i32 %c0, 2
  br i1 %cont0, label %irr0.b.14, label %join.12

irr0.b.14:                                        ; preds = %irr0.a.13, %then.11
  %c1 = phi i32 [ 0, %then.11 ], [ %c.next0, %irr0.a.13 ]
  store i32 %m, ptr %addr8, align 4
  store i32 4, ptr %addr5, align 4
  %c.next1 = add nuw nsw i32 %c1, 1
  %cont1 = icmp samesign ult i32 %c1, 2
  br i1 %cont1, label %irr0.a.13, label %join.12

loop1.exit.18:                                    ; preds = %next.29.2, %next.27.2, %break.26.2, %break.28.2, %break.19
  %any0.not4 = phi i1 [ true, %break.19 ], [ false, %break.28.2 ], [ false, %break.26.2 ], [ false, %next.27.2 ], [ false, %next.29.2 ]
  %ballot10 = tail call i64 @subgroupBallot(i1 %any0.not4)
  store i64 %ballot10, ptr %addr1, align 8
  ret i32 4

break.19:                                         ; preds = %irr1.exit.23.1, %irr1.exit.23, %loop0.exit.4
  tail call void @subgroupControlBarrier()
  br label %loop1.exit.18

next.20:                                          ; preds = %loop0.exit.4
  %ballot4 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot4, ptr %addr12, align 8
  %ballot5 = tail call i64 @subgroupBallot(i1 %p)
  store i64 %ballot5, ptr %addr3, align 8
  %broadcastfirst7 = tail call i32 @subgroupBroadcastFirst(i32 %lane)
  store i32 %broadcastfirst7, ptr %addr10, align 8
  %ballot6 = tail call i64 @subgroupBallot(i1 false)
  store i64 %ballot6, ptr %out, align 8
  %ballot7 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot7, ptr %addr12, align 8
  br i1 %ac0, label %irr1.b.22, label %irr1.a.21

irr1.a.21:                                        ; preds = %next.29, %next.20
  %c2 = phi i32 [ 0, %next.20 ], [ %c.next3, %next.29 ]
  %ballot8 = tail call i64 @subgroupBallot(i1 true)
  store i64 %ballot8, ptr %addr2, align 8
  tail call void @ext.use(i32 255)
  %elect1 = tail call i1 @subgroupElect()
  %ext1 = zext i1 %elect1 to i32
  store i32 %ext1, ptr %addr3, align 8
  br i1 %elect1, label %then.24, label %join.25

irr1.b.22:                                        ; preds = %next.27, %next.20
  %c3 = phi i32 [ 0, %next.20 ], [ %c.next2, %next.27 ]
  tail call void @ext.use(i32 0)
  br i1 %ac1, label %break.28, label %next.29

irr1.exit.23:                                     ; preds = %next.29, %break.28, %next.27, %break.26
  %ballot3.1 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot3.1, ptr %addr10, align 8
  %any0.not.1.not = icmp eq i64 %ballot3.1, 0
  br i1 %any0.not.1.not, label %next.20.1, label %break.19

next.20.1:                                        ; preds = %irr1.exit.23
  %ballot4.1 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot4.1, ptr %addr12, align 8
  %ballot5.1 = tail call i64 @subgroupBallot(i1 %p)
  store i64 %ballot5.1, ptr %addr3, align 8
  %broadcastfirst7.1 = tail call i32 @subgroupBroadcastFirst(i32 %lane)
  store i32 %broadcastfirst7.1, ptr %addr10, align 8
  %ballot6.1 = tail call i64 @subgroupBallot(i1 false)
  store i64 %ballot6.1, ptr %out, align 8
  %ballot7.1 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot7.1, ptr %addr12, align 8
  br i1 %ac0, label %irr1.b.22.1, label %irr1.a.21.1

irr1.b.22.1:                                      ; preds = %next.27.1, %next.20.1
  %c3.1 = phi i32 [ 0, %next.20.1 ], [ %c.next2.1, %next.27.1 ]
  tail call void @ext.use(i32 0)
  br i1 %ac1, label %break.28.1, label %next.29.1

next.29.1:                                        ; preds = %irr1.b.22.1
  %c.next3.1 = add nuw nsw i32 %c3.1, 1
  %cont4.1 = icmp samesign ult i32 %c3.1, 4
  br i1 %cont4.1, label %irr1.a.21.1, label %irr1.exit.23.1

irr1.a.21.1:                                      ; preds = %next.29.1, %next.20.1
  %c2.1 = phi i32 [ 0, %next.20.1 ], [ %c.next3.1, %next.29.1 ]
  %ballot8.1 = tail call i64 @subgroupBallot(i1 true)
  store i64 %ballot8.1, ptr %addr2, align 8
  tail call void @ext.use(i32 255)
  %elect1.1 = tail call i1 @subgroupElect()
  %ext1.1 = zext i1 %elect1.1 to i32
  store i32 %ext1.1, ptr %addr3, align 8
  br i1 %elect1.1, label %then.24.1, label %join.25.1

then.24.1:                                        ; preds = %irr1.a.21.1
  %ld3.1 = load i32, ptr %addr20, align 4
  %add1.1 = add i32 %ld3.1, %n
  tail call void @ext.use(i32 %c2.1)
  %mul0.1 = mul i32 %add1.1, %add1.1
  %broadcastfirst8.1 = tail call i32 @subgroupBroadcastFirst(i32 1)
  store i32 %broadcastfirst8.1, ptr %out, align 4
  %broadcastfirst9.1 = tail call i32 @subgroupBroadcastFirst(i32 %mul0.1)
  store i32 %broadcastfirst9.1, ptr %addr5, align 4
  br label %join.25.1

join.25.1:                                        ; preds = %then.24.1, %irr1.a.21.1
  tail call void @subgroupControlBarrier()
  br i1 %lc2, label %break.26.1, label %next.27.1

next.27.1:                                        ; preds = %join.25.1
  %c.next2.1 = add nuw nsw i32 %c2.1, 1
  %cont3.1 = icmp samesign ult i32 %c2.1, 4
  br i1 %cont3.1, label %irr1.b.22.1, label %irr1.exit.23.1

break.26.1:                                       ; preds = %join.25.1
  %ballot9.1 = tail call i64 @subgroupBallot(i1 %ac0)
  store i64 %ballot9.1, ptr %addr12, align 8
  br label %irr1.exit.23.1

break.28.1:                                       ; preds = %irr1.b.22.1
  %broadcastfirst10.1 = tail call i32 @subgroupBroadcastFirst(i32 %m)
  store i32 %broadcastfirst10.1, ptr %addr22, align 4
  br label %irr1.exit.23.1

irr1.exit.23.1:                                   ; preds = %break.28.1, %break.26.1, %next.27.1, %next.29.1
  %ballot3.2 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot3.2, ptr %addr10, align 8
  %any0.not.2.not = icmp eq i64 %ballot3.2, 0
  br i1 %any0.not.2.not, label %next.20.2, label %break.19

next.20.2:                                        ; preds = %irr1.exit.23.1
  %ballot4.2 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot4.2, ptr %addr12, align 8
  %ballot5.2 = tail call i64 @subgroupBallot(i1 %p)
  store i64 %ballot5.2, ptr %addr3, align 8
  %broadcastfirst7.2 = tail call i32 @subgroupBroadcastFirst(i32 %lane)
  store i32 %broadcastfirst7.2, ptr %addr10, align 8
  %ballot6.2 = tail call i64 @subgroupBallot(i1 false)
  store i64 %ballot6.2, ptr %out, align 8
  %ballot7.2 = tail call i64 @subgroupBallot(i1 %bc0)
  store i64 %ballot7.2, ptr %addr12, align 8
  br i1 %ac0, label %irr1.b.22.2, label %irr1.a.21.2

irr1.b.22.2:                                      ; preds = %next.27.2, %next.20.2
  %c3.2 = phi i32 [ 0, %next.20.2 ], [ %c.next2.2, %next.27.2 ]
  tail call void @ext.use(i32 0)
  br i1 %ac1, label %break.28.2, label %next.29.2

next.29.2:                                        ; preds = %irr1.b.22.2
  %c.next3.2 = add nuw nsw i32 %c3.2, 1
  %cont4.2 = icmp samesign ult i32 %c3.2, 4
  br i1 %cont4.2, label %irr1.a.21.2, label %loop1.exit.18

irr1.a.21.2:                                      ; preds = %next.29.2, %next.20.2
  %c2.2 = phi i32 [ 0, %next.20.2 ], [ %c.next3.2, %next.29.2 ]
  %ballot8.2 = tail call i64 @subgroupBallot(i1 true)
  store i64 %ballot8.2, ptr %addr2, align 8
  tail call void @ext.use(i32 255)
  %elect1.2 = tail call i1 @subgroupElect()
  %ext1.2 = zext i1 %elect1.2 to i32
  store i32 %ext1.2, ptr %addr3, align 8
  br i1 %elect1.2, label %then.24.2, label %join.25.2

then.24.2:                                        ; preds = %irr1.a.21.2
  %ld3.2 = load i32, ptr %addr20, align 4
  %add1.2 = add i32 %ld3.2, %n
  tail call void @ext.use(i32 %c2.2)
  %mul0.2 = mul i32 %add1.2, %add1.2
  %broadcastfirst8.2 = tail call i32 @subgroupBroadcastFirst(i32 2)
  store i32 %broadcastfirst8.2, ptr %out, align 4
  %broadcastfirst9.2 = tail call i32 @subgroupBroadcastFirst(i32 %mul0.2)
  store i32 %broadcastfirst9.2, ptr %addr5, align 4
  br label %join.25.2

join.25.2:                                        ; preds = %then.24.2, %irr1.a.21.2
  tail call void @subgroupControlBarrier()
  br i1 %lc2, label %break.26.2, label %next.27.2

next.27.2:                                        ; preds = %join.25.2
  %c.next2.2 = add nuw nsw i32 %c2.2, 1
  %cont3.2 = icmp samesign ult i32 %c2.2, 4
  br i1 %cont3.2, label %irr1.b.22.2, label %loop1.exit.18

break.26.2:                                       ; preds = %join.25.2
  %ballot9.2 = tail call i64 @subgroupBallot(i1 %ac0)
  store i64 %ballot9.2, ptr %addr12, align 8
  br label %loop1.exit.18

break.28.2:                                       ; preds = %irr1.b.22.2
  %broadcastfirst10.2 = tail call i32 @subgroupBroadcastFirst(i32 %m)
  store i32 %broadcastfirst10.2, ptr %addr22, align 4
  br label %loop1.exit.18

then.24:                                          ; preds = %irr1.a.21
  %ld3 = load i32, ptr %addr20, align 4
  %add1 = add i32 %ld3, %n
  tail call void @ext.use(i32 %c2)
  %mul0 = mul i32 %add1, %add1
  %broadcastfirst8 = tail call i32 @subgroupBroadcastFirst(i32 0)
  store i32 %broadcastfirst8, ptr %out, align 4
  %broadcastfirst9 = tail call i32 @subgroupBroadcastFirst(i32 %mul0)
  store i32 %broadcastfirst9, ptr %addr5, align 4
  br label %join.25

join.25:                                          ; preds = %then.24, %irr1.a.21
  tail call void @subgroupControlBarrier()
  br i1 %lc2, label %break.26, label %next.27

break.26:                                         ; preds = %join.25
  %ballot9 = tail call i64 @subgroupBallot(i1 %ac0)
  store i64 %ballot9, ptr %addr12, align 8
  br label %irr1.exit.23

next.27:                                          ; preds = %join.25
  %c.next2 = add nuw nsw i32 %c2, 1
  %cont3 = icmp samesign ult i32 %c2, 4
  br i1 %cont3, label %irr1.b.22, label %irr1.exit.23

break.28:                                         ; preds = %irr1.b.22
  %broadcastfirst10 = tail call i32 @subgroupBroadcastFirst(i32 %m)
  store i32 %broadcastfirst10, ptr %addr22, align 4
  br label %irr1.exit.23

next.29:                                          ; preds = %irr1.b.22
  %c.next3 = add nuw nsw i32 %c3, 1
  %cont4 = icmp samesign ult i32 %c3, 4
  br i1 %cont4, label %irr1.a.21, label %irr1.exit.23
}

declare i32 @getSubgroupLocalInvocationId() local_unnamed_addr #2

; Function Attrs: convergent
declare i64 @subgroupBallot(i1) local_unnamed_addr #1

; Function Attrs: convergent
declare void @subgroupControlBarrier() local_unnamed_addr #1

; Function Attrs: convergent
declare i32 @subgroupBroadcastFirst(i32) local_unnamed_addr #1

; Function Attrs: convergent
declare i32 @subgroupShuffle(i32, i32) local_unnamed_addr #1

; Function Attrs: convergent
declare i1 @subgroupElect() local_unnamed_addr #1

attributes #0 = { nounwind "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { "uniform-work-group-size"="false" }
