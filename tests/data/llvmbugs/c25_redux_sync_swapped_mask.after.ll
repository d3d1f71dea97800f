; Buggy (#131415): the value and the membermask swapped.
target triple = "nvptx64-nvidia-cuda"

define void @reduce_max(ptr %out, i32 %x) convergent {
entry:
  %r = and i32 %x, 255
  %mask = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %mx = call i32 @llvm.nvvm.redux.sync.umax(i32 %mask, i32 %r)
  store i32 %mx, ptr %out
  ret void
}

declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) convergent
