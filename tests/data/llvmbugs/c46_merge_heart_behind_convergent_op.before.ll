; Class (found live by fuzzfarm's campaign on 2026-11-28: embedded LLVM 22.1 `O3`,
; `campaign --pipeline O3 --dialect amdgcn --seed 2302 --cases 100`, bisected to GVN and
; to SimplifyCFG; not found reported upstream): c07's merge of a degenerate loop's heart
; block into its single predecessor, where the predecessor holds an ordinary convergent
; operation rather than an entry or loop intrinsic. PRs #166452 (SimplifyCFG) and
; #170247 (JumpThreading) skip the merge only "when both blocks contain convergence
; loop/entry intrinsics", so this shape still merges, and the loop intrinsic ends up
; behind the readfirstlane in one block (ill-formed: seed 000, the loop intrinsic must
; not be preceded by a convergent operation in its block; LLVM's verifier agrees).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp sgt i32 %x, 4
  br i1 %c, label %then, label %out

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  br label %once

once:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %s = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0) [ "convergencectrl"(token %l) ]
  %t = add i32 %f, %s
  br label %out

out:
  %r = phi i32 [ %t, %once ], [ 0, %entry ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
