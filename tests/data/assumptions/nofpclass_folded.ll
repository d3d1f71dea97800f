; opt-19 -passes=instcombine of nofpclass.ll: the promise makes fcmp uno false

; Function Attrs: convergent
define void @k(ptr addrspace(1) %out, float noundef nofpclass(nan inf) %f) #0 {
entry:
  store i32 0, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { convergent }
