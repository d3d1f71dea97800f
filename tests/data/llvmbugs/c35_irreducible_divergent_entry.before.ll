; Class: a divergent entry into an irreducible cycle (the case of D130746's uniformity
; analysis for irreducible control flow, test irreducible-2.ll @cycle_diverge_enter; PRs
; #139667 and #174938 fixed the join search this relies on): lanes 0 and 1 enter at %b
; with 10 and leave at once, the others enter at %h and leave with 3, so %bv at the exit
; is divergent; an analysis that misses the divergent entry calls it uniform and
; AMDGPUUniformIntrinsicCombine (PR #116953) drops readlane(%bv, 0), which is lane 0's 10
; in every lane.
target triple = "amdgcn-amd-amdhsa"

define void @irreducible_entry(ptr %out, i32 inreg %u) #0 {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %id, 2
  br i1 %low, label %b, label %h

h:
  %hv = phi i32 [ 0, %entry ], [ %b.next, %b ]
  %h.next = add i32 %hv, 1
  br label %b

b:
  %bv = phi i32 [ %h.next, %h ], [ 10, %entry ]
  %b.next = add i32 %bv, 1
  %stop = icmp uge i32 %bv, 3
  br i1 %stop, label %x, label %h

x:
  %ru = call i32 @llvm.amdgcn.readlane.i32(i32 %u, i32 0)
  %rb = call i32 @llvm.amdgcn.readlane.i32(i32 %bv, i32 0)
  %hi = shl i32 %ru, 8
  %r = or i32 %hi, %rb
  store i32 %r, ptr %out
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
