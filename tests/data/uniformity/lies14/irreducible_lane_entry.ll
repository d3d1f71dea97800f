; An irreducible region {A, B} entered at %A by even lanes and at %B by odd ones; each
; lane goes round until its counter reaches %lim = (id & 3) + 2. The counters %ca, %cb and
; the exit value %r differ between lanes; opt-19 assumes the region divergent. %da is true
; in every instance (uniform, though opt-19 marks it): %A sees odd %ca1 only (even lanes
; enter at 0 and alternate, odd lanes come from %B's 1), below an even lane's even %lim
; (2, 4) and, for odd lanes, at most %lim - 1; every lane leaves from %B (%cb1 == %lim).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @irreducible_lane_entry(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %low = and i32 %id, 3
  %lim = add i32 %low, 2
  %odd = and i32 %id, 1
  %c = icmp ne i32 %odd, 0
  br i1 %c, label %B, label %A

A:
  %ca = phi i32 [ 0, %entry ], [ %cb1, %B ]
  %ca1 = add i32 %ca, 1
  %da = icmp ult i32 %ca1, %lim
  br i1 %da, label %B, label %X

B:
  %cb = phi i32 [ 0, %entry ], [ %ca1, %A ]
  %cb1 = add i32 %cb, 1
  %db = icmp ult i32 %cb1, %lim
  br i1 %db, label %A, label %X

X:
  %r = phi i32 [ %ca1, %A ], [ %cb1, %B ]
  %w = mul i32 %r, 10
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %w, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
