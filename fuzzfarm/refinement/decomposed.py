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
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.calls import calls_a_definition
from fuzzfarm.ir.conventions import ANCHOR, ENTRY, LOOP, implicit_anchor, token_chain_root
from fuzzfarm.ir.model import Function, GlobalRef, Instruction
from fuzzfarm.refinement import alike
from fuzzfarm.refinement.compare import Match, compare, refines
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
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
    defined functions and, under *maximal*, irreducible control flow (a cycle hierarchy
    is a choice shared by all groups) are outside the argument."""
    if calls_a_definition(fn):  # a recursive call runs the anchor again in the same thread
        return None
    if any(isinstance(v, GlobalRef) for i in fn.instructions() for v in i.operands):
        return None  # threads of different groups share the globals: they interact
    cycles = chosen_cycles(fn)
    if model == Model.MAXIMAL and not cycles.is_reducible:
        return None
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


def grouping(anchors: tuple[str, ...], groups: list[int], order_seed: int) -> Choices:
    """Choices putting each lane-set bitmask of ``groups`` in its own group of every root
    anchor: a lane runs one of them at most, so its group is the lanes of the mask that
    run the same anchor (an override of an instance never executed is never read)."""
    entries = [AnchorGroup(anchor, lane, 1, label)
               for label, mask in enumerate(groups) for lane in _lanes(mask) for anchor in anchors]
    return Choices(anchors=tuple(sorted(entries, key=lambda g: g.lane)), order_seed=order_seed)


def _lanes(mask: int) -> Iterator[int]:
    lane = 0
    while mask:
        if mask & 1:
            yield lane
        mask >>= 1
        lane += 1


class _SubRuns:
    """One program's sub-runs on a schedule, by lane bitmask, computed on demand."""

    def __init__(self, fn: Function, anchor: tuple[str, ...], schedule: Schedule, model: Model,
                 runner: Runner) -> None:
        self.fn, self.anchor, self.schedule, self.model, self.runner = fn, anchor, schedule, model, runner
        self.done: dict[int, Behaviour] = {}

    def fill(self, masks: list[int]) -> None:
        """Run the sub-runs of ``masks`` not run yet, in one call of the runner."""
        todo = [m for m in masks if m not in self.done]
        seed = self.schedule.choices.order_seed
        subs = [replace(self.schedule, active_lanes=tuple(_lanes(m)))
                .with_choices(grouping(self.anchor, [m], seed)) for m in todo]
        self.done.update(zip(todo, self.runner(self.fn, subs, self.model), strict=True))

    def __getitem__(self, mask: int) -> Behaviour:
        if mask not in self.done:
            self.fill([mask])
        return self.done[mask]


def decide(before: Function, after: Function, schedule: Schedule, model: Model,
           runner: Runner, *, max_lanes: int = MAX_LANES, violations: bool = True) -> Decided | None:
    """Pass, a violation (only with ``violations``), or None (nothing decided here):
    see the module docstring. At most as many sub-runs per program as ``max_lanes``
    lanes have subsets (2^n - 1): one per subset, or per class vector of alike lanes
    when neither program reads lane identity (:mod:`fuzzfarm.refinement.alike`)."""
    split = _split(before, after, schedule, model)
    if split is None or len(schedule.active_lanes) < 2 or split.count > (1 << max_lanes) - 1:
        return None
    roots, classes = split.roots, split.classes
    class_of = {lane: c for c, members in enumerate(classes) for lane in members}
    b = _SubRuns(before, roots[0], schedule, model, runner)
    a = _SubRuns(after, roots[1], schedule, model, runner)
    reps = [alike.representative(classes, v) for v in alike.vectors([len(c) for c in classes])]
    a.fill(reps)
    b.fill(reps)
    if not all(alike.consistent(runs[m], class_of) for runs in (a, b) for m in reps):
        return None  # alike lanes behaved differently: the symmetry does not hold, decide nothing
    unmatched = [m for m in reps if not refines(a[m], b[m])]
    if not unmatched:
        per = "class vector of alike lanes" if len(classes) < len(class_of) else "group of lanes"
        return Decided(True, f"no counterexample (every sub-run of the {len(reps)} {per}s matched: "
                             "the anchor's groups never interact)")
    if not violations or not all(b[m].outcome is Outcome.OK and not b[m].approximations for m in reps):
        return None  # a UB, undecided or approximated sub-run of before: no violation claimed
    full = sum(1 << lane for lane in schedule.active_lanes)
    tries = 0
    for mask in unmatched:
        if compare(a[mask], b[mask]).match is not Match.NO:
            continue
        rest = full & ~mask
        tried = [[mask, rest], [mask, *(1 << x for x in _lanes(rest))]] if rest else [[mask]]
        for groups in tried:
            if tries >= MAX_TRIES:
                return None
            tries += 1
            found = _violation(a, b, groups, classes, schedule, model, runner, roots)
            if found is not None:
                return found
    return None


@dataclass(frozen=True)
class _Split:
    """How a pair decomposes on a schedule: the root anchors, the lanes' classes (alone
    unless both programs are lane-symmetric) and the sub-runs per program."""

    roots: tuple[tuple[str, ...], tuple[str, ...]]
    classes: list[list[int]]
    count: int


def _split(before: Function, after: Function, schedule: Schedule, model: Model) -> _Split | None:
    before_root, after_root = root_anchor(before, model), root_anchor(after, model)
    if before_root is None or after_root is None:
        return None
    symmetric = alike.lane_symmetric(before) and alike.lane_symmetric(after)
    classes = alike.lane_classes(schedule, symmetric)
    return _Split((before_root, after_root), classes, alike.vector_count([len(c) for c in classes]))


def within_reach(before: Function, after: Function, schedule: Schedule,
                 models: Sequence[Model], max_lanes: int = MAX_LANES) -> bool:
    """Can the group-by-group check decide the pair on ``schedule`` under every model:
    both decompose, with at most as many sub-runs as ``max_lanes`` lanes have subsets?"""
    splits = [_split(before, after, schedule, m) for m in models]
    return all(s is not None and s.count <= (1 << max_lanes) - 1 for s in splits)


class _Unsure(Exception):
    """A sub-run of *before* cannot be renamed onto other alike lanes (barrier events)."""


def _violation(a: _SubRuns, b: _SubRuns, groups: list[int], classes: list[list[int]],
               schedule: Schedule, model: Model, runner: Runner,
               roots: tuple[tuple[str, ...], tuple[str, ...]]) -> Decided | None:
    """A violation with *after* grouped as ``groups``, or None. Both programs run whole
    with that grouping, and each run must be its groups' sub-runs side by side (the
    lemma the exact cover relies on, checked where it is used)."""
    composed = compose([a[g] for g in groups])
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
    chosen = grouping(roots[1], groups, seed)
    before_choices = grouping(roots[0], groups, seed)
    [whole] = runner(a.fn, [schedule.with_choices(chosen)], model)
    [theirs] = runner(b.fn, [schedule.with_choices(before_choices)], model)
    if whole != composed or theirs != compose([b[g] for g in groups]):
        return None  # a run does not compose as argued: decide nothing
    return Decided(False, "after, grouped as shown, shows a behaviour no grouping of before can "
                          "(an exact cover of the lanes by before's matching sub-runs does not exist)",
                   chosen, whole, before_choices, theirs)


def _covered(b: _SubRuns, shown: Behaviour, classes: list[list[int]]) -> bool | None:
    """Can *before*'s sub-runs, grouped some way, show ``shown`` (OK) on every lane? None
    when the search could exceed :data:`COVER_BUDGET`. Searched over vectors of the
    lanes' kinds (:func:`fuzzfarm.refinement.alike.kinds`); lanes alone: over subsets."""
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
        sub = alike.relabelled(b[alike.representative(classes, tuple(cv))], mapping)
        if sub is None:
            raise _Unsure
        mine = Behaviour(Outcome.OK, tuple(target[x] for x in lanes))
        return refines(mine, sub)

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
