"""Lane-index arguments are drawn among the active lanes (generators/lane_args.py).

A readlane's uniform source lane drawn as a boundary value (63, -1, 64) is never an
active lane of a 4-lane schedule, so the read is poison and hides the rest of the sum:
a readfirstlane folded away beside it (tests/data/llvmbugs c23) passed on every default
schedule. The expectations here are computed from the schedules themselves.
"""

from __future__ import annotations

from pathlib import Path

from fuzzfarm.ir.reader import parse_module
from generators.lane_args import lane_index_args
from generators.schedules import generate_schedule

DATA = Path(__file__).resolve().parent / "data" / "llvmbugs"

MASKED = """
define i32 @k(i32 inreg %src, i32 %x, i32 %y) convergent {
entry:
  %m = and i32 %src, 63
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 %m)
  %s = call i32 @subgroupShuffle(i32 %l, i32 %y)
  ret i32 %s
}

declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
"""


def test_lane_operands_are_traced_to_arguments() -> None:
    """readlane's index through ``and %src, 63`` and the shuffle's lane are found; the
    shuffled value and the read value are not lane indices."""
    kernel = parse_module(MASKED).kernel()
    assert lane_index_args(kernel) == frozenset({"src", "y"})


def test_uniform_source_lane_is_often_active() -> None:
    """Over 32 schedules of 4 lanes, a uniform source lane names an active lane in at
    least a quarter (the bias draws one in about half; it stays uniform throughout)."""
    kernel = parse_module((DATA / "c23_readfirstlane_fold.before.ll").read_text()).kernel()
    hits = 0
    for seed in range(32):
        schedule = generate_schedule(kernel, seed, subgroup_size=4)
        src = schedule.args["src"]
        assert len(set(src)) == 1
        hits += src[0] in schedule.active_lanes
    assert hits >= 8


def test_kernels_without_lane_operands_draw_as_before() -> None:
    """The bias has a generator of its own: a kernel that reads no lane by argument gets
    the same schedules as the same kernel whose lane read takes a constant."""
    by_arg = parse_module(MASKED).kernel()
    constant = parse_module(MASKED.replace("i32 %x, i32 %m)", "i32 %x, i32 0)")
                            .replace("i32 %l, i32 %y)", "i32 %l, i32 1)")).kernel()
    assert lane_index_args(constant) == frozenset()
    for seed in range(8):
        a = generate_schedule(by_arg, seed, subgroup_size=8)
        b = generate_schedule(constant, seed, subgroup_size=8)
        assert a.active_lanes == b.active_lanes and a.choices == b.choices
        assert a.args["x"] == b.args["x"]
