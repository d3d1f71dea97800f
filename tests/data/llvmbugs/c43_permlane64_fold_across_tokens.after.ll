; Buggy (the embedded LLVM 22.1's `instcombine`, as it prints it): the permlane64,
; controlled by the entry token, dropped as a no-op on a uniform value; each lane now
; returns its own exit iteration's %inner instead of its partner's (lane L xor 32).
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
  ret i32 %inner
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1100" "target-features"="+wavefrontsize64" }
