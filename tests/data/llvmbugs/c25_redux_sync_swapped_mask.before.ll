; Class: a warp reduction whose value and membermask trade places (llvm/llvm-project
; #131415, fixed by PR #132881: NVPTX selected redux.sync with the mask as the value and
; the value as the mask, so __reduce_max_sync(__ballot_sync(~0, 1), r) ran with a
; membermask of data and hit "an illegal instruction"). AFTER is that selection written
; back as IR: a membermask that does not name the executing lane is undefined behaviour.
target triple = "nvptx64-nvidia-cuda"

define void @reduce_max(ptr %out, i32 %x) convergent {
entry:
  %r = and i32 %x, 255
  %mask = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %mx = call i32 @llvm.nvvm.redux.sync.umax(i32 %r, i32 %mask)
  store i32 %mx, ptr %out
  ret void
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) convergent
