"""Observable behaviour of one execution: what both oracles produce and the check compares.

The observable behaviour of a thread is its return value, its output buffers at
exit, its barrier events (the communicating set of each
``@subgroupControlBarrier`` it executed) and its external call events (each call
of a declared function that may write memory, see :mod:`fuzzfarm.external`). Undefined behaviour in any thread makes
the whole execution undefined (threads communicate, so nothing after it is
meaningful); a timeout or a contradictory convergence order makes it
undecided. Values may be poison.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class _Poison:
    """The poison value of LLVM: a deferred undefined value."""

    _instance: _Poison | None = None

    def __new__(cls) -> _Poison:
        if cls._instance is None:
            cls._instance = super().__new__(cls)
        return cls._instance

    def __repr__(self) -> str:
        return "poison"

    def __reduce__(self) -> str:
        return "POISON"


POISON = _Poison()

#: The approximation of a run that went past the end of a ``ptr`` argument's buffer (an
#: access, or an ``inbounds`` address): the buffer's size is the schedule's choice
#: (``Schedule.buffer_bytes``), not the program's, so the undefined behaviour or poison
#: that made is ours, and a real buffer may be larger (oracles/SEMANTICS.md, "Values").
BUFFER_BOUNDS = "buffer-bounds"

#: The approximation of a run in which two threads' accesses to a byte of a module global
#: race (oracles/SEMANTICS.md, "Memory the threads share"): LangRef's memory model makes
#: the racing read ``undef`` and leaves the order of the writes open, so what the run shows
#: is one interleaving's, and refinement decides nothing from it (neither side).
DATA_RACE = "data-race"
#: The approximation of a run in which threads' atomic operations on one location could
#: show a different result in another order (the order is the implementation's choice).
ATOMIC_ORDER = "atomic-order"
#: The approximation of a run in which two threads' atomics (``atomicrmw``, ``cmpxchg``)
#: hit one byte of a ``ptr`` argument's buffer (oracles/SEMANTICS.md, "Atomics"): the model
#: gives each thread a private copy of the buffer, but a launch passes every thread the
#: same pointer, so each atomic would see the others' (AMDGPU's atomic optimizer turns the
#: wave's atomics on a uniform address into one atomic and a scan of the values, exactly
#: right on a shared buffer). What the run shows is the private reading's, so a
#: difference through it decides nothing.
PRIVATE_ATOMIC = "private-atomic"
#: The approximation of a run of which some load or store read or overwrote bytes stored
#: through a ``!tbaa`` access tag its own tag cannot alias (oracles/SEMANTICS.md,
#: "Values"; :mod:`fuzzfarm.ir.tbaa`): a type pun, undefined under C's and C++'s aliasing
#: rules, which LLVM's TBAA lets an optimizer assume never happens. The run's values are
#: the bytes', one reading of a program LLVM reads otherwise, so a difference from them
#: decides nothing (inconclusive, never a violation, never a pass); the reference
#: interpreter records it (``Behaviour.puns`` names the access), the lane simulator does not.
TYPE_PUN = "type-pun"
#: The approximation of a run made undefined where a call to a declaration or an
#: intrinsic is passed a value outside the ``range`` or ``nofpclass`` its call site or
#: declaration promises, without ``noundef`` (oracles/SEMANTICS.md, "noundef on call
#: arguments and results"): LangRef passes poison on, which the oracles' models of
#: declarations do not take. Undefined is lenient to a *before*; an *after*'s difference
#: through it is undecided (the reference notes it, the lane simulator does not).
PROMISE_POISON = "promise-poison"
#: Approximations that make a run say nothing for sure, a match included.
INTERLEAVED = frozenset({DATA_RACE, ATOMIC_ORDER})

#: A concrete value: an unsigned integer (masked to its width), POISON, or None (void).
Scalar = int | _Poison | None


class Outcome(StrEnum):
    """How an execution ended."""

    OK = "ok"  # every thread returned
    UB = "ub"  # some thread executed undefined behaviour: any behaviour is allowed
    TIMEOUT = "timeout"  # a thread exceeded its step budget: undecided
    CONTRADICTORY = "contradictory"  # the convergence order has a cycle: undecided
    UNSUPPORTED = "unsupported"  # an operation the oracle cannot execute: undecided


@dataclass(frozen=True)
class CallEvent:
    """One side-effecting external call of a thread: the callee and its argument values."""

    callee: str
    args: tuple[Scalar, ...]

    def describe(self) -> str:
        return f"@{self.callee}(" + ", ".join(map(repr, self.args)) + ")"


@dataclass(frozen=True)
class ThreadBehaviour:
    """What one thread (lane) showed: return value, buffers, barrier events."""

    lane: int
    return_value: Scalar
    buffers: tuple[tuple[int | _Poison, ...], ...]
    barriers: tuple[frozenset[int], ...]
    calls: tuple[CallEvent, ...] = ()

    def describe(self) -> str:
        parts = [f"lane {self.lane}: ret {self.return_value!r}"]
        for i, buf in enumerate(self.buffers):
            parts.append(f"buf{i} {describe_bytes(buf)}")
        if self.barriers:
            parts.append("barriers " + " ".join(_lanes(s) for s in self.barriers))
        if self.calls:
            parts.append("calls " + " ".join(c.describe() for c in self.calls))
        return "; ".join(parts)


@dataclass(frozen=True)
class Behaviour:
    """The behaviour of one execution of a kernel on one schedule."""

    outcome: Outcome
    threads: tuple[ThreadBehaviour, ...] = ()
    message: str = ""
    #: Where the oracle over-approximated LLVM's semantics during this run:
    #: ``"undef"`` (an undef was read and treated as poison) and
    #: ``"freeze-poison"`` (a freeze of poison picked 0, one of many legal values).
    #: A refinement check must not call a difference that depends on these a bug.
    approximations: frozenset[str] = frozenset()
    #: Final bytes of each module global whose contents outlive the kernel (device
    #: memory: ``fuzzfarm.ir.globalvars.GlobalVariable.observable``), in module order.
    memory: tuple[tuple[int | _Poison, ...], ...] = ()
    #: Those globals' names and initial bytes (poison where undefined), in the same order.
    #: The oracles observe the globals the program names; a global that one program of a
    #: pair never names (its accesses deleted as dead code) still holds its initial bytes
    #: at the end of that program's run (fuzzfarm/refinement/compare.py).
    memory_globals: tuple[tuple[str, tuple[int | _Poison, ...]], ...] = ()
    #: What made the run a :data:`TYPE_PUN`, one line per punning access (the first few):
    #: for the verdict's reason only, so not compared (equal runs stay equal behaviours).
    puns: tuple[str, ...] = field(default=(), compare=False)

    @property
    def decided(self) -> bool:
        """True when the behaviour is a defined result or UB (not timeout etc.)."""
        return self.outcome in (Outcome.OK, Outcome.UB)

    def describe(self) -> str:
        if self.outcome is not Outcome.OK:
            return f"{self.outcome.value}: {self.message}"
        shared = [f"global {i} {describe_bytes(m)}" for i, m in enumerate(self.memory)]
        return "\n".join([*(t.describe() for t in self.threads), *shared])


def describe_bytes(buf: tuple[int | _Poison, ...]) -> str:
    # Trailing zero bytes are elided: buffers start zeroed.
    end = len(buf)
    while end and buf[end - 1] == 0:
        end -= 1
    shown = " ".join("pp" if b is POISON else f"{b:02x}" for b in buf[:end])
    return f"[{shown}]" if shown else "[zero]"


def _lanes(s: frozenset[int]) -> str:
    return "{" + ",".join(str(x) for x in sorted(s)) + "}"
