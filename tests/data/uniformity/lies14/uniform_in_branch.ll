; A uniform value computed in a divergent branch: %u = n * 3 in %T (lanes with id & 2) is
; uniform there, and %j = phi [%u, %T], [%n, %entry] at the join is divergent (3n against n:
; equal only for n = 0). %k = %j - %n + 5 follows it; %w = n + 7 in the join is uniform.
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @uniform_in_branch(ptr addrspace(1) %out, i32 %n) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %bit = and i32 %id, 2
  %c = icmp ne i32 %bit, 0
  br i1 %c, label %T, label %J

T:
  %u = mul i32 %n, 3
  br label %J

J:
  %j = phi i32 [ %u, %T ], [ %n, %entry ]
  %d = sub i32 %j, %n
  %k = add i32 %d, 5
  %w = add i32 %n, 7
  %r = add i32 %k, %w
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
