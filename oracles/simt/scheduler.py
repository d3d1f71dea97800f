"""The scheduling loop: run the lowest-ranked runnable point for every slot waiting there.

Each iteration picks one point (a block segment) by priority rank (see
:mod:`oracles.simt.cfg`) and executes it for *all* runnable slots at that point,
across every schedule of the batch and every convergence key at once: plain
instructions do not care which group a lane is in, so grouping only matters at a
point's head, where the convergent operation fires per complete communicating set
(:mod:`oracles.simt.prospects`). Lanes of an incomplete set stay *blocked* at the
point; they are rechecked whenever the point runs again, and when a schedule has
nothing else to run. A schedule whose live lanes all wait without progress ends
``Outcome.CONTRADICTORY``; a lane past its step budget is frozen where it stands
(it could still arrive anywhere it can reach) and the run ends ``Outcome.TIMEOUT``.
UB and unsupported operations end their schedule at once.

The scans over every slot that each step makes (which point runs, which slots wait there,
the groups at a head, the step counts) are compiled (:mod:`oracles.simt.kernels`); the ops,
the models and the judgement stay numpy.
"""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable, Sequence
from typing import cast

import numpy as np

from fuzzfarm.behaviour import Outcome
from fuzzfarm.launch import LAUNCH_OBJECTS
from fuzzfarm.promises import poisoned
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.simt import kernels
from oracles.simt.cfg import CfgInfo
from oracles.simt.compile import ArgSpec, Program, Term
from oracles.simt.execute import breaking, read
from oracles.simt.exits import Exits
from oracles.simt.keys import KeyTable
from oracles.simt.lanes import CallRecord
from oracles.simt.memory import POINTER_TAGS, encode
from oracles.simt.models import Ipdom, Maximal
from oracles.simt.prospects import Prospects
from oracles.simt.shared import Races
from oracles.simt.state import DONE, State
from oracles.simt.tables import PointTables
from oracles.simt.values import spread

#: How often (iterations) stalled schedules are looked for while others still run.
STALL_CHECK_PERIOD = 32


class Simulator:
    """One batch of schedules of one program under one model.

    Implements :class:`oracles.simt.machine.Machine` (and so the ops' ``Lanes``)."""

    def __init__(self, prog: Program, cfg: CfgInfo, schedules: list[Schedule], model: str,
                 order_seed: int = 0, tables: PointTables | None = None) -> None:
        self.prog, self.cfg, self.schedules = prog, cfg, schedules
        tables = tables if tables is not None else PointTables(prog, cfg)
        nsched, width = len(schedules), max(len(s.active_lanes) for s in schedules)
        layout = np.full((nsched, width), -1, dtype=np.int64)
        for b, s in enumerate(schedules):
            layout[b, :len(s.active_lanes)] = s.active_lanes
        self._layout_memory(schedules)
        self.state = State(nsched, width, prog.nregs, self.arena, len(cfg.headers),
                           len(prog.anchors), prog.nloops, layout)
        self.keys = KeyTable()
        self.keys.intern(("undefined",))  # id 0: a token register never written
        self.key_entry = self.keys.intern(("entry",))
        self.model: Maximal | Ipdom = (Maximal if model == Model.MAXIMAL else Ipdom)(
            self.state, self.keys, tables)
        self.maximal = model == Model.MAXIMAL  # oracles.simt.lanes.Lanes.maximal
        self.outcome: list[Outcome | None] = [None] * nsched
        self.message = [""] * nsched
        self.approx: list[set[str]] = [set() for _ in schedules]
        self.alive = np.ones(nsched, dtype=bool)
        self.alive_slot = np.ones(nsched * width, dtype=bool)
        #: how many schedules have ended (ub, unsupported): :meth:`_running`
        self.ended = 0
        self.rechecked = np.zeros(nsched, dtype=bool)
        self.budget = np.array([s.step_budget for s in schedules], dtype=np.int64)
        #: The smallest budget, and the steps of every point run so far (a bound on any
        #: slot's steps): below it no step budget needs checking (``_budget``).
        self._least_budget = int(self.budget.min())
        self._steps_bound = 0
        self._plan_cache: list[dict[tuple[str, int], list[tuple[int, int]]]] | None = None
        self._arg_group_cache: tuple[list[Schedule], list[Callable[[Sequence[int]], tuple[int, ...]]],
                                     np.ndarray] | None = None
        self.has_overrides = any(s.choices.anchors for s in schedules)
        self._anchor_tables: dict[str, np.ndarray] | None = None
        self._set_ranks(order_seed, tables)
        self.anchor_log: list[tuple[str, np.ndarray, np.ndarray, np.ndarray]] = []
        self._tie_occ: dict[str, np.ndarray] = {}  # per tie node, each slot's occurrences
        #: Token-converged instances (slots, key ids) in step order, kept only when some
        #: schedule chose anchor groupings: the legality check needs them (legality.py).
        self.tied_log: list[tuple[np.ndarray, np.ndarray]] | None = [] if self.has_overrides else None
        self.barrier_log: list[tuple[np.ndarray, np.ndarray]] = []
        #: Under ipdom, each workgroup barrier site's executions per slot, and per schedule
        #: the sites that had an instance missing an active lane, with their texts, the
        #: first one's message first (:mod:`fuzzfarm.partial_barriers`, decided in results).
        self.barrier_counts: dict[int, np.ndarray] = {}
        self.partial_sites: dict[int, dict[int, str]] = {}
        self.partial_first: dict[int, str] = {}
        self.call_log: list[CallRecord] = []
        #: the instances a ``.sync`` membermask naming lanes outside its set owes (PTX's
        #: exited lanes, oracles/simt/exits.py): kept for programs passing a membermask
        self.exits: Exits | None = Exits() if prog.membermasks else None
        #: (schedule, implicit anchor, label) -> the invocation region its group entered.
        self._anchor_sites: dict[tuple[int, str, int], int] = {}
        self.timeline_log: list[tuple[int, np.ndarray, np.ndarray]] = []
        self.prospects = Prospects(self, tables)
        self._start()

    # -- setup --------------------------------------------------------------------------

    def _layout_memory(self, schedules: list[Schedule]) -> None:
        objs = self.prog.objects
        widest = max(s.buffer_bytes for s in schedules)
        sizes = [o.size if o.size is not None else widest for o in objs]
        self.obj_base = np.zeros(len(objs) + 1, dtype=np.int64)
        self.obj_base[1:] = np.cumsum([0] + sizes[:-1]) if objs else []
        self.arena = int(sum(sizes))
        # Object 0 (null) and ids past the last object are no buffer.
        self._by_schedule = np.array([False] + [o.size is None or o.launch_object is not None for o in objs] + [False])
        # Per schedule and object, its size: a column per object (a buffer's is each
        # schedule's buffer size), where a slot per schedule and object was most of
        # setting up an enumeration's batch of thousands of schedules.
        self.obj_size = np.zeros((len(schedules), len(objs) + 1), dtype=np.int64)
        buffer_bytes = np.array([s.buffer_bytes for s in schedules], dtype=np.int64)
        for k, o in enumerate(objs):
            self.obj_size[:, k + 1] = o.size if o.size is not None else buffer_bytes
        # Object sizes with a -1 column past the last object (any larger id), flattened;
        # one row when every schedule has the same sizes (they mostly share a buffer size).
        padded = np.full((len(schedules), len(objs) + 2), -1, dtype=np.int64)
        padded[:, :-1] = self.obj_size
        self._sizes = padded[:1].reshape(-1) if (padded == padded[0]).all() else padded.reshape(-1)
        self._shared = np.array([False] + [o.shared for o in objs] + [False])
        self.races: Races | None = None
        if self._shared.any():  # module globals: race shadow over their bytes
            columns = np.full(self.arena + 1, -1, dtype=np.int64)
            n = 0
            for k, spec in enumerate(objs, start=1):
                if spec.shared:  # a global, or a local parameter's object (as wide as a buffer)
                    size = spec.size if spec.size is not None else widest
                    lo = int(self.obj_base[k])
                    columns[lo: lo + size] = np.arange(n, n + size)
                    n += size
            self.races = Races(len(schedules), max(len(s.active_lanes) for s in schedules),
                               columns, n)

    @property
    def _plans(self) -> list[dict[tuple[str, int], list[tuple[int, int]]]]:
        """Per schedule, (anchor, lane) -> [(occurrence, label)] of its overrides."""
        if self._plan_cache is None:
            self._plan_cache = [self._anchor_plan(s) for s in self.schedules]
        return self._plan_cache

    def _anchor_plan(self, s: Schedule) -> dict[tuple[str, int], list[tuple[int, int]]]:
        plan: dict[tuple[str, int], list[tuple[int, int]]] = {}
        for g in s.choices.anchors:
            plan.setdefault((g.anchor, g.lane), []).append((g.occurrence, g.label))
        return plan

    def _set_ranks(self, order_seed: int, tables: PointTables) -> None:
        self.rank, self.point_at_rank = tables.ranks(order_seed)

    def _start(self) -> None:
        st, prog = self.state, self.prog
        filled = any(s.buffers for s in self.schedules)  # campaigns' buffers start zeroed
        for o, spec in enumerate(prog.objects, start=1):
            if spec.fields:  # a byval/byref argument: the schedule's fields
                self._fill_fields(self.obj_base[o], spec.fields)
            elif spec.init is not None:  # a global's initializer, in every row
                lo = self.obj_base[o]
                st.mem[:, lo: lo + len(spec.init)] = np.array(spec.init, dtype=np.uint8)
            elif spec.poison_init:
                lo = self.obj_base[o]
                st.muninit[:, lo: lo + self.obj_size[:, o].max()] = True
                if spec.dead:  # dead until llvm.lifetime.start (oracles/simt/memory.py)
                    st.mpois[:, lo: lo + self.obj_size[:, o].max()] = True
            elif spec.launch_object in LAUNCH_OBJECTS:  # each schedule's launch (fuzzfarm.launch)
                lo = self.obj_base[o]
                contents = LAUNCH_OBJECTS[spec.launch_object].contents
                for b, s in enumerate(self.schedules):
                    image = np.frombuffer(contents(s.launch), dtype=np.uint8)
                    st.mem[b * st.width:(b + 1) * st.width, lo: lo + image.size] = image
            elif spec.size is None and filled:  # a ptr argument's buffer: the schedule's contents
                for b, s in enumerate(self.schedules):
                    image = np.frombuffer(s.buffer_image(spec.name), dtype=np.uint8)
                    if image.size:
                        lo = self.obj_base[o]
                        st.mem[b * st.width:(b + 1) * st.width, lo: lo + image.size] = image
        for a in prog.args:
            if a.width is None:
                if a.reg >= 0:
                    st.vals[a.reg][:] = encode(a.obj)
            elif a.width <= 64:
                st.vals[a.reg] = self._arg_values(a.name, a.width, a.inreg)
        active = np.flatnonzero(st.lane_of >= 0)
        for a in prog.args:
            if a.promise is not None and a.width is not None and a.width <= 64:
                self._keep_promise(a, active)
        if any(a.width is not None and a.width > 64 for a in prog.args):
            self.unsupported(active, "arguments wider than 64 bits are not supported")
        if any(not 0 < f.width <= 64 for o in prog.objects for f in o.fields):
            self.unsupported(active, "a field of a kernel argument the lane simulator cannot take")
        device = next((o.name for o in prog.objects if o.observable), None)
        for b, s in enumerate(self.schedules):
            if device is not None and np.prod(s.launch.groups) > 1:
                # the launch's other workgroups write the device global too (SEMANTICS.md)
                self.unsupported(np.array([b * st.width]), "the other workgroups of the launch "
                                 f"share device global {device}")
        st.point[active] = prog.first_point[0]
        self.model.arrive(active, -1, 0)

    def _keep_promise(self, arg: ArgSpec, slots: np.ndarray) -> None:
        """Make poison, or under ``noundef`` end with undefined behaviour, the slots whose
        value of argument ``arg`` breaks its attribute's promise (LangRef, "Parameter
        Attributes"; fuzzfarm/promises.py; the reference's thread set-up)."""
        assert arg.promise is not None
        text, ty = arg.promise
        broken = breaking(text, ty, self.state.vals[arg.reg][slots])
        if not broken.any():
            return
        if poisoned(text, arg.noundef, ty) is None:
            self.ub(slots[broken], f"argument %{arg.name} breaks its {text}")
        else:
            self.state.pois[arg.reg][slots[broken]] = True

    def _fill_fields(self, base: int, fields: tuple) -> None:
        """The bytes of a ``byval``/``byref`` argument's object in every slot: each scalar
        field's input (one value for the launch), each pointer field its buffer's address
        with the pointer's tags (oracles/simt/memory.py)."""
        st = self.state
        for f in fields:
            if not 0 < f.width <= 64:
                continue
            lo = base + f.offset
            if f.obj:
                st.mem[:, lo: lo + 8] = np.frombuffer(encode(f.obj).to_bytes(8, "little"), dtype=np.uint8)
                st.mptr[:, lo: lo + 8] = POINTER_TAGS
                continue
            values = self._arg_values(f.name, f.width, True)
            for k in range(f.nbytes):
                st.mem[:, lo + k] = ((values >> np.uint64(8 * k)) & np.uint64(0xFF)).astype(np.uint8)

    def _arg_values(self, name: str, width: int, uniform: bool) -> np.ndarray:
        """One argument's value in every slot (each schedule's active lanes'), masked to its width."""
        per_schedule = self.state.width
        firsts, picks, which = self._arg_groups()
        rows: list[tuple[int, ...]] = []
        # The rungs of a ladder and the choices of a schedule hold the same values tuple
        # and lanes under other dicts: each distinct pair is read once.
        made: dict[tuple[int, int], tuple[int, ...]] = {}
        for s, pick in zip(firsts, picks, strict=True):
            vals = s.args.get(name)
            if vals is None:
                raise ValueError(f"the schedule has no values for argument %{name}")
            lanes = s.active_lanes
            row = made.get((id(vals), id(lanes)))
            if row is None:
                mine = pick(vals)
                if uniform and len(set(mine)) > 1:
                    raise ValueError(f"inreg argument %{name} differs between active lanes")
                row = made[(id(vals), id(lanes))] = mine + (0,) * (per_schedule - len(mine))
            rows.append(row)
        try:
            distinct = np.array(rows, dtype=np.int64).astype(np.uint64)
        except OverflowError:  # unsigned values above 2**63: mask in Python
            distinct = np.array([[v & ((1 << 64) - 1) for v in r] for r in rows], dtype=np.uint64)
        mat = distinct[which]
        if width < 64:
            mat &= np.uint64((1 << width) - 1)
        return mat.reshape(-1)

    def _arg_groups(self) -> tuple[list[Schedule], list[Callable[[Sequence[int]], tuple[int, ...]]],
                                   np.ndarray]:
        """The schedules with distinct (arguments, active lanes) objects, the first of each,
        the picker of each one's lanes (:func:`_picker`, one per distinct lanes object: a
        ladder's rungs are a few lane sets under many argument dicts), and each schedule's
        group. The choices enumerated for one schedule share its arguments dict and lanes
        tuple: each distinct pair is checked, padded and converted once per argument, then
        repeated (grouped once for all arguments)."""
        if self._arg_group_cache is None:
            groups: dict[tuple[int, int], int] = {}
            firsts: list[Schedule] = []
            which = []
            for s in self.schedules:
                key = (id(s.args), id(s.active_lanes))
                g = groups.get(key)
                if g is None:
                    g = groups[key] = len(firsts)
                    firsts.append(s)
                which.append(g)
            pickers: dict[int, Callable[[Sequence[int]], tuple[int, ...]]] = {}
            picks = [pickers.get(id(s.active_lanes)) or pickers.setdefault(
                id(s.active_lanes), _picker(s.active_lanes)) for s in firsts]
            self._arg_group_cache = (firsts, picks, np.array(which, dtype=np.int64))
        return self._arg_group_cache

    # -- services for ops ---------------------------------------------------------------

    def _end(self, slots: np.ndarray, outcome: Outcome, why: str) -> None:
        for b in np.unique(self.state.sched_of[slots]).tolist():
            if self.outcome[b] is None:
                self.outcome[b], self.message[b] = outcome, why
                self.alive[b] = False
                self.ended += 1
                width = self.state.width
                self.alive_slot[b * width: (b + 1) * width] = False

    def ub(self, slots: np.ndarray, why: str) -> None:
        self._end(slots, Outcome.UB, why)

    def unsupported(self, slots: np.ndarray, why: str) -> None:
        self._end(slots, Outcome.UNSUPPORTED, why)

    def note(self, slots: np.ndarray, what: str) -> None:
        for b in np.unique(self.state.sched_of[slots]).tolist():
            self.approx[b].add(what)

    def object_size(self, obj: np.ndarray, idx: np.ndarray) -> np.ndarray:
        # Object ids are decoded from a pointer's top 16 bits (memory.decode): never negative.
        nobj = self.obj_size.shape[1]
        col = np.minimum(obj, nobj)  # nobj: the -1 column
        if self._sizes.size == nobj + 1:
            return self._sizes[col]
        return self._sizes[self.state.sched_of[idx] * (nobj + 1) + col]

    def object_columns(self) -> tuple[np.ndarray, int, np.ndarray]:
        return self._sizes, self.obj_size.shape[1] + 1, self.obj_base

    def object_base(self, obj: np.ndarray) -> np.ndarray:
        return self.obj_base[np.minimum(obj, len(self.obj_base) - 1)]

    def shared_object(self, obj: np.ndarray) -> np.ndarray:
        return self._shared[np.minimum(obj, len(self._shared) - 1)]

    def sized_by_schedule(self, obj: np.ndarray) -> np.ndarray:
        return self._by_schedule[np.minimum(obj, len(self._by_schedule) - 1)]

    def anchor_plan(self, sched: int, name: str, lane: int) -> list[tuple[int, int]]:
        return self._plans[sched].get((name, lane), [])

    def anchor_table(self, name: str) -> np.ndarray:
        """Override labels of anchor ``name``: ``[slot, occurrence]`` -> label, -1 for none."""
        if self._anchor_tables is None:
            self._anchor_tables = self._override_tables()
        table = self._anchor_tables.get(name)
        if table is None:
            table = self._anchor_tables[name] = np.full((self.state.nslots, 1), -1, np.int64)
        return table

    def _override_tables(self) -> dict[str, np.ndarray]:
        """Every anchor's override table (:meth:`anchor_table`), built at once.

        An enumeration's batch holds hundreds of schedules of some ten overrides each, made
        of a few dozen distinct ``AnchorGroup`` objects (:mod:`fuzzfarm.refinement.enumerated`
        makes each (instance, label) once): the fields are read once per distinct object
        (by identity: equal objects give equal rows) and spread to the overrides in numpy,
        where reading four attributes of every override was a tenth of such a batch. The
        tables are the same either way (the overrides in schedule order, a later one of a
        (slot, occurrence) winning as before)."""
        st = self.state
        flat = list(itertools.chain.from_iterable(s.choices.anchors for s in self.schedules))
        if not flat:
            return {}
        ids = np.fromiter(map(id, flat), np.int64, len(flat))
        _, first, inv = np.unique(ids, return_index=True, return_inverse=True)
        # the distinct objects in order of first use (the anchors numbered in that order)
        by_use = np.argsort(first, kind="stable")
        rank = np.empty_like(by_use)
        rank[by_use] = np.arange(by_use.size)
        inv = rank[inv.reshape(-1)]
        get = operator.attrgetter("anchor", "lane", "occurrence", "label")
        names, lane_u, occ_u, lab_u = zip(*(get(flat[i]) for i in first[by_use].tolist()),
                                          strict=True)
        kinds: dict[str, int] = {}
        which = np.fromiter((kinds.setdefault(n, len(kinds)) for n in names), np.int64,
                            len(names))[inv]
        lane_a = np.array(lane_u, dtype=np.int64)[inv]
        occ_a, lab_a = np.array(occ_u, dtype=np.int64)[inv], np.array(lab_u, dtype=np.int64)[inv]
        sched = np.repeat(np.arange(len(self.schedules), dtype=np.int64),
                          [len(s.choices.anchors) for s in self.schedules])
        known = (lane_a >= 0) & (lane_a < st.slot_at.shape[1])
        slot = np.where(known, st.slot_at[sched, np.where(known, lane_a, 0)], -1)
        # An override of a lane the schedule does not activate groups nothing.
        tables: dict[str, np.ndarray] = {}
        for n, k in kinds.items():
            m = (which == k) & (slot >= 0)
            if not m.any():
                continue
            labels = np.full((st.nslots, int(occ_a[m].max()) + 1), -1, np.int64)
            labels[slot[m], occ_a[m]] = lab_a[m]
            tables[n] = labels
        return tables

    def anchor_labels(self, name: str, idx: np.ndarray, occ: np.ndarray) -> np.ndarray | None:
        if not self.has_overrides:
            return None
        table = self.anchor_table(name)
        inside = occ < table.shape[1]
        return np.where(inside, table[idx, np.where(inside, occ, 0)], -1)

    def log_anchor(self, name: str, idx: np.ndarray, occ: np.ndarray, keys: np.ndarray) -> None:
        self.anchor_log.append((name, idx.copy(), occ.copy(), keys.copy()))

    def log_tie(self, tie: str, idx: np.ndarray, keys: np.ndarray) -> None:
        """A tie node's firing (``Collective.tie``), each slot's occurrence counted as an
        anchor's: the listing of groupings places it in each lane's order."""
        occ = self._tie_occ.get(tie)
        if occ is None:
            occ = self._tie_occ[tie] = np.zeros(self.state.nslots, dtype=np.int64)
        occ[idx] += 1
        self.anchor_log.append((tie, idx.copy(), occ[idx], keys.copy()))

    def log_tied(self, idx: np.ndarray, keys: np.ndarray) -> None:
        if self.tied_log is not None:
            self.tied_log.append((idx.copy(), np.asarray(keys, dtype=np.int64).copy()))

    def anchor_site(self, name: str, idx: np.ndarray, labels: np.ndarray, site: int) -> None:
        """The region's copies of a callee are its own points: a group that joins two call
        sites' invocations could fire only across points, which the simulator never does
        (oracles.simt.calls); the reference runs such a grouping instead."""
        for slot, label in zip(idx.tolist(), labels.tolist(), strict=True):
            b = slot // self.state.width
            first = self._anchor_sites.setdefault((b, name, label), site)
            if first != site:
                self.unsupported(np.array([slot]), f"the grouping of {name} joins invocations "
                                 "from different call sites (run by the reference only)")

    def count_barrier(self, site: int, idx: np.ndarray) -> None:
        counts = self.barrier_counts.get(site)
        if counts is None:
            counts = self.barrier_counts[site] = np.zeros(self.state.nslots, dtype=np.int64)
        np.add.at(counts, idx, 1)

    def partial_barrier(self, slots: np.ndarray, site: int, text: str) -> None:
        for b in np.unique(self.state.sched_of[slots]).tolist():
            self.partial_first.setdefault(b, f"{text}: a workgroup barrier reached by only "
                                             "some active lanes has no defined meaning")
            self.partial_sites.setdefault(b, {})[site] = text

    def log_barrier(self, idx: np.ndarray, members: np.ndarray) -> None:
        self.barrier_log.append((idx.copy(), members.copy()))

    # -- the loop -----------------------------------------------------------------------

    def run(self) -> None:
        st = self.state
        iteration = 0
        running = np.zeros(st.nsched, dtype=bool)  # per schedule: has it a runnable slot?
        while True:
            p, idx = kernels.pick(st.point, st.blocked, st.frozen, self.alive_slot, self.rank,
                                  self.point_at_rank, st.width, running)
            iteration += 1
            if p < 0:
                if self._unstall(None):
                    continue
                self._pointers_left()
                if self.exits is not None:
                    self.exits.judge(st, self.outcome, self.message)
                return
            if iteration % STALL_CHECK_PERIOD == 0:
                self._unstall(running)
            self._execute(int(p), idx)

    def _pointers_left(self) -> None:
        """A pointer stored into an observed buffer or device global shows its bytes, which
        SEMANTICS.md does not define: those schedules are unsupported (as in the reference)."""
        st = self.state
        if not st.mptr.any():
            return
        for o, spec in enumerate(self.prog.objects, start=1):
            shown = spec.observable or (spec.size is None and spec.launch_object is None and any(
                a.obj == o and a.width is None and a.observed for a in self.prog.args))
            if not shown:
                continue
            lo = int(self.obj_base[o])
            hit = st.mptr[:, lo: lo + int(self.obj_size[:, o].max())].any(axis=1)
            if hit.any():
                self.unsupported(np.flatnonzero(hit), f"a pointer was stored into {spec.name} "
                                 "(addresses are unspecified)")

    def _unstall(self, running: np.ndarray | None) -> bool:
        """Unblock schedules that have only blocked lanes left (once per stall); ``running``:
        the schedules with a runnable slot (None: none has one)."""
        st = self.state
        waiting = (st.point >= 0) & st.blocked & ~st.frozen & self.alive_slot
        if not waiting.any():
            return False
        stalled = np.bincount(st.sched_of[waiting], minlength=st.nsched) > 0
        if running is not None:
            stalled &= ~running
        stalled &= ~self.rechecked
        if not stalled.any():
            return False
        self.rechecked |= stalled
        st.blocked &= ~stalled[st.sched_of]
        return True

    def _budget(self, idx: np.ndarray, nsteps: int) -> np.ndarray:
        if self._steps_bound + nsteps <= self._least_budget:
            return idx  # no slot has run more steps than all steps so far: none goes over
        st = self.state
        over = st.steps[idx] + nsteps > self.budget[st.sched_of[idx]]
        if over.any():
            st.frozen[idx[over]] = True
            return idx[~over]
        return idx

    def _running(self, idx: np.ndarray, ended: int) -> np.ndarray:
        """The slots of ``idx`` whose schedule still runs, ``ended`` being the count of
        ended schedules before the step's last operation. A schedule that operation ended
        (a workgroup barrier only some lanes reached, UB) runs no further operation, as
        the reference's run stops there: cu_cas_max's lane 0 went on past such a barrier
        to a load, recording a data race with lanes still in their compare-and-swap loop
        (the reference, stopped at the barrier, recorded none)."""
        return idx if self.ended == ended else idx[self.alive_slot[idx]]

    def _execute(self, p: int, idx: np.ndarray) -> None:
        st, prog = self.state, self.prog
        pt = prog.points[p]
        if pt.head is not None:
            waiting = kernels.slots_at(st.point, st.frozen, self.alive_slot, st.blocked, p, False)
            idx = self._budget(waiting, pt.nsteps)
            if idx.size == 0:
                return
            gkey = pt.head.group_keys(self, idx)
            fire, gid = self.prospects.fireable(pt.head, p, idx, gkey)
            st.blocked[idx] = ~fire
            idx, gid = idx[fire], gid[fire]
            if idx.size == 0:
                return
            self.timeline_log.append((pt.block, idx, st.bkey[idx]))
            if self.tied_log is not None and pt.head.token is not None:
                self.log_tied(idx, gkey[fire])
            if pt.head.tie:  # a tie node, logged among the anchor instances
                self.log_tie(pt.head.tie, idx, gkey[fire])
            ended = self.ended
            if self.exits is not None:
                self.exits.fire(idx, gid)
            pt.head.fire(self, idx, gid)
            idx = self._running(idx, ended)
            if idx.size == 0:
                return
        else:
            idx = self._budget(idx, pt.nsteps)
            if idx.size == 0:
                return
            self.timeline_log.append((pt.block, idx, st.bkey[idx]))
        kernels.account(idx, st.steps, pt.nsteps, self.rechecked, st.width)
        self._steps_bound += pt.nsteps
        for op in pt.ops:
            ended = self.ended
            op.run(self, idx)
            idx = self._running(idx, ended)
            if idx.size == 0:
                return
        if pt.next >= 0:
            st.point[idx] = pt.next
        else:
            self._terminate(prog.terms[pt.block], pt.block, idx)

    def _terminate(self, term: Term, block: int, idx: np.ndarray) -> None:
        st = self.state
        if self.model.branch(idx, block, term):  # compiled where it can be
            return
        if term.kind == "br":
            self._move(idx, block, term.targets[0], term)
        elif term.kind in ("cbr", "switch"):
            assert term.cond is not None
            v, p = read(self, term.cond, idx)
            v, p = spread(v, idx.shape), spread(p, idx.shape)
            if p.any():
                self.ub(idx[p], f"branch on poison: {term.text}")
                idx, v, p = idx[~p], v[~p], p[~p]
            if term.kind == "cbr":
                taken = v != 0
                self._move(idx[taken], block, term.targets[0], term)
                self._move(idx[~taken], block, term.targets[1], term)
                return
            dest = np.full(idx.shape, term.targets[0], dtype=np.int64)
            matched = np.zeros(idx.shape, dtype=bool)
            for case, tgt in zip(term.cases, term.targets[1:], strict=True):
                m = (v == np.uint64(case)) & ~matched
                dest[m] = tgt
                matched |= m
            for t in np.unique(dest[~p]).tolist():
                self._move(idx[~p & (dest == t)], block, t, term)
        elif term.kind == "ret":
            if term.ret is not None:
                v, p = read(self, term.ret, idx)
                st.retval[idx], st.retpois[idx] = v, p
            st.point[idx] = DONE
        elif term.kind == "unreachable":
            self.ub(idx, f"unreachable executed: {term.text}")
        else:
            self.unsupported(idx, term.why)

    def _move(self, idx: np.ndarray, src: int, dst: int, term: Term) -> None:
        if idx.size == 0:
            return
        st = self.state
        copies = term.phis.get(dst, [])
        if copies:
            incoming = [(reg, *read(self, op, idx)) for reg, op in copies]
            for reg, v, p in incoming:
                st.write(reg, idx, v, p)
        self.model.arrive(idx, src, dst)
        st.point[idx] = self.prog.first_point[dst]


def _picker(lanes: tuple[int, ...]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """The values of ``lanes`` (in order) taken from a per-lane sequence, as a tuple:
    ``operator.itemgetter`` takes them in one C call (0.5 us for 32 lanes where a
    generator took 1.6 us, for each argument of each distinct schedule of a batch)."""
    if len(lanes) == 1:
        lane = lanes[0]
        return lambda vals: (vals[lane],)
    if not lanes:
        return lambda vals: ()
    return cast(Callable[[Sequence[int]], tuple[int, ...]], operator.itemgetter(*lanes))
