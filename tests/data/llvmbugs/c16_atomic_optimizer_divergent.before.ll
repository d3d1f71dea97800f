; Class: AMDGPU's atomic optimizer turning every lane's atomic add into one add of a
; ballot's popcount by the first lane (AMDGPUAtomicOptimizer; PRs #96479, #96934,
; #211757 on its rewrites): the ballot must be taken where the atomic is, inside the
; divergent branch.
target triple = "amdgcn-amd-amdhsa"

@ctr = addrspace(1) global i32 0, align 4

define void @atomic_opt(i32 %x) convergent {
entry:
  %c = icmp slt i32 %x, 5
  br i1 %c, label %then, label %end

then:
  %old = atomicrmw add ptr addrspace(1) @ctr, i32 1 monotonic, align 4
  br label %end

end:
  ret void
}
