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
stay out of :attr:`BehaviourSet.decided`. A program none of whose anchor groupings
can show in a behaviour (:mod:`fuzzfarm.analysis.unobserved_groupings`) shows its base
run's behaviour under every one of them: its base runs alone are the set.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from fuzzfarm.analysis.hierarchies import (
    Hierarchies,
    behaviour_hierarchies,
    entered_hierarchies,
    one_thread_alike,
)
from fuzzfarm.analysis.unobserved_groupings import groupings_unobserved
from fuzzfarm.behaviour import ATOMIC_ORDER, INTERLEAVED, Behaviour
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import AnchorGroup, Choices, DfsOrder, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model
from oracles.observation import Observation
from oracles.reference.atomic_orders import MAX_RUNS, every_order
from oracles.reference.groupings import (
    AnchorInstance,
    anchor_groupings,
    anchor_instances,
    anchors_only,
    count_free_groupings,
    count_groupings,
    follows_order,
    free_groupings,
    listing_rank,
    merged_order,
    random_grouping,
    referenced_instances,
    run_order,
    tied_instances,
    ties_acyclic,
    ties_kept,
)
from oracles.reference.record import ExecutionRecord, ReferenceTrace
from oracles.reference.reuse import Taken
from oracles.reference.scheduler import run

#: Times one hierarchy's listing of anchor instances is grown by the instances that
#: runs with chosen groupings reached beyond it.
GROWTH_ROUNDS = 3
#: Rounds of base runs that may close the listing of the cycles a schedule's runs enter.
ENTERED_ROUNDS = 4
#: Runs one listing of behaviours may spend on the orders of its choices' atomics
#: (:func:`orders_of`): four choices' worth of :data:`MAX_RUNS`; a choice beyond it keeps
#: its one run, which stands for one order (undecided), as does every choice of a program
#: with too many groupings to list them all this way.
ORDER_RUNS = 4 * MAX_RUNS


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
    #: The anchor instances were listed beyond the base runs' (a grouping reached more):
    #: exhaustive enough for a pass of *after*, not for a violation (SEMANTICS.md,
    #: "Instances a grouping reaches").
    grown: bool = False

    @property
    def complete(self) -> bool:
        """Exhaustive with listings a violation may rely on (the base runs' instances)."""
        return self.exhaustive and not self.grown

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


def behaviours(
    fn: Function, schedule: Schedule, model: Model = DEFAULT_MODEL, *, max_runs: int = 64, seed: int = 0,
    sample: bool = True, taken: Taken = None,
) -> BehaviourSet:
    """Run ``fn`` under every implementation choice (or a sample of ``max_runs``; with
    ``sample`` false, only the base runs when the choices are more); ``taken``: the ipdom
    model's post-dominators over only these edges (:func:`~oracles.reference.scheduler.run`)."""
    # One cycle hierarchy per set that behaves alike, each replayed by its explicit DFS
    # order (ipdom has one): the others show nothing these do not (behaviour_hierarchies).
    hier = behaviour_hierarchies(fn) if model == Model.MAXIMAL else Hierarchies(((),), True)
    # Too many to list: those of the cycles this schedule's runs enter, if they are fewer
    # (fuzzfarm.analysis.hierarchies, "Hierarchies of the cycles a run enters"); every run
    # must then stay within the blocks they were listed for, or the set is not exhaustive.
    within: frozenset[str] | None = None
    if not hier.complete:
        hier, within = entered_listing(fn, schedule, model)
    order_seed = schedule.choices.order_seed
    budget = max(1, max_runs // len(hier.orders))
    exhaustive = hier.complete  # the bound counts choices (below), not threads
    results: dict[Behaviour, list[Choices]] = {}
    runs = 0

    beyond = False  # a run executed a block the hierarchies of entered cycles were not listed for
    ordered = False  # some choice's runs were listed over every order of its atomics
    order_runs = ORDER_RUNS  # left for listing orders of atomics

    def execute(choices: Choices) -> ExecutionRecord:
        nonlocal runs, beyond, ordered, order_runs
        runs += 1
        result = run(fn, schedule.with_choices(choices), model, taken=taken)
        listed, spent = orders_of(fn, schedule.with_choices(choices), model, result, taken,
                                  min(MAX_RUNS, order_runs))
        ordered = ordered or listed[0][0] is not result.behaviour
        runs += spent
        order_runs -= spent
        for shown, chosen, record in listed:
            results.setdefault(shown, []).append(chosen)
            if within is not None and not executed_blocks(record) <= within:
                beyond = True
        return result.trace.record

    # Only referenced instances are chosen (oracles.reference.groupings): the others
    # keep the model's key, which no executed instance reads.
    plans: list[tuple[DfsOrder, list[AnchorInstance]]] = []
    for dfs_order in hier.orders:
        base = execute(base_choices(schedule, dfs_order))
        # with the ties through which groupings would close a cycle (SEMANTICS.md,
        # "Ties between threads"): they are left out of the listing
        plans.append((dfs_order, tied_instances(base, referenced_instances(base))))
    if not ordered and groupings_unobserved(fn) and all(
            b.decided and not b.approximations & INTERLEAVED for b in results):
        # No grouping shows (SEMANTICS.md, "Unobserved groupings"): every legal one
        # behaves as the base run of its hierarchy, at any number of threads (a run
        # whose threads' order may show, an interleaving's, is listed as before).
        entries = tuple(BehaviourEntry(b, tuple(c)) for b, c in results.items())
        return BehaviourSet(model, exhaustive and not beyond, runs, entries)
    counts = [count_groupings(inst, budget) if anchors_only(inst) else 0 for _, inst in plans]
    exhaustive = exhaustive and all(c <= budget for c in counts)
    rng = random.Random(seed)
    grown = False
    for (dfs_order, instances), count in zip(plans, counts, strict=True):
        free = False  # every grouping listed, each judged acyclic by its own run
        tied = True  # the listing keeps its tie nodes (until a run skips or reorders one)
        for _ in range(GROWTH_ROUNDS + 1):
            if not anchors_only(instances):
                break
            listed = set(instances)
            if exhaustive:
                candidates: list[tuple[AnchorGroup, ...]] = list(
                    free_groupings(anchors_only(instances)) if free else anchor_groupings(instances))
            elif not sample:
                break
            else:
                picked: set[tuple[AnchorGroup, ...]] = set()
                for _ in range(budget * 4):
                    if len(picked) >= budget - 1 or len(picked) >= count:
                        break
                    picked.add(random_grouping(instances, rng))
                candidates = sorted(picked, key=repr)
            reached = list(instances)
            reordered = untied = False
            rank = listing_rank(instances)
            for grouping in candidates:
                record = execute(Choices(anchors=grouping, order_seed=order_seed, dfs_order=dfs_order))
                used = referenced_instances(record)
                if not free and not ties_kept(instances, run_order(record), rank):
                    if follows_order(anchors_only(instances), anchor_instances(record)):
                        untied = True  # only a tie broke: the ties do not hold, the anchors' order does
                    else:
                        reordered = True  # acyclicity was judged by an order this run broke
                if not set(used) <= listed:  # an unlisted instance was used: not chosen
                    reached = merged_order(reached, tied_instances(record, used) if tied else used)
            if not exhaustive or (len(reached) == len(instances) and not reordered and not untied):
                break
            # Every grouping again over the instances some run reached (SEMANTICS.md,
            # "Sampled choices and what a verdict means"), while they can be listed; once
            # a run broke the order, every grouping, each judged by its own run ("One
            # order per lane, kept by every run").
            free = free or reordered
            # A run that skipped or reordered a tie node voids the ties: list again over the
            # anchors alone, each lane's order still judged by the runs ("One order per lane")
            tied = tied and not untied
            grown = grown or len(anchors_only(reached)) != len(anchors_only(instances))
            instances = reached if tied and ties_acyclic(reached) else anchors_only(reached)
            if free:
                instances = anchors_only(instances)  # each grouping judged by its own run
            count_of = count_free_groupings if free else count_groupings
            exhaustive = count_of(instances, budget) <= budget
        else:
            exhaustive = False
    entries = tuple(BehaviourEntry(b, tuple(c)) for b, c in results.items())
    return BehaviourSet(model, exhaustive and not beyond, runs, entries, grown)


def orders_of(fn: Function, schedule: Schedule, model: Model, result: Observation[ReferenceTrace],
              taken: Taken, max_runs: int
              ) -> tuple[list[tuple[Behaviour, Choices, ExecutionRecord]], int]:
    """``result`` (a run on ``schedule``), or, where its atomics' order was one of several,
    the runs with every order of them (:func:`~oracles.reference.atomic_orders.every_order`,
    in at most ``max_runs`` runs), each a real execution, as (behaviour, choices, record);
    and the runs made. Only where every such run executed the same anchor instances and
    tie nodes in the same order as ``result`` (:func:`~oracles.reference.groupings.run_order`):
    the groupings listed from its record (:func:`behaviours`) are then those of every
    order's run."""
    alone = [(result.behaviour, result.choices, result.trace.record)]
    if ATOMIC_ORDER not in result.behaviour.approximations:
        return alone, 0
    if result.trace.order_free:  # every order is this run: one real execution, whatever it shows
        b = result.behaviour
        return [(replace(b, approximations=b.approximations - {ATOMIC_ORDER}), result.choices,
                 result.trace.record)], 0
    listing = every_order(fn, schedule, model, result, taken, max_runs)
    every = listing.orders
    instances = run_order(result.trace.record)  # ties too: a listing's ties must hold in each
    if every is None or any(run_order(o.observation.trace.record) != instances
                            for o in every):
        return alone, listing.runs
    return [(o.behaviour, o.choices, o.observation.trace.record) for o in every], listing.runs


def executed_blocks(record: ExecutionRecord) -> frozenset[str]:
    """The labels of the blocks some thread of ``record`` executed (a called function's
    as ``name@callee``, as the lane simulator labels them)."""
    return frozenset(i.block for seq in record.threads for i in seq)


def entered_listing(fn: Function, schedule: Schedule,
                    model: Model) -> tuple[Hierarchies, frozenset[str] | None]:
    """The hierarchies of the cycles ``schedule``'s base runs enter
    (:func:`~fuzzfarm.analysis.hierarchies.entered_hierarchies`) and the blocks they were
    listed for: from the natural order's base run, again over the blocks the base runs
    under every hierarchy listed executed, until none executes another. The argument
    (that module's *Hierarchies of the cycles a run enters*) needs every other run of the
    exploration to stay within those blocks too (:func:`behaviours` checks it). Where
    that takes more than :data:`ENTERED_ROUNDS` rounds or the hierarchies are too many,
    :func:`behaviour_hierarchies`' incomplete listing and None. A schedule of one lane
    gets the natural order's hierarchy alone where every hierarchy runs it alike
    (:func:`~fuzzfarm.analysis.hierarchies.one_thread_alike`), with no blocks to keep to."""
    if len(schedule.active_lanes) == 1 and one_thread_alike(fn):
        return Hierarchies(((),), True), None
    labels: frozenset[str] = frozenset()
    for _ in range(ENTERED_ROUNDS):
        hier = entered_hierarchies(fn, labels)
        if not hier.complete:
            break
        reached = labels.union(*(
            executed_blocks(run(fn, schedule.with_choices(base_choices(schedule, d)), model).trace.record)
            for d in hier.orders))
        if reached == labels:
            return hier, labels
        labels = reached
    return behaviour_hierarchies(fn), None


def base_choices(schedule: Schedule, dfs_order: DfsOrder) -> Choices:
    """The choices of the base run of one cycle hierarchy (no anchor grouping chosen)."""
    return Choices(order_seed=schedule.choices.order_seed, dfs_order=dfs_order)


def only_base_run(fn: Function, schedule: Schedule, model: Model,
                  dfs_order: DfsOrder) -> Behaviour | None:
    """The behaviour of the hierarchy ``dfs_order``'s base run when :func:`behaviours`
    (whatever its ``max_runs`` and ``sample``) runs nothing else under that hierarchy,
    else None.

    :func:`behaviours` runs anchor groupings under a hierarchy only over the anchor
    instances its base run references; with none (``if not instances: break``), that
    hierarchy's part of every listing is this one run, the same run (same choices, so
    a remembered one inside :func:`~oracles.reference.reuse.reused`)."""
    result = run(fn, schedule.with_choices(base_choices(schedule, dfs_order)), model)
    return None if referenced_instances(result.trace.record) else result.behaviour
