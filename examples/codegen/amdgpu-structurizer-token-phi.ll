
define i32 @kernel(i1 %ac3) convergent {
entry:
  %anchor0 = call token @llvm.experimental.convergence.anchor()
  br i1 %ac3, label %then.2, label %join.3

then.2:                                           ; preds = %entry
  %anchor5 = call token @llvm.experimental.convergence.anchor()
  br i1 %ac3, label %then.7, label %join.3

join.3:                                           ; preds = %then.2, %entry
  %add3 = call i32 @subgroupAdd(i32 0) [ "convergencectrl"(token %anchor0) ]
  ret i32 0

then.7:                                           ; preds = %then.2
  %shuffle0 = call i32 @subgroupShuffle(i32 0, i32 0) [ "convergencectrl"(token %anchor5) ]
  ret i32 0
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() convergent

; Function Attrs: convergent
declare i32 @subgroupAdd(i32) convergent

; Function Attrs: convergent
declare i32 @subgroupShuffle(i32, i32) convergent

; uselistorder directives

