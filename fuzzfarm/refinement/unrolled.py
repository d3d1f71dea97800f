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
with the first iterations of its outermost loops peeled (:func:`fuzzfarm.refinement.peeled.peel`):
one fewer than a thread starts in one visit of the loop on this schedule's explored runs,
so that each iteration but the last has its own copy and the loop left runs the last
(its way back into the body is then an edge no run takes, or one SCCP folds: rules 2 and
4 apply per iteration). Peeling copies each iteration whole (every path from a copy is a
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
from fuzzfarm.refinement.peeled import MAX_PEEL, peeled
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


def outer_loops(fn: Function) -> list[Cycle]:
    """The loops :func:`unrolled_doubt` peels: the outermost reducible cycles of ``fn``;
    none when ``fn`` uses convergence tokens (a heart or an anchor would be copied too:
    seed 000 says how its copies group, not this module)."""
    if any(isinstance(i.type, TokenType) for i in fn.instructions()):
        return []
    return [c for c in compute_cycles(fn).all_cycles() if c.parent is None and c.is_reducible]


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
    loops = outer_loops(before)
    if not loops:
        return None
    listing = behaviours(before, schedule, model, max_runs=max_runs, sample=False)
    counts = visits(before, loops, listed_records(before, schedule, model, listing))
    plan = {h: min(MAX_PEEL, n - 1) for h, n in counts.items() if n >= 2}
    copy = peeled(before, {before.name: plan}, outer_loops) if plan else None
    if copy is None:
        return None
    if not_shown(shown, behaviours(copy, schedule, model, max_runs=max_runs, sample=False)) \
            and untaken_edge_doubt(copy, schedule, model, shown, max_runs) is None:
        return None
    return LATER_ITERATION.format(loops=", ".join(f"%{h}" for h in sorted(plan)))
