; fast-math flags on every instruction: O3 turns the compare and select into minnum and divides by a reciprocal; decided only where no choice shows (fp-choice)
define float @k(float %x, float %y) {
entry:
  %lt = fcmp fast olt float %x, %y
  %lo = select fast i1 %lt, float %x, float %y
  %m = fmul fast float %lo, %x
  %d = fdiv fast float %m, 3.000000e+00
  %s = fadd fast float %d, %y
  %r = fsub fast float %s, %y
  ret float %r
}
