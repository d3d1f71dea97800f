"""Write the hand-made wrong AFTERs of tests/test_clang_audit12.py from the O3 kernels.

Each is one known class of convergence miscompile, made by moving a convergent operation
across the control flow that decides which lanes run it together; everything else is as
clang-19 wrote it. Run from this directory: python3 make_bad.py
"""

import re
from pathlib import Path


def renamed(text: str) -> str:
    """The kernel with its numbered values and blocks named (%7 -> %v7, the entry block
    labelled): a moved instruction keeps its number, which LLVM's reader would refuse out
    of order."""
    head, _, rest = text.partition("\ndefine ")
    body, _, tail = rest.partition("\n}\n")
    line, _, insts = body.partition("\n")
    args = [int(n) for n in re.findall(r"%(\d+)", line)]
    line = re.sub(r"%(\d+)", r"%v\1", line)
    insts = re.sub(r"%(\d+)\b", r"%v\1", insts)
    insts = re.sub(r"^(\d+):", r"v\1:", insts, flags=re.M)
    entry = max(args, default=-1) + 1
    return f"{head}\ndefine {line}\nv{entry}:\n{insts}\n}}\n{tail}"


def edit(src: str, dst: str, *pairs: tuple[str, str]) -> None:
    text = Path(src).read_text()
    for old, new in pairs:
        assert text.count(old) == 1, (src, old)
        text = text.replace(old, new)
    Path(dst).write_text(renamed(text))


# __reduce_add_sync hoisted above the branch `v % 3 == 0` with the __activemask() it takes
# (copied: the shuffle in the branch keeps its own): the sum is the whole warp's.
edit("c_coalesced_O3.ll", "bad_c_coalesced_hoisted.ll",
     ("  br i1 %8, label %9, label %26\n",
      "  %hoisted = tail call noundef i32 @llvm.nvvm.activemask()\n"
      "  %19 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 %hoisted)\n"
      "  br i1 %8, label %9, label %26\n"),
     ("  %19 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 %10)\n  %20", "  %20"))

# the same with the one __activemask() hoisted, which the branch's shuffle takes too: that
# shuffle then names lanes that do not run it (unsupported: inconclusive, never a pass).
edit("c_coalesced_O3.ll", "bad_c_coalesced_mask_hoisted.ll",
     ("  br i1 %8, label %9, label %26\n",
      "  %10 = tail call noundef i32 @llvm.nvvm.activemask()\n"
      "  %19 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 %10)\n"
      "  br i1 %8, label %9, label %26\n"),
     ("9:                                                ; preds = %2\n"
      "  %10 = tail call noundef i32 @llvm.nvvm.activemask()\n",
      "9:                                                ; preds = %2\n"),
     ("  %19 = tail call i32 @llvm.nvvm.redux.sync.add(i32 %6, i32 %10)\n  %20", "  %20"))

# switch fallthrough: case 1's __activemask()/ballot duplicated into case 0 (tail
# duplication), so the lanes of case 0 ballot without those that entered at case 1.
edit("c_switch_fall_O3.ll", "bad_c_switch_fall_dup.ll",
     ("  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)\n  br label %12\n",
      "  %11 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %10)\n"
      "  %d14 = tail call noundef i32 @llvm.nvvm.activemask()\n"
      "  %d15 = tail call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %d14, i1 true)\n"
      "  br label %27\n"),
     ("12:                                               ; preds = %9, %2\n"
      "  %13 = phi i32 [ 0, %2 ], [ %11, %9 ]\n",
      "12:                                               ; preds = %2\n"),
     ("%28 = phi i32 [ %26, %21 ], [ %15, %12 ]", "%28 = phi i32 [ %26, %21 ], [ %15, %12 ], [ %d15, %9 ]"),
     ("%29 = phi i32 [ 1000000, %21 ], [ 100, %12 ]", "%29 = phi i32 [ 1000000, %21 ], [ 100, %12 ], [ 100, %9 ]"),
     ("%30 = phi i32 [ %22, %21 ], [ %13, %12 ]", "%30 = phi i32 [ %22, %21 ], [ 0, %12 ], [ %11, %9 ]"))

# the elect's ballot(true) hoisted out of the outer loop (LICM of a convergent call with
# an invariant operand): every round elects lane 0 and counts the whole wave.
for w, wide, b in (("h", "i64", 14), ("w", "i32", 13)):
    ballot = f"  %{b + 4} = tail call {wide} @llvm.amdgcn.ballot.{wide}(i1 true)\n"
    edit(f"{w}_reconv_nested_O3.ll", f"bad_{w}_reconv_elect_hoisted.ll",
         (f"  br label %{b}\n\n{b}:", f"{ballot}  br label %{b}\n\n{b}:"),
         (f"{ballot}  %{b + 5}", f"  %{b + 5}"))

# sub_group_reduce_add(1) hoisted out of the loop whose trip count is the item's.
edit("cl_reconv_nested_O3.ll", "bad_cl_reconv_reduce_hoisted.ll",
     ("  br label %12\n\n12:",
      "  %16 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4\n  br label %12\n\n12:"),
     ("  %16 = tail call i32 @_Z20sub_group_reduce_addi(i32 noundef 1) #4\n  %17", "  %17"))

# readfirstlane sunk into the loop's exit (its value is used only there): the lanes that
# leave early read the lowest lane's last sum instead of the lowest active one's.
edit("h_last_leader_O3.ll", "bad_h_last_leader_sunk.ll",
     ("10:                                               ; preds = %14\n",
      "10:                                               ; preds = %14\n"
      "  %19 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %18)\n"),
     ("  %19 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %18)\n  %20", "  %20"))

# the upper half's __shfl_up_sync(0xffff0000, ...) speculated above `l >= 16`: the lower
# lanes run a shuffle whose membermask leaves them out (never a pass).
edit("c_up8_half_O3.ll", "bad_c_up8_half_speculated.ll",
     ("  br i1 %7, label %8, label %22\n",
      "  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %6, i32 1, i32 6144)\n"
      "  br i1 %7, label %8, label %22\n"),
     ("  %10 = tail call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 -65536, i32 %6, i32 1, i32 6144)\n  %11",
      "  %11"))
