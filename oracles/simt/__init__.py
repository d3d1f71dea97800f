"""The vectorized GPU-lane simulator: the second, independent oracle of SEMANTICS.md.

Where the reference interpreter (:mod:`oracles.reference`) runs one thread at a
time, this simulator runs *lanes*: numpy arrays over (schedules x lanes), every
instruction executed once for all the lanes of all the schedules that reach it,
like a SIMT machine with one execution mask per instruction. Many schedules of
one program run in one call (:func:`run_batch`), which is where its speed comes
from.

Public surface (the package is an :class:`oracles.oracle.Oracle`)::

    run(fn, schedule, model=DEFAULT_MODEL) -> Observation[LaneTrace]
    run_batch(fn, schedules, model=DEFAULT_MODEL) -> list[Observation[LaneTrace]]
    replay(fn, schedule, choices, model=DEFAULT_MODEL) -> Observation[LaneTrace]
    Observation(behaviour, choices, trace=LaneTrace(lane_instructions, timeline))
    with reused(): ...  # compile and analyse each function once inside the block

Scope: integers up to 64 bits; an ``i128`` value, ``ptrtoint``/``inttoptr`` (but a pointer's
round trip, fuzzfarm/ir/roundtrip.py), globals, pointers stored in memory, allocas of a
non-constant count and allocas inside cycles are reported as ``Outcome.UNSUPPORTED`` when
executed. Subgroups of 1 to 64 lanes (ballot bit L
is lane L of an i64; see :mod:`oracles.simt.catalogue` for 128 lanes).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.conventions import implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, as_model
from oracles.observation import Observation
from oracles.simt import groups
from oracles.simt.programs import Prepared, prepare, reused, reusing
from oracles.simt.results import LaneTrace, collect, rehomed
from oracles.simt.scheduler import Simulator

__all__ = ["NAME", "LaneTrace", "replay", "reused", "reusing", "run", "run_batch"]

#: Which oracle this is, in messages and reports.
NAME = "lane simulator"

#: Slots (schedules x most active lanes) one vectorized batch holds at most: its register
#: and memory arrays grow with them, so a longer list of schedules runs in several.
MAX_SLOTS = 1 << 15


def run_batch(fn: Function, schedules: Sequence[Schedule],
              model: Model = DEFAULT_MODEL) -> list[Observation[LaneTrace]]:
    """Simulate ``fn`` once per schedule; one result per schedule, in order.

    Schedules sharing an analysis (DFS orders of one signature, :class:`Prepared`) and an
    order seed run as one vectorized batch (the cycle hierarchy and the scheduling order
    are per batch), of at most :data:`MAX_SLOTS` slots. Inside :func:`reused` a schedule
    already run (or asked twice, or asked under another DFS order of the same signature)
    is not run again: its result depends on the function, the model and the schedule
    alone, and each result reports its own schedule's DFS order."""
    model = as_model(model)
    if not schedules:
        return []
    if any(s.choices.rounds for s in schedules):
        return _without_chosen_rounds(fn, schedules, model)
    prepared = prepare(fn)
    if not reusing():
        return _simulate(prepared, schedules, model)
    seen: dict[tuple[object, ...], int] = {}
    keys = [(model, *_key(s, seen, prepared)) for s in schedules]
    todo = list({k: s for k, s in zip(keys, schedules, strict=True)
                 if k not in prepared.runs}.items())
    if todo:
        fresh = _simulate(prepared, [s for _, s in todo], model)
        prepared.runs.update((k, (s.choices.hierarchy, r))
                             for (k, s), r in zip(todo, fresh, strict=True))
    out = []
    for k, s in zip(keys, schedules, strict=True):
        ran, r = prepared.runs[k]
        wanted = s.choices.hierarchy
        out.append(r if ran == wanted else rehomed(r, wanted))
    return out


#: Why a run whose choices order the threads round by round is not simulated.
CHOSEN_ROUNDS = ("unsupported: an explicit order of the threads' atomics per round "
                 "(choices.rounds) is the reference's (oracles/reference/atomic_orders.py); the "
                 "lane simulator runs a step's lanes in lane order")


def _without_chosen_rounds(fn: Function, schedules: Sequence[Schedule],
                           model: Model) -> list[Observation[LaneTrace]]:
    """:func:`run_batch` where some schedules choose ``Choices.rounds``: those are
    unsupported (the simulator's steps are not the reference's rounds), the others run."""
    plain = [s for s in schedules if not s.choices.rounds]
    done = iter(run_batch(fn, plain, model))
    return [Observation(Behaviour(Outcome.UNSUPPORTED, (), CHOSEN_ROUNDS), s.choices,
                        LaneTrace(0, lambda: [])) if s.choices.rounds else next(done)
            for s in schedules]


def _key(s: Schedule, seen: dict[tuple[object, ...], int], prepared: Prepared) -> tuple[object, ...]:
    """What a run depends on besides the function and the model: the schedule's fields
    but its choices, as a number (:attr:`Prepared.fields`), and its choices, with the DFS
    order as the number of its analysis (orders of one signature run alike). Anchor
    groupings count by identity (the same tuple of groups; ``held`` keeps it alive so
    its id is not reused): hashing their hundreds of ``AnchorGroup`` dataclasses per
    schedule cost more than the runs the memo saves, and the enumeration asks again
    with the very objects it listed. The fields are numbered once per call for the
    schedules that share their objects (``seen``, by identity; the schedules of one call
    are alive, so no id is reused): an enumeration's hundreds of schedules are one
    schedule with other choices, and hashing its lanes' arguments again for each cost
    a few percent of a check."""
    c = s.choices
    if c.anchors:
        prepared.held.append(c.anchors)
    ident = (id(s.args), id(s.buffers), id(s.active_lanes), s.subgroup_size, s.buffer_bytes,
             s.step_budget, s.launch)
    number = seen.get(ident)
    if number is None:
        fields = (s.subgroup_size, s.active_lanes, tuple(sorted(s.args.items())),
                  s.buffer_bytes, s.step_budget, tuple(sorted(s.buffers.items())), s.launch)
        number = seen[ident] = prepared.fields.setdefault(fields, len(prepared.fields))
    return (number, prepared.analysis(c.hierarchy), c.order_seed, c.undef,
            id(c.anchors) if c.anchors else None)


def _simulate(prepared: Prepared, schedules: Sequence[Schedule],
              model: Model) -> list[Observation[LaneTrace]]:
    fn = prepared.fn
    implicit = implicit_anchor(fn)
    asked = schedules
    schedules, plan = groups.split(implicit, schedules,
                                   any(o.shared for o in prepared.prog.objects))
    batches: dict[tuple[int, int], list[list[int]]] = {}
    widest = max(len(s.active_lanes) for s in schedules)  # a slot per active lane
    per_batch = max(1, MAX_SLOTS // widest)
    for i, s in enumerate(schedules):
        chunks = batches.setdefault(
            (prepared.analysis(s.choices.hierarchy), s.choices.order_seed), [[]])
        if len(chunks[-1]) == per_batch:
            chunks.append([])
        chunks[-1].append(i)
    out: list[Observation[LaneTrace] | None] = [None] * len(schedules)
    with np.errstate(all="ignore"):
        for (analysis, order_seed), members in (
                (seeds, m) for seeds, chunks in batches.items() for m in chunks):
            cfg, tables = prepared.analysed(analysis)
            sim = Simulator(prepared.prog, cfg, [schedules[i] for i in members], model,
                            order_seed, tables)
            sim.run()
            for i, r in zip(members, collect(sim, order_seed), strict=True):
                out[i] = r
    return groups.merge(implicit, asked, [r for r in out if r is not None], plan)


def run(fn: Function, schedule: Schedule, model: Model = DEFAULT_MODEL) -> Observation[LaneTrace]:
    """Simulate one schedule (a batch of one)."""
    return run_batch(fn, [schedule], model)[0]


def replay(fn: Function, schedule: Schedule, choices: Choices,
           model: Model = DEFAULT_MODEL) -> Observation[LaneTrace]:
    """Simulate ``schedule`` making exactly ``choices`` (e.g. those the reference reports)."""
    return run(fn, schedule.with_choices(choices), model)
