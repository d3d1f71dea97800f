; Seed 000, "Hoisting and Sinking": speculating subgroupShuffle out of the if.
; In threads where the condition is false, the lane operand %id is poison
; (a shift by 32 or more), so the speculated shuffle has undefined behaviour.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %ok = icmp ult i32 %x, 32
  %id = lshr i32 7, %x
  br i1 %ok, label %then, label %end

then:
  %s = call i32 @subgroupShuffle(i32 %x, i32 %id) [ "convergencectrl"(token %tok) ]
  br label %end

end:
  %r = phi i32 [ %s, %then ], [ 0, %entry ]
  store i32 %r, ptr %out, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
