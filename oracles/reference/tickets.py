"""Every order of a round's tickets at once: a table of each lane's behaviour per rank.

oracles/SEMANTICS.md, "Memory the threads share", "Tickets: every order without listing
it". Where k threads' read-modify-writes contend for one location in a round (under the
conditions :mod:`oracles.reference.atomic_rounds` checks), each is one operation with one
operand, the same in every thread, the location's value ``base`` before the round is
fixed, so the thread that comes j-th reads ``f^j(base)`` (``f`` the operation: LangRef,
"Memory Model for Concurrent Operations", each read-modify-write reads the value its
predecessor in the location's order wrote). An order is then a bijection ``rank`` from
the threads to ``0 .. k-1``.

A thread is a deterministic function of what it reads: its own values and memory, its
own read of the contended location (``f^rank(base)``), and what the other threads give
it (the shared memory its loads read, the results of the convergent operations it
joins). :class:`Watching` runs the kernel writing down, per thread, everything it does
that another thread could see or that decides what it is given: its accesses of shared
memory (where, what it stored or loaded, an atomic's operands and result, in which
round), its fences, its instances of convergent operations (keys), its calls of
declarations (operands; a memcpy's bytes), but not the value a contended
read-modify-write returns, the ticket. k runs give every thread every
rank once: run s gives the contention's i-th lane (ascending) rank ``(i + s) mod k``.
Where each thread writes down the same in all k runs, it does so in every order, by
induction over an execution: as long as every thread has done what it did in the runs,
each is given what it was given in them, and a thread given the same with the same rank
does the same as in the run that gave it that rank. So what a thread does for the others
does not depend on the order, the memory the threads share ends the same, and what each
thread shows (its buffers, return value, calls) is a function ``g_l(rank(l))`` of its
own rank, even where the ticket decides its branches (``if (idx < cap) out[idx] = v``:
the lane's own buffer). The behaviours of every order are ``{base run with thread l
showing g_l(rank(l)) : rank a bijection}``; :func:`family` makes those k runs and checks
the argument's conditions on each.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fuzzfarm import kernargs, launch
from fuzzfarm.analysis.observed import pure_call
from fuzzfarm.behaviour import ATOMIC_ORDER, Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.ir import amdgcn, conventions, opencl
from fuzzfarm.ir.calls import defined_callee
from fuzzfarm.ir.lifetimes import marker_kind
from fuzzfarm.ir.memops import memory_op
from fuzzfarm.ir.model import Argument, Function, Instruction, Value
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, as_model
from oracles.observation import Observation
from oracles.reference.atomic_rounds import Contention
from oracles.reference.keys import Key
from oracles.reference.record import ReferenceTrace
from oracles.reference.reuse import Taken
from oracles.reference.scheduler import _run
from oracles.reference.thread import Interpreter, ThreadState
from oracles.reference.values import Pointer, Unsupported

#: A contended read-modify-write's round, object and first byte.
Tag = tuple[int, int, int]


class Watching(Interpreter):
    """The reference's interpreter, also writing down per thread what it does for the
    others (module docstring): :attr:`outward`, per lane, its events in order, and
    :attr:`operations`, per (round, object, byte) and lane, the operation and operands of
    its read-modify-write or ``cmpxchg`` of shared memory."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.outward: dict[int, list[tuple[object, ...]]] = {}
        self.operations: dict[tuple[Tag, int], tuple[object, ...]] = {}
        #: Per (round, object, byte) and lane, what its atomics of shared memory there
        #: returned: a contended one's is its ticket, any other's is what it was given.
        self.results: dict[tuple[Tag, int], list[str]] = {}

    def tell(self, t: ThreadState, *event: object) -> None:
        self.outward.setdefault(t.lane, []).append(event)

    def shown(self, t: ThreadState, v: Value) -> str:
        """``v``'s value as the thread holds it (read without side effects), written down."""
        if isinstance(v, Instruction | Argument):
            return repr(t.frames[-1].env.get(v))
        try:
            return repr(self.value(t, v))
        except Unsupported:
            return v.ref()

    def pointer(self, t: ThreadState, v: Value) -> object:
        """The pointer operand ``v``'s value (a value's, read without side effects; a
        constant's as the interpreter reads it), None if it has none."""
        if isinstance(v, Instruction | Argument):
            return t.frames[-1].env.get(v)
        try:
            return self.value(t, v)
        except Unsupported:
            return None

    def copied(self, t: ThreadState, inst: Instruction) -> str | None:
        """The bytes an ``llvm.memcpy``/``memmove`` reaching shared memory copies (what it
        writes there, or reads from there), None for any other call."""
        if memory_op(inst.callee) not in ("memcpy", "memmove"):
            return None
        dst, src, size = (self.pointer(t, v) for v in inst.operands[:3])
        if not (t.memory.shared_object(dst) or t.memory.shared_object(src)):
            return None
        if not isinstance(src, Pointer) or src.obj is None or not isinstance(size, int):
            return repr(src)  # undefined or unsupported: the run is no plain execution
        return repr(t.memory.objects[src.obj].data[src.offset:src.offset + size])

    def note(self, t: ThreadState, label: str, kind: str, key: Key) -> None:
        super().note(t, label, kind, key)
        if kind not in ("block", "call"):  # the convergent operations the thread joins: keys
            self.tell(t, kind, label, key)

    def execute(self, t: ThreadState, inst: Instruction) -> None:
        op = inst.opcode
        if op == "fence":
            self.tell(t, op, self.shared.rounds.round, inst.predicate)
        elif op == "call" and defined_callee(t.fn, inst) is None and not _inward(inst):
            # a convergent operation's operands, or a call that may touch shared memory
            copied = self.copied(t, inst)
            self.tell(t, op, self.shared.rounds.round, inst.callee,
                      tuple(self.shown(t, v) for v in inst.operands), *(() if copied is None else (copied,)))
        if op not in ("load", "store", "atomicrmw", "cmpxchg"):
            super().execute(t, inst)
            return
        ptr = self.pointer(t, inst.operands[1] if op == "store" else inst.operands[0])
        shared = t.memory.shared_object(ptr)
        round_no = self.shared.rounds.round
        operands = (op, inst.predicate, *(self.shown(t, v) for v in inst.operands[1:])) \
            if op != "store" else (op, self.shown(t, inst.operands[0]))
        super().execute(t, inst)
        if not shared:
            return
        assert isinstance(ptr, Pointer) and ptr.obj is not None
        if op in ("atomicrmw", "cmpxchg"):  # its result apart: a contended one's is the ticket
            tag = (round_no, ptr.obj, ptr.offset)
            self.operations[tag, t.lane] = operands
            self.results.setdefault((tag, t.lane), []).append(repr(t.frames[-1].env.get(inst)))
        elif op == "load":
            operands = (op, repr(t.frames[-1].env.get(inst)))
        self.tell(t, round_no, ptr.obj, ptr.offset, str(inst.type), *operands)


def _inward(inst: Instruction) -> bool:
    """Is ``inst`` (a call of a declaration) nothing another thread can see: a value
    computed from its operands, a lifetime marker (the thread's own alloca), or a read
    of what the launch gives the thread (its ids, sizes, kernel arguments)? A call to a
    defined function is none of the others' business either: what its body does is
    written down as it runs."""
    callee = inst.callee or ""
    return pure_call(inst) or bool(marker_kind(callee)) or callee in conventions.LANE_VALUES \
        or callee in conventions.LAUNCH_VALUES or opencl.is_work_item_function(callee) \
        or callee in (conventions.AMDGCN_MBCNT_LO, conventions.AMDGCN_MBCNT_HI) \
        or callee == kernargs.KERNARG_SEGMENT_PTR or callee in launch.LAUNCH_OBJECTS \
        or amdgcn.is_wave_query(callee)


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


def watched_run(fn: Function, schedule: Schedule, model: Model,
                taken: Taken = None) -> tuple[Observation[ReferenceTrace], Watching | None]:
    """One run of the reference with :class:`Watching` (not remembered: what it wrote
    down is this run's), and its interpreter (None when the run could not start)."""
    made: list[Watching] = []

    def make(*args: object, **kwargs: object) -> Watching:
        made.append(Watching(*args, **kwargs))
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
    outward: dict[int, list[tuple[object, ...]]] = {}
    results: dict[tuple[Tag, int], list[str]] = {}
    tickets = {(c.round, c.location[0], c.location[1]) for c in log}
    for s in range(k):
        rounds = shifted(log, s)
        chosen = replace(first.choices, rounds=rounds)
        shown, interp = watched_run(fn, schedule.with_choices(chosen), model, taken)
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
            if len({interp.operations.get((tag, lane)) for lane in c.lanes}) != 1:
                return "the contending read-modify-writes differ in operation or operand"
        given = {key: r for key, r in interp.results.items() if key[0] not in tickets}
        if s == 0:
            outward, results = interp.outward, given
        elif (lane := next((lane for lane in sorted({*outward, *interp.outward})
                            if outward.get(lane) != interp.outward.get(lane)), None)) is not None:
            return f"what lane {lane} does for the other threads depends on its ticket " \
                f"({_first_change(outward.get(lane, []), interp.outward.get(lane, []))})"
        elif given != results:
            return "an atomic that is no ticket returns what depends on the order"
        by_lane = {t.lane: t for t in b.threads}
        stripped = replace(b, approximations=b.approximations - {ATOMIC_ORDER})
        if base is None:
            base = stripped
        elif (base.memory, base.memory_globals, base.message) != (b.memory, b.memory_globals, b.message) \
                or any(t != by_lane.get(t.lane) for t in base.threads if t.lane not in table):
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


def _first_change(was: list[tuple[object, ...]], now: list[tuple[object, ...]]) -> str:
    """The first event where two runs' lists of one thread's outward events part."""
    for a, b in zip(was, now, strict=False):
        if a != b:
            return f"{a} at one rank, {b} at another"
    return f"{len(was)} events at one rank, {len(now)} at another"
