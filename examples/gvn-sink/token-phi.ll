; GVNSink (LLVM 19.1.7) sinks two anchored ballots of an if/else into the join and merges their
; tokens with a phi: "PHI nodes cannot have token type!" (LLVM's verifier; seed 000, "Convergence
; Control Intrinsics": a token is produced only by the convergence intrinsics).
;   opt-19 -passes=gvn-sink token-phi.ll -S
;   fuzzfarm validate token-phi.ll --opt opt-19 --pipeline gvn-sink   (exit 1: ill-formed-after)
define i64 @k(i32 %x) convergent {
entry:
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %else
then:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t1) ]
  br label %end
else:
  %t2 = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t2) ]
  br label %end
end:
  %p = phi i64 [ %a, %then ], [ %b, %else ]
  ret i64 %p
}

declare token @llvm.experimental.convergence.anchor() convergent
declare i64 @subgroupBallot(i1) convergent
