"""Make the hand-written WRONG AFTERs of tests/test_clang_audit11.py from clang's -O3
kernels (run after build.sh). Each reproduces a known class of convergence miscompile;
moved values are renamed so that the module still parses (unnamed values are numbered)."""
from pathlib import Path

HERE = Path(__file__).resolve().parent


def edit(src: str, dst: str, pairs: list[tuple[str, str]]) -> None:
    text = (HERE / src).read_text()
    for old, new in pairs:
        assert text.count(old) == 1, (src, old)
        text = text.replace(old, new)
    (HERE / dst).write_text(text)


# 1. LICM class: the loop-invariant __activemask() hoisted out of c_any_active's loop
# (into the entry, where every lane runs it): it names lanes that left the loop.
edit("c_any_active_O3.ll", "bad_c_any_active_hoisted.ll", [
    ("  %8 = icmp eq i32 %7, 0\n", "  %am = tail call i32 @llvm.nvvm.activemask()\n  %8 = icmp eq i32 %7, 0\n"),
    ("  %15 = tail call i32 @llvm.nvvm.activemask()\n", ""),
    ("%17 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %15,", "%17 = tail call i1 @llvm.nvvm.vote.any.sync(i32 %am,"),
    ("@llvm.ctpop.i32(i32 %15)", "@llvm.ctpop.i32(i32 %am)"),
])
# 2. LICM class on AMDGPU: h_rfl64's ballot(true) (loop-invariant operands) hoisted out of
# the waterfall loop: it counts the whole wave, not the lanes of this round's key.
edit("h_rfl64_O3.ll", "bad_h_rfl64_ballot_hoisted.ll", [
    ("  br label %11\n\n11:", "  %bt = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  br label %11\n\n11:"),
    ("  %23 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)\n", ""),
    ("@llvm.ctpop.i64(i64 %23)", "@llvm.ctpop.i64(i64 %bt)"),
])
# 3. speculation class: h_rfl_branch's readfirstlane hoisted above its divergent branch
# (isSafeToSpeculativelyExecute on a convergent call): every lane reads the wave's first
# lane, not the first lane with a value above 10.
edit("h_rfl_branch_O3.ll", "bad_h_rfl_branch_speculated.ll", [
    ("  br i1 %7, label %8, label %10\n", "  %rf = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6)\n  br i1 %7, label %8, label %10\n"),
    ("  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6)\n", ""),
    ("phi i32 [ %9, %8 ]", "phi i32 [ %rf, %8 ]"),
])
# 4. jump-threading / tail-duplication class: w_rfl_branch's join block, which holds a
# ballot, duplicated into both arms of the divergent branch: each copy counts its own arm.
edit("w_rfl_branch_O3.ll", "bad_w_rfl_branch_duplicated.ll", [
    ("  br i1 %7, label %8, label %10\n", "  br i1 %7, label %8, label %else\n\nelse:\n"
     "  %be = tail call i32 @llvm.amdgcn.ballot.i32(i1 true)\n  br label %10\n"),
    ("  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6)\n  br label %10\n",
     "  %9 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %6)\n  %ct = icmp eq i32 %9, %6\n"
     "  %bt = tail call i32 @llvm.amdgcn.ballot.i32(i1 %ct)\n  br label %10\n"),
    ("phi i32 [ %9, %8 ], [ %6, %2 ]", "phi i32 [ %9, %8 ], [ %6, %else ]\n  %b = phi i32 [ %bt, %8 ], [ %be, %else ]"),
    ("  %12 = icmp eq i32 %11, %6\n  %13 = tail call i32 @llvm.amdgcn.ballot.i32(i1 %12)\n", ""),
    ("@llvm.ctpop.i32(i32 %13)", "@llvm.ctpop.i32(i32 %b)"),
])
# 5. speculation class in OpenCL: cl_reduce_kinds' sub_group_reduce_min hoisted above the
# branch on v & 1: it takes the minimum over the even items too.
edit("cl_reduce_kinds_O3.ll", "bad_cl_reduce_kinds_hoisted.ll", [
    ("  br i1 %12, label %20, label %14\n", "  %mn = tail call i32 @_Z20sub_group_reduce_minj(i32 noundef %10) #4\n  br i1 %12, label %20, label %14\n"),
    ("  %17 = tail call i32 @_Z20sub_group_reduce_minj(i32 noundef %10) #4\n  %18 = zext i32 %17 to i64\n",
     "  %18 = zext i32 %mn to i64\n"),
])
# 6. a shuffle hoisted out of its branch (the same, NVPTX): c_partial_bcast's shfl under
# the ballot's mask run by every lane, lanes outside the mask included.
edit("c_partial_bcast_O3.ll", "bad_c_partial_bcast_hoisted.ll", [
    ("  br i1 %8, label %10, label %16\n",
     "  %tz = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %9, i1 true)\n  %z = icmp eq i32 %9, 0\n"
     "  %src = select i1 %z, i32 -1, i32 %tz\n  %x = mul nsw i32 %6, 10\n"
     "  %sh = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %9, i32 %x, i32 %src, i32 31)\n"
     "  br i1 %8, label %10, label %16\n"),
    ("  %15 = tail call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %9, i32 %14, i32 %13, i32 31)\n", ""),
    ("phi i32 [ %15, %10 ]", "phi i32 [ %sh, %10 ]"),
])
# 7. not a convergence class: c_bfly_allreduce's first float butterfly step reads the lane
# itself (xor 0 for xor 16), so the two half-warps' maxima never meet; a float maximum
# (fmaxf: `call contract @llvm.maxnum`) shows the difference.
edit("c_bfly_allreduce_O3.ll", "bad_c_bfly_allreduce_half.ll", [
    ("@llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 16, i32 31)",
     "@llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %9, i32 0, i32 31)"),
])
