; Correct: only the load at the uniform index is scalar.
target triple = "amdgcn-amd-amdhsa"

define i32 @gather(ptr %buf, i32 %x, i32 inreg %k) #0 {
entry:
  %i = and i32 %x, 3
  %p = getelementptr inbounds i32, ptr %buf, i32 %i
  %v = load i32, ptr %p, align 4
  %j = and i32 %k, 3
  %sj = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %j)
  %q = getelementptr inbounds i32, ptr %buf, i32 %sj
  %w = load i32, ptr %q, align 4
  %r = add i32 %v, %w
  ret i32 %r
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
