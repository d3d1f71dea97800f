"""The memory every thread of a case shares: module globals and the objects of the
kernel's workgroup-local pointer parameters (``fuzzfarm.ir.globalvars.local_arguments``),
and the data races on it.

oracles/SEMANTICS.md, "Memory the threads share". Each global is one
:class:`~oracles.reference.memory.MemObject` that every thread's
:class:`~oracles.reference.memory.Memory` lists first (object ids ``0 .. G-1``), so a
pointer to a global is the same in every thread and a store one thread makes is what
another loads.

Data races (LangRef, "Memory Model for Concurrent Operations": a read that may see
more than one write, or a write it is not ordered with, reads ``undef``) are found
with a vector clock per thread, joined only where LLVM orders memory between threads:
a workgroup barrier instance both threads execute, through the fences around it
(``conventions.barrier_orders``, :func:`orders`). Every access is checked against the
latest access of every other thread to each byte it touches, so a race is found
whichever of its two accesses the interpreter happens to run first: what is found
does not depend on ``Choices.order_seed``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.behaviour import ATOMIC_ORDER, DATA_RACE, _Poison
from fuzzfarm.ir.globalvars import GlobalVariable, initial_bytes, memory_name
from fuzzfarm.ir.model import SELF_COMMUTING_RMW_OPS
from oracles.reference.atomic_rounds import AREAD, AWRITE, NON_COMMUTING, RoundLog
from oracles.reference.memory import UNINIT, Byte, MemObject, final_bytes

#: Synchronization scopes that reach every thread of a workgroup (LangRef, "syncscope";
#: AMDGPUUsage, "Memory Scopes": system (none), agent, workgroup and their one-as forms;
#: NVPTX's block/cluster/device). ``wavefront`` and ``singlethread`` do not.
WORKGROUP_SCOPES = frozenset({"", "agent", "workgroup", "one-as", "agent-one-as",
                              "workgroup-one-as", "block", "cluster", "device"})


def fence_effect(predicate: str) -> tuple[bool, bool]:
    """(releases, acquires) of a ``fence`` as written (``syncscope("S") ORDERING``):
    only at workgroup scope or wider does it order accesses for the other threads."""
    words = predicate.split()
    ordering = words[-1]
    scope = words[0][len('syncscope("'):-2] if len(words) > 1 else ""
    if scope not in WORKGROUP_SCOPES:
        return False, False
    return ordering in ("release", "acq_rel", "seq_cst"), ordering in ("acquire", "acq_rel", "seq_cst")


#: The family of an atomic access whose order matters against any other thread's (a
#: store, ``xchg``, ``nand``, or a read-modify-write whose result the run may show);
#: atomic loads are ``"load"`` (they commute with each other); a read-modify-write whose
#: result nothing shows has its operation's commuting family (:func:`atomic_family`).
LOAD = "load"
_FAMILIES = {"add": "add", "sub": "add", "and": "and", "or": "or", "xor": "xor",
             "max": "max", "min": "min", "umax": "umax", "umin": "umin"}


def atomic_family(operation: str, result_shown: bool, operand: int | None = None) -> str:
    """The commuting family of an ``atomicrmw`` (LangRef, "atomicrmw") whose result the
    run may (``result_shown``) or cannot show; ``operand``: its value operand when a
    constant (an operation of :data:`~fuzzfarm.ir.model.SELF_COMMUTING_RMW_OPS` has a
    family per constant, none without one)."""
    if result_shown:
        return NON_COMMUTING
    if operation in SELF_COMMUTING_RMW_OPS:
        return NON_COMMUTING if operand is None else f"{operation} {operand}"
    return _FAMILIES.get(operation, NON_COMMUTING)


#: Access kinds: a plain read or write, an atomic read or write (an rmw is both: AREAD
#: and AWRITE come from :mod:`oracles.reference.atomic_rounds`, which reads them).
READ, WRITE = "read", "write"
#: Which earlier kinds of another thread an access races with, unless ordered before it
#: (LangRef: atomics do not race with each other; two reads never race).
CONFLICTS = {
    READ: (WRITE, AWRITE),
    AREAD: (WRITE,),
    WRITE: (READ, WRITE, AREAD, AWRITE),
    AWRITE: (READ, WRITE),
}

Clock = dict[int, int]


def _join(into: Clock, other: Clock) -> None:
    for lane, c in other.items():
        if c > into.get(lane, 0):
            into[lane] = c


@dataclass
class SharedMemory:
    """The globals of one run, the threads' clocks, and the first race found."""

    variables: list[GlobalVariable]
    objects: list[MemObject] = field(default_factory=list)
    ids: dict[str, int] = field(default_factory=dict)
    clock: dict[int, Clock] = field(default_factory=dict)
    #: Per thread, its clock at its latest release fence (what a barrier passes on).
    released: dict[int, Clock] = field(default_factory=dict)
    #: Per thread, what the barriers it passed make visible at its next acquire fence.
    pending: dict[int, Clock] = field(default_factory=dict)
    #: (object, byte) -> access kind -> lane -> that lane's clock at its latest such access.
    shadow: dict[tuple[int, int], dict[str, dict[int, int]]] = field(default_factory=dict)
    race: str | None = None
    #: (object, byte) -> lane -> (its clock, family) at its latest atomic access there.
    atomics: dict[tuple[int, int], dict[int, tuple[int, str]]] = field(default_factory=dict)
    #: Where different threads' atomics could give another result in another order.
    order_dependent: str | None = None
    #: Every atomic access with its round: what the orders of such atomics are
    #: (:mod:`oracles.reference.atomic_rounds`).
    rounds: RoundLog = field(default_factory=RoundLog)

    def __post_init__(self) -> None:
        for k, g in enumerate(self.variables):
            data: list[Byte] = list(g.init) if g.init is not None else [UNINIT] * g.size
            # a local parameter's object is sized by the schedule (BUFFER_BOUNDS past it)
            self.objects.append(MemObject(memory_name(g), data, g.name.startswith("%")))
            self.ids[g.name] = k

    def start(self, lane: int) -> None:
        self.clock[lane] = {lane: 1}
        self.released[lane] = {}
        self.pending[lane] = {}

    def access(self, lane: int, obj: int, start: int, size: int, kind: str) -> None:
        """Thread ``lane`` accesses bytes ``start ..`` of global ``obj``: note a race with
        any other thread's access of those bytes that is not ordered before this one."""
        mine = self.clock[lane]
        for byte in range(start, start + size):
            seen = self.shadow.setdefault((obj, byte), {})
            if self.race is None:
                for other_kind in CONFLICTS[kind]:
                    for other, c in seen.get(other_kind, {}).items():
                        if other != lane and c > mine.get(other, 0):
                            self.race = (f"data race on byte {byte} of {self.objects[obj].name}: "
                                         f"lane {lane}'s {kind} and lane {other}'s {other_kind}")
                            break
            seen.setdefault(kind, {})[lane] = mine[lane]

    def atomic(self, lane: int, obj: int, start: int, size: int, family: str, kind: str) -> None:
        """Thread ``lane``'s atomic access of ``family`` (:func:`atomic_family`) and ``kind``
        (:data:`AREAD` or :data:`AWRITE`) to bytes ``start ..`` of global ``obj``: its
        result or effect depends on the order of another thread's atomic access there
        that neither is ordered before, unless both only load, or both are
        read-modify-writes of one commuting family whose results nothing shows (their
        sum, say, is the same in every order)."""
        mine = self.clock[lane]
        self.rounds.note(lane, mine, obj, start, size, kind, family)
        for byte in range(start, start + size):
            seen = self.atomics.setdefault((obj, byte), {})
            for other, (c, theirs) in seen.items():
                if other == lane or c <= mine.get(other, 0) or self.order_dependent:
                    continue
                if family == theirs and family != NON_COMMUTING:
                    continue
                self.order_dependent = (f"lanes {other} and {lane} access byte {byte} of "
                                        f"{self.objects[obj].name} atomically in either order")
            before = seen.get(lane)
            kept = family if before is None or before[1] == family else NON_COMMUTING
            seen[lane] = (mine[lane], kept)

    def fence(self, lane: int, predicate: str) -> None:
        releases, acquires = fence_effect(predicate)
        if releases:
            self._release(lane)
        if acquires:
            _join(self.clock[lane], self.pending[lane])

    def _release(self, lane: int) -> None:
        self.released[lane] = dict(self.clock[lane])
        self.clock[lane][lane] += 1  # later accesses are not covered by this release

    def barrier(self, ordering: bool, lanes: frozenset[int]) -> None:
        """A barrier instance the threads ``lanes`` executed together (``ordering``: it
        orders their accesses by itself, ``conventions.barrier_orders``)."""
        if ordering:
            for lane in lanes:
                self._release(lane)
        passed: Clock = {}
        for lane in lanes:
            _join(passed, self.released[lane])
        for lane in lanes:
            _join(self.pending[lane], passed)
            if ordering:
                _join(self.clock[lane], passed)

    @property
    def approximations(self) -> frozenset[str]:
        return (frozenset({DATA_RACE}) if self.race is not None else frozenset()) | \
            (frozenset({ATOMIC_ORDER}) if self.order_dependent is not None else frozenset())

    def observed_globals(self) -> tuple[tuple[str, tuple[int | _Poison, ...]], ...]:
        """The observed globals' names and initial bytes, in :meth:`observed`'s order."""
        return tuple((g.name, initial_bytes(g)) for g in self.variables if g.observable)

    def observed(self) -> tuple[tuple[int | _Poison, ...], ...]:
        """Final bytes of the globals whose contents outlive the kernel (device memory);
        a byte nothing wrote is undefined (shown as poison)."""
        return tuple(final_bytes(obj) for g, obj in zip(self.variables, self.objects, strict=True)
                     if g.observable)
