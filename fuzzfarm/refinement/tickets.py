"""Refinement over every order of contended tickets, without listing the orders.

oracles/SEMANTICS.md, "Tickets: every order without listing it". Where a listing leaves
runs marked ``atomic-order`` (more than 5 threads on one counter, say), each such choice's
behaviours over every order are a :class:`~oracles.reference.tickets.Family`: the base
run with each contending lane l showing ``g_l(rank(l))`` for a bijection ``rank``. A
behaviour ``A`` is one of them exactly when its memory and other threads match the base
run's and the bipartite graph "lane l's thread in A refines ``g_l(j)``" has a perfect
matching (per contention, lanes to ranks); that is decided in polynomial time.

*after*'s families against *before*'s: after's family is covered when one of before's
has the same contentions and each ``g^after_l(j)`` refines ``g^before_l(j)`` (each order
of after matched by the same order of before) with the base run refining; a run of after
(one real execution of one order) that is in no family of before and matches no other
behaviour of before, listed completely, is a violation, replayable with its
``Choices.rounds``. Anything else stays undecided.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from fuzzfarm.behaviour import ATOMIC_ORDER, INTERLEAVED, Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import WHOLE_RUN, Comparison, Difference, Match, compare, refines
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import BehaviourSet, run
from oracles.reference.tickets import Family, family

#: At most this many choices of either program are tabulated (k runs each).
FAMILIES = 4


@dataclass(frozen=True)
class Witness:
    """A run of *after* (its choices, its behaviour) that no behaviour of *before* allows,
    and the closest of *before*'s (a family's base run) with the comparison."""

    choices: Choices
    after: Behaviour
    before: Behaviour
    before_choices: Choices
    comparison: Comparison


def _alone(t: ThreadBehaviour) -> Behaviour:
    return Behaviour(Outcome.OK, threads=(t,))


def _matching(edges: dict[int, list[int]]) -> dict[int, int] | None:
    """A perfect matching of lanes to ranks (Kuhn's augmenting paths), or None."""
    owner: dict[int, int] = {}

    def augment(lane: int, seen: set[int]) -> bool:
        for j in edges[lane]:
            if j not in seen:
                seen.add(j)
                if j not in owner or augment(owner[j], seen):
                    owner[j] = lane
                    return True
        return False

    for lane in edges:
        if not augment(lane, set()):
            return None
    return {lane: j for j, lane in owner.items()}


def in_family(ab: Behaviour, fam: Family) -> Comparison:
    """Is ``ab`` (a real execution) one of ``fam``'s behaviours? Decided when ``ab`` has
    no approximation (thread by thread, refinement is then equality but for poison)."""
    if ab.approximations:
        return Comparison(Match.UNDECIDED, reason="after's run has approximations: "
                          + ", ".join(sorted(ab.approximations)))
    by_lane = {t.lane: t for t in ab.threads}
    rank: dict[int, int] = {}
    for lanes in fam.contentions:
        edges = {lane: [j for j, g in enumerate(fam.table[lane])
                        if lane in by_lane and refines(_alone(by_lane[lane]), _alone(g))]
                 for lane in lanes}
        found = _matching(edges)
        if found is None:  # no order of before gives these lanes these tickets' results
            k = len(lanes)
            alone = tuple(Difference(lane, "thread", f"one of its {k} behaviours (one per ticket rank)",
                                     "none of them") for lane in lanes if not edges[lane])
            return Comparison(Match.NO, alone or (Difference(
                WHOLE_RUN, f"tickets of lanes {list(lanes)}", f"a rank 0..{k - 1} each",
                "no assignment of ranks matches every lane"),), "no order of the tickets gives this")
        rank.update(found)
    # the memory and the other threads are the same in every order: this decides
    return compare(ab, fam.behaviour(rank))


def _real(b: Behaviour) -> Behaviour | None:
    """``b`` as one real execution (its ``atomic-order`` dropped), if it is one."""
    if not b.decided or b.approximations & INTERLEAVED - {ATOMIC_ORDER}:
        return None
    return replace(b, approximations=b.approximations - {ATOMIC_ORDER})


def decide(before: Function, after: Function, schedule: Schedule, model: Model,
           before_set: BehaviourSet, after_set: BehaviourSet) -> Witness | bool | None:
    """True: every behaviour of *after* is one of *before*'s; a :class:`Witness`: one is
    not; None: undecided. ``before_set`` and ``after_set`` are the programs' listings
    (every choice but the orders their ``atomic-order`` runs stand for)."""
    if not any(ATOMIC_ORDER in e.behaviour.approximations
               for e in (*after_set.entries, *before_set.entries)):
        return None
    families: list[tuple[Family, Choices]] = []
    plain: list[tuple[Behaviour, Choices]] = []
    for entry in before_set.entries:
        b = entry.behaviour
        if b.outcome is Outcome.CONTRADICTORY and entry.choices[0].anchors:
            continue
        if ATOMIC_ORDER not in b.approximations:
            plain.append((b, entry.choices[0]))
            continue
        for choices in entry.choices:
            if len(families) == FAMILIES:
                return None
            fam = family(before, schedule, model, run(before, schedule.with_choices(choices), model))
            if isinstance(fam, str):
                return None
            families.append((fam, fam.runs[0].choices))
    exact = before_set.complete

    def member(ab: Behaviour) -> Comparison:
        found: list[Comparison] = [compare(ab, b) for b, _ in plain]
        found += [in_family(ab, fam) for fam, _ in families]
        for c in found:
            if c.match is Match.YES:
                return c
        if exact and found and all(c.match is Match.NO for c in found):
            return next((c for c in found if c.differences), found[0])
        return Comparison(Match.UNDECIDED, reason="no order of before matched, and not every "
                          "behaviour of before was decided")

    def witness(choices: Choices, ab: Behaviour, c: Comparison) -> Witness:
        fam, fam_choices = families[0] if families else (None, plain[0][1])
        return Witness(choices, ab, fam.base if fam else plain[0][0], fam_choices, c)

    tabulated = 0
    undecided = not after_set.exhaustive
    for entry in after_set.entries:
        a = entry.behaviour
        if a.outcome is Outcome.CONTRADICTORY and entry.choices[0].anchors:
            continue
        if ATOMIC_ORDER not in a.approximations:
            # judged by the check already: a difference it did not report stays undecided
            undecided = undecided or member(a).match is not Match.YES
            continue
        for choices in entry.choices:
            tabulated += 1
            if tabulated > FAMILIES:
                return None
            fam = family(after, schedule, model, run(after, schedule.with_choices(choices), model))
            if isinstance(fam, str):
                undecided = True
                continue
            if any(covers(fb, fam) for fb, _ in families):
                continue
            undecided = True
            for shown in fam.runs:
                ab = _real(shown.behaviour)
                c = member(ab) if ab is not None else Comparison(Match.UNDECIDED)
                if c.match is Match.NO:
                    return witness(shown.choices, ab, c) if ab is not None else None
    return None if undecided else True


def covers(fb: Family, fa: Family) -> bool:
    """Does each order of ``fa`` (*after*) give a behaviour the same order of ``fb``
    (*before*) allows? Same contentions, each table entry and the base run refining."""
    if fa.contentions != fb.contentions:
        return False
    if any(not refines(_alone(g), _alone(h)) for lane, row in fa.table.items()
           for g, h in zip(row, fb.table[lane], strict=True)):
        return False
    first = {lane: 0 for lane in fa.table}
    return compare(fa.behaviour(first), fb.behaviour(first)).match is Match.YES
