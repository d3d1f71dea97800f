; bait: simplifycfg<hoist-common-insts>, gvn-hoist, early-cse on anchors: an anchor on each side of
; a divergent branch, each controlling a ballot (hoisting the anchors alone is allowed, seed 000).
define i64 @k(i32 %x) convergent {
entry:
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %then, label %else
then:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t1) ]
  br label %end
else:
  %t2 = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t2) ]
  %b1 = add i64 %b, 1
  br label %end
end:
  %r = phi i64 [ %a, %then ], [ %b1, %else ]
  ret i64 %r
}
declare token @llvm.experimental.convergence.anchor() convergent
declare i64 @subgroupBallot(i1) convergent
