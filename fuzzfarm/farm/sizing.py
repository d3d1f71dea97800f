"""Campaign schedules sized to stay decided (SEMANTICS.md, "Sampled choices and what a
verdict means").

A schedule passes only when every implementation choice of *after* ran, and the
lane simulator lists at most :data:`fuzzfarm.refinement.enumerated.LIMIT` of them
per schedule. A kernel without choices is decided at any size, so its schedules
keep every drawn lane (up to 64: real waves have 32 or 64). For a kernel with
choices the number depends on the kernel, not on a fixed lane count: an anchor
that two lanes run once has 2 groupings, one that seven lanes run at least
Bell(7) = 877, one in a loop grows with the iterations. So each schedule gets a
*ladder*: itself, then narrower versions (fewer active lanes, spread over its
own; loop-bound arguments capped), and the campaign checks the first rung whose
choices can all be listed, counted with one base run of the lane simulator per
rung (:func:`fuzzfarm.refinement.enumerated.first_enumerable`). A schedule that
can already be listed is kept as drawn (the campaigns' seeds keep their cases),
and one where no rung can (an undecided base run, hierarchies that cannot all be
found) keeps the fallback.

A kernel whose only freedom is its cycle hierarchy (irreducible, no anchors, no
implicit anchor) has as many choices at 64 lanes as at 2: the hierarchies are a
property of the CFG (seed 003, "Cycle hierarchies"), not of the threads. Its
schedules therefore keep every drawn lane too (:func:`grows_with_lanes`), and the
ladder narrows them only where the simulator cannot list or decide them: a kernel
whose hierarchies are too many to list gets, per schedule, those of the cycles its
runs enter (:func:`fuzzfarm.analysis.hierarchies.entered_hierarchies`), and a
narrower rung's lanes enter fewer of them (an inlined callee's copies).

A pair whose anchors' groupings show in no behaviour (SEMANTICS.md, "Unobserved
groupings") has as many choices at 64 lanes as at 2 too: its schedules keep every
drawn lane (:func:`unobserved`). So does a pair with the same skeleton
(:mod:`fuzzfarm.refinement.skeleton`: the transform kept every anchored instruction in
place), which the reference passes at any wave size without listing a grouping.

A pair whose groupings decompose (:mod:`fuzzfarm.refinement.decomposed`: one root
anchor in each program, which each thread runs at most once) is decided group by
group on sub-runs rather than listed: one per subset of the active lanes (2^n - 1),
or, where neither program reads lane identity, one per class vector of alike lanes
(:mod:`fuzzfarm.refinement.alike`, prod(n_c + 1) - 1). Its schedules take the widest
rung whose sub-runs number at most those of every subset of
:data:`~fuzzfarm.refinement.decomposed.MAX_LANES` lanes, where both a pass and a
violation can be decided (:func:`decomposes`): up to 64 lanes when few input
classes share them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from fuzzfarm.analysis.unobserved_groupings import groupings_unobserved
from fuzzfarm.inputs import kernel_inputs
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.conventions import ANCHOR, implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.decomposed import root_anchor, within_reach
from fuzzfarm.refinement.enumerated import LIMIT, first_enumerable
from fuzzfarm.refinement.skeleton import same_skeleton
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from generators.schedules import is_bound, narrowings

#: Active-lane counts tried below a schedule's own, widest first.
WIDTHS = (48, 32, 16, 8, 6, 5, 4, 3, 2, 1)
#: Caps on loop-bound arguments tried at each width (None: as drawn).
BOUNDS: tuple[int | None, ...] = (None, 2, 1)


def grows_with_lanes(fn: Function) -> bool:
    """Do ``fn``'s implementation choices multiply with its active lanes? Anchor
    groupings do (every lane's instance is grouped: Bell numbers), explicit anchors
    and a non-convergent kernel's implicit anchor alike, in ``fn`` or a function it
    calls; cycle hierarchies do not (module docstring)."""
    return any(any(i.callee == ANCHOR for i in f.instructions()) or implicit_anchor(f) is not None
               for f in reachable_functions(fn))


def unobserved(before: Function, after: Function) -> bool:
    """Do both programs have anchors, none of whose groupings can show in a behaviour
    (:func:`fuzzfarm.analysis.unobserved_groupings.groupings_unobserved`)? Their
    choices are then only their cycle hierarchies, as many at 64 lanes as at 2."""
    return groupings_unobserved(before) and groupings_unobserved(after)


def decomposes(before: Function, after: Function, models: Sequence[Model]) -> bool:
    """Are both programs' groupings decided group by group under every model (each
    has a root anchor: :func:`fuzzfarm.refinement.decomposed.root_anchor`)?"""
    return all(root_anchor(fn, m) is not None for fn in (before, after) for m in models)


def _within(before: Function, after: Function, lad: list[Schedule],
            models: Sequence[Model]) -> int | None:
    """The first rung of a ladder that a group-by-group check decides
    (:func:`~fuzzfarm.refinement.decomposed.within_reach`), or None."""
    return next((k for k, r in enumerate(lad) if within_reach(before, after, r, models)), None)


def _widest(*rungs: int | None) -> int | None:
    """The first of some rungs of one ladder (None: no such rung)."""
    return min((r for r in rungs if r is not None), default=None)


def widened(schedule: Schedule, lanes: tuple[int, ...]) -> Schedule:
    """``schedule`` with ``lanes`` active (a superset of its own: the lanes it was
    drawn from) and no anchor groupings of its own (the check lists them all)."""
    return replace(schedule, active_lanes=lanes, choices=replace(schedule.choices, anchors=()))


def ladder(fn: Function, schedule: Schedule) -> list[Schedule]:
    """``schedule`` and its narrower versions, in order of preference: the most lanes
    first, at each width the drawn loop bounds before capped ones."""
    n = len(schedule.active_lanes)
    widths = [n] + [w for w in WIDTHS if w < n]
    bounded = any(is_bound(a) for a in kernel_inputs(fn) if a.name in schedule.args)
    bounds = BOUNDS if bounded else (None,)
    return narrowings(fn, schedule, widths, bounds)


def sized(before: Function, after: Function, schedules: Sequence[Schedule],
          models: Sequence[Model], fallback: Sequence[Schedule],
          limit: int = LIMIT, wide: Sequence[Schedule] | None = None) -> list[Schedule]:
    """Each schedule at the first rung of its ladder whose choices of both programs
    number at most ``limit`` (the lane simulator then finds *before*'s match of
    each choice of *after* among all of *before*'s), else the first whose choices
    of *after* do (what a pass needs listed); ``fallback``'s schedule where no
    rung's do. ``wide`` (one per schedule, every drawn lane active) is taken
    instead where both programs' choices on it can all be listed: the ladder of a
    narrow schedule is then not climbed at all, so where the wide one cannot be
    listed the pick is the same as without it. A pair that decomposes
    (:func:`decomposes`) takes the first rung that either can be listed or can be
    decided group by group (:func:`_within`), climbing ``wide``'s ladder where given.

    Rounds are merged where a kernel's choices grow with its lanes (anchors): the
    first batch of each program also makes the base runs of every rung of the ladders
    (``ahead`` of :func:`~fuzzfarm.refinement.enumerated.first_enumerable`), which the
    next rounds would otherwise make in batches of their own; a batch costs about as
    many steps whatever its size, and the rungs are at most as wide as the wave. The
    pick is the same either way."""
    from oracles import simt

    if unobserved(before, after) or same_skeleton(before, after):  # decided at any size
        return list(wide if wide is not None else schedules)
    split = decomposes(before, after, models)
    # A pair decided group by group climbs the wide schedule's own ladder.
    ladders = [ladder(before, s) for s in (wide if split and wide is not None else schedules)]
    grows = grows_with_lanes(before) or grows_with_lanes(after)
    with simt.reused():  # each program compiled, and each base run made, once for all rungs
        if wide is None:
            ahead = [r for lad in ladders for r in lad[1:]] if grows else []
            return _climbed(before, after, ladders, models, fallback, limit, ahead, split)
        ahead = [r for lad in ladders for r in lad] if grows else []
        fits = first_enumerable([before, after], [[w] for w in wide], models, limit, ahead)
        rest = [k for k, i in enumerate(fits) if i is None]
        picked = _climbed(before, after, [ladders[k] for k in rest], models,
                          [fallback[k] for k in rest], limit, [], split) if rest else []
    narrow = dict(zip(rest, picked, strict=True))
    return [w if fits[k] is not None else narrow[k] for k, w in enumerate(wide)]


def _climbed(before: Function, after: Function, ladders: list[list[Schedule]],
             models: Sequence[Model], fallback: Sequence[Schedule], limit: int,
             ahead: list[Schedule], split: bool = False) -> list[Schedule]:
    """Each ladder's first rung that both programs can list, else the first *after* can,
    else the fallback (:func:`sized`, inside its reuse block); with ``split`` (the pair
    decomposes) the first rung decided group by group if it comes earlier."""
    picked = first_enumerable([before, after], ladders, models, limit, ahead)
    left = [k for k, i in enumerate(picked) if i is None]
    if left:
        again = first_enumerable([after], [ladders[k] for k in left], models, limit)
        for k, i in zip(left, again, strict=True):
            picked[k] = i
    if split:  # the widest rung either listed or decided group by group
        picked = [_widest(i, _within(before, after, lad, models))
                  for lad, i in zip(ladders, picked, strict=True)]
    return [lad[i] if i is not None else fb
            for lad, i, fb in zip(ladders, picked, fallback, strict=True)]
