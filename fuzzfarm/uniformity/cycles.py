"""Cycle exits as claims: what LLVM's report says about cycles, checked on executions.

Seed 003, "Temporal Divergence": "When a divergent branch occurs inside a cycle, it is
possible that a diverged path continues to an exit of the cycle. This is called a
divergent cycle exit"; threads converged inside the cycle then leave it "after
executing the header a different number of times (informally, on different iterations
of the cycle)". LLVM's report lists such cycles (``CYCLES WITH DIVERGENT EXIT:``, one
``depth=D: entries(H ...) B ...`` line each; irreducible ones it gave up on under
``CYCLES ASSSUMED DIVERGENT:``). It lists only the *outermost* cycle a divergent exit
leaves (a break out of two nested loops lists the outer one), so a cycle is claimed to
have uniform exits exactly when neither it nor a cycle containing it is listed; a
listed cycle is claimed divergent; a cycle inside a listed one gets no claim.

Such a claim is what a deleted line of that section (a lying analysis) says, and what
the report's value marks rest on: without it, a lie about a cycle held on every run.
It is refuted by a run in which two threads execute *converged* instances of the
cycle's header (seed 003's maximal converged-with relation: the same iteration) and
then leave the cycle after different numbers of further header instances. Threads
leaving in the same iteration by different exits refute nothing (their values outside
the cycle come from converged instances). The cycles are those of LLVM's own hierarchy
(:func:`~fuzzfarm.analysis.cycles.llvm_order`, its DFS: not our natural one). A cycle
that is reducible inside reducible ones is the same, with the same header, in every
hierarchy, and is checked under each one the checker runs; one that is irreducible or
inside an irreducible one (seed 003, "Irreducibility and Uniformity": its header, and so
its iterations and the maximal converged-with relation of its header's instances, is
the DFS's choice) only in runs whose hierarchy has it, and every cycle around it, with
LLVM's headers: the checker runs LLVM's hierarchy on every schedule for them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fuzzfarm.analysis.cycles import Cycle, CycleInfo, chosen_order, compute_cycles, llvm_order
from fuzzfarm.ir.model import Block, Function

if TYPE_CHECKING:
    from fuzzfarm.schedule import Choices
    from oracles.reference.record import ExecutionRecord, Instance

_CYCLE_LINE = re.compile(r"^depth=\d+:\s*entries\((?P<entries>[^)]*)\)(?P<rest>.*)$")


def reported_blocks(line: str) -> frozenset[str] | None:
    """The block names of one cycle line of the report (``depth=1: entries(H) L B``),
    or None when the line is no cycle (later LLVMs may print more)."""
    m = _CYCLE_LINE.match(line.strip())
    if m is None:
        return None
    return frozenset(n.strip('%"') for n in (m["entries"] + " " + m["rest"]).split())


def reported_header(line: str) -> str | None:
    """The header a cycle line names: the first of its ``entries(...)`` (LLVM prints the
    header first, then the cycle's other entries), or None when the line is no cycle."""
    m = _CYCLE_LINE.match(line.strip())
    return m["entries"].split()[0].strip('%"') if m is not None and m["entries"].split() else None


def cycle_verdicts(fn: Function, listed: Sequence[str]) -> list[tuple[Cycle, bool]]:
    """(cycle, claimed uniform exit) for every cycle of ``fn`` in LLVM's hierarchy (its DFS
    order, :func:`~fuzzfarm.analysis.cycles.llvm_order`: opt-19 heads a region entered at
    %a or %b by %b, our natural order by %a, and then ours has a cycle {b c} inside it
    that opt-19's has not) that the report's ``listed`` cycle lines make a claim about
    (module docstring). A cycle inside an irreducible region is claimed too: the report
    speaks of LLVM's hierarchy, and :func:`departures` checks it only in runs of that
    hierarchy (before, such a cycle got no claim, so a lie deleting its line held).

    A line lists a cycle when it names that cycle's blocks *and its header* (the first
    entry): LLVM prints its own hierarchy's cycles only. A line naming no cycle of the
    hierarchy (a block added to a cycle's line, another header given, a block left out)
    lists nothing, and the cycle it garbles is claimed uniform like any unlisted one; a
    line with a foreign block made every cycle inside the set it named unclaimed, so the
    lie held."""
    named = [(s, reported_header(line)) for line in listed if (s := reported_blocks(line)) is not None]
    out = []
    hierarchy = compute_cycles(fn, llvm_order).all_cycles()
    real = [(frozenset(b.name for b in c.blocks), c.header.name) for c in hierarchy]
    sets = [s for s, header in named if (s, header) in real]
    for c in hierarchy:
        names = frozenset(b.name for b in c.blocks)
        if names in sets:
            out.append((c, False))
        elif not any(names <= s for s in sets):
            out.append((c, True))
    return out


def needs_llvm_hierarchy(fn: Function, blocks: frozenset[str]) -> bool:
    """Is the cycle of ``blocks`` in LLVM's hierarchy one that some other DFS order does
    not build (so its claim is checked in runs of LLVM's hierarchy only)?"""
    cycle = _named(compute_cycles(fn, llvm_order), blocks)
    return cycle is not None and not _same_in_every_hierarchy(cycle)


def _named(info: CycleInfo, blocks: frozenset[str]) -> Cycle | None:
    return next((c for c in info.all_cycles() if frozenset(b.name for b in c.blocks) == blocks), None)


def _chain(c: Cycle | None) -> list[tuple[frozenset[str], str]]:
    """(blocks, header) of ``c`` and of every cycle around it, innermost first."""
    out = []
    while c is not None:
        out.append((frozenset(b.name for b in c.blocks), c.header.name))
        c = c.parent
    return out


def _same_in_every_hierarchy(c: Cycle) -> bool:
    """Do ``c`` and the cycles around it have the same blocks and headers whichever DFS
    order builds the hierarchy? So they do when each is reducible (its header is its
    one entry). An irreducible one's iterations are counted by the header its order
    picks: opt-19 heads a region entered at %b or %a by %b, and when a lane-dependent
    inner loop at %a sends the lanes back to %b after different numbers of turns, they
    leave the region after as many instances of %b, but not of %a (a cycle claim checked
    under our natural order's header %a was refuted on opt-19's real, true report)."""
    while c is not None:
        if not c.is_reducible:
            return False
        c = c.parent
    return True


def cycle_text(blocks: Sequence[Block], header: Block) -> str:
    """``%H (%H %L %B)``: the cycle's header, then its blocks in function order."""
    return f"%{header.name} ({' '.join('%' + b.name for b in blocks)})"


@dataclass(frozen=True)
class Departure:
    """How a thread left the cycle after a header instance: what a witness shows."""

    iterations: int  # header instances after this one before leaving
    exit: str  # the block it left to

    def __str__(self) -> str:
        return f"leaves to %{self.exit} after {self.iterations} more iteration(s)"


def departures(record: ExecutionRecord, fn: Function, blocks: frozenset[str], choices: Choices,
               suffix: str) -> Iterator[tuple[Instance, Instance, Departure, Departure]]:
    """Pairs of converged header instances of the cycle of ``fn`` made of ``blocks`` whose
    threads left it after different numbers of header instances (none when the run's
    hierarchy, ``choices``' DFS order, has no cycle of exactly these blocks, or, for one
    not in every hierarchy, not LLVM's headers for it and the cycles around it). ``suffix``:
    what the record appends to ``fn``'s block names (``@f`` in a called function)."""
    info = compute_cycles(fn, chosen_order(fn, choices.dfs_seed, choices.dfs_order))
    cycle = _named(info, blocks)
    if cycle is None:
        return
    if not _same_in_every_hierarchy(cycle) \
            and _chain(cycle) != _chain(_named(compute_cycles(fn, llvm_order), blocks)):
        return  # its iterations and its header's convergence are LLVM's under LLVM's headers only
    header = cycle.header.name + suffix
    inside = {n + suffix for n in blocks}
    own = {b.name + suffix for b in fn.blocks}
    first: dict[object, tuple[Instance, Departure]] = {}
    for lane in record.lanes:
        seq = [i for i in record.instances(lane) if i.kind == "block" and i.label in own]
        for inst, left in _header_departures(seq, inside, header):
            seen = first.setdefault(inst.key, (inst, left))
            if seen[1].iterations != left.iterations:
                yield seen[0], inst, seen[1], left
                return


def _header_departures(seq: Sequence[Instance], inside: set[str],
                       header: str) -> Iterator[tuple[Instance, Departure]]:
    """Each header instance of ``seq`` (one thread's block instances of one function) with
    how the thread left the cycle afterwards; none for a stay the record does not end."""
    stay: list[Instance] = []
    for inst in seq:
        if inst.label in inside:
            if inst.label == header:
                stay.append(inst)
            continue
        for k, h in enumerate(stay):
            yield h, Departure(len(stay) - 1 - k, inst.label.split("@", 1)[0])
        stay = []
