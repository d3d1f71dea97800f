
define i32 @kernel(i1 %p, ptr addrspace(1) %q) convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %then.16, %entry
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  br i1 %p, label %loop1.header.12, label %break.6

break.6:                                          ; preds = %loop0.header.2
  ret i32 0

loop1.header.12:                                  ; preds = %loop0.header.2
  %heart1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart0) ]
  br label %then.16

then.16:                                          ; preds = %loop1.header.12
  %heart2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %heart0) ]
  br i1 %p, label %return.27, label %loop0.header.2

return.27:                                        ; preds = %then.16
  %elect5 = call i1 @subgroupElect() [ "convergencectrl"(token %heart2) ]
  ret i32 0
}

; Function Attrs: convergent
declare i1 @subgroupElect() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() convergent

; uselistorder directives

