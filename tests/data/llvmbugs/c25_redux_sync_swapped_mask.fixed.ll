; Correct: the full-warp ballot of true folded to the full mask (every lane of the warp
; runs the kernel to this point, as __ballot_sync(~0, ...) requires), the reduction kept.
target triple = "nvptx64-nvidia-cuda"

define void @reduce_max(ptr %out, i32 %x) convergent {
entry:
  %r = and i32 %x, 255
  %mx = call i32 @llvm.nvvm.redux.sync.umax(i32 %r, i32 -1)
  store i32 %mx, ptr %out
  ret void
}

declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) convergent
