; fuzzfarm reduce of tests/data/clang/cl_sgred.ll with opt-19 -passes='function(tailcallelim,speculative-execution,instcombine)', bisected to
; InstCombinePass: "Instruction Combining did not reach a fixpoint after 1 iterations" (LLVM 19.1.7).
; The embedded LLVM 22.1 reaches a fixpoint on this reduction, but not on cl_sgred.ll itself
; (a second instcombine still changes it). tests/test_realhunt.py replays it.
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

declare i64 @_Z12get_local_idj(i32 noundef) convergent memory(none) nounwind willreturn

define amdgpu_kernel void @cl_sgred(ptr addrspace(1) align 4 noundef %1) convergent norecurse nounwind {
2:
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  store ptr addrspace(1) %1, ptr addrspace(5) %4, align 8
  %6 = call i64 @_Z12get_local_idj(i32 noundef 0) convergent memory(none) nounwind willreturn
  %7 = trunc i64 %6 to i32
  store i32 %7, ptr addrspace(5) %5, align 4
  %8 = load ptr addrspace(1), ptr addrspace(5) %3, align 8
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %9) convergent nounwind
  %11 = load ptr addrspace(1), ptr addrspace(5) %4, align 8
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %13
  store i32 %10, ptr addrspace(1) %14, align 4
  ret void
}

declare i32 @_Z20sub_group_reduce_addi(i32 noundef) convergent nounwind
