; Buggy (LLVM 22.1's `simplifycfg`, as it prints it): %once merged into %then, the loop
; intrinsic now behind the readfirstlane in one block (ill-formed).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp sgt i32 %x, 4
  br i1 %c, label %then, label %out

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %s = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0) [ "convergencectrl"(token %l) ]
  %t = add i32 %f, %s
  br label %out

out:
  %r = phi i32 [ %t, %then ], [ 0, %entry ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.loop() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
