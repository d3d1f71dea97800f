
define i32 @kernel(i1 %p, ptr addrspace(1) %q) convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %flag.join.9, %entry
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor0) ]
  br i1 %p, label %next.7, label %break.6

common.ret:                                       ; preds = %next.7, %break.6
  ret i32 0

break.6:                                          ; preds = %loop0.header.2
  %elect8 = call i1 @subgroupElect() [ "convergencectrl"(token %heart0) ]
  br label %common.ret

next.7:                                           ; preds = %loop0.header.2
  br i1 %p, label %common.ret, label %flag.join.9

flag.join.9:                                      ; preds = %next.7
  store i32 0, ptr addrspace(1) %q, align 4
  br label %loop0.header.2
}

; Function Attrs: convergent
declare i1 @subgroupElect() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() convergent

