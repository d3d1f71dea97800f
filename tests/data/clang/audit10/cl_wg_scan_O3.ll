; ModuleID = '/tmp/a10build/cl_O3.ll'
source_filename = "a10.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent norecurse nounwind
define protected amdgpu_kernel void @cl_wg_scan(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(3) nocapture noundef align 4 %2) local_unnamed_addr #0 !kernel_arg_addr_space !5 !kernel_arg_access_qual !6 !kernel_arg_type !7 !kernel_arg_base_type !7 !kernel_arg_type_qual !8 {
  %4 = tail call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = tail call i32 @_Z16get_sub_group_idv() #5
  %6 = and i64 %4, 4294967295
  %7 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4, !tbaa !9
  %9 = tail call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #5
  %10 = tail call i32 @_Z22get_sub_group_local_idv() #5
  %11 = tail call i32 @_Z18get_sub_group_sizev() #5
  %12 = add i32 %11, -1
  %13 = icmp eq i32 %10, %12
  br i1 %13, label %14, label %16

14:                                               ; preds = %3
  %15 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %5
  store i32 %9, ptr addrspace(3) %15, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %14, %3
  tail call void @_Z7barrierj(i32 noundef 1) #5
  %17 = icmp eq i32 %5, 0
  br i1 %17, label %122, label %18

18:                                               ; preds = %16
  %19 = icmp ult i32 %5, 4
  br i1 %19, label %20, label %23

20:                                               ; preds = %116, %18
  %21 = phi i32 [ 0, %18 ], [ %24, %116 ]
  %22 = phi i32 [ 0, %18 ], [ %120, %116 ]
  br label %126

23:                                               ; preds = %18
  %24 = and i32 %5, -4
  %25 = add i32 %5, -4
  %26 = lshr i32 %25, 2
  %27 = add nuw nsw i32 %26, 1
  %28 = and i32 %27, 7
  %29 = icmp ult i32 %25, 28
  br i1 %29, label %95, label %30

30:                                               ; preds = %23
  %31 = and i32 %27, 2147483640
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i32 [ 0, %30 ], [ %92, %32 ]
  %34 = phi <2 x i32> [ zeroinitializer, %30 ], [ %90, %32 ]
  %35 = phi <2 x i32> [ zeroinitializer, %30 ], [ %91, %32 ]
  %36 = phi i32 [ 0, %30 ], [ %93, %32 ]
  %37 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %33
  %38 = getelementptr inbounds i8, ptr addrspace(3) %37, i32 8
  %39 = load <2 x i32>, ptr addrspace(3) %37, align 4, !tbaa !9
  %40 = load <2 x i32>, ptr addrspace(3) %38, align 4, !tbaa !9
  %41 = add <2 x i32> %39, %34
  %42 = add <2 x i32> %40, %35
  %43 = or disjoint i32 %33, 4
  %44 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %43
  %45 = getelementptr inbounds i8, ptr addrspace(3) %44, i32 8
  %46 = load <2 x i32>, ptr addrspace(3) %44, align 4, !tbaa !9
  %47 = load <2 x i32>, ptr addrspace(3) %45, align 4, !tbaa !9
  %48 = add <2 x i32> %46, %41
  %49 = add <2 x i32> %47, %42
  %50 = or disjoint i32 %33, 8
  %51 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %50
  %52 = getelementptr inbounds i8, ptr addrspace(3) %51, i32 8
  %53 = load <2 x i32>, ptr addrspace(3) %51, align 4, !tbaa !9
  %54 = load <2 x i32>, ptr addrspace(3) %52, align 4, !tbaa !9
  %55 = add <2 x i32> %53, %48
  %56 = add <2 x i32> %54, %49
  %57 = or disjoint i32 %33, 12
  %58 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %57
  %59 = getelementptr inbounds i8, ptr addrspace(3) %58, i32 8
  %60 = load <2 x i32>, ptr addrspace(3) %58, align 4, !tbaa !9
  %61 = load <2 x i32>, ptr addrspace(3) %59, align 4, !tbaa !9
  %62 = add <2 x i32> %60, %55
  %63 = add <2 x i32> %61, %56
  %64 = or disjoint i32 %33, 16
  %65 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %64
  %66 = getelementptr inbounds i8, ptr addrspace(3) %65, i32 8
  %67 = load <2 x i32>, ptr addrspace(3) %65, align 4, !tbaa !9
  %68 = load <2 x i32>, ptr addrspace(3) %66, align 4, !tbaa !9
  %69 = add <2 x i32> %67, %62
  %70 = add <2 x i32> %68, %63
  %71 = or disjoint i32 %33, 20
  %72 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %71
  %73 = getelementptr inbounds i8, ptr addrspace(3) %72, i32 8
  %74 = load <2 x i32>, ptr addrspace(3) %72, align 4, !tbaa !9
  %75 = load <2 x i32>, ptr addrspace(3) %73, align 4, !tbaa !9
  %76 = add <2 x i32> %74, %69
  %77 = add <2 x i32> %75, %70
  %78 = or disjoint i32 %33, 24
  %79 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %78
  %80 = getelementptr inbounds i8, ptr addrspace(3) %79, i32 8
  %81 = load <2 x i32>, ptr addrspace(3) %79, align 4, !tbaa !9
  %82 = load <2 x i32>, ptr addrspace(3) %80, align 4, !tbaa !9
  %83 = add <2 x i32> %81, %76
  %84 = add <2 x i32> %82, %77
  %85 = or disjoint i32 %33, 28
  %86 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %85
  %87 = getelementptr inbounds i8, ptr addrspace(3) %86, i32 8
  %88 = load <2 x i32>, ptr addrspace(3) %86, align 4, !tbaa !9
  %89 = load <2 x i32>, ptr addrspace(3) %87, align 4, !tbaa !9
  %90 = add <2 x i32> %88, %83
  %91 = add <2 x i32> %89, %84
  %92 = add nuw i32 %33, 32
  %93 = add i32 %36, 8
  %94 = icmp eq i32 %93, %31
  br i1 %94, label %95, label %32, !llvm.loop !13

95:                                               ; preds = %32, %23
  %96 = phi <2 x i32> [ poison, %23 ], [ %90, %32 ]
  %97 = phi <2 x i32> [ poison, %23 ], [ %91, %32 ]
  %98 = phi i32 [ 0, %23 ], [ %92, %32 ]
  %99 = phi <2 x i32> [ zeroinitializer, %23 ], [ %90, %32 ]
  %100 = phi <2 x i32> [ zeroinitializer, %23 ], [ %91, %32 ]
  %101 = icmp eq i32 %28, 0
  br i1 %101, label %116, label %102

102:                                              ; preds = %102, %95
  %103 = phi i32 [ %113, %102 ], [ %98, %95 ]
  %104 = phi <2 x i32> [ %111, %102 ], [ %99, %95 ]
  %105 = phi <2 x i32> [ %112, %102 ], [ %100, %95 ]
  %106 = phi i32 [ %114, %102 ], [ 0, %95 ]
  %107 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %103
  %108 = getelementptr inbounds i8, ptr addrspace(3) %107, i32 8
  %109 = load <2 x i32>, ptr addrspace(3) %107, align 4, !tbaa !9
  %110 = load <2 x i32>, ptr addrspace(3) %108, align 4, !tbaa !9
  %111 = add <2 x i32> %109, %104
  %112 = add <2 x i32> %110, %105
  %113 = add nuw i32 %103, 4
  %114 = add i32 %106, 1
  %115 = icmp eq i32 %114, %28
  br i1 %115, label %116, label %102, !llvm.loop !15

116:                                              ; preds = %102, %95
  %117 = phi <2 x i32> [ %96, %95 ], [ %111, %102 ]
  %118 = phi <2 x i32> [ %97, %95 ], [ %112, %102 ]
  %119 = add <2 x i32> %118, %117
  %120 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %119)
  %121 = icmp eq i32 %5, %24
  br i1 %121, label %122, label %20

122:                                              ; preds = %126, %116, %16
  %123 = phi i32 [ 0, %16 ], [ %120, %116 ], [ %131, %126 ]
  %124 = add nsw i32 %123, %9
  %125 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  store i32 %124, ptr addrspace(1) %125, align 4, !tbaa !9
  ret void

126:                                              ; preds = %126, %20
  %127 = phi i32 [ %132, %126 ], [ %21, %20 ]
  %128 = phi i32 [ %131, %126 ], [ %22, %20 ]
  %129 = getelementptr inbounds i32, ptr addrspace(3) %2, i32 %127
  %130 = load i32, ptr addrspace(3) %129, align 4, !tbaa !9
  %131 = add nsw i32 %130, %128
  %132 = add nuw i32 %127, 1
  %133 = icmp eq i32 %132, %5
  br i1 %133, label %122, label %126, !llvm.loop !17
}

; Function Attrs: convergent mustprogress nofree nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) local_unnamed_addr #1

; Function Attrs: convergent nounwind
declare hidden i32 @_Z16get_sub_group_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z22get_sub_group_local_idv() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z18get_sub_group_sizev() local_unnamed_addr #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

attributes #0 = { convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree nounwind willreturn memory(none) "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #2 = { convergent nounwind "amdgpu-waves-per-eu"="4,8" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx90a" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-fadd-rtn-insts,+ci-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+mai-insts,+s-memrealtime,+s-memtime-inst,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!opencl.ocl.version = !{!3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 2, i32 0}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i32 1, i32 1, i32 3}
!6 = !{!"none", !"none", !"none"}
!7 = !{!"int*", !"int*", !"int*"}
!8 = !{!"const", !"", !""}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.unroll.disable"}
!17 = distinct !{!17, !18, !14}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
