; Correct: umax of 7 folded to 7; the sum is 3 times the count of the ballot of true, the
; xor 5 where the arm's own count is odd.
target triple = "amdgcn-amd-amdhsa"

define void @reduce_const(ptr %out) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %n64 = call i64 @llvm.ctpop.i64(i64 %b)
  %n = trunc i64 %n64 to i32
  %all = mul i32 %n, 3
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %then, label %join

then:
  %bt = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %nt64 = call i64 @llvm.ctpop.i64(i64 %bt)
  %nt = trunc i64 %nt64 to i32
  %par = and i32 %nt, 1
  %x = mul i32 %par, 5
  br label %join

join:
  %r = phi i32 [ %x, %then ], [ 0, %entry ]
  %s = add i32 %all, %r
  %t = mul i32 %s, 7
  store i32 %t, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
declare i64 @llvm.ctpop.i64(i64)

attributes #0 = { convergent "target-cpu"="gfx90a" }
