"""The execution record: every thread's dynamic instances and who converged with whom.

Seed 003, "Threads and Dynamic Instances" and "Convergence": each thread
produces a sequence of dynamic instances; instances of different threads with
equal convergence keys are *converged*. :meth:`ExecutionRecord.render` draws
the record like seed 003's tables: one row per thread, converged instances in
one column. Columns follow a topological order of *convergence-before* (seed
003: the transitive closure of same-thread order and of order through converged
pairs), so a column never precedes a column that must come before it.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass, field
from functools import cached_property

from oracles.reference.atomic_rounds import Contention
from oracles.reference.keys import Key

#: Kinds of instances: blocks, catalogue operations, and the three convergence intrinsics.
KINDS = ("block", "op", "entry", "anchor", "loop")


@dataclass(frozen=True)
class Instance:
    """One dynamic instance: the ``position``-th instance thread ``lane`` produced."""

    lane: int
    position: int
    label: str
    kind: str
    key: Key
    block: str

    @property
    def is_convergent_op(self) -> bool:
        return self.kind != "block"


@dataclass(frozen=True)
class ValueInstance:
    """One dynamic instance of an instruction's output (recorded only when a run traces values).

    ``block_key`` is the key of the block instance it executed in (seed 003: the
    instructions of a block share its instance's convergence); ``op_key`` the
    operation's own key for catalogue operations (its communicating set), else None.
    ``value`` is the output (an int, ``POISON``, a pointer), or for a terminator the
    name of the successor taken. ``position`` is the block instance's index in the
    thread's record.
    """

    lane: int
    position: int
    inst: object  # fuzzfarm.ir.model.Instruction | Argument (kept untyped: no IR import here)
    block_key: Key | None
    op_key: Key | None
    value: object


@dataclass(frozen=True)
class ExecutionRecord:
    """Per lane (ascending), the sequence of instances; ``pending``: op instances that
    never fired (their communicating set was never complete)."""

    model: str
    threads: tuple[tuple[Instance, ...], ...]
    pending: frozenset[tuple[int, int]] = frozenset()
    _cache: dict[str, object] = field(default_factory=dict, compare=False, repr=False)

    @property
    def lanes(self) -> tuple[int, ...]:
        return tuple(t[0].lane if t else -1 for t in self.threads)

    def instances(self, lane: int) -> tuple[Instance, ...]:
        for seq in self.threads:
            if seq and seq[0].lane == lane:
                return seq
        raise KeyError(f"no instances recorded for lane {lane}")

    def find(self, lane: int, label: str, occurrence: int = 1) -> Instance:
        """The ``occurrence``-th (from 1) instance of ``label`` in ``lane``'s sequence."""
        seen = 0
        for inst in self.instances(lane):
            if inst.label == label:
                seen += 1
                if seen == occurrence:
                    return inst
        raise KeyError(f"lane {lane} has {seen} instance(s) of {label}, not {occurrence}")

    def converged(self, a: Instance, b: Instance) -> bool:
        """Converged-with: different threads, equal keys (seed 003, SEMANTICS.md)."""
        return a.lane != b.lane and a.key == b.key

    def members(self, inst: Instance) -> tuple[Instance, ...]:
        """The instances converged with ``inst``, ``inst`` included, by lane."""
        return self._classes_by_key[inst.key]

    def communicating_set(self, inst: Instance) -> frozenset[int]:
        """The lanes executing instances converged with ``inst`` (it included)."""
        return frozenset(i.lane for i in self.members(inst))

    @cached_property
    def _classes_by_key(self) -> dict[Key, tuple[Instance, ...]]:
        classes: dict[Key, list[Instance]] = {}
        for seq in self.threads:
            for inst in seq:
                classes.setdefault(inst.key, []).append(inst)
        return {k: tuple(v) for k, v in classes.items()}

    @cached_property
    def columns(self) -> tuple[tuple[Instance, ...], ...]:
        """Converged classes in a topological order of convergence-before.

        Kahn's algorithm on the class graph (an edge from each instance's class to
        its same-thread successor's class); among ready classes the one whose first
        member has the lowest (lane, position) goes first, so the layout is
        deterministic. A cyclic order (a contradictory record) is broken at the
        smallest remaining class; :attr:`cyclic` says so.
        """
        classes = self._classes_by_key
        succ: dict[Key, set[Key]] = {k: set() for k in classes}
        indeg: dict[Key, int] = dict.fromkeys(classes, 0)
        for seq in self.threads:
            for a, b in zip(seq, seq[1:], strict=False):
                if b.key not in succ[a.key]:
                    succ[a.key].add(b.key)
                    indeg[b.key] += 1

        def rank(k: Key) -> tuple[int, int]:
            first = classes[k][0]
            return (first.lane, first.position)

        # The ready classes in a heap by rank (a scan of every remaining class per
        # column took minutes for the 12,000 columns of a long loop).
        order: list[Key] = []
        remaining = set(classes)
        ready = [(rank(k), k) for k in classes if indeg[k] == 0]
        heapq.heapify(ready)
        cyclic = False
        while remaining:
            if ready:
                _, k = heapq.heappop(ready)
            else:
                cyclic = True
                k = min(remaining, key=rank)
            remaining.discard(k)
            order.append(k)
            for s in succ[k]:
                indeg[s] -= 1
                if indeg[s] == 0 and s in remaining:
                    heapq.heappush(ready, (rank(s), s))
        self._cache["cyclic"] = cyclic
        return tuple(classes[k] for k in order)

    @property
    def classes(self) -> tuple[tuple[Instance, ...], ...]:
        """The converged-with classes (singletons included), in column order."""
        return self.columns

    @property
    def cyclic(self) -> bool:
        """True when convergence-before has a cycle (the record is contradictory)."""
        _ = self.columns
        return bool(self._cache["cyclic"])

    def render(self, marks: dict[tuple[int, int], str] | None = None) -> str:
        """Seed 003's table layout, then every convergent operation instance's set.

        ``marks`` appends a text to chosen cells, by (lane, position): how a
        report points at the instances it talks about.
        """
        marks = marks or {}
        columns = self.columns
        col_of = {inst.key: i + 1 for i, cls in enumerate(columns) for inst in cls}
        header = ["", *[str(i + 1) for i in range(len(columns))]]
        rows = [header]
        for seq in self.threads:
            if not seq:
                continue
            row = [f"lane {seq[0].lane}"] + [""] * len(columns)
            for inst in seq:
                cell = inst.label if inst.kind == "block" else inst.label + "!"
                row[col_of[inst.key]] = cell + marks.get((inst.lane, inst.position), "")
            rows.append(row)
        widths = [max(len(r[c]) for r in rows) for c in range(len(header))]
        lines = [f"convergence ({self.model}): one row per thread, converged instances "
                 "share a column; '!' marks convergent operations"]
        if self.cyclic:
            lines.append("warning: convergence-before is cyclic (contradictory record)")
        for r in rows:
            lines.append("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
        ops = [cls for cls in columns if cls[0].is_convergent_op]
        if ops:
            lines.append("communicating sets:")
        for cls in ops:
            first = cls[0]
            lanes = ",".join(str(i.lane) for i in cls)
            waiting = any((i.lane, i.position) in self.pending for i in cls)
            note = "  (never fired: set incomplete)" if waiting else ""
            lines.append(
                f"  col {col_of[first.key]}: {first.label} in %{first.block} "
                f"[{first.key.short()}]: {{{lanes}}}{note}"
            )
        return "\n".join(lines)

    def to_json(self) -> dict[str, object]:
        """Instances per lane with their column (class) numbers, for ``--json``."""
        col_of = {inst.key: i + 1 for i, cls in enumerate(self.columns) for inst in cls}
        return {
            "model": self.model,
            "threads": [
                {
                    "lane": seq[0].lane,
                    "instances": [
                        {"label": i.label, "kind": i.kind, "block": i.block,
                         "column": col_of[i.key], "key": i.key.short(3)}
                        for i in seq
                    ],
                }
                for seq in self.threads
                if seq
            ],
        }


@dataclass(frozen=True)
class ReferenceTrace:
    """What only the reference shows of a run (the ``trace`` of its observations).

    ``record``: every thread's dynamic instances and who converged with whom;
    ``values``: per active lane, every output's dynamic instance (only when the
    run was asked to ``trace``; uniformity is judged from them); ``race``: a data race
    on a global, or, when traced, a byte of an argument's buffer one thread read and
    another wrote (:func:`oracles.reference.memory.shared_race`), else None;
    ``atomic_order``: where threads' atomics on a global could come in another order
    (no race: the run is the execution of one order); ``approximated``: the
    instructions whose values or writes the run approximated (None: one it could not name);
    ``launch_objects``: see below."""

    record: ExecutionRecord
    values: tuple[tuple[ValueInstance, ...], ...] | None = None
    race: str | None = None
    approximated: frozenset[object] = frozenset()  # Instruction | None (no IR import here)
    #: The names of the launch's memory objects, by id (globals, then the argument
    #: buffers: ``ThreadState.launch_objects``): a pointer into one is the same address in
    #: every thread; a higher id is a thread's own object.
    launch_objects: tuple[str, ...] = ()
    atomic_order: str | None = None
    #: With a race on argument buffers only: the loads (and atomics) that read a byte
    #: another thread writes (:func:`oracles.reference.memory.racy_reads`); None when no
    #: such race, or when another kind of read or a global's race is among them.
    racy_loads: frozenset[object] | None = None
    #: With ``atomic_order``: the threads' read-modify-writes whose order the run chose,
    #: round by round (:class:`~oracles.reference.atomic_rounds.Contention`), or why its
    #: orders cannot be listed by permuting threads (:mod:`oracles.reference.atomic_orders`).
    contentions: tuple[Contention, ...] | str | None = None
    #: Every order of :attr:`contentions` is this run: each contending read-modify-write
    #: read poison and wrote poison (:meth:`~oracles.reference.atomic_rounds.RoundLog.order_free`).
    order_free: bool = False
