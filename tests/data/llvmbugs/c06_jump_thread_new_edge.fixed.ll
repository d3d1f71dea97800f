; What jump threading makes of it: the entry edge (flag known true) goes straight to
; %conv; %mid keeps only the edge from %then1.
target triple = "amdgcn-amd-amdhsa"

define i32 @thread_edge(i32 %a, i32 %b) convergent {
entry:
  %c1 = icmp slt i32 %a, 8
  br i1 %c1, label %then1, label %conv

then1:
  %c2 = icmp eq i32 %b, 0
  br i1 %c2, label %conv, label %end

conv:
  %s = call i32 @subgroupAdd(i32 %a)
  br label %end

end:
  %r = phi i32 [ %s, %conv ], [ 0, %then1 ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
