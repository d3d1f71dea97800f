; A second bug of LLVM 19.1.7's UniformityAnalysis (found by fuzzfarm campaign
; --uniformity --dialect amdgcn --pipeline 'default<O3>', written small by hand): the
; branch in %B leaves the loop divergently, so threads reach the exit %X in different
; iterations, one from %B and one (an iteration later) from %H. Outside the loop their
; instances of %X are converged, and %phi picks 0 in one and %m in the other; LLVM 19
; calls it uniform because neither incoming value is defined inside the loop (seed 003,
; "Temporal Divergence": the exit is a join of the diverged paths). Upstream: llvm-project
; PRs 216100 and 216296 (2026: "missed cycle exit PHI divergence").
define i32 @exit_phi(i32 inreg %m, i1 %d) {
entry:
  br label %H

H:
  %c = phi i1 [ true, %entry ], [ false, %N ]
  br i1 %c, label %B, label %X

B:
  br i1 %d, label %X, label %N

N:
  br label %H

X:
  %phi = phi i32 [ %m, %H ], [ 0, %B ]
  ret i32 %phi
}
