; Seed 000, "Unstructured Control Flow": example_original augmented by the frontend
; with the entry token ("the set of threads does not change after jump threading").
declare void @subgroupControlBarrier() convergent
declare token @llvm.experimental.convergence.entry()

define void @example_original(i32 %c1, i32 %c2) convergent {
entry:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %cond1 = icmp ne i32 %c1, 0
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ne i32 %c2, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry.tok) ]
  br label %end

end:
  ret void
}
