; texture_sample.ll with @textureSample (subgroupAdd) sunk into the if: seed 000 says
; this is forbidden, the threads with a false condition no longer take part.
declare i32 @subgroupAdd(i32) convergent
declare void @use(i32)
declare token @llvm.experimental.convergence.entry()

define void @example_shader(i32 %coordinates, i32 %condition) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %c = icmp ne i32 %condition, 0
  br i1 %c, label %then, label %end

then:
  %color = call i32 @subgroupAdd(i32 %coordinates) [ "convergencectrl"(token %tok) ]
  call void @use(i32 %color)
  br label %end

end:
  ret void
}
