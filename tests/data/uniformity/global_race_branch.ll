; As global_race.ll, but the racy read decides a branch (lead, session 8): in the kernel
; that read is undef, and a branch on undef is undefined behaviour (LangRef, "br"), which
; allows anything. No run of it refutes any claim, not even one about %hi = id >> 2,
; which no load decides: a lie that %hi is uniform stays undecided.
define amdgpu_kernel void @global_race_branch(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %id, ptr addrspace(1) %out, align 4
  %r = load i32, ptr addrspace(1) %out, align 4
  %c = icmp eq i32 %r, 0
  br i1 %c, label %zero, label %done

zero:
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  store i32 1, ptr addrspace(1) %p1, align 4
  br label %done

done:
  %hi = lshr i32 %id, 2
  %slot = add i32 %id, 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %slot
  store i32 %hi, ptr addrspace(1) %p3, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
