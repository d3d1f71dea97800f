"""An ipdom violation re-checked with *before*'s loops unrolled as its runs iterate them
(SEMANTICS.md, "ipdom", rule 4, the iterations of a loop).

Rule 4 reads *before* over the edges its runs took (:mod:`fuzzfarm.refinement.untaken_edges`),
but an edge is one edge in every iteration: a loop counted ``phi [0, %entry], [%i + 1,
%latch]`` and tested ``icmp ult %i, 1`` in its header enters the body on its first visit
of the header and leaves on its second, so both of the header's edges are taken, and the
way back through the body from the second visit (to an early return past the loop's exit,
say) keeps the exit block from post-dominating the branches in the body. LLVM reads the
loop per iteration: SCEV's trip count (one), then full unrolling, loop deletion or
rotation with SCCP fold the second visit's entry into the body, and the lanes that break
out of the loop and the lanes that leave it at the header meet at the exit, where
*before*'s static reading keeps them apart (an O2 nvptx campaign, ``--model ipdom``, seed
169: the loop around the kernel's body; reduced by hand to
``tests/data/ipdom/once_loop.*.ll``).

So a violation that the edge-wise re-check leaves standing is read once more on *before*
with the first iterations of its reducible loops peeled, those inside an irreducible cycle
too (:func:`fuzzfarm.refinement.peeled.peel`; the planner, :func:`~fuzzfarm.refinement.peeled.peel_plan`,
is the copied-cycle check's): one fewer than a thread starts in one visit of the loop on
this schedule's explored runs,
so that each iteration but the last has its own copy and the loop left runs the last
(its way back into the body is then an edge no run takes, or one SCCP folds: rules 2 and
4 apply per iteration). Nested loops are peeled too, innermost first, so that every copy
of an outer loop's body holds the inner loop already peeled: a once-run loop inside a loop
is deleted by LLVM as one at the top is (hand-made, ``tests/data/ipdom/nested_once_loop.*.ll``),
while peeling the outer loop alone copies the inner one whole, its way back into the body
with it. The copies multiply (each level's copies hold the next level's), so the levels
deepest in the nest are left unpeeled, one at a time, until a function is predicted to
hold at most :data:`~fuzzfarm.refinement.peeled.MAX_BLOCKS` blocks; the outermost level
is always peeled. A loop a thread starts twice in one visit that is so left whole leaves
the violation undecided (:data:`LEFT_WHOLE`): its later iterations are not read. A
function with convergence tokens is not peeled (:func:`~fuzzfarm.refinement.peeled.copyable`)
and its loops are not counted: a known gap, which no module LLVM's verifier accepts reaches
(every convergent operation there is controlled, its key built from tokens, not the stack:
SEMANTICS.md).
Peeling copies each iteration whole (every path from a copy is a
path of the original, block for block) and is itself what LLVM does to such a loop (loop
peeling, full unrolling); what it moves is chiefly what rules 1-4 fold in a copy, though a
post-dominator that one iteration reaches on some paths and the next on others moves too:
hence never a pass. If that program shows *after*'s behaviour, read statically or by rule 4, the
schedule is undecided, never passed: "ipdom: the violation rests on a later iteration
...". Like rule 4, it only ever turns a violation into an inconclusive verdict; its price
is a real ipdom miscompile that rests on an iteration this schedule's runs never start.
"""

from __future__ import annotations

from collections.abc import Mapping

from fuzzfarm.analysis.cycles import Cycle
from fuzzfarm.behaviour import Behaviour
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.refinement.peeled import (
    iterations,
    peel_plan,
    peeled,
    reducible_loops,
    unpeeled,
)
from fuzzfarm.refinement.untaken_edges import (
    listed_records,
    not_shown,
    untaken_edge_doubt,
    untaken_edges,
)
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import behaviours
from oracles.reference.taken import taken_edges

#: Why a violation that *before* with its loops' iterations peeled does not show is
#: inconclusive.
LATER_ITERATION = ("ipdom: the violation rests on a later iteration of a loop of before no "
                   "explored run starts ({loops}); LLVM reads the loop per iteration (SCEV's trip "
                   "count, full unrolling, rotation), and with its iterations peeled before "
                   "reconverges as after does")


def nest_loops(fn: Function) -> list[Cycle]:
    """The loops :func:`unrolled_doubt` peels: every reducible cycle of ``fn``, innermost
    first (:func:`~fuzzfarm.refinement.peeled.reducible_loops`), those inside an irreducible
    cycle too. A reducible loop is entered only at its header, so its iterations are
    stretches of a thread's path wherever it sits, and its copies keep every path block for
    block; the ipdom model reads no cycle hierarchy (the copied-cycle check's reason to peel
    only loops with reducible cycles around them is the maximal model's)."""
    return reducible_loops(fn)


def unrolled_doubt(before: Function, schedule: Schedule, model: Model, shown: Behaviour,
                   max_runs: int) -> str | None:
    """Why *after*'s behaviour ``shown``, which no behaviour of *before* matches under ipdom
    (nor of *before* read by rule 4), may rest on a later iteration of a loop of *before*
    (module docstring); None when the violation stands (another model, no loop iterates
    twice in one visit, or *before* with every such loop's iterations peeled, listed whole,
    still cannot show it, read statically and by rule 4). A loop that iterates twice but is
    left whole (:func:`~fuzzfarm.refinement.peeled.unpeeled`: the size bound, or a copy
    that could not be made) leaves the schedule undecided too; a function with convergence
    tokens is not peeled and its loops do not count (a known gap: SEMANTICS.md)."""
    if model != Model.IPDOM:
        return None
    functions = reachable_functions(before)
    if not any(nest_loops(f) for f in functions):
        return None
    counts, plan, copy = _peeled_copy(before, schedule, model, max_runs)
    if copy is not None and not (
            not_shown(shown, behaviours(copy, schedule, model, max_runs=max_runs, sample=False))
            and untaken_edge_doubt(copy, schedule, model, shown, max_runs) is None):
        return LATER_ITERATION.format(loops=_named(before, plan))
    left = unpeeled(counts, plan if copy is not None else {})
    if left:
        return LEFT_WHOLE.format(loops=_named(before, {f: {h: 0} for f, h in left}))
    return None


def _peeled_copy(before: Function, schedule: Schedule, model: Model, max_runs: int,
                 ) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, int]], Function | None]:
    """The iterations *before*'s listed runs start per visit of each loop, the peel plan,
    and *before* so peeled (None when nothing is, or a copy could not be made)."""
    listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
    counts = iterations(before, nest_loops, listed_records(before, schedule, model, listing))
    plan = peel_plan(before, nest_loops, counts)
    return counts, plan, peeled(before, plan, nest_loops) if plan else None


def rereadings(before: Function, schedule: Schedule, model: Model,
               max_runs: int) -> list[tuple[Function, frozenset[tuple[Block, Block]] | None]]:
    """The other readings of *before* a standing ipdom violation was checked against
    (rule 4): *before* over the edges its runs took, when that moves a post-dominator, and
    *before* with its loops peeled; each a program and the edges its post-dominators are
    taken over (None: rules 1-3's). A first difference every one of them shows too is
    evidence of the violation, one a re-reading explains away is not
    (:func:`fuzzfarm.refinement.check.first_difference`)."""
    if model != Model.IPDOM:
        return []
    listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
    taken = taken_edges(before, listed_records(before, schedule, model, listing))
    out: list[tuple[Function, frozenset[tuple[Block, Block]] | None]] = []
    if untaken_edges(before, taken):
        out.append((before, taken))
    if any(nest_loops(f) for f in reachable_functions(before)):
        copy = _peeled_copy(before, schedule, model, max_runs)[2]
        if copy is not None:
            out.append((copy, None))
    return out


#: Why a violation is inconclusive when a loop its runs iterate twice could not be peeled.
LEFT_WHOLE = ("ipdom: the violation may rest on a later iteration of a loop of before that the "
              "re-check leaves whole ({loops}: a nest too large to copy per iteration, or a copy "
              "that could not be made); LLVM "
              "reads a loop per iteration (SCEV's trip count, full unrolling, rotation)")


def _named(kernel: Function, loops: Mapping[str, Mapping[str, int]]) -> str:
    """``%header`` for the kernel's loops, ``@f:%header`` for a called function's."""
    return ", ".join(f"%{h}" if f == kernel.name else f"@{f}:%{h}"
                     for f, h in sorted((f, h) for f, hs in loops.items() for h in hs))
