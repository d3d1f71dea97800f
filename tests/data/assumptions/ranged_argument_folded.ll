; opt-19 -passes=instcombine of ranged_argument.ll: the range makes %x u< 2 true
; 
; Function Attrs: convergent
define void @k(ptr addrspace(1) %out, i32 range(i32 0, 2) %x) #0 {
entry:
  store i32 1, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { convergent }
