"""Every order of a round's tickets at once: a table of each lane's behaviour per rank.

oracles/SEMANTICS.md, "Memory the threads share", "Tickets: every order without listing
it". Where k threads' read-modify-writes contend for one location in a round (under the
conditions :mod:`oracles.reference.atomic_rounds` checks), each is one operation with one
operand, the same in every thread, the location's value ``base`` before the round is
fixed, so the thread that comes j-th reads ``f^j(base)`` (``f`` the operation: LangRef,
"Memory Model for Concurrent Operations", each read-modify-write reads the value its
predecessor in the location's order wrote). An order is then a bijection ``rank`` from
the threads to ``0 .. k-1``.

:class:`Tainting` runs the kernel marking each value that depends on such a read (data
flow, and the thread's own memory a marked value or address was stored into). Where no
marked value reaches a branch, a convergent operation's operand, shared memory (a store,
an address, an atomic's operand), an allocation's size or a call that is not a pure
function of its operands, nothing but the marked values differs between two orders:
every thread takes the same path, makes the same accesses and the same convergent
operations with the same values, and shared memory ends the same (the location itself
ends at ``f^k(base)`` in every order). A thread's marked values depend on its own read
alone, so what each thread shows is a function ``g_l(rank(l))`` of its own rank, and
everything else (the run's memory, the other threads) is one value. So the behaviours
of every order are ``{base run with thread l showing g_l(rank(l)) : rank a bijection}``,
and k runs tell every ``g_l(j)``: run s gives the contention's i-th lane rank
``(i + s) mod k`` (a cyclic shift), so each pair (lane, rank) comes in one of them.
:func:`family` makes those runs and checks the argument's conditions on each.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from fuzzfarm.analysis.observed import pure_call
from fuzzfarm.behaviour import ATOMIC_ORDER, Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.ir import conventions
from fuzzfarm.ir.calls import defined_callee
from fuzzfarm.ir.lifetimes import marker_kind
from fuzzfarm.ir.model import Argument, Block, Function, Instruction, Value
from fuzzfarm.ir.vectors import ElementOf
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, as_model
from oracles.observation import Observation
from oracles.reference.atomic_rounds import Contention
from oracles.reference.record import ReferenceTrace
from oracles.reference.reuse import Taken
from oracles.reference.scheduler import _run
from oracles.reference.thread import Frame, Interpreter, ThreadState
from oracles.reference.values import Pointer, Unsupported

#: A read-modify-write's mark: its round, object and first byte (a contention's, when
#: that location was contended in that round).
Tag = tuple[int, int, int]
NONE: frozenset[Tag] = frozenset()


class Tainting(Interpreter):
    """The reference's interpreter, also marking every value that depends on a shared
    read-modify-write's result (module docstring). :attr:`escapes` names, per mark, the
    first place it reached that the argument does not allow; :attr:`operations`, per
    mark and lane, the operation and operands of that read-modify-write."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.marks: dict[Frame, dict[Value, frozenset[Tag]]] = {}
        #: (lane, object) -> the marks of what was stored into that thread's own object.
        self.objects: dict[tuple[int, int], frozenset[Tag]] = {}
        self.escapes: dict[Tag, str] = {}
        self.operations: dict[tuple[Tag, int], tuple[object, ...]] = {}

    def mark_of(self, frame: Frame, v: Value) -> frozenset[Tag]:
        if isinstance(v, ElementOf):
            v = v.vector
        if isinstance(v, Instruction | Argument):
            return self.marks.get(frame, {}).get(v, NONE)
        return NONE

    def set_mark(self, frame: Frame, v: Value, marks: frozenset[Tag]) -> None:
        if marks:
            self.marks.setdefault(frame, {})[v] = marks
        elif frame in self.marks:
            self.marks[frame].pop(v, None)

    def escape(self, marks: Iterable[Tag], what: str) -> None:
        for tag in marks:
            self.escapes.setdefault(tag, what)

    def pointer(self, t: ThreadState, v: Value) -> object:
        """The pointer operand ``v``'s value (a value's, read without side effects; a
        constant's as the interpreter reads it), None if it has none."""
        if isinstance(v, Instruction | Argument):
            return t.frames[-1].env.get(v)
        try:
            return self.value(t, v)
        except Unsupported:
            return None

    def own_marks(self, t: ThreadState, ptr: object) -> frozenset[Tag] | None:
        """The marks of the thread's own object ``ptr`` points into; None for shared memory
        or anything that is no pointer into an object (counted as shared: escapes)."""
        if not isinstance(ptr, Pointer) or ptr.obj is None or t.memory.shared_object(ptr):
            return None
        return self.objects.get((t.lane, ptr.obj), NONE)

    def stored(self, t: ThreadState, ptr: object, marks: frozenset[Tag]) -> None:
        if marks and isinstance(ptr, Pointer) and ptr.obj is not None:
            key = (t.lane, ptr.obj)
            self.objects[key] = self.objects.get(key, NONE) | marks

    def enter(self, t: ThreadState, block: Block, prev: Block | None) -> None:
        frame = t.frames[-1]
        incoming = [self.mark_of(frame, phi.operands[phi.blocks.index(prev)])
                    if prev is not None and prev in phi.blocks else NONE for phi in block.phis]
        super().enter(t, block, prev)
        for phi, marks in zip(block.phis, incoming, strict=True):
            self.set_mark(frame, phi, marks)

    def execute(self, t: ThreadState, inst: Instruction) -> None:
        op = inst.opcode
        frame = t.frames[-1]
        if op in ("br", "switch"):
            if inst.operands:  # the thread's path would depend on its ticket
                self.escape(self.mark_of(frame, inst.operands[0]), f"the condition of {op} in %{t.block}")
            super().execute(t, inst)
            return
        if op == "ret":
            marks = self.mark_of(frame, inst.operands[0]) if inst.operands else NONE
            depth = len(t.frames)
            super().execute(t, inst)
            if len(t.frames) == depth - 1 and frame.call is not None:
                self.set_mark(t.frames[-1], frame.call, marks)
            return
        if op == "call":
            self.call_marks(t, frame, inst)
            return
        if op == "unreachable":
            super().execute(t, inst)
            return
        marks = NONE.union(*(self.mark_of(frame, v) for v in inst.operands))
        if op in ("load", "store", "atomicrmw", "cmpxchg"):
            at = inst.operands[1] if op == "store" else inst.operands[0]
            ptr = self.pointer(t, at)
            own = self.own_marks(t, ptr)
            round_no = self.shared.rounds.round
            super().execute(t, inst)
            if own is None and op == "load":
                self.escape(self.mark_of(frame, at), f"the address of shared load %{inst.name}")
                marks = NONE
            elif own is None and op == "store":
                self.escape(marks, "a store to shared memory")
            elif own is None:
                self.escape(marks, f"an operand of atomic %{inst.name}")
                tag = (round_no, ptr.obj, ptr.offset) if isinstance(ptr, Pointer) and ptr.obj is not None \
                    else (round_no, -1, -1)  # no place: never a contention's, never tabulated
                self.operations[tag, t.lane] = (op, inst.predicate, *(
                    repr(self.value(t, v)) for v in inst.operands[1:]))
                marks = frozenset({tag})
            elif op == "load":
                marks = marks | own
            else:
                self.stored(t, ptr, marks)
                marks = NONE if op == "store" else marks | own
        else:
            if op == "alloca":
                self.escape(marks, "an alloca's size")
            super().execute(t, inst)
        self.set_mark(frame, inst, marks)

    def call_marks(self, t: ThreadState, frame: Frame, inst: Instruction) -> None:
        """A call: a defined callee's parameters carry the arguments' marks; a pure
        intrinsic's result carries them; any other call with a marked argument, or a
        pointer to the thread's marked memory, is an escape (convergent operations too)."""
        callee = inst.callee or ""
        marks = [self.mark_of(frame, v) for v in inst.operands]
        every = NONE.union(*marks)
        target = defined_callee(t.fn, inst)
        depth = len(t.frames)
        pointed = NONE.union(*(self.own_marks(t, self.pointer(t, v)) or NONE for v in inst.operands))
        if target is None and not marker_kind(callee) and not pure_call(inst):
            what = "a convergent operation's operand" if conventions.is_catalogue_op(callee) else \
                f"a call of @{callee}"
            self.escape(every | pointed, what)
        elif target is not None and any(a.byval for a in target.args):
            self.escape(pointed, f"a byval copy for @{callee}")  # the copy would carry them
        super().execute(t, inst)
        if target is not None:
            if len(t.frames) == depth + 1:
                for a, m in zip(target.args, marks, strict=True):
                    self.set_mark(t.frames[-1], a, m)
            return
        self.set_mark(frame, inst, every if pure_call(inst) else NONE)


@dataclass(frozen=True)
class Family:
    """The behaviours of one setting of the other choices over every order of its
    contended read-modify-writes (module docstring): the base behaviour (its memory and
    the threads no contention has), and per contended lane its thread's behaviour at
    each rank. ``runs``: the k runs, run s with every contention shifted by s."""

    base: Behaviour
    contentions: tuple[tuple[int, ...], ...]  # each contention's lanes, ascending
    table: dict[int, tuple[ThreadBehaviour, ...]]
    runs: tuple[Observation[ReferenceTrace], ...]

    def behaviour(self, rank: dict[int, int]) -> Behaviour:
        """The behaviour of the order giving lane l rank ``rank[l]`` (one real execution)."""
        threads = tuple(self.table[t.lane][rank[t.lane]] if t.lane in self.table else t
                        for t in self.base.threads)
        return replace(self.base, threads=threads)


def tainted_run(fn: Function, schedule: Schedule, model: Model,
                taken: Taken = None) -> tuple[Observation[ReferenceTrace], Tainting | None]:
    """One run of the reference with :class:`Tainting` (not remembered: its marks are
    this run's), and its interpreter (None when the run could not start)."""
    made: list[Tainting] = []

    def make(*args: object, **kwargs: object) -> Tainting:
        made.append(Tainting(*args, **kwargs))
        return made[-1]

    shown = _run(fn, schedule, as_model(model), schedule.choices, False, [], taken, make)
    return shown, (made[0] if made else None)


def shifted(contentions: tuple[Contention, ...], s: int) -> tuple[tuple[int, ...], ...]:
    """``Choices.rounds`` giving each contention's i-th lane (ascending) rank (i + s) mod k."""
    last = max(c.round for c in contentions)
    rounds: list[tuple[int, ...]] = [() for _ in range(last + 1)]
    for c in contentions:
        lanes = sorted(c.lanes)
        k = len(lanes)
        rounds[c.round] += tuple(lanes[(p - s) % k] for p in range(k))
    return tuple(rounds)


def family(fn: Function, schedule: Schedule, model: Model, first: Observation[ReferenceTrace],
           taken: Taken = None) -> Family | str:
    """The :class:`Family` of ``first``'s choices (a run that chose no ``rounds``), or why
    the argument does not hold for it (module docstring)."""
    log = first.trace.contentions
    if first.choices.rounds or not isinstance(log, tuple) or not log:
        return "no contended read-modify-writes to tabulate"
    lanes = [lane for c in log for lane in c.lanes]
    if len(set(lanes)) != len(lanes):
        return "a thread takes part in two contentions"
    k = max(len(c.lanes) for c in log)
    runs: list[Observation[ReferenceTrace]] = []
    table: dict[int, list[ThreadBehaviour | None]] = {lane: [None] * len(c.lanes)
                                                      for c in log for lane in c.lanes}
    base: Behaviour | None = None
    for s in range(k):
        rounds = shifted(log, s)
        chosen = replace(first.choices, rounds=rounds)
        shown, interp = tainted_run(fn, schedule.with_choices(chosen), model, taken)
        b = shown.behaviour
        if interp is None or b.outcome is not Outcome.OK or b.approximations - {ATOMIC_ORDER}:
            return f"the run with shift {s} is not a plain execution ({b.outcome.value}, " \
                f"{', '.join(sorted(b.approximations - {ATOMIC_ORDER}))})"
        got = shown.trace.contentions
        expected = [(c.round, c.location, tuple(lane for lane in rounds[c.round] if lane in c.lanes))
                    for c in log]
        if not isinstance(got, tuple) or [(c.round, c.location, c.lanes) for c in got] != expected:
            return f"the run with shift {s} contends otherwise"
        for c in log:
            tag = (c.round, c.location[0], c.location[1])
            if tag in interp.escapes:
                return f"a ticket reaches {interp.escapes[tag]}"
            if len({interp.operations.get((tag, lane)) for lane in c.lanes}) != 1:
                return "the contending read-modify-writes differ in operation or operand"
        by_lane = {t.lane: t for t in b.threads}
        stripped = replace(b, approximations=b.approximations - {ATOMIC_ORDER})
        if base is None:
            base = stripped
        elif (base.memory, base.memory_globals, base.message) != (b.memory, b.memory_globals, b.message) \
                or any(t != by_lane.get(t.lane) for t in base.threads if t.lane not in table) \
                or shown.trace.record.threads != runs[0].trace.record.threads:
            return f"the run with shift {s} differs outside the contending threads"
        for c in log:
            ordered = sorted(c.lanes)
            for i, lane in enumerate(ordered):
                table[lane][(i + s) % len(ordered)] = by_lane.get(lane)
        runs.append(shown)
    assert base is not None
    if any(t is None for row in table.values() for t in row):
        return "a contending thread shows no behaviour"
    return Family(base, tuple(tuple(sorted(c.lanes)) for c in log),
                  {lane: tuple(t for t in row if t is not None) for lane, row in table.items()},
                  tuple(runs))
