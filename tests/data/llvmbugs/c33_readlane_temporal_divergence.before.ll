; Class: a cross-lane read of a value that is uniform in each iteration of a loop but
; read after the loop's divergent exit (llvm/llvm-project PR #105812, InstCombine's
; `readlane(readlane x, y), z -> readlane x, y` and its kin for any uniform operand: the
; review's guard in isTriviallyUniform refuses a definition in another block than the
; use, "a possibility of temporal divergence"; PR #218969 for machine sinking). Lane L
; leaves after iteration x_L & 3 holding the readfirstlane of that iteration, so %v
; differs between lanes after the loop; readlane(%v, 0) gives every lane lane 0's.
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
  %w = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 0)
  ret i32 %w
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
