; NVPTX: a switch on the lane id's low bits (divergent: %sw), each case a uniform constant;
; the join's phi %v is divergent, %k = %v * %n too; %tid.y (0 in every lane of the model,
; as in a launch 1 wide in y) is left alone.
target triple = "nvptx64-nvidia-cuda"

define void @nvptx_switch(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %low = and i32 %tid, 3
  switch i32 %low, label %D [
    i32 0, label %C0
    i32 1, label %C1
  ]

C0:
  br label %J

C1:
  br label %J

D:
  br label %J

J:
  %v = phi i32 [ 10, %C0 ], [ 20, %C1 ], [ 30, %D ]
  %k = mul i32 %v, %n
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %k, ptr addrspace(1) %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

!nvvm.annotations = !{!0}
!0 = !{ptr @nvptx_switch, !"kernel", i32 1}
