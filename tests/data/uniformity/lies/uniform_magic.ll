; A kernel parameter (one value for the dispatch: uniform) compared with the program's
; own constant: only a dispatch with %n == 1000 runs %odd, where %v = id & 1 differs between
; the lanes (0 in even lanes, 1 in odd ones). Drawn values of a bound never reach 1000, so
; a lie about %v (or the branch on it) held on every schedule; a probe gives %n = 1000.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @uniform_magic(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %magic = icmp eq i32 %n, 1000
  br i1 %magic, label %odd, label %done

odd:
  %v = and i32 %id, 1
  %c = icmp eq i32 %v, 0
  br i1 %c, label %even, label %done

even:
  store i32 %v, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
