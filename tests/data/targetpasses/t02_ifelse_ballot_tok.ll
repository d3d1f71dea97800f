; The same with convergence control: both sides' ballots use the entry token.
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 3
  br i1 %c, label %then, label %else
then:
  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  br label %join
else:
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  br label %join
join:
  %p = phi i64 [ %a, %then ], [ %b, %else ]
  %all = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]
  %r = xor i64 %p, %all
  ret i64 %r
}

declare token @llvm.experimental.convergence.entry() convergent
declare i64 @subgroupBallot(i1) convergent
