; Seed 000, "Texture sampling in a pixel shader" / seed 001's texture2D: the
; convergent reduction is used only under a divergent condition. Sinking it
; there makes it communicate only among the threads that take the branch.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %cc = icmp sgt i32 %x, 0
  br i1 %cc, label %then, label %end

then:
  store i32 %sum, ptr %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
