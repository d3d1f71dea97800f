"""Turning the final arrays and event logs of a batch into one observation per schedule.

The logs are kept batch-wide during the run (a numpy array of slots per event)
and split per schedule only here, so recording never costs Python work per lane
per step. The choices and the lane timeline are split lazily, on first access,
because few callers read them.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from functools import cached_property, partial

import numpy as np

from fuzzfarm import partial_barriers
from fuzzfarm.behaviour import POISON, Behaviour, CallEvent, Outcome, ThreadBehaviour, _Poison
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.types import FloatType
from fuzzfarm.schedule import TIE, AnchorGroup, Choices, DfsOrder, Schedule
from oracles.observation import Observation
from oracles.simt.calls import block_labels
from oracles.simt.legality import CYCLIC, cyclic_schedules
from oracles.simt.scheduler import Simulator


@dataclass
class _Timeline:
    """The batch-wide log of executed points, shared by the results of one batch.

    Each log entry holds the slots that ran a point and their block-instance keys;
    a schedule's view splits an entry into one step per key, so lanes that ran in
    the same numpy pass but belong to different groups show as separate steps."""

    sim_log: list[tuple[int, np.ndarray, np.ndarray]]
    block_names: list[str]
    width: int
    lane_of: np.ndarray

    def for_schedule(self, b: int) -> list[tuple[str, int]]:
        lo, hi = b * self.width, (b + 1) * self.width
        out: list[tuple[str, int]] = []
        for block, idx, keys in self.sim_log:
            left, right = np.searchsorted(idx, [lo, hi])
            if right <= left:
                continue
            lanes, ks = self.lane_of[idx[left:right]].tolist(), keys[left:right].tolist()
            masks: dict[int, int] = {}
            for lane, k in zip(lanes, ks, strict=True):
                masks[k] = masks.get(k, 0) | (1 << lane)
            out.extend((self.block_names[block], m) for m in masks.values())
        return out


class _Entered:
    """The blocks each schedule of a batch executed, from the batch-wide log of executed
    points, split once for all its schedules on first access (one pass over the log,
    where a per-schedule timeline walks the whole log for each schedule)."""

    def __init__(self, timeline: _Timeline) -> None:
        self.timeline = timeline
        self._per: dict[int, set[str]] | None = None

    def for_schedule(self, b: int) -> frozenset[str]:
        if self._per is None:
            t = self.timeline
            per: dict[int, set[int]] = {}
            for block, idx, _ in t.sim_log:
                for sched in np.unique(idx // t.width).tolist():
                    per.setdefault(sched, set()).add(block)
            self._per = {k: {t.block_names[x] for x in v} for k, v in per.items()}
        return frozenset(self._per.get(b, ()))


class _AnchorLog:
    """The batch's anchor executions, turned into ``AnchorGroup``s per schedule on demand."""

    def __init__(self, sim: Simulator) -> None:
        self.sim = sim
        self._groups: dict[int, tuple[AnchorGroup, ...]] | None = None
        self._orders: dict[int, list[tuple[str, int, int]]] | None = None

    def for_schedule(self, b: int) -> tuple[AnchorGroup, ...]:
        if self._groups is None:
            self._groups = _anchor_groups(self.sim)
        return self._groups.get(b, ())

    def order(self, b: int) -> list[tuple[str, int, int]]:
        """Schedule ``b``'s anchor instances (name, lane, occurrence), each lane's in
        the order it executed them (the log is in step order).

        Every schedule's list is cut in one pass over the log, the first time one is
        asked for: the enumeration asks for each of a batch's hundreds of schedules,
        and a pass over the whole log per schedule was quadratic."""
        if self._orders is None:
            self._orders = self._split_orders()
        return list(self._orders.get(b, ()))

    def _split_orders(self) -> dict[int, list[tuple[str, int, int]]]:
        st, log = self.sim.state, self.sim.anchor_log
        if not log:
            return {}
        slots = np.concatenate([idx for _, idx, _, _ in log])
        if slots.size == 0:
            return {}
        occ = np.concatenate([o for _, _, o, _ in log])
        entry = np.repeat(np.arange(len(log)), [idx.size for _, idx, _, _ in log])
        # A stable sort by schedule keeps each schedule's instances in log order, and
        # within one entry in slot order, as a pass per schedule listed them.
        order = np.argsort(slots // st.width, kind="stable")
        names = [name for name, _, _, _ in log]
        sched = slots[order] // st.width
        instances = list(zip(map(names.__getitem__, entry[order].tolist()),
                             st.lane_of[slots[order]].tolist(), occ[order].tolist(), strict=True))
        # Each schedule's instances are one run of the sorted list: cut it at the changes.
        starts = np.flatnonzero(np.concatenate([[True], sched[1:] != sched[:-1]])).tolist()
        ends = starts[1:] + [len(instances)]
        return {b: instances[lo:hi]
                for b, lo, hi in zip(sched[starts].tolist(), starts, ends, strict=True)}


class LaneTrace:
    """What only the simulator shows of a run (the ``trace`` of its observations).

    ``lane_instructions``: instructions executed, summed over lanes (the
    simulator's unit of work). ``blocks``: the labels of the blocks some lane executed
    (those of :attr:`timeline`, whose split it need not make: the enumeration asks it
    of every run to know which cycles a run entered). ``timeline`` lists, per executed step, the block and
    the mask of lanes (bit L = lane L) that executed it together; it is cut from the
    batch-wide log on first access, because only the dashboard and ``fuzzfarm run``
    read it. ``anchor_order``: the anchor instances executed, (name, lane,
    occurrence), each lane's in its order (``Choices`` lists them sorted), which
    the acyclic anchor groupings need (:mod:`oracles.reference.groupings`)."""

    def __init__(self, lane_instructions: int, timeline: Callable[[], list[tuple[str, int]]],
                 anchor_order: Callable[[], list[tuple[str, int, int]]] = list,
                 blocks: Callable[[], frozenset[str]] | None = None) -> None:
        self.lane_instructions = lane_instructions
        self._timeline = timeline
        self._anchor_order = anchor_order
        self._blocks = blocks

    @cached_property
    def timeline(self) -> list[tuple[str, int]]:
        return self._timeline()

    @cached_property
    def blocks(self) -> frozenset[str]:
        if self._blocks is not None:
            return self._blocks()
        return frozenset(block for block, _ in self.timeline)

    @cached_property
    def anchor_order(self) -> list[tuple[str, int, int]]:
        return self._anchor_order()


def _choices(finished: bool, schedule: Schedule, anchors: _AnchorLog, b: int,
             order_seed: int) -> Choices:
    """The implementation choices schedule ``b``'s run made: its own DFS order (seed and
    explicit orders: a batch holds the orders of one signature,
    :class:`oracles.simt.cfg.Hierarchy`), the scheduling order seed, every anchor instance's grouping
    as an ``AnchorGroup``, and the schedule's value of ``undef``.

    A run cut short (contradictory, timeout) leaves anchor occurrences unexecuted
    whose grouping the model still decides, so only the schedule's own overrides
    describe it; a finished run is fully described by the instances it executed."""
    own = schedule.choices.anchors
    executed = anchors.for_schedule(b) if finished else ()
    return Choices(schedule.choices.dfs_seed, executed or own, order_seed,
                   schedule.choices.dfs_order, schedule.choices.undef)


def rehomed(ob: Observation[LaneTrace], hierarchy: tuple[int, DfsOrder]) -> Observation[LaneTrace]:
    """``ob``, a run made under another DFS order of the same signature, as the run
    under ``hierarchy`` (``Choices.hierarchy``): the same behaviour and trace (the
    simulator read nothing else of the order), reporting ``hierarchy`` in its choices,
    so that a replay by the reference follows this order's cycle hierarchy."""
    return Observation(ob.behaviour, partial(_with_hierarchy, ob, hierarchy), ob.trace)


def _with_hierarchy(ob: Observation[LaneTrace], hierarchy: tuple[int, DfsOrder]) -> Choices:
    return replace(ob.choices, dfs_seed=hierarchy[0], dfs_order=hierarchy[1])


def collect(sim: Simulator, order_seed: int) -> list[Observation[LaneTrace]]:
    """One observation per schedule of the batch ``sim`` ran (choices and timeline lazily)."""
    st = sim.state
    width = st.width
    if sim.races is not None:
        sim.races.note(sim.approx)
    barriers = _barrier_events(sim)
    calls = _call_events(sim)
    anchors = _AnchorLog(sim)
    names = ([b.name for b in sim.prog.blocks] if sim.prog.expanded is None
             else block_labels(sim.prog.expanded))
    timeline = _Timeline(sim.timeline_log, names, width, st.lane_of)
    entered = _Entered(timeline)
    buffers = _Buffers(sim)
    if sim.prog.ret_width is None:
        rets: list = [None] * st.nslots
    else:
        rets = [POISON if p else v for v, p in zip(st.retval.tolist(), st.retpois.tolist(),
                                                     strict=True)]
        ret_type = sim.prog.fn.return_type
        if isinstance(ret_type, FloatType):  # a float return is seen as a float: one NaN
            nan = floatbits.canonical_nan(ret_type)
            rets = [nan if isinstance(v, int) and floatbits.is_nan(v, ret_type) else v
                    for v in rets]
    steps = st.steps.reshape(st.nsched, width).sum(axis=1).tolist()
    # Per schedule: any lane still live (waiting) or frozen (out of budget)? A schedule's
    # k-th active lane is its slot k.
    live = np.greater_equal(st.point, 0).reshape(st.nsched, width)
    frozen = st.frozen.reshape(st.nsched, width)
    unfinished = (live.any(axis=1) | frozen.any(axis=1)).tolist()
    results: list[Observation[LaneTrace]] = []
    no_events: tuple[frozenset[int], ...] = ()
    cyclic = cyclic_schedules(sim.tied_log, width, [
        b for b, s in enumerate(sim.schedules)
        if s.choices.anchors and sim.outcome[b] is None])
    alike = _Alike(sim, buffers, barriers, calls)
    for b, sched in enumerate(sim.schedules):
        base = b * width
        outcome = sim.outcome[b]
        message = sim.message[b]
        if outcome is None:
            outcome = Outcome.OK
            n = len(sched.active_lanes)
            if unfinished[b] and frozen[b, :n].any():
                outcome, message = Outcome.TIMEOUT, "a lane exceeded its step budget"
            elif unfinished[b] and live[b, :n].any():
                outcome = Outcome.CONTRADICTORY
                waiting = [lane for k, lane in enumerate(sched.active_lanes) if live[b, k]]
                message = f"lanes {waiting} wait at convergent operations that can never fire"
            elif b in cyclic:
                outcome, message = Outcome.CONTRADICTORY, CYCLIC
        behaviour = None
        if outcome is Outcome.OK:
            key = alike.key(b, sched)
            approx = frozenset(sim.approx[b])
            if sim.races is None:  # no global memory: the key, approximations and message are all
                behaviour = alike.behaviours.get((key, approx, message))
            if behaviour is None:
                threads = alike.seen.get(key)
                if threads is None:
                    bufs = buffers.rows(b, sched.buffer_bytes, sched.active_lanes)
                    threads = alike.seen[key] = tuple([
                        ThreadBehaviour(lane, rets[base + k], buf,
                                        barriers.get(base + k, no_events), calls.get(base + k, ()))
                        for k, (lane, buf) in enumerate(zip(sched.active_lanes, bufs, strict=True))
                    ])
                memory = _global_memory(sim, b) if sim.races is not None else ()
                behaviour = Behaviour(outcome, threads, message, approx, memory,
                                      _global_names(sim) if memory else ())
                if sim.races is None:
                    alike.behaviours[(key, approx, message)] = behaviour
        else:
            behaviour = Behaviour(outcome, (), message, frozenset(sim.approx[b]))
        if b in sim.partial_first:
            behaviour = _partial_barriers(sim, b, sched, behaviour)
        made = partial(_choices, behaviour.decided, sched, anchors, b, order_seed)
        results.append(Observation(behaviour, made,
                                   LaneTrace(steps[b], partial(timeline.for_schedule, b),
                                             partial(anchors.order, b),
                                             partial(entered.for_schedule, b))))
    return results


def _partial_barriers(sim: Simulator, b: int, sched: Schedule, behaviour: Behaviour) -> Behaviour:
    """Schedule ``b``'s verdict where, under ipdom, a workgroup barrier instance missed an
    active lane (:mod:`fuzzfarm.partial_barriers`): its sites' executions per lane."""
    base, n = b * sim.state.width, len(sched.active_lanes)
    counts = {f"{text} (site {site})": dict(zip(sched.active_lanes, sim.barrier_counts[site][base:base + n].tolist(),
                             strict=True))
              for site, text in sim.partial_sites[b].items()}
    return partial_barriers.judge(behaviour, sim.partial_first[b], counts, tuple(sched.active_lanes))


def _global_memory(sim: Simulator, b: int) -> tuple[tuple[int | _Poison, ...], ...]:
    """Final bytes of the device-memory globals of schedule ``b`` (its shared row); a
    byte nothing wrote is undefined, shown as poison (SEMANTICS.md)."""
    st, row = sim.state, b * sim.state.width
    out = []
    for o, spec in enumerate(sim.prog.objects, start=1):
        if spec.observable and spec.size is not None:
            lo = int(sim.obj_base[o])
            data = st.mem[row, lo: lo + spec.size].tolist()
            undefined = (st.mpois[row, lo: lo + spec.size] | st.muninit[row, lo: lo + spec.size]).tolist()
            out.append(tuple(POISON if u else v for v, u in zip(data, undefined, strict=True)))
    return tuple(out)


def _global_names(sim: Simulator) -> tuple[tuple[str, tuple[int | _Poison, ...]], ...]:
    """The names and initial bytes of :func:`_global_memory`'s globals, in its order."""
    return tuple((spec.name.removeprefix("@"),
                  spec.init if spec.init is not None else (POISON,) * spec.size)
                 for spec in sim.prog.objects if spec.observable and spec.size is not None)


class _Alike:
    """Schedules of a batch that end alike share one tuple of thread behaviours.

    The choices enumerated for one schedule (hundreds per batch) mostly end with the same
    return values and buffers; building every lane's behaviour again cost most of
    collecting such a batch. A schedule's key is what its threads are made of: its active
    lanes, buffer size, and its slots' rows of a table holding, per slot, the return
    value and its poison bit, the barrier and call events (numbered by identity: equal
    event tuples are one object), and the slot's bytes of every buffer region and of
    their poison bits. A buffer byte left poison (never written, in most generated
    kernels) is part of the key like any other: such schedules, most of an
    enumeration's, used to be built one by one.

    The table is one ``bytes`` object of fixed-length rows (a schedule's slots are
    consecutive), so a key is one slice of it: a tuple of a slice per component and
    an identity per slot's events cost a fifth of collecting an enumeration's batch."""

    def __init__(self, sim: Simulator, buffers: _Buffers,
                 barriers: dict[int, tuple[frozenset[int], ...]],
                 calls: dict[int, tuple[CallEvent, ...]]) -> None:
        st = sim.state
        self.width = st.width
        n = st.nslots
        columns = [st.retval.view(np.uint8).reshape(n, 8),
                   st.retpois.view(np.uint8).reshape(n, 1),
                   _numbered(barriers, n), _numbered(calls, n)]
        for raw, span, poisoned in buffers.regions:
            columns.append(np.frombuffer(raw, np.uint8).reshape(n, span))
            columns.append(np.frombuffer(poisoned, np.uint8).reshape(n, span))
        self.row = sum(c.shape[1] for c in columns)
        self.table = np.concatenate(columns, axis=1).tobytes()
        self.seen: dict[tuple[object, ...], tuple[ThreadBehaviour, ...]] = {}
        #: Whole behaviours by (key, approximations), where no global memory is shown: a
        #: behaviour is an immutable value, and building the same one for each of hundreds
        #: of choices cost as much as the key.
        self.behaviours: dict[tuple[object, ...], Behaviour] = {}

    def key(self, b: int, sched: Schedule) -> tuple[object, ...]:
        lo = b * self.width * self.row
        return (sched.active_lanes, sched.buffer_bytes,
                self.table[lo: lo + len(sched.active_lanes) * self.row])


def _numbered(events: Mapping[int, tuple[object, ...]], n: int) -> np.ndarray:
    """Per slot, a number for its events tuple (0: none), as 8 bytes: equal numbers for
    the same object (the tuples are canonical: equal ones are one object)."""
    out = np.zeros(n, dtype=np.int64)
    number: dict[int, int] = {}
    for slot, t in events.items():
        out[slot] = number.setdefault(id(t), len(number) + 1)
    return out.view(np.uint8).reshape(n, 8)


class _Buffers:
    """Final bytes of every pointer argument's buffer, read from the arena in one pass.

    Rows are cut from one ``bytes`` copy of the arena: iterating a ``bytes`` object
    yields CPython's cached small ints, far cheaper than ``ndarray.tolist``. The poison
    bits are one ``bytes`` copy too (a row's are cut beside its data), and a row with
    poison bytes is patched once per distinct (data, poison) pair."""

    def __init__(self, sim: Simulator) -> None:
        st = sim.state
        self.width = st.width
        #: One tuple per distinct buffer content: the choices of a schedule mostly leave
        #: the same bytes, and equal rows that are one object also compare at once.
        self.seen: dict[tuple[bytes, bytes], tuple] = {}
        #: Per pointer argument: its arena bytes, its span per slot, its poison bits.
        self.regions: list[tuple[bytes, int, bytes]] = []
        for a in sim.prog.args:
            if a.width is None and a.observed:
                lo = int(sim.obj_base[a.obj])
                hi = lo + int(sim.obj_size[:, a.obj].max())
                raw = np.ascontiguousarray(st.mem[:, lo:hi]).tobytes()
                poisoned = np.ascontiguousarray(st.mpois[:, lo:hi]).tobytes()
                self.regions.append((raw, hi - lo, poisoned))

    def rows(self, b: int, nbytes: int, active: tuple[int, ...]) -> list[tuple]:
        """The buffers tuple of each active lane of schedule ``b``."""
        per_region = []
        for raw, span, poisoned in self.regions:
            rows = []
            for k in range(len(active)):
                start = (b * self.width + k) * span
                chunk = raw[start: start + nbytes], poisoned[start: start + nbytes]
                row = self.seen.get(chunk)
                if row is None:
                    data, poison = chunk
                    row = self.seen[chunk] = (tuple(data) if 1 not in poison else tuple(
                        POISON if p else v for v, p in zip(data, poison, strict=True)))
                rows.append(row)
            per_region.append(rows)
        return list(zip(*per_region, strict=True)) if per_region else [()] * len(active)


def _barrier_events(sim: Simulator) -> dict[int, tuple[frozenset[int], ...]]:
    """Each slot's barrier events (the lanes that met it), in the order the slot met them.

    Equal tuples are one object (:class:`_Alike` compares slots' events by identity)."""
    if not sim.barrier_log:
        return {}
    slots = np.concatenate([e[0] for e in sim.barrier_log])
    if slots.size == 0:  # only entries of no slot (a partial barrier's lanes were dropped)
        return {}
    masks = np.concatenate([e[1] for e in sim.barrier_log])
    order = np.argsort(slots, kind="stable")
    slots, masks = slots[order], masks[order]
    ms = masks.tolist()
    sets = {m: _bits(m) for m in set(ms)}
    events = [sets[m] for m in ms]
    starts = np.flatnonzero(np.concatenate([[True], slots[1:] != slots[:-1]])).tolist()
    ends = starts[1:] + [len(events)]
    firsts = slots[starts].tolist()
    canon: dict[tuple[frozenset[int], ...], tuple[frozenset[int], ...]] = {}
    return {s: canon.setdefault(t, t)
            for s, t in zip(firsts, (tuple(events[a:e]) for a, e in zip(starts, ends, strict=True)),
                            strict=True)}


def _bits(mask: int) -> frozenset[int]:
    """The lanes of a ballot-style mask (bit L = lane L), lowest bit by lowest bit (a
    barrier's members are a few lanes: a scan of all 64 bits per mask cost more)."""
    out = []
    mask &= (1 << 64) - 1  # bits 0-63 only, as a uint64 holds them
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return frozenset(out)


def _call_events(sim: Simulator) -> dict[int, tuple[CallEvent, ...]]:
    """Each slot's external call events, in the order the slot executed them.

    Equal tuples are one object (:class:`_Alike` compares slots' events by identity).
    So are equal events (one object per callee and argument tuple, across the log), so
    that a slot's tuple is found by its events' identities: hashing the events
    themselves (a dataclass's hash, a Python call per event and slot) was most of
    collecting an enumeration's batch of hundreds of schedules."""
    out: dict[int, list[CallEvent]] = {}
    made: dict[str, dict[tuple, CallEvent]] = {}
    for idx, callee, values, poisons in sim.call_log:
        columns = [[POISON if p else v for v, p in zip(vs.tolist(), ps.tolist(), strict=True)]
                   for vs, ps in zip(values, poisons, strict=True)]
        slots = idx.tolist()
        # One event object per distinct argument tuple (they are immutable): the choices of
        # a schedule mostly call with the same values, and building a dataclass per slot
        # was most of collecting a large batch.
        mine = made.setdefault(callee, {})
        for s, args in zip(slots, zip(*columns, strict=True) if columns else [()] * len(slots),
                           strict=True):
            event = mine.get(args)
            if event is None:
                event = mine[args] = CallEvent(callee, args)
            out.setdefault(s, []).append(event)
    canon: dict[tuple[int, ...], tuple[CallEvent, ...]] = {}
    result: dict[int, tuple[CallEvent, ...]] = {}
    for s, v in out.items():
        ids = tuple(map(id, v))
        t = canon.get(ids)
        if t is None:
            t = canon[ids] = tuple(v)
        result[s] = t
    return result


def _anchor_groups(sim: Simulator) -> dict[int, tuple[AnchorGroup, ...]]:
    """The schedule's anchor overrides plus every model-grouped anchor instance executed.

    Overrides are kept whole, executed or not: an override for an occurrence that
    never ran still made that lane a possible member of its group (and so can
    decide whether a run is contradictory). Instances grouped by the model get
    fresh labels (above every override label), one per convergence key."""
    width = sim.state.width
    lane_of = sim.state.lane_of
    out: dict[int, list[AnchorGroup]] = {
        b: list(s.choices.anchors) for b, s in enumerate(sim.schedules) if s.choices.anchors}
    labels: dict[tuple[int, int], int] = {}
    nxt = [1 + max((g.label for g in s.choices.anchors), default=-1) for s in sim.schedules]
    keys = sim.keys.keys
    for name, idx, occ, kk in sim.anchor_log:
        if name.startswith(TIE):
            continue  # a tie node, no anchor instance
        for s, n, k in zip(idx.tolist(), occ.tolist(), kk.tolist(), strict=True):
            if keys[k][0] == "anchor":
                continue
            b = s // width
            label = labels.get((b, k))
            if label is None:
                label = labels[(b, k)] = nxt[b]
                nxt[b] += 1
            out.setdefault(b, []).append(AnchorGroup(name, int(lane_of[s]), n, label))
    instance = operator.attrgetter("anchor", "lane", "occurrence")  # the same key, no lambda
    return {b: tuple(sorted(v, key=instance))
            for b, v in out.items()}
