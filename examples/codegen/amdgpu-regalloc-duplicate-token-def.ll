
; Function Attrs: convergent
define i32 @kernel() convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %entry
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  br label %loop1.header.6

loop1.header.6:                                   ; preds = %loop0.header.2
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart0) ]
  %add2 = call i32 @subgroupAdd(i32 0) [ "convergencectrl"(token %heart0) ]
  ret i32 0
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() convergent

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) convergent

; uselistorder directives
uselistorder ptr @llvm.experimental.convergence.loop, { 1, 0 }

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
