; ModuleID = '/tmp/ocl/a4.ll'
source_filename = "audit4.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_int_builtins_wide(ptr addrspace(1) nocapture noundef readonly align 8 %0, ptr addrspace(1) nocapture noundef writeonly align 8 %1, ptr addrspace(1) nocapture noundef writeonly align 1 %2) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i32 @_Z22get_sub_group_local_idv() #3
  %5 = shl i32 %4, 1
  %6 = zext i32 %5 to i64
  %7 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %6
  %8 = load i64, ptr addrspace(1) %7, align 8, !tbaa !9
  %9 = or disjoint i32 %5, 1
  %10 = zext i32 %9 to i64
  %11 = getelementptr inbounds i64, ptr addrspace(1) %0, i64 %10
  %12 = load i64, ptr addrspace(1) %11, align 8, !tbaa !9
  %13 = tail call i64 @_Z6mul_hill(i64 noundef %8, i64 noundef %12) #4
  %14 = tail call i64 @_Z7add_satll(i64 noundef %8, i64 noundef %12) #4
  %15 = xor i64 %14, %13
  %16 = shl i32 %4, 2
  %17 = zext i32 %16 to i64
  %18 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %17
  store i64 %15, ptr addrspace(1) %18, align 8, !tbaa !9
  %19 = tail call i64 @_Z6mul_himm(i64 noundef %8, i64 noundef %12) #4
  %20 = tail call i64 @_Z7mad_satmmm(i64 noundef %8, i64 noundef %12, i64 noundef %8) #4
  %21 = xor i64 %20, %19
  %22 = or disjoint i32 %16, 1
  %23 = zext i32 %22 to i64
  %24 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %23
  store i64 %21, ptr addrspace(1) %24, align 8, !tbaa !9
  %25 = tail call i64 @_Z7mad_satlll(i64 noundef %8, i64 noundef %12, i64 noundef %8) #4
  %26 = tail call i64 @_Z6rotatell(i64 noundef %8, i64 noundef %12) #4
  %27 = xor i64 %26, %25
  %28 = tail call i64 @_Z3clzl(i64 noundef %12) #4
  %29 = xor i64 %27, %28
  %30 = or disjoint i32 %16, 2
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %31
  store i64 %29, ptr addrspace(1) %32, align 8, !tbaa !9
  %33 = tail call i64 @_Z7sub_satll(i64 noundef %8, i64 noundef %12) #4
  %34 = tail call i64 @_Z8abs_diffll(i64 noundef %8, i64 noundef %12) #4
  %35 = xor i64 %34, %33
  %36 = tail call i64 @_Z5rhaddll(i64 noundef %8, i64 noundef %12) #4
  %37 = xor i64 %35, %36
  %38 = or disjoint i32 %16, 3
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds i64, ptr addrspace(1) %1, i64 %39
  store i64 %37, ptr addrspace(1) %40, align 8, !tbaa !9
  %41 = trunc i64 %8 to i8
  %42 = trunc i64 %12 to i8
  %43 = tail call signext i8 @_Z7add_satcc(i8 noundef signext %41, i8 noundef signext %42) #4
  %44 = tail call zeroext i8 @_Z3absc(i8 noundef signext %41) #4
  %45 = xor i8 %44, %43
  %46 = tail call signext i8 @_Z8popcountc(i8 noundef signext %42) #4
  %47 = xor i8 %45, %46
  %48 = zext i32 %4 to i64
  %49 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %48
  store i8 %47, ptr addrspace(1) %49, align 1, !tbaa !13
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z6mul_hill(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z7add_satll(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z6mul_himm(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z7mad_satmmm(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z7mad_satlll(i64 noundef, i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z6rotatell(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z3clzl(i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z7sub_satll(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z8abs_diffll(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z5rhaddll(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden signext i8 @_Z7add_satcc(i8 noundef signext, i8 noundef signext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden zeroext i8 @_Z3absc(i8 noundef signext) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden signext i8 @_Z8popcountc(i8 noundef signext) local_unnamed_addr #2

attributes #0 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { convergent nounwind }
attributes #4 = { convergent nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 1}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"long*", !"long*", !"char*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = !{!11, !11, i64 0}
