"""An ipdom violation re-checked over the edges *before*'s runs took (SEMANTICS.md, "ipdom", rule 4).

The ipdom model reconverges a divergent branch at its immediate post-dominator over the
edges a thread can take (:func:`~fuzzfarm.analysis.dominators.reconvergence_edges`: dead
ends, SCCP's constants, decided tests). LLVM knows more: IPSCCP's ranges, SCEV and LVI
prove edges dead that this static reading keeps, and folds them. Such an edge moves
*before*'s post-dominator (an early return behind ``icmp eq %i, 4`` with ``%i`` only ever
0 or 1 makes the function exit the post-dominator of the branch around the loop), the
folded *after* reconverges where the edge-free CFG does, and the difference read as a
violation (an opt-19 ``default<O3>`` amdgcn campaign, ``--model ipdom``, master seed 1:
IPSCCP). Chasing LLVM's analyses one by one never ends; the runs themselves say which
edges are live on the schedule.

So a violation under ipdom is checked once more: *before*'s post-dominators are taken
over only the edges its explored runs took (the union over every choice the check listed;
:func:`oracles.reference.taken.taken_edges`), and if *before* so read matches the
behaviour of *after* that differed (or cannot be decided), the violation rests on an edge
no run takes, which LLVM may have proven dead: inconclusive, never a violation. Dropping
every untaken edge at once also drops edges LLVM keeps (live on other inputs) and can move
a join *after* keeps, so when that reading still differs, *before* is read without sets of
untaken edges too (:func:`edge_sets`: every set of one or two, then every larger set of
the edges those move, each distinct tree once); where larger sets stay unread (more than
:data:`SUBSET_EDGES` such edges) or the readings exceed :data:`READINGS`, the violation is
undecided (:data:`UNTRIED`). It only
ever turns a violation into an inconclusive verdict, never into a pass, and costs
nothing until a violation is found; where the restricted post-dominators are the static
ones no run is made.
"""

from __future__ import annotations

from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from itertools import combinations

from fuzzfarm.analysis.dominators import (
    immediate_post_dominator,
    reconvergence_edges,
    reconvergence_tree,
    restricted_tree,
)
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import behaviours, run
from oracles.reference.enumerate import BehaviourSet
from oracles.reference.record import ExecutionRecord
from oracles.reference.taken import taken_edges

#: Why a violation that the restricted reading of *before* does not show is inconclusive.
UNTAKEN_EDGE = ("ipdom: the violation rests on an edge of before no explored run takes ({edges}); "
                "LLVM may have proven it dead (ranges, SCEV: analyses our static reading lacks), "
                "and without it before reconverges as after does")

#: At most this many untaken edges are named in the message.
NAMED = 3


def untaken_edge_doubt(before: Function, schedule: Schedule, model: Model, shown: Behaviour,
                       max_runs: int) -> str | None:
    """Why *after*'s behaviour ``shown``, which no behaviour of *before* matches under the
    ipdom model, may differ only by an edge of *before* that no run takes; None when the
    violation stands (another model, no such edge moves a post-dominator, or *before* read
    over the taken edges, and without each one alone, listed whole up to ``max_runs``
    choices, still cannot show it)."""
    if model != Model.IPDOM:
        return None
    listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
    taken = taken_edges(before, listed_records(before, schedule, model, listing))
    moved = untaken_edges(before, taken)
    if moved and not not_shown(shown, behaviours(before, schedule, model, max_runs=max_runs,
                                                 sample=False, taken=taken)):
        return _message(before, moved)
    # Every untaken edge dropped at once also drops edges LLVM keeps (live on other
    # inputs), and moves post-dominators *after* did not: the sets of them LLVM may have
    # proven dead are read too, each reading (a distinct tree) once
    static = all_edges(before)
    loose = loose_edges(before, taken)
    entered = {b for b, _ in taken} | {s for _, s in taken} | {
        f.entry for f in reachable_functions(before)}
    for tried, dropped in enumerate(edge_sets(before, static, loose, entered)):
        if dropped is None or tried == READINGS:
            return UNTRIED.format(edges=len(loose), readings=tried)
        alone = behaviours(before, schedule, model, max_runs=max_runs, sample=False,
                           taken=static - dropped)
        if not not_shown(shown, alone):
            return _message(before, [e for e in loose if e in dropped])
    return None


def _message(before: Function, edges: list[tuple[Block, Block]]) -> str:
    named = ", ".join(f"{block_name(before, b)} -> %{s.name}" for b, s in edges[:NAMED])
    return UNTAKEN_EDGE.format(edges=named + (", ..." if len(edges) > NAMED else ""))


#: Why a violation is inconclusive when sets of untaken edges are left unread.
UNTRIED = ("ipdom: the violation may rest on a set of edges of before no explored run takes "
           "({edges} such edges; {readings} readings without some of them tried, more not); "
           "LLVM may have proven them dead (ranges, SCEV)")

#: Sets of three untaken edges or more are read of at most this many (:func:`edge_sets`);
#: with more, the violation is undecided unless a smaller set matches.
SUBSET_EDGES = 8

#: At most this many readings of *before* without a set of untaken edges are listed; a
#: violation with more distinct ones is undecided.
READINGS = 128


def all_edges(kernel: Function) -> frozenset[tuple[Block, Block]]:
    """Every edge the ipdom model counts, in ``kernel`` and the functions it calls: as
    ``taken``, the static reading."""
    return frozenset((b, s) for f in reachable_functions(kernel)
                     for b, succs in reconvergence_edges(f).items() for s in succs)


def loose_edges(kernel: Function, taken: frozenset[tuple[Block, Block]]) -> list[tuple[Block, Block]]:
    """The edges of ``kernel`` and its callees that the ipdom model counts, of a block with
    two or more of them, that no run took, in block order: those LLVM may have proven dead.
    Of a block the runs entered or not: a dead return in a region this schedule never
    enters moves the post-dominator of a loop it does run (an O2 nvptx campaign, ``--model
    ipdom``, seed 166)."""
    out: list[tuple[Block, Block]] = []
    for f in reachable_functions(kernel):
        for b, succs in reconvergence_edges(f).items():
            if len(succs) >= 2:
                out += [(b, s) for s in succs if (b, s) not in taken]
    return out


def edge_sets(kernel: Function, static: frozenset[tuple[Block, Block]],
              loose: list[tuple[Block, Block]],
              entered: AbstractSet[Block]) -> Iterator[frozenset[tuple[Block, Block]] | None]:
    """Sets of ``loose`` edges to read *before* without, smallest first, each one whose
    immediate post-dominators of the blocks ``entered`` (by the runs of the static
    reading) differ from the static reading's and every earlier set's: sets that give
    those blocks one tree give one reading. A reading's runs follow the static ones until
    a branch in a block whose post-dominator moved pushes a frame that pops elsewhere, so
    one that moves none of the entered blocks' is the static reading.

    Every set of one or two edges; then every larger one of the edges some of those
    readings drop (all of ``loose`` when they are at most :data:`SUBSET_EDGES`): an edge
    that moves nothing alone or with any other one is left out of larger sets. When more
    than :data:`SUBSET_EDGES` edges remain for those, the last item is None: larger sets
    are not read (the caller leaves the violation undecided).

    A violation that disappears only when two dead edges go together (two early returns
    ranges prove dead, each keeping the function exit the post-dominator of the branch
    above them) is found by no single edge, and dropping all of them also drops a live
    one that moves another join."""
    functions = [f for f in reachable_functions(kernel) if any(b in entered for b in f.blocks)]
    counted = {f: reconvergence_edges(f) for f in functions}
    trees: dict[tuple[Function, frozenset[tuple[Block, Block]]], tuple[object, ...]] = {}

    def tree_key(dropped: frozenset[tuple[Block, Block]]) -> tuple[object, ...]:
        """The immediate post-dominator of each entered block, read without ``dropped``
        (each function's tree made once per set of its own edges dropped)."""
        out: list[object] = []
        for f in functions:
            mine = frozenset(e for e in dropped if e[0].parent is f)
            if (f, mine) not in trees:
                tree = restricted_tree(f, counted[f], static - mine)
                trees[f, mine] = tuple(immediate_post_dominator(tree, b) for b in f.blocks
                                       if b in entered)
            out += trees[f, mine]
        return tuple(out)

    seen = {tree_key(frozenset())}
    moving: set[tuple[Block, Block]] = set()

    def new(edges: tuple[tuple[Block, Block], ...]) -> frozenset[tuple[Block, Block]] | None:
        dropped = frozenset(edges)
        key = tree_key(dropped)
        if key in seen:
            return None
        seen.add(key)
        moving.update(dropped)
        return dropped

    for size in (1, 2):
        for chosen in combinations(loose, size):
            if (dropped := new(chosen)) is not None:
                yield dropped
    pool = loose if len(loose) <= SUBSET_EDGES else [e for e in loose if e in moving]
    if len(pool) > SUBSET_EDGES:
        yield None
        return
    for size in range(3, len(pool) + 1):
        for chosen in combinations(pool, size):
            if (dropped := new(chosen)) is not None:
                yield dropped


def untaken_edges(kernel: Function, taken: frozenset[tuple[Block, Block]]) -> list[tuple[Block, Block]]:
    """The edges of ``kernel`` and its callees that the ipdom model counts, that no run
    took, and that move some block's immediate post-dominator (empty: the restricted
    reading reconverges where the static one does, and no re-check is needed)."""
    out: list[tuple[Block, Block]] = []
    for f in reachable_functions(kernel):
        static, restricted = reconvergence_tree(f), reconvergence_tree(f, taken)
        if all(immediate_post_dominator(static, b) is immediate_post_dominator(restricted, b)
               for b in f.blocks):
            continue
        for b, succs in reconvergence_edges(f).items():
            if any((b, s) in taken for s in succs):
                out += [(b, s) for s in succs if (b, s) not in taken]
    return out


def listed_records(kernel: Function, schedule: Schedule, model: Model,
                   listing: BehaviourSet) -> Iterator[ExecutionRecord]:
    """The execution record of each choice ``listing`` (of ``kernel`` on ``schedule``)
    holds, run again (a lookup where :func:`oracles.reference.reused` is in force): what the
    re-checks read of the runs at hand (taken edges here, threads reaching a ``switch``
    in :mod:`fuzzfarm.refinement.switches`)."""
    return (run(kernel, schedule.with_choices(c), model).trace.record
            for entry in listing.entries for c in entry.choices)


def not_shown(shown: Behaviour, listing: BehaviourSet) -> bool:
    """Does no legal behaviour of a complete ``listing`` match ``shown``? (A grouping whose
    run ended contradictory is no implementation: left out, as the check leaves it.)"""
    return listing.complete and all(
        compare(shown, e.behaviour).match is Match.NO for e in listing.entries
        if not (e.behaviour.outcome is Outcome.CONTRADICTORY and e.choices[0].anchors))


def block_name(kernel: Function, block: Block) -> str:
    """``%block``, with ``@function:`` before it outside the kernel."""
    f = block.parent
    return f"%{block.name}" if f is None or f is kernel else f"@{f.name}:%{block.name}"
