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
a join *after* keeps, so when that reading still differs, *before* is read without each
untaken edge alone too (:func:`single_edges`; sets of two or more, short of all, are not
tried). It only
ever turns a violation into an inconclusive verdict, never into a pass, and costs
nothing until a violation is found; where the restricted post-dominators are the static
ones no run is made.
"""

from __future__ import annotations

from collections.abc import Iterator

from fuzzfarm.analysis.dominators import (
    immediate_post_dominator,
    reconvergence_edges,
    reconvergence_tree,
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
    # inputs), and moves post-dominators *after* did not: each one LLVM may have proven
    # dead is read alone too
    static = all_edges(before)
    for edge in single_edges(before, taken, static)[:SINGLE]:
        alone = behaviours(before, schedule, model, max_runs=max_runs, sample=False,
                           taken=static - {edge})
        if not not_shown(shown, alone):
            return _message(before, [edge])
    return None


def _message(before: Function, edges: list[tuple[Block, Block]]) -> str:
    named = ", ".join(f"{block_name(before, b)} -> %{s.name}" for b, s in edges[:NAMED])
    return UNTAKEN_EDGE.format(edges=named + (", ..." if len(edges) > NAMED else ""))


#: At most this many untaken edges are read alone (:func:`single_edges`), each a listing of
#: *before*.
SINGLE = 16


def all_edges(kernel: Function) -> frozenset[tuple[Block, Block]]:
    """Every edge the ipdom model counts, in ``kernel`` and the functions it calls: as
    ``taken``, the static reading."""
    return frozenset((b, s) for f in reachable_functions(kernel)
                     for b, succs in reconvergence_edges(f).items() for s in succs)


def single_edges(kernel: Function, taken: frozenset[tuple[Block, Block]],
                 static: frozenset[tuple[Block, Block]]) -> list[tuple[Block, Block]]:
    """The edges no run took, of reached blocks or not, that alone move the immediate
    post-dominator of a block some run entered, in block order.

    An edge of a block no run reached counts: LLVM's ranges fold a dead return in a
    region this schedule never enters, and without that return the post-dominator of a
    loop the runs do take moves (an O2 nvptx campaign, ``--model ipdom``, seed 166: the
    "violation" rested on it, while dropping every untaken edge at once also moved the
    join of a branch whose other edge is live)."""
    entered = {b for b, _ in taken} | {s for _, s in taken}
    out: list[tuple[Block, Block]] = []
    for f in reachable_functions(kernel):
        static_tree = reconvergence_tree(f)
        for b, succs in reconvergence_edges(f).items():
            if len(succs) < 2:
                continue
            for s in succs:
                if (b, s) in taken:
                    continue
                tree = reconvergence_tree(f, static - {(b, s)})
                if any(immediate_post_dominator(static_tree, x)
                       is not immediate_post_dominator(tree, x) for x in f.blocks if x in entered):
                    out.append((b, s))
    return out


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
