"""A once-run loop nested in another loop is read per iteration too (SEMANTICS.md, "ipdom",
rule 4; fuzzfarm/refinement/unrolled.py).

``nested_once_loop.before.ll`` is ``once_loop.before.ll``'s loop inside a loop run ``%n``
times (hand-made; *after* is opt-19's O2 output, which deletes the inner loop). Peeling only
the outer loop copies the inner loop whole, with its way back into the body that keeps
%exit from post-dominating %split, so main reported a violation; the inner loop is now
peeled inside every copy of the outer body too.
"""

from __future__ import annotations

import pytest
from ipdomdata import kernel

from fuzzfarm.refinement import peeled as peeling
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.peeled import iterations, peel_plan, peeled
from fuzzfarm.refinement.unrolled import LATER_ITERATION, nest_loops, unrolled_doubt
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run

#: As test_ipdom_iterations: lanes 0 and 3 break out at %split, lane 1 goes round the inner
#: loop and leaves at %header, lane 2 returns at %body; the outer loop runs twice.
SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                    args={"p": (1, 0, 0, 1), "q": (1, 1, 0, 1), "n": (2, 2, 2, 2)})


def test_the_inner_loop_is_peeled_first_and_each_level_as_its_runs_iterate() -> None:
    """Lane 1 runs the inner %header twice per visit, every lane with q != 0 runs %outer
    three times (two iterations and the exiting test): one iteration peeled from each,
    the inner loop first so that the outer loop's copy holds its copy."""
    fn = kernel("nested_once_loop.before.ll")
    loops = nest_loops(fn)
    assert [c.header.name for c in loops] == ["header", "outer"]
    counts = iterations(fn, nest_loops, [run(fn, SCHEDULE, Model.IPDOM).trace.record])
    assert counts == {"kernel": {"header": 2, "outer": 3}}
    assert peel_plan(fn, nest_loops, counts) == {"kernel": {"header": 1, "outer": 2}}


def test_the_predicted_size_is_the_peeled_size_and_bounds_the_nest(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Hand-counted: 9 blocks; the inner loop's 4 twice (8), the outer loop's 3 own and
    the inner 8 once per its 1 + 1 iterations (22), with the 2 outside: 24. Over the bound,
    the inner level is left unpeeled (the outer loop's 7 blocks twice, 16)."""
    fn = kernel("nested_once_loop.before.ll")
    plan = {"header": 1, "outer": 1}
    copy = peeled(fn, {fn.name: plan}, nest_loops)
    assert copy is not None and len(copy.blocks) == 24
    assert len(fn.blocks) == 9
    counts = {"kernel": {"header": 2, "outer": 2}}
    monkeypatch.setattr(peeling, "MAX_BLOCKS", 23)
    assert peel_plan(fn, nest_loops, counts) == {"kernel": {"outer": 1}}
    monkeypatch.setattr(peeling, "MAX_BLOCKS", 24)
    assert peel_plan(fn, nest_loops, counts) == {"kernel": plan}


def test_a_once_run_loop_inside_a_loop_deleted_is_inconclusive() -> None:
    """Static reading: %e elects {0,3} and {1} apart in each outer iteration (lane 1 elects
    1 twice); after, with the inner loop gone, {0,1,3} together (lane 1 elects 0). With the
    inner loop's first iteration peeled in each outer copy, %exit post-dominates every copy
    of %split: before shows after's behaviour. Maximal passes it as for once_loop."""
    before, after = kernel("nested_once_loop.before.ll"), kernel("nested_once_loop.after.ll")
    verdict = check_refinement(before, after, [SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + LATER_ITERATION.format(loops="%header, %outer")]
    assert check_refinement(before, after, [SCHEDULE], Model.MAXIMAL).kind is Verdict.PASS


def test_a_difference_every_iteration_shows_stays_a_violation() -> None:
    """Lanes 0 and 3 take one path in every reading of before, peeled or not, and are
    elected together, one of them; the wrong after stores 1 for both."""
    before, wrong = kernel("nested_once_loop.before.ll"), kernel("nested_once_loop.wrong.ll")
    verdict = check_refinement(before, wrong, [SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, verdict.message
    assert verdict.counterexample is not None
    assert unrolled_doubt(before, SCHEDULE, Model.IPDOM, verdict.counterexample.after, 64) is None
