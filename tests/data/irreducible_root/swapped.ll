; before.ll with the entry's branch inverted: the same CFG, whose natural DFS now
; meets %q first (header %q). The same hierarchies, so the same behaviours.
declare i32 @subgroupAdd(i32) convergent
declare i32 @getSubgroupLocalInvocationId()

define i32 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  %even = xor i1 %isodd, true
  br i1 %even, label %q, label %p

p:
  %n = phi i32 [ 0, %entry ], [ %m1, %q ]
  %cp = phi i32 [ 0, %entry ], [ %c1, %q ]
  %t = call i32 @subgroupAdd(i32 %x)
  %w = mul i32 %t, 10
  %n1 = add i32 %n, %w
  br label %q

q:
  %m = phi i32 [ 0, %entry ], [ %n1, %p ]
  %c = phi i32 [ 0, %entry ], [ %cp, %p ]
  %m1 = mul i32 %m, 1000
  %c1 = add i32 %c, 1
  %again = icmp ult i32 %c1, 3
  br i1 %again, label %p, label %done

done:
  ret i32 %m
}
