; A divergent switch with a ballot in each case and one after (lowerswitch, structurizecfg).
target triple = "amdgcn-amd-amdhsa"

define i64 @k(i32 %x, ptr %out) convergent {
entry:
  %s = and i32 %x, 3
  switch i32 %s, label %def [ i32 0, label %c0
                              i32 1, label %c1
                              i32 2, label %c2 ]
c0:
  %b0 = call i64 @subgroupBallot(i1 true)
  br label %join
c1:
  %b1 = call i64 @subgroupBallot(i1 false)
  br label %join
c2:
  %l = call i32 @getSubgroupLocalInvocationId()
  %e = icmp eq i32 %l, 0
  %b2 = call i64 @subgroupBallot(i1 %e)
  br label %join
def:
  br label %join
join:
  %p = phi i64 [ %b0, %c0 ], [ %b1, %c1 ], [ %b2, %c2 ], [ 77, %def ]
  %all = call i64 @subgroupBallot(i1 true)
  store i64 %all, ptr %out, align 8
  ret i64 %p
}

declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
