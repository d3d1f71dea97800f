; Buggy: both sides' activemask and vote sunk into the join (every lane of the warp).
target triple = "nvptx64-nvidia-cuda"

define i32 @sink_vote(i32 %x) convergent {
entry:
  %p = icmp ugt i32 %x, 9
  %c = icmp ult i32 %x, 20
  br i1 %c, label %then, label %else

then:
  br label %join

else:
  br label %join

join:
  %inc = phi i32 [ 1, %then ], [ 0, %else ]
  %m = call i32 @llvm.nvvm.activemask()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)
  %r = add i32 %b, %inc
  ret i32 %r
}

declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
