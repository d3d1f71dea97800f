"""Deciding "pass" over every implementation choice with the lane simulator.

A schedule passes only when *after*'s choices were explored exhaustively
(SEMANTICS.md, "Sampled choices and what a verdict means"). The reference
interpreter runs one choice at a time, so the farm gives it a small budget and
many anchor kernels end "after's implementation choices were only sampled".
The lane simulator runs hundreds of choices of one program as one vectorized
batch: here every combination of *after*'s anchor groupings (its explicit
anchors and the implicit anchor of a non-convergent kernel) and cycle
hierarchies, up to :data:`LIMIT` per schedule, runs at once, and *before* runs
with the very same choices in a second batch (a directed search for a match:
the same choice is legal in *before*, where an anchor it does not have simply
follows the model). The schedule passes if every legal choice of *after* shows
a behaviour that *before* shows under the same choice or, for those it does not,
under one of its own choices, listed the same way in a third batch.

This only ever answers "pass" (with a reason) or "not decided here": a
violation is still reported by the reference alone, with its counterexample.
The enumeration is exhaustive only if no grouping reaches an anchor instance
that the base runs did not list (else nothing is claimed).
"""

from __future__ import annotations

import functools
import itertools
import operator
from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from fuzzfarm.analysis.hierarchies import (
    behaviour_hierarchies,
    entered_hierarchies,
    one_thread_alike,
)
from fuzzfarm.analysis.memo import Scoped
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.conventions import implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import refines
from fuzzfarm.schedule import AnchorGroup, Choices, DfsOrder, Schedule
from fuzzfarm.vocabulary import Model
from oracles.observation import Observation
from oracles.reference.groupings import (
    anchors_only,
    count_groupings,
    exceeds,
    follows_order,
    free_labellings,
    is_tie,
    labellings,
    listing_rank,
    merged_order,
    ties_kept,
    with_ties,
)
from oracles.simt.results import LaneTrace

#: Choices (anchor groupings x hierarchies) enumerated per schedule at most.
LIMIT = 512
#: Rungs of a sizing ladder judged together per round, after its first rung.
RUNGS = 6
#: Suspect choices of *after* handed to the reference at most.
SUSPECTS = 8

#: Above this many runs, one choice per (schedule, hierarchy) is checked before the rest:
#: a case that fails there is handed on without simulating hundreds of choices.
STAGED = 64

Instance = tuple[str, int, int]
#: An ``AnchorGroup``'s instance (anchor, lane, occurrence): asked of every group of every
#: run of an enumeration, where a comprehension's attribute reads cost a few percent of it.
_instance: Callable[[AnchorGroup], Instance] = operator.attrgetter("anchor", "lane", "occurrence")


def passes_every_choice(before: Function, after: Function, schedules: Sequence[Schedule],
                        model: Model, limit: int = LIMIT,
                        suspects: list[tuple[int, Choices]] | None = None,
                        passed: set[int] | None = None) -> str | None:
    """A reason when every schedule passes over all of *after*'s choices, else None.

    The schedules' choices run together, as extra schedules of a few batches (the
    base runs, *after* under every choice, *before* under the same legal ones): the
    simulator vectorizes all schedules that share a DFS seed. A choice *before* does
    not match under the same choice is matched against all of *before*'s listed
    choices; the answer is None as soon as one is matched by none, so a case bound
    for the reference does not pay for the whole enumeration first. ``suspects``
    collects (schedule index, choice) for those choices of *after*: where the
    reference should look first (a directed search of *after*'s choices,
    SEMANTICS.md "Sampled choices and what a verdict means").

    ``passed``, when given, collects the indices of the schedules that pass on their
    own when the answer is None because of such a choice on other schedules: the
    enumeration then goes on over the other schedules' choices (the suspects stay
    those of the first failing stage), and a schedule is added only when every legal
    choice of *after* on it was run, listed exhaustively and matched by *before*, the
    same argument as the answer "pass" for all of them. An undecided run or an
    instance the listing missed, anywhere, adds none."""
    with _CHOSEN.open(), _GROUPS.open():
        return _passes(before, after, schedules, model, limit, suspects, passed)


def _passes(before: Function, after: Function, schedules: Sequence[Schedule], model: Model,
            limit: int, suspects: list[tuple[int, Choices]] | None,
            passed: set[int] | None = None) -> str | None:
    """:func:`passes_every_choice` inside its scope of listed groupings."""
    bare = [s.with_choices(Choices()) for s in schedules]
    index = {id(s): k for k, s in enumerate(bare)}
    grown: Grown = {}
    free: Free = set()
    untied: Free = set()
    entered: Entered = {}
    for _ in range(GROWTH_ROUNDS + 1):
        plans = _plans(after, bare, model, limit, grown, free=free, entered=entered,
                       untied=untied)
        if plans is None:
            return None
        verdict = _every_plan(before, after, plans, model, limit, index, suspects, free,
                              passed, entered)
        if not isinstance(verdict, Unlisted):
            break
        _grow(grown, verdict)  # re-list with the instances those runs reached, from scratch
        free |= verdict.reordered  # and every grouping where a run broke the listing's order
        untied |= verdict.untied  # and over the anchors alone where a run broke only a tie
        for schedule, blocks in verdict.entered:  # and the hierarchies of the cycles runs entered
            entered[id(schedule)] |= blocks
    else:
        return None
    if verdict is not True:
        return None
    return (f"no counterexample (lane simulator: all {len(plans)} implementation choices of "
            f"after, each matched by a choice of before)")


#: Times the listing of one check's anchor instances is grown (:func:`_grow`).
GROWTH_ROUNDS = 3

#: Per (schedule, DFS order), the anchor instances listed beyond the base run's.
Grown = dict[tuple[int, DfsOrder], list[Instance]]
#: The (schedule, DFS order) listings of every grouping, acyclic or not, each judged by
#: its own run (:func:`oracles.reference.groupings.free_labellings`): those where a run
#: did not keep the listing's order of a lane's instances.
Free = set[tuple[int, DfsOrder]]
class _Listing(frozenset[Instance]):
    """A listing's anchor instances and tie nodes (SEMANTICS.md, "Ties between threads"),
    with their order, which every run of its groupings must keep (:func:`_order_kept`)."""

    order: tuple[Instance, ...]

    @staticmethod
    def of(order: Sequence[Instance]) -> _Listing:
        made = _Listing(order)
        made.order = tuple(order)
        return made


#: Per schedule (by id) whose cycle hierarchies are listed only for the cycles its runs
#: enter (:func:`_entered_listing`), the labels of the blocks its runs executed.
Entered = dict[int, frozenset[str]]

#: Rounds of base runs that may close the listing of the cycles a schedule's runs enter.
ENTERED_ROUNDS = 4


@dataclass(frozen=True)
class Unlisted:
    """Runs of *after* that reached anchor instances the listing did not hold: each
    (schedule, its DFS order, the run's anchor instances in their order); and the
    listings some run of which broke their order of a lane's instances (to be listed
    again with every grouping: SEMANTICS.md, "One order per lane, kept by every run")."""

    runs: list[tuple[Schedule, DfsOrder, list[Instance]]]
    reordered: frozenset[tuple[int, DfsOrder]] = frozenset()
    #: Runs that executed blocks beyond those their schedule's listing of entered cycles
    #: was made for (each schedule, the blocks of such a run): the listing is made again.
    entered: tuple[tuple[Schedule, frozenset[str]], ...] = ()
    #: The listings with tie nodes some run of which skipped or reordered a tie but kept
    #: the anchors' order: listed again over the anchors alone (SEMANTICS.md, "Ties
    #: between threads": the ties are void, the anchors' order holds).
    untied: frozenset[tuple[int, DfsOrder]] = frozenset()


def _every_plan(before: Function, after: Function,
                plans: list[tuple[Schedule, Choices, _Listing]], model: Model,
                limit: int, index: dict[int, int],
                suspects: list[tuple[int, Choices]] | None, free: Free,
                passed: set[int] | None = None, entered: Entered | None = None) -> bool | Unlisted:
    """True when every plan's behaviour is matched by *before*; an :class:`Unlisted`
    when some run reached an instance the listing missed; False otherwise, and then
    ``passed`` (when given) gets the schedules every plan of which was matched
    (:func:`passes_every_choice`)."""
    failed: set[int] = set()  # ids of the schedules with a choice before matched by none
    # Many choices: a few per (schedule, hierarchy) first, where a case that does not pass
    # usually already fails; the rest only if those passed (the same runs in all). The
    # first grouping listed is the coarsest, which a correct transform most often keeps:
    # the middle and the last (finest) ones are tried first.
    head: set[int] = set()
    if len(plans) > STAGED:
        _prefetch(before, after, plans, model)
        groups: dict[tuple[int, object], list[int]] = {}
        for i, (sched, choices, _) in enumerate(plans):
            groups.setdefault((id(sched), choices.hierarchy), []).append(i)
        head = {g[j] for g in groups.values() for j in (len(g) // 2, len(g) - 1)}
    for stage in ([p for i, p in enumerate(plans) if i in head],
                  [p for i, p in enumerate(plans) if i not in head]):
        stage = [p for p in stage if id(p[0]) not in failed]
        if not stage:
            continue
        unmatched = _unmatched(before, after, stage, model, free, entered or {})
        if unmatched is None or (failed and isinstance(unmatched, Unlisted)):
            return False  # some choice undecided, or a listing not closed: nothing passes
        if isinstance(unmatched, Unlisted):
            return unmatched
        if unmatched:
            left = _matched_by_none(before, after, stage, [ab for _, ab in unmatched],
                                    [j for j, _ in unmatched], model, limit)
            if left:
                if suspects is not None and not failed:  # the first failing stage's, as ever
                    suspects += [(index[id(stage[j][0])], stage[j][1]) for j in left[:SUSPECTS]]
                if passed is None:
                    return False
                failed |= {id(stage[j][0]) for j in left}
    if not failed:
        return True
    if passed is not None:
        passed |= {index[id(p[0])] for p in plans if id(p[0]) not in failed}
    return False


def _prefetch(before: Function, after: Function,
              plans: list[tuple[Schedule, Choices, _Listing]], model: Model) -> None:
    """Run the stages' runs of both programs ahead, as one batch per program and cycle
    hierarchy, where the simulator remembers them (:func:`oracles.simt.reused`): the
    stages then ask for runs already made, and decide exactly as they would alone.

    A batch costs about as many steps whatever its size, so two stages in one batch
    cost little more than the first alone. *before* runs ahead only when no stage could
    end without it (an undecided run of *after*, or one that reached an instance the
    listing missed)."""
    from oracles import simt

    if not simt.reusing():
        return
    runs = [schedule.with_choices(c) for schedule, c, _ in plans]
    mine = simt.run_batch(after, runs, model)
    legal = []
    for run, (_, choices, allowed), a in zip(runs, plans, mine, strict=True):
        legal_run = _legal(choices, a)
        if legal_run is None or (legal_run and not _listed(a, allowed)):
            return  # a stage ends undecided or grows the listing: no run of before needed
        if legal_run:
            legal.append(run)
    simt.run_batch(before, legal, model)


def _legal(choices: Choices, a: Observation[LaneTrace]) -> bool | None:
    """Is *after*'s run ``a`` under ``choices`` an implementation's choice (True), none
    (False: a grouping that makes convergence-before cyclic), or undecided (None)?"""
    if a.behaviour.outcome is Outcome.CONTRADICTORY and choices.anchors:
        return False
    return True if a.behaviour.decided else None


#: What a run did with its listing's order (:func:`_order_kept`).
KEPT, UNTIED, REORDERED = "kept", "untied", "reordered"


def _order_kept(a: Observation[LaneTrace], allowed: _Listing,
                ranks: dict[int, dict[Instance, int]]) -> str:
    """Did the run keep the listing's order of each lane's anchor instances and tie nodes
    (the one its groupings were judged acyclic by) and run every tie node of it
    (:func:`oracles.reference.groupings.ties_kept`): :data:`KEPT`; or break a tie only,
    keeping the anchors' order (:data:`UNTIED`); or the anchors' order (:data:`REORDERED`)?
    ``ranks`` keeps each listing's rank by the object's id (the listings of a check hold
    hundreds of choices each)."""
    rank = ranks.get(id(allowed))
    if rank is None:
        rank = ranks[id(allowed)] = listing_rank(allowed.order)
    ran = a.trace.anchor_order
    if ties_kept(allowed.order, ran, rank):
        return KEPT
    if any(map(is_tie, allowed.order)) and follows_order(anchors_only(allowed.order), ran):
        return UNTIED
    return REORDERED


def _listed(a: Observation[LaneTrace], allowed: _Listing) -> bool:
    """Did the run group only anchor instances the listing holds (else the enumeration
    was not exhaustive: :func:`_grow`)?"""
    return set(map(_instance, a.choices.anchors)) <= allowed


def _matched_by_none(before: Function, after: Function,
                     plans: list[tuple[Schedule, Choices, _Listing]],
                     shown: list[Behaviour], unmatched: list[int], model: Model,
                     limit: int) -> list[int]:
    """The plans among ``unmatched`` (showing ``shown``) whose behaviour no choice of
    *before* on their schedule matches, *before*'s choices listed like *after*'s (the
    first ``limit`` of each schedule's where there are more: ``partial``), the listing
    grown where those runs reached more instances (:func:`_grow`). A match needs no
    exhaustive listing: any legal choice of *before* that shows it will do (a run the
    simulator finds contradictory, a cyclic grouping included, is none and is skipped),
    so a listing too long to run whole is tried in part rather than not at all, which
    left the case to the reference's one-run-at-a-time search. Where that part (or a
    listing still growing) matched nothing, *before*'s groupings are searched guided by
    *after*'s run, as the reference's check does (:func:`_guided`)."""
    from oracles import simt

    mine = list(dict.fromkeys(id(plans[j][0]) for j in unmatched))
    bare = {id(plans[j][0]): plans[j][0] for j in unmatched}
    left = unmatched
    grown: Grown = {}
    cut: set[int] = set()  # schedules whose listing of before was cut at the limit
    for _ in range(GROWTH_ROUNDS + 1):  # grown like after's listing: more groupings to try
        theirs = _plans(before, [bare[i] for i in mine], model, limit, grown, partial=True,
                        cut=cut)
        if theirs is None:
            return left
        runs = simt.run_batch(before, [s.with_choices(c) for s, c, _ in theirs], model)
        seen: dict[int, list[Behaviour]] = {}
        reached: list[tuple[Schedule, DfsOrder, list[Instance]]] = []
        for (schedule, choices, allowed), r in zip(theirs, runs, strict=True):
            if r.behaviour.outcome is Outcome.CONTRADICTORY and choices.anchors:
                continue
            seen.setdefault(id(schedule), []).append(r.behaviour)
            if not set(map(_instance, r.choices.anchors)) <= allowed:
                reached.append((schedule, choices.dfs_order, r.trace.anchor_order))
        left = [j for j, ab in zip(unmatched, shown, strict=True) if j in left
                and not any(refines(ab, bb) for bb in seen.get(id(plans[j][0]), ()))]
        if not left:
            return left
        if not reached:
            break
        _grow(grown, Unlisted(reached))
        cut |= {id(schedule) for schedule, _, _ in reached}  # listed again: still open
    else:
        cut |= {id(plans[j][0]) for j in left}  # grown to the last round: not closed
    return _guided(before, after, plans, dict(zip(unmatched, shown, strict=True)), left, model,
                   cut)


def _guided(before: Function, after: Function,
            plans: list[tuple[Schedule, Choices, _Listing]],
            shown: dict[int, Behaviour], left: list[int], model: Model,
            open_: set[int]) -> list[int]:
    """``left`` without the plans on a schedule whose listing of *before* was not whole
    (``open_``: cut at the limit, or still growing) that the guided search of *before*'s
    groupings (:mod:`fuzzfarm.refinement.guided`) matches, within its runs per schedule:
    where the reference's check searches (*after*'s choices all listed, *before*'s not),
    so that the two decide such a schedule alike. A match is a run of *before* (the
    reference's) that shows the plan's behaviour of *after*: a proof, whatever else was
    listed; none found leaves the plan as it was."""
    from fuzzfarm.refinement.directed import site_namings
    from fuzzfarm.refinement.guided import SCHEDULE_RUNS, Budget, match_after_run

    budgets: dict[int, Budget] = {}
    sites = site_namings(before, after)
    out: list[int] = []
    for j in left:
        schedule, choices, _ = plans[j]
        budget = budgets.setdefault(id(schedule), Budget(SCHEDULE_RUNS))
        if id(schedule) not in open_ or budget.runs <= 0 or match_after_run(
                before, after, schedule, model, shown[j], choices, sites, budget) is None:
            out.append(j)
    return out

def first_enumerable(programs: Sequence[Function], ladders: Sequence[Sequence[Schedule]],
                     models: Sequence[Model], limit: int = LIMIT,
                     ahead: Sequence[Schedule] = ()) -> list[int | None]:
    """Per ladder (schedules in order of preference, each active on a subset of the
    first's lanes), the index of the first whose choices (anchor groupings summed over
    cycle hierarchies, as :func:`passes_every_choice` runs them) every program can
    list within ``limit`` under every model; None when none can (a hierarchy
    missing, an undecided base run, too many). Fuzzfarm.farm.sizing sizes campaign
    schedules by it.

    Every rung is judged on its own base runs: first every ladder's first rung, then
    the next :data:`RUNGS` of each unsettled ladder at a time, all in one batch per
    program (a batch costs about as many steps whatever its size, so a rung that
    turns out not to be needed costs little, while a round per rung cost a whole
    batch). Rungs that the first rung's instances, restricted to their lanes,
    already show too many groupings for are passed over (a narrower run usually
    runs fewer instances). The first rung that fits is the answer whatever the
    rounds: what is passed over depends on the first rung alone.

    ``ahead``: schedules whose base runs are made in the first round's batches too,
    inside a :func:`oracles.simt.reused` block (a later round, or a later call, that asks
    for them finds them made: a run depends on its schedule alone, never on its batch).
    The caller names the rungs it expects to need next, saving those rounds their
    batches; the answer is the same whatever ``ahead`` holds."""
    from oracles import simt

    extra = [s.with_choices(Choices()) for s in ahead] if simt.reusing() else []
    found: list[int | None] = [None] * len(ladders)
    first: dict[int, list[list[tuple[DfsOrder, list[Instance]]] | None]] = {}
    nxt = [0 if ladder else len(ladder) for ladder in ladders]
    while True:
        todo = []
        for k, ladder in enumerate(ladders):
            took = 0
            while found[k] is None and nxt[k] < len(ladder) and took < (1 if k not in first else RUNGS):
                i = nxt[k]
                nxt[k] += 1
                if i == 0 or not _too_many(first.get(k), ladder[i], limit):
                    todo.append((k, i))
                    took += 1
        if not todo:
            return found
        flat = [ladders[k][i].with_choices(Choices()) for k, i in todo]
        listings = [_first(_base_instances(fn, flat + extra, m), len(flat))
                    for fn in programs for m in models]
        extra = []
        for j, (k, i) in enumerate(todo):
            mine = [None if listing is None else listing[j] for listing in listings]
            if i == 0:
                first[k] = mine
            if found[k] is None and all(_fits(per_seed, limit) for per_seed in mine):
                found[k] = i  # todo lists each ladder's rungs in order: the first that fits


def _first(listing: list | None, n: int) -> list | None:
    """The first ``n`` schedules' entries of a :func:`_base_instances` answer (None stays
    None: it depends on the function's hierarchies alone, never on the schedules)."""
    return None if listing is None else listing[:n]


def _too_many(listings: list[list[tuple[DfsOrder, list[Instance]]] | None] | None,
              rung: Schedule, limit: int) -> bool:
    """Do the widest rung's instances on ``rung``'s lanes already show too many groupings?"""
    if listings is None:
        return False
    lanes = set(rung.active_lanes)
    for per_seed in listings:
        if per_seed is not None and any(
                exceeds([x for x in order if x[1] in lanes], limit) for _, order in per_seed):
            return True
    return False


def _fits(per_seed: list[tuple[DfsOrder, list[Instance]]] | None, limit: int) -> bool:
    """Can every hierarchy's listing be made within ``limit`` groupings in all? Tie nodes
    only leave groupings out (a listing with them is a part of the anchors' alone), but
    make each count's walk deeper: where the anchors alone fit, so do they with their ties,
    and only a rung whose anchors alone exceed the limit is counted with its ties."""
    if per_seed is None:
        return False
    return _within(per_seed, limit, anchors_only) or _within(per_seed, limit, list)


def _within(per_seed: list[tuple[DfsOrder, list[Instance]]], limit: int,
            shown: Callable[[list[Instance]], list[Instance]]) -> bool:
    """Do the listings of ``shown`` (of each hierarchy's order) number at most ``limit``?"""
    total = 0
    for _, order in per_seed:
        total += _count(tuple(shown(order)), limit - total)
        if total > limit:
            return False
    return True


def _count(order: tuple[Instance, ...], limit: int) -> int:
    """:func:`count_groupings`, remembered per instance order whatever the limit: the ladder
    counts the same base run's instances for each program and model, again when it sizes
    for *after* alone, with what the other hierarchies left of the limit, and at the
    retries' smaller limit (a pure function of the instances; counting can take thousands
    of steps). A count ``c`` made up to ``L`` (exact when ``c <= L``, else ``L + 1``)
    answers every limit ``l <= L`` (``c`` if ``c <= l``, else more: ``l + 1``), and every
    limit when exact; only a larger limit than an inexact count's is counted again."""
    known = _counted(order)
    if known and (limit <= known[0] or known[1] <= known[0]):
        counted = known[1]
        return counted if counted <= limit else limit + 1
    counted = count_groupings(order, limit)
    known[:] = [limit, counted]
    return counted


@functools.lru_cache(maxsize=1024)
def _counted(order: tuple[Instance, ...]) -> list[int]:
    """The count of ``order``'s groupings made so far for :func:`_count`: [limit, count] (empty: none)."""
    return []


def _unmatched(before: Function, after: Function,
               plans: list[tuple[Schedule, Choices, _Listing]],
               model: Model, free: Free,
               entered: Entered) -> list[tuple[int, Behaviour]] | Unlisted | None:
    """The legal choices among ``plans`` whose behaviour in *after* (given with it)
    *before* does not show under the same choice; None when some choice of *after*
    is undecided; an :class:`Unlisted` when some run reached an unlisted anchor instance
    or broke its listing's order of a lane's instances (``free`` listings have none),
    or, on a schedule listed for the cycles its runs enter (``entered``), executed a
    block beyond them (the enumeration was not exhaustive). *before* runs only once
    *after*'s runs all count."""
    from oracles import simt

    runs = [schedule.with_choices(c) for schedule, c, _ in plans]
    mine = simt.run_batch(after, runs, model)
    legal: list[int] = []
    unlisted: list[tuple[Schedule, DfsOrder, list[Instance]]] = []
    reordered: set[tuple[int, DfsOrder]] = set()
    untied: set[tuple[int, DfsOrder]] = set()
    beyond: dict[int, tuple[Schedule, frozenset[str]]] = {}
    ranks: dict[int, dict[Instance, int]] = {}  # plans holds every allowed object alive
    for i, ((schedule, choices, allowed), a) in enumerate(zip(plans, mine, strict=True)):
        legal_run = _legal(choices, a)
        if legal_run is None:
            return None
        known = entered.get(id(schedule))
        if known is not None and not a.trace.blocks <= known:  # even a cyclic grouping's run
            seen = beyond.get(id(schedule), (schedule, frozenset()))[1]
            beyond[id(schedule)] = (schedule, seen | a.trace.blocks)
        key = (id(schedule), choices.dfs_order)
        kept = KEPT if key in free else _order_kept(a, allowed, ranks)
        if kept == REORDERED:
            reordered.add(key)
        elif kept == UNTIED:
            untied.add(key)
        if not legal_run:
            continue  # a grouping that makes convergence-before cyclic: no implementation
        if not _listed(a, allowed):
            unlisted.append((schedule, choices.dfs_order, a.trace.anchor_order))
        legal.append(i)
    if unlisted or reordered or beyond or untied:
        return Unlisted(unlisted, frozenset(reordered), tuple(beyond.values()), frozenset(untied))
    theirs = simt.run_batch(before, [runs[i] for i in legal], model)
    return [(i, mine[i].behaviour) for i, b in zip(legal, theirs, strict=True)
            if not refines(mine[i].behaviour, b.behaviour)]


def _plans(after: Function, schedules: list[Schedule], model: Model, limit: int,
           grown: Grown | None = None, partial: bool = False,
           free: AbstractSet[tuple[int, DfsOrder]] = frozenset(),
           entered: Entered | None = None, cut: set[int] | None = None,
           untied: AbstractSet[tuple[int, DfsOrder]] = frozenset(),
           ) -> list[tuple[Schedule, Choices, _Listing]] | None:
    """Every (schedule, choice of *after*, anchor instances it may group), at most ``limit``
    choices per schedule; None when some schedule's choices cannot all be listed (with
    ``partial``, its first ``limit`` in listing order instead, and the schedule's id added
    to ``cut`` when given; None still when a base run is undecided or the hierarchies
    cannot all be listed).
    ``grown`` adds instances that runs with chosen groupings reached (:func:`_grow`);
    the listings named in ``free`` hold every grouping, acyclic or not, and those in
    ``free`` or ``untied`` no tie nodes; ``entered`` as :func:`_base_instances`."""
    listed = _base_instances(after, schedules, model, entered)
    if listed is None:
        return None
    out: list[tuple[Schedule, Choices, _Listing]] = []
    for schedule, per_seed in zip(schedules, listed, strict=True):
        if per_seed is None:
            return None
        plans: list[tuple[Schedule, Choices, _Listing]] = []
        for dfs_order, order in per_seed:
            if grown is not None:
                order = grown.setdefault((id(schedule), dfs_order), order)
            key = (id(schedule), dfs_order)
            if key in free or key in untied:
                order = anchors_only(order)  # each grouping judged by its own run, no ties
            listing = free_labellings if key in free else labellings
            combos = list(itertools.islice(listing(order), limit + 1 - len(plans)))
            if len(plans) + len(combos) > limit:
                if not partial:
                    return None
                combos = combos[:limit - len(plans)]
                if cut is not None:
                    cut.add(id(schedule))
            listed_choices = _CHOSEN.get((dfs_order, tuple(order)), dict)
            made = _GROUPS.get(None, dict)
            allowed = _Listing.of(order)
            for labels in combos:
                c = listed_choices.get(labels)
                if c is None:
                    c = listed_choices[labels] = Choices(anchors=_grouped(order, labels, made),
                                                         dfs_order=dfs_order)
                plans.append((schedule, c, allowed))
        out += plans
    return out


#: Within one :func:`passes_every_choice`, the ``Choices`` of each grouping of a listing
#: (DFS order, instances), by its labels: *before*'s listing is mostly *after*'s, and the
#: same object lets the simulator answer *before*'s runs of it from those already made
#: (it names anchor groupings by object, :func:`oracles.simt.run_batch`).
_CHOSEN: Scoped[tuple[DfsOrder, tuple[Instance, ...]], dict[tuple[int, ...], Choices]] = Scoped()

#: Within one :func:`passes_every_choice`, every ``AnchorGroup`` its listings made, by
#: (instance, label) (the one key ``None`` holds the table): the hundreds of groupings
#: of a listing, and *before*'s listing of mostly the same instances, give each instance
#: the same few labels again and again.
_GROUPS: Scoped[None, dict[tuple[Instance, int], AnchorGroup]] = Scoped()


def _grouped(order: list[Instance], labels: tuple[int, ...],
             made: dict[tuple[Instance, int], AnchorGroup]) -> tuple[AnchorGroup, ...]:
    """:func:`oracles.reference.groupings.as_groups` of one grouping, each group made once
    per check (``made``: groups are frozen values, so equal ones may be one object; a
    dataclass made per instance per grouping was a few percent of a check)."""
    out = []
    for instance, label in zip(order, labels, strict=True):
        if is_tie(instance):
            continue  # a tie node has its class's group, no anchor's
        group = made.get((instance, label))
        if group is None:
            name, lane, occurrence = instance
            group = made[(instance, label)] = AnchorGroup(name, lane, occurrence, label)
        out.append(group)
    return tuple(out)


def _grow(grown: Grown, unlisted: Unlisted) -> None:
    """Add the instances that runs reached beyond the listing (SEMANTICS.md, "Sampled
    choices and what a verdict means": a grouping may change control flow, so the
    base run need not execute every instance some legal choice does). Every grouping
    is then listed again over the larger set, which contains every instance any
    listed run executed; the check is exhaustive once no run reaches beyond it
    (:func:`oracles.reference.groupings.merged_order` places the new instances)."""
    for schedule, dfs_order, run_order in unlisted.runs:
        key = (id(schedule), dfs_order)
        order = grown[key]
        implicit = [x for x in order if x[0].startswith("@")]  # run on entry, before the rest
        grown[key] = with_ties(merged_order(order, implicit + with_ties(run_order)))


def _base_instances(fn: Function, schedules: list[Schedule], model: Model,
                    entered: Entered | None = None
                    ) -> list[list[tuple[DfsOrder, list[Instance]]] | None] | None:
    """Per schedule, for each cycle hierarchy (its DFS seed), the anchor instances the
    base run (the model's groupings) executed; a schedule's entry is None when a base
    run is undecided, the whole None when the hierarchies cannot all be listed.

    Where the function's hierarchies are too many to list, each schedule gets those of
    the cycles its runs enter (:func:`_entered_listing`), and ``entered`` (when given)
    the blocks they were listed for, which the caller's runs must stay within."""
    from oracles import simt

    if model == Model.MAXIMAL:
        # one hierarchy per set that behaves alike, each with the DFS order that gives it
        hier = behaviour_hierarchies(fn)
        if not hier.complete:
            return _entered_listing(fn, schedules, model, {} if entered is None else entered)
        orders = hier.orders
    else:
        orders = ((),)
    implicit = implicit_anchor(fn)
    bases = simt.run_batch(fn, [s.with_choices(Choices(dfs_order=d))
                                for s in schedules for d in orders], model)
    out: list[list[tuple[DfsOrder, list[Instance]]] | None] = []
    for k, schedule in enumerate(schedules):
        mine = bases[k * len(orders):(k + 1) * len(orders)]
        out.append(None if not all(b.behaviour.decided for b in mine) else
                   [(d, _instances(b, schedule, implicit)) for d, b in zip(orders, mine, strict=True)])
    return out


def _entered_listing(fn: Function, schedules: list[Schedule], model: Model,
                     entered: Entered) -> list[list[tuple[DfsOrder, list[Instance]]] | None]:
    """:func:`_base_instances` with each schedule's hierarchies listed for the cycles its
    runs enter (:func:`~fuzzfarm.analysis.hierarchies.entered_hierarchies`; the argument
    is that module's *Hierarchies of the cycles a run enters*): from the blocks
    ``entered`` holds for it (none at first: the natural order's hierarchy alone), base
    runs under every hierarchy listed, again over the blocks they executed, until no base
    run executes a block the listing was not made for. ``entered`` gets those blocks per
    schedule, for the runs with chosen groupings to be held to. A schedule is None where
    that takes more than :data:`ENTERED_ROUNDS` rounds, a base run is undecided or the
    entered cycles' hierarchies are too many. A schedule of one lane gets the natural
    order's hierarchy alone where every hierarchy runs it alike
    (:func:`~fuzzfarm.analysis.hierarchies.one_thread_alike`), and no blocks to keep to."""
    from oracles import simt

    implicit = implicit_anchor(fn)
    alone = {k for k, s in enumerate(schedules) if len(s.active_lanes) == 1} \
        if one_thread_alike(fn) else set()
    labels = {k: entered.get(id(s), frozenset()) for k, s in enumerate(schedules)}
    runs: dict[tuple[int, DfsOrder], Observation[LaneTrace]] = {}
    out: dict[int, list[tuple[DfsOrder, list[Instance]]] | None] = {}
    for _ in range(ENTERED_ROUNDS):
        listing: dict[int, tuple[DfsOrder, ...]] = {}
        for k in range(len(schedules)):
            if k in out:
                continue
            if k in alone:
                listing[k] = ((),)
                continue
            hier = entered_hierarchies(fn, labels[k])
            if not hier.complete:
                out[k] = None
            else:
                listing[k] = hier.orders
        todo = [(k, d) for k, orders in listing.items() for d in orders if (k, d) not in runs]
        made = simt.run_batch(fn, [schedules[k].with_choices(Choices(dfs_order=d))
                                   for k, d in todo], model) if todo else []
        runs.update(zip(todo, made, strict=True))
        for k, orders in listing.items():
            mine = [runs[(k, d)] for d in orders]
            if not all(b.behaviour.decided for b in mine):
                out[k] = None
                continue
            reached = labels[k].union(*(b.trace.blocks for b in mine))
            if k in alone or reached == labels[k]:
                if k not in alone:
                    entered[id(schedules[k])] = reached
                out[k] = [(d, _instances(b, schedules[k], implicit))
                          for d, b in zip(orders, mine, strict=True)]
            labels[k] = reached
        if len(out) == len(schedules):
            break
    return [out.get(k) for k in range(len(schedules))]


def _instances(base: Observation[LaneTrace], schedule: Schedule,
               implicit: str | None) -> list[Instance]:
    """The anchor instances a base run executed, each lane's in its order (the acyclic
    groupings need it), the implicit anchor's first: a thread runs it on entry."""
    order = [(implicit, lane, 1) for lane in schedule.active_lanes] if implicit else []
    return with_ties(order + base.trace.anchor_order)
