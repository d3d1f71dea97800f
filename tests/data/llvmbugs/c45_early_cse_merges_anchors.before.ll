; Class (found live by fuzzfarm's campaign on 2026-11-28: `campaign --opt opt-19 --pipeline
; 'default<O2>' --dialect amdgcn --seed 2301 --cases 100`, bisected to EarlyCSE; LLVM
; 19.1.7's `early-cse` alone makes it; not found reported upstream, though PR #134844
; argued for giving the convergence intrinsics side effects): EarlyCSE takes the two
; `convergence.anchor` calls (memory(none)) for one value and replaces the second by the
; first. The first anchor's region then stretches over the readfirstlane controlled by
; the entry token, which is defined outside it: the regions are no longer well nested
; (seed 000, "Convergence Regions"; LLVM's verifier rejects the output: "Convergence
; region is not well-nested", so `opt-19 -passes=early-cse` aborts on this BEFORE).
target triple = "amdgcn-amd-amdhsa"

define i32 @kernel(i32 %x) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %m1 = mul i32 %x, 3
  %a1 = call token @llvm.experimental.convergence.anchor()
  %s1 = call i32 @subgroupAdd(i32 %m1) [ "convergencectrl"(token %a1) ]
  %f = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %e) ]
  %m2 = mul i32 %x, 3
  %a2 = call token @llvm.experimental.convergence.anchor()
  %s2 = call i32 @subgroupAdd(i32 %m2) [ "convergencectrl"(token %a2) ]
  %t = add i32 %s1, %f
  %r = add i32 %t, %s2
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare token @llvm.experimental.convergence.anchor() convergent memory(none) nocallback nofree nosync nounwind willreturn
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
declare i32 @subgroupAdd(i32) convergent

attributes #0 = { convergent "target-cpu"="gfx90a" }
