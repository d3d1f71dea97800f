; Two nested loops; lane %id breaks out of both from the inner one (IH -> X when j == id)
; in its outer iteration 0, the others finish the inner loop and leave the outer one after
; %n iterations (one value for the dispatch). LLVM lists only the outermost cycle the
; divergent exit leaves ("depth=1: entries(OH) OL IH IL"): the outer cycle is claimed
; divergent, the inner one (inside a listed cycle) is claimed nothing, though its exit is
; divergent too (lanes 0..3 leave it in inner iterations 0..3, lanes 4 and up after 4).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @nested_break(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  br label %OH

OH:
  %i = phi i32 [ 0, %entry ], [ %i1, %OL ]
  br label %IH

IH:
  %j = phi i32 [ 0, %OH ], [ %j1, %IL ]
  %j1 = add i32 %j, 1
  %d = icmp eq i32 %j, %id
  br i1 %d, label %X, label %IL

IL:
  %c = icmp ult i32 %j1, 4
  br i1 %c, label %IH, label %OL

OL:
  %i1 = add i32 %i, 1
  %c2 = icmp ult i32 %i1, %n
  br i1 %c2, label %OH, label %X

X:
  %r = phi i32 [ %j1, %IH ], [ %i1, %OL ]
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
