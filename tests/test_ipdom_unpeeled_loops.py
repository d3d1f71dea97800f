"""A once-run loop the ipdom re-check cannot leave unread: inside an irreducible cycle it is
peeled too, and one left whole (a nest beyond the size bound) leaves the violation undecided
(SEMANTICS.md, "ipdom", rule 4; fuzzfarm/refinement/unrolled.py).

On main both pairs below were violations: loops inside irreducible cycles were not peeled,
and a nest's deepest levels left unpeeled by the size bound were simply not read per
iteration, so a difference that rests on their later iterations stood.
"""

from __future__ import annotations

import pytest
from ipdomdata import kernel

from fuzzfarm.refinement import peeled
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.unrolled import LATER_ITERATION, LEFT_WHOLE, nest_loops
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

#: As test_ipdom_iterations: lanes 0 and 3 break out at %split, lane 1 goes round and leaves
#: at %header, lane 2 returns at %body; every lane enters the cycle at %header (%r == 0) and
#: leaves it at %again (%w == 0).
SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                    args={"p": (1, 0, 0, 1), "q": (1, 1, 0, 1), "r": (0, 0, 0, 0),
                          "w": (0, 0, 0, 0)})


def test_a_loop_inside_an_irreducible_cycle_is_peeled() -> None:
    """irr_once_loop: once_loop's loop is a reducible cycle inside the irreducible one headed
    by %side (entered at %side and at %header). Static reading: %e elects {0,3} and {1} apart;
    opt-19 O2 deletes the loop and they elect together. With the loop's first iteration
    peeled, as at the top, before shows after's behaviour: inconclusive, a violation on main.
    Maximal passes it."""
    before, after = kernel("irr_once_loop.before.ll"), kernel("irr_once_loop.after.ll")
    loops = nest_loops(before)
    assert [c.header.name for c in loops] == ["header"]
    assert loops[0].parent is not None and not loops[0].parent.is_reducible
    verdict = check_refinement(before, after, [SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + LATER_ITERATION.format(loops="%header")]
    assert check_refinement(before, after, [SCHEDULE], Model.MAXIMAL).kind is Verdict.PASS


NESTED = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                  args={"p": (1, 0, 0, 1), "q": (1, 1, 0, 1), "n": (2, 2, 2, 2)})


def test_a_loop_the_size_bound_leaves_whole_leaves_the_violation_undecided(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """nested_once_loop with the bound one block short of the whole peel (24 blocks,
    test_ipdom_nested_iterations): the inner %header, which lane 1 starts twice per visit,
    is left whole, and the outer loop peeled alone copies it with its way back into the
    body. The difference may rest on that loop's second iteration: inconclusive, never a
    violation (main reported one)."""
    before, after = kernel("nested_once_loop.before.ll"), kernel("nested_once_loop.after.ll")
    monkeypatch.setattr(peeled, "MAX_BLOCKS", 23)
    verdict = check_refinement(before, after, [NESTED], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + LEFT_WHOLE.format(loops="%header")]


def test_a_difference_beside_a_loop_left_whole_stays_a_violation_when_it_iterates_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Only a loop some thread starts twice in one visit counts: with %p != 0 wherever %q is,
    no lane reaches the inner latch, nothing left whole iterates, and the wrong after
    (nested_once_loop.wrong: lanes 0, 1 and 3 elected together, each stores 1) stays a
    violation with the inner level left unpeeled (the outer loop, run once, peeled)."""
    before, wrong = kernel("nested_once_loop.before.ll"), kernel("nested_once_loop.wrong.ll")
    monkeypatch.setattr(peeled, "MAX_BLOCKS", 1)
    once = Schedule(NESTED.subgroup_size, NESTED.active_lanes,
                    {**NESTED.args, "p": (1, 1, 0, 1), "n": (1, 1, 1, 1)})
    verdict = check_refinement(before, wrong, [once], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, verdict.message
