"""Deciding "pass" over every implementation choice with the lane simulator.

A schedule passes only when *after*'s choices were explored exhaustively
(SEMANTICS.md, "Sampled choices and what a verdict means"). The reference
interpreter runs one choice at a time, so the farm gives it a small budget and
many anchor kernels end "after's implementation choices were only sampled".
The lane simulator runs hundreds of choices of one program as one vectorized
batch: here every combination of *after*'s anchor groupings (its explicit
anchors and the implicit anchor of a non-convergent kernel) and cycle
hierarchies, up to :data:`LIMIT` per schedule, runs at once, and *before* runs
with the very same choices in a second batch (a directed search for a match:
the same choice is legal in *before*, where an anchor it does not have simply
follows the model). The schedule passes if every legal choice of *after* shows
a behaviour that *before* shows under the same choice.

This only ever answers "pass" (with a reason) or "not decided here": a
violation is still reported by the reference alone, with its counterexample.
The enumeration is exhaustive only if no grouping reaches an anchor instance
that the base runs did not list (else nothing is claimed).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from fuzzfarm.analysis.hierarchies import hierarchies
from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.conventions import implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference.enumerate import anchor_groupings

#: Choices (anchor groupings x hierarchies) enumerated per schedule at most.
LIMIT = 512

#: Above this many runs, one choice per (schedule, hierarchy) is checked before the rest:
#: a case that fails there is handed on without simulating hundreds of choices.
STAGED = 64

Instance = tuple[str, int, int]


def passes_every_choice(before: Function, after: Function, schedules: Sequence[Schedule],
                        model: Model, limit: int = LIMIT) -> str | None:
    """A reason when every schedule passes over all of *after*'s choices, else None.

    The schedules' choices run together, as extra schedules of a few batches (the
    base runs, *after* under every choice, *before* under the same legal ones): the
    simulator vectorizes all schedules that share a DFS seed. The answer is None as
    soon as one choice is not matched, so a case bound for the reference does not
    pay for the whole enumeration first."""
    plans = _plans(after, [s.with_choices(Choices()) for s in schedules], model, limit)
    if plans is None:
        return None
    # Many choices: a few per (schedule, hierarchy) first, where a case that does not pass
    # usually already fails; the rest only if those passed (the same runs in all). The
    # first grouping listed is the coarsest, which a correct transform most often keeps:
    # the middle and the last (finest) ones are tried first.
    head: set[int] = set()
    if len(plans) > STAGED:
        groups: dict[tuple[int, object], list[int]] = {}
        for i, (sched, choices, _) in enumerate(plans):
            groups.setdefault((id(sched), choices.hierarchy), []).append(i)
        head = {g[j] for g in groups.values() for j in (len(g) // 2, len(g) - 1)}
    for stage in ([p for i, p in enumerate(plans) if i in head],
                  [p for i, p in enumerate(plans) if i not in head]):
        if stage and not _matched(before, after, stage, model):
            return None
    return (f"no counterexample (lane simulator: all {len(plans)} implementation choices of "
            f"after, each matched by before under the same choice)")


def _matched(before: Function, after: Function,
             plans: list[tuple[Schedule, Choices, frozenset[Instance]]], model: Model) -> bool:
    """Does every legal choice among ``plans`` show, in *after*, a behaviour *before* shows
    under the same choice? *before* runs only once *after*'s runs all count."""
    from oracles import simt

    runs = [schedule.with_choices(c) for schedule, c, _ in plans]
    mine = simt.run_batch(after, runs, model)
    legal: list[int] = []
    for i, ((_, choices, allowed), a) in enumerate(zip(plans, mine, strict=True)):
        if a.behaviour.outcome is Outcome.CONTRADICTORY and choices.anchors:
            continue  # a grouping that makes convergence-before cyclic: no implementation
        if not a.behaviour.decided:
            return False
        if not {(g.anchor, g.lane, g.occurrence) for g in a.choices.anchors} <= allowed:
            return False  # an unlisted anchor instance: the enumeration was not exhaustive
        legal.append(i)
    theirs = simt.run_batch(before, [runs[i] for i in legal], model)
    return all(compare(mine[i].behaviour, b.behaviour).match is Match.YES
               for i, b in zip(legal, theirs, strict=True))


def _plans(after: Function, schedules: list[Schedule], model: Model,
           limit: int) -> list[tuple[Schedule, Choices, frozenset[Instance]]] | None:
    """Every (schedule, choice of *after*, anchor instances it may group), at most ``limit``
    choices per schedule; None when some schedule's choices cannot all be listed."""
    from oracles import simt

    if model == Model.MAXIMAL:
        hier = hierarchies(after)  # every hierarchy, each with the DFS order that gives it
        if not hier.complete:
            return None
        orders = hier.orders
    else:
        orders = ((),)
    implicit = implicit_anchor(after)
    bases = simt.run_batch(after, [s.with_choices(Choices(dfs_order=d))
                                   for s in schedules for d in orders], model)
    out: list[tuple[Schedule, Choices, frozenset[Instance]]] = []
    for k, schedule in enumerate(schedules):
        plans: list[tuple[Schedule, Choices, frozenset[Instance]]] = []
        for dfs_order, base in zip(orders, bases[k * len(orders):(k + 1) * len(orders)], strict=True):
            if not base.behaviour.decided:
                return None
            listed = {(g.anchor, g.lane, g.occurrence) for g in base.choices.anchors}
            if implicit is not None:
                listed |= {(implicit, lane, 1) for lane in schedule.active_lanes}
            combos = list(itertools.islice(anchor_groupings(sorted(listed)), limit + 1))
            if len(plans) + len(combos) > limit:
                return None
            plans += [(schedule, Choices(anchors=c, dfs_order=dfs_order), frozenset(listed))
                      for c in combos]
        out += plans
    return out
