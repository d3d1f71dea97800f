"""A difference outside the grouping reach is decided from *after*'s first runs
(fuzzfarm/refinement/check.py, ``_first_runs_unreached``; SEMANTICS.md, "What a grouping
can reach").

At 16 lanes and more, exploring *after*'s anchor groupings (64 sampled runs, then the
searches that follow) cost so much that ``validate`` timed out before the reach was ever
consulted. A behaviour of *after* that differs from *before*'s base runs on what no
grouping of *before* reaches is a violation whichever choice of *after* showed it, so
the first runs decide it. The budget here is counted work (:mod:`fuzzfarm.work`, the
same on every machine): a few pairs of base runs, which the old order of the check, run
for run, exceeded many times over. A correct transform whose sampled groupings change
what the reach covers stays undecided: sampled runs never pass, and masking keeps them
from being called a violation.
"""

from __future__ import annotations

import pytest
from test_grouping_reach import ELECT, LOOP, MODELS, kernel

from fuzzfarm.analysis.grouping_reach import grouping_reach
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.check import FIRST_RUNS, Judgement, check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.reach import unreached_difference
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from fuzzfarm.work import metered
from oracles.reference import behaviours, run

# LOOP returns its lane id, which no grouping reaches (its anchor's minimum and elect
# reach %side and the barrier events only); this AFTER returns it xor 1, as
# benchmarks/anchor_widths.py's ``broken`` does: every run of it differs from every
# run of before, under every grouping.
FLIPPED = LOOP.replace("  ret i32 %lane\n", "  %flip = xor i32 %lane, 1\n  ret i32 %flip\n")

# ELECT with its entry-token ballot rehung on a new anchor (seed 000,
# "llvm.experimental.convergence.anchor": its threads are implementation-defined, where
# the entry token's are every thread of the launch). Its base run groups every thread
# and shows before's ballot; a sampled grouping that splits them shows another in %out,
# which no grouping of before reaches.
ENTRY_BALLOT = '%b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]'
REHUNG = ELECT.replace(ENTRY_BALLOT, "%na = call token @llvm.experimental.convergence.anchor()\n  "
                       + ENTRY_BALLOT.replace("token %e", "token %na"))

# A correct copy of ELECT: a value and the ballot's block renamed (neither the same
# program nor the same skeleton, so the first runs are compared).
RENAMED = ELECT.replace("%v = phi", "%v.r = phi").replace("i32 %v, ptr", "i32 %v.r, ptr") \
    .replace("join:", "joined:").replace("label %join", "label %joined")


def _schedule(lanes: int, low: int = -3) -> Schedule:
    return Schedule.full(lanes, {"x": [(lane * 5) % 7 + low for lane in range(lanes)]})


def _checked_within(before: Function, after: Function, schedule: Schedule, model: Model,
                    pairs: int) -> Judgement:
    """``validate``'s check (64 runs) with the work of ``pairs`` pairs of base runs (one of
    each program) to spend: past it, :class:`fuzzfarm.work.WorkLimitExceeded`."""
    with metered() as one:
        run(before, schedule, model)
        run(after, schedule, model)
    with metered(limit=pairs * one.used):
        return check_refinement(before, after, [schedule], model, max_runs=64)


def test_the_kernels_differ_where_meant() -> None:
    assert FLIPPED != LOOP and REHUNG != ELECT and RENAMED.count("joined") == 3
    reach = grouping_reach(kernel(LOOP))
    assert reach is not None and not reach.returned
    reach = grouping_reach(kernel(ELECT))
    assert reach is not None and 0 not in reach.buffers  # %out, where the ballot goes


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("lanes", [16, 32])
def test_a_flipped_return_is_a_violation_from_afters_first_runs(lanes: int, model: Model) -> None:
    before, after = kernel(LOOP), kernel(FLIPPED)
    # x from 0: the base run's minimum is 0, so %h's test fails in the first round and
    # holds in the second, and every edge of LOOP is taken (an untaken one would make
    # the ipdom model's violation rest on it: the test below).
    schedule = _schedule(lanes, low=0)
    verdict = _checked_within(before, after, schedule, model, pairs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    assert run(after, cex.schedule, model).behaviour == cex.after  # replayable
    assert {d.what for d in cex.differences} == {"return"}
    lane1 = next(t for t in cex.after.threads if t.lane == 1)
    assert lane1.return_value == 0  # lane 1 xor 1


def test_under_ipdom_a_flip_beside_an_untaken_edge_stays_undecided_at_16_lanes() -> None:
    """With x from -3 the base run's minimum is negative: %h -> %latch is taken by no run
    of before's listing (only base runs at 16 lanes), and without it %h's post-dominator
    moves. The ipdom re-check (SEMANTICS.md "ipdom", rule 4) needs before's listing over
    the taken edges complete to keep a violation; at 16 lanes it is not, so the flip is
    undecided: a decided case lost to the re-check, never a false verdict."""
    before, after = kernel(LOOP), kernel(FLIPPED)
    verdict = _checked_within(before, after, _schedule(16), Model.IPDOM, pairs=8)
    assert verdict.kind is Verdict.INCONCLUSIVE, (verdict.message, verdict.notes)
    assert any("%h -> %latch" in note for note in verdict.notes), verdict.notes


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("lanes", [16, 32])
def test_a_rehung_entry_ballot_is_a_violation_from_afters_first_sampled_runs(
        lanes: int, model: Model) -> None:
    before, after = kernel(ELECT), kernel(REHUNG)
    schedule = _schedule(lanes)
    base = run(after, schedule, model).behaviour  # grouping every thread: before's ballot
    assert unreached_difference(before, schedule, model, base) is None
    verdict = _checked_within(before, after, schedule, model, pairs=16)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None and cex.schedule.choices.anchors  # a sampled grouping showed it
    assert run(after, cex.schedule, model).behaviour == cex.after
    assert any(d.what.startswith("buffer 0") for d in cex.differences), cex.describe()


@pytest.mark.parametrize("model", MODELS)
def test_a_correct_copy_is_never_a_violation_from_its_first_runs_at_32_lanes(model: Model) -> None:
    before, after = kernel(ELECT), kernel(RENAMED)
    schedule = _schedule(32)
    # Its first sampled groupings do change %side (so the masking is what is tested) ...
    base = run(before, schedule, model).behaviour
    first = behaviours(after, schedule, model, max_runs=FIRST_RUNS).entries
    assert any(compare(e.behaviour, base).match is Match.NO for e in first)
    assert all(unreached_difference(before, schedule, model, e.behaviour) is None for e in first)
    # ... and a sampled after is never a pass.
    verdict = check_refinement(before, after, [schedule], model, max_runs=8)
    assert verdict.kind is Verdict.INCONCLUSIVE, (verdict.message, verdict.notes)
