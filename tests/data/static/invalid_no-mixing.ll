; Close variant of valid_uncontrolled_only: one operation is controlled, the other not.
define i32 @kernel(i32 %x, i1 %c) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  br i1 %c, label %then, label %end

then:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret i32 %a
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare void @subgroupControlBarrier() convergent
declare i32 @subgroupAdd(i32) convergent
