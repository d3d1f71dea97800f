; Class: a load through a divergent address selected as a scalar load (llvm/llvm-project PR
; #168785, "AMDGPU: Fix treating divergent loads as uniform": isUniformMMO "improperly
; treats unknown source value as known uniform", so a load whose memory operand had no
; known source was made an s_load, its address taken from the first active lane; the
; regression that had forced the revert of 6d5f87fc42). The kernel reads one word at a
; lane-varying index and one at a uniform (inreg) index.
;
; Worked by hand: lane L returns buf[x_L & 3] + buf[k] of its own buffer (validate fills
; each lane's 16 bytes with its schedule words). AFTER reads word x_0 & 3 (the first active
; lane's index) in every lane: a violation wherever two active lanes' indices differ and
; the words there do. FIXED scalarizes only the uniform load (readfirstlane of the inreg
; index is the index).
target triple = "amdgcn-amd-amdhsa"

define i32 @gather(ptr %buf, i32 %x, i32 inreg %k) #0 {
entry:
  %i = and i32 %x, 3
  %p = getelementptr inbounds i32, ptr %buf, i32 %i
  %v = load i32, ptr %p, align 4
  %j = and i32 %k, 3
  %q = getelementptr inbounds i32, ptr %buf, i32 %j
  %w = load i32, ptr %q, align 4
  %r = add i32 %v, %w
  ret i32 %r
}

attributes #0 = { convergent "target-cpu"="gfx90a" }
