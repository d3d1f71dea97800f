"""The CFG edges a kernel's runs took, read from their execution records.

The ipdom model reconverges at post-dominators over the edges a thread *can* take as our
static reading sees them (SEMANTICS.md, "ipdom", rules 1-3); an edge that LLVM proves
dead by an analysis we lack (ranges, SCEV) stays in that reading. A violation is
re-checked over the edges some run took instead (rule 4,
:mod:`fuzzfarm.refinement.untaken_edges`), which this module reads back from the runs: a
thread's record holds one ``block`` instance per block it entered, in order, labelled
with the block's name and, in a called function, ``@`` and the function's name
(:func:`~oracles.reference.models.function_suffix`), so two consecutive instances of one
function's blocks in one invocation are an edge of that function's CFG.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.model import Block, Function
from oracles.reference.models import function_suffix
from oracles.reference.record import ExecutionRecord


def taken_edges(kernel: Function, records: Iterable[ExecutionRecord]) -> frozenset[tuple[Block, Block]]:
    """Every edge (block, successor) some thread of ``records`` (runs of ``kernel``) took,
    in the kernel and in the functions it calls.

    Per function, the block a thread last entered is the source of the next one's edge;
    entering a function's entry block starts a new invocation (no edge leads into an entry
    block), so a second call does not join the first call's return to its entry."""
    return frozenset((came, block) for thread in walks(kernel, records)
                     for came, block in thread if came is not None)


def walks(kernel: Function, records: Iterable[ExecutionRecord],
          ) -> Iterator[list[tuple[Block | None, Block]]]:
    """For each thread of ``records`` (runs of ``kernel``), every block it entered in the
    kernel and the functions it calls, in order, each with the block of the same function
    it came from: None where an invocation starts (its entry block). A called function's
    blocks between two of the caller's do not part them (:func:`taken_edges`, and a loop's
    iterations per visit in :func:`fuzzfarm.refinement.peeled.iterations`)."""
    names = _labels(kernel)
    for record in records:
        for thread in record.threads:
            last: dict[Function, Block] = {}
            out: list[tuple[Block | None, Block]] = []
            for inst in thread:
                found = names.get(inst.label) if inst.kind == "block" else None
                if found is None:
                    continue
                f, block = found
                out.append((None if block is f.entry else last.get(f), block))
                last[f] = block
            yield out


def threads_entering(kernel: Function, records: Iterable[ExecutionRecord]) -> dict[Block, int]:
    """For each block of ``kernel`` and its callees that some thread of ``records``
    entered, the most threads of one record that entered it (a ``switch`` at most one
    thread of a run reaches parts nobody: :mod:`fuzzfarm.refinement.switches`)."""
    names = _labels(kernel)
    most: dict[Block, int] = {}
    for record in records:
        counts: dict[Block, int] = {}
        for thread in record.threads:
            entered = {names[inst.label][1] for inst in thread
                       if inst.kind == "block" and inst.label in names}
            for block in entered:
                counts[block] = counts.get(block, 0) + 1
        for block, n in counts.items():
            most[block] = max(most.get(block, 0), n)
    return most


def _labels(kernel: Function) -> dict[str, tuple[Function, Block]]:
    """Each block's record label (its name, ``@`` and the function's outside the kernel)."""
    names: dict[str, tuple[Function, Block]] = {}
    for f in reachable_functions(kernel):
        suffix = function_suffix(kernel, f)
        names.update((b.name + suffix, (f, b)) for b in f.blocks)
    return names
