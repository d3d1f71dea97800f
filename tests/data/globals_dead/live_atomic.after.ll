; A wrong deletion: the live atomic add is gone, @counter stays 0.
@counter = addrspace(1) global i32 0, align 4

define i32 @k(i32 %x) convergent {
entry:
  ret i32 %x
}
