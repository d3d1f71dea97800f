; NVPTX operations in a 32-lane warp (uni audit, session 6), for --triple nvptx64-nvidia-cuda.
; %q = laneid >> 3 differs between lanes 0..7 and 8..15 (all converged in %entry): a claim
; that it is uniform is a lie. %s reads lane %u's %id (the inreg %u: the same lane for all),
; so every thread gets that lane's id, or poison if lane %u & 31 is inactive: uniform.
; opt-19's NVPTX analysis calls everything here divergent. A lane >= 32 executing an nvvm
; operation is unsupported, so schedules must keep to one warp.
define i32 @nvptx_warp(i32 inreg %u) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %id = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %m = call i32 @llvm.nvvm.activemask() [ "convergencectrl"(token %tok) ]
  %s = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %id, i32 %u, i32 31) [ "convergencectrl"(token %tok) ]
  %q = lshr i32 %id, 3
  %r = add i32 %s, %q
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry()
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) convergent
