; Every lane writes its id to out[0], then reads out[0] back (lead, session 8). In the
; model each thread has its own copy of the buffer and reads its own id; in the kernel the
; threads share out[], so the read races with the other lanes' writes, and LangRef's
; memory model makes a racing read undef. opt-19 calls %r uniform (a load from a uniform
; address in global memory; it does not reason about stores of other threads), and no
; run of the model may refute that, nor anything computed from it (%s): the lanes'
; different ids are the model's per-thread view, undef's values, which a compiler may make
; the same in every lane. The run is still an execution of the kernel (undef may be
; anything, the model's values too), so %hi = id >> 2, which no load decides, is judged:
; opt-19 calls it divergent, and a lie that it is uniform is refuted.
define amdgpu_kernel void @global_race(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %id, ptr addrspace(1) %out, align 4
  %r = load i32, ptr addrspace(1) %out, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 1
  %r2 = load i32, ptr addrspace(1) %p1, align 4
  %s = add i32 %r, %r2
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 2
  store i32 %s, ptr addrspace(1) %p2, align 4
  %hi = lshr i32 %id, 2
  %slot = add i32 %id, 4
  %p3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %slot
  store i32 %hi, ptr addrspace(1) %p3, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
