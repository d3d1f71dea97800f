; ModuleID = '/tmp/a14build/cu_pre.ll'
source_filename = "a14.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.pair64 = type { i64, i64 }

@_ZZ12c_u64_atomicPKxPxE3acc = external hidden addrspace(3) global i64, align 8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #0

; Function Attrs: convergent inlinehint mustprogress nounwind
define hidden noundef i32 @_ZL4tidxv() #1 {
  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %1
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12c_u64_atomicPKxPx(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca %struct.pair64, align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  store ptr %0, ptr %3, align 8, !tbaa !15
  store ptr %1, ptr %4, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr %5) #5
  %10 = call noundef i32 @_ZL4tidxv() #6
  store i32 %10, ptr %5, align 4, !tbaa !19
  %11 = load i32, ptr %5, align 4, !tbaa !19
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %13, label %14

13:                                               ; preds = %2
  store i64 0, ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), align 8, !tbaa !21
  br label %14

14:                                               ; preds = %13, %2
  call void @llvm.nvvm.barrier0()
  call void @llvm.lifetime.start.p0(i64 16, ptr %6) #5
  %15 = getelementptr inbounds %struct.pair64, ptr %6, i32 0, i32 0
  %16 = load ptr, ptr %3, align 8, !tbaa !15
  %17 = load i32, ptr %5, align 4, !tbaa !19
  %18 = zext i32 %17 to i64
  %19 = getelementptr inbounds i64, ptr %16, i64 %18
  %20 = load i64, ptr %19, align 8, !tbaa !21
  store i64 %20, ptr %15, align 8, !tbaa !23
  %21 = getelementptr inbounds %struct.pair64, ptr %6, i32 0, i32 1
  %22 = load ptr, ptr %3, align 8, !tbaa !15
  %23 = load i32, ptr %5, align 4, !tbaa !19
  %24 = zext i32 %23 to i64
  %25 = getelementptr inbounds i64, ptr %22, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !21
  %27 = shl i64 %26, 33
  store i64 %27, ptr %21, align 8, !tbaa !25
  call void @llvm.lifetime.start.p0(i64 16, ptr %7) #5
  %28 = getelementptr inbounds %struct.pair64, ptr %6, i32 0, i32 0
  %29 = load i64, ptr %28, align 8, !tbaa !23
  store i64 %29, ptr %7, align 8, !tbaa !21
  %30 = getelementptr inbounds i64, ptr %7, i64 1
  %31 = getelementptr inbounds %struct.pair64, ptr %6, i32 0, i32 1
  %32 = load i64, ptr %31, align 8, !tbaa !25
  store i64 %32, ptr %30, align 8, !tbaa !21
  %33 = load i32, ptr %5, align 4, !tbaa !19
  %34 = and i32 %33, 1
  %35 = zext i32 %34 to i64
  %36 = getelementptr inbounds [2 x i64], ptr %7, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !21
  store i64 %37, ptr %8, align 8, !tbaa !21
  %38 = load i64, ptr %8, align 8
  %39 = atomicrmw add ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), i64 %38 monotonic, align 8
  store i64 %39, ptr %9, align 8
  %40 = load i64, ptr %9, align 8, !tbaa !21
  call void @llvm.nvvm.barrier0()
  %41 = load i64, ptr addrspacecast (ptr addrspace(3) @_ZZ12c_u64_atomicPKxPxE3acc to ptr), align 8, !tbaa !21
  %42 = load i32, ptr %5, align 4, !tbaa !19
  %43 = add i32 %42, 1
  %44 = and i32 %43, 1
  %45 = zext i32 %44 to i64
  %46 = getelementptr inbounds [2 x i64], ptr %7, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8, !tbaa !21
  %48 = add nsw i64 %41, %47
  %49 = load ptr, ptr %4, align 8, !tbaa !15
  %50 = load i32, ptr %5, align 4, !tbaa !19
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i64, ptr %49, i64 %51
  store i64 %48, ptr %52, align 8, !tbaa !21
  call void @llvm.lifetime.end.p0(i64 16, ptr %7) #5
  call void @llvm.lifetime.end.p0(i64 16, ptr %6) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr %5) #5
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #1 = { convergent inlinehint mustprogress nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx85,+sm_80" "uniform-work-group-size"="true" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6, !7, !8, !9, !10}
!llvm.module.flags = !{!11, !12, !13}
!llvm.ident = !{!14}

!0 = distinct !{null, !"kernel", i32 1}
!1 = distinct !{null, !"kernel", i32 1}
!2 = distinct !{null, !"maxntidx", i32 32}
!3 = distinct !{null, !"kernel", i32 1}
!4 = distinct !{null, !"kernel", i32 1}
!5 = distinct !{null, !"kernel", i32 1}
!6 = distinct !{null, !"kernel", i32 1}
!7 = distinct !{null, !"kernel", i32 1}
!8 = distinct !{null, !"kernel", i32 1}
!9 = distinct !{null, !"kernel", i32 1}
!10 = !{ptr @_Z12c_u64_atomicPKxPx, !"kernel", i32 1}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = !{!16, !16, i64 0}
!16 = !{!"any pointer", !17, i64 0}
!17 = !{!"omnipotent char", !18, i64 0}
!18 = !{!"Simple C++ TBAA"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !17, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long long", !17, i64 0}
!23 = !{!24, !22, i64 0}
!24 = !{!"_ZTS6pair64", !22, i64 0, !22, i64 8}
!25 = !{!24, !22, i64 8}
