; Divergence driven by a float comparison: lanes whose value is below the threshold
; (olt: a NaN is not below) take one side, ballot there, and scale their value; the
; others clamp theirs. The float result joins in a phi.
define float @k(float %x, float %t) #0 {
entry:
  %c = fcmp olt float %x, %t
  br i1 %c, label %low, label %high

low:
  %b = call i64 @subgroupBallot(i1 true)
  %n = call i64 @llvm.ctpop.i64(i64 %b)
  %nf = uitofp i64 %n to float
  %scaled = fmul float %x, %nf
  br label %join

high:
  %d = fsub float %x, %t
  %half = fmul float %d, 5.000000e-01
  %clamped = call float @llvm.minnum.f32(float %half, float 1.000000e+02)
  br label %join

join:
  %r = phi float [ %scaled, %low ], [ %clamped, %high ]
  %neg = fneg float %r
  %m = call float @llvm.fabs.f32(float %neg)
  ret float %m
}

declare i64 @subgroupBallot(i1) #1
declare i64 @llvm.ctpop.i64(i64)
declare float @llvm.minnum.f32(float, float)
declare float @llvm.fabs.f32(float)

attributes #0 = { convergent }
attributes #1 = { convergent }
