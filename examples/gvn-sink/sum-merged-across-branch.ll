; GVNSink (LLVM 19.1.7) sinks the two subgroupAdd calls of a divergent if/else into the join,
; behind a phi of their arguments. The function is convergent and its operations uncontrolled,
; so they behave as if controlled by the entry token (seed 000, "Inferring Tokens"): before, the
; threads of each side add among themselves; after, all threads add together (seed 000's merged
; reductions example). Lanes 0 and 1 (x > 0) should get 7 + 63 = 70 and lane 2 alone -5; all get 65.
;   fuzzfarm validate sum-merged-across-branch.ll --opt opt-19 --pipeline gvn-sink --threads 4
;   (exit 1: a violation under the maximal model; the counterexample replays with --schedule)
define i32 @k(i32 %x, i32 %y) convergent {
entry:
  %cond = icmp sgt i32 %x, 0
  br i1 %cond, label %then, label %else

then:
  %a = call i32 @subgroupAdd(i32 %x)
  br label %end

else:
  %b = call i32 @subgroupAdd(i32 %y)
  br label %end

end:
  %p = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %p
}

declare i32 @subgroupAdd(i32) convergent
