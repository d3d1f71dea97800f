target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
; a CUDA kernel as clang 19 writes it (kernel marked in !nvvm.annotations): a
; warp-aggregated atomic slot, ballot.sync + popc(ballot & lanemask_lt), leader via __ffs
define void @slot(ptr nocapture %out, i32 %t) #0 {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = add i32 %t, %tid
  %p = icmp ugt i32 %x, 3
  br i1 %p, label %then, label %end
then:
  %m = call i32 @llvm.nvvm.activemask()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 true)
  %lt = call i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt()
  %below = and i32 %b, %lt
  %rank = call i32 @llvm.ctpop.i32(i32 %below)
  %lead0 = call i32 @llvm.cttz.i32(i32 %b, i1 true)
  %lead = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %m, i32 %x, i32 %lead0, i32 31)
  %v = add i32 %rank, %lead
  store i32 %v, ptr %out, align 4
  br label %end
end:
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2
declare i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #2
declare i32 @llvm.nvvm.activemask() #1
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1
declare i32 @llvm.ctpop.i32(i32) #2
declare i32 @llvm.cttz.i32(i32, i1) #2
attributes #0 = { convergent nounwind }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
!nvvm.annotations = !{!0}
!0 = !{ptr @slot, !"kernel", i32 1}
