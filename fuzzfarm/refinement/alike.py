"""Lanes that behave alike: the group-by-group check counted by input class, not by lane.

:mod:`fuzzfarm.refinement.decomposed` decides a root-anchor pair on the sub-runs of
every subset of the active lanes (2^n - 1). When neither program reads *lane
identity*, which lanes form a group matters only through their inputs, so one
sub-run per *class vector* (how many lanes of each input class) stands for all
subsets with that vector (SEMANTICS.md, "Group by group", lanes that behave alike).

**Lane-symmetric programs** (:func:`lane_symmetric`). Every call is one of: the
anchor and loop intrinsics (a root anchor has no entry intrinsic); a catalogue
operation whose result is a function of the multiset of its members' arguments
(``subgroupAdd``, ``subgroupMin``, ``subgroupMax``) or that has none
(``subgroupControlBarrier``, whose event is its communicating set); an external
call (a fixed function of callee and arguments: SEMANTICS.md, "External calls");
or an LLVM intrinsic that is not a target's (a function of its operands). Lane
ids, ballots, elect, broadcastFirst, shuffles, target intrinsics (mbcnt, work-item
ids, readlane ...) and anything not listed make a program asymmetric. Globals are
excluded by the root-anchor precondition already.

**Alike lanes**: two active lanes whose every argument has the same value (buffers
and launch values are the same in every thread: SEMANTICS.md, "Threads, inputs,
outputs"). For a permutation pi of the active lanes that maps each lane to an
alike one, and any set S, the sub-run of pi(S) is the sub-run of S with every lane
renamed by pi (the thread's lane, and the lanes of its barrier events). By
induction over the run: a thread's execution is a function of its inputs (equal
for alike lanes) and its convergent operations' results; in a sub-run every key is
built on the one anchor group's key and the thread's own path (seed 000, "Dynamic
Instances and Convergence Tokens"; no lane in it), so communicating sets map by pi;
the results of sums, minima and maxima are functions of the members' argument
multisets (unchanged by renaming), a barrier's event is its set (mapped by pi);
UB, outcomes and approximations follow the threads. The oracles step threads in an
order of their own (``Choices.order_seed``), which never changes a behaviour.

Consequences used by :mod:`~fuzzfarm.refinement.decomposed`:

- pi fixes a set whose alike lanes it permutes among themselves, so within one
  sub-run two alike threads show the same behaviour up to their lane field (and a
  barrier set holds both or neither): :func:`consistent` checks this on every
  sub-run used, a guard against an operation the list above misreads;
- comparison is invariant under renaming lanes in both behaviours alike, so a
  sub-run of *after* matches *before*'s for every S iff it does for one
  representative S per class vector (:func:`representative`);
- with no barrier events, a thread's behaviour in the sub-run of T is a function of
  its class and T's class vector, so whether *before*'s sub-run of T matches a given
  behaviour on T depends only on how many lanes of each *kind* (class and target
  behaviour, lane field aside) T holds: an exact cover of the lanes exists iff the
  kinds' count vector is a sum of fitting vectors (:func:`has_vector_cover`).

Without symmetry every lane is its own class, the vectors are the subsets, and
everything reads as the lane-by-lane check.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import cache

from fuzzfarm import external
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.behaviour import Behaviour, ThreadBehaviour
from fuzzfarm.ir.conventions import ANCHOR, LOOP
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule

#: Catalogue operations that read no lane identity (results of argument multisets or none).
SYMMETRIC_OPS = frozenset({"subgroupAdd", "subgroupMin", "subgroupMax", "subgroupControlBarrier"})
#: LLVM intrinsic name prefixes of targets (lane and work-item ids, lane-wise operations).
TARGET_PREFIXES = ("llvm.amdgcn.", "llvm.nvvm.", "llvm.r600.", "llvm.experimental.")

#: Steps (remainders times fitting vectors) of one exact-cover search at most.
COVER_STEPS = 4_000_000

#: A count per class (or per kind): how many lanes of each a set holds.
Vector = tuple[int, ...]


def lane_symmetric(fn: Function) -> bool:
    """Does ``fn`` read no lane identity (module docstring)? Only the calls are judged:
    every other instruction is a function of its thread's own values."""
    for inst in fn.instructions():
        if inst.opcode != "call":
            continue
        callee = inst.callee or ""
        if callee in (ANCHOR, LOOP) or callee in SYMMETRIC_OPS:
            continue
        if callee.startswith("llvm."):
            if callee.startswith(TARGET_PREFIXES):
                return False
            continue
        if not external.is_external(callee) or is_convergent_call(inst, fn.module):
            return False
    return True


def lane_classes(schedule: Schedule, symmetric: bool) -> list[list[int]]:
    """The active lanes by input class (each class in lane order, classes by their
    first lane); every lane alone unless ``symmetric``."""
    lanes = schedule.active_lanes
    if not symmetric:
        return [[lane] for lane in lanes]
    names = sorted(schedule.args)
    by_input: dict[tuple[int, ...], list[int]] = {}
    for lane in lanes:
        by_input.setdefault(tuple(schedule.args[n][lane] for n in names), []).append(lane)
    return list(by_input.values())


def vector_count(sizes: Sequence[int]) -> int:
    """Non-empty vectors below ``sizes``: prod(n + 1) - 1."""
    total = 1
    for n in sizes:
        total *= n + 1
    return total - 1


def vectors(sizes: Sequence[int]) -> list[Vector]:
    """Every non-empty vector below ``sizes``, smallest sums first."""
    out = [v for v in itertools.product(*(range(n + 1) for n in sizes)) if any(v)]
    return sorted(out, key=lambda v: (sum(v), v))


def representative(classes: Sequence[Sequence[int]], v: Vector) -> int:
    """The lane bitmask taking the first ``v[c]`` lanes of each class ``c``."""
    return sum(1 << lane for members, k in zip(classes, v, strict=True) for lane in members[:k])


def consistent(run: Behaviour, class_of: dict[int, int]) -> bool:
    """Do alike threads of one sub-run show the same behaviour up to their lane field
    (module docstring)? Undecided and UB runs have no threads to compare."""
    seen: dict[int, ThreadBehaviour] = {}
    for t in run.threads:
        mine = replace(t, lane=-1)
        if seen.setdefault(class_of[t.lane], mine) != mine:
            return False
    return True


def relabelled(run: Behaviour, mapping: dict[int, int]) -> Behaviour | None:
    """``run`` with every thread's lane renamed by ``mapping``; None if a thread has
    barrier events (their lane sets would need renaming too: the caller decides nothing).
    The identity (lanes alone, or a representative that is the set itself) keeps any run."""
    if all(k == v for k, v in mapping.items()):
        return run
    if any(t.barriers for t in run.threads):
        return None
    threads = sorted((replace(t, lane=mapping[t.lane]) for t in run.threads), key=lambda t: t.lane)
    return replace(run, threads=tuple(threads))


def has_vector_cover(total: Vector, fits: Callable[[Vector], bool], budget: int) -> bool | None:
    """Is ``total`` a sum of non-empty vectors that each ``fits``? None when more than
    ``budget`` vectors lie below ``total``, or the search could take more than
    :data:`COVER_STEPS` steps (then nothing is decided).

    Every vector below ``total`` is judged once; then a search memoised over the
    remainder, where the first kind left must be in the next vector, tries only the
    fitting ones (for counts of 1, the lane-by-lane search over subsets)."""
    space = vector_count(total) + 1
    if space > budget:
        return None
    fitting = [v for v in itertools.product(*(range(n + 1) for n in total)) if any(v) and fits(v)]
    if space * len(fitting) > COVER_STEPS:
        return None

    @cache
    def cover(rest: Vector) -> bool:
        if not any(rest):
            return True
        first = next(k for k, n in enumerate(rest) if n)
        for v in fitting:
            if v[first] and all(x <= r for x, r in zip(v, rest, strict=True)) and \
                    cover(tuple(r - x for r, x in zip(rest, v, strict=True))):
                return True
        return False

    return cover(total)


def kinds(classes: Sequence[Sequence[int]], target: dict[int, ThreadBehaviour]) -> list[list[int]]:
    """The lanes by kind: the same class and the same target behaviour, lane field aside."""
    out: dict[Hashable, list[int]] = {}
    for c, members in enumerate(classes):
        for lane in members:
            out.setdefault((c, replace(target[lane], lane=-1)), []).append(lane)
    return list(out.values())
