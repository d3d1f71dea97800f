; Audit pair (after): A kernel, and an AFTER with an extra parameter: not the same kernel (validate: exit 2).
define i32 @k(i32 %x, i32 %y) convergent {
entry:
  ret i32 %y
}
