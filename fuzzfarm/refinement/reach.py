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
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.behaviour import INTERLEAVED, Behaviour, CallEvent, Outcome
from fuzzfarm.ir.model import ConstInt, Function
from fuzzfarm.ir.types import IntType
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
        last = written_last(before, schedule.with_choices(choices), model, reach, base)
        comparison = compare(masked(shown, base, reach, last), base)
        if comparison.match is not Match.NO:
            return None
        entries.append(BehaviourEntry(base, (choices,)))
        first = first or comparison
    assert first is not None
    return Unreached(BehaviourSet(model, True, len(entries), tuple(entries)), first)


#: Per lane, per buffer of :attr:`Reach.based`: the bytes a tainted store wrote last in
#: the base run (:func:`written_last`).
WrittenLast = dict[int, dict[int, frozenset[int]]]


def written_last(before: Function, schedule: Schedule, model: Model, reach: Reach,
                 base: Behaviour) -> WrittenLast:
    """For each lane and buffer of :attr:`Reach.based`, the bytes whose last writer in
    ``base`` (*before*'s run on ``schedule``, its choices the base run's) is a tainted
    store; {} when unknown (every such buffer is then masked whole).

    Found with two copies of *before* whose tainted stores into those buffers
    (:attr:`Reach.marked`) store all zero bits in one and all one bits in the other, run
    with the same choices: a byte differs between the two runs exactly when a marked
    store wrote it last. The copies' runs are the base run but for those bytes: only
    tainted reads may alias a tainted store, so every untainted value, the path outside
    the regions, and every store into those buffers (none is in a region) is the base
    run's, at the base run's address (:meth:`~fuzzfarm.analysis.grouping_reach._Taint.based`).
    Runs that are not OK, or whose lanes or buffers do not line up, answer {}."""
    if not reach.based:
        return {}
    zeros, ones = marked_copies(before)
    runs = [run(fn, schedule, model).behaviour for fn in (zeros, ones)]
    if any(r.outcome is not Outcome.OK or r.approximations & INTERLEAVED for r in runs):
        return {}
    lanes = [{t.lane: t for t in r.threads} for r in (base, *runs)]
    if not lanes[0].keys() == lanes[1].keys() == lanes[2].keys():
        return {}
    out: WrittenLast = {}
    for lane, mine in lanes[0].items():
        z, o = lanes[1][lane].buffers, lanes[2][lane].buffers
        if not len(mine.buffers) == len(z) == len(o):
            return {}
        out[lane] = {}
        for index in reach.based:
            if index >= len(z) or not len(mine.buffers[index]) == len(z[index]) == len(o[index]):
                return {}
            out[lane][index] = frozenset(k for k, (a, b) in enumerate(zip(z[index], o[index],
                                                                         strict=True)) if a != b)
    return out


@per_function
def marked_copies(fn: Function) -> tuple[Function, Function]:
    """``fn`` with every store of :attr:`Reach.marked` storing 0, and storing all one bits
    (:func:`written_last`); made once per kernel, so runs of them are reused."""
    reach = grouping_reach(fn)
    assert reach is not None
    copies = []
    for bits in (0, -1):
        copy = fn.clone()
        for b, k in reach.marked:
            store = copy.blocks[b].instructions[k]
            ty = store.operands[0].type
            assert store.opcode == "store" and isinstance(ty, IntType)
            store.operands[0] = ConstInt(ty, bits & ty.mask)
        copies.append(copy)
    return copies[0], copies[1]


def masked(shown: Behaviour, base: Behaviour, reach: Reach,
           last: WrittenLast | None = None) -> Behaviour:
    """``shown`` with every observable a grouping may reach replaced by ``base``'s, so that
    comparing it with ``base`` compares only what every grouping shows as ``base`` does
    (``last``: :func:`written_last`, the bytes of the :attr:`Reach.based` buffers a
    grouping may change; without it those buffers are masked whole)."""
    by_lane = {t.lane: t for t in base.threads}
    threads = []
    for t in shown.threads:
        b = by_lane.get(t.lane)
        if b is None or len(b.buffers) != len(t.buffers):
            threads.append(t)
            continue
        mine = (last or {}).get(t.lane, {})
        buffers = tuple(masked_bytes(i, shown_bytes, b.buffers[i], reach, mine.get(i))
                        for i, shown_bytes in enumerate(t.buffers))
        threads.append(replace(t, buffers=buffers,
                               return_value=b.return_value if reach.returned else t.return_value,
                               barriers=b.barriers if reach.barriers else t.barriers,
                               calls=b.calls if reach.events else masked_calls(t.calls, b.calls,
                                                                               reach.calls)))
    return replace(shown, threads=tuple(threads))


def masked_bytes(index: int, shown: tuple[_Byte, ...], base: tuple[_Byte, ...],
                 reach: Reach, last: frozenset[int] | None = None) -> tuple[_Byte, ...]:
    """Private buffer ``index`` as ``shown`` holds it, with every byte a grouping may
    change (:meth:`~fuzzfarm.analysis.grouping_reach.Reach.reaches_byte`, or ``last``:
    those a tainted store wrote last in the base run, for a :attr:`Reach.based` buffer)
    replaced by ``base``'s; the whole of ``base``'s when their lengths differ and any
    byte is reached."""
    if index not in reach.buffers:
        return shown
    if last is not None and index in reach.based and len(shown) == len(base):
        return tuple(b if k in last else s for k, (s, b) in enumerate(zip(shown, base, strict=True)))
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
