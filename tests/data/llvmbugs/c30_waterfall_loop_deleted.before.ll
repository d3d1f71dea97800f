; Class: a waterfall loop taken for one that runs once (microsoft/DirectXShaderCompiler
; #6721, "Shader compiler doesn't generate a loop where one should exist": HLSL's
; `do { bool mine = WaveReadLaneFirst(v) == v; if (mine) return WaveActiveBallot(mine); }
; while (true);` came out with no loop; DXC PR #5559, "Workaround for wave loop getting
; deleted": the broadcast was read as a pure function of v, so a second iteration would
; repeat the first forever and the loop was assumed to leave at once). Each iteration
; serves the lanes holding the first remaining lane's value; the ballot, under the
; loop's token, counts just them.
define i64 @match_any(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop

loop:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %f = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %t) ]
  %mine = icmp eq i32 %f, %x
  br i1 %mine, label %done, label %loop

done:
  %b = call i64 @subgroupBallot(i1 %mine) [ "convergencectrl"(token %t) ]
  ret i64 %b
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i64 @subgroupBallot(i1) convergent
