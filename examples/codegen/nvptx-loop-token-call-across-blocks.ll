define i32 @kernel(i32 inreg %m) convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.2

loop0.header.2:
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  %elect8 = call i1 @subgroupElect() [ "convergencectrl"(token %heart0) ]
  ret i32 0
}

declare i1 @subgroupElect() convergent

declare token @llvm.experimental.convergence.anchor() convergent memory(none) convergent

declare token @llvm.experimental.convergence.loop() convergent memory(none) convergent
