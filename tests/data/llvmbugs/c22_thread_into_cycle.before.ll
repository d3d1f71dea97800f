; Class: SimplifyCFG's foldCondBranchOnValueKnownInPredecessor threading an edge past a
; block on a cycle (llvm/llvm-project PR #204958; PR #100185 skips it on targets with
; divergent branches since LLVM 20): the loop's entry edge, where %p is known false, goes
; straight to %b, which becomes the cycle's header, so the iterations the uncontrolled
; ballot in %b is counted by change.
target triple = "amdgcn-amd-amdhsa"

define i64 @thread_cycle(i32 %x) convergent {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = phi i1 [ false, %entry ], [ %q, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %latch ]
  br i1 %p, label %a, label %b

a:
  br label %latch

b:
  %bal = call i64 @subgroupBallot(i1 true)
  br label %latch

latch:
  %v = phi i64 [ 0, %a ], [ %bal, %b ]
  %acc.sh = shl i64 %acc, 8
  %acc.next = add i64 %acc.sh, %v
  %i.next = add i32 %i, 1
  %sh = lshr i32 %x, %i
  %bit = and i32 %sh, 1
  %q = icmp ne i32 %bit, 0
  %more = icmp slt i32 %i.next, 3
  br i1 %more, label %header, label %exit

exit:
  ret i64 %acc.next
}

declare i64 @subgroupBallot(i1) convergent
