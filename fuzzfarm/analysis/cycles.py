"""The cycle hierarchy, as LLVM's GenericCycleInfo defines it.

A *cycle* is a maximal strongly connected region found by a depth-first search
(seed 003, "Cycles"): its *header* is the first of its blocks the DFS visits,
its *entries* are the blocks with a predecessor outside it (several entries make
it irreducible), and cycles nest. Irreducible control flow has several cycle
hierarchies, one per DFS order, and the maximal converged-with relation depends
on which one is chosen (seed 003, "Maximal Convergence"). So the order in which
the DFS visits successors is a parameter: it is one of the implementation
choices a thread schedule carries.

Construction (our own reading of the published algorithm): number blocks in DFS
preorder; visit candidate headers in reverse preorder; a candidate with a
predecessor that is its DFS descendant closes a cycle, which is collected by a
backward walk restricted to the candidate's DFS subtree; cycles found earlier
that the walk meets become children.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import DfsOrder

SuccessorOrder = Callable[[Block], list[Block]]


@dataclass(eq=False)
class Cycle:
    """One cycle: header, all entries (header first) and every block (children included)."""

    header: Block
    entries: list[Block]
    blocks: set[Block] = field(default_factory=set)
    parent: Cycle | None = None
    children: list[Cycle] = field(default_factory=list)

    @property
    def is_reducible(self) -> bool:
        return len(self.entries) == 1

    @property
    def depth(self) -> int:
        d, c = 1, self.parent
        while c is not None:
            d, c = d + 1, c.parent
        return d

    def contains(self, block: Block) -> bool:
        return block in self.blocks

    def exits(self) -> list[Block]:
        """Blocks outside the cycle reached by an edge from inside it."""
        out: list[Block] = []
        for b in self.blocks:
            for s in b.successors:
                if s not in self.blocks and s not in out:
                    out.append(s)
        return out

    def __repr__(self) -> str:
        names = ",".join(sorted(b.name for b in self.blocks))
        return f"<cycle header=%{self.header.name} blocks={{{names}}}>"


def natural_order(block: Block) -> list[Block]:
    """Successors in terminator order, duplicates removed."""
    out: list[Block] = []
    for s in block.successors:
        if s not in out:
            out.append(s)
    return out


def llvm_order(block: Block) -> list[Block]:
    """Successors in the order LLVM's ``GenericCycleInfo`` visits them: it pushes a
    block's successors onto its traversal stack and pops the last first, so its DFS
    takes them in reverse terminator order (a repeated successor where it last occurs).
    Its cycle hierarchy, the one its uniformity analysis and report speak of, is
    ``compute_cycles(fn, llvm_order)`` (the same as opt-19's ``print<cycles>`` on
    generated irreducible kernels: it heads a region entered at %a or %b by %b)."""
    out: list[Block] = []
    for s in reversed(block.successors):
        if s not in out:
            out.append(s)
    return out


def llvm_dfs_order(fns: Sequence[Function]) -> DfsOrder:
    """:func:`llvm_order` as a schedule's explicit choices (``Choices.dfs_order``) for
    the functions ``fns``: a run under it has LLVM's cycle hierarchy, and so does its replay."""
    return tuple((f.name, b.name, tuple(s.name for s in llvm_order(b)))
                 for f in fns for b in f.blocks if len(natural_order(b)) > 1)


def seeded_order(seed: int) -> SuccessorOrder:
    """A DFS successor order drawn from ``seed``; seed 0 is the natural order."""
    if seed == 0:
        return natural_order

    def order(block: Block) -> list[Block]:
        succs = natural_order(block)
        if len(succs) < 2:  # shuffling fewer draws nothing
            return succs
        return [succs[i] for i in _shuffled(seed, block.name, len(succs))]

    return order


def reordered(succs: list[Block], names: tuple[str, ...],
              name: Callable[[Block], str] = lambda b: b.name) -> list[Block]:
    """``succs`` with the ones named in ``names`` first, in that order; the rest after,
    in their given order (so a stale or partial list still orders every successor)."""
    rank = {n: i for i, n in enumerate(names)}
    return sorted(succs, key=lambda s: rank.get(name(s), len(rank)))


def chosen_order(fn: Function, dfs_seed: int, dfs_order: DfsOrder = ()) -> SuccessorOrder:
    """The DFS successor order a schedule's choices give ``fn``: ``dfs_seed``'s
    (:func:`seeded_order`), with the explicit orders ``dfs_order`` lists for ``fn``'s
    blocks over it (how a hierarchy of :mod:`fuzzfarm.analysis.hierarchies` replays)."""
    base = seeded_order(dfs_seed)
    table = {block: succs for f, block, succs in dfs_order if f == fn.name}
    if not table:
        return base

    def order(block: Block) -> list[Block]:
        names = table.get(block.name)
        return base(block) if names is None else reordered(base(block), names)

    return order


@functools.lru_cache(maxsize=1 << 16)
def _shuffled(seed: int, name: str, n: int) -> tuple[int, ...]:
    """The permutation ``Random(f"{seed}:{name}").shuffle`` makes of ``n`` items.

    A shuffle's swaps depend only on the generator and the length, never on the
    items, so the permutation is shared by every block of that name with that many
    successors; the hierarchy search asks for the same ones thousands of times, and
    seeding a generator costs more than the rest of the order."""
    perm = list(range(n))
    random.Random(f"{seed}:{name}").shuffle(perm)
    return tuple(perm)


@dataclass
class CycleInfo:
    """The cycle hierarchy of one function for one DFS order."""

    function: Function
    top_level: list[Cycle]
    innermost: dict[Block, Cycle]
    preorder: dict[Block, int]

    def cycle_of(self, block: Block) -> Cycle | None:
        """The innermost cycle containing ``block``."""
        return self.innermost.get(block)

    def cycles_containing(self, block: Block) -> list[Cycle]:
        """Every cycle containing ``block``, outermost first."""
        chain: list[Cycle] = []
        c = self.innermost.get(block)
        while c is not None:
            chain.append(c)
            c = c.parent
        chain.reverse()
        return chain

    def headers_around(self, block: Block) -> frozenset[Block]:
        """Headers of the cycles that contain ``block``."""
        return frozenset(c.header for c in self.cycles_containing(block))

    def header_names(self) -> dict[Block, tuple[str, ...]]:
        """For every block inside a cycle, the sorted names of the headers around it:
        :meth:`headers_around` for all blocks at once, one chain walk per cycle (what a
        hierarchy's maximal keys depend on, compared across many DFS orders)."""
        per_cycle: dict[Cycle, tuple[str, ...]] = {}
        for c in self.all_cycles():  # parents first: extend the parent's names
            above = per_cycle[c.parent] if c.parent is not None else ()
            per_cycle[c] = tuple(sorted((*above, c.header.name)))
        return {b: per_cycle[c] for b, c in self.innermost.items()}

    def all_cycles(self) -> list[Cycle]:
        """Every cycle, parents before children."""
        out: list[Cycle] = []
        stack = list(reversed(self.top_level))
        while stack:
            c = stack.pop()
            out.append(c)
            stack.extend(reversed(c.children))
        return out

    def is_header(self, block: Block) -> bool:
        return any(c.header is block for c in self.all_cycles())

    @property
    def is_reducible(self) -> bool:
        return all(c.is_reducible for c in self.all_cycles())

    def describe(self) -> str:
        """A readable outline of the hierarchy, one cycle per line."""
        lines: list[str] = []
        stack = [(c, 0) for c in reversed(self.top_level)]  # iterative: nesting may be deep
        while stack:
            c, indent = stack.pop()
            own = sorted(
                (b for b in c.blocks if self.innermost.get(b) is c), key=self.preorder.__getitem__
            )
            kind = "reducible" if c.is_reducible else "irreducible"
            entries = ", ".join("%" + e.name for e in c.entries)
            lines.append(
                "  " * indent
                + f"cycle header %{c.header.name} ({kind}; entries {entries}; "
                + "blocks "
                + ", ".join("%" + b.name for b in own)
                + ")"
            )
            stack.extend((child, indent + 1) for child in reversed(c.children))
        return "\n".join(lines) if lines else "no cycles"


def compute_cycles(fn: Function, order: SuccessorOrder = natural_order) -> CycleInfo:
    """Build the cycle hierarchy of ``fn``, visiting successors in ``order``."""
    preorder: dict[Block, int] = {}
    subtree_end: dict[Block, int] = {}
    counter = 0
    preorder[fn.entry] = counter
    counter += 1
    stack = [(fn.entry, iter(order(fn.entry)))]
    while stack:
        block, it = stack[-1]
        for s in it:
            if s not in preorder:
                preorder[s] = counter
                counter += 1
                stack.append((s, iter(order(s))))
                break
        else:
            stack.pop()
            subtree_end[block] = counter

    def is_descendant(ancestor: Block, b: Block) -> bool:
        return b in preorder and preorder[ancestor] <= preorder[b] < subtree_end[ancestor]

    preds = fn.predecessors()
    innermost: dict[Block, Cycle] = {}
    found: list[Cycle] = []

    def top_level_cycle(b: Block) -> Cycle | None:
        c = innermost.get(b)
        if c is None:
            return None
        while c.parent is not None:
            c = c.parent
        return c

    for header in reversed(list(preorder)):  # numbered in insertion order: reverse preorder
        lo, hi = preorder[header], subtree_end[header]
        # is_descendant(header, p), inlined: this scan runs for every block
        worklist = [p for p in preds[header] if lo <= preorder.get(p, -1) < hi]
        if not worklist:
            continue
        cycle = Cycle(header, [header], {header})
        innermost.setdefault(header, cycle)
        if innermost[header] is not cycle:
            # ``header`` already heads or sits in an inner cycle found earlier: impossible,
            # since blocks are visited in reverse preorder and a header is its cycle's first.
            raise AssertionError("cycle construction visited a header twice")

        def process_predecessors(
            b: Block, cycle: Cycle = cycle, header: Block = header, worklist: list[Block] = worklist
        ) -> None:
            is_entry = False
            for p in preds[b]:
                if is_descendant(header, p):
                    worklist.append(p)
                elif p in preorder:
                    is_entry = True
            if is_entry and b not in cycle.entries:
                cycle.entries.append(b)

        while worklist:
            b = worklist.pop()
            if b is header:
                continue
            outer = top_level_cycle(b)
            if outer is cycle:
                continue
            if outer is not None:
                outer.parent = cycle
                cycle.children.append(outer)
                cycle.blocks |= outer.blocks
                for e in outer.entries:
                    process_predecessors(e)
            else:
                innermost[b] = cycle
                cycle.blocks.add(b)
                process_predecessors(b)
        found.append(cycle)

    top_level = sorted((c for c in found if c.parent is None), key=lambda c: preorder[c.header])
    for c in found:
        c.children.sort(key=lambda ch: preorder[ch.header])
    return CycleInfo(fn, top_level, innermost, preorder)
