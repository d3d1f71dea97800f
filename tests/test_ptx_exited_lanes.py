"""A full-warp ``.sync`` membermask naming lanes that returned (SEMANTICS.md, PTX's
non-exited threads; oracles/reference/exits.py, oracles/simt/exits.py)."""

from __future__ import annotations

from pathlib import Path

from test_target_kernels import _validate, run_both

from fuzzfarm.behaviour import Outcome

HEAD = 'target triple = "nvptx64-nvidia-cuda"\n'
DECL = ("declare i32 @llvm.nvvm.read.ptx.sreg.laneid()\n"
        "declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent\n"
        "declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) convergent\n"
        "declare i32 @llvm.ctpop.i32(i32)\n")

# PR #96521's shape with CUDA's full mask: __popc(__ballot_sync(0xffffffff, 1)), then
# lane 0 returns; x + the count elsewhere
BEFORE = HEAD + """define i32 @k(i32 %x) convergent {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  %n = call i32 @llvm.ctpop.i32(i32 %b)
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %early, label %rest
early:
  ret i32 0
rest:
  %r = add i32 %n, %x
  ret i32 %r
}
""" + DECL
# MachineSink's AFTER: the ballot sunk below lane 0's return
SUNK = BEFORE.replace(
    "  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)\n"
    "  %n = call i32 @llvm.ctpop.i32(i32 %b)\n", "").replace(
    "rest:\n", "rest:\n  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)\n"
    "  %n = call i32 @llvm.ctpop.i32(i32 %b)\n")
# the correct sinking: only the popcount moves
FIXED = BEFORE.replace("  %n = call i32 @llvm.ctpop.i32(i32 %b)\n", "", 1).replace(
    "rest:\n", "rest:\n  %n = call i32 @llvm.ctpop.i32(i32 %b)\n")

X = list(range(32))


def test_the_sunk_full_mask_ballot_counts_the_lanes_still_running() -> None:
    # 31 lanes meet the sunk ballot; lane 0 has returned (exited): lane i gets i + 31
    assert run_both(SUNK, x=X) == [0] + [i + 31 for i in range(1, 32)]
    assert run_both(BEFORE, x=X) == [0] + [i + 32 for i in range(1, 32)]


def test_pr96521_full_mask_is_a_violation(tmp_path: Path) -> None:
    assert _validate(BEFORE, SUNK, tmp_path, "--schedules", "2", "--out",
                     str(tmp_path / "cex")) == 1
    assert (tmp_path / "cex").exists()
    assert _validate(BEFORE, FIXED, tmp_path, "--schedules", "2") == 0


# every lane swaps with its neighbour (full mask), then lanes 16 and up return and the
# rest vote v > 5 with the full mask: the exited lanes met the lower half before
SWAP = HEAD + """define i32 @k(i32 %x) convergent {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %v = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -1, i32 %x, i32 1, i32 31)
  %hi = icmp uge i32 %lane, 16
  br i1 %hi, label %early, label %rest
early:
  ret i32 -1
rest:
  %p = icmp sgt i32 %v, 5
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  ret i32 %b
}
""" + DECL


def test_a_lane_that_met_the_set_earlier_and_returned_is_exited() -> None:
    # v = x of lane ^ 1 = lane ^ 1; among lanes 0..15, v > 5 for lanes 6..15
    ballot = sum(1 << i for i in range(6, 16))
    assert run_both(SWAP, x=X) == [ballot] * 16 + [0xFFFFFFFF] * 16


# the lower half votes, the upper half runs on to a vote of the same mask: PTX could
# make the two meet, so neither is decided
LATER = SWAP.replace("  br i1 %hi, label %early, label %rest\nearly:\n  ret i32 -1\n",
                     "  br i1 %hi, label %early, label %rest\nearly:\n"
                     "  %c = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)\n"
                     "  ret i32 %c\n")


def test_a_lane_of_the_mask_meeting_a_sync_later_stays_undecided(tmp_path: Path) -> None:
    assert run_both(LATER, x=X) == [Outcome.UNSUPPORTED]
    assert _validate(LATER, LATER.replace("i1 true", "i1 false"), tmp_path,
                     "--schedules", "2") == 3


# lane 0 divides by its x and returns; the other lanes vote with the full mask
DIVIDE = HEAD + """define i32 @k(i32 %x) convergent {
entry:
  %lane = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %first = icmp eq i32 %lane, 0
  br i1 %first, label %early, label %rest
early:
  %q = udiv i32 1, %x
  ret i32 %q
rest:
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 true)
  ret i32 %b
}
""" + DECL


def test_a_lane_stopped_by_undefined_behaviour_before_the_vote_leaves_the_run_undefined() -> None:
    """Lane 0 divides by zero before the others' vote fires: its steps read nothing the
    vote computed, so the run is undefined whatever PTX makes of the lane the mask names
    (the reference said unsupported, the lane simulator UB: they disagreed). Dividing by 1,
    lane 0 returns and the vote is over the 31 lanes still running."""
    assert run_both(DIVIDE, x=X) == [Outcome.UB]
    assert run_both(DIVIDE, x=[1] * 32) == [1] + [0xFFFFFFFE] * 31
