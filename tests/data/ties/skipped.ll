; before.ll with an anchor %b first: where a grouping leaves lane 0's and lane 1's %b
; apart, lane 1's sum is 1 and it goes straight to its late call, skipping %tie. Then lane 1's
; instances of %a no longer follow the tie, and converging them with lane 0's is legal
; (lane 0's %tie fires alone once lane 1 cannot arrive). The listing with ties (base run:
; lane 1 runs %tie before its call) must not be called complete: the run that skips the
; tie breaks it, and every grouping is judged by its own run instead.
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
  %b = call token @llvm.experimental.convergence.anchor()
  %count = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %b) ]
  %together = icmp eq i32 %count, 2
  br i1 %first, label %early, label %apart

apart:
  br i1 %together, label %join, label %late

early:
  %r1 = call i32 @rounds(i32 6) [ "convergencectrl"(token %e) ]
  br label %join

join:
  %r = phi i32 [ %r1, %early ], [ %x, %apart ]
  %tie = call i32 @subgroupAdd(i32 %r) [ "convergencectrl"(token %e) ]
  br i1 %first, label %done, label %late

late:
  %r2 = call i32 @rounds(i32 6) [ "convergencectrl"(token %e) ]
  %sum = add i32 %r2, %x
  br label %done

done:
  %v = phi i32 [ %tie, %join ], [ %sum, %late ]
  ret i32 %v
}
