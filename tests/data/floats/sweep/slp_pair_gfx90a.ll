target triple = "amdgcn-amd-amdhsa"
define void @k(ptr %out, float %a, float %b) #0 {
entry:
  %x0 = load float, ptr %out, align 8
  %p1 = getelementptr inbounds float, ptr %out, i64 1
  %x1 = load float, ptr %p1, align 4
  %y0 = fmul float %x0, %a
  %y1 = fmul float %x1, %a
  %z0 = fadd float %y0, %b
  %z1 = fadd float %y1, %b
  store float %z0, ptr %out, align 8
  store float %z1, ptr %p1, align 4
  ret void
}
attributes #0 = { "target-cpu"="gfx90a" }
