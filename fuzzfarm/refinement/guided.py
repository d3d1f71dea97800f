"""A backtracking search of *before*'s anchor groupings for a run that shows one behaviour of *after*.

Where *before*'s groupings are too many to list (Bell numbers in the lanes an anchor's
instance is run by: seed 000, "llvm.experimental.convergence.anchor", leaves each
dynamic instance's set of threads to the implementation), a pass needs, for every
behaviour of *after*, *some* legal choice of *before* that shows it. The choices are
not independent guesses: *after*'s run shows who communicated at each of its
convergent operations, and in *before* an operation's communicating set is the group
of the anchor instance its token chain starts at (seed 000, "Dynamic Instances and
Convergence Tokens"). So the search chooses *before*'s groupings instance by instance,
in the order its run reaches them:

1. run *before* with the groups fixed so far (every other instance grouped by the
   model, as ``Choices.anchors`` leaves it);
2. a match of *after*'s behaviour ends the search (the run is a proof: a concrete
   choice of *before* showing it); a run that ends CONTRADICTORY is no implementation
   and a dead end;
3. otherwise, in the order the threads reached them, the operation instances whose
   communicating set differs from the set of their counterpart in *after* (the same
   site, the same occurrence in the thread: :func:`~fuzzfarm.refinement.directed.site_namings`)
   and whose anchor instance is not yet fixed are the *decisions*: the instance is put
   in a new group with the instances that control the counterparts of *after*'s
   members (one per lane, of the same anchor), or alone. The children are: every
   decision taken the first way at once, the first decision alone the first way, the
   first decision alone the second way; depth first, within a budget of runs.

Fixing an instance can change control flow after it (a reduction over a smaller group
feeds a branch), which the next run shows; an earlier decision is never revisited
within a branch, only by backtracking. Nothing here is exhaustive: a search that finds
nothing decides nothing (never a violation), and a match is only ever taken from a run
of *before* compared with :func:`~fuzzfarm.refinement.compare.compare` by the caller's
rule. A group holds at most one instance per lane and instances of one anchor only
(``AnchorKey`` carries the anchor's name), the groupings
:func:`oracles.reference.groupings.free_labellings` lists; whether one is acyclic is
judged by its own run (SEMANTICS.md, "One order per lane, kept by every run").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import Comparison, Match, compare
from fuzzfarm.refinement.directed import AnchorId, Site, controlling_anchor, operation_sites
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import ExecutionRecord, Instance, run

#: Runs of *before* one search may make (each a run of the whole schedule).
RUNS = 24
#: Runs of *before* the guided searches of one schedule may make in all (a few per
#: behaviour of *after*: :data:`RUNS` each at most), in either oracle's check.
SCHEDULE_RUNS = 96

Fixed = dict[AnchorId, int]  # anchor instance -> its group's label


@dataclass
class Budget:
    """Runs left for the searches of one schedule: each of *after*'s behaviours may start
    one, and a violation's search, which finds nothing, must not cost a listing's worth."""

    runs: int

    def take(self) -> bool:
        if self.runs <= 0:
            return False
        self.runs -= 1
        return True


def guided_match(before: Function, schedule: Schedule, model: Model, ab: Behaviour,
                 after_record: ExecutionRecord, choices: Choices,
                 site: Callable[[Instance], str], budget: Budget,
                 runs: int = RUNS) -> tuple[Choices, Comparison] | None:
    """*before*'s choice (and the comparison) whose run matches ``ab``, *after*'s behaviour
    whose run is ``after_record``, found by the search of the module docstring; None when
    none was found within ``runs`` runs (or the shared ``budget``). ``choices`` gives
    everything but the groupings (hierarchy, order seed); ``site`` names the operations
    matched between the two programs."""
    wanted = _wanted(after_record, site)
    if not wanted:
        return None
    stack: list[Fixed] = [{}]
    seen: set[frozenset[tuple[AnchorId, int]]] = set()
    while stack and runs > 0:
        fixed = stack.pop()
        key = frozenset(fixed.items())
        if key in seen:
            continue
        seen.add(key)
        if not budget.take():
            return None
        runs -= 1
        chosen = replace(choices, anchors=_groups(fixed))
        shown = run(before, schedule.with_choices(chosen), model)
        c = compare(ab, shown.behaviour)
        if c.match is Match.YES:
            return chosen, c
        if shown.behaviour.outcome is Outcome.CONTRADICTORY:
            continue  # no implementation: nothing below it either
        stack += reversed(_children(shown.trace.record, wanted, fixed, site))
    return None


#: For each operation site of *after* (site, lane, occurrence), the sites of its members.
Wanted = dict[Site, frozenset[Site]]


def match_after_run(before: Function, after: Function, schedule: Schedule, model: Model,
                    ab: Behaviour, choices: Choices, sites: list[Callable[[Instance], str]],
                    budget: Budget) -> tuple[Choices, Comparison] | None:
    """:func:`guided_match` of *after*'s run under ``choices`` (showing ``ab``), under each
    way of matching the programs' operations in turn (``sites``:
    :func:`~fuzzfarm.refinement.directed.site_namings`, made once by the caller)."""
    record = run(after, schedule.with_choices(choices), model).trace.record
    for site in sites:
        found = guided_match(before, schedule, model, ab, record, choices, site, budget)
        if found is not None:
            return found
    return None


def _wanted(after: ExecutionRecord, site: Callable[[Instance], str]) -> Wanted:
    sites = operation_sites(after, site)
    name = {id(inst): key for key, inst in sites.items()}
    return {key: frozenset(name[id(m)] for m in after.members(inst) if id(m) in name)
            for key, inst in sites.items()}


def _children(record: ExecutionRecord, wanted: Wanted, fixed: Fixed,
              site: Callable[[Instance], str]) -> list[Fixed]:
    """The assignments to try after a run (``record``) with ``fixed`` that did not match,
    best first (module docstring, step 3)."""
    controls = controlling_anchor(record, site)
    mine = operation_sites(record, site)
    label = max(fixed.values(), default=-1) + 1
    every = dict(fixed)
    first: tuple[AnchorId, set[AnchorId]] | None = None
    for key in sorted(mine, key=lambda k: (mine[k].position, k[1])):
        anchor = controls.get(key)
        members = wanted.get(key)
        if anchor is None or members is None or anchor in fixed:
            continue
        if record.communicating_set(mine[key]) == {lane for _, lane, _ in members}:
            continue  # already as in after
        group = {anchor}
        lanes = {anchor[1]}
        for member in sorted(members):
            theirs = controls.get(member)
            if theirs is None or theirs[0] != anchor[0] or theirs[1] in lanes or theirs in fixed:
                continue
            group.add(theirs)
            lanes.add(theirs[1])
        if first is None:
            first = (anchor, group)
        if not group & every.keys():
            every.update(dict.fromkeys(group, label))
            label += 1
    if first is None:
        return []
    anchor, group = first
    top = max(fixed.values(), default=-1) + 1
    out = [every, {**fixed, **dict.fromkeys(group, top)}, {**fixed, anchor: top}]
    return [x for k, x in enumerate(out) if x not in out[:k]]


def _groups(fixed: Fixed) -> tuple[AnchorGroup, ...]:
    return tuple(AnchorGroup(name, lane, occurrence, label)
                 for (name, lane, occurrence), label in sorted(fixed.items()))
