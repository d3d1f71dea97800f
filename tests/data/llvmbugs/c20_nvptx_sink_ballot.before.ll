; Class: SimplifyCFG/GVNSink sinking the two sides' identical warp votes into the join
; (CUDA's __ballot_sync(__activemask(), p) on each side of a divergent branch).
target triple = "nvptx64-nvidia-cuda"

define i32 @sink_vote(i32 %x) convergent {
entry:
  %p = icmp ugt i32 %x, 9
  %c = icmp ult i32 %x, 20
  br i1 %c, label %then, label %else

then:
  %m1 = call i32 @llvm.nvvm.activemask()
  %b1 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m1, i1 %p)
  %r1 = add i32 %b1, 1
  br label %join

else:
  %m2 = call i32 @llvm.nvvm.activemask()
  %b2 = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m2, i1 %p)
  br label %join

join:
  %r = phi i32 [ %r1, %then ], [ %b2, %else ]
  ret i32 %r
}

declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
