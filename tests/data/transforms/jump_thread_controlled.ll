; The same program with convergence control: the barrier is controlled by the
; entry token, so "the set of threads [it communicates with] does not change
; after jump threading" (seed 000, "Unstructured control flow").
define void @kernel(i32 %a, i32 %b, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %cond1 = icmp sgt i32 %a, 0
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp sgt i32 %b, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %s = call i32 @subgroupAdd(i32 %a) [ "convergencectrl"(token %tok) ]
  store i32 %s, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
