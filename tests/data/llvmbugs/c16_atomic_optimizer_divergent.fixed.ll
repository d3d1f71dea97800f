; Correct: the optimizer's rewrite inside the branch: the ballot counts the lanes that
; reach the atomic and the lowest of them adds the count.
target triple = "amdgcn-amd-amdhsa"

@ctr = addrspace(1) global i32 0, align 4

define void @atomic_opt(i32 %x) convergent {
entry:
  %c = icmp slt i32 %x, 5
  br i1 %c, label %then, label %end

then:
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %cnt64 = call i64 @llvm.ctpop.i64(i64 %b)
  %cnt = trunc i64 %cnt64 to i32
  %blo = trunc i64 %b to i32
  %bhi64 = lshr i64 %b, 32
  %bhi = trunc i64 %bhi64 to i32
  %mlo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %blo, i32 0)
  %below = call i32 @llvm.amdgcn.mbcnt.hi(i32 %bhi, i32 %mlo)
  %first = icmp eq i32 %below, 0
  br i1 %first, label %single, label %end

single:
  %old = atomicrmw add ptr addrspace(1) @ctr, i32 %cnt monotonic, align 4
  br label %end

end:
  ret void
}

declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
declare i64 @llvm.ctpop.i64(i64)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
