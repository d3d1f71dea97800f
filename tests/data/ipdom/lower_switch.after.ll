; ModuleID = '<string>'
source_filename = "<string>"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: nounwind
declare void @ext.use(i32) #0

; Function Attrs: convergent
define i32 @kernel(i32 %x, i32 %y) #1 {
entry:
  br label %loop0.header.2

loop0.header.2:                                   ; preds = %loop0.latch.3, %entry
  %i0 = phi i32 [ %i.next1, %loop0.latch.3 ], [ 0, %entry ]
  %max0 = call i32 @subgroupMax(i32 %x)
  call void @ext.use(i32 %max0)
  %cont0 = icmp ult i32 %i0, 1
  br i1 %cont0, label %loop0.body.7, label %join.28

loop0.latch.3:                                    ; preds = %LeafBlock1, %LeafBlock, %break.17
  %i.next1 = add nuw nsw i32 %i0, 1
  br label %loop0.header.2

loop0.body.7:                                     ; preds = %loop0.header.2
  br label %NodeBlock

NodeBlock:                                        ; preds = %loop0.body.7
  %Pivot = icmp slt i32 %y, 3
  br i1 %Pivot, label %LeafBlock, label %LeafBlock1

LeafBlock1:                                       ; preds = %NodeBlock
  %SwitchLeaf2 = icmp eq i32 %y, 3
  br i1 %SwitchLeaf2, label %break.17, label %loop0.latch.3

LeafBlock:                                        ; preds = %NodeBlock
  %SwitchLeaf = icmp eq i32 %y, 2
  br i1 %SwitchLeaf, label %join.28, label %loop0.latch.3

break.17:                                         ; preds = %LeafBlock1
  br label %loop0.latch.3

join.28:                                          ; preds = %LeafBlock, %loop0.header.2
  ret i32 0
}

; Function Attrs: convergent
declare i32 @subgroupMax(i32) #1

attributes #0 = { nounwind }
attributes #1 = { convergent }
