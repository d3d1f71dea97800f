; Class: runtime unrolling with a remainder of a loop holding uncontrolled convergent
; operations (LoopUnroll refuses it for convergent loops; llvm/llvm-project PR #192819
; allows it when the trip count is uniform). Here %n is inreg: the same in every lane.
target triple = "amdgcn-amd-amdhsa"

define i32 @runtime_unroll(i32 inreg %n) convergent {
entry:
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %more = icmp slt i32 %i, %n
  br i1 %more, label %body, label %exit

body:
  %s = call i32 @subgroupAdd(i32 %i)
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  br label %header

exit:
  ret i32 %acc
}

declare i32 @subgroupAdd(i32) convergent
