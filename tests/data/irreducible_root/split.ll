; before.ll with the even lanes' entry through a copy of %q (%q0) outside the cycle:
; the cycle {p, q} is entered at %p only, reducible, its header %p. Its behaviours are
; before.ll's under header %p alone.
declare i32 @subgroupAdd(i32) convergent
declare i32 @getSubgroupLocalInvocationId()

define i32 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %p, label %q0

q0:
  br label %p

p:
  %n = phi i32 [ 0, %entry ], [ %m1, %q ], [ 0, %q0 ]
  %cp = phi i32 [ 0, %entry ], [ %c1, %q ], [ 1, %q0 ]
  %t = call i32 @subgroupAdd(i32 %x)
  %w = mul i32 %t, 10
  %n1 = add i32 %n, %w
  br label %q

q:
  %m = phi i32 [ %n1, %p ]
  %c = phi i32 [ %cp, %p ]
  %m1 = mul i32 %m, 1000
  %c1 = add i32 %c, 1
  %again = icmp ult i32 %c1, 3
  br i1 %again, label %p, label %done

done:
  ret i32 %m
}
