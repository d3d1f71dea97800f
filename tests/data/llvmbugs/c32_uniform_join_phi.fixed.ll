; Correct: only the ballot of the inreg (uniform) %a's test folded.
target triple = "amdgcn-amd-amdhsa"

define i32 @join_phi(i32 inreg %a) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %first = icmp eq i32 %id, 0
  br i1 %first, label %b3, label %b0

b0:
  %a0 = add i32 %a, 1
  br label %b1

b1:
  %a0b = mul i32 %a0, 3
  br label %b2

b2:
  %c0 = icmp sgt i32 %a0b, 100
  br label %join

b3:
  %a1 = add i32 %a, 10
  br label %b4

b4:
  %a1b = mul i32 %a1, 3
  br label %b5

b5:
  %c1 = icmp sle i32 %a1b, 100
  br label %join

join:
  %c = phi i1 [ %c0, %b2 ], [ %c1, %b5 ]
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %none = icmp eq i64 %b, 0
  %u = icmp sgt i32 %a, 7
  %nu = xor i1 %u, true
  %r1 = zext i1 %none to i32
  %r2 = zext i1 %nu to i32
  %r2s = shl i32 %r2, 1
  %r = or i32 %r1, %r2s
  ret i32 %r
}

declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
