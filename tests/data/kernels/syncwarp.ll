; __syncwarp(__activemask()) in a branch and after the join: each is a barrier of the lanes that meet it
define i32 @k(i32 %x) convergent {
entry:
  %m = call i32 @llvm.nvvm.activemask()
  %p = icmp sgt i32 %x, 0
  br i1 %p, label %a, label %b
a:
  %ma = call i32 @llvm.nvvm.activemask()
  call void @llvm.nvvm.bar.warp.sync(i32 %ma)
  br label %e
b:
  br label %e
e:
  call void @llvm.nvvm.bar.warp.sync(i32 %m)
  ret i32 %x
}
declare i32 @llvm.nvvm.activemask() convergent
declare void @llvm.nvvm.bar.warp.sync(i32) convergent
