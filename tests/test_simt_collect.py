"""A batch of many choices of one schedule, as the enumeration runs them: what the
simulator reads of their anchor overrides, and what it collects of their runs.

The expectations are independent of the batch: each schedule run alone (a batch of
one shares nothing with another schedule), and override tables spelled out by hand.
"""

from __future__ import annotations

import itertools

import numpy as np

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from oracles import simt
from oracles.simt.programs import prepare
from oracles.simt.scheduler import Simulator

#: The ballot, the barrier's members, the stored word and the return value all show
#: how the anchor's instances were grouped.
GROUPED = parse_module("""
define i64 @k(ptr %out) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  %p = getelementptr inbounds i64, ptr %out, i32 %lane
  store i64 %b, ptr %p, align 8
  ret i64 %b
}
declare token @llvm.experimental.convergence.anchor()
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare void @subgroupControlBarrier() convergent
""").kernel()


def _groupings(lanes: tuple[int, ...]) -> list[Choices]:
    """Every labelling of the lanes' one instance of ``%a`` (equal partitions included:
    alike runs), each group object made once, as the enumeration makes them."""
    made: dict[tuple[int, int], AnchorGroup] = {}
    out = []
    for labels in itertools.product(range(len(lanes)), repeat=len(lanes)):
        out.append(Choices(anchors=tuple(
            made.setdefault((lane, label), AnchorGroup("a", lane, 1, label))
            for lane, label in zip(lanes, labels, strict=True))))
    return out


def test_a_batch_of_groupings_collects_what_each_run_shows_alone() -> None:
    four, three = Schedule.full(4), Schedule(4, (0, 2, 3))
    scheds = ([four.with_choices(c) for c in _groupings(four.active_lanes)]
              + [three.with_choices(c) for c in _groupings(three.active_lanes)]
              + [four, three])
    batch = simt.run_batch(GROUPED, scheds, "maximal")
    alone = [simt.run(GROUPED, s, "maximal").behaviour for s in scheds]
    assert [r.behaviour for r in batch] == alone
    assert all(b.outcome is Outcome.OK for b in alone)
    # the runs differ (4^4 labellings show the 15 partitions of four lanes) ...
    assert len({b for b in alone[:256]}) == 15
    # ... and the alike ones share one behaviour object
    by_value: dict[object, object] = {}
    for r in batch:
        assert by_value.setdefault(r.behaviour, r.behaviour) is r.behaviour


def test_override_tables_hold_each_schedules_labels_by_slot_and_occurrence() -> None:
    shared = AnchorGroup("a", 1, 1, 5)  # one object in two schedules, as the enumeration has
    scheds = [
        Schedule(4, (0, 1, 3), choices=Choices(anchors=(
            AnchorGroup("a", 0, 1, 2), shared, AnchorGroup("a", 3, 2, 7),
            AnchorGroup("b", 3, 1, 4)))),
        Schedule(4, (1, 2), choices=Choices(anchors=(
            shared, AnchorGroup("a", 0, 1, 9),  # lane 0 is not active: groups nothing
            AnchorGroup("a", 2, 1, 1), AnchorGroup("a", 2, 1, 3)))),  # the later one holds
        Schedule(4, (0, 1, 2, 3)),  # no overrides
    ]
    prepared = prepare(GROUPED)
    cfg, tables = prepared.for_hierarchy((0, ()))
    sim = Simulator(prepared.prog, cfg, scheds, "maximal", 0, tables)
    width = sim.state.width
    assert width == 4

    def expected(rows: dict[tuple[int, int, int], int], occurrences: int) -> np.ndarray:
        out = np.full((len(scheds) * width, occurrences), -1, np.int64)
        for (b, k, occ), label in rows.items():  # k: the lane's place among the active
            out[b * width + k, occ] = label
        return out

    np.testing.assert_array_equal(sim.anchor_table("a"), expected(
        {(0, 0, 1): 2, (0, 1, 1): 5, (0, 2, 2): 7, (1, 0, 1): 5, (1, 1, 1): 3}, 3))
    np.testing.assert_array_equal(sim.anchor_table("b"), expected({(0, 2, 1): 4}, 2))
    np.testing.assert_array_equal(sim.anchor_table("c"), expected({}, 1))


#: Every lane calls ``@use`` twice with its lane's parity: two steps of the log, the same
#: events in both.
CALLING = parse_module("""
define void @k() {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = and i32 %lane, 1
  call void @use(i32 %v)
  br label %again
again:
  call void @use(i32 %v)
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare void @use(i32)
""").kernel()


def test_call_events_are_one_object_per_value_across_the_log() -> None:
    """Slots whose calls are equal share one tuple and one object per event, whichever
    step made it (the collection finds a slot's tuple by its events' identities)."""
    from fuzzfarm.behaviour import CallEvent

    scheds = [Schedule.full(4), Schedule(4, (1, 2, 3)), Schedule(4, (0, 2))]
    batch = simt.run_batch(CALLING, scheds, "maximal")
    threads = [t for r in batch for t in r.behaviour.threads]
    assert len(threads) == 9
    for t in threads:  # by hand: the lane's parity, twice
        assert t.calls == (CallEvent("use", (t.lane & 1,)),) * 2
        first, second = t.calls
        assert first is second
    by_value: dict[object, object] = {}
    for t in threads:
        assert by_value.setdefault(t.calls, t.calls) is t.calls
    assert [r.behaviour for r in batch] == [simt.run(CALLING, s, "maximal").behaviour
                                           for s in scheds]
