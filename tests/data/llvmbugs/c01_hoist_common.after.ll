; Buggy: the two ballots became one above the divergent branch (both sides see every lane).
target triple = "amdgcn-amd-amdhsa"

define i64 @hoist_common(i32 %x) convergent {
entry:
  %c = icmp slt i32 %x, 5
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  br i1 %c, label %then, label %else

then:
  %t = add i64 %b, 1
  br label %join

else:
  %e = add i64 %b, 2
  br label %join

join:
  %r = phi i64 [ %t, %then ], [ %e, %else ]
  ret i64 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
