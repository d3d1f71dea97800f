; clang -O0's out + id (uni audit 5): the buffer pointer is stored into a private slot and
; loaded back, so %q = buffer %out + 4 * L in lane L. A loaded pointer was never judged (it
; might have pointed into the thread's own memory): the run's value says where it points.
; %ag points into the lane's own alloca: its address is unknown to the model, never judged.
define amdgpu_kernel void @loaded_pointer(ptr addrspace(1) %out) {
entry:
  %slot = alloca ptr addrspace(1), addrspace(5)
  store ptr addrspace(1) %out, ptr addrspace(5) %slot
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %b = load ptr addrspace(1), ptr addrspace(5) %slot
  %q = getelementptr i32, ptr addrspace(1) %b, i32 %id
  store i32 %id, ptr addrspace(1) %q
  %a = alloca [64 x i32], addrspace(5)
  %ag = getelementptr i32, ptr addrspace(5) %a, i32 %id
  store i32 %id, ptr addrspace(5) %ag
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
