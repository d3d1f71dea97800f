; Correct: the ballots stay on their sides; only the branch turned into a select of the
; two increments where that is possible (here: nothing convergent moved).
target triple = "amdgcn-amd-amdhsa"

define i64 @hoist_common(i32 %x) convergent {
entry:
  %c = icmp slt i32 %x, 5
  %inc = select i1 %c, i64 1, i64 2
  br i1 %c, label %then, label %else

then:
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %join

else:
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br label %join

join:
  %b = phi i64 [ %b1, %then ], [ %b2, %else ]
  %r = add i64 %b, %inc
  ret i64 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
