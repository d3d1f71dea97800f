; A wrong addition: every thread now adds 1 to @counter.
@counter = addrspace(1) global i32 0, align 4

define i32 @k(i32 %x) convergent {
entry:
  %old = atomicrmw add ptr addrspace(1) @counter, i32 1 monotonic, align 4
  ret i32 %x
}
