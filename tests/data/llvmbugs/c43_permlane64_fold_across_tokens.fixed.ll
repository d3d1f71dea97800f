; Fixed: the permlane64 kept with its entry token, reading %i directly. Every lane of a
; heart's set left in the same iteration and holds the same %i, so the first lane's %i
; is each lane's own and the partner's %inner is the partner's %i: the same values as
; BEFORE; only the readfirstlane is gone.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %n) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i, %n
  br i1 %more, label %loop, label %exit

exit:
  %outer = call i32 @llvm.amdgcn.permlane64.i32(i32 %i) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.permlane64.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
