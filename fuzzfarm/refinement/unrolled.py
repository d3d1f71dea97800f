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
with the first iterations of its loops peeled (:func:`fuzzfarm.refinement.peeled.peel`):
one fewer than a thread starts in one visit of the loop on this schedule's explored runs,
so that each iteration but the last has its own copy and the loop left runs the last
(its way back into the body is then an edge no run takes, or one SCCP folds: rules 2 and
4 apply per iteration). Nested loops are peeled too, innermost first, so that every copy
of an outer loop's body holds the inner loop already peeled: a once-run loop inside a loop
is deleted by LLVM as one at the top is (hand-made, ``tests/data/ipdom/nested_once_loop.*.ll``),
while peeling the outer loop alone copies the inner one whole, its way back into the body
with it. The copies multiply (each level's copies hold the next level's), so the levels
deepest in the nest are left unpeeled, one at a time, until the program is predicted to
hold at most :data:`MAX_BLOCKS` blocks; the outermost level is always peeled.
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

from collections.abc import Iterable

from fuzzfarm.analysis.cycles import Cycle, compute_cycles
from fuzzfarm.behaviour import Behaviour
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.types import TokenType
from fuzzfarm.refinement.peeled import MAX_PEEL, peeled, reducible_above
from fuzzfarm.refinement.untaken_edges import listed_records, not_shown, untaken_edge_doubt
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles.reference import behaviours
from oracles.reference.record import ExecutionRecord

#: Why a violation that *before* with its loops' iterations peeled does not show is
#: inconclusive.
LATER_ITERATION = ("ipdom: the violation rests on a later iteration of a loop of before no "
                   "explored run starts ({loops}); LLVM reads the loop per iteration (SCEV's trip "
                   "count, full unrolling, rotation), and with its iterations peeled before "
                   "reconverges as after does")


#: Blocks the peeled program may hold before the deepest levels of a nest are left
#: unpeeled (:func:`peel_plan`): the price of reading a nest per iteration.
MAX_BLOCKS = 1024


def nest_loops(fn: Function) -> list[Cycle]:
    """The loops :func:`unrolled_doubt` may peel, innermost first (the order
    :func:`~fuzzfarm.refinement.peeled.peeled` peels them in, so that an outer loop's copies
    hold its inner loops' copies): the reducible cycles of ``fn`` whose enclosing cycles are
    all reducible (an iteration of each is then one fixed stretch of a thread's path); none
    when ``fn`` uses convergence tokens (a heart or an anchor would be copied too: seed 000
    says how its copies group, not this module)."""
    if any(isinstance(i.type, TokenType) for i in fn.instructions()):
        return []
    loops = [c for c in compute_cycles(fn).all_cycles() if c.is_reducible and reducible_above(c)]
    return sorted(loops, key=lambda c: -c.depth)


def peel_plan(fn: Function, loops: list[Cycle], counts: dict[str, int]) -> dict[str, int]:
    """How many first iterations to peel from each loop of ``loops`` (by header name): one
    fewer than ``counts`` (:func:`visits`) says a thread starts in one visit, at most
    :data:`MAX_PEEL`; without the deepest levels of the nest while the peeled program is
    predicted to hold more than :data:`MAX_BLOCKS` blocks (never without the outermost).
    Fewer copies can only find fewer matches, never a wrong one."""
    plan = {c.header.name: min(MAX_PEEL, counts[c.header.name] - 1) for c in loops
            if counts.get(c.header.name, 0) >= 2}
    depth = {c.header.name: c.depth for c in loops}
    deepest = max(depth.values(), default=1)
    while deepest > 1 and _predicted_blocks(fn, loops, plan) > MAX_BLOCKS:
        plan = {h: k for h, k in plan.items() if depth[h] < deepest}
        deepest -= 1
    return plan


def _predicted_blocks(fn: Function, loops: list[Cycle], plan: dict[str, int]) -> int:
    """How many blocks ``fn`` holds with the iterations of ``plan`` peeled: a loop's blocks
    (its inner loops' grown as they are) once more per iteration peeled."""
    grown: dict[str, int] = {}
    for c in loops:  # innermost first
        inner = [d for d in c.children if d.header.name in grown]
        own = len(c.blocks) - sum(len(d.blocks) for d in inner)
        grown[c.header.name] = (own + sum(grown[d.header.name] for d in inner)) \
            * (1 + plan.get(c.header.name, 0))
    top = [c for c in loops if c.parent is None]
    return len(fn.blocks) - sum(len(c.blocks) for c in top) + sum(grown[c.header.name] for c in top)


def visits(fn: Function, loops: list[Cycle], records: Iterable[ExecutionRecord]) -> dict[str, int]:
    """For each loop of ``loops`` (of kernel ``fn``; by header name), the most iterations a
    thread of ``records`` started in one visit: executions of its header, entered from
    outside the loop once and then from inside it (blocks of called functions between
    them do not count)."""
    names = {b.name: b for b in fn.blocks}
    most: dict[str, int] = {}
    for record in records:
        for thread in record.threads:
            last = None
            count = dict.fromkeys(range(len(loops)), 0)
            for inst in thread:
                block = names.get(inst.label) if inst.kind == "block" else None
                if block is None:
                    continue
                for k, loop in enumerate(loops):
                    if block is loop.header:
                        count[k] = count[k] + 1 if last is not None and last in loop.blocks else 1
                        name = loop.header.name
                        most[name] = max(most.get(name, 0), count[k])
                last = block
    return most


def unrolled_doubt(before: Function, schedule: Schedule, model: Model, shown: Behaviour,
                   max_runs: int) -> str | None:
    """Why *after*'s behaviour ``shown``, which no behaviour of *before* matches under ipdom
    (nor of *before* read by rule 4), may rest on a later iteration of a loop of *before*
    (module docstring); None when the violation stands (another model, no loop iterates
    twice, or *before* with its iterations peeled, listed whole, still cannot show it,
    read statically and by rule 4)."""
    if model != Model.IPDOM:
        return None
    loops = nest_loops(before)
    if not loops:
        return None
    listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
    counts = visits(before, loops, listed_records(before, schedule, model, listing))
    plan = peel_plan(before, loops, counts)
    copy = peeled(before, {before.name: plan}, nest_loops) if plan else None
    if copy is None:
        return None
    if not_shown(shown, behaviours(copy, schedule, model, max_runs=max_runs, sample=False)) \
            and untaken_edge_doubt(copy, schedule, model, shown, max_runs) is None:
        return None
    return LATER_ITERATION.format(loops=", ".join(f"%{h}" for h in sorted(plan)))
