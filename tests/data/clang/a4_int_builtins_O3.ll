; ModuleID = '/tmp/ocl/a4.ll'
source_filename = "audit4.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #0

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_int_builtins(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #1 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %3 = tail call i32 @_Z22get_sub_group_local_idv() #3
  %4 = shl i32 %3, 1
  %5 = zext i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %5
  %7 = load i32, ptr addrspace(1) %6, align 4, !tbaa !9
  %8 = or disjoint i32 %4, 1
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %9
  %11 = load i32, ptr addrspace(1) %10, align 4, !tbaa !9
  %12 = shl i32 %3, 4
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %13
  %15 = tail call i32 @_Z6mul_hiii(i32 noundef %7, i32 noundef %11) #4
  store i32 %15, ptr addrspace(1) %14, align 4, !tbaa !9
  %16 = tail call i32 @_Z6mad_hiiii(i32 noundef %7, i32 noundef %11, i32 noundef %7) #4
  %17 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 4
  store i32 %16, ptr addrspace(1) %17, align 4, !tbaa !9
  %18 = tail call i32 @_Z7mad_satiii(i32 noundef %7, i32 noundef %11, i32 noundef %7) #4
  %19 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 8
  store i32 %18, ptr addrspace(1) %19, align 4, !tbaa !9
  %20 = tail call i32 @_Z7add_satii(i32 noundef %7, i32 noundef %11) #4
  %21 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 12
  store i32 %20, ptr addrspace(1) %21, align 4, !tbaa !9
  %22 = tail call i32 @_Z7sub_satii(i32 noundef %7, i32 noundef %11) #4
  %23 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 16
  store i32 %22, ptr addrspace(1) %23, align 4, !tbaa !9
  %24 = tail call i32 @_Z4haddii(i32 noundef %7, i32 noundef %11) #4
  %25 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 20
  store i32 %24, ptr addrspace(1) %25, align 4, !tbaa !9
  %26 = tail call i32 @_Z5rhaddii(i32 noundef %7, i32 noundef %11) #4
  %27 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 24
  store i32 %26, ptr addrspace(1) %27, align 4, !tbaa !9
  %28 = tail call i32 @_Z3clzi(i32 noundef %7) #4
  %29 = tail call i32 @_Z8popcounti(i32 noundef %7) #4
  %30 = shl nsw i32 %29, 6
  %31 = add nsw i32 %30, %28
  %32 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 28
  store i32 %31, ptr addrspace(1) %32, align 4, !tbaa !9
  %33 = tail call i32 @_Z6rotateii(i32 noundef %7, i32 noundef %11) #4
  %34 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 32
  store i32 %33, ptr addrspace(1) %34, align 4, !tbaa !9
  %35 = tail call i32 @_Z3absi(i32 noundef %7) #4
  %36 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 36
  store i32 %35, ptr addrspace(1) %36, align 4, !tbaa !9
  %37 = tail call i32 @_Z8abs_diffii(i32 noundef %7, i32 noundef %11) #4
  %38 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 40
  store i32 %37, ptr addrspace(1) %38, align 4, !tbaa !9
  %39 = tail call i32 @_Z6mul_hijj(i32 noundef %7, i32 noundef %11) #4
  %40 = tail call i32 @_Z7mad_satjjj(i32 noundef %7, i32 noundef %11, i32 noundef %7) #4
  %41 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 44
  %42 = tail call i32 @_Z7add_satjj(i32 noundef %7, i32 noundef %11) #4
  %43 = tail call i32 @_Z7sub_satjj(i32 noundef %7, i32 noundef %11) #4
  %44 = insertelement <2 x i32> poison, i32 %40, i64 0
  %45 = insertelement <2 x i32> %44, i32 %43, i64 1
  %46 = insertelement <2 x i32> poison, i32 %39, i64 0
  %47 = insertelement <2 x i32> %46, i32 %42, i64 1
  %48 = xor <2 x i32> %45, %47
  store <2 x i32> %48, ptr addrspace(1) %41, align 4, !tbaa !9
  %49 = tail call i32 @_Z4haddjj(i32 noundef %7, i32 noundef %11) #4
  %50 = tail call i32 @_Z5rhaddjj(i32 noundef %7, i32 noundef %11) #4
  %51 = tail call i32 @_Z8abs_diffjj(i32 noundef %7, i32 noundef %11) #4
  %52 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 52
  %53 = tail call i32 @_Z6rotatejj(i32 noundef %7, i32 noundef %11) #4
  %54 = tail call i32 @_Z3clzj(i32 noundef %7) #4
  %55 = tail call i32 @_Z8popcountj(i32 noundef %7) #4
  %56 = shl i32 %55, 8
  %57 = insertelement <2 x i32> poison, i32 %50, i64 0
  %58 = insertelement <2 x i32> %57, i32 %54, i64 1
  %59 = insertelement <2 x i32> poison, i32 %49, i64 0
  %60 = insertelement <2 x i32> %59, i32 %53, i64 1
  %61 = xor <2 x i32> %58, %60
  %62 = insertelement <2 x i32> poison, i32 %51, i64 0
  %63 = insertelement <2 x i32> %62, i32 %56, i64 1
  %64 = xor <2 x i32> %61, %63
  store <2 x i32> %64, ptr addrspace(1) %52, align 4, !tbaa !9
  %65 = shl i32 %7, 8
  %66 = ashr exact i32 %65, 8
  %67 = shl i32 %11, 8
  %68 = ashr exact i32 %67, 8
  %69 = tail call i32 @_Z5mul24ii(i32 noundef %66, i32 noundef %68) #4
  %70 = and i32 %7, 16777215
  %71 = and i32 %11, 16777215
  %72 = tail call i32 @_Z5mad24jjj(i32 noundef %70, i32 noundef %71, i32 noundef %7) #4
  %73 = xor i32 %72, %69
  %74 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 60
  store i32 %73, ptr addrspace(1) %74, align 4, !tbaa !9
  ret void
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mul_hiii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mad_hiiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7mad_satiii(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7add_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7sub_satii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z4haddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5rhaddii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3clzi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8popcounti(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6rotateii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3absi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8abs_diffii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6mul_hijj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7mad_satjjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7add_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z7sub_satjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z4haddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5rhaddjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8abs_diffjj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z6rotatejj(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z3clzj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z8popcountj(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5mul24ii(i32 noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i32 @_Z5mad24jjj(i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #2

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
!5 = !{i32 1, i32 1}
!6 = !{!"none", !"none"}
!7 = !{!"int*", !"int*"}
!8 = !{!"const", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
