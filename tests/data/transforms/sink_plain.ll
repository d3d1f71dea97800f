; Only ordinary arithmetic feeds the divergent branch's arm: the aware sink
; moves the multiplication and leaves the reduction alone.
define void @kernel(i32 %x, ptr %out) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  %m = mul i32 %x, 7
  %cc = icmp sgt i32 %x, 0
  store i32 %sum, ptr %out, align 4
  br i1 %cc, label %then, label %end

then:
  %p = getelementptr inbounds i8, ptr %out, i64 4
  store i32 %m, ptr %p, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
