"""Anchor groupings: only legal ones, only those that matter, schedules sized to list them.

Seed 003 ("Convergence") makes convergence-before a strict partial order, so a
grouping under which the anchor instances' own thread orders close a cycle is no
implementation (oracles/reference/groupings.py). The expectations here are counted
by hand or by an independent brute force (every set partition, filtered by a
transitive-closure cycle test), never by the code under test.
"""

from __future__ import annotations

import itertools
import math
import random

import pytest
from twin import twin

from fuzzfarm.farm.sizing import ladder, sized
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Verdict
from oracles import simt
from oracles.reference import behaviours, run
from oracles.reference.groupings import (
    anchor_instances,
    count_groupings,
    exceeds,
    labellings,
    random_labelling,
    referenced_instances,
)

MODELS = ("maximal", "ipdom")


def kernel(text: str) -> Function:
    return parse_module(text).kernel()


def pairs(instances: list[tuple[str, int, int]], labels: tuple[int, ...]) -> frozenset:
    """A grouping as the set of its converged pairs (independent of label values)."""
    return frozenset((instances[i], instances[j]) for i, j in itertools.combinations(
        range(len(instances)), 2) if labels[i] == labels[j])


def brute_force(instances: list[tuple[str, int, int]]) -> set[frozenset]:
    """Every set partition (one anchor per group, one instance per lane per group) whose
    groups, ordered by each lane's list order, have an acyclic transitive closure."""
    n = len(instances)
    out: set[frozenset] = set()

    def partitions(i: int, labels: list[int]):  # restricted growth strings
        if i == n:
            yield tuple(labels)
            return
        for g in range(max(labels, default=-1) + 2):
            yield from partitions(i + 1, [*labels, g])

    for labels in partitions(0, []):
        groups = set(labels)
        if any(labels[i] == labels[j] and (instances[i][1] == instances[j][1]
                                           or instances[i][0] != instances[j][0])
               for i, j in itertools.combinations(range(n), 2)):
            continue
        reach = {(a, b): False for a in groups for b in groups}
        for i, j in itertools.combinations(range(n), 2):
            if instances[i][1] == instances[j][1]:  # lane order: i before j
                reach[(labels[i], labels[j])] = True
        for k in groups:  # Warshall
            for a in groups:
                for b in groups:
                    reach[(a, b)] = reach[(a, b)] or (reach[(a, k)] and reach[(k, b)])
        if not any(reach[(g, g)] for g in groups):
            out.add(pairs(instances, labels))
    return out


# -- 1. legal groupings only ---------------------------------------------------------------

def test_two_lanes_two_instances_listed_by_hand() -> None:
    # Lane 0 runs a1 then a2, lane 1 runs b1 then b2 (one anchor). Legal: nothing
    # converged; a1~b1; a1~b2; a2~b1; a2~b2; a1~b1 and a2~b2. Not: a1~b2 and a2~b1
    # (a1 < a2 ~ b1 < b2 ~ a1 is a cycle). Every partial matching would be 7.
    a1, a2, b1, b2 = ("x", 0, 1), ("x", 0, 2), ("x", 1, 1), ("x", 1, 2)
    instances = [a1, a2, b1, b2]
    expected = {frozenset(), frozenset({(a1, b1)}), frozenset({(a1, b2)}), frozenset({(a2, b1)}),
                frozenset({(a2, b2)}), frozenset({(a1, b1), (a2, b2)})}
    listed = [pairs(instances, labels) for labels in labellings(instances)]
    assert len(listed) == len(set(listed)) == 6
    assert set(listed) == expected
    assert count_groupings(instances, 100) == 6


def test_three_lane_cycle_is_not_listed() -> None:
    # a1 ~ b2, b1 ~ c2, c1 ~ a2: every pair of lanes matches once (no two pairs cross),
    # yet a1 < a2 ~ c1 < c2 ~ b1 < b2 ~ a1 is a cycle.
    instances = [("x", lane, k) for lane in range(3) for k in (1, 2)]
    cycle = frozenset({(("x", 0, 1), ("x", 1, 2)), (("x", 1, 1), ("x", 2, 2)),
                       (("x", 0, 2), ("x", 2, 1))})
    listed = {pairs(instances, labels) for labels in labellings(instances)}
    assert cycle not in listed
    assert listed == brute_force(instances)


def test_listing_matches_brute_force_on_random_interleavings() -> None:
    rng = random.Random(13)
    for _ in range(60):
        per_lane = []
        for lane in range(rng.randint(1, 3)):
            seen: dict[str, int] = {}
            mine = []
            for _ in range(rng.randint(0, 3)):
                name = rng.choice("xy")
                seen[name] = seen.get(name, 0) + 1
                mine.append((name, lane, seen[name]))
            per_lane.append(mine)
        # interleave the lanes (each keeps its order): the listing may come in any order
        instances: list[tuple[str, int, int]] = []
        queues = [list(q) for q in per_lane if q]
        while queues:
            q = rng.choice(queues)
            instances.append(q.pop(0))
            queues = [q for q in queues if q]
        listed = [pairs(instances, labels) for labels in labellings(instances)]
        assert len(listed) == len(set(listed))
        assert set(listed) == brute_force(instances)
        assert count_groupings(instances, 10**6) == len(listed)
        assert count_groupings(instances, 3) == min(len(listed), 4)
        # every limit: a count stops at limit + 1, also within one placement's last options
        assert [count_groupings(instances, k) for k in range(len(listed) + 1)] == [
            min(len(listed), k + 1) for k in range(len(listed) + 1)]
        drawn = random_labelling(instances, rng)
        assert pairs(instances, drawn) in set(listed)


def test_counts_of_two_lanes_and_the_lower_bounds() -> None:
    for a, b in itertools.product(range(6), repeat=2):
        instances = [("x", 0, k + 1) for k in range(a)] + [("x", 1, k + 1) for k in range(b)]
        assert count_groupings(instances, 10**6) == math.comb(a + b, a)  # non-crossing matchings
    # One instance in each of 7 lanes: Bell(7) = 877 groupings, known without listing them.
    wide = [("x", lane, 1) for lane in range(7)]
    assert exceeds(wide, 876) and not exceeds(wide, 877)
    assert count_groupings(wide, 512) == 513
    # A long loop in two lanes: C(40, 20) groupings, counted, not listed.
    long = [("x", lane, k + 1) for lane in range(2) for k in range(20)]
    assert count_groupings(long, 10**12) == math.comb(40, 20)


def test_two_lanes_with_other_anchors_and_limits_match_the_listing() -> None:
    # Lanes that ran several anchors, some only one lane ran: the count (exact and
    # cut at every limit) is the number of groupings the walk lists.
    rng = random.Random(5)
    for _ in range(40):
        instances = []
        for lane in range(2):
            seen: dict[str, int] = {}
            for name in rng.choices("xyz", k=rng.randrange(6)):
                seen[name] = seen.get(name, 0) + 1
                instances.append((name, lane, seen[name]))
        listed = len(list(labellings(instances)))
        for limit in range(listed + 2):
            assert count_groupings(instances, limit) == min(listed, limit + 1)
    # Thousands of instances (a long loop in both lanes, another anchor only one
    # ran): counted past the limit at once, not as an exact big number.
    long = [("x", lane, k + 1) for lane in range(2) for k in range(3000)]
    long += [("y", 0, k + 1) for k in range(3000)]
    assert count_groupings(long, 512) == 513


# -- 2. only choices that matter -----------------------------------------------------------

# An anchor in a loop whose token only odd iterations use: the even iterations'
# instances change no key.
ODD_USE = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()

define i64 @k() {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %latch ]
  %a = call token @llvm.experimental.convergence.anchor()
  %odd = and i32 %i, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %use, label %latch
use:
  %low = icmp ult i32 %id, 2
  %b = call i64 @subgroupBallot(i1 %low) [ "convergencectrl"(token %a) ]
  %sh = shl i64 %acc, 4
  %m = or i64 %sh, %b
  br label %latch
latch:
  %acc1 = phi i64 [ %acc, %loop ], [ %m, %use ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 4
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %acc1
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_only_referenced_instances_are_chosen(model: str) -> None:
    fn = kernel(ODD_USE)
    schedule = Schedule.full(2)
    record = run(fn, schedule, model).trace.record
    assert len(anchor_instances(record)) == 8
    assert sorted(referenced_instances(record)) == [
        ("a", lane, k) for lane in (0, 1) for k in (2, 4)]
    # 2 + 2 referenced instances: C(4, 2) = 6 groupings; all 8 would be C(8, 4) = 70.
    found = behaviours(fn, schedule, model, max_runs=16)
    assert found.exhaustive and found.runs == 1 + 6
    # Exactly equivalent: every grouping of every instance shows one of these behaviours.
    every = anchor_instances(record)
    shown = {run(fn, schedule.with_choices(Choices(anchors=g)), model).behaviour
             for g in _groupings(every)}
    assert {b for b in shown if b.decided} == found.decided


def _groupings(instances):
    from oracles.reference.groupings import anchor_groupings

    return list(anchor_groupings(instances))


# -- 3. schedules sized to stay decided ----------------------------------------------------

# An anchor in a loop that lanes run a lane-dependent number of times (1 + id % 2).
LOOP_ANCHOR = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()

define i64 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %par = and i32 %id, 1
  %trips = add i32 %par, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %m, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %big = icmp ugt i32 %x, %id
  %b = call i64 @subgroupBallot(i1 %big) [ "convergencectrl"(token %a) ]
  %m = add i64 %acc, %b
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %trips
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %m
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_anchor_in_a_loop_is_decided_at_more_lanes(model: str) -> None:
    # The fixed policy ran such kernels on 2 lanes. Sized: the widest rung of a 16-lane
    # schedule whose groupings can all be listed, and the lane simulator decides it.
    before = kernel(LOOP_ANCHOR)
    # acc - (0 - b): the same sum, not the same skeleton (which would keep the 16 lanes)
    after = kernel(LOOP_ANCHOR.replace("%m = add i64 %acc, %b",
                                       "%nb = sub i64 0, %b\n  %m = sub i64 %acc, %nb"))
    drawn = Schedule(16, tuple(range(16)), {"x": tuple(range(16))})
    fallback = Schedule(16, (0, 1), {"x": tuple(range(16))})
    (picked,) = sized(before, after, [drawn], [model], [fallback])
    assert len(picked.active_lanes) > 2
    assert picked in ladder(before, drawn)
    assert passes_every_choice(before, after, [picked], model) is not None
    assert check_two_oracles(before, after, [picked], model).verdict.kind is Verdict.PASS


# -- a transform bug that only shows at some groupings is still caught ---------------------

# Before: one anchor before the loop; the loop's heart and ballot follow it, so each
# iteration's ballot groups the lanes as the one anchor instance did. After: the anchor
# moved into the loop (seed 000, "Correct and Incorrect Transformations": an anchor
# may not be moved into a loop), so every iteration may group them anew. Only the
# groupings that differ between iterations show it.
MOVE_BEFORE = """
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define i64 @k() {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %m, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %h) ]
  %sh = shl i64 %acc, 4
  %m = or i64 %sh, %b
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %m
}
"""

MOVE_AFTER = (MOVE_BEFORE
              .replace("  %a = call token @llvm.experimental.convergence.anchor()\n", "")
              .replace('  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]',
                       "  %a = call token @llvm.experimental.convergence.anchor()")
              .replace("(token %h)", "(token %a)"))


@pytest.mark.parametrize("model", MODELS)
def test_bug_at_some_groupings_is_caught(model: str) -> None:
    before, after = kernel(MOVE_BEFORE), kernel(MOVE_AFTER)
    schedule = Schedule.full(2)
    verdict = check_refinement(before, after, [schedule], model)
    assert verdict.kind is Verdict.VIOLATION
    cex = verdict.counterexample
    assert cex is not None
    # The counterexample groups the two iterations differently (together in one, apart
    # in the other): lane 0's instances do not both share lane 1's.
    groups = {(g.lane, g.occurrence): g.label for g in cex.schedule.choices.anchors}
    together = [groups.get((0, k)) is not None and groups.get((0, k)) == groups.get((1, k))
                for k in (1, 2)]
    assert together.count(True) == 1
    # Moving it back is fine: before's behaviours are all among after's.
    assert check_refinement(after, before, [schedule], model).kind is Verdict.PASS


# -- 4. directed search of before's groupings ----------------------------------------------

# Tail duplication of an anchor and its ballot into both arms: after groups each arm's
# lanes among themselves (any way), which before, whose one anchor may group all six
# lanes any way, can too. Before's 203 groupings are more than the budget, after's
# 5 x 5 are not; after's anchors and ballots have new names.
DUP_BEFORE = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()

define i64 @k() {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 3
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  ret i64 %b
}
"""

DUP_AFTER = DUP_BEFORE[:DUP_BEFORE.index("left:")] + """left:
  %a.1 = call token @llvm.experimental.convergence.anchor()
  %b.1 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a.1) ]
  ret i64 %b.1
right:
  %a.2 = call token @llvm.experimental.convergence.anchor()
  %b.2 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a.2) ]
  ret i64 %b.2
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_renamed_duplicated_anchor_is_matched_by_a_derived_grouping(model: str) -> None:
    from fuzzfarm.refinement.directed import derived_grouping, site_namings

    before, after = kernel(DUP_BEFORE), kernel(DUP_AFTER)
    schedule = Schedule.full(6)
    assert not behaviours(before, schedule, model, max_runs=64).exhaustive
    assert behaviours(after, schedule, model, max_runs=64).exhaustive
    # One of after's groupings: {0} {1,2} in the left arm, {3,4} {5} in the right.
    split = Choices(anchors=tuple(
        AnchorGroup(name, lane, 1, label) for name, lane, label in
        [("a.1", 0, 0), ("a.1", 1, 1), ("a.1", 2, 1), ("a.2", 3, 2), ("a.2", 4, 2), ("a.2", 5, 3)]))
    after_run = run(after, schedule.with_choices(split), model)
    before_base = run(before, schedule, model).trace.record
    by_label, by_callee = site_namings(before, after)
    assert derived_grouping(before_base, after_run.trace.record, split, by_label).anchors == ()
    derived = derived_grouping(before_base, after_run.trace.record, split, by_callee)
    shown = run(before, schedule.with_choices(derived), model).behaviour
    assert shown == after_run.behaviour  # ballots 0b1, 0b110, 0b110, 0b11000, 0b11000, 0b100000
    assert [t.return_value for t in shown.threads] == [1, 6, 6, 24, 24, 32]
    # So the check decides: every one of after's 25 groupings is matched.
    assert check_refinement(before, after, [schedule], model, max_runs=64).kind is Verdict.PASS


# -- a cycle through instances that never wait is no implementation either ------------------

# The loop's heart is tied to the entry token, so the lanes' hearts converge iteration
# by iteration (seed 000, "llvm.experimental.convergence.loop"). Pairing lane 0's
# first anchor instance with lane 1's second closes a cycle through the second
# iteration's heart: A0#1 < H#2 (lane 0) and H#2 < A1#2 (lane 1), with A0#1 ~ A1#2.
# Seed 003 ("Convergence") makes convergence-before a strict partial order, so that
# grouping is no implementation, even though no operation waits on the cycle.
HEART_LOOP = """
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()

define i64 @k() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %m, %loop ]
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %a) ]
  %sh = shl i64 %acc, 4
  %m = or i64 %sh, %b
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %m
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_grouping_cyclic_through_converged_hearts_is_no_behaviour(model: str) -> None:
    fn = kernel(HEART_LOOP)
    schedule = Schedule(4, (0, 1), {})
    across = (AnchorGroup("a", 0, 1, 0), AnchorGroup("a", 1, 2, 0),
              AnchorGroup("a", 0, 2, 1), AnchorGroup("a", 1, 1, 2))
    crossed = run(fn, schedule.with_choices(Choices(anchors=across)), model).behaviour
    assert crossed.outcome.value == "contradictory", crossed.describe()
    # The lane simulator finds the same cycle at the end of its run (oracles/simt/legality.py).
    lanes = simt.run_batch(fn, [schedule.with_choices(Choices(anchors=across))], model)[0]
    assert lanes.behaviour.outcome.value == "contradictory", lanes.behaviour.describe()
    # Pairing the same iterations is legal and shows each ballot with both lanes: 0b11
    # in both nibbles.
    same = (AnchorGroup("a", 0, 1, 0), AnchorGroup("a", 1, 1, 0),
            AnchorGroup("a", 0, 2, 1), AnchorGroup("a", 1, 2, 1))
    legal = run(fn, schedule.with_choices(Choices(anchors=same)), model).behaviour
    assert legal.outcome.value == "ok"
    assert [t.return_value for t in legal.threads] == [0x33, 0x33]
    lanes = simt.run_batch(fn, [schedule.with_choices(Choices(anchors=same))], model)[0]
    assert lanes.behaviour == legal
    # No behaviour of the kernel comes from a cyclic grouping: in every decided one a
    # lane meets the other only in the same iteration, so lane 0's ballot of an
    # iteration (one nibble) holds lane 1 exactly when lane 1's holds lane 0.
    found = behaviours(fn, schedule, model, max_runs=64)
    assert found.exhaustive and found.decided
    for b in found.decided:
        v0, v1 = (t.return_value for t in b.threads)
        for nibble in (0, 4):
            assert bool(v0 >> nibble & 2) == bool(v1 >> nibble & 1), b.describe()


# -- 4. groupings that reach instances the base run did not --------------------------------

# Lanes alone in %a's group (one lane in the ballot) go on to a second anchor %b that the
# default grouping (all lanes converged at %a) never reaches; MUTANT differs only there.
GATED = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupAdd(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()

define i32 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
  %alone = icmp eq i32 %n, 1
  br i1 %alone, label %gated, label %exit
gated:
  %b = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %id) [ "convergencectrl"(token %b) ]
  br label %exit
exit:
  %r = phi i32 [ %n, %entry ], [ %s, %gated ]
  ret i32 %r
}
"""
MUTANT = GATED.replace("@subgroupAdd(i32 %id)", "@subgroupAdd(i32 %x)")


@pytest.mark.parametrize("model", MODELS)
def test_instances_a_grouping_reaches_are_listed_too(model: str, monkeypatch) -> None:
    import fuzzfarm.refinement.enumerated as enumerated

    fn, schedule = kernel(GATED), Schedule.full(3, {"x": (5, 6, 7)})
    base = run(fn, schedule, model).trace.record
    assert {x[0] for x in anchor_instances(base)} == {"a"}  # %b is reached only when alone
    assert passes_every_choice(fn, fn, [schedule], model) is not None
    # Over the base run's instances alone the listing is not exhaustive: nothing is claimed.
    monkeypatch.setattr(enumerated, "GROWTH_ROUNDS", 0)
    assert passes_every_choice(fn, fn, [schedule], model) is None
    monkeypatch.undo()
    # The reference grows its listing too: the kernel against itself passes ...
    assert check_refinement(fn, twin(fn), [schedule], model, max_runs=64).kind is Verdict.PASS
    # ... and the grown instances are checked: a change only a lone lane's second anchor
    # shows is never passed (nor called a violation: a grown listing of before decides
    # none, SEMANTICS.md "Instances a grouping reaches").
    assert passes_every_choice(fn, kernel(MUTANT), [schedule], model) is None
    verdict = check_refinement(fn, kernel(MUTANT), [schedule], model, max_runs=64)
    assert verdict.kind is Verdict.INCONCLUSIVE


# Lanes alone at %a return their own id: before shows it only when %b (reached only by
# lanes alone at %a) groups them alone too, a grouping of an instance its base run lacks.
ALONE = GATED.replace('''  %b = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %id) [ "convergencectrl"(token %b) ]''', '''  %s = add i32 %id, 0''')


@pytest.mark.parametrize("model", MODELS)
def test_before_is_searched_over_the_instances_its_groupings_reach(model: str, monkeypatch) -> None:
    import fuzzfarm.refinement.enumerated as enumerated

    schedule = Schedule.full(3, {"x": (5, 6, 7)})
    before, after = kernel(GATED), kernel(ALONE)
    assert passes_every_choice(before, after, [schedule], model) is not None
    monkeypatch.setattr(enumerated, "GROWTH_ROUNDS", 0)
    assert passes_every_choice(before, after, [schedule], model) is None


@pytest.mark.parametrize("model", MODELS)
def test_a_listing_too_long_for_the_limit_is_tried_in_part_when_searching_for_a_match(model: str) -> None:
    """Before's 203 groupings of six lanes (Bell(6)) cannot all be listed within 64; the
    search for a match of after's choices (partial) runs the first 64 in listing order,
    where the exhaustive listing of after's choices gives up."""
    from fuzzfarm.refinement.enumerated import _plans
    from oracles import simt

    before, schedule = kernel(DUP_BEFORE), Schedule.full(6)
    with simt.reused():
        whole = _plans(before, [schedule], model, 203)
        assert whole is not None and len(whole) == 203
        assert _plans(before, [schedule], model, 64) is None
        part = _plans(before, [schedule], model, 64, partial=True)
    assert part is not None
    assert [c.anchors for _, c, _ in part] == [c.anchors for _, c, _ in whole[:64]]


# -- 4. acyclicity judged by an order every run keeps ---------------------------------------

# Which of two anchors a lane runs first depends on the size of its group of %a0: alone,
# %x then %y; with others, %y then %x. The listing's order comes from the base run (one
# group: %y first); a grouping that splits %a0 runs the lanes the other way, so the
# groupings judged acyclic by the listing's order are not all the legal ones.
SWAPPED = """
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define i32 @k(i32 %v) {
entry:
  %a0 = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a0) ]
  %alone = icmp eq i32 %s, 1
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ %v, %entry ], [ %acc1, %latch ]
  %first = icmp eq i32 %i, 0
  %tox = icmp eq i1 %first, %alone
  br i1 %tox, label %bx, label %by
bx:
  %x = call token @llvm.experimental.convergence.anchor()
  %p = call i32 @subgroupAdd(i32 %acc) [ "convergencectrl"(token %x) ]
  br label %latch
by:
  %y = call token @llvm.experimental.convergence.anchor()
  %q = call i32 @subgroupAdd(i32 %acc) [ "convergencectrl"(token %y) ]
  %q2 = mul i32 %q, 3
  br label %latch
latch:
  %acc1 = phi i32 [ %p, %bx ], [ %q2, %by ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 2
  br i1 %more, label %loop, label %end
end:
  ret i32 %acc1
}
"""


def test_follows_order() -> None:
    from oracles.reference.groupings import follows_order

    listing = [("y", 0, 1), ("x", 0, 1), ("y", 1, 1), ("x", 1, 1)]
    assert follows_order(listing, [("y", 0, 1), ("y", 1, 1), ("x", 1, 1), ("x", 0, 1)])
    assert follows_order(listing, [("y", 0, 1), ("z", 0, 1)])  # unlisted ones do not count
    assert not follows_order(listing, [("x", 0, 1), ("y", 0, 1)])


def test_a_run_that_breaks_the_listed_order_is_listed_again_with_every_grouping() -> None:
    # The groupings the base run's order calls acyclic are not all the legal ones here;
    # once a run breaks that order, both oracles list every grouping (each judged acyclic
    # by its own run: cyclic ones end CONTRADICTORY). Before, both gave up (the
    # reference's set was not exhaustive, the simulator claimed nothing).
    from fuzzfarm.behaviour import Outcome
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.refinement.enumerated import passes_every_choice
    from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
    from oracles.reference import behaviours, run

    fn = parse_module(SWAPPED).kernel()
    schedule = Schedule.full(3, {"v": [1, 2, 4]})
    found = behaviours(fn, schedule, max_runs=4096)
    assert found.exhaustive
    # Independent spot check: groupings drawn at random over every instance a lane can
    # run (%a0 once, %x and %y twice each), lane-exclusive, legal or not; the behaviour
    # of every legal one (a decided run) must be in the exhaustive set.
    universe = [(a, lane, occ) for lane in range(3) for a, n in (("a0", 1), ("x", 2), ("y", 2))
                for occ in range(1, n + 1)]
    rng = random.Random(7)
    legal = 0
    for _ in range(300):
        groups: list[tuple[str, int]] = []  # (anchor, lanes bitset) per label
        anchors = []
        for name, lane, occ in universe:
            options = [g for g, (n, bits) in enumerate(groups) if n == name and not bits >> lane & 1]
            g = rng.choice(options + [len(groups)])
            if g == len(groups):
                groups.append((name, 0))
            groups[g] = (name, groups[g][1] | 1 << lane)
            anchors.append(AnchorGroup(name, lane, occ, g))
        result = run(fn, schedule.with_choices(Choices(anchors=tuple(anchors))))
        if result.behaviour.outcome is not Outcome.CONTRADICTORY:
            legal += 1
            assert result.behaviour in found.behaviours
    assert legal > 50
    assert passes_every_choice(fn, twin(fn), [schedule], "maximal") is not None

# Lane 1 runs %A then %B when its %x group holds lane 0 too, else %B then %A (an
# irreducible pair of blocks entered at either); lane 0 always runs %A first. The base
# run's order (%A first in both lanes) calls the grouping {A: both, B: both} of the
# split run cyclic, and that run breaks the order.
ORDER_BY_GROUP = """
define void @kernel(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %tx = call token @llvm.experimental.convergence.anchor()
  %bx = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tx) ]
  %all = icmp eq i64 %bx, 3
  %zero = icmp eq i32 %lane, 0
  %ab = or i1 %all, %zero
  br i1 %ab, label %A, label %B
A:
  %ta = call token @llvm.experimental.convergence.anchor()
  %ba = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %ta) ]
  %pa = getelementptr inbounds i64, ptr %out, i32 %lane
  store i64 %ba, ptr %pa, align 8
  br i1 %ab, label %B, label %end
B:
  %tb = call token @llvm.experimental.convergence.anchor()
  %bb = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tb) ]
  %l2 = add i32 %lane, 2
  %pb = getelementptr inbounds i64, ptr %out, i32 %l2
  store i64 %bb, ptr %pb, align 8
  br i1 %ab, label %end, label %A
end:
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.anchor()
"""


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_groupings_that_reorder_a_lane_s_anchors_are_decided(model: str) -> None:
    from fuzzfarm.refinement.two_oracles import check_two_oracles
    from fuzzfarm.vocabulary import Verdict
    from generators.schedules import generate_schedule

    fn = parse_module(ORDER_BY_GROUP).kernel()
    schedule = generate_schedule(fn, 1, subgroup_size=4, active_lanes=(0, 1))
    same = check_two_oracles(fn, twin(fn), [schedule], model, max_runs=16)
    assert same.verdict.kind is Verdict.PASS and same.path == "simt", same.verdict.message
    # After stores 999 where lane 1 ran %B first (its %x group split): no run of before does.
    bad = parse_module(ORDER_BY_GROUP.replace(
        "  store i64 %ba, ptr %pa, align 8",
        "  %w = select i1 %ab, i64 %ba, i64 999\n  store i64 %w, ptr %pa, align 8")).kernel()
    found = check_two_oracles(fn, bad, [schedule], model, max_runs=64)
    assert found.verdict.kind is Verdict.VIOLATION, found.verdict.message
    cex = found.verdict.counterexample
    assert cex is not None and "after 231" in cex.describe()  # 999's low byte, stored by lane 1


def test_enumeration_groups_are_as_groups_made_once() -> None:
    """The enumeration makes each (instance, label) group once per check and shares it
    (fuzzfarm.refinement.enumerated._grouped): every grouping it builds equals
    ``as_groups`` of the same labels, and one instance with one label is one object."""
    from fuzzfarm.refinement.enumerated import _grouped
    from oracles.reference.groupings import as_groups

    order = [("a", 0, 1), ("a", 1, 1), ("a", 2, 1), ("a", 3, 1), ("b", 0, 1), ("b", 1, 1)]
    made: dict = {}
    built = {labels: _grouped(order, labels, made) for labels in labellings(order)}
    assert len(built) > 15  # Bell(4) groupings of a alone, times b's
    for labels, groups in built.items():
        assert groups == as_groups(order, labels)
        assert all(made[(inst, label)] is g for inst, label, g in zip(order, labels, groups, strict=True))
    pairs = {(inst, label) for labels in built for inst, label in zip(order, labels, strict=True)}
    assert len(made) == len(pairs) < sum(map(len, built.values()))
