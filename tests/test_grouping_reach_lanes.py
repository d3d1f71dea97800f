"""A shuffle whose lane a grouping decides (fuzzfarm/analysis/grouping_reach.py,
``_Taint.follow``; SEMANTICS.md, "What a grouping can reach").

``subgroupShuffle(v, lane)`` is undefined only for a poison lane; a lane outside its set
gives poison ("Convergent operations"). With a lane an anchor's operation computes
(never poison) and the shuffle's own set decided by an untainted token, only its value
depends on the grouping: it is tainted like a pure instruction's. The reach used to be
unknown there ("call argument"), so the generators' shuffles by an anchor's broadcast or
minimum left every such kernel undecided at 32 and 64 lanes.
"""

from __future__ import annotations

import pytest
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run
from test_grouping_reach_irreducible import (
    renamed_is_never_a_violation,
    split_ballot_is_a_violation,
)
from test_grouping_reach_loops import _BALLOT, _SPLIT

from fuzzfarm.analysis.grouping_reach import grouping_reach, unknown_cause
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model

# An entry-token shuffle of %x from the lane an anchor's minimum of (lane + %x) & 7
# picks, stored into %side; an entry-token ballot of the lanes below 6 into %out.
SHUFFLED = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %lx = add i32 %lane, %x
  %l7 = and i32 %lx, 7
  %m = call i32 @subgroupMin(i32 %l7) [ "convergencectrl"(token %a) ]
  %sh = call i32 @subgroupShuffle(i32 %x, i32 %m) [ "convergencectrl"(token %e) ]
  store i32 %sh, ptr %side, align 4
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""


def kernel(body: str) -> Function:
    return parse_module(HEADER + body).functions["k"]


def test_the_shuffled_value_is_reached_and_nothing_else() -> None:
    reach = grouping_reach(kernel(SHUFFLED))
    assert reach is not None
    assert (reach.buffers, reach.spans, reach.returned) == (
        frozenset({1}), frozenset((1, k) for k in range(4)), False)
    # a lane that may be poison (nsw) could make the shuffle undefined in some grouping
    poisoned = SHUFFLED.replace("%lx = add i32", "%lx = add nsw i32")
    assert grouping_reach(kernel(poisoned)) is None
    assert unknown_cause(kernel(poisoned)) == "call argument"


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_every_grouping_shows_the_base_run_outside_the_reach(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel(SHUFFLED)
    for lanes in (3, 4):
        for low in (0, 5):
            schedule = Schedule.full(lanes, {"x": [(lane * 3 + low) % 7 for lane in range(lanes)]})
            assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


@pytest.mark.parametrize("lanes", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_a_split_entry_ballot_is_a_violation_at_real_wave_sizes(lanes: int) -> None:
    schedule = Schedule.full(lanes, {"x": [lane % 5 for lane in range(lanes)]})
    split_ballot_is_a_violation(kernel(SHUFFLED), kernel(SHUFFLED.replace(_BALLOT, _SPLIT)), schedule)


def test_a_correct_copy_is_never_a_violation_at_32_lanes() -> None:
    renamed_is_never_a_violation(SHUFFLED, kernel, [
        Schedule.full(32, {"x": [(lane * 3 + low) % 7 for lane in range(32)]}) for low in (0, 5)])
