; Class: a warp-synchronous operation sunk past an early return of lane 0 (llvm/llvm-project
; PR #96521: NVPTX's mma was not convergent, so MachineSink moved it below
; `if (laneid == 0) return;` into the block only the other lanes reach; PR #174669 did the
; same for ldmatrix/stmatrix). The warp operation here is CUDA's count of the arriving lanes,
; __popc(__ballot_sync(__activemask(), 1)), taken before the return and used after it.
;
; Worked by hand: with lanes 0..n-1 active every lane's ballot is the mask of those n lanes;
; lanes 1..n-1 return popc = n (plus x). AFTER (the pair sunk into %rest, where lane 0 no
; longer runs) gives them n - 1: a violation whenever lane 0 and another lane run. FIXED
; sinks only the add.
target triple = "nvptx64-nvidia-cuda"

define i32 @count_then_return(i32 %x) convergent {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 true)
  %n = call i32 @llvm.ctpop.i32(i32 %b)
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %early, label %rest

early:
  ret i32 0

rest:
  %r = add i32 %n, %x
  ret i32 %r
}

declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.ctpop.i32(i32)
