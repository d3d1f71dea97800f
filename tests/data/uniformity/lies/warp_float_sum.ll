; A CUDA warp sum of floats as clang -O3 writes it (lead, session 11): a butterfly of
; __shfl_xor_sync on floats. Every run records an approximation (a `contract` fadd may be
; fused with a product GVN forwards: fp-choice), which used to leave every claim of the
; kernel unjudged. The shuffles carry the floats as data (README's dialect tables), so the
; approximation decides the sums and the stored words, not the control flow: %q = tid >> 3
; (0 in lanes 0..7, 1 in 8..15, one 32-lane warp) called uniform is a lie every run refutes,
; as is %v = in[tid] (the sums are stored into %out, a buffer of its own); the sum %s stays unjudged.
target triple = "nvptx64-nvidia-cuda"

define void @warp_float_sum(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %q = lshr i32 %t, 3
  %p = getelementptr inbounds float, ptr %in, i32 %t
  %v = load float, ptr %p, align 4
  br label %loop

loop:
  %m = phi i32 [ 16, %entry ], [ %m2, %loop ]
  %acc = phi float [ %v, %entry ], [ %s, %loop ]
  %o = call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %acc, i32 %m, i32 31)
  %s = fadd contract float %acc, %o
  %m2 = lshr i32 %m, 1
  %done = icmp ult i32 %m, 2
  br i1 %done, label %exit, label %loop

exit:
  %po = getelementptr inbounds float, ptr %out, i32 %t
  store float %s, ptr %po, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)

!nvvm.annotations = !{!0}
!0 = !{ptr @warp_float_sum, !"kernel", i32 1}
