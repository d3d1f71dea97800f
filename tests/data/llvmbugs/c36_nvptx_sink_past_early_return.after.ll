; Buggy (MachineSink, PR #96521): the warp operation sunk into the block lane 0 never
; reaches, so the ballot no longer counts lane 0.
target triple = "nvptx64-nvidia-cuda"

define i32 @count_then_return(i32 %x) convergent {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %early, label %rest

early:
  ret i32 0

rest:
  %m = call i32 @llvm.nvvm.activemask()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 true)
  %n = call i32 @llvm.ctpop.i32(i32 %b)
  %r = add i32 %n, %x
  ret i32 %r
}

declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.ctpop.i32(i32)
