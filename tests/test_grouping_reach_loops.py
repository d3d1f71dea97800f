"""Regions a grouping decides that leave a loop, end in a return, or hold memory accesses
and external calls (fuzzfarm/analysis/grouping_reach.py; SEMANTICS.md, "What a grouping
can reach", *Loops, returns and memory in regions*).

An elect under an anchor in a loop that breaks out of it (seed 000, "Opportunistic
Convergent Operations": which thread is elected is the implementation's) makes the
loop's iteration count, and everything the loop writes, depend on the grouping, but not
what the thread does after the loop: it leaves at the loop's exit after at most the
loop's bound of iterations, whatever the grouping. The reach used to be unknown there
(the region was cyclic), so at 32 and 64 lanes, where *before*'s groupings can only be
sampled, no verdict could be given; the same holds for a branch to a return (the threads
leave by different returns) and a region that stores, loads or calls.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_grouping_reach import HEADER, _every_grouping_shows_the_base_run
from test_unobserved_groupings import generated_kernels

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.grouping_reach import (
    counted_cycles,
    grouping_reach,
    never_poison,
    unknown_cause,
)
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.schedules import generate_schedule

LOOP_HEADER = HEADER + """
declare void @ext.use(i32)
"""

# The elected thread of each iteration's anchor instance leaves the counted loop (at most
# three iterations) early; the others add %x and store the sum into %side at byte 0 in the
# loop. After the loop an entry-token ballot of the lanes below 6 goes to %out (every
# thread of the launch reaches it, under every grouping) and the lane id is returned.
BREAK = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %a = call token @llvm.experimental.convergence.anchor()
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %el, label %leave, label %body

body:
  %acc1 = add i32 %acc, %x
  store i32 %acc1, ptr %side, align 4
  EVENT
  br label %latch

latch:
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 3
  br i1 %c, label %h, label %done

leave:
  br label %done

done:
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""

# An elected thread returns at once, the others add the anchor's sum to byte 4 of %side
# (a constant offset), call @ext.use with the sum and return it: the region after the branch ends
# at the function's exit. The entry-token ballot before the anchor is no grouping's.
RETURN = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  %a = call token @llvm.experimental.convergence.anchor()
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %el, label %early, label %rest

early:
  ret i32 %lane

rest:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  %at = getelementptr inbounds i32, ptr %side, i32 1
  %old = load i32, ptr %at, align 4
  %sum = add i32 %s, %old
  store i32 %sum, ptr %at, align 4
  call void @ext.use(i32 %s)
  ret i32 %sum
}
"""

HAND = {"break": BREAK.replace("EVENT\n", ""),
        "break with an event": BREAK.replace("EVENT", "call void @ext.use(i32 %i)"),
        "return": RETURN}

# The seed-000 miscompile of "Tail duplication" in each: the entry-token ballot copied
# into both arms of a branch on the lane id sees only its arm's lanes (with 7 or more
# active lanes both arms are taken), where before's sees every thread.
_BALLOT = '%b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]'
_SPLIT = ('%odd = and i32 %lane, 1\n  %isodd = icmp ne i32 %odd, 0\n  br i1 %isodd, label %b.one, '
          'label %b.two\n\nb.one:\n  %b1 = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"'
          '(token %e) ]\n  br label %b.join\n\nb.two:\n  %b2 = call i64 @subgroupBallot(i1 %low) '
          '[ "convergencectrl"(token %e) ]\n  br label %b.join\n\nb.join:\n  %b = phi i64 [ %b1, '
          '%b.one ], [ %b2, %b.two ]')


def kernel(body: str) -> Function:
    return parse_module(LOOP_HEADER + body).functions["k"]


def test_what_each_kernel_reaches() -> None:
    # By hand: BREAK's loop writes %side (buffer 1) at bytes 0..3 and decides nothing
    # else; with the event its @ext.use calls are reached whole; RETURN's elected thread
    # returns early, so its returned value, its events and %side's bytes 4..7 are reached.
    brk, event, ret = (grouping_reach(kernel(HAND[k])) for k in ("break", "break with an event",
                                                                  "return"))
    assert brk is not None and event is not None and ret is not None
    assert (brk.buffers, brk.spans, brk.returned, brk.loops, brk.events) == (
        frozenset({1}), frozenset((1, k) for k in range(4)), False, True, False)
    assert (event.loops, event.events) == (True, True)
    assert (ret.buffers, ret.spans, ret.returned, ret.loops, ret.events, ret.bytes) == (
        frozenset({1}), frozenset((1, k) for k in range(4, 8)), True, False, True, 8)


def _counted(body: str) -> set[str]:
    return {b.name for b in counted_cycles(kernel(body))}


@pytest.mark.parametrize(("old", "new", "counted"), [
    ("", "", True),
    # a test that does not stop the counter: the loop may run on
    ("%c = icmp ult i32 %i.next, 3", "%c = icmp ult i32 %x, 3", False),
    # a step of two could jump past a bound the test compares for equality; here the
    # counter does not count by one, so nothing is claimed
    ("%i.next = add nuw nsw i32 %i, 1", "%i.next = add nuw nsw i32 %i, 2", False),
    # a bound no constant caps
    ("%c = icmp ult i32 %i.next, 3", "%c = icmp ult i32 %i.next, %x", False),
    # min(%x, 3) caps it; and the test may be one half of an and
    ("%c = icmp ult i32 %i.next, 3", "%small = icmp ult i32 %x, 3\n  %t = select i1 %small, i32 %x, "
     "i32 3\n  %c0 = icmp ult i32 %i.next, %t\n  %m = icmp slt i32 %i.next, %x\n  %c = and i1 %c0, %m",
     True),
    # a start that is no constant
    ("[ 0, %entry ], [ %i.next, %latch ]", "[ %x, %entry ], [ %i.next, %latch ]", False),
])
def test_counted_cycles(old: str, new: str, counted: bool) -> None:
    body = HAND["break"].replace(old, new) if old else HAND["break"]
    assert (_counted(body) == {"h"}) == counted


@pytest.mark.parametrize(("old", "new"), [
    # the loop's bound is not a constant: a grouping could keep a thread in it for ever
    ("%c = icmp ult i32 %i.next, 3", "%c = icmp ult i32 %x, 3"),
    # a store in the loop through an address no bound covers
    ("store i32 %acc1, ptr %side, align 4",
     "%far = getelementptr i32, ptr %side, i32 %x\n  store i32 %acc1, ptr %far, align 4"),
    # an event whose argument may be poison (external-poison only in some groupings)
    ("EVENT", "%p = add nsw i32 %acc, %x\n  call void @ext.use(i32 %p)"),
    # a load in the loop that promises a value (!noundef of what may be poison)
    ("EVENT", "%l = load i32, ptr %side, align 4, !noundef !0"),
])
def test_what_stays_unknown(old: str, new: str) -> None:
    body = BREAK.replace(old, new).replace("EVENT\n", "") + "\n!0 = !{}\n"
    assert grouping_reach(kernel(body)) is None


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
@pytest.mark.parametrize("name", sorted(HAND))
def test_every_grouping_shows_the_base_run_outside_the_reach(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # Brute force: every grouping of the complete listing (2 and 3 lanes, inputs that
    # keep the loop running its three iterations in some lanes) matches its base run on
    # what the reach leaves out. Under ipdom the loops' reach is not used (Reach.loops);
    # it is checked here all the same.
    fn = kernel(HAND[name])
    for lanes in (2, 3):
        for low in (-3, 1):
            schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 + low for lane in range(lanes)]})
            assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_generated_kernels_with_loops_events_or_returns_in_regions(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # Brute force on the generated kernels whose regions leave a loop or make events (the
    # kinds new here), at 2 and 3 lanes, against the complete listing.
    kernels = checked = 0
    for seed, fn in generated_kernels(range(150, 400)):
        reach = grouping_reach(fn)
        if reach is None or not (reach.loops or reach.events) or not compute_cycles(fn).is_reducible:
            continue  # irreducible cycles in regions: test_grouping_reach_irreducible.py
        kernels += 1
        for lanes in (2, 3):
            schedule = generate_schedule(fn, seed * 7 + lanes, subgroup_size=lanes)
            schedule = replace(schedule, active_lanes=tuple(range(lanes)))
            checked += _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)
    assert kernels >= 8 and checked >= 8, (kernels, checked)


@pytest.mark.parametrize("lanes", [32, pytest.param(64, marks=pytest.mark.slow)])
@pytest.mark.parametrize("name", sorted(HAND))
def test_a_split_entry_ballot_is_a_violation_at_real_wave_sizes(name: str, lanes: int) -> None:
    # By hand: both arms of the lane-parity branch are taken, so after's ballot in lane 0
    # holds the even lanes below 6, where before's holds every lane below 6, under every
    # grouping of before (which reaches neither %out nor, in BREAK, the returned value).
    # The reach was unknown (a cyclic region, a branch to a return): inconclusive.
    before = kernel(HAND[name])
    after = kernel(HAND[name].replace(_BALLOT, _SPLIT))
    schedule = Schedule.full(lanes, {"x": [lane % 5 for lane in range(lanes)]})
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None and cex.after is not None
    lane0 = next(t for t in cex.after.threads if t.lane == 0)
    assert lane0.buffers[0][:8] == tuple((0b010101).to_bytes(8, "little"))


@pytest.mark.parametrize("name", sorted(HAND))
def test_a_correct_copy_is_never_a_violation_at_32_lanes(name: str) -> None:
    # After = before with a value renamed: the reached observables (the loop's sum, the
    # early return, the events) differ between groupings, and must be masked.
    before = kernel(HAND[name])
    after = kernel(HAND[name].replace("%lane = call", "%lane.r = call")
                   .replace("i32 %lane", "i32 %lane.r").replace("i32 %lane.r, 6", "i32 %lane.r, 6"))
    for low in (-3, 1):
        schedule = Schedule.full(32, {"x": [(lane * 5) % 7 + low for lane in range(32)]})
        verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=16)
        assert verdict.kind is not Verdict.VIOLATION, verdict.message


def test_the_causes_left() -> None:
    # unknown_cause names why (anchor_widths --causes counts them): here the loop's
    # bound is no constant, and a store runs past what any bound covers.
    assert unknown_cause(kernel(HAND["break"].replace("%c = icmp ult i32 %i.next, 3",
                                                      "%c = icmp ult i32 %x, 3"))) == "cyclic region"
    assert unknown_cause(kernel(HAND["break"])) is None


def test_a_ballot_shifted_by_the_lane_id_is_never_poison() -> None:
    # The generators' "my bit of the ballot": an i64 shifted by the lane id, which is below
    # the subgroup size (at most 64), so never by the width or more; an i32 may be.
    fn = kernel("""
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  %l64 = zext i32 %lane to i64
  %bits = lshr i64 %b, %l64
  %mine = trunc i64 %bits to i1
  %narrow = trunc i64 %b to i32
  %bits32 = lshr i32 %narrow, %lane
  %xl = zext i32 %x to i64
  %byx = lshr i64 %b, %xl
  ret i32 %lane
}
""")
    values = {i.name: i for i in fn.instructions() if i.name}
    assert never_poison(values["bits"]) and never_poison(values["mine"])
    assert not never_poison(values["bits32"]) and not never_poison(values["byx"])


# The generators' "my bit" of an anchor's ballot decides a branch to the anchor's sum:
# the reach was unknown (the shift by the lane id was taken for possibly poison).
MY_BIT = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %px = trunc i32 %x to i1
  %bal = call i64 @subgroupBallot(i1 %px) [ "convergencectrl"(token %a) ]
  %l64 = zext i32 %lane to i64
  %bits = lshr i64 %bal, %l64
  %mine = trunc i64 %bits to i1
  br i1 %mine, label %add, label %join

add:
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  br label %join

join:
  %v = phi i32 [ %s, %add ], [ 0, %entry ]
  store i32 %v, ptr %side, align 4
  %low = icmp ult i32 %lane, 6
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""


@pytest.mark.parametrize("lanes", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_my_bit_of_an_anchors_ballot_and_a_split_entry_ballot_at_real_wave_sizes(
        lanes: int, monkeypatch: pytest.MonkeyPatch) -> None:
    before = kernel(MY_BIT)
    reach = grouping_reach(before)
    assert reach is not None and reach.buffers == frozenset({1}) and not reach.returned
    for model in (Model.MAXIMAL, Model.IPDOM):
        assert _every_grouping_shows_the_base_run(
            before, Schedule.full(3, {"x": [1, 2, 3]}), model, monkeypatch)
    after = kernel(MY_BIT.replace(_BALLOT, _SPLIT))
    schedule = Schedule.full(lanes, {"x": [lane % 3 for lane in range(lanes)]})
    verdict = check_refinement(before, after, [schedule], Model.MAXIMAL, max_runs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
