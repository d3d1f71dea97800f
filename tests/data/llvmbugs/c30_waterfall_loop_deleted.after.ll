; Buggy (DirectXShaderCompiler#6721): the loop gone, every lane's ballot of true taken at
; once: the mask of all lanes, whatever their values.
define i64 @match_any(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  ret i64 %b
}

declare token @llvm.experimental.convergence.entry()
declare i64 @subgroupBallot(i1) convergent
