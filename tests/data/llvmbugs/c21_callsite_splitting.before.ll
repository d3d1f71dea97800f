; Class: CallSiteSplitting copying a call whose argument is a phi of constants into the
; predecessors (the pass refuses convergent calls: a copy per predecessor splits the lanes
; that met at the one call).
target triple = "amdgcn-amd-amdhsa"

define i32 @split(i32 %x, i32 %v) convergent {
header:
  %c0 = icmp eq i32 %x, 0
  br i1 %c0, label %tail, label %tbb

tbb:
  %c1 = icmp eq i32 %v, 1
  br i1 %c1, label %tail, label %end

tail:
  %p = phi i32 [ 1, %header ], [ 2, %tbb ]
  %s = call i32 @subgroupAdd(i32 %p)
  br label %end

end:
  %r = phi i32 [ %s, %tail ], [ 0, %tbb ]
  ret i32 %r
}

declare i32 @subgroupAdd(i32) convergent
