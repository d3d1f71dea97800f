"""Does one behaviour of the optimized kernel match one behaviour of the original?

Refinement, per LLVM: every behaviour the optimized program (*after*) can show
must be one the original (*before*) can show. For a single pair of executions
on the same schedule that means:

- *before* has undefined behaviour: anything matches (UB allows every behaviour),
  unless *before* went past the end of a ``ptr`` argument's buffer (undecided:
  :data:`~fuzzfarm.behaviour.BUFFER_BOUNDS`, the buffer's size is the schedule's);
- *before* shows poison in a return value or buffer byte: any *after* value matches;
- otherwise values must be equal, and the barrier events (communicating sets of
  each ``@subgroupControlBarrier``, seed 000 "Convergent Operations") identical;
- each thread's external call events (:mod:`fuzzfarm.external`) must be the same
  calls in the same order, with arguments that refine *before*'s (poison in
  *before* matches any value);
- *after* with UB where *before* has none is a difference.

A comparison is *undecided* when either side did not finish (timeout,
contradictory convergence order, an operation the oracle cannot execute), or
when a difference may stem from an approximation an oracle made
(``Behaviour.approximations``: undef read as poison, freeze of poison as 0),
except the two that cannot (oracles/SEMANTICS.md, "undef"): undef read as poison
in *before* (:data:`BEFORE_WIDENING`) and an integer freeze of poison in *after*
(:data:`AFTER_CHOSEN`). Undecided is never reported as a bug.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from fuzzfarm.analysis.observed import FREEZE_POISON
from fuzzfarm.behaviour import (
    ATOMIC_ORDER,
    BUFFER_BOUNDS,
    INTERLEAVED,
    POISON,
    TYPE_PUN,
    Behaviour,
    Outcome,
    ThreadBehaviour,
)


class Match(StrEnum):
    YES = "yes"
    NO = "no"
    UNDECIDED = "undecided"


@dataclass(frozen=True)
class Difference:
    """One observable difference between *after* and *before* in one thread, or (lane
    :data:`WHOLE_RUN`) in what no one thread owns: the run's undefined behaviour, global
    memory."""

    lane: int
    what: str  # "return", "buffer N byte K", "barrier K", "outcome", "global @G byte K"
    before: str
    after: str

    def describe(self) -> str:
        # "lane -1" named a lane no schedule has: a difference of the whole run says so.
        who = "whole run" if self.lane == WHOLE_RUN else f"lane {self.lane}"
        return f"{who} {self.what}: before {self.before}, after {self.after}"


#: The lane of a :class:`Difference` that belongs to no one thread.
WHOLE_RUN = -1


@dataclass(frozen=True)
class Comparison:
    match: Match
    differences: tuple[Difference, ...] = ()
    reason: str = ""


def compare(after: Behaviour, before: Behaviour) -> Comparison:
    """Compare one execution of *after* against one of *before* on the same schedule."""
    interleaved = (after.approximations | before.approximations) & INTERLEAVED
    if interleaved and not one_order_of_before(after, before):
        # One interleaving's values of a racy or order-dependent run: neither a match nor
        # a difference holds for every interleaving (SEMANTICS.md, "Memory the threads share").
        return Comparison(Match.UNDECIDED, reason="a run shows one interleaving of the threads' "
                          "shared memory: " + ", ".join(sorted(interleaved)))
    if not before.decided:
        return Comparison(Match.UNDECIDED, reason=f"before: {before.outcome.value} ({before.message})")
    if BUFFER_BOUNDS in before.approximations:
        # A run past the end of a buffer whose size we chose is no run of the program: its
        # UB (which would match anything) or poison is ours, a real buffer may be larger.
        return Comparison(Match.UNDECIDED, reason="before runs past the end of a ptr "
                          "argument's buffer, whose size is the schedule's (--buffer-bytes)")
    if before.outcome is Outcome.UB:
        return Comparison(Match.YES, reason="before has undefined behaviour")
    if not after.decided:
        return Comparison(Match.UNDECIDED, reason=f"after: {after.outcome.value} ({after.message})")
    if after.outcome is Outcome.UB:
        return _differ(after, before, (
            Difference(WHOLE_RUN, "outcome", "defined", f"undefined behaviour: {after.message}"),))
    if after.threads == before.threads and after.memory == before.memory \
            and after.memory_globals == before.memory_globals:
        return Comparison(Match.YES)  # equal behaviours: one tuple compare, at C speed
    diffs: list[Difference] = _memory_differences(after, before)
    before_by_lane = {t.lane: t for t in before.threads}
    for t in after.threads:
        b = before_by_lane.get(t.lane)
        if b is None:
            diffs.append(Difference(t.lane, "outcome", "thread absent", "thread present"))
            continue
        diffs.extend(_thread_differences(t, b))
    if not diffs:
        return Comparison(Match.YES)
    return _differ(after, before, tuple(diffs))


def refines(after: Behaviour, before: Behaviour) -> bool:
    """``compare(after, before).match is Match.YES``, without describing a difference: the
    enumerations ask it of thousands of pairs, most of which differ (a choice of *after*
    against every listed choice of *before*), and only want to know whether one matches."""
    if (after.approximations | before.approximations) & INTERLEAVED \
            and not one_order_of_before(after, before):
        return False
    if not before.decided or BUFFER_BOUNDS in before.approximations:
        return False
    if before.outcome is Outcome.UB:
        return True
    if not after.decided or after.outcome is Outcome.UB:
        return False
    if after.threads == before.threads and after.memory == before.memory \
            and after.memory_globals == before.memory_globals:
        return True
    if _memory_differences(after, before):
        return False
    before_by_lane = {t.lane: t for t in before.threads}
    return all(b is not None and not _thread_differences(t, b)
               for t, b in ((t, before_by_lane.get(t.lane)) for t in after.threads))


def one_order_of_before(after: Behaviour, before: Behaviour) -> bool:
    """May a match with this run of *before* be believed although its atomics' order was
    one of several (``atomic-order``)?

    Yes when that is its only interleaving approximation, it ran to its end (no undefined
    behaviour, which another order might not have), and *after* has none: the run is one
    legal execution of *before* (the threads' atomics on a location in one total order,
    indivisible, no race: LangRef, "Memory Model for Concurrent Operations", monotonic
    atomics on one location only need one modification order), so an *after* that
    shows exactly its values shows a behaviour *before* can. A difference from it still
    decides nothing (another order may match: :func:`_differ` leaves it undecided).
    This decides the AMDGPU atomic optimizer's rewrite, whose one atomic per wave
    gives each lane the old value of the lanes' atomics in lane order."""
    return (before.approximations & INTERLEAVED == {ATOMIC_ORDER}
            and not after.approximations & INTERLEAVED
            and before.outcome is Outcome.OK)


#: Approximations that only ever widen what a run of *before* allows, so a difference
#: from such a run holds for every run the approximation stands for: ``undef`` read as
#: poison (oracles/SEMANTICS.md, "undef": a value computed without poison is the same
#: whatever undef was, a poison one matches anything, and a run poison makes undefined
#: matches anything too).
BEFORE_WIDENING = frozenset({"undef"})


#: Approximations that are one of the choices LangRef gives the implementation, so a
#: run of *after* with them is one of its real executions: an integer ``freeze`` of
#: poison giving 0 ("an arbitrary, but fixed, value"). In *before* they stay
#: approximations: another value might match.
AFTER_CHOSEN = frozenset({FREEZE_POISON})
#: Approximations of a run of *after* that leave it one of its real executions: those
#: of :data:`AFTER_CHOSEN`, and a type pun through ``!tbaa`` (:data:`TYPE_PUN`), whose
#: values are the bytes the accesses read, what a target running *after* reads. Only
#: *before*'s pun makes its reading one LLVM need not share.
AFTER_REAL = AFTER_CHOSEN | {TYPE_PUN}


def _differ(after: Behaviour, before: Behaviour, diffs: tuple[Difference, ...]) -> Comparison:
    approximations = sorted((after.approximations - AFTER_REAL)
                            | (before.approximations - BEFORE_WIDENING))
    if TYPE_PUN in before.approximations:
        # C's aliasing rules make such a before undefined, LLVM's TBAA lets an optimizer
        # assume it away; we claim neither (oracles/SEMANTICS.md, "Values"): undecided.
        pun = before.puns[0] if before.puns else "an access through !tbaa read bytes stored through a tag it cannot alias"
        return Comparison(Match.UNDECIDED, diffs, f"before type-puns: {pun}")
    if approximations:
        return Comparison(
            Match.UNDECIDED,
            diffs,
            "the difference may come from an oracle approximation: " + ", ".join(approximations),
        )
    return Comparison(Match.NO, diffs)


def _memory_differences(after: Behaviour, before: Behaviour) -> list[Difference]:
    """The bytes of device-memory globals (``Behaviour.memory``) *after* changes.

    Globals are matched by name: a program that never names a global (its accesses
    deleted as dead code) leaves it holding its initial bytes, which is what that side
    shows for it (it used to be a difference in the number of observed globals: a false
    violation for any pass that deletes a dead atomic add, tests/test_generated_atomics)."""
    if after.memory == before.memory and after.memory_globals == before.memory_globals:
        return []
    if any(b.memory and not b.memory_globals for b in (after, before)):  # no names: by position
        if len(after.memory) != len(before.memory):
            return [Difference(WHOLE_RUN, "globals", f"{len(before.memory)} observable",
                               f"{len(after.memory)} observable")]
        return [Difference(WHOLE_RUN, f"global {g} byte {k}", _show(b), _show(a))
                for g, (am, bm) in enumerate(zip(after.memory, before.memory, strict=True))
                for k, (a, b) in enumerate(zip(am, bm, strict=True)) if not _value_refines(a, b)]
    finals_a = {name: final for (name, _), final in zip(after.memory_globals, after.memory, strict=True)}
    finals_b = {name: final for (name, _), final in zip(before.memory_globals, before.memory,
                                                        strict=True)}
    initial = dict(after.memory_globals) | dict(before.memory_globals)
    out: list[Difference] = []
    for name in dict.fromkeys([*finals_b, *finals_a]):
        am, bm = finals_a.get(name, initial[name]), finals_b.get(name, initial[name])
        if len(am) != len(bm):
            out.append(Difference(WHOLE_RUN, f"global @{name}", f"{len(bm)} bytes", f"{len(am)} bytes"))
            continue
        out += [Difference(WHOLE_RUN, f"global @{name} byte {k}", _show(b), _show(a))
                for k, (a, b) in enumerate(zip(am, bm, strict=True)) if not _value_refines(a, b)]
    return out


def _value_refines(after: object, before: object) -> bool:
    return before is POISON or after == before


def _show(v: object) -> str:
    return "poison" if v is POISON else repr(v)


def _thread_differences(a: ThreadBehaviour, b: ThreadBehaviour) -> list[Difference]:
    if a == b:
        return []  # equal values refine each other: most comparisons end here, at C speed
    out: list[Difference] = []
    if not _value_refines(a.return_value, b.return_value):
        out.append(Difference(a.lane, "return", _show(b.return_value), _show(a.return_value)))
    for i, (abuf, bbuf) in enumerate(zip(a.buffers, b.buffers, strict=True)):
        if abuf == bbuf:
            continue
        for k, (x, y) in enumerate(zip(abuf, bbuf, strict=True)):
            if not _value_refines(x, y):
                out.append(Difference(a.lane, f"buffer {i} byte {k}", _show(y), _show(x)))
                break  # the first differing byte of a buffer says enough
    if a.barriers != b.barriers:
        k = next(
            (i for i, (x, y) in enumerate(zip(a.barriers, b.barriers, strict=False)) if x != y),
            min(len(a.barriers), len(b.barriers)),
        )
        out.append(
            Difference(
                a.lane,
                f"barrier {k + 1}",
                _lanes(b.barriers[k]) if k < len(b.barriers) else "none",
                _lanes(a.barriers[k]) if k < len(a.barriers) else "none",
            )
        )
    out.extend(_call_differences(a, b))
    return out


def _call_differences(a: ThreadBehaviour, b: ThreadBehaviour) -> list[Difference]:
    """The first external call event where *after* is not *before*'s (or one is missing)."""
    for k in range(max(len(a.calls), len(b.calls))):
        x = a.calls[k] if k < len(a.calls) else None
        y = b.calls[k] if k < len(b.calls) else None
        same = (x is not None and y is not None and x.callee == y.callee
                and len(x.args) == len(y.args)
                and all(_value_refines(p, q) for p, q in zip(x.args, y.args, strict=True)))
        if not same:
            return [Difference(a.lane, f"call {k + 1}", y.describe() if y else "none",
                               x.describe() if x else "none")]
    return []


def _lanes(s: frozenset[int]) -> str:
    return "{" + ",".join(map(str, sorted(s))) + "}"
