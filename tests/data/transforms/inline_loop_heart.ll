; Seed 000, "llvm.experimental.convergence.entry", the inlining example: @callee's
; operation uses its entry token; @kernel calls it in a loop under the loop's heart
; %inner (whose parent is the anchor %outer). "Function inlining substitutes this
; intrinsic with the token from the operand bundle": after inlining, the reduction
; uses %inner, so it still runs among the threads of one iteration together.
define internal i32 @callee(i32 %v) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %s = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %tok) ]
  ret i32 %s
}

define void @kernel(ptr %out, i32 %x, i32 %n) convergent {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %r = call i32 @callee(i32 %x) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr %out, i32 %i
  store i32 %r, ptr %p, align 4
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  %cap = icmp ult i32 %i.next, 3
  %go = and i1 %more, %cap
  br i1 %go, label %loop, label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare token @llvm.experimental.convergence.loop() convergent
declare i32 @subgroupAdd(i32) convergent
