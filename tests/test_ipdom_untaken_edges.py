"""An ipdom violation that rests on an edge of before no run takes is inconclusive.

LLVM proves edges dead by analyses our static reading of the ipdom model lacks (IPSCCP's
ranges: a loop counter that is only ever 0 or 1 never equals 4) and folds them; counted,
such an edge made the function exit the post-dominator of the branch around the loop, so
before's lanes met apart where the folded after's meet together: a "violation" of an
opt-19 ``default<O3>`` amdgcn campaign (``--model ipdom``, 30 cases, master seed 1,
IPSCCP). A violation is re-checked with before's post-dominators over the edges its runs
took (SEMANTICS.md, "ipdom", rule 4; fuzzfarm/refinement/untaken_edges.py); a violation
that does not rest on such an edge stays one.
"""

from __future__ import annotations

import pytest
from clirun import fuzzfarm
from ipdomdata import DATA, kernel, narrowed

from fuzzfarm.analysis.dominators import immediate_post_dominator, reconvergence_tree
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import untaken_edges
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.untaken_edges import (
    UNTAKEN_EDGE,
    UNTRIED,
    all_edges,
    edge_sets,
    loose_edges,
)
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run
from oracles.reference.taken import taken_edges

#: Lanes 0 and 1 run the loop (%p != 0), lanes 2 and 3 go straight on; %q splits 0, 2 from 1, 3.
SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                    args={"p": (1, 1, 0, 0), "q": (1, 0, 1, 0)})


def _schedule(fn: Function) -> Schedule:
    return narrowed(SCHEDULE, fn)


def test_the_runs_never_take_the_dead_edge_and_without_it_the_join_post_dominates() -> None:
    fn = kernel("range_exit.before.ll")
    entry, header, join = fn.block("entry"), fn.block("header"), fn.block("join")
    taken = taken_edges(fn, [run(fn, _schedule(fn), Model.IPDOM).trace.record])
    assert (header, fn.block("latch")) in taken and (entry, join) in taken
    assert (header, fn.block("early")) not in taken
    assert immediate_post_dominator(reconvergence_tree(fn), entry) is None  # the exit
    assert immediate_post_dominator(reconvergence_tree(fn, taken), entry) is join


def test_folding_an_edge_only_ranges_prove_dead_is_inconclusive() -> None:
    """The campaign's IPSCCP fold, reduced: exit 1 on main (before's lanes 0 and 1 elect
    apart from lane 2 there), inconclusive now, never a pass and never a violation."""
    result = fuzzfarm(["validate", DATA / "range_exit.before.ll", DATA / "range_exit.after.ll",
                       "--model", "ipdom"])
    assert result.returncode == 3, result.stdout
    assert "rests on an edge of before no explored run takes (%header -> %early)" in result.stdout


def test_the_schedule_is_undecided_with_the_reason() -> None:
    before, after = kernel("range_exit.before.ll"), kernel("range_exit.after.ll")
    verdict = check_refinement(before, after, [_schedule(before)], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.undecided == 1 and verdict.undecided_at == 0
    assert verdict.notes == ["schedule 1: " + UNTAKEN_EDGE.format(edges="%header -> %early")]


def test_a_violation_beside_the_untaken_edge_stays_a_violation() -> None:
    """After also splits the election by %q: over the taken edges before's four lanes
    elect together, so the re-check runs and still finds after's sets ({0,2}, {1,3})
    nowhere in before."""
    before, after = kernel("range_exit_q.before.ll"), kernel("range_exit.split.ll")
    verdict = check_refinement(before, after, [SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, verdict.message


def test_folding_an_edge_runs_take_stays_a_violation() -> None:
    """Against 1 the counter does hit: lanes 0 and 1 return %p, and the fold is wrong."""
    result = fuzzfarm(["validate", DATA / "taken_exit.before.ll", DATA / "range_exit.after.ll",
                       "--model", "ipdom"])
    assert result.returncode == 1, result.stdout


def test_the_maximal_model_is_not_re_checked() -> None:
    """Under maximal the lanes meet at %join (outside every cycle) in both programs: a pass,
    as on main; the re-check belongs to ipdom alone."""
    before, after = kernel("range_exit.before.ll"), kernel("range_exit.after.ll")
    assert check_refinement(before, after, [_schedule(before)], Model.MAXIMAL).kind is Verdict.PASS


CALLS = """
define i32 @f(i32 %v) convergent {
entry:
  %c = icmp eq i32 %v, 0
  br i1 %c, label %zero, label %done
zero:
  br label %done
done:
  %r = phi i32 [ 1, %zero ], [ 2, %entry ]
  ret i32 %r
}
define i32 @kernel(i32 %x) convergent {
entry:
  %a = call i32 @f(i32 %x)
  br label %next
next:
  %b = call i32 @f(i32 1)
  %s = add i32 %a, %b
  ret i32 %s
}
"""


def test_edges_are_read_per_function_and_per_invocation() -> None:
    """A callee's blocks sit between the caller's in a thread's record: the kernel's edge
    still joins its own blocks, and a second call starts afresh at the callee's entry
    (no edge from its return block back to it)."""
    kernel = parse_module(CALLS).kernel()
    observed = run(kernel, Schedule(2, (0, 1), {"x": (0, 5)}), Model.IPDOM)
    taken = taken_edges(kernel, [observed.trace.record])
    owner = {b: f.name for f in (kernel, kernel.module.functions["f"]) for b in f.blocks}
    assert sorted(f"{owner[a]}:{a.name}->{b.name}" for a, b in taken) == [
        "f:entry->done", "f:entry->zero", "f:zero->done", "kernel:entry->next"]


#: The halves of range_exit_live also part at %tail by %q; %r never takes its live early return.
LIVE_SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                         args={"p": (1, 1, 0, 0), "q": (1, 0, 1, 0), "r": (0, 0, 0, 0)})


def test_a_dead_edge_read_alone_when_every_untaken_edge_at_once_moves_a_live_join() -> None:
    """After folds only the dead %header -> %early (opt-19 ipsccp gives the same, a range()
    attribute aside): its four lanes elect together at %join, and at %meet {0,2} apart from
    {1,3}, since %left -> %late (%r == 7) stays live and keeps %tail's post-dominator the
    exit. Before read statically elects {0,1} and {2,3} at %join; with every untaken edge
    dropped (both early returns) it elects all four together at %meet too, so on main the
    re-check found after nowhere and reported a violation (as an O2 nvptx campaign's seed
    166 under ipdom, an edge in a region its runs never enter). Read without %header -> %early
    alone, before shows exactly after's sets: the violation rests on that edge, inconclusive.
    Under maximal both programs pass (nothing the fold changed is a convergence choice)."""
    before, after = kernel("range_exit_live.before.ll"), kernel("range_exit_live.after.ll")
    verdict = check_refinement(before, after, [LIVE_SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + UNTAKEN_EDGE.format(edges="%header -> %early")]
    assert check_refinement(before, after, [LIVE_SCHEDULE], Model.MAXIMAL).kind is Verdict.PASS



#: As LIVE_SCHEDULE, %x any value (its low two bits are never 4, nor above 3).
TWO_SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                        args={**LIVE_SCHEDULE.args, "x": (0, 1, 2, 3)})


def test_two_dead_edges_read_together_when_neither_alone_moves_the_join() -> None:
    """two_dead_exits: after folds both dead early returns (%a -> %early, %b -> %early2) and
    its lanes elect together at %join, {0,2} apart from {1,3} at %meet. Before without
    either one alone still has the exit post-dominate %entry (%join apart); without every
    untaken edge it also loses the live %left -> %late (%meet together). On main, which read
    each edge alone and all at once, a violation; read without the two together, before
    shows exactly after's sets: inconclusive. Maximal passes it."""
    before, after = kernel("two_dead_exits.before.ll"), kernel("two_dead_exits.after.ll")
    verdict = check_refinement(before, after, [TWO_SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + UNTAKEN_EDGE.format(
        edges="%a -> %early, %b -> %early2")]
    assert check_refinement(before, after, [TWO_SCHEDULE], Model.MAXIMAL).kind is Verdict.PASS


def test_sets_of_untaken_edges_left_unread_leave_the_violation_undecided(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With one reading allowed (the first distinct tree: without %a -> %early alone), the
    pair is never read: the violation may rest on it, so inconclusive, never a violation."""
    monkeypatch.setattr(untaken_edges, "READINGS", 1)
    before, after = kernel("two_dead_exits.before.ll"), kernel("two_dead_exits.after.ll")
    verdict = check_refinement(before, after, [TWO_SCHEDULE], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + UNTRIED.format(edges=3, readings=1)]


def test_the_sets_read_are_distinct_trees_smallest_first() -> None:
    """Of two_dead_exits' three untaken edges, every set but the empty one moves some
    post-dominator, each its own way: the three alone, then the three pairs, then all."""
    fn = kernel("two_dead_exits.before.ll")
    taken = taken_edges(fn, [run(fn, TWO_SCHEDULE, Model.IPDOM).trace.record])
    loose = loose_edges(fn, taken)
    assert [f"{b.name}->{s.name}" for b, s in loose] == ["a->early", "b->early2", "left->late"]
    entered = {b for e in taken for b in e}
    assert [len(s) for s in edge_sets(fn, all_edges(fn), loose, entered)] == [1, 1, 1, 2, 2, 2, 3]
