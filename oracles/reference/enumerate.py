"""Behaviour sets: every behaviour the program allows over the implementation's choices.

Where the spec leaves a choice to the implementation, a program has several
correct behaviours: anchor groupings (seed 000, "llvm.experimental.convergence.anchor":
the set of threads executing converged anchor instances is implementation-defined)
and, for irreducible control flow, the cycle hierarchy (seed 003, "Maximal
Convergence": each hierarchy gives a different maximal converged-with relation).
A transform is correct when the transformed program's behaviours are among the
original's, so a checker needs the whole set, not one run.

The set is exhaustive when every choice ran: a program without anchor
instances and with one cycle hierarchy has nothing to choose and is decided
whatever the number of threads (a real wave has 32 or 64); with at most
``max_runs`` combinations of anchor groupings and hierarchies every one runs.
Larger ones are sampled from ``seed`` (and marked not exhaustive). Groupings that make convergence-before cyclic are not legal
implementations: their runs end CONTRADICTORY and stay out of :attr:`BehaviourSet.decided`.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import partial
from typing import TypeVar

from fuzzfarm.analysis.hierarchies import Hierarchies, hierarchies
from fuzzfarm.behaviour import Behaviour
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import AnchorGroup, Choices, DfsOrder, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model
from oracles.reference.record import ExecutionRecord
from oracles.reference.scheduler import run

T = TypeVar("T")

AnchorInstance = tuple[str, int, int]  # (anchor name, lane, occurrence)


@dataclass(frozen=True)
class BehaviourEntry:
    """One distinct behaviour and every choice that produced it."""

    behaviour: Behaviour
    choices: tuple[Choices, ...]


@dataclass(frozen=True)
class BehaviourSet:
    """The distinct behaviours of a program on a schedule; ``exhaustive``: every choice ran."""

    model: str
    exhaustive: bool
    runs: int
    entries: tuple[BehaviourEntry, ...]

    @property
    def behaviours(self) -> frozenset[Behaviour]:
        return frozenset(e.behaviour for e in self.entries)

    @property
    def decided(self) -> frozenset[Behaviour]:
        """Behaviours of legal choices that ended OK or UB (not undecided ones)."""
        return frozenset(e.behaviour for e in self.entries if e.behaviour.decided)

    def __contains__(self, behaviour: object) -> bool:
        return behaviour in self.behaviours

    def __len__(self) -> int:
        return len(self.entries)


def anchor_instances(record: ExecutionRecord) -> list[AnchorInstance]:
    """The anchor dynamic instances of a run, as (anchor name, lane, occurrence)."""
    out: list[AnchorInstance] = []
    for seq in record.threads:
        seen: dict[str, int] = {}
        for inst in seq:
            if inst.kind == "anchor":
                name = inst.label.removeprefix("%")
                seen[name] = seen.get(name, 0) + 1
                out.append((name, inst.lane, seen[name]))
    return out


def _partitions(items: list[AnchorInstance]) -> Iterator[tuple[int, ...]]:
    """Labels for ``items`` (one anchor's instances): every set partition in which no
    group holds two instances of one lane (same-thread instances never converge).

    Restricted-growth labelling, walked with an explicit stack rather than recursion:
    an unrolled kernel can have thousands of anchor instances, deeper than Python's
    recursion limit, and the caller takes only the first few partitions of such a list.
    """
    n = len(items)
    if n == 0:
        yield ()
        return
    labels: list[int] = []
    lanes_of: list[set[int]] = []
    # next_group[i]: the next group to try for item i (len(lanes_of) means "a new group")
    next_group = [0]
    while next_group:
        i = len(next_group) - 1
        lane = items[i][1]
        g = next_group[i]
        while g < len(lanes_of) and lane in lanes_of[g]:
            g += 1
        if g > len(lanes_of):  # every choice for item i tried: undo item i - 1
            next_group.pop()
            if labels:
                prev = labels.pop()
                prev_lane = items[len(labels)][1]
                lanes_of[prev].discard(prev_lane)
                if not lanes_of[prev] and prev == len(lanes_of) - 1:
                    lanes_of.pop()
            continue
        next_group[i] = g + 1
        if g == len(lanes_of):
            lanes_of.append(set())
        lanes_of[g].add(lane)
        labels.append(g)
        if i + 1 == n:
            yield tuple(labels)
            labels.pop()
            lanes_of[g].discard(lane)
            if not lanes_of[g] and g == len(lanes_of) - 1:
                lanes_of.pop()
        else:
            next_group.append(0)


def anchor_groupings(instances: list[AnchorInstance]) -> Iterator[tuple[AnchorGroup, ...]]:
    """Every legal grouping of these anchor instances (lazily): per anchor, each set
    partition of its instances in which no group holds two instances of one lane."""
    return _groupings(instances)


def _groupings(instances: list[AnchorInstance]) -> Iterator[tuple[AnchorGroup, ...]]:
    by_name: dict[str, list[AnchorInstance]] = {}
    for inst in instances:
        by_name.setdefault(inst[0], []).append(inst)
    names = sorted(by_name)
    for combo in _lazy_product([partial(_partitions, by_name[n]) for n in names]):
        yield tuple(
            AnchorGroup(name, lane, occ, label)
            for n, labels in zip(names, combo, strict=True)
            for (name, lane, occ), label in zip(by_name[n], labels, strict=True)
        )


def _lazy_product(factories: list[Callable[[], Iterable[T]]]) -> Iterator[tuple[T, ...]]:
    """Like ``itertools.product`` but lazy: ``product`` first materializes every input,
    and the set partitions of one anchor's instances grow like the Bell numbers, so
    callers that only look at the first few combinations would run out of memory."""
    if not factories:
        yield ()
        return
    for first in factories[0]():
        for rest in _lazy_product(factories[1:]):
            yield (first, *rest)


def _random_grouping(instances: list[AnchorInstance], rng: random.Random) -> tuple[AnchorGroup, ...]:
    groups: dict[str, list[set[int]]] = {}
    out = []
    for name, lane, occ in instances:
        mine = groups.setdefault(name, [])
        options = [g for g, lanes in enumerate(mine) if lane not in lanes] + [len(mine)]
        g = rng.choice(options)
        if g == len(mine):
            mine.append(set())
        mine[g].add(lane)
        out.append(AnchorGroup(name, lane, occ, g))
    return tuple(out)


def behaviours(
    fn: Function, schedule: Schedule, model: Model = DEFAULT_MODEL, *, max_runs: int = 64, seed: int = 0
) -> BehaviourSet:
    """Run ``fn`` under every implementation choice (or a sample of ``max_runs``)."""
    # Every cycle hierarchy, each replayed by its explicit DFS order (ipdom has one).
    hier = hierarchies(fn) if model == Model.MAXIMAL else Hierarchies(((),), True)
    order_seed = schedule.choices.order_seed
    budget = max(1, max_runs // len(hier.orders))
    exhaustive = hier.complete  # the bound counts choices (below), not threads
    results: dict[Behaviour, list[Choices]] = {}
    runs = 0

    def execute(choices: Choices) -> ExecutionRecord:
        nonlocal runs
        runs += 1
        result = run(fn, schedule.with_choices(choices), model)
        results.setdefault(result.behaviour, []).append(choices)
        return result.trace.record

    plans: list[tuple[DfsOrder, list[AnchorInstance]]] = []
    for dfs_order in hier.orders:
        base = execute(Choices(order_seed=order_seed, dfs_order=dfs_order))
        plans.append((dfs_order, anchor_instances(base)))
    counts = [
        sum(1 for _ in itertools.islice(_groupings(inst), budget + 1)) if inst else 0
        for _, inst in plans
    ]
    exhaustive = exhaustive and all(c <= budget for c in counts)
    rng = random.Random(seed)
    for (dfs_order, instances), count in zip(plans, counts, strict=True):
        if not instances:
            continue
        listed = set(instances)
        if exhaustive:
            candidates: list[tuple[AnchorGroup, ...]] = list(_groupings(instances))
        else:
            picked: set[tuple[AnchorGroup, ...]] = set()
            for _ in range(budget * 4):
                if len(picked) >= budget - 1 or len(picked) >= count:
                    break
                picked.add(_random_grouping(instances, rng))
            candidates = sorted(picked, key=repr)
        for grouping in candidates:
            record = execute(Choices(anchors=grouping, order_seed=order_seed, dfs_order=dfs_order))
            if not set(anchor_instances(record)) <= listed:
                exhaustive = False  # an unlisted anchor instance followed the model's grouping
    entries = tuple(BehaviourEntry(b, tuple(c)) for b, c in results.items())
    return BehaviourSet(model, exhaustive, runs, entries)
