"""Temporal divergence: *before* read with its loops' exit blocks in the exiting iteration.

An uncontrolled convergent operation (seed 000, "Uncontrolled Convergent Operations": its
convergence is implicit, "determined by the convergent attribute alone", and LLVM's
implementation of that attribute "remains under-specified") in a block that only a
cycle's exits reach runs, under the maximal model, converged among every thread that
ever leaves the cycle that way, whatever iteration each leaves in (seed 003, "Temporal
Divergence"; the ipdom model reconverges there too). The source the block came from
usually meant the exiting iteration's threads: clang at -O0 puts the body of
``if (c) { x = __activemask(); break; }`` in such an exit block, and LLVM's own
SimplifyCFG at -O2/-O3 folds it back into the loop, where each round's threads run it
alone: what hardware and the Vulkan CTS give, and a change of maximal converged-with
that seed 003 ("Uniformity Analysis" notes) says generic transforms commonly make.

So where *after* differs from *before* only by that, the seeds do not settle whether
it is a miscompile. :func:`exits_in_iteration` builds the other reading of *before*:
each such exit block (all its predecessors in the cycle), and each block of its own
region holding such an operation (dominated by the exit and not post-dominating it:
a ``switch`` inside the ``if`` that breaks, not the code after the loop, which every
path from the exit reaches), gets an edge back to its cycle's header that no thread
takes (``br i1 false``), which makes the block part of the cycle (the header
dominates it: the cycle stays reducible), so its operation converges per iteration,
and changes nothing else (every thread takes the same path, computes
the same values, performs the same memory accesses and events). A violation whose
*after* shows exactly this reading's behaviours (each refines the other) is reported
inconclusive (``fuzzfarm.refinement.check``), never as a bug; any other stands, in
particular a fold that is right only because the reading makes a value poison (a
readlane of a lane that left in another iteration: LLVM's fixes of such folds keep the
converged reading, tests/data/llvmbugs c31 and c33).
"""

from __future__ import annotations

from collections.abc import Callable

from fuzzfarm.analysis.cycles import Cycle, compute_cycles
from fuzzfarm.analysis.dominators import dominator_tree, post_dominator_tree
from fuzzfarm.analysis.static_rules import is_convergent_call
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Poison, clone_function
from fuzzfarm.ir.types import I1, VOID
from fuzzfarm.transforms.inline import has_uncontrolled, uses_tokens

#: Why a violation matched by :func:`exits_in_iteration`'s reading is undecided.
ITERATION_EXITS = (
    "after differs from before only where an uncontrolled convergent operation in a block "
    "a loop's exits reach converges across iterations (temporal divergence): read as part of "
    "the exiting iteration, as its source usually meant and LLVM's SimplifyCFG makes it, before "
    "shows exactly after's behaviours; seed 000 leaves uncontrolled convergence under-specified")


def exits_in_iteration(fn: Function) -> Function | None:
    """A copy of kernel ``fn`` whose dedicated cycle exits holding an uncontrolled
    convergent call are part of the exiting iteration (module docstring), or None when
    ``fn`` has no such block (or uses convergence tokens, or is irreducible)."""
    module = fn.module
    if module is None or uses_tokens(fn) or not has_uncontrolled(fn, module):
        return None
    cycles = compute_cycles(fn)
    if not cycles.is_reducible:
        return None
    preds = fn.predecessors()
    dom, pdt = dominator_tree(fn), post_dominator_tree(fn)
    exits = [(b, c) for b in fn.blocks
             if (c := _exited(b, preds.get(b, []), cycles.cycle_of)) is not None]
    found: list[tuple[str, str]] = []
    for block in fn.blocks:
        if block.terminator.opcode not in ("br", "ret") or not any(
                is_convergent_call(i, module) and i.convergence_token is None
                for i in block.instructions):
            continue
        for exit_block, cycle in exits:  # the exit itself, or a block of its own region
            if block is exit_block or (dom.strictly_dominates(exit_block, block)
                                       and not pdt.dominates(block, exit_block)):
                found.append((block.name, cycle.header.name))
                break
    if not found:
        return None
    copy = clone_function(fn)
    for name, header in found:
        _join_iteration(copy, copy.block(name), copy.block(header))
    return copy


def _exited(block: Block, preds: list[Block],
            cycle_of: Callable[[Block], Cycle | None]) -> Cycle | None:
    """The innermost cycle that holds every predecessor of ``block`` but not ``block``
    (``block`` is then a dedicated exit of it), if any."""
    if not preds:
        return None
    cycle = cycle_of(preds[0])
    while cycle is not None and cycle.contains(block):
        cycle = cycle.parent
    if cycle is None or not all(cycle.contains(p) for p in preds):
        return None
    return cycle


def _join_iteration(fn: Function, block: Block, header: Block) -> None:
    """Give ``block`` a never-taken edge to ``header`` (its phis get poison from it)."""
    term = block.terminator
    if term.opcode == "br" and not term.operands:
        exit_to = term.blocks[0]
    else:  # a ret: moved into a block of its own, reached on the edge that is taken
        exit_to = fn.add_block(f"{block.name}.ret")
        block.instructions.remove(term)
        exit_to.append(term)
        term = Instruction("br", VOID)
        block.append(term)
    term.operands = [ConstInt(I1, 0)]
    term.blocks = [header, exit_to]
    for phi in header.phis:
        phi.operands.append(Poison(phi.type))
        phi.blocks.append(block)
