; Buggy (without the same-block guard): the outer readlane dropped as a no-op on a
; uniform operand.
target triple = "amdgcn-amd-amdhsa"

define i32 @temporal(i32 %x) #0 {
entry:
  %t = and i32 %x, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %y = add i32 %x, %i
  %v = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %y)
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %loop

exit:
  %w = add i32 %v, 0
  ret i32 %w
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
