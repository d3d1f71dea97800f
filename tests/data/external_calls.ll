; External calls (SEMANTICS.md, "External calls"): @log may write memory, so every
; call is an event of its thread; @hash is memory(none), a pure unknown function;
; @peek only reads memory (also pure for the oracles). Used by the agreement tests.
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare void @log(i32, i64)
declare i32 @hash(i32) memory(none) nounwind willreturn
declare i8 @peek(i8) memory(read)
declare i32 @getSubgroupLocalInvocationId()

define i32 @calls(i32 %x, i32 %n) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %h = call i32 @hash(i32 %x)
  %t = trunc i32 %h to i8
  %p = call i8 @peek(i8 %t)
  %pw = zext i8 %p to i32
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 0
  %b = call i64 @subgroupBallot(i1 %c)
  call void @log(i32 %i, i64 %b)
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %done

done:
  %s = call i32 @subgroupAdd(i32 %pw)
  %lost = add nuw i32 %id, 4294967295
  %u = call i32 @hash(i32 %lost)
  call void @log(i32 %lost, i64 7)
  %r = add i32 %s, %u
  ret i32 %r
}
