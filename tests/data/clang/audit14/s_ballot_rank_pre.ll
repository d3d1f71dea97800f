; ModuleID = '/tmp/a14build/spir_a14_pre.ll'
source_filename = "a14.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-G1"
target triple = "spir64"

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z22get_sub_group_local_idv() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent norecurse nounwind
define dso_local spir_kernel void @cl_ballot_rank(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #2 !kernel_arg_addr_space !4 !kernel_arg_access_qual !5 !kernel_arg_type !6 !kernel_arg_base_type !6 !kernel_arg_type_qual !7 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca <4 x i32>, align 16
  store ptr addrspace(1) %0, ptr %3, align 8, !tbaa !8
  store ptr addrspace(1) %1, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #4
  %8 = call spir_func i32 @_Z22get_sub_group_local_idv() #5
  store i32 %8, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 4, ptr %6) #4
  %9 = load ptr addrspace(1), ptr %3, align 8, !tbaa !8
  %10 = load i32, ptr %5, align 4, !tbaa !12
  %11 = zext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4, !tbaa !12
  store i32 %13, ptr %6, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 16, ptr %7) #4
  %14 = load i32, ptr %6, align 4, !tbaa !12
  %15 = and i32 %14, 1
  %16 = call spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef %15) #5
  store <4 x i32> %16, ptr %7, align 16, !tbaa !14
  %17 = load <4 x i32>, ptr %7, align 16, !tbaa !14
  %18 = call spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef %17) #6
  %19 = mul i32 %18, 100000
  %20 = load <4 x i32>, ptr %7, align 16, !tbaa !14
  %21 = call spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef %20) #5
  %22 = mul i32 %21, 1000
  %23 = add i32 %19, %22
  %24 = load <4 x i32>, ptr %7, align 16, !tbaa !14
  %25 = call spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef %24) #5
  %26 = mul i32 %25, 100
  %27 = add i32 %23, %26
  %28 = load i32, ptr %6, align 4, !tbaa !12
  %29 = call spir_func i32 @_Z25sub_group_broadcast_firsti(i32 noundef %28) #5
  %30 = mul nsw i32 %29, 10
  %31 = add i32 %27, %30
  %32 = load i32, ptr %6, align 4, !tbaa !12
  %33 = call spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 noundef %32, i32 noundef 3) #5
  %34 = add i32 %31, %33
  %35 = load <4 x i32>, ptr %7, align 16, !tbaa !14
  %36 = load i32, ptr %5, align 4, !tbaa !12
  %37 = call spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> noundef %35, i32 noundef %36) #6
  %38 = mul nsw i32 %37, 0
  %39 = add i32 %34, %38
  %40 = load ptr addrspace(1), ptr %4, align 8, !tbaa !8
  %41 = load i32, ptr %5, align 4, !tbaa !12
  %42 = zext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 %42
  store i32 %39, ptr addrspace(1) %43, align 4, !tbaa !12
  call void @llvm.lifetime.end.p0(i64 16, ptr %7) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %6) #4
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #4
  ret void
}

; Function Attrs: convergent nounwind
declare dso_local spir_func <4 x i32> @_Z16sub_group_balloti(i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z26sub_group_ballot_bit_countDv4_j(<4 x i32> noundef) #3

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_ballot_inclusive_scanDv4_j(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_ballot_find_lsbDv4_j(<4 x i32> noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z25sub_group_broadcast_firsti(i32 noundef) #1

; Function Attrs: convergent nounwind
declare dso_local spir_func i32 @_Z31sub_group_non_uniform_broadcastij(i32 noundef, i32 noundef) #1

; Function Attrs: convergent nounwind willreturn memory(none)
declare dso_local spir_func i32 @_Z28sub_group_ballot_bit_extractDv4_jj(<4 x i32> noundef, i32 noundef) #3

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #2 = { convergent norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" }
attributes #4 = { nounwind }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
!9 = !{!"any pointer", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !10, i64 0}
!14 = !{!10, !10, i64 0}
