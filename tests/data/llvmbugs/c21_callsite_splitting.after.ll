; Buggy: the call split into one copy per predecessor, each with its constant argument.
target triple = "amdgcn-amd-amdhsa"

define i32 @split(i32 %x, i32 %v) convergent {
header:
  %c0 = icmp eq i32 %x, 0
  br i1 %c0, label %tail.split1, label %tbb

tbb:
  %c1 = icmp eq i32 %v, 1
  br i1 %c1, label %tail.split2, label %end

tail.split1:
  %s1 = call i32 @subgroupAdd(i32 1)
  br label %tail

tail.split2:
  %s2 = call i32 @subgroupAdd(i32 2)
  br label %tail

tail:
  %s = phi i32 [ %s1, %tail.split1 ], [ %s2, %tail.split2 ]
  br label %end

end:
  %r = phi i32 [ %s, %tail ], [ 0, %tbb ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
