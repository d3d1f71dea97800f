; An irreducible region {%a, %b} entered at %a by lanes below 4 and at %b by the others
; (a divergent entry), each lane leaving from %b once %k passes 12. %k joins the region's
; two entries at %b: 10 + 1 for a lane entering at %b, 0 + 1 + 1 ... for one entering at %a.
; opt-19 calls %k, %k1 and the exit test divergent, and lists the region with a divergent
; exit. Lane l < 4 goes a b a b ... with %k = 1, 3, 5, ..., 13 at its %b's; lane l >= 4 goes
; b a b with %k = 10, 12. Converged instances of %b (the same iteration, whichever header
; a hierarchy picks) hold different %k: a report calling %k uniform lies. %r, the value
; carried out of the region, differs too (14 against 13).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @irreducible_join(ptr addrspace(1) %out) {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %low = icmp ult i32 %lane, 4
  br i1 %low, label %a, label %b

a:
  %ka = phi i32 [ 0, %entry ], [ %k1, %b ]
  %ka1 = add i32 %ka, 1
  br label %b

b:
  %k = phi i32 [ 10, %entry ], [ %ka1, %a ]
  %k1 = add i32 %k, 1
  %done = icmp ugt i32 %k1, 12
  br i1 %done, label %exit, label %a

exit:
  %r = phi i32 [ %k1, %b ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %lane
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
