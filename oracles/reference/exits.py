"""Lanes a ``.sync`` membermask names that did not run the operation: were they exited?

PTX ISA ("shfl.sync", "vote.sync", "match.sync", "redux.sync", sm_70 and up): the
executing thread waits for the *non-exited* threads of its membermask to execute the
operation with the same mask, and exchanges with them. So CUDA's ``if (i >= n) return;``
followed by ``__shfl_down_sync(0xffffffff, ...)`` is defined, over the lanes still running.
The catalogue computes such an instance over its set S (``catalogue.communicate``'s
``exited``); whether every other lane X its mask names had exited is only known when the
run ends, and this module judges it (SEMANTICS.md, "Membermasks naming exited lanes").

X is excused when the schedule does not launch it (it does not exist), or when the run
ends ``ok`` (so X returned from the kernel) and every communicating instance X took part
in also held a lane of S that executed it before this one: X's last meeting with S came
before S waited here, and X met nothing after it, so it cannot be the thread that joins
S here (a lane running on to a ``.sync`` with the same mask is exactly what PTX would
make converge with S). Anything else, and any run with such an instance that does not
end ``ok`` (UB, a timeout, a contradiction: what S computed may have steered it), is
unsupported: undecided, never a guess. One exception: a run some thread had already
ended with undefined behaviour before the first such instance fired is undefined
whatever that instance computed (that thread's steps read none of its results), so it
stays UB; a lane the mask names that is stopped by UB never runs on to a later
``.sync`` either.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.conventions import MEMBERMASK_MISMATCH


@dataclass
class Exits:
    """Every instance fired in one run, numbered in firing order, by lane; and the
    instances computed over S whose masks name other lanes."""

    #: instances fired so far (the number of the last one)
    fired: int = 0
    #: lane -> (number, set) of every instance it took part in
    met: dict[int, list[tuple[int, frozenset[int]]]] = field(default_factory=dict)
    #: (number, set S, bits of the lanes its mask names outside S, the operation)
    owed: list[tuple[int, frozenset[int], int, str]] = field(default_factory=list)
    #: has a thread stopped with undefined behaviour before the instances firing now?
    ub_now: bool = False
    #: had one when the first instance computed over S fired?
    ub_before_owing: bool = False

    def fire(self, lanes: frozenset[int]) -> None:
        """Number one instance fired by the lanes of ``lanes`` (its set)."""
        self.fired += 1
        for lane in lanes:
            self.met.setdefault(lane, []).append((self.fired, lanes))

    def owe(self, lanes: frozenset[int], named: list[int], op: str) -> None:
        """The instance fired last, of set ``lanes``, was computed over it though its mask
        names the lanes of each of ``named`` (``communicate``'s ``exited``) too."""
        if named and not self.owed:
            self.ub_before_owing = self.ub_now
        for bits in named:
            self.owed.append((self.fired, lanes, bits, op))

    def judge(self, behaviour: Behaviour, active: frozenset[int]) -> Behaviour:
        """``behaviour``, or unsupported where a lane some mask named is not shown exited."""
        if behaviour.outcome is Outcome.UB and self.ub_before_owing:
            return behaviour
        for number, lanes, bits, op in self.owed:
            why = self._unexcused(number, lanes, bits, active, behaviour.outcome)
            if why is not None:
                mask = bits | sum(1 << lane for lane in lanes)
                shown = sum(1 << lane for lane in lanes)
                return Behaviour(Outcome.UNSUPPORTED, message=(
                    f"@{op}: membermask {mask:#x} {MEMBERMASK_MISMATCH} {shown:#x}, and {why}"),
                    approximations=behaviour.approximations)
        return behaviour

    def _unexcused(self, number: int, lanes: frozenset[int], bits: int,
                   active: frozenset[int], outcome: Outcome) -> str | None:
        """Why the lanes of ``bits`` are not all shown exited at instance ``number``."""
        named = [x for x in range(bits.bit_length()) if bits >> x & 1 and x in active]
        if named and outcome is not Outcome.OK:
            return (f"the run ended {outcome.value}: lane {named[0]} is not shown to have "
                    "returned from the kernel")
        for x in named:
            for later, met in self.met.get(x, []):
                if later >= number or not met & lanes:
                    return (f"lane {x} it names took part in an instance no lane of the set "
                            "had executed before it (PTX could make that lane meet this one)")
        return None
