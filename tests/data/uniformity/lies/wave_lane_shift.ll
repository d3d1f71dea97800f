; A lie only a wave wider than 16 lanes shows (uni audit, session 6). %hi = lane id >> 4
; (the lane id as AMDGPU writes it, mbcnt.hi(-1, mbcnt.lo(-1, 0))) is 0 in lanes 0..15
; and 1 in lanes 16..31: divergent, as opt-19 says, but only a schedule with a lane below
; 16 and one at 16 or above (all converged in %entry) can refute a claim that it is
; uniform. The branch on %id < 40 likewise needs lanes on both sides of 40.
define i32 @wave_lane_shift(i32 inreg %u) convergent {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %hi = lshr i32 %id, 4
  %p = icmp ult i32 %id, 40
  br i1 %p, label %T, label %J

T:
  %t = add i32 %u, 1
  br label %J

J:
  %ph = phi i32 [ %t, %T ], [ 7, %entry ]
  %r = add i32 %ph, %hi
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
