; SimplifyCFG's output: the dead block is gone, and with it every use of @counter.
@counter = addrspace(1) global i32 0, align 4

define i32 @k(i32 %x) convergent {
entry:
  ret i32 %x
}
