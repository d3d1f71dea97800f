define i32 @kernel(i32 %n, i1 %p, i32 inreg %u, i32 inreg %m) convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop1.header.9

loop1.header.9:
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  br label %break.12

loop1.exit.11:
  ret i32 0

break.12:
  br label %loop1.exit.11
}

declare token @llvm.experimental.convergence.anchor() convergent memory(none) convergent

declare token @llvm.experimental.convergence.loop() convergent memory(none) convergent
