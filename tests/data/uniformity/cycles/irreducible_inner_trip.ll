; A region entered at %a (n == 0) or %b (n != 0): the outermost cycle {a c b} is
; irreducible. opt-19's DFS (successors in reverse order: %b first) heads it by %b and
; finds inside it the cycle {a c} headed by %a; our natural order heads the region by %a
; and finds no inner cycle. Lane l's inner loop: %i.next = 1, 2, ... while %i.next < l,
; so from %a's first instance lane l leaves {a c} to %b after max(l, 1) - 1 more turns:
; a divergent exit of {a c}, which opt-19 lists ("depth=2: entries(a) c"). Every lane
; then reaches %b a second time (%j = 1) and leaves to %x: converged at %b's first
; instance (n != 0), all leave the region after one more instance of %b, so its exit is
; uniform in opt-19's hierarchy; counted by %a's instances (our natural header) the
; lanes leave after different numbers of them.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @inner(ptr addrspace(1) %out, i32 %n) {
entry:
  %lane = call i32 @llvm.amdgcn.workitem.id.x()
  %p = icmp eq i32 %n, 0
  br i1 %p, label %a, label %b
a:
  %i = phi i32 [ 0, %entry ], [ %i.next, %c ], [ 0, %b ]
  %i.next = add i32 %i, 1
  br label %c
c:
  %more = icmp ult i32 %i.next, %lane
  br i1 %more, label %a, label %b
b:
  %j = phi i32 [ 0, %entry ], [ 1, %c ]
  %done = icmp eq i32 %j, 1
  br i1 %done, label %x, label %a
x:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %lane
  store i32 %j, ptr addrspace(1) %slot
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
