"""An ipdom violation that rests on a later iteration of a loop is inconclusive; one beside it stays.

A loop counted from 0 and tested ``%i < 1`` in its header takes both of the header's edges
(into the body on the first visit, out on the second), so the edge-wise re-check (rule 4)
finds no untaken edge, while the way back into the body from the second visit keeps the
loop's exit from post-dominating the body's branches: lanes that break out and lanes that
leave at the header meet apart under the static reading, together once LLVM deletes the
loop (an O2 nvptx campaign, ``--model ipdom``, seed 169, reduced by hand). *before* is read
once more with its loops' iterations peeled (SEMANTICS.md, "ipdom", rule 4;
fuzzfarm/refinement/unrolled.py). Seed 169 itself stays a violation: SimplifyCFG also
merged two branches that meet at one join into one, which joins lanes the model keeps
apart until the post-dominator (``once_loop_merge``).
"""

from __future__ import annotations

from ipdomdata import kernel, narrowed

from fuzzfarm.analysis.dominators import reconvergence_edges
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.peeled import iterations
from fuzzfarm.refinement.unrolled import LATER_ITERATION, nest_loops, unrolled_doubt
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run
from oracles.reference.taken import taken_edges

#: Lanes 0 and 3 break out at %split, lane 1 goes round and leaves at %header, lane 2
#: returns at %body; %a and %b (once_loop_merge) send lane 0 to %join from %exit, lane 1
#: through %test.
SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                    args={"p": (1, 0, 0, 1), "q": (1, 1, 0, 1), "a": (1, 0, 0, 0),
                          "b": (0, 1, 0, 0)})


def _schedule(fn: Function) -> Schedule:
    return narrowed(SCHEDULE, fn)


def test_the_runs_take_every_edge_and_start_two_iterations() -> None:
    """Rule 4 has nothing to drop: every edge the model counts is taken on the schedule;
    lane 1 runs %header twice in one visit."""
    fn = kernel("once_loop.before.ll")
    record = run(fn, _schedule(fn), Model.IPDOM).trace.record
    every = {(b, s) for b, succs in reconvergence_edges(fn).items() for s in succs}
    assert taken_edges(fn, [record]) == every
    assert iterations(fn, nest_loops, [record]) == {"kernel": {"header": 2}}


def test_a_loop_that_runs_once_deleted_is_inconclusive() -> None:
    """Static reading: %e elects {0,3} and {1} apart (lane 1 elects 1); after, with the loop
    gone, {0,1,3} together (lane 1 elects 0). A violation on main; with the first iteration
    peeled, the loop left runs only its exiting header, SCCP folds its entry into the body,
    and %exit post-dominates the copy of %split: before shows after's behaviour. Under
    maximal %exit lies outside every cycle, so both programs elect together: a pass."""
    before, after = kernel("once_loop.before.ll"), kernel("once_loop.after.ll")
    schedule = _schedule(before)
    verdict = check_refinement(before, after, [schedule], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + LATER_ITERATION.format(loops="%header")]
    assert check_refinement(before, after, [schedule], Model.MAXIMAL).kind is Verdict.PASS


def test_a_merged_branch_beside_the_loop_stays_a_violation() -> None:
    """Seed 169's real difference: lane 0 reaches %join from %exit, lane 1 through %test;
    ipdom keeps them apart until %done (each elects 1), after's one branch on
    ``%a != 0 || %b != 0`` joins them (lane 1 elects 0). Peeling the loop explains the
    election at %exit, not this one: the re-check finds nothing, the violation stands."""
    before, after = kernel("once_loop_merge.before.ll"), kernel("once_loop_merge.after.ll")
    verdict = check_refinement(before, after, [SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, verdict.message
    assert verdict.counterexample is not None
    assert unrolled_doubt(before, SCHEDULE, Model.IPDOM, verdict.counterexample.after, 64) is None


def test_the_report_names_the_difference_the_peeled_reading_keeps() -> None:
    """The static reading's first difference is %e at %exit (lanes 0 and 3 apart from 1),
    which the peeled reading joins as after does: main named it (seed 169 named %max3 so).
    The violation's evidence is %f at %join, apart ({0}) in every reading of before and
    joined ({0,1}) in after: the report names that."""
    before, after = kernel("once_loop_merge.before.ll"), kernel("once_loop_merge.after.ll")
    verdict = check_refinement(before, after, [SCHEDULE], Model.IPDOM)
    assert verdict.counterexample is not None, verdict.message
    first = verdict.counterexample.first_difference
    assert first is not None
    assert (first.lane, first.index, first.before_label, first.after_label) == (0, 2, "%f", "%f")
    assert (first.before_set, first.after_set) == ({0}, {0, 1})


def test_the_maximal_model_is_not_re_checked() -> None:
    before, after = kernel("once_loop.before.ll"), kernel("once_loop.after.ll")
    shown = run(after, _schedule(after), Model.IPDOM).behaviour
    assert unrolled_doubt(before, _schedule(before), Model.MAXIMAL, shown, 64) is None
