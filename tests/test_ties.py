"""Ties between threads: groupings left out of a listing because they close a cycle through
a convergent operation the kernel's entry token controls (oracles/reference/groupings.py,
``tied_instances``; SEMANTICS.md, "Ties between threads").

``tests/data/ties/before.ll``: lane 0 calls ``@rounds`` (six instances of its anchor ``%a``)
before the entry-token sum ``%tie``, lane 1 after it. Converging any of lane 0's instances
with any of lane 1's is a cycle (lane 0's instance, its ``%tie``, lane 1's ``%tie``, lane 1's
instance): lane 0's sum waits for lane 1, which waits at ``%tie`` for lane 0. So the one
legal grouping leaves every instance alone, where the listing without ties had C(12, 6) =
924 groupings, more than the limit: the shape of O2 ``--calls`` case 222 (a callee's anchor
instances on both sides of the kernel's entry-token operations), made small.
"""

from __future__ import annotations

import random
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import enumerated
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import behaviours, run
from oracles.reference.enumerate import base_choices
from oracles.reference.groupings import (
    TIE,
    AnchorInstance,
    anchors_only,
    count_groupings,
    free_labellings,
    is_tie,
    labellings,
    referenced_instances,
    tied_instances,
    ties_acyclic,
)

DATA = Path(__file__).parent / "data" / "ties"
MODELS = [Model.MAXIMAL, Model.IPDOM]
X = [3, -7]


def _kernel(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).functions["kernel"]


def _schedule() -> Schedule:
    return Schedule.full(2, {"x": X})


@pytest.mark.parametrize("model", MODELS)
def test_every_grouping_the_tie_leaves_out_is_contradictory(model: Model) -> None:
    before = _kernel("before")
    schedule = _schedule()
    base = run(before, schedule.with_choices(base_choices(schedule, ())), model).trace.record
    anchors = referenced_instances(base)
    assert sorted(anchors) == sorted([("a@rounds", lane, k) for lane in (0, 1) for k in range(1, 7)])
    listed = tied_instances(base, anchors)
    assert [x for x in listed if is_tie(x)] == [(TIE + "tie", 0, 1), (TIE + "tie", 1, 1)]
    assert count_groupings(anchors, 10_000) == 924
    assert count_groupings(listed, 10_000) == 1
    # Each pair across the tie, run on its own, is no implementation (the oracle's run
    # judges it, not the listing).
    for k in range(1, 7):
        for m in range(1, 7):
            pair = (AnchorGroup("a@rounds", 0, k, 1), AnchorGroup("a@rounds", 1, m, 1))
            shown = run(before, schedule.with_choices(Choices(anchors=pair)), model).behaviour
            assert shown.outcome.value == "contradictory", (k, m)


@pytest.mark.parametrize("model", MODELS)
def test_the_listing_with_ties_is_complete(model: Model) -> None:
    listed = behaviours(_kernel("before"), _schedule(), model, max_runs=64, sample=False)
    assert listed.complete
    # By hand: each lane's last round sums its own i = 5; %tie = 5 + x[1] in both lanes,
    # lane 1 adds its own 5.
    tie = 5 + X[1]
    assert [[t.return_value for t in e.behaviour.threads] for e in listed.entries] == \
        [[tie % 2**32, (5 + tie) % 2**32]]


@pytest.mark.parametrize("model", MODELS)
def test_renamed_passes_and_fewer_rounds_is_a_violation(model: Model) -> None:
    before = _kernel("before")
    assert check_refinement(before, _kernel("renamed"), [_schedule()], model).kind is Verdict.PASS
    judged = check_refinement(before, _kernel("fewer"), [_schedule()], model)
    assert judged.kind is Verdict.VIOLATION
    assert judged.counterexample is not None


def _acyclic(items: list[AnchorInstance], labels: list[int]) -> bool:
    """Groups and tie classes, ordered by each lane's order: no cycle (by graphlib)."""
    node = {x: ("tie", x[0]) if is_tie(x) else ("group", label)
            for x, label in zip(items, labels, strict=True)}
    graph: TopologicalSorter[tuple[str, object]] = TopologicalSorter()
    for v in node.values():
        graph.add(v)
    for x, y in zip(items, items[1:], strict=False):
        if x[1] == y[1]:
            if node[x] == node[y]:
                return False
            graph.add(node[y], node[x])
    try:
        graph.prepare()
    except CycleError:
        return False
    return True


def _partition(items: list[AnchorInstance], labels: tuple[int, ...]) -> frozenset[frozenset[AnchorInstance]]:
    groups: dict[int, set[AnchorInstance]] = {}
    for x, label in zip(items, labels, strict=True):
        if not is_tie(x):
            groups.setdefault(label, set()).add(x)
    return frozenset(frozenset(g) for g in groups.values())


def _numbered(lanes: list[list[str]]) -> list[AnchorInstance]:
    """A listing of each lane's names (lane k the k-th), every name's occurrences numbered."""
    items: list[AnchorInstance] = []
    for lane, names in enumerate(lanes):
        seen: dict[str, int] = {}
        for name in names:
            seen[name] = seen.get(name, 0) + 1
            items.append((name, lane, seen[name]))
    return items


def test_tied_listing_is_every_grouping_acyclic_with_its_ties() -> None:
    """The walk with ties lists exactly the groupings (one instance per lane and anchor in
    a group) that no cycle through groups and ties forbids, each once, and counts them."""
    rng = random.Random(3)
    tried = 0
    while tried < 300:
        ties = [f"{TIE}t{k}" for k in range(rng.randint(0, 2))]
        lanes = []
        for _ in range(rng.choice([2, 2, 3])):
            names = [rng.choice("ab") for _ in range(rng.randint(1, 4))]
            for tie in ties:
                if rng.random() < 0.8:
                    names.insert(rng.randint(0, len(names)), tie)
            lanes.append(names)
        items = _numbered(lanes)
        if not ties_acyclic(items):
            continue
        tried += 1
        anchors = anchors_only(items)
        expected = set()
        for labels in free_labellings(anchors):
            it = iter(labels)
            full = [-1 if is_tie(x) else next(it) for x in items]
            if _acyclic(items, full):
                expected.add(_partition(items, tuple(full)))
        listed = [_partition(items, labels) for labels in labellings(items)]
        assert len(listed) == len(set(listed)) == len(expected), items
        assert set(listed) == expected, items
        assert count_groupings(items, 10**6) == len(expected), items
        # what the sizing ladder's count (enumerated._fits) rests on: the ties only leave
        # groupings of the anchors' own acyclic listing out, never add one
        assert set(listed) <= {_partition(anchors, labels) for labels in labellings(anchors)}, items


def test_counts_cut_at_the_ties_every_lane_ran_are_the_walks() -> None:
    """More than two lanes: the count multiplies the stretches between the tie classes every
    lane ran once (``groupings._between_common_ties``), and is the walk's count of the whole
    listing, exactly and at every limit (the sizing ladder compares it to its limits)."""
    rng = random.Random(7)
    tried = 0
    while tried < 200:
        ties = [f"{TIE}t{k}" for k in range(rng.randint(1, 3))]
        lanes = []
        for _ in range(rng.randint(3, 5)):
            names = [t for t in ties if rng.random() < 0.85]
            for _ in range(rng.randint(0, 3)):
                names.insert(rng.randint(0, len(names)), rng.choice("ab"))
            lanes.append(names)
        items = _numbered(lanes)
        if not ties_acyclic(items):
            continue
        tried += 1
        walked = sum(1 for _ in labellings(items))
        for limit in (1, 7, walked - 1, walked, 10**6):
            assert count_groupings(items, limit) == min(walked, limit + 1), (items, limit)


@pytest.mark.parametrize("model", MODELS)
def test_a_run_that_skips_a_tie_voids_the_ties(model: Model) -> None:
    """``skipped.ll``: the base run (the model converges both lanes' ``%b``) runs the tie in
    both lanes, and the ties leave two groupings; but with ``%b`` apart lane 1 skips the
    tie, and then its last round may converge with lane 0's. That grouping is legal and
    shows what neither listed grouping does, so the listing must not be called complete."""
    fn, schedule = _kernel("skipped"), _schedule()
    base = run(fn, schedule.with_choices(base_choices(schedule, ())), model).trace.record
    listed = tied_instances(base, referenced_instances(base))
    assert [x for x in listed if is_tie(x)] == [(TIE + "tie", 0, 1), (TIE + "tie", 1, 1)]
    assert count_groupings(listed, 10_000) == 2
    found = behaviours(fn, schedule, model, max_runs=64, sample=False)
    assert not found.exhaustive
    apart = (AnchorGroup("b", 0, 1, 1), AnchorGroup("b", 1, 1, 2))
    alone = tuple(AnchorGroup("a@rounds", lane, k, 10 * lane + k)
                  for lane in (0, 1) for k in range(1, 6))
    last = (AnchorGroup("a@rounds", 0, 6, 99), AnchorGroup("a@rounds", 1, 6, 99))
    shown = run(fn, schedule.with_choices(Choices(anchors=apart + alone + last)), model).behaviour
    # By hand: the last rounds sum 5 + 5; lane 0's tie runs alone (10), lane 1 adds x[1].
    assert [t.return_value for t in shown.threads] == [10, (10 + X[1]) % 2**32]
    assert shown not in found.behaviours


@pytest.mark.parametrize("model", MODELS)
def test_the_lane_simulator_lists_with_the_ties_too(model: Model) -> None:
    """The lane simulator's listing (fuzzfarm/refinement/enumerated.py) places the same tie
    nodes: the one legal grouping of before.ll is all it runs, so it passes the renamed
    copy on its own (its 924 groupings without ties exceeded its limit: no answer, and
    the farm's first, simulator-only attempt was put off) and suspects the one with fewer
    rounds at once, as the reference decides (a violation)."""
    before, schedule = _kernel("before"), _schedule()
    assert passes_every_choice(before, _kernel("renamed"), [schedule], model) is not None
    suspects: list[tuple[int, Choices]] = []
    assert passes_every_choice(before, _kernel("fewer"), [schedule], model, suspects=suspects) is None
    assert suspects
    farm = check_two_oracles(before, _kernel("renamed"), [schedule], model, max_runs=16, defer=True)
    assert farm.verdict.kind is Verdict.PASS and farm.path == "simt"


@pytest.mark.parametrize("model", MODELS)
def test_a_simulated_run_that_skips_a_tie_voids_the_ties(model: Model) -> None:
    """``skipped.ll`` on the lane simulator: the ties leave two groupings, but the run with
    ``%b`` apart skips the tie in lane 1, so the listing is made again over the anchors
    alone, which holds the grouping the ties left out (its behaviour, by hand in
    :func:`test_a_run_that_skips_a_tie_voids_the_ties`)."""
    fn, schedule = _kernel("skipped"), _schedule()
    plans = enumerated._plans(fn, [schedule], model, enumerated.LIMIT)
    assert plans is not None and len(plans) == 2
    judged = enumerated._unmatched(fn, fn, plans, model, set(), {})
    assert isinstance(judged, enumerated.Unlisted) and judged.untied
    # Over the anchors alone the groupings are more than the simulator's limit, so its
    # check would end there, undecided; listed whole they hold the one the ties left out.
    assert enumerated._plans(fn, [schedule], model, enumerated.LIMIT, untied=judged.untied) is None
    again = enumerated._plans(fn, [schedule], model, 2000, untied=judged.untied)
    assert again is not None and len(again) > enumerated.LIMIT
    # (The simulator runs no group joining two call sites' invocations of @rounds: such a
    # run is unsupported there, so the check is left to the reference, never passed.)
    def label(c: Choices, name: str, lane: int, occurrence: int) -> int | None:
        return c.anchor_label(name, lane, occurrence)

    assert any(label(c, "b", 0, 1) != label(c, "b", 1, 1)
               and label(c, "a@rounds", 0, 6) == label(c, "a@rounds", 1, 6) for _, c, _ in again)
