; Buggy (SIFoldOperands before PR #203256): the use after the loop reads the scalar
; counter, which after the last lane's last iteration holds the largest exit value.
target triple = "amdgcn-amd-amdhsa"

define i32 @latched(i32 %x) #0 {
entry:
  %t = and i32 %x, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %done = icmp uge i32 %i, %t
  br i1 %done, label %exit, label %loop

exit:
  %s = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0)
  %r = mul i32 %s, 10
  ret i32 %r
}

declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) convergent

attributes #0 = { convergent "target-cpu"="gfx1030" }
