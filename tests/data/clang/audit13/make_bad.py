"""Write the hand-made wrong AFTERs of tests/test_clang_audit13.py from the O3 kernels.

Each is one known class of miscompile, made by moving, widening or reordering one
operation; everything else is as clang-19 wrote it. New values get names of their own, so
no numbered value moves. Run from this directory: python3 make_bad.py
"""

from pathlib import Path


def edit(src: str, dst: str, *pairs: tuple[str, str]) -> None:
    text = Path(src).read_text()
    for old, new in pairs:
        assert text.count(old) == 1, (src, old)
        text = text.replace(old, new)
    Path(dst).write_text(text)


# the branch's 64-bit ballot hoisted above `if (in[l] & 1)`: the whole wave's ballot
edit("h_ballot_rank64_O3.ll", "bad_h_ballot_rank64_hoisted.ll",
     ("  br i1 %9, label %30, label %10\n",
      "  %hoisted = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  br i1 %9, label %30, label %10\n"),
     ("  %11 = tail call i64 @llvm.amdgcn.ballot.i64(i1 true)\n", "  %11 = or i64 %hoisted, 0\n"))

# __reduce_add_sync's mask widened from the branch's ballot to the whole warp: the lanes
# outside the branch are named and do not run it (unsupported: inconclusive, never a pass)
edit("c_redux_partial_O3.ll", "bad_c_redux_partial_widened.ll",
     ("@llvm.nvvm.redux.sync.add(i32 %6, i32 %10)", "@llvm.nvvm.redux.sync.add(i32 %6, i32 -1)"))

# case 0's __activemask() hoisted above the switch (into the loop header): it counts every
# lane still looping, not the lanes in state 0
edit("c_state_machine_O3.ll", "bad_c_state_machine_count_hoisted.ll",
     ("  switch i32 %12, label %23 [\n",
      "  %hoisted = tail call noundef i32 @llvm.nvvm.activemask()\n  switch i32 %12, label %23 [\n"),
     ("  %16 = tail call noundef i32 @llvm.nvvm.activemask()\n", "  %16 = or i32 %hoisted, 0\n"))

# the same with case 1's, whose ballot takes it: the ballot then names lanes that do not
# run it (unsupported: inconclusive, never a pass)
edit("c_state_machine_O3.ll", "bad_c_state_machine_mask_hoisted.ll",
     ("  switch i32 %12, label %23 [\n",
      "  %hoisted = tail call noundef i32 @llvm.nvvm.activemask()\n  switch i32 %12, label %23 [\n"),
     ("  %19 = tail call noundef i32 @llvm.nvvm.activemask()\n", "  %19 = or i32 %hoisted, 0\n"))

# audit12's labelled partition: __reduce_add_sync's mask widened from the lane's
# __match_any_sync group to the whole warp (every lane runs it: the warp's sum)
edit("../audit12/c_match_redux_O3.ll", "bad_c_match_redux_widened.ll",
     ("@llvm.nvvm.redux.sync.add(i32 %6, i32 %8)", "@llvm.nvvm.redux.sync.add(i32 %6, i32 -1)"))

# sub_group_scan_exclusive_add(1) hoisted out of the loop of the item's trip count
edit("cl_scan_trip_O3.ll", "bad_cl_scan_trip_hoisted.ll",
     ("  %7 = and i32 %6, 3\n  br label %10\n",
      "  %7 = and i32 %6, 3\n  %hoisted = tail call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef 1) #4\n"
      "  br label %10\n"),
     ("  %21 = tail call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef 1) #4\n", "  %21 = or i32 %hoisted, 0\n"))

# the last two volatile loads swapped (s[l & 1] read before s[0]): the values are the
# same, their order is not (LangRef: volatile operations keep their order)
edit("c_volatile_warp_O3.ll", "bad_c_volatile_warp_swapped.ll",
     ("  %65 = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), "
      "align 4, !tbaa !16\n  %66 = mul nsw i32 %65, 100\n", ""),
     ("  %71 = add nsw i32 %66, %70\n",
      "  %first = load volatile i32, ptr addrspacecast (ptr addrspace(3) @_ZZ15c_volatile_warpPKiPiE1s to ptr), "
      "align 4, !tbaa !16\n  %scaled = mul nsw i32 %first, 100\n  %71 = add nsw i32 %scaled, %70\n"))

# the final read of s[t & 7] (another item's value) hoisted above the last barrier
edit("h_lds_tree_O3.ll", "bad_h_lds_tree_read_early.ll",
     ("  br i1 %24, label %25, label %31\n",
      "  %low = and i32 %3, 7\n"
      "  %early = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, i32 0, i32 %low\n"
      "  %read = load i32, ptr addrspace(3) %early, align 4, !tbaa !5\n  br i1 %24, label %25, label %31\n"),
     ("  %58 = and i32 %3, 7\n  %59 = getelementptr inbounds [64 x i32], ptr addrspace(3) @_ZZ10h_lds_treePKiPiE1s, "
      "i32 0, i32 %58\n  %60 = load i32, ptr addrspace(3) %59, align 4, !tbaa !5\n  %61 = add nsw i32 %57, %60\n",
      "  %61 = add nsw i32 %57, %read\n"))
