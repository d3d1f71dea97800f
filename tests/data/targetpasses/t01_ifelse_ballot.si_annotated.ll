; t01 (with "target-cpu"="gfx1030") as llc-19 -print-after=si-annotate-control-flow shows it:
; the exec-mask intrinsics llvm.amdgcn.if/else/end.cf, which opt-19 -passes= cannot write
; (a legacy-only pass) and the oracles do not read.
target triple = "amdgcn-amd-amdhsa"
define i64 @k(i32 %x, ptr %out) #0 {
entry:
  %c = icmp sge i32 %x, 3
  %0 = call { i1, i32 } @llvm.amdgcn.if.i32(i1 %c)
  %1 = extractvalue { i1, i32 } %0, 0
  %2 = extractvalue { i1, i32 } %0, 1
  br i1 %1, label %else, label %Flow

Flow:                                             ; preds = %else, %entry
  %3 = phi i64 [ %b, %else ], [ undef, %entry ]
  %4 = call { i1, i32 } @llvm.amdgcn.else.i32.i32(i32 %2)
  %5 = extractvalue { i1, i32 } %4, 0
  %6 = extractvalue { i1, i32 } %4, 1
  br i1 %5, label %then, label %join

then:                                             ; preds = %Flow
  %a = call i64 @subgroupBallot(i1 true)
  store i64 %a, ptr %out, align 8
  br label %join, !amdgpu.uniform !0

else:                                             ; preds = %entry
  %b = call i64 @subgroupBallot(i1 true)
  %o = getelementptr i8, ptr %out, i64 8
  store i64 %b, ptr %o, align 8
  br label %Flow, !amdgpu.uniform !0

join:                                             ; preds = %then, %Flow
  %p = phi i64 [ %3, %Flow ], [ %a, %then ]
  call void @llvm.amdgcn.end.cf.i32(i32 %6)
  %all = call i64 @subgroupBallot(i1 true)
  %r = add i64 %p, %all
  ret i64 %r
}
declare { i1, i32 } @llvm.amdgcn.if.i32(i1)
declare { i1, i32 } @llvm.amdgcn.else.i32.i32(i32)
declare void @llvm.amdgcn.end.cf.i32(i32)
declare i64 @subgroupBallot(i1) convergent
attributes #0 = { convergent "target-cpu"="gfx1030" }
!0 = !{}
