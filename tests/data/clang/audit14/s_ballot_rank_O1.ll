; ModuleID = '/tmp/a14build/spir_a14_O1.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_ballot_rank(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = tail call spir_func i32 @_Z22get_sub_group_local_idv() #3
  %4 = zext i32 %3 to i64
  %5 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %4
  %6 = load i32, ptr addrspace(1) %5, align 4, !tbaa !8
  %7 = and i32 %6, 1
  %8 = tail call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %7) #3
  %9 = tail call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef %8) #4
  %10 = mul i32 %9, 100000
  %11 = tail call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef %8) #3
  %12 = mul i32 %11, 1000
  %13 = add i32 %12, %10
  %14 = tail call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef %8) #3
  %15 = mul i32 %14, 100
  %16 = add i32 %13, %15
  %17 = tail call spir_func i32 @_Z25sub_group_broadcast_firsti(i32 noundef %6) #3
  %18 = mul nsw i32 %17, 10
  %19 = add i32 %16, %18
  %20 = tail call spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 noundef %6, i32 noundef 3) #3
  %21 = add i32 %19, %20
  %22 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %4
  store i32 %21, ptr addrspace(1) %22, align 4, !tbaa !8
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_broadcast_firsti(i32 noundef) local_unnamed_addr #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 noundef, i32 noundef) local_unnamed_addr #0

attributes #0 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #1 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1}
!opencl.ocl.version = !{!2}
!opencl.spir.version = !{!2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"frame-pointer", i32 2}
!2 = !{i32 2, i32 0}
!3 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!4 = !{i32 1, i32 1}
!5 = !{!"none", !"none"}
!6 = !{!"int*", !"int*"}
!7 = !{!"const", !""}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
