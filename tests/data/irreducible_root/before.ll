; A non-convergent kernel (no `convergent` attribute: its sums hang from the implicit
; anchor, seed 000 "Convergent Operations", informational note) with an irreducible
; cycle {p, q}: odd lanes enter at %p, even lanes at %q. Odd lanes run %p three times,
; even lanes twice; each run of %p sums x over the lanes it converges with and
; appends the sum as a base-1000 digit (times 10) of the result.
;
; Seed 003, "Maximal Convergence": instances in a cycle converge when their threads
; are in the same iteration of it, counted by visits of its header, which the DFS
; picks (seed 003, "Cycles"). Header %p: every lane's k-th %p is iteration k, so
; odd lanes' first two sums are over the whole group and their third over the odd
; lanes alone. Header %q: odd lanes' first %p comes before any header visit, alone;
; their second and third converge with even lanes' first and second.
declare i32 @subgroupAdd(i32) convergent
declare i32 @getSubgroupLocalInvocationId()

define i32 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %p, label %q

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
