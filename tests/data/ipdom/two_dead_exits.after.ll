; two_dead_exits.before.ll with both dead early returns folded, as LLVM's known bits
; (instcombine: (%x & 3) == 4 and (%x & 3) u> 3 are false) and SimplifyCFG leave them,
; by hand (SimplifyCFG also merges the branches at %tail and %left: not wanted here); the
; live %left -> %late stays.
declare i1 @subgroupElect() convergent

define i32 @kernel(ptr %out, i32 %p, i32 %q, i32 %r, i32 %x) convergent {
entry:
  %c = icmp ne i32 %p, 0
  br i1 %c, label %a, label %join

a:
  br label %b

b:
  br label %join

join:
  %e = call i1 @subgroupElect()
  %z = zext i1 %e to i32
  store i32 %z, ptr %out
  br label %tail

tail:
  %d = icmp ne i32 %q, 0
  br i1 %d, label %left, label %meet

left:
  %w = icmp eq i32 %r, 7
  br i1 %w, label %late, label %meet

late:
  ret i32 %r

meet:
  %f = call i1 @subgroupElect()
  %g = zext i1 %f to i32
  %at = getelementptr inbounds i32, ptr %out, i32 1
  store i32 %g, ptr %at
  ret i32 0
}
