; Loads from global memory (addrspace(1)), as every real AMDGPU kernel makes them (lead,
; session 8). %v = in[id] differs between lanes (the schedules fill the buffers with
; inputs, the same words in every thread as one shared buffer holds them), %u = in[0] is
; the same in all: opt-19 calls %v divergent and %u uniform. No thread writes %in, so
; every read sees the schedule's words in any interleaving: the runs are real executions
; of shared memory and judge both claims (before, a load from addrspace(1) left every
; claim of the kernel unjudged). %s = %v + %u is divergent, %t = %u * 3 uniform.
define amdgpu_kernel void @global_load(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pv = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %id
  %v = load i32, ptr addrspace(1) %pv, align 4
  %u = load i32, ptr addrspace(1) %in, align 4
  %s = add i32 %v, %u
  %t = mul i32 %u, 3
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %s, ptr addrspace(1) %po, align 4
  %c = icmp eq i32 %t, 0
  br i1 %c, label %zero, label %done

zero:
  store i32 %t, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
