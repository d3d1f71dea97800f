
; Function Attrs: convergent
define i32 @kernel(i1 %ac1) convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br i1 %ac1, label %then.17, label %else.18

common.ret:                                       ; preds = %else.18, %then.17
  ret i32 0

then.17:                                          ; preds = %entry
  %min2 = call i32 @subgroupMin(i32 0) [ "convergencectrl"(token %anchor0) ]
  br label %common.ret

else.18:                                          ; preds = %entry
  %max1 = call i32 @subgroupMax(i32 0) [ "convergencectrl"(token %etok0) ]
  br label %common.ret
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() convergent

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; Function Attrs: convergent
declare i32 @subgroupMax(i32) convergent

; Function Attrs: convergent
declare i32 @subgroupMin(i32) convergent

; uselistorder directives

