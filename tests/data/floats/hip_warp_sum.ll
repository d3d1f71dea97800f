; A HIP warp sum of floats as hipcc writes __shfl_down(v, d) for a float: the bits go
; through ds_bpermute as an i32 (bitcast there and back), from lane + d while that
; stays in the wave of 32 (else the lane itself); five rounds, then lane 0 of each
; group stores the sum.
target triple = "amdgcn-amd-amdhsa"

define void @warp_sum(ptr addrspace(1) %out, float %v) #0 {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %s16 = call float @shfl_down(float %v, i32 %lane, i32 16)
  %a16 = fadd float %v, %s16
  %s8 = call float @shfl_down(float %a16, i32 %lane, i32 8)
  %a8 = fadd float %a16, %s8
  %s4 = call float @shfl_down(float %a8, i32 %lane, i32 4)
  %a4 = fadd float %a8, %s4
  %s2 = call float @shfl_down(float %a4, i32 %lane, i32 2)
  %a2 = fadd float %a4, %s2
  %s1 = call float @shfl_down(float %a2, i32 %lane, i32 1)
  %a1 = fadd float %a2, %s1
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %store, label %done

store:
  store float %a1, ptr addrspace(1) %out, align 4
  br label %done

done:
  ret void
}

define internal float @shfl_down(float %v, i32 %lane, i32 %d) #0 {
entry:
  %src = add i32 %lane, %d
  %in = icmp ult i32 %src, 32
  %from = select i1 %in, i32 %src, i32 %lane
  %addr = shl i32 %from, 2
  %bits = bitcast float %v to i32
  %got = call i32 @llvm.amdgcn.ds.bpermute(i32 %addr, i32 %bits)
  %r = bitcast i32 %got to float
  ret float %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #2
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #2
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #1

attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind speculatable willreturn memory(none) }
