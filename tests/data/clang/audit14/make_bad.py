"""Write the hand-made AFTERs of tests/test_clang_audit14.py from the O3 kernels.

Each is one known class of miscompile (or, for the ``ok_`` ones, a correct rewrite a
checker must not call a bug), made by moving, widening, duplicating or replacing one
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


# __activemask() hoisted above the early return: the reduction's and the shuffle's mask
# is the whole warp's, naming the lanes that returned
edit("c_early_ret_O3.ll", "bad_c_early_ret_mask_hoisted.ll",
     ("  br i1 %7, label %16, label %8\n",
      "  %hoisted = tail call i32 @llvm.nvvm.activemask()\n  br i1 %7, label %16, label %8\n"),
     ("  %9 = tail call i32 @llvm.nvvm.activemask()\n", "  %9 = or i32 %hoisted, 0\n"))

# __reduce_min_sync's mask widened from the lane's quarter to its half (every lane of
# the half runs it: the half's minimum)
edit("c_match_bits_O3.ll", "bad_c_match_bits_widened.ll",
     ("  %19 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %6, i32 %8)\n",
      "  %half = shl nuw i32 65535, 16\n  %19 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %6, i32 %half)\n"))

# the same reduction hoisted above the branch: every quarter's lanes still run it
# together with their own quarter's mask, so the value is the same (a correct rewrite)
edit("c_match_bits_O3.ll", "ok_c_match_bits_min_hoisted.ll",
     ("  br i1 %11, label %12, label %18\n",
      "  %early = tail call i32 @llvm.nvvm.redux.sync.min(i32 %6, i32 %8)\n  br i1 %11, label %12, label %18\n"),
     ("  %19 = tail call i32 @llvm.nvvm.redux.sync.min(i32 %6, i32 %8)\n", "  %19 = or i32 %early, 0\n"))

# the low half's __syncwarp(0xffff) sunk below the branch into the join: the high half's
# lanes run a __syncwarp whose mask does not name them
edit("c_half_sync_O3.ll", "bad_c_half_sync_sunk.ll",
     ("  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)\n", ""),
     ("  %23 = phi i32 [ %16, %8 ], [ %21, %17 ]\n",
      "  %23 = phi i32 [ %16, %8 ], [ %21, %17 ]\n  tail call void @llvm.nvvm.bar.warp.sync(i32 65535)\n"))

# the first barrier duplicated into both sides of `if (t == 0)`: item 0 waits at one
# s_barrier, the others at another
edit("h_lds_max_O3.ll", "bad_h_lds_max_barrier_split.ll",
     ("  store i32 -1, ptr addrspace(3) @_ZZ9h_lds_maxPKiPiE4best, align 4, !tbaa !5\n  br label %6\n\n6:",
      "  store i32 -1, ptr addrspace(3) @_ZZ9h_lds_maxPKiPiE4best, align 4, !tbaa !5\n"
      "  fence syncscope(\"workgroup\") release\n  tail call void @llvm.amdgcn.s.barrier()\n"
      "  fence syncscope(\"workgroup\") acquire\n  br label %join\n\n"
      "other:\n  fence syncscope(\"workgroup\") release\n  tail call void @llvm.amdgcn.s.barrier()\n"
      "  fence syncscope(\"workgroup\") acquire\n  br label %join\n\njoin:\n  br label %6\n\n6:"),
     ("  br i1 %4, label %5, label %6\n", "  br i1 %4, label %5, label %other\n"),
     ("6:                                                ; preds = %5, %2\n"
      "  fence syncscope(\"workgroup\") release\n  tail call void @llvm.amdgcn.s.barrier()\n"
      "  fence syncscope(\"workgroup\") acquire\n", "6:\n"))

# readfirstlane of a divergent value: the leader's readlane replaced by a readfirstlane
# in the kernel, above the switch (every lane reads lane 0's value)
edit("h_conv_call_O3.ll", "bad_h_conv_call_readfirstlane.ll",
     ("  %8 = urem i32 %4, 3\n",
      "  %8 = urem i32 %4, 3\n  %first = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7)\n"),
     ("  %16 = phi i32 [ %14, %11 ], [ %10, %9 ], [ 7, %2 ]\n",
      "  %16 = phi i32 [ %14, %11 ], [ %first, %9 ], [ 7, %2 ]\n"))

# readlane of the lowest lane of ballot(true) is readfirstlane (a correct rewrite)
edit("h_readlane_keys_O3.ll", "ok_h_readlane_keys_readfirstlane.ll",
     ("  %17 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %10, i32 %16)\n",
      "  %17 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %10)\n"),
     ("  %20 = tail call i32 @llvm.amdgcn.readlane.i32(i32 %11, i32 %16)\n",
      "  %20 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %11)\n"))

# the exclusive scan hoisted above the early return: it counts the lanes that return
edit("cl_ret_scan_O3.ll", "bad_cl_ret_scan_hoisted.ll",
     ("  br i1 %7, label %17, label %8\n",
      "  %early = tail call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %6) #2\n"
      "  br i1 %7, label %17, label %8\n"),
     ("  %9 = tail call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %6) #2\n", "  %9 = or i32 %early, 0\n"))

# sub_group_reduce_max hoisted above the early return: the lanes that return hold
# negative values and the ones left at least 0, so the maximum is the same (a correct
# rewrite in values, though the communicating set grew)
edit("cl_ret_scan_O3.ll", "ok_cl_ret_scan_max_hoisted.ll",
     ("  br i1 %7, label %17, label %8\n",
      "  %early = tail call i32 @_Z20sub_group_reduce_maxi(i32 noundef %6) #2\n"
      "  br i1 %7, label %17, label %8\n"),
     ("  %10 = tail call i32 @_Z20sub_group_reduce_maxi(i32 noundef %6) #2\n", "  %10 = or i32 %early, 0\n"))
