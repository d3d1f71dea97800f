"""Deciding anchor groupings group by group instead of partition by partition.

A program whose every convergent operation hangs from an anchor, each thread
executing at most one anchor instance in all (*root anchors*: the implicit anchor
of a non-convergent kernel, or explicit anchors outside every cycle, none reachable
from another, that all convergent operations' token chains start from) lets threads
of different groups never interact:

- before the anchor a thread executes no convergent operation, so its path to
  the anchor depends on its own inputs only;
- after it, every convergent instance's key is built on the anchor instance's key
  (seed 000, "Dynamic Instances and Convergence Tokens"), which is shared by the
  threads of its group only (seed 000, "llvm.experimental.convergence.anchor"), so
  every communicating set lies inside a group, and an operation waits only for
  threads of its own group (SEMANTICS.md, "When an operation may fire");
- nothing else is shared: each thread has its own buffers, and external calls are
  a fixed function of their arguments (SEMANTICS.md, "External calls").

So a thread's behaviour under a grouping P depends only on its own group S: it is
what it shows in the *sub-run* of S (only S's lanes active, those that reach one
anchor grouped as one: which anchor a lane reaches is its own path's), and
P's behaviour is the sub-runs' behaviours side by side (UB if one of them has UB).
With n lanes there are 2^n - 1 sub-runs instead of Bell(n) groupings, and one
instance per thread makes every partition a legal grouping (no thread orders two
groups: :mod:`oracles.reference.groupings`). With several root anchors a grouping
of one program is a partition of the lanes each of whose groups is split by the
anchor its lanes reach, so every partition still names a legal grouping of either
program (before's anchors need not be after's). Hence, per program pair:

- **pass**: every sub-run of *after* matches *before*'s sub-run of the same lanes.
  Then any grouping P of *after* is matched by *before* grouped as P (group by
  group; a UB sub-run of *before* makes its composition UB, which matches anything).
- **violation**: a concrete grouping P of *after*, run as a whole and equal to its
  composition, whose behaviour A no grouping of *before* matches: *before* grouped
  as Q matches A iff every group T of Q has a decided, non-UB sub-run whose threads
  match A's on T (when every sub-run of *before* is decided and none has UB), so "no
  Q" is "the lanes have no exact cover by such T", which is searched exhaustively
  over all 2^n - 1 subsets.
- anything else (a precondition fails, too many lanes, an undecided or
  approximated sub-run, no violating P found among the ones tried) answers nothing
  and the caller keeps its own verdict (inconclusive where it was).

**Cycle hierarchies** (irreducible control flow under *maximal*): the hierarchy is
a choice of the implementation (seed 003, "Cycles": the headers depend on the DFS;
"Maximal Convergence": so does the converged-with relation), one per program,
independent of the grouping. A run is then a grouping P *and* a hierarchy H, and the
lemma holds for each H alone (the sub-runs of P's groups under the same H). Every
hierarchy of each program is listed (:func:`fuzzfarm.analysis.hierarchies.behaviour_hierarchies`,
one per set that behaves alike; an incomplete listing decides nothing), and:

- **pass**: for every hierarchy H of *after* some hierarchy H' of *before* under which
  every sub-run of *after* under H matches *before*'s sub-run of the same lanes: any
  (P, H) of *after* is matched by *before*'s (P, H');
- **violation**: a concrete (P, H) of *after* (its whole run equal to its composition)
  and no exact cover of the lanes by sets T whose sub-run of *before*, under *some*
  hierarchy, matches it on T. That asks more than "no cover under each H' alone" (the
  reading where one hierarchy serves all groups), so the violation also holds were an
  implementation to pick a hierarchy per group: the verdict does not rest on which
  reading seed 003 intends for threads that never converge.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.hierarchies import behaviour_hierarchies
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.calls import calls_a_definition
from fuzzfarm.ir.conventions import ANCHOR, ENTRY, LOOP, implicit_anchor, token_chain_root
from fuzzfarm.ir.model import Function, GlobalRef, Instruction
from fuzzfarm.refinement import alike
from fuzzfarm.refinement.compare import Match, compare, refines
from fuzzfarm.schedule import AnchorGroup, Choices, DfsOrder, Schedule
from fuzzfarm.vocabulary import Model

#: Most active lanes decomposed on the reference (one run at a time): 2^10 - 1 = 1023
#: sub-runs per program, seconds to a few tens of seconds.
MAX_LANES = 10
#: Most active lanes decomposed on the lane simulator (one batch, passes only):
#: 2^14 - 1 = 16383 sub-runs per program.
MAX_SIMULATED_LANES = 14
#: Groupings of *after* tried as violations (each needs one exact-cover search).
MAX_TRIES = 64
#: Vectors of lane kinds judged by one exact-cover search at most (each a comparison
#: with a sub-run of *before*): every subset of 14 lanes.
COVER_BUDGET = 1 << 14

#: Runs one program on each of some schedules (the reference interpreter one by one, the
#: lane simulator as one vectorized batch).
Runner = Callable[[Function, list[Schedule], Model], list[Behaviour]]


def reference_runner(fn: Function, schedules: list[Schedule], model: Model) -> list[Behaviour]:
    """The reference interpreter, one run per schedule (it decides violations)."""
    from oracles.reference import run

    return [run(fn, s, model).behaviour for s in schedules]


def simulator_runner(fn: Function, schedules: list[Schedule], model: Model) -> list[Behaviour]:
    """The lane simulator, one batch (it may decide passes, as in the farm's step 4)."""
    from oracles import simt

    return [r.behaviour for r in simt.run_batch(fn, schedules, model)]


#: The roots of a program without convergent operations: its threads never interact,
#: so it decomposes with nothing to group (its sub-runs are its threads' own runs).
NO_ANCHOR: tuple[str, ...] = ()


def root_anchor(fn: Function, model: Model) -> tuple[str, ...] | None:
    """The anchors every convergent instance of ``fn`` hangs from, if each thread
    executes at most one instance of them in all (module docstring), :data:`NO_ANCHOR`
    if ``fn`` has no convergent operation, else None.

    Implicit: a non-convergent kernel whose convergent operations are all
    uncontrolled (SEMANTICS.md, "Non-convergent kernels"). Explicit: anchors in blocks
    outside every cycle, no one reachable from another's block (so no thread runs two),
    an entry intrinsic only if nothing uses its token, and the token chain of every
    convergent call site (loop hearts included) starting at one of them. Calls to
    defined functions are outside the argument. Irreducible control flow is not: its
    cycle hierarchies are listed beside the sub-runs (:func:`hierarchy_orders`; module
    docstring, *Cycle hierarchies*), and the cycles' blocks, which decide "outside every
    cycle", are the same in every hierarchy (only headers and nesting differ)."""
    if calls_a_definition(fn):  # a recursive call runs the anchor again in the same thread
        return None
    if any(isinstance(v, GlobalRef) for i in fn.instructions() for v in i.operands):
        return None  # threads of different groups share the globals: they interact
    cycles = chosen_cycles(fn)
    if not cycles.is_reducible and hierarchy_orders(fn, model) is None:
        return None  # hierarchies too many to list: the sub-runs could not cover them all
    tokens = [i for i in fn.instructions() if i.callee in (ENTRY, ANCHOR, LOOP)]
    implicit = implicit_anchor(fn)
    if implicit is not None:
        return None if tokens else (implicit,)
    if not any(is_convergent_call(i, fn.module) for i in fn.instructions()):
        return NO_ANCHOR  # no thread ever communicates: any grouping is every other
    anchors = [i for i in tokens if i.callee == ANCHOR]
    used = {v for i in fn.instructions() for v in i.operands} | \
        {i.convergence_token for i in fn.instructions()}
    if not anchors or any(i.callee == ENTRY and i in used for i in tokens):
        return None
    if any(a.name is None or a.parent is None or cycles.cycle_of(a.parent) is not None
           for a in anchors):
        return None
    if _one_reaches_another(anchors):
        return None
    for inst in fn.instructions():
        if inst.callee not in (ANCHOR, ENTRY) and is_convergent_call(inst, fn.module) \
                and token_chain_root(inst) not in anchors:
            return None
    return tuple(sorted(a.name for a in anchors if a.name is not None))


def _one_reaches_another(anchors: list[Instruction]) -> bool:
    """Could a thread execute two of ``anchors`` (one block holds two, or a path leads
    from one's block to another's)?"""
    blocks = [a.parent for a in anchors]
    if len(set(map(id, blocks))) < len(blocks):
        return True
    targets = {id(b) for b in blocks}
    for start in blocks:
        assert start is not None
        seen, todo = {id(start)}, list(start.successors)
        while todo:
            b = todo.pop()
            if id(b) in targets:
                return True
            if id(b) not in seen:
                seen.add(id(b))
                todo.extend(b.successors)
    return False


@dataclass(frozen=True)
class Decided:
    """A verdict the decomposition reached: pass, or a violating grouping of *after*."""

    passed: bool
    reason: str
    #: The violating choices of *after* (its grouping P) and *before*'s sub-run grouping
    #: that came closest (P itself), with their whole runs' behaviours.
    after_choices: Choices | None = None
    after: Behaviour | None = None
    before_choices: Choices | None = None
    before: Behaviour | None = None


def grouping(anchors: tuple[str, ...], groups: list[int], order_seed: int,
             dfs_order: DfsOrder = ()) -> Choices:
    """Choices putting each lane-set bitmask of ``groups`` in its own group of every root
    anchor: a lane runs one of them at most, so its group is the lanes of the mask that
    run the same anchor (an override of an instance never executed is never read);
    ``dfs_order`` picks the cycle hierarchy."""
    entries = [AnchorGroup(anchor, lane, 1, label)
               for label, mask in enumerate(groups) for lane in _lanes(mask) for anchor in anchors]
    return Choices(anchors=tuple(sorted(entries, key=lambda g: g.lane)), order_seed=order_seed,
                   dfs_order=dfs_order)


def _lanes(mask: int) -> Iterator[int]:
    lane = 0
    while mask:
        if mask & 1:
            yield lane
        mask >>= 1
        lane += 1


def hierarchy_orders(fn: Function, model: Model) -> tuple[DfsOrder, ...] | None:
    """The DFS orders of every cycle hierarchy of ``fn`` that may behave differently (one
    per set that behaves alike, :func:`~fuzzfarm.analysis.hierarchies.behaviour_hierarchies`;
    the natural order's alone under *ipdom*, which has no hierarchy, and for a reducible
    CFG), or None when they cannot all be listed."""
    if model != Model.MAXIMAL:
        return ((),)
    listed = behaviour_hierarchies(fn)
    return listed.orders if listed.complete else None


class _SubRuns:
    """One program's sub-runs on a schedule, by cycle hierarchy (its DFS order) and lane
    bitmask, computed on demand."""

    def __init__(self, fn: Function, anchor: tuple[str, ...], orders: tuple[DfsOrder, ...],
                 schedule: Schedule, model: Model, runner: Runner) -> None:
        self.fn, self.anchor, self.orders = fn, anchor, orders
        self.schedule, self.model, self.runner = schedule, model, runner
        self.done: dict[tuple[DfsOrder, int], Behaviour] = {}

    def fill(self, masks: list[int]) -> None:
        """Run the sub-runs of ``masks`` under every hierarchy not run yet, in one call of
        the runner."""
        todo = [(d, m) for d in self.orders for m in masks if (d, m) not in self.done]
        seed = self.schedule.choices.order_seed
        subs = [replace(self.schedule, active_lanes=tuple(_lanes(m)))
                .with_choices(grouping(self.anchor, [m], seed, d)) for d, m in todo]
        self.done.update(zip(todo, self.runner(self.fn, subs, self.model), strict=True))

    def at(self, order: DfsOrder) -> Callable[[int], Behaviour]:
        """The sub-runs under one hierarchy, by mask."""
        return lambda mask: self[order, mask]

    def __getitem__(self, key: tuple[DfsOrder, int]) -> Behaviour:
        if key not in self.done:
            self.fill([key[1]])
        return self.done[key]


def decide(before: Function, after: Function, schedule: Schedule, model: Model,
           runner: Runner, *, max_lanes: int = MAX_LANES, violations: bool = True) -> Decided | None:
    """Pass, a violation (only with ``violations``), or None (nothing decided here):
    see the module docstring. At most as many sub-runs per program as ``max_lanes``
    lanes have subsets (2^n - 1): one per subset, or per class vector of alike lanes
    when neither program reads lane identity (:mod:`fuzzfarm.refinement.alike`), and
    per cycle hierarchy of the program."""
    split = _split(before, after, schedule, model)
    if split is None or len(schedule.active_lanes) < 2 or split.count > (1 << max_lanes) - 1:
        return None
    roots, classes = split.roots, split.classes
    class_of = {lane: c for c, members in enumerate(classes) for lane in members}
    b = _SubRuns(before, roots[0], split.orders[0], schedule, model, runner)
    a = _SubRuns(after, roots[1], split.orders[1], schedule, model, runner)
    reps = [alike.representative(classes, v) for v in alike.vectors([len(c) for c in classes])]
    a.fill(reps)
    b.fill(reps)
    if not all(alike.consistent(runs.done[key], class_of) for runs in (a, b) for key in runs.done):
        return None  # alike lanes behaved differently: the symmetry does not hold, decide nothing
    # Per hierarchy of after, the masks it leaves unmatched under each of before's.
    unmatched = {h: {g: [m for m in reps if not refines(a[h, m], b[g, m])] for g in b.orders}
                 for h in a.orders}
    if all(any(not left for left in by_before.values()) for by_before in unmatched.values()):
        per = "class vector of alike lanes" if len(classes) < len(class_of) else "group of lanes"
        within = f" under each of after's {len(a.orders)} cycle hierarchies" if len(a.orders) > 1 else ""
        return Decided(True, f"no counterexample (every sub-run of the {len(reps)} {per}s matched"
                             f"{within}: the anchor's groups never interact)")
    if not violations or not all(run.outcome is Outcome.OK and not run.approximations
                                 for run in b.done.values()):
        return None  # a UB, undecided or approximated sub-run of before: no violation claimed
    full = sum(1 << lane for lane in schedule.active_lanes)
    tries = 0
    for h, by_before in unmatched.items():
        if any(not left for left in by_before.values()):
            continue  # some hierarchy of before matches every sub-run of this one
        for mask in reps:
            if any(compare(a[h, mask], b[g, mask]).match is not Match.NO for g in b.orders):
                continue  # the group alone is matched (or undecided) under some hierarchy
            rest = full & ~mask
            tried = [[mask, rest], [mask, *(1 << x for x in _lanes(rest))]] if rest else [[mask]]
            for groups in tried:
                if tries >= MAX_TRIES:
                    return None
                tries += 1
                found = _violation(a, b, h, groups, classes, schedule, model, runner, roots)
                if found is not None:
                    return found
    return None


@dataclass(frozen=True)
class _Split:
    """How a pair decomposes on a schedule: the root anchors, the cycle hierarchies to
    list (DFS orders), the lanes' classes (alone unless both programs are lane-symmetric)
    and the sub-runs per program (per hierarchy of the program with more)."""

    roots: tuple[tuple[str, ...], tuple[str, ...]]
    orders: tuple[tuple[DfsOrder, ...], tuple[DfsOrder, ...]]
    classes: list[list[int]]
    count: int


def _split(before: Function, after: Function, schedule: Schedule, model: Model) -> _Split | None:
    before_root, after_root = root_anchor(before, model), root_anchor(after, model)
    if before_root is None or after_root is None:
        return None
    before_orders, after_orders = hierarchy_orders(before, model), hierarchy_orders(after, model)
    if before_orders is None or after_orders is None:
        return None
    symmetric = alike.lane_symmetric(before) and alike.lane_symmetric(after)
    classes = alike.lane_classes(schedule, symmetric)
    count = alike.vector_count([len(c) for c in classes]) * max(len(before_orders), len(after_orders))
    return _Split((before_root, after_root), (before_orders, after_orders), classes, count)


def within_reach(before: Function, after: Function, schedule: Schedule,
                 models: Sequence[Model], max_lanes: int = MAX_LANES) -> bool:
    """Can the group-by-group check decide the pair on ``schedule`` under every model:
    both decompose, with at most as many sub-runs as ``max_lanes`` lanes have subsets?"""
    splits = [_split(before, after, schedule, m) for m in models]
    return all(s is not None and s.count <= (1 << max_lanes) - 1 for s in splits)


class _Unsure(Exception):
    """A sub-run of *before* cannot be renamed onto other alike lanes (barrier events)."""


def _violation(a: _SubRuns, b: _SubRuns, order: DfsOrder, groups: list[int],
               classes: list[list[int]], schedule: Schedule, model: Model, runner: Runner,
               roots: tuple[tuple[str, ...], tuple[str, ...]]) -> Decided | None:
    """A violation with *after* grouped as ``groups`` under the hierarchy ``order``, or
    None. Both programs run whole with that grouping (*before* under each of its
    hierarchies), and each run must be its groups' sub-runs side by side (the lemma the
    exact cover relies on, checked where it is used)."""
    composed = compose([a[order, g] for g in groups])
    if composed is None or composed.approximations:
        return None
    if composed.outcome is Outcome.OK:  # else after has UB, every sub-run of before is defined
        try:
            covered = _covered(b, composed, classes)
        except _Unsure:
            return None
        if covered is not False:
            return None
    seed = schedule.choices.order_seed
    chosen = grouping(roots[1], groups, seed, order)
    before_choices = [grouping(roots[0], groups, seed, d) for d in b.orders]
    [whole] = runner(a.fn, [schedule.with_choices(chosen)], model)
    theirs = runner(b.fn, [schedule.with_choices(c) for c in before_choices], model)
    if whole != composed or any(t != compose([b[d, g] for g in groups])
                                for t, d in zip(theirs, b.orders, strict=True)):
        return None  # a run does not compose as argued: decide nothing
    return Decided(False, "after, grouped as shown, shows a behaviour no grouping of before can "
                          "(an exact cover of the lanes by before's matching sub-runs does not exist)",
                   chosen, whole, before_choices[0], theirs[0])


def _covered(b: _SubRuns, shown: Behaviour, classes: list[list[int]]) -> bool | None:
    """Can *before*'s sub-runs, grouped some way, each under any of its hierarchies, show
    ``shown`` (OK) on every lane? None when the search could exceed :data:`COVER_BUDGET`.
    Searched over vectors of the lanes' kinds (:func:`fuzzfarm.refinement.alike.kinds`);
    lanes alone: over subsets."""
    target = {t.lane: t for t in shown.threads}
    class_of = {lane: c for c, members in enumerate(classes) for lane in members}
    by_kind = alike.kinds(classes, target)

    def fits(w: alike.Vector) -> bool:
        lanes = sorted(lane for members, n in zip(by_kind, w, strict=True) for lane in members[:n])
        cv = [0] * len(classes)
        for lane in lanes:
            cv[class_of[lane]] += 1
        mapping: dict[int, int] = {}
        for c, members in enumerate(classes):
            mapping.update(zip(members[:cv[c]], [x for x in lanes if class_of[x] == c], strict=True))
        mine = Behaviour(Outcome.OK, tuple(target[x] for x in lanes))
        rep = alike.representative(classes, tuple(cv))
        for order in b.orders:
            sub = alike.relabelled(b[order, rep], mapping)
            if sub is None:
                raise _Unsure
            if refines(mine, sub):
                return True
        return False

    return alike.has_vector_cover(tuple(len(k) for k in by_kind), fits, COVER_BUDGET)


def compose(parts: list[Behaviour]) -> Behaviour | None:
    """The behaviour of a grouping from its groups' sub-runs (None: some sub-run undecided)."""
    if any(not p.decided for p in parts):
        return None
    approximations = frozenset().union(*(p.approximations for p in parts))
    ub = [p for p in parts if p.outcome is Outcome.UB]
    if ub:
        return Behaviour(Outcome.UB, (), ub[0].message, approximations)
    threads = tuple(sorted((t for p in parts for t in p.threads), key=lambda t: t.lane))
    return Behaviour(Outcome.OK, threads, "", approximations)
