; As approximated_after.ll, but the frozen poison decides a branch (lead, session 11): the
; control flow, hence which instances converge, is the approximation's, so the run judges
; nothing, not even the lie about %hi = id >> 1 (undecided, exit 3).
define amdgpu_kernel void @approximated_branch(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %hi = lshr i32 %id, 1
  %f = freeze i32 poison
  %c = icmp eq i32 %f, 0
  br i1 %c, label %zero, label %done

zero:
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %hi, ptr addrspace(1) %po, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
