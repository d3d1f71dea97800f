; Buggy: the ballot in the divergent branch reuses the one taken before the branch.
target triple = "amdgcn-amd-amdhsa"

define i64 @cse_across(i32 %x, ptr %out) convergent {
entry:
  %p = icmp ne i32 %x, 0
  %b0 = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
  %bd = call i64 @llvm.amdgcn.ballot.i64(i1 %p)
  %s = add i64 %b0, %bd
  store i64 %s, ptr %out, align 8
  %c = icmp ult i32 %x, 16
  br i1 %c, label %then, label %join

then:
  br label %join

join:
  %r = phi i64 [ %b0, %then ], [ 0, %entry ]
  ret i64 %r
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
