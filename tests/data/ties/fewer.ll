; before.ll with the late call run five rounds: lane 1 returns 4 + %tie, where before returns 5 + %tie.
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent

define i32 @rounds(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %a) ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %s
}

define i32 @kernel(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %early, label %join

early:
  %r1 = call i32 @rounds(i32 6) [ "convergencectrl"(token %e) ]
  br label %join

join:
  %r = phi i32 [ %r1, %early ], [ %x, %entry ]
  %tie = call i32 @subgroupAdd(i32 %r) [ "convergencectrl"(token %e) ]
  br i1 %first, label %done, label %late

late:
  %r2 = call i32 @rounds(i32 5) [ "convergencectrl"(token %e) ]
  %sum = add i32 %r2, %tie
  br label %done

done:
  %v = phi i32 [ %tie, %join ], [ %sum, %late ]
  ret i32 %v
}
