; Seed 000, "Unstructured Control Flow": the jump-threaded version of
; jt_original_entry.ll (the barrier keeps its entry token).
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.entry()

define void @example_jumpthreaded(i32 %c1, i32 %c2) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cond1 = icmp ne i32 %c1, 0
  br i1 %cond1, label %then1, label %then2

then1:
  %cond2 = icmp ne i32 %c2, 0
  br i1 %cond2, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  ret void
}
