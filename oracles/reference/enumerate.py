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
Larger ones are sampled from ``seed`` (and marked not exhaustive). Only the
anchor instances whose token an executed instance uses are grouped, and only in
the groupings that keep convergence-before acyclic among the anchor instances
(:mod:`oracles.reference.groupings`); groupings that make it cyclic through other
instances are no legal implementations either: their runs end CONTRADICTORY and
stay out of :attr:`BehaviourSet.decided`.
"""

from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass

from fuzzfarm.analysis.cycles import (
    Cycle,
    CycleInfo,
    SuccessorOrder,
    compute_cycles,
    natural_order,
    seeded_order,
)
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.behaviour import Behaviour
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model
from oracles.reference.groupings import (
    AnchorInstance,
    anchor_groupings,
    count_groupings,
    random_grouping,
    referenced_instances,
)
from oracles.reference.record import ExecutionRecord
from oracles.reference.scheduler import run

#: Enumerate every DFS order only when there are at most this many.
MAX_DFS_ORDERS = 4096

@dataclass(frozen=True)
class Hierarchies:
    """``dfs_seed`` values, one per distinct cycle hierarchy found; ``complete`` when
    every hierarchy of the CFG is represented."""

    seeds: tuple[int, ...]
    complete: bool


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


Signature = tuple[tuple[str, tuple[str, ...]], ...]


def _signature(fn: Function, order: SuccessorOrder) -> Signature:
    """What maximal keys depend on: the headers around each block, in the kernel and in
    every function it may call (one ``dfs_seed`` orders the DFS of all of them)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    for f in reachable_functions(fn):
        names = compute_cycles(f, order).header_names()
        out.extend((f"{b.name}@{f.name}", names.get(b, ())) for b in f.blocks)
    return tuple(out)


def hierarchy_seeds(fn: Function, *, limit: int = 256) -> Hierarchies:
    """A ``dfs_seed`` for each distinct cycle hierarchy (seed 003, "Cycles" and
    "Maximal Convergence"); seed 0 (the natural order) comes first."""
    if limit == 256:
        return _default_hierarchy_seeds(fn)
    return _hierarchy_seeds(fn, limit)


@per_function
def _default_hierarchy_seeds(fn: Function) -> Hierarchies:
    return _hierarchy_seeds(fn, 256)


def _hierarchy_seeds(fn: Function, limit: int) -> Hierarchies:
    infos = [compute_cycles(f) for f in reachable_functions(fn)]
    if all(info.is_reducible for info in infos):
        return Hierarchies((0,), True)  # natural loops: one hierarchy whatever the DFS
    branching = [b for info in infos for b in info.function.blocks
                 if len(natural_order(b)) > 1 and b in _steering(info)]
    total = math.prod(math.factorial(len(natural_order(b))) for b in branching)
    wanted: set[Signature] | None = None
    if total <= MAX_DFS_ORDERS:
        wanted = set()
        for perms in itertools.product(*(itertools.permutations(natural_order(b)) for b in branching)):
            table: dict[Block, list[Block]] = {b: list(p) for b, p in zip(branching, perms, strict=True)}

            def order(b: Block, table: dict[Block, list[Block]] = table) -> list[Block]:
                return table.get(b, natural_order(b))

            wanted.add(_signature(fn, order))
    found: dict[Signature, int] = {}
    for seed in range(limit):
        found.setdefault(_signature(fn, seeded_order(seed)), seed)
        if wanted is not None and set(found) >= wanted:
            break
    complete = wanted is not None and set(found) >= wanted
    return Hierarchies(tuple(sorted(found.values())), complete)


def _steering(info: CycleInfo) -> set[Block]:
    """The blocks whose successor order can change the hierarchy: those that reach a
    top-level cycle with an irreducible cycle inside. Top-level cycles are the CFG's
    strongly connected regions (the same for every DFS), and a reducible one has one
    nesting whatever the DFS; the order at a block that reaches no irreducible region
    only changes the order in which the DFS discovers reducible ones."""
    regions = [c for c in info.top_level if any(not d.is_reducible for d in _within(c))]
    targets = {b for c in regions for b in c.blocks}
    preds = info.function.predecessors()
    steering = set(targets)
    work = list(targets)
    while work:
        for p in preds[work.pop()]:
            if p not in steering:
                steering.add(p)
                work.append(p)
    return steering


def _within(cycle: Cycle) -> list[Cycle]:
    out, stack = [], [cycle]
    while stack:
        c = stack.pop()
        out.append(c)
        stack.extend(c.children)
    return out


def behaviours(
    fn: Function, schedule: Schedule, model: Model = DEFAULT_MODEL, *, max_runs: int = 64, seed: int = 0,
    sample: bool = True,
) -> BehaviourSet:
    """Run ``fn`` under every implementation choice (or a sample of ``max_runs``; with
    ``sample`` false, only the base runs when the choices are more)."""
    hier = hierarchy_seeds(fn) if model == Model.MAXIMAL else Hierarchies((0,), True)
    order_seed = schedule.choices.order_seed
    budget = max(1, max_runs // len(hier.seeds))
    exhaustive = hier.complete  # the bound counts choices (below), not threads
    results: dict[Behaviour, list[Choices]] = {}
    runs = 0

    def execute(choices: Choices) -> ExecutionRecord:
        nonlocal runs
        runs += 1
        result = run(fn, schedule.with_choices(choices), model)
        results.setdefault(result.behaviour, []).append(choices)
        return result.trace.record

    # Only referenced instances are chosen (oracles.reference.groupings): the others
    # keep the model's key, which no executed instance reads.
    plans: list[tuple[int, list[AnchorInstance]]] = []
    for dfs_seed in hier.seeds:
        base = execute(Choices(dfs_seed=dfs_seed, order_seed=order_seed))
        plans.append((dfs_seed, referenced_instances(base)))
    counts = [count_groupings(inst, budget) if inst else 0 for _, inst in plans]
    exhaustive = exhaustive and all(c <= budget for c in counts)
    rng = random.Random(seed)
    for (dfs_seed, instances), count in zip(plans, counts, strict=True):
        if not instances:
            continue
        listed = set(instances)
        if exhaustive:
            candidates: list[tuple[AnchorGroup, ...]] = list(anchor_groupings(instances))
        elif not sample:
            break
        else:
            picked: set[tuple[AnchorGroup, ...]] = set()
            for _ in range(budget * 4):
                if len(picked) >= budget - 1 or len(picked) >= count:
                    break
                picked.add(random_grouping(instances, rng))
            candidates = sorted(picked, key=repr)
        for grouping in candidates:
            record = execute(Choices(dfs_seed=dfs_seed, anchors=grouping, order_seed=order_seed))
            if not set(referenced_instances(record)) <= listed:
                exhaustive = False  # an unlisted instance was used: its grouping was not chosen
    entries = tuple(BehaviourEntry(b, tuple(c)) for b, c in results.items())
    return BehaviourSet(model, exhaustive, runs, entries)
