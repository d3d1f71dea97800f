; An irreducible cycle (two entries, divergent) with an anchored ballot inside and a
; reduction after it (fix-irreducible, structurizecfg).
target triple = "amdgcn-amd-amdhsa"

define i32 @k(i32 %x, ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %n = and i32 %x, 3
  %c = icmp ult i32 %n, 2
  br i1 %c, label %a, label %b
a:
  %ia = phi i32 [ 0, %entry ], [ %ib1, %b ]
  %an = call token @llvm.experimental.convergence.anchor()
  %v = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %an) ]
  %vv = trunc i64 %v to i32
  %ia1 = add i32 %ia, %vv
  %ca = icmp ult i32 %ia1, 5
  br i1 %ca, label %b, label %exit
b:
  %ib = phi i32 [ 1, %entry ], [ %ia1, %a ]
  %ib1 = add i32 %ib, %n
  %cb = icmp ult i32 %ib1, 7
  br i1 %cb, label %a, label %exit
exit:
  %r = phi i32 [ %ia1, %a ], [ %ib1, %b ]
  %s = call i32 @subgroupAdd(i32 %r) [ "convergencectrl"(token %t) ]
  ret i32 %s
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
