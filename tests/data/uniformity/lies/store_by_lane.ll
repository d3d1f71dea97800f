; A lie that needs buffers as wide as the wave (lead, session 7). Each lane stores
; %hi = lane id >> 4 to out[id]: 0 in lanes 0..15, 1 in lanes 16..63, divergent as
; opt-19 says. Lanes 16 and up store past 64 bytes, so with 64-byte buffers every run
; that could refute a claim that %hi is uniform ends past its buffer and decides nothing.
define void @store_by_lane(ptr %out) convergent {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %hi = lshr i32 %id, 4
  %p = getelementptr inbounds i32, ptr %out, i32 %id
  store i32 %hi, ptr %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
