; Correct: the readlane stays; the loop's readfirstlane of x + i is rewritten as the
; readfirstlane of x plus i (i is the same in every lane of one iteration).
target triple = "amdgcn-amd-amdhsa"

define i32 @temporal(i32 %x) #0 {
entry:
  %t = and i32 %x, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %fx = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %v = add i32 %fx, %i
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %loop

exit:
  %w = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
  ret i32 %w
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
