; Fixed (c07 FIXED's repair): the loop token replaced by its parent, the entry token,
; before the merge. A heart outside any cycle runs once per thread, so its threads are
; those reaching it together, the parent's: the reduction keeps its set.
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp sgt i32 %x, 4
  br i1 %c, label %then, label %out

then:
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  %s = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0) [ "convergencectrl"(token %e) ]
  %t = add i32 %f, %s
  br label %out

out:
  %r = phi i32 [ %t, %then ], [ 0, %entry ]
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
