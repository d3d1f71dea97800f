; Class: Control Height Reduction cloning a region that holds a cross-lane operation into
; a hot and a cold copy behind one merged (divergent) condition (llvm/llvm-project PR
; #180882, rocPRIM's lookback scan through ds_bpermute).
target triple = "amdgcn-amd-amdhsa"

define i32 @chr(i32 %x, i32 %y) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %ca = icmp slt i32 %x, 8
  br i1 %ca, label %a, label %mid

a:
  %x1 = add i32 %x, 1
  br label %mid

mid:
  %xa = phi i32 [ %x1, %a ], [ %x, %entry ]
  %cb = icmp slt i32 %y, 8
  br i1 %cb, label %b, label %end

b:
  %next = add i32 %id, 1
  %addr = shl i32 %next, 2
  %v = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %xa)
  br label %end

end:
  %r = phi i32 [ %v, %b ], [ %xa, %mid ]
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
