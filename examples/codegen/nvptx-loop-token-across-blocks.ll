define i32 @kernel() convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.2

loop0.header.2:
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  ret i32 0
}

declare token @llvm.experimental.convergence.anchor() convergent memory(none) convergent

declare token @llvm.experimental.convergence.loop() convergent memory(none) convergent
