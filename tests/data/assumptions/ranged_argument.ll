; A kernel parameter promised range [0, 2): opt-19 instcombine folds %x u< 2 to true (ranged_argument_folded.ll).
define void @k(ptr addrspace(1) %out, i32 range(i32 0, 2) %x) convergent {
entry:
  %c = icmp ult i32 %x, 2
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
