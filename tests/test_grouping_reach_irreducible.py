"""Regions a grouping decides that hold a whole irreducible cycle (fuzzfarm/analysis/
counted_cycles.py, ``_counted_scc``; SEMANTICS.md, "What a grouping can reach", *Loops,
returns and memory in regions*).

An elect under an anchor picks which entry of a two-entry cycle a thread takes (seed 003,
"Cycles": the cycle's header, hence the maximal keys inside it, depend on the DFS order;
seed 000, "Opportunistic Convergent Operations"), and an elect inside it may leave it
early; each part passes its counter plus one to the other, and leaves once it reaches the
bound. However the groupings fall, a thread leaves the cycle after at most the bound's
visits of its entries, so what it does after the cycle is the same under every grouping.
The reach used to be unknown there (a cyclic region in an irreducible CFG), so at 32 and
64 lanes, where *before*'s groupings can only be sampled, no verdict could be given.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run
from test_grouping_reach_loops import _BALLOT, _SPLIT
from test_unobserved_groupings import generated_kernels

from fuzzfarm.analysis.counted_cycles import counted_cycles
from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.grouping_reach import grouping_reach, never_poison, unknown_cause
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.schedules import generate_schedule

# Which entry a thread takes is an elect's (an anchor's grouping); part %pa adds an
# anchor's sum into %side at byte 0, part %pb stores an anchor's minimum at byte 4 and
# leaves early unless elected. Each part's counter is the other's plus one, and the
# bound 2 stops both. After the cycle an entry-token ballot of the lanes below 6 goes to
# %out (every thread reaches it under every grouping) and the lane id is returned.
IRR = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %el, label %pa, label %pb

pa:
  %ca = phi i32 [ 0, %entry ], [ %nb, %pb ]
  %a1 = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a1) ]
  %old = load i32, ptr %side, align 4
  %acc = add i32 %old, %s
  store i32 %acc, ptr %side, align 4
  %na = add nuw nsw i32 %ca, 1
  %ga = icmp ult i32 %na, 2
  br i1 %ga, label %pb, label %done

pb:
  %cb = phi i32 [ 0, %entry ], [ %na, %pa ]
  %a2 = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %a2) ]
  %at = getelementptr inbounds i32, ptr %side, i32 1
  store i32 %m, ptr %at, align 4
  %el2 = call i1 @subgroupElect() [ "convergencectrl"(token %a2) ]
  %nb = add nuw nsw i32 %cb, 1
  %gb0 = icmp ult i32 %nb, 2
  %gb = and i1 %gb0, %el2
  br i1 %gb, label %pa, label %done

done:
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""


def kernel(body: str) -> Function:
    return parse_module(HEADER + body).functions["k"]


def split_ballot_is_a_violation(before: Function, after: Function, schedule: Schedule) -> None:
    """``after`` (``before`` with ``_SPLIT`` for ``_BALLOT``: the seed-000 miscompile of
    "Tail duplication", test_grouping_reach_loops.py) is a violation on ``schedule``
    (every lane active, 7 or more): lane 0's ballot in %out holds the even lanes below 6,
    before's every lane below 6 under every grouping."""
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None and cex.after is not None
    lane0 = next(t for t in cex.after.threads if t.lane == 0)
    assert lane0.buffers[0][:8] == tuple((0b010101).to_bytes(8, "little"))


def renamed_is_never_a_violation(body: str, make: Callable[[str], Function],
                                 schedules: list[Schedule]) -> None:
    """*after* = kernel ``body`` with its lane id renamed (a correct transform) is never a
    violation: what a grouping reaches differs between groupings and must be masked."""
    before, after = make(body), make(body.replace("%lane", "%lane.r"))
    for schedule in schedules:
        verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=16)
        assert verdict.kind is not Verdict.VIOLATION, verdict.message


def test_the_two_entry_cycle_is_counted_and_its_region_reached() -> None:
    # By hand: both counters and both increments bound the cycle (at most 2 visits of an
    # entry), so they are never poison whatever their nuw/nsw; the region of the elect's
    # branch holds the whole cycle: %side's bytes 0..7 are reached, nothing else.
    fn = kernel(IRR)
    assert not compute_cycles(fn).is_reducible
    values = {i.name: i for i in fn.instructions() if i.name}
    (counters,) = counted_cycles(fn).values()
    assert {v.name for v in counters} == {"ca", "cb", "na", "nb"}
    assert never_poison(values["nb"]) and never_poison(values["gb"])
    reach = grouping_reach(fn)
    assert reach is not None
    assert (reach.buffers, reach.spans, reach.returned, reach.loops, reach.events) == (
        frozenset({1}), frozenset((1, k) for k in range(8)), False, True, False)


@pytest.mark.parametrize(("old", "new"), [
    # a part whose test does not stop the counter: a grouping could keep a thread in it
    ("%gb0 = icmp ult i32 %nb, 2", "%gb0 = icmp ult i32 %x, 2"),
    # a counter that starts at a value no constant bounds
    ("[ 0, %entry ], [ %nb, %pb ]", "[ %x, %entry ], [ %nb, %pb ]"),
    # a counter passed on unchanged: the walk pa, pb, pa, ... need not grow it
    ("[ 0, %entry ], [ %na, %pa ]", "[ 0, %entry ], [ %ca, %pa ]"),
    # a bound no constant caps
    ("%ga = icmp ult i32 %na, 2", "%ga = icmp ult i32 %na, %x"),
    # a test on the way to one exit only: the back edge is taken whatever the counter
    ("%gb = and i1 %gb0, %el2\n  br i1 %gb, label %pa, label %done",
     "br i1 %el2, label %pa, label %pb.t\n\npb.t:\n  br i1 %gb0, label %pa, label %done"),
])
def test_what_is_not_counted(old: str, new: str) -> None:
    body = IRR.replace(old, new)
    assert body != IRR
    fn = kernel(body)
    assert counted_cycles(fn) == {}
    assert grouping_reach(fn) is None and unknown_cause(fn) in ("cyclic region", "poison branch")


def test_a_loop_inside_a_part_is_not_counted() -> None:
    # Part %pb waits in a loop of its own until its anchor elects it: no counter bounds
    # that walk (the cycle without its entries is not acyclic), so nothing is claimed.
    body = IRR.replace("  %el2 = call i1", "  br label %spin\n\nspin:\n"
                       "  %a3 = call token @llvm.experimental.convergence.anchor()\n"
                       "  %el3 = call i1 @subgroupElect() [ \"convergencectrl\"(token %a3) ]\n"
                       "  br i1 %el3, label %tail, label %spin\n\ntail:\n  %el2 = call i1")
    fn = kernel(body)
    assert not compute_cycles(fn).is_reducible
    assert counted_cycles(fn) == {}
    assert grouping_reach(fn) is None and unknown_cause(fn) in ("cyclic region", "poison branch")


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_every_grouping_shows_the_base_run_outside_the_reach(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # Brute force: every grouping of the listing (2 and 3 lanes, every DFS order's base
    # run; grown by the anchor instances of the entry a grouping picks) matches its base
    # run on what the reach leaves out. Under ipdom the
    # reach is not used (Reach.loops); it is checked here all the same.
    fn = kernel(IRR)
    for lanes in (2, 3):
        for low in (-3, 1):
            schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 + low for lane in range(lanes)]})
            assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch, grown=True)


# Generated kernels whose region holds a two-entry cycle, and whose listing at 2 and 3
# lanes is small enough for a test (of those `anchor_widths --causes` now calls known; the
# others, 145 and 152 among them, run out of the listing's budget or take minutes).
GENERATED = (19, 30, 32, 54, 64, 74, 111, 136)


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_generated_kernels_with_irreducible_cycles_in_regions(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    kernels = checked = 0
    for seed, fn in generated_kernels(range(400)):
        if seed not in GENERATED or compute_cycles(fn).is_reducible:
            continue
        reach = grouping_reach(fn)
        assert reach is not None and reach.loops, seed
        kernels += 1
        for lanes in (2, 3):
            schedule = generate_schedule(fn, seed * 7 + lanes, subgroup_size=lanes)
            schedule = replace(schedule, active_lanes=tuple(range(lanes)))
            checked += _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch,
                                                          grown=True)
    assert kernels == len(GENERATED) and checked >= 2 * len(GENERATED) - 2, (kernels, checked)


@pytest.mark.parametrize("lanes", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_a_split_entry_ballot_is_a_violation_at_real_wave_sizes(lanes: int) -> None:
    # By hand: both arms of the lane-parity branch are taken, so after's ballot in lane 0
    # holds the even lanes below 6, where before's holds every lane below 6, under every
    # grouping and every DFS order of before (none of which reaches %out).
    schedule = Schedule.full(lanes, {"x": [lane % 5 for lane in range(lanes)]})
    split_ballot_is_a_violation(kernel(IRR), kernel(IRR.replace(_BALLOT, _SPLIT)), schedule)


def test_a_correct_copy_is_never_a_violation_at_32_lanes() -> None:
    # the reached bytes of %side differ between groupings and DFS orders
    renamed_is_never_a_violation(IRR, kernel, [
        Schedule.full(32, {"x": [(lane * 5) % 7 + low for lane in range(32)]}) for low in (-3, 1)])
