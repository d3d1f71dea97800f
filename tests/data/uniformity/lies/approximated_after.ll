; A run that approximates judges what the approximation cannot decide (lead, session 11).
; %f freezes a poison: LangRef lets it be any value, the oracles take 0 and record the
; approximation, so %g = %f + %id and what it decides are no values of a real execution
; (a freeze may give each thread another value: %g could be the same in all). %hi =
; id >> 1 does not depend on %f, nor does the control flow: it is 0 in lanes 0 and 1 and
; 1 in lanes 2 and 3, so calling it uniform is a lie any run of two of those lanes (one
; of each pair) refutes, approximation or not. %fl = fmuladd(x, x, x) of a loaded float:
; fused or not is the implementation's choice, another approximation, stored after (into %in:
; where both results agree the run judges it, the stores into %out never reach %in).
define amdgpu_kernel void @approximated_after(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %hi = lshr i32 %id, 1
  %f = freeze i32 poison
  %g = add i32 %f, %id
  %pv = getelementptr inbounds float, ptr addrspace(1) %in, i32 %id
  %x = load float, ptr addrspace(1) %pv, align 4
  %fl = call float @llvm.fmuladd.f32(float %x, float %x, float %x)
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  %s = add i32 %g, %hi
  store i32 %s, ptr addrspace(1) %po, align 4
  %pf = getelementptr inbounds float, ptr addrspace(1) %in, i32 %id
  store float %fl, ptr addrspace(1) %pf, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.fmuladd.f32(float, float, float)
