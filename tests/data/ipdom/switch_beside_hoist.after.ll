; switch_beside_hoist.before.ll with the guarded subgroupAdd hoisted to %c (a real bug).
define void @k(ptr %out) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = and i32 %lane, 3
  switch i32 %v, label %d [ i32 1, label %a i32 2, label %b ]
a:
  %sa = call i32 @subgroupAdd(i32 1)
  br label %c
b:
  br label %c
d:
  br label %c
c:
  %n = call i32 @subgroupAdd(i32 1)
  %low = icmp ult i32 %lane, 2
  br i1 %low, label %t, label %j
t:
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %n, ptr %p, align 4
  br label %j
j:
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
