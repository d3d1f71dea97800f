; Fixed: the readfirstlane kept on the whole sum with its entry token; only the
; heart-controlled readfirstlane is gone (every lane of a heart's set holds the same %i).
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
  %sum = add i32 %n, %i
  %outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %sum) [ "convergencectrl"(token %tok) ]
  ret i32 %outer
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
