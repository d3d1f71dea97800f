"""Regions a lane-id branch jumps into the middle of (SEMANTICS.md, "What a grouping can
reach", *Branches into a region*; fuzzfarm/analysis/grouping_reach.py).

The generators' jumps into the middle of a block let a branch taken before a region (on a
lane id: no grouping's choice) enter the region at a block past its opening branch, so
under *ipdom* that branch's frame may reconverge inside the region. The reach's *ipdom*
argument pops only the frames pushed in the region; these kernels check, against every
grouping of the listing at 2 and 3 lanes under both models, that the frames pushed before
it leave every key outside the region as the base run's: such a frame still on a thread's
stack at the opening branch B reconverges at a post-dominator of B, so at J or after it.
"""

from __future__ import annotations

import re

import pytest
from test_grouping_reach import _every_grouping_shows_the_base_run
from test_grouping_reach_irreducible import (
    kernel,
    renamed_is_never_a_violation,
    split_ballot_is_a_violation,
)
from test_grouping_reach_loops import _BALLOT, _SPLIT

from fuzzfarm.analysis.dominators import immediate_post_dominator, reconvergence_tree
from fuzzfarm.analysis.grouping_reach import grouping_reach, unknown_cause
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

_ENTRY = """  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
"""

_TAIL = """j:
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""

# Lane 0 jumps from %entry into %mid, the middle of the region {mid, n} of %bb's elect
# (J = %j); %mid sums %x over the anchor's group into bytes 0..3 of %side, stores an
# entry-token ballot at bytes 8..15 and branches on the lane id inside the region.
JUMP = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
""" + _ENTRY + """  %a = call token @llvm.experimental.convergence.anchor()
  %lo = icmp ult i32 %lane, 1
  br i1 %lo, label %mid, label %bb

bb:
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %el, label %mid, label %n

mid:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  store i32 %s, ptr %side, align 4
  %in = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  %at8 = getelementptr inbounds i64, ptr %side, i32 1
  store i64 %in, ptr %at8, align 8
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %n, label %j

n:
  br label %j

""" + _TAIL

# JUMP with a constant branch in %mid: the ipdom model's post-dominators fold it
# (SEMANTICS.md "ipdom"), so %entry's frame (pushed before the region) and %bb's
# reconverge at %n, inside the region the reach computes over every edge.
FOLD = JUMP.replace("  %c = icmp ult i32 %lane, 2\n  br i1 %c, label %n, label %j",
                    "  br i1 true, label %n, label %j")

# An elect under an anchor in %bb opens the region {mid, n}; %mid sums %x over an
# anchor of its own (%bb's does not dominate it).
_ELECT = """bb:
  %a = call token @llvm.experimental.convergence.anchor()
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %el, label %mid, label %n

mid:
  %a2 = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a2) ]
"""

# A counted loop: the header's branch on the parity of lane + i jumps into %mid, the
# middle of the region {mid, n} of %bb's elect (J = the latch), within one iteration; %mid
# sums %x over its own anchor into bytes 4..7, %n stores an anchor's ballot at bytes 0..7.
LOOPJUMP = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
""" + _ENTRY + """  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %par = add i32 %lane, %i
  %pbit = and i32 %par, 1
  %go = icmp ne i32 %pbit, 0
  br i1 %go, label %mid, label %bb

""" + _ELECT + """  %at = getelementptr inbounds i32, ptr %side, i32 1
  store i32 %s, ptr %at, align 4
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %n, label %latch

n:
  %a3 = call token @llvm.experimental.convergence.anchor()
  %in = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a3) ]
  store i64 %in, ptr %side, align 4
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 2
  br i1 %more, label %h, label %j

""" + _TAIL

# Lane 0 jumps from %entry to %n, inside the region {d, mid, n} of a switch on an anchor's
# sum of lane ids (J = %j); %mid stores the sum at bytes 0..3 of %side, %n the way it
# came at bytes 4..7.
SWITCH = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
""" + _ENTRY + """  %a = call token @llvm.experimental.convergence.anchor()
  %lo = icmp ult i32 %lane, 1
  br i1 %lo, label %n, label %bb

bb:
  %s = call i32 @subgroupAdd(i32 %lane) [ "convergencectrl"(token %a) ]
  %m = and i32 %s, 3
  switch i32 %m, label %d [ i32 0, label %mid
                            i32 1, label %n
                            i32 2, label %j ]

d:
  %c0 = icmp ult i32 %lane, 2
  br i1 %c0, label %mid, label %n

mid:
  store i32 %s, ptr %side, align 4
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %n, label %j

n:
  %q = phi i32 [ 1, %entry ], [ 2, %bb ], [ 3, %d ], [ 4, %mid ]
  %at = getelementptr inbounds i32, ptr %side, i32 1
  store i32 %q, ptr %at, align 4
  br label %j

""" + _TAIL

# Lane 0 runs a counted loop %ih whose exit jumps into %mid, the middle of %bb's region
# {mid, n}: the frames its latch pushes reconverge at %mid, inside the region, on a thread
# that never passes %bb; %mid sums %x over its own anchor into bytes 0..3.
INNER = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
""" + _ENTRY + """  %lo = icmp ult i32 %lane, 1
  br i1 %lo, label %ih, label %bb

ih:
  %k = phi i32 [ 0, %entry ], [ %k.next, %ih ]
  %k.next = add nuw nsw i32 %k, 1
  %stay = icmp ult i32 %k.next, 2
  br i1 %stay, label %ih, label %mid

""" + _ELECT + """  store i32 %s, ptr %side, align 4
  %c = icmp ult i32 %lane, 2
  br i1 %c, label %n, label %j

n:
  br label %j

""" + _TAIL

HAND = {"jump": JUMP, "fold": FOLD, "loopjump": LOOPJUMP, "switch": SWITCH, "inner": INNER}


def test_what_each_kernel_reaches() -> None:
    # By hand: the stores in the region write only %side at constant offsets (JUMP and
    # FOLD bytes 0..3 and 8..15, LOOPJUMP and SWITCH bytes 0..7, INNER 0..3); %out's
    # ballot after J is reached by no grouping, and no region holds a cycle.
    expected = {"jump": [*range(4), *range(8, 16)], "fold": [*range(4), *range(8, 16)],
                "loopjump": list(range(8)), "switch": list(range(8)), "inner": list(range(4))}
    for name, spans in expected.items():
        reach = grouping_reach(kernel(HAND[name]))
        assert reach is not None, (name, unknown_cause(kernel(HAND[name])))
        assert (reach.buffers, reach.spans, reach.returned, reach.barriers, reach.loops) == \
            (frozenset({1}), frozenset((1, k) for k in spans), False, False, False), name


def test_a_frame_pushed_before_the_region_reconverges_inside_it() -> None:
    # The shape in question: in FOLD the ipdom model's post-dominator of %entry's lane
    # branch is %n (the folded edge %mid -> %j is no path), a block of %bb's region.
    fn = kernel(FOLD)
    ipdom = {b.name: immediate_post_dominator(reconvergence_tree(fn), b) for b in fn.blocks}
    assert ipdom["entry"].name == ipdom["bb"].name == ipdom["mid"].name == "n"
    assert grouping_reach(fn) is not None
    # in INNER the exit of lane 0's loop reconverges at %mid, in %bb's region
    inner = kernel(INNER)
    assert immediate_post_dominator(reconvergence_tree(inner), inner.block("ih")).name == "mid"


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("name", sorted(HAND))
def test_every_grouping_shows_the_base_run_outside_the_reach(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # LOOPJUMP's listing takes a while: one set of inputs
    fn = kernel(HAND[name])
    for lanes in (2, 3):
        for low in (-3, 1) if name != "loopjump" else (1,):
            schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 + low for lane in range(lanes)]})
            assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch, grown=True)


@pytest.mark.parametrize("name", ["jump", "fold"])
def test_a_split_entry_ballot_is_a_violation_and_a_renamed_lane_is_not(name: str) -> None:
    schedules = [Schedule.full(lanes, {"x": [lane % 5 for lane in range(lanes)]}) for lanes in (16, 32)]
    split_ballot_is_a_violation(kernel(HAND[name]), kernel(HAND[name].replace(_BALLOT, _SPLIT)),
                                schedules[1])
    renamed_is_never_a_violation(HAND[name], kernel, schedules)


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_folding_the_constant_branch_is_no_violation(model: Model) -> None:
    # SimplifyCFG's fold of FOLD's `br i1 true`: a correct transform, at 16 and 32 lanes
    before, after = kernel(FOLD), kernel(FOLD.replace("br i1 true, label %n, label %j", "br label %n"))
    for lanes in (16, 32):
        schedule = Schedule.full(lanes, {"x": [lane % 5 for lane in range(lanes)]})
        verdict = check_refinement(before, after, [schedule], model, max_runs=8)
        assert verdict.kind is not Verdict.VIOLATION, verdict.message


def _uncontrolled(body: str) -> str:
    """``body`` without tokens or ``convergent``: an implicit anchor groups the threads
    (SEMANTICS.md, "Non-convergent kernels"), so %out's ballot is a source too."""
    body = re.sub(r'  %(e|a\d?) = call token @llvm\.experimental\.convergence\.(entry|anchor)\(\)\n', "", body)
    body = re.sub(r' \[ "convergencectrl"\(token %\w+\) \]', "", body)
    return body.replace(") convergent {", ") {")


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("name", sorted(HAND))
def test_the_implicit_anchor_s_groupings_show_the_base_run(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel(_uncontrolled(HAND[name]))
    assert "convergent" not in fn.attrs and "token" not in _uncontrolled(HAND[name])
    reach = grouping_reach(fn)
    assert reach is not None and reach.buffers == frozenset({0, 1})
    for lanes in (2, 3):
        schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 for lane in range(lanes)]})
        assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch, grown=True)
