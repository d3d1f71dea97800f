; A real bug of LLVM 19.1.7's UniformityAnalysis (found by fuzzfarm campaign --uniformity,
; reduced): the branch on %d is divergent and %J is a join of it (reached along
; entry -> A -> A2 -> J and entry -> B -> B2 -> B3 -> J), yet
;   opt-19 -mtriple=amdgcn-amd-amdhsa -passes='print<uniformity>' -disable-output FILE
; calls %phi uniform: two threads that took different sides meet in converged
; instances of %J with %phi = %m and %phi = 31. Known upstream as llvm-project
; issue #137277 (the join search stopped early), fixed by PR #139667 (LLVM 21).
define i32 @phi_at_join_of_divergent_branch(i32 inreg %m, i1 %d) {
entry:
  br i1 %d, label %A, label %B

A:
  br label %A2

B:
  br label %B2

J:
  %phi = phi i32 [ %m, %A2 ], [ 31, %B3 ]
  ret i32 %phi

A2:
  br label %J

B2:
  br label %B3

B3:
  br label %J
}
