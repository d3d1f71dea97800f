; Buggy (the embedded LLVM 22.1's `instcombine`, as it prints it): the entry-controlled
; readfirstlane moved onto %n, the heart-controlled %inner added after it in each lane.
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
  %inner = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %heart) ]
  %outer = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %tok) ]
  %0 = add i32 %outer, %inner
  ret i32 %0
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
