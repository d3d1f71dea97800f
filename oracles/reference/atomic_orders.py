"""Every order of a run's order-dependent atomics, one run each.

oracles/SEMANTICS.md, "Memory the threads share", "A counter whose old value is used".
Where threads' read-modify-writes on one location are not ordered by happens-before,
their order is the implementation's (LangRef, "Memory Model for Concurrent
Operations": each location's atomics have one total order; a read-modify-write reads
the value its predecessor in it wrote), and a run shows one order. Under the
conditions :mod:`oracles.reference.atomic_rounds` checks, a race-free run's values are
a function of each round's order of each contended location's threads, so the runs
with every such order (``Choices.rounds``) are every behaviour the schedule's other
choices allow: the k! permutations of a location's k threads, round after round, each
round's contended threads as the runs with the earlier rounds' orders found them.

Each listed run is then one real execution, and all of them are listed, so its
behaviour no longer stands for one order of several: :attr:`Ordered.behaviour` gives it
without ``atomic-order`` where it ended without undefined behaviour, or where every
order's run has undefined behaviour (then the program has it whatever the order; a
listing where only some orders reach undefined behaviour keeps the mark on those runs,
so such undefined behaviour decides nothing, on either side). Whenever a run breaks the conditions, or the
threads a round contends with change from one order to another, or a round has more
than :data:`MAX_LANES` threads on a location, or the runs exceed :data:`MAX_RUNS`,
nothing is listed (``Listing.orders`` None): the run stands for one order as before
(where its tickets reach only their own lanes, :mod:`oracles.reference.tickets` still
decides every order from k runs).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import permutations, product

from fuzzfarm.behaviour import ATOMIC_ORDER, Behaviour, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.observation import Observation
from oracles.reference.atomic_rounds import Contention
from oracles.reference.record import ReferenceTrace
from oracles.reference.reuse import Taken
from oracles.reference.scheduler import run

#: At most this many threads contend for one location in one round (5! = 120 orders).
MAX_LANES = 5
#: At most this many runs list one choice's orders.
MAX_RUNS = 120

#: Per round listed so far: the sets of threads contending for each location, and the
#: round's chosen order (their lanes, location after location).
Fixed = dict[int, tuple[frozenset[frozenset[int]], tuple[int, ...]]]


@dataclass(frozen=True)
class Ordered:
    """One run of the listing: its choices (with ``rounds``) and what it showed."""

    choices: Choices
    observation: Observation[ReferenceTrace]
    #: Every run of the listing has undefined behaviour.
    every_ub: bool = False

    @property
    def behaviour(self) -> Behaviour:
        """The run's behaviour as one real execution (module docstring)."""
        b = self.observation.behaviour
        if (b.outcome is Outcome.OK or self.every_ub) and ATOMIC_ORDER in b.approximations:
            return replace(b, approximations=b.approximations - {ATOMIC_ORDER})
        return b


@dataclass(frozen=True)
class Listing:
    """What :func:`every_order` found: every order's run (None: they cannot all be
    listed), and how many runs it made to find out."""

    orders: list[Ordered] | None
    runs: int


def every_order(fn: Function, schedule: Schedule, model: Model, first: Observation[ReferenceTrace],
                taken: Taken = None, max_runs: int = MAX_RUNS) -> Listing:
    """The runs of ``fn`` on ``schedule`` with every order of its contended atomics, the
    other choices ``first``'s (a run with no ``rounds`` chosen), unless they cannot all be
    listed in ``max_runs`` runs (module docstring)."""
    if first.choices.rounds or not isinstance(first.trace.contentions, tuple):
        return Listing(None, 0)
    leaves: list[Ordered] = []
    runs = 0

    def explore(rounds: tuple[tuple[int, ...], ...], fixed: Fixed,
                seen: Observation[ReferenceTrace]) -> bool:
        nonlocal runs
        log = seen.trace.contentions
        if isinstance(log, str):
            return False
        by_round: dict[int, list[Contention]] = {}
        for c in log or ():
            by_round.setdefault(c.round, []).append(c)
        for r, (groups, order) in fixed.items():
            got = by_round.get(r, [])
            if frozenset(frozenset(c.lanes) for c in got) != groups or any(
                    tuple(lane for lane in order if lane in c.lanes) != c.lanes for c in got):
                return False  # the round's threads changed, or stepped in another order
        later = [r for r in by_round if r >= len(rounds)]
        if not later:
            leaves.append(Ordered(seen.choices, seen))
            return True
        nxt = min(later)
        contended = by_round[nxt]
        if any(len(c.lanes) > MAX_LANES for c in contended):
            return False
        padded = rounds + ((),) * (nxt - len(rounds))
        unchosen: Fixed = {r: (frozenset(), ()) for r in range(len(rounds), nxt)}
        groups = frozenset(frozenset(c.lanes) for c in contended)
        for perms in product(*(permutations(sorted(c.lanes)) for c in contended)):
            order = tuple(lane for p in perms for lane in p)
            if runs == max_runs:
                return False
            runs += 1
            chosen = replace(seen.choices, rounds=padded + (order,))
            shown = run(fn, schedule.with_choices(chosen), model, taken=taken)
            if not explore(chosen.rounds, {**fixed, **unchosen, nxt: (groups, order)}, shown):
                return False
        return True

    if not explore((), {}, first):
        return Listing(None, runs)
    every_ub = all(o.observation.behaviour.outcome is Outcome.UB for o in leaves)
    return Listing([replace(o, every_ub=every_ub) for o in leaves], runs)
