
define i32 @kernel() convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %entry
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  br label %break.5

break.5:                                          ; preds = %loop0.header.2
  br label %loop1.header.9

loop1.header.9:                                   ; preds = %break.5
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart0) ]
  %elect0 = call i1 @subgroupElect() [ "convergencectrl"(token %heart0) ]
  ret i32 0
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() convergent

; Function Attrs: convergent
declare i1 @subgroupElect() convergent

; uselistorder directives
uselistorder ptr @llvm.experimental.convergence.loop, { 1, 0 }

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { convergent }
