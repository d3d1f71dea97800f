define i32 @k(i1 %p, i32 %x) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  br i1 %p, label %a, label %b
a:
  %v = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t) ]
  br label %b
b:
  %r = phi i32 [ 0, %entry ], [ %v, %a ]
  ret i32 %r
}
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.entry()
