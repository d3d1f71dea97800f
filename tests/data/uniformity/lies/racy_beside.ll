; Every lane writes its id to buf[0] and reads buf[0] back (%r: a race on a buffer the
; threads share, undef in LangRef's memory model, so %r is judged by no run), and reads
; buf[2 + id] (%v), a word no lane writes: in the kernel's shared buffer it holds the
; schedule's word 2 + id, as in the model, in every interleaving (nothing else reads or
; writes the buffer). opt-19 calls %v divergent (its address is per lane)
; and %r uniform. A lie calling %v uniform is refuted by two lanes whose words differ; it
; was undecided, as the run's race left every loaded value unjudged.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @racy_beside(ptr addrspace(1) %buf) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %id, ptr addrspace(1) %buf, align 4
  %r = load i32, ptr addrspace(1) %buf, align 4
  %i = add i32 %id, 2
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i32 %i
  %v = load i32, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
