
; Function Attrs: convergent
define i32 @kernel(i1 %cont2) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %loop1.exit.7, %entry
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  br label %loop1.header.5

loop0.exit.4:                                     ; preds = %loop1.exit.7
  ret i32 0

loop1.header.5:                                   ; preds = %next.14, %loop0.header.2
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart0) ]
  br label %loop2.header.8

loop1.exit.7:                                     ; preds = %next.14
  br i1 %cont2, label %loop0.header.2, label %loop0.exit.4

loop2.header.8:                                   ; preds = %loop1.header.5
  %heart2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart1) ]
  br i1 %cont2, label %return.13, label %next.14

return.13:                                        ; preds = %loop2.header.8
  %broadcastfirst0 = call i32 @subgroupBroadcastFirst(i32 0) [ "convergencectrl"(token %heart0) ]
  ret i32 0

next.14:                                          ; preds = %loop2.header.8
  br i1 %cont2, label %loop1.header.5, label %loop1.exit.7
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() convergent

; Function Attrs: convergent
declare i32 @subgroupBroadcastFirst(i32) convergent

; uselistorder directives

