; Vectors and aggregates (uni audit 5): each is uniform when every leaf is, so a lie about
; one is refuted by a leaf that differs. Lane L has
;   %w = <L + 1, 8>                          (a vector: element 0 is the lane's)
;   %s = uadd.with.overflow(L, -3) = {L - 3 mod 2^32, L >= 3}
;   %c = cmpxchg @g[L], L & 1, 5 = {0, L is even}   (@g is all zeros, a slot per lane)
@g = addrspace(1) global [64 x i32] zeroinitializer

define void @aggregates(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = insertelement <2 x i32> <i32 0, i32 7>, i32 %id, i32 0
  %w = add <2 x i32> %v, <i32 1, i32 1>
  %p = getelementptr <2 x i32>, ptr addrspace(1) %out, i32 %id
  store <2 x i32> %w, ptr addrspace(1) %p
  %s = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %id, i32 -3)
  %odd = and i32 %id, 1
  %slot = getelementptr [64 x i32], ptr addrspace(1) @g, i32 0, i32 %id
  %c = cmpxchg ptr addrspace(1) %slot, i32 %odd, i32 5 monotonic monotonic
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
