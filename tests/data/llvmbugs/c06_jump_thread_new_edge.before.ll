; Class: JumpThreading giving a block that holds a convergent operation a new entry edge
; (llvm/llvm-project#213868, closed as invalid): nothing is duplicated and no cycle
; changes, so under maximal convergence the barrier's communicating sets are the same;
; only a reconvergence-at-ipdom reading of the CFG as written tells them apart.
target triple = "amdgcn-amd-amdhsa"

define i32 @thread_edge(i32 %a, i32 %b) convergent {
entry:
  %c1 = icmp slt i32 %a, 8
  br i1 %c1, label %then1, label %mid

then1:
  %c2 = icmp eq i32 %b, 0
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %c2, %then1 ]
  br i1 %flag, label %conv, label %end

conv:
  %s = call i32 @subgroupAdd(i32 %a)
  br label %end

end:
  %r = phi i32 [ %s, %conv ], [ 0, %mid ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
