"""Non-convergent kernels with irreducible control flow, decided group by group
(fuzzfarm/refinement/decomposed.py, "Cycle hierarchies"; SEMANTICS.md, "Group by group").

``tests/data/irreducible_root/before.ll`` sums x over the lanes converged at each visit
of %p in an irreducible cycle entered at %p (odd lanes) and %q (even lanes); its comment
derives, by seed 003's "Maximal Convergence", what each of its two cycle hierarchies
shows: under header %p an odd lane's sums are (whole group, whole group, odd lanes),
under header %q (odd lanes, whole group, whole group). Its implicit anchor (no
``convergent`` attribute) lets the implementation group the threads freely, so at 8
lanes the groupings (Bell(8) = 4140, times the hierarchies) are too many to list: the
check was inconclusive on every such pair, because the group-by-group argument refused
irreducible cycles outright.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from listed import listed_verdict

from fuzzfarm.analysis.hierarchies import behaviour_hierarchies
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import decomposed
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run

DATA = Path(__file__).parent / "data" / "irreducible_root"


def _kernel(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).kernel()


def _assert_each_hierarchy_shows_what_the_seed_says() -> None:
    # x = 1, 2, 4, 8: the whole group sums 15, the odd lanes 2 + 8 = 10; each sum is a
    # base-1000 digit (times 10). Even lanes run %p twice, with the whole group.
    fn = _kernel("before")
    schedule = Schedule.full(4, {"x": [1, 2, 4, 8]})
    orders = behaviour_hierarchies(fn).orders
    assert len(orders) == 2
    shown = {tuple(t.return_value for t in run(fn, schedule.with_choices(Choices(dfs_order=d)),
                                               Model.MAXIMAL).behaviour.threads)
             for d in orders}
    assert shown == {(150150, 150150100, 150150, 150150100),  # header %p
                     (150150, 100150150, 150150, 100150150)}  # header %q


# split: only header %p's behaviours (a reducible copy); masked: the bug below.
PAIRS = [("before", "swapped"), ("swapped", "before"), ("before", "split"),
         ("split", "before"), ("before", "masked")]


@pytest.mark.parametrize(("before", "after"), PAIRS)
def test_the_decomposition_agrees_with_every_choice_listed(before: str, after: str) -> None:
    # At 4 lanes every grouping and hierarchy of both programs is listed: the full
    # enumeration's verdict is the independent expectation. "split" against "before"
    # is a violation only through before's header %q (odd lanes' first sum alone), so
    # a check of one hierarchy of after would pass it.
    b, a = _kernel(before), _kernel(after)
    schedule = Schedule.full(4, {"x": [1, 2, 4, 8]})
    expected, _ = listed_verdict(b, a, schedule)
    got = decomposed.decide(b, a, schedule, Model.MAXIMAL, decomposed.reference_runner)
    assert got is not None and got.passed is expected
    assert expected is ((before, after) != ("split", "before"))


def test_the_same_hierarchies_pass_at_eight_lanes() -> None:
    # swapped.ll only inverts the entry's branch: the same CFG and the same two
    # hierarchies (its natural DFS meets %q first), so the same behaviours under every
    # grouping: a pass, on both oracles' paths.
    _assert_each_hierarchy_shows_what_the_seed_says()
    before, after = _kernel("before"), _kernel("swapped")
    schedule = Schedule.full(8, {"x": [1, 2, 4, 8, 16, 32, 64, 128]})
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL)
    assert verdict.kind is Verdict.PASS, (verdict.message, verdict.notes)
    farm = check_two_oracles(before, after, [schedule], Model.MAXIMAL, max_runs=16)
    assert farm.verdict.kind is Verdict.PASS, farm.verdict.message
    assert farm.path == "simt"


def test_a_bug_that_needs_eight_converged_lanes() -> None:
    # By hand (x = 4 everywhere): a sum over at most 7 lanes is at most 28 and keeps its
    # 5 bits, so masked.ll matches before.ll at 7 lanes. With 8 lanes in one group under
    # header %p the first two sums are 32, masked to 0: even lanes return 0, while
    # before.ll's even lanes return two digits of at least 40 under every grouping and
    # hierarchy: a violation, with after's grouping and hierarchy replayable.
    before, after = _kernel("before"), _kernel("masked")
    assert check_refinement(before, after, [Schedule.full(7, {"x": [4] * 7})],
                            Model.MAXIMAL).kind is Verdict.PASS
    verdict = check_refinement(before, after, [Schedule.full(8, {"x": [4] * 8})], Model.MAXIMAL)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    shown = run(after, cex.schedule, Model.MAXIMAL).behaviour
    assert shown == cex.after
    assert 0 in {t.return_value for t in shown.threads}
