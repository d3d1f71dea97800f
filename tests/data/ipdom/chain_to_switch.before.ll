; Hand-written (SEMANTICS.md, "ipdom", rule 6): a chain of equality tests on the lane id
; (v == 1, then v == 2); %b and %d meet at %m2, whose subgroupAdd is stored.
; chain_to_switch.after.ll is SimplifyCFG's switch of the same tests. Read as one n-way
; branch the switch keeps %b's and %d's lanes apart until %m, so %m2 sums them apart (a
; "violation"); a back end that lowers it to the same chain (SelectionDAG's compares in
; a row) runs before itself, while LowerSwitch's tree still splits v = 0 from v = 3.
define void @k(ptr %out) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = and i32 %lane, 3
  %l4 = add i32 %lane, 4
  %q = getelementptr inbounds i32, ptr %out, i32 %l4
  %is1 = icmp eq i32 %v, 1
  br i1 %is1, label %a, label %next
next:
  %is2 = icmp eq i32 %v, 2
  br i1 %is2, label %b, label %d
a:
  store i32 10, ptr %q, align 4
  br label %m
b:
  store i32 20, ptr %q, align 4
  br label %m2
d:
  store i32 30, ptr %q, align 4
  br label %m2
m2:
  %n = call i32 @subgroupAdd(i32 1)
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %n, ptr %p, align 4
  br label %m
m:
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
