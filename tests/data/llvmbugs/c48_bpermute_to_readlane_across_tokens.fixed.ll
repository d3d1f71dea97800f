; Fixed: the bpermute kept with its entry token, reading the address %i directly (every
; lane of a heart's set left in the same iteration and holds the same %i, so the
; readfirstlane was each lane's own %i); only the readfirstlane is gone.
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
  %outer = call i32 @llvm.amdgcn.ds.bpermute(i32 %i, i32 %n) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
