"""A violation on what no grouping of *before*'s anchors can change (SEMANTICS.md, "What a
grouping can reach").

*before*'s groupings grow like the Bell numbers in the threads, so at 32 or 64 lanes they
are only sampled and a behaviour of *after* that matches none of the sample decides
nothing. But where :func:`fuzzfarm.analysis.grouping_reach.grouping_reach` shows that a
grouping can change only some observables (a buffer, the returned value), every legal
grouping of *before* under one cycle hierarchy shows that hierarchy's base run on all
the others, has no undefined behaviour unless the base run has, and records the same
approximations. So a behaviour of *after* (one concrete, replayable choice) that differs
from every hierarchy's base run on those others differs from every behaviour *before*
can show: a violation, at any wave size.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

from fuzzfarm.analysis.grouping_reach import Reach, grouping_reach
from fuzzfarm.analysis.hierarchies import behaviour_hierarchies
from fuzzfarm.behaviour import INTERLEAVED, Behaviour, CallEvent, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import Comparison, Match, compare
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import BehaviourEntry, BehaviourSet, run
from oracles.reference.enumerate import base_choices

_Byte = TypeVar("_Byte")


@dataclass(frozen=True)
class Unreached:
    """*before*'s base runs (one per hierarchy) and *after*'s difference from the first,
    on observables no grouping reaches."""

    bases: BehaviourSet
    comparison: Comparison


def unreached_difference(before: Function, schedule: Schedule, model: Model,
                         shown: Behaviour) -> Unreached | None:
    """Does ``shown`` (a behaviour of *after*) differ from every behaviour of *before* on
    what no grouping of *before* reaches? None when that is not known (module docstring)."""
    reach = grouping_reach(before)
    if reach is None or reach.bytes > schedule.buffer_bytes:
        return None  # some grouping's address may run past a buffer of this schedule
    if reach.loops and model is not Model.MAXIMAL:
        return None  # a loop a grouping may leave early: proved for maximal keys only
    orders = behaviour_hierarchies(before) if model == Model.MAXIMAL else None
    if orders is not None and not orders.complete:
        return None
    entries = []
    first: Comparison | None = None
    for order in orders.orders if orders is not None else ((),):
        choices = base_choices(schedule, order)
        base = run(before, schedule.with_choices(choices), model).behaviour
        if base.outcome is not Outcome.OK or base.approximations & INTERLEAVED:
            return None  # a base run that is undefined or one interleaving's decides nothing here
        comparison = compare(masked(shown, base, reach), base)
        if comparison.match is not Match.NO:
            return None
        entries.append(BehaviourEntry(base, (choices,)))
        first = first or comparison
    assert first is not None
    return Unreached(BehaviourSet(model, True, len(entries), tuple(entries)), first)


def masked(shown: Behaviour, base: Behaviour, reach: Reach) -> Behaviour:
    """``shown`` with every observable a grouping may reach replaced by ``base``'s, so that
    comparing it with ``base`` compares only what every grouping shows as ``base`` does."""
    by_lane = {t.lane: t for t in base.threads}
    threads = []
    for t in shown.threads:
        b = by_lane.get(t.lane)
        if b is None or len(b.buffers) != len(t.buffers):
            threads.append(t)
            continue
        buffers = tuple(masked_bytes(i, mine, b.buffers[i], reach) for i, mine in enumerate(t.buffers))
        threads.append(replace(t, buffers=buffers,
                               return_value=b.return_value if reach.returned else t.return_value,
                               barriers=b.barriers if reach.barriers else t.barriers,
                               calls=b.calls if reach.events else masked_calls(t.calls, b.calls,
                                                                               reach.calls)))
    return replace(shown, threads=tuple(threads))


def masked_bytes(index: int, shown: tuple[_Byte, ...], base: tuple[_Byte, ...],
                 reach: Reach) -> tuple[_Byte, ...]:
    """Private buffer ``index`` as ``shown`` holds it, with every byte a grouping may
    change (:meth:`~fuzzfarm.analysis.grouping_reach.Reach.reaches_byte`) replaced by
    ``base``'s; the whole of ``base``'s when their lengths differ and any byte is reached."""
    if index not in reach.buffers:
        return shown
    if index not in reach.exact or len(shown) != len(base):
        return base
    return tuple(b if reach.reaches_byte(index, k) else s
                 for k, (s, b) in enumerate(zip(shown, base, strict=True)))


def masked_calls(shown: tuple[CallEvent, ...], base: tuple[CallEvent, ...],
                 reached: frozenset[str]) -> tuple[CallEvent, ...]:
    """``shown``'s events with the arguments of each event of a callee in ``reached``
    replaced by ``base``'s event at the same place. Every grouping makes the base run's
    events in number and callee (:attr:`fuzzfarm.analysis.grouping_reach.Reach.calls`),
    so only where the two agree on those are the arguments masked; elsewhere ``shown``
    stays as it is, and that difference is one no grouping makes."""
    if not reached or len(shown) != len(base):
        return shown
    return tuple(b if s.callee == b.callee and s.callee in reached else s
                 for s, b in zip(shown, base, strict=True))
