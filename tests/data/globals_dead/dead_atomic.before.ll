; A device global's only atomic add sits in a loop no thread enters (the branch is on
; false): a campaign kernel of --atomics, reduced.
@counter = addrspace(1) global i32 0, align 4

define i32 @k(i32 %x) convergent {
entry:
  br i1 false, label %spin, label %done

spin:
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic, align 4
  br label %spin

done:
  ret i32 %x
}
