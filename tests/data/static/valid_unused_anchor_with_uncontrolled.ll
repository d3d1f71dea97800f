; KNOWN DIFFERENCE. Seed 000 "Uncontrolled Convergent Operations": the no-mixing
; rule applies once the function holds a *controlled* operation (one with a
; convergencectrl bundle). A bare anchor has none, and intrinsics are excepted,
; so this is well-formed for the seed; LLVM counts the anchor as controlled.
define void @kernel() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  call void @subgroupControlBarrier()
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
