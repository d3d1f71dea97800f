; A counted loop (three iterations in every thread) entered from both sides of a
; divergent branch: LLVM calls the counter's phi divergent (a join of the branch; the
; incoming values differ) and so lists the loop among the cycles with a divergent exit,
; but every thread converged at an instance of %H leaves after the same number of
; iterations (seed 003: %H's instances of one iteration are converged; the exit only
; reads %i). A report without that line claims a uniform exit, which is true.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @counted_after_join(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %id, 1
  %p = icmp eq i32 %odd, 0
  br i1 %p, label %A, label %B

A:
  br label %H

B:
  br label %H

H:
  %i = phi i32 [ 0, %A ], [ 0, %B ], [ %i1, %L ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 3
  br i1 %c, label %L, label %X

L:
  br label %H

X:
  store i32 %i1, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
