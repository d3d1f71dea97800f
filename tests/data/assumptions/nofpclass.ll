; A -ffast-math kernel parameter (clang writes nofpclass(nan inf) on float ones): opt-19 instcombine folds fcmp uno %f, %f to false (nofpclass_folded.ll).
define void @k(ptr addrspace(1) %out, float noundef nofpclass(nan inf) %f) convergent {
entry:
  %c = fcmp uno float %f, %f
  %z = zext i1 %c to i32
  store i32 %z, ptr addrspace(1) %out, align 4
  ret void
}
