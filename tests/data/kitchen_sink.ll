; Every construct the reader and printer support, in one kernel that verifies.
source_filename = "kitchen_sink.cl"
target triple = "amdgcn-amd-amdhsa"

@g = addrspace(1) global i32 7, align 4
@table = internal constant [2 x i32] [i32 1, i32 2]

define noundef i32 @"kitchen sink"(i32 inreg %u, i32 noundef %x, i64 %w, ptr noalias %out, i1 zeroext %flag, i32 %0) #0 {
entry:
  %tok = tail call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %slots = alloca [4 x i32], align 16, addrspace(5)
  %cell = alloca i32, align 4, addrspace(5)
  %many = alloca i64, i32 %u, align 8, addrspace(5)
  %1 = add nuw nsw i32 %x, -5
  %2 = sub nsw i32 %1, %0
  %m = mul i32 %2, 3
  %d = udiv exact i32 %m, 4
  %sd = sdiv i32 %m, -3
  %r = urem i32 %x, 7
  %sr = srem i32 %x, 5
  %sh = shl nuw i32 %x, 2
  %lr = lshr exact i32 %sh, 1
  %ar = ashr i32 %x, 3
  %an = and i32 %ar, 255
  %o = or disjoint i32 %sh, 1
  %xo = xor i32 %o, -1
  %c1 = icmp samesign ult i32 %x, %u
  %c2 = icmp sge i32 %xo, 0
  %sel = select i1 %c1, i32 %an, i32 %lr
  %fr = freeze i32 %sd
  %z = zext nneg i32 %x to i64
  %s = sext i32 %x to i64
  %t = trunc nuw nsw i64 %w to i32
  %pi = ptrtoint ptr %out to i64
  %ip = inttoptr i64 %pi to ptr
  %bc = bitcast ptr %ip to ptr
  %p4 = getelementptr inbounds nuw i8, ptr %out, i64 4
  %el = getelementptr inbounds [4 x i32], ptr addrspace(5) %slots, i64 0, i64 2
  %gp = getelementptr i32, ptr %bc, i32 %r
  store i32 %sel, ptr addrspace(5) %el, align 8
  store i32 %fr, ptr addrspace(5) %cell, align 4
  store i64 %z, ptr addrspace(5) %many, align 8
  %ld = load i32, ptr addrspace(5) %el, align 8
  %gv = load i32, ptr addrspace(1) @g, align 4
  %tb = load i32, ptr @table, align 4
  %mn = call i32 @llvm.umin.i32(i32 %ld, i32 %gv)
  %mx = call i32 @llvm.smax.i32(i32 %mn, i32 %tb)
  %ux = call i32 @llvm.umax.i32(i32 %mx, i32 %t)
  %sm = call i32 @llvm.smin.i32(i32 %ux, i32 %sr)
  %ab = call i32 @llvm.abs.i32(i32 %sm, i1 false)
  %pc = call i64 @llvm.ctpop.i64(i64 %s)
  %tz = call i32 @llvm.cttz.i32(i32 %ab, i1 true)
  %lz = call i32 @llvm.ctlz.i32(i32 %tz, i1 false)
  %fs = call i32 @llvm.fshl.i32(i32 %lz, i32 %d, i32 5)
  %us = call i32 @llvm.usub.sat.i32(i32 %fs, i32 %m)
  call void @llvm.assume(i1 %c2)
  %sum = call i32 @subgroupAdd(i32 %us) #1 [ "convergencectrl"(token %tok) ]
  %"odd name" = add i32 %sum, %lane
  br i1 %flag, label %"then block", label %dispatch

"then block":
  %ballot = call i64 @subgroupBallot(i1 %c1) [ "convergencectrl"(token %tok) ]
  %bt = trunc i64 %ballot to i32
  store i32 %bt, ptr %p4, align 4
  br label %dispatch

dispatch:
  %v = phi i32 [ %"odd name", %entry ], [ %bt, %"then block" ]
  switch i32 %v, label %default [
    i32 0, label %join
    i32 -1, label %join
    i32 42, label %dead
  ]

dead:
  unreachable

default:
  %first = call i32 @subgroupBroadcastFirst(i32 %v) [ "convergencectrl"(token %tok) ]
  %el2 = call i1 @subgroupElect() [ "convergencectrl"(token %tok) ]
  %sh2 = call i32 @subgroupShuffle(i32 %first, i32 0) [ "convergencectrl"(token %tok) ]
  %mx2 = call i32 @subgroupMax(i32 %sh2) [ "convergencectrl"(token %tok) ]
  %mn2 = call i32 @subgroupMin(i32 %mx2) [ "convergencectrl"(token %tok) ]
  %pick = select i1 %el2, i32 %mn2, i32 poison
  %nul = icmp eq ptr %gp, null
  %un = select i1 %nul, i32 undef, i32 %pick
  br label %join

join:
  %res = phi i32 [ %v, %dispatch ], [ %v, %dispatch ], [ %un, %default ]
  %anchor = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %anchor) ]
  store i32 %res, ptr %out, align 4
  ret i32 %res
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i1 @subgroupElect() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @subgroupMin(i32) convergent
declare void @subgroupControlBarrier() convergent
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1 immarg)
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.cttz.i32(i32, i1 immarg)
declare i32 @llvm.ctlz.i32(i32, i1 immarg)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare void @llvm.assume(i1 noundef)

attributes #0 = { convergent nounwind "uniform-work-group-size"="false" }
attributes #1 = { convergent nounwind }
