; Seed 000, "Examples of Convergent Operations: Texture Sampling in a Pixel Shader".
; @textureSample is modelled by subgroupAdd (the sum of the coordinates of the
; threads it communicates with, like a derivative from neighbouring pixels); @use is
; the seed's own declared, non-convergent function: each call is an event of its
; thread (SEMANTICS.md, "External calls").
declare i32 @subgroupAdd(i32) convergent
declare void @use(i32)
declare token @llvm.experimental.convergence.entry()

define void @example_shader(i32 %coordinates, i32 %condition) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %color = call i32 @subgroupAdd(i32 %coordinates) [ "convergencectrl"(token %tok) ]
  %c = icmp ne i32 %condition, 0
  br i1 %c, label %then, label %end

then:
  call void @use(i32 %color)
  br label %end

end:
  ret void
}
