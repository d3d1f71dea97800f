; OpenCL C as tests/data/shared/cl_local_arg.ll, clang-19 -x cl -cl-std=CL2.0 --target=spir64 -O3
source_filename = "k.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @bcast(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(3) nocapture noundef align 4 %1) local_unnamed_addr #0 {
  %3 = tail call spir_func i64 @_Z12get_local_idj(i32 noundef 0) #3
  %4 = icmp eq i64 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  store i32 42, ptr addrspace(3) %1, align 4
  br label %6

6:                                                ; preds = %5, %2
  tail call spir_func void @_Z7barrierj(i32 noundef 1) #4
  %7 = load i32, ptr addrspace(3) %1, align 4
  %8 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %3
  store i32 %7, ptr addrspace(1) %8, align 4
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare dso_local spir_func void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

attributes #0 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }


