; The same GVNSink (LLVM 19.1.7) merge, as clang-19 writes CUDA's
;   w = v > 0 ? __reduce_add_sync(__activemask(), 2 * v) : __reduce_add_sync(__activemask(), -v)
; for sm_80 (if/else arms; after sroa, early-cse, instcombine, simplifycfg). GVNSink sinks both
; llvm.nvvm.activemask calls and both llvm.nvvm.redux.sync.add calls into the join behind a phi
; of the operands: before, each arm's lanes reduce among themselves with the mask of the arm
; (PTX ISA, "activemask": the threads executing it together; "redux.sync": over the membermask);
; after, all lanes of the warp reduce together. A whole warp with v = 3, 5, -1, -4 repeated
; (lane l reads word l): before, the 16 lanes of v > 0 get 2 * 8 * (3 + 5) = 128 and the others
; 8 * (1 + 4) = 40; after, every lane gets 128 + 40 = 168.
;   fuzzfarm validate cuda-redux-activemask.ll --opt opt-19 --pipeline 'function(gvn-sink)'
;   (exit 1: a violation under the maximal model)
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %in, ptr %out) convergent {
entry:
  %l = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %i = zext i32 %l to i64
  %p = getelementptr inbounds i32, ptr %in, i64 %i
  %v = load i32, ptr %p, align 4
  %c = icmp sgt i32 %v, 0
  br i1 %c, label %then, label %else

then:
  %d = shl i32 %v, 1
  %m1 = call i32 @llvm.nvvm.activemask()
  %a = call i32 @llvm.nvvm.redux.sync.add(i32 %d, i32 %m1)
  br label %join

else:
  %n = sub i32 0, %v
  %m2 = call i32 @llvm.nvvm.activemask()
  %b = call i32 @llvm.nvvm.redux.sync.add(i32 %n, i32 %m2)
  br label %join

join:
  %w = phi i32 [ %a, %then ], [ %b, %else ]
  %q = getelementptr inbounds i32, ptr %out, i64 %i
  store i32 %w, ptr %q, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.activemask() convergent
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) convergent
