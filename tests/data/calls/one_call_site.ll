; two_call_sites.ll with the two calls merged into one before the branch: every
; thread now reaches @vote's ballot through one converged call-site instance.
declare i64 @subgroupBallot(i1) convergent

define internal i64 @vote(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  ret i64 %b
}

define i64 @k(i32 %x) convergent {
entry:
  %cc = icmp sgt i32 %x, 0
  %r = call i64 @vote(i1 true)
  ret i64 %r
}
