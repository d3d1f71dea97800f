; The flag join holds only ordinary arithmetic, used under the threaded target:
; the aware form duplicates it and merges the two copies with a phi.
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
  %t = mul i32 %a, 3
  br i1 %flag, label %then2, label %end

then2:
  %s = call i32 @subgroupAdd(i32 %t) [ "convergencectrl"(token %tok) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  store i32 %s, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
declare void @subgroupControlBarrier() convergent
