; Buggy: CHR's hot path (both conditions true) is a clone of the region with its own
; bpermute; lanes with only %cb true run the cold copy, and a hot lane's neighbour may be
; in the other copy.
target triple = "amdgcn-amd-amdhsa"

define i32 @chr(i32 %x, i32 %y) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %ca = icmp slt i32 %x, 8
  %cb = icmp slt i32 %y, 8
  %both = and i1 %ca, %cb
  br i1 %both, label %hot, label %cold

hot:
  %x1.h = add i32 %x, 1
  %next.h = add i32 %id, 1
  %addr.h = shl i32 %next.h, 2
  %v.h = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr.h, i32 %x1.h)
  br label %end

cold:
  br i1 %ca, label %a, label %mid

a:
  %x1 = add i32 %x, 1
  br label %mid

mid:
  %xa = phi i32 [ %x1, %a ], [ %x, %cold ]
  br i1 %cb, label %b, label %end

b:
  %next = add i32 %id, 1
  %addr = shl i32 %next, 2
  %v = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %xa)
  br label %end

end:
  %r = phi i32 [ %v, %b ], [ %xa, %mid ], [ %v.h, %hot ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
