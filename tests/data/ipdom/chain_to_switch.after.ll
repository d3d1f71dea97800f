; chain_to_switch.before.ll with its two tests made one switch (SimplifyCFG).
define void @k(ptr %out) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = and i32 %lane, 3
  %l4 = add i32 %lane, 4
  %q = getelementptr inbounds i32, ptr %out, i32 %l4
  switch i32 %v, label %d [ i32 1, label %a i32 2, label %b ]
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
