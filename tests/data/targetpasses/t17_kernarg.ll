; Kernel arguments used under divergence (amdgpu-lower-kernel-arguments turns them into
; loads from llvm.amdgcn.kernarg.segment.ptr).
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i16 %h, i64 %w) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %id, %a
  br i1 %c, label %then, label %join
then:
  %hz = zext i16 %h to i32
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %bw = add i64 %b, %w
  %bt = trunc i64 %bw to i32
  %v = add i32 %bt, %hz
  br label %join
join:
  %r = phi i32 [ %v, %then ], [ %a, %entry ]
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
