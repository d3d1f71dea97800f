; Class: a divergent value given to a scalar (SALU) instruction (llvm/llvm-project PR
; #198508: AMDGPU selected a divergent shl/add chain as S_LSHL2_ADD_U32, whose scalar source
; operand forced a VGPR-to-SGPR copy of the divergent input; "that copy lowers to
; v_readfirstlane_b32, which keeps lane 0 only. Scalar chain then runs and the result is
; broadcast back, so every lane gets lane 0's value", seen at -O0). The kernel indexes with
; (x << 2) + base, x per lane and base uniform.
;
; Worked by hand: BEFORE returns 4 x_L + base in lane L (x = 7, 63: 28 + base, 252 + base).
; AFTER (the selected code written back as IR: both operands read from the first active
; lane) returns 4 x_0 + base in every lane: wrong wherever the lanes' x differ. FIXED reads
; only the uniform operand from the first lane, which is a no-op (seed 003: a uniform
; value is the same in every lane).
target triple = "amdgcn-amd-amdhsa"

define i32 @scaled(i32 %x, i32 inreg %base) #0 {
entry:
  %s = shl i32 %x, 2
  %r = add i32 %s, %base
  ret i32 %r
}

attributes #0 = { convergent "target-cpu"="gfx1030" }
