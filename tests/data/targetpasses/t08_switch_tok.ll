; A divergent switch whose cases share a block that calls a reduction (cases 1 and 3),
; with tokens.
target triple = "amdgcn-amd-amdhsa"

define i32 @k(i32 %x, ptr %out) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %s = and i32 %x, 3
  switch i32 %s, label %join [ i32 1, label %odd
                               i32 3, label %odd
                               i32 2, label %two ]
odd:
  %a = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t) ]
  br label %join
two:
  %m = call i32 @subgroupMax(i32 %x) [ "convergencectrl"(token %t) ]
  br label %join
join:
  %p = phi i32 [ %x, %entry ], [ %a, %odd ], [ %m, %two ]
  ret i32 %p
}

declare token @llvm.experimental.convergence.entry() convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
