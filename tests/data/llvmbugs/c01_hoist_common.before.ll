; Class: SimplifyCFG hoistCommonCodeFromSuccessors merging identical convergent calls
; that sit on both sides of a divergent branch into the branch's block.
target triple = "amdgcn-amd-amdhsa"

define i64 @hoist_common(i32 %x) convergent {
entry:
  %c = icmp slt i32 %x, 5
  br i1 %c, label %then, label %else

then:
  %b1 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %t = add i64 %b1, 1
  br label %join

else:
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %e = add i64 %b2, 2
  br label %join

join:
  %r = phi i64 [ %t, %then ], [ %e, %else ]
  ret i64 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
