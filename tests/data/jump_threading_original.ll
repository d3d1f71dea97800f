; Seed 000, "Unstructured control flow": the barrier before jump threading.
target triple = "amdgcn-amd-amdhsa"

define void @example_original(i32 %a, i32 %b, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cond1 = icmp slt i32 %a, 8
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp eq i32 %b, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  store i32 1, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare void @subgroupControlBarrier() convergent
