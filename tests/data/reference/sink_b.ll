; Seed 000, "Hoisting and Sinking": only %b sunk (incorrect: threads where
; %condition is false may communicate at %a but not at %b).
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define void @sunk_b(i32 %x, i32 %c, ptr %out) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %condition = icmp ne i32 %c, 0
  br i1 %condition, label %then, label %end

then:
  %b = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  store i32 %a, ptr %out
  %out.b = getelementptr inbounds i8, ptr %out, i64 4
  store i32 %b, ptr %out.b
  br label %end

end:
  ret void
}
