"""Convergence tokens, their uses, cycle hearts and convergence regions.

Seed 000 ("Static Rules", "Convergence Regions"): the convergence region of a
token T defined by D is "the minimal region in which T is live and used, i.e.
the set of program points dominated by D from which a use of T can be
reached". We compute it at instruction granularity: a *point* is
``(block, index)``, the instruction at that position. A point belongs to the
region when it is strictly dominated by D and a use of T is reachable from it
without passing through D again (T is live there: a path through D would reach
a *new* value of T). D itself is not in its own region, every use is.

Because the definition dominates every use in a well-formed (SSA) program, the
points found by walking backwards from the uses up to D are exactly those
dominated by D; the dominance filter is kept anyway so that the region stays the
seed's set even for ill-formed input, which the static checker must describe.
Points in blocks no thread can reach (unreachable from the entry) are never in
a region.

Cycle *hearts* (seed 000, "Cycle Hearts"): a call to
``llvm.experimental.convergence.loop`` inside a cycle C whose token operand is
defined outside C is a heart of C.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.cycles import Cycle, CycleInfo
from fuzzfarm.analysis.dominators import DomTree, dominator_tree
from fuzzfarm.ir import conventions
from fuzzfarm.ir.model import Block, Function, Instruction, Value
from fuzzfarm.ir.types import TokenType

#: A program point: the instruction at ``index`` in ``block``.
Point = tuple[Block, int]

CONVERGENCECTRL = "convergencectrl"

_KIND = {
    conventions.ENTRY: "entry",
    conventions.ANCHOR: "anchor",
    conventions.LOOP: "loop",
}


def intrinsic_kind(inst: Instruction) -> str | None:
    """``"entry"``, ``"anchor"`` or ``"loop"`` for a convergence intrinsic call, else None."""
    if inst.opcode != "call":
        return None
    return _KIND.get(inst.callee or "")


def instruction_text(inst: Instruction) -> str:
    """The instruction as LLVM would print it (one line, no block)."""
    from fuzzfarm.ir.printer import print_instruction  # lazy: keep analysis import-light

    try:
        return print_instruction(inst)
    except (TypeError, ValueError, KeyError):  # an ill-formed instruction still gets a name
        return repr(inst)


def format_instruction(inst: Instruction) -> str:
    """The instruction prefixed by its block, ``%B: call ...``: how violations cite code."""
    where = f"%{inst.parent.name}" if inst.parent is not None else "<detached>"
    return f"{where}: {instruction_text(inst)}"


def locate(inst: Instruction) -> Point:
    """The point of ``inst``; an instruction detached from any block has none."""
    block = inst.parent
    if block is None:
        raise ValueError(f"{inst!r} is not in a block")
    for i, other in enumerate(block.instructions):
        if other is inst:
            return (block, i)
    raise ValueError(f"{inst!r} is not in its parent block %{block.name}")


def bundle_tokens(inst: Instruction) -> list[Value]:
    """Every input of every ``convergencectrl`` bundle of ``inst`` (normally zero or one)."""
    return [v for b in inst.bundles if b.tag == CONVERGENCECTRL for v in b.inputs]


def token_definitions(fn: Function) -> list[Instruction]:
    """Instructions producing a ``token`` value, in block order.

    Normally the convergence intrinsic calls; a token-typed phi (which LLVM
    rejects) is included so that its misuse can be reported.
    """
    return [i for i in fn.instructions() if isinstance(i.type, TokenType)]


def token_uses(fn: Function, token: Value) -> list[Instruction]:
    """The instructions whose ``convergencectrl`` bundle names ``token``, in block order."""
    return [i for i in fn.instructions() if any(v is token for v in bundle_tokens(i))]


def all_token_uses(fn: Function) -> dict[Instruction, list[Instruction]]:
    """For each token definition of ``fn``, its bundle uses (possibly none)."""
    uses: dict[Instruction, list[Instruction]] = {d: [] for d in token_definitions(fn)}
    for inst in fn.instructions():
        for v in bundle_tokens(inst):
            if isinstance(v, Instruction) and v in uses and inst not in uses[v]:
                uses[v].append(inst)
    return uses


class InstructionDominance:
    """Dominance between instructions, on top of the block dominator tree.

    Unreachable blocks follow LLVM: every instruction there is dominated by
    everything (no thread executes it, so SSA places no constraint on it).
    """

    def __init__(self, fn: Function, domtree: DomTree | None = None) -> None:
        self.function = fn
        self.domtree = domtree if domtree is not None else dominator_tree(fn)

    def is_reachable(self, block: Block) -> bool:
        return block in self.domtree.idom

    def dominates_point(self, inst: Instruction, point: Point) -> bool:
        """True when ``inst`` strictly precedes ``point`` on every path from the entry."""
        block, index = point
        if not self.is_reachable(block):
            return True
        d_block, d_index = locate(inst)
        if d_block is block:
            return d_index < index
        return self.domtree.dominates(d_block, block)

    def dominates(self, a: Instruction, b: Instruction) -> bool:
        """Strict SSA dominance: the value of ``a`` is available at ``b``."""
        return self.dominates_point(a, locate(b))


@dataclass(eq=False)
class ConvergenceRegion:
    """The convergence region of the token defined by ``definition``.

    Held as one span of instruction indices per block (``spans``): a region can
    cover most of a large function, and nested tokens nest their regions, so
    per-point sets would make describing N nested loops cost N^2 points.
    """

    definition: Instruction
    uses: list[Instruction]
    spans: dict[Block, tuple[int, int]]  # block -> (first, last) index of the region's points

    @property
    def points(self) -> frozenset[Point]:
        return frozenset((b, i) for b, (lo, hi) in self.spans.items() for i in range(lo, hi + 1))

    def contains(self, inst: Instruction) -> bool:
        if inst.parent is None or inst.parent not in self.spans:
            return False
        lo, hi = self.spans[inst.parent]
        return lo <= locate(inst)[1] <= hi

    def blocks(self) -> list[Block]:
        """Blocks with at least one point of the region, in function order."""
        fn = self.definition.parent.parent if self.definition.parent else None
        order = fn.blocks if fn is not None else sorted(self.spans, key=lambda b: b.name)
        return [b for b in order if b in self.spans]

    def ranges(self) -> list[tuple[Block, int, int]]:
        """Per block, the first and last index of the region's points.

        Each block contributes one contiguous range: a point reaching a use
        makes the point before it reach it too, except at D itself, and the
        points before D in D's block are not dominated by D.
        """
        return [(b, *self.spans[b]) for b in self.blocks()]

    def describe(self) -> str:
        """A few readable lines: the definition, its uses and the region block by block."""
        d = self.definition
        head = f"token {_name(d)} ({intrinsic_kind(d) or d.opcode} in %{_block_name(d)})"
        if not self.uses:
            return head + ": no uses, empty region"
        uses = ", ".join(_short(u) for u in self.uses)
        lines = [f"{head}, used by {uses}; region:"]
        for b, lo, hi in self.ranges():
            n = len(b.instructions)
            if lo == 0 and hi == n - 1:
                span = f"whole block ({n} instruction{'s' if n > 1 else ''})"
            elif lo == hi:
                span = f"#{lo} only ({_short(b.instructions[lo])})"
            else:
                span = (
                    f"#{lo}..#{hi} ({_short(b.instructions[lo])} .. {_short(b.instructions[hi])})"
                )
            lines.append(f"  %{b.name}: {span}")
        return "\n".join(lines)


def _name(inst: Instruction) -> str:
    return "%" + inst.name if inst.name else f"<unnamed {inst.opcode}>"


def _block_name(inst: Instruction) -> str:
    return inst.parent.name if inst.parent is not None else "?"


def _short(inst: Instruction) -> str:
    """A short handle for an instruction: its name, or the callee / opcode."""
    if inst.name:
        return "%" + inst.name
    if inst.opcode == "call":
        return f"call @{inst.callee}"
    return inst.opcode


def convergence_region(
    fn: Function,
    definition: Instruction,
    dominance: InstructionDominance | None = None,
    uses: list[Instruction] | None = None,
    preds: dict[Block, list[Block]] | None = None,
) -> ConvergenceRegion:
    """The region of the token defined by ``definition`` (see the module docstring).

    A backward walk from the uses, never stepping onto or past the definition,
    done a block at a time: walking back from index ``i`` of a block reaches
    every point above it down to index 0 (and then the last point of every
    predecessor), or down to just after the definition in its own block. So a
    block is entered from its end at most once, and the region's points are the
    span from the lowest to the highest index reached in each block (in the
    definition's block only those after it: the points before it are not
    dominated by it). Linear in the blocks and edges the region covers.
    """
    dom = dominance if dominance is not None else InstructionDominance(fn)
    if uses is None:
        uses = token_uses(fn, definition)
    if preds is None:
        preds = fn.predecessors()
    d_block, d_index = locate(definition)
    high: dict[Block, int] = {}  # highest index reached per block
    low: dict[Block, int] = {}  # lowest index reached per block
    entered: set[Block] = set()  # blocks whose walk continued into their predecessors
    work: list[Point] = []
    for u in uses:
        p = locate(u)
        if p != (d_block, d_index) and dom.is_reachable(p[0]):
            work.append(p)
    while work:
        block, index = work.pop()
        if block is d_block and index == d_index:
            continue  # the definition itself (it ends its block only in ill-formed input)
        stop = d_index + 1 if block is d_block and index > d_index else 0
        if index > high.get(block, -1):
            high[block] = index
        if stop < low.get(block, index + 1):
            low[block] = stop
        if stop == 0 and block not in entered:
            entered.add(block)
            work.extend((pb, len(pb.instructions) - 1) for pb in preds[block]
                        if pb.instructions and dom.is_reachable(pb))
    spans: dict[Block, tuple[int, int]] = {}
    for block, hi in high.items():
        if block is d_block:
            lo = max(low[block], d_index + 1)
            if lo <= hi:
                spans[block] = (lo, hi)
        elif dom.domtree.dominates(d_block, block):
            spans[block] = (low[block], hi)
    return ConvergenceRegion(definition, list(uses), spans)


def convergence_regions(
    fn: Function, dominance: InstructionDominance | None = None
) -> dict[Instruction, ConvergenceRegion]:
    """The region of every token definition of ``fn`` that is in a block."""
    dom = dominance if dominance is not None else InstructionDominance(fn)
    preds = fn.predecessors()
    return {
        d: convergence_region(fn, d, dom, uses, preds)
        for d, uses in all_token_uses(fn).items()
        if d.parent is not None
    }


def hearts_of(cycle: Cycle) -> list[Instruction]:
    """The hearts of ``cycle`` in block order (seed 000, "Cycle Hearts").

    A heart of C is a loop intrinsic call in C whose token operand is defined
    outside C. A token that is not an instruction of the function (``none``)
    has no definition, so it is never "defined outside": such a call is no heart.
    """
    fn = cycle.header.parent
    blocks = fn.blocks if fn is not None else list(cycle.blocks)
    hearts: list[Instruction] = []
    for block in blocks:
        if block not in cycle.blocks:
            continue
        for inst in block.instructions:
            if intrinsic_kind(inst) != "loop":
                continue
            tokens = bundle_tokens(inst)
            if (
                tokens
                and isinstance(tokens[0], Instruction)
                and tokens[0].parent is not None
                and tokens[0].parent not in cycle.blocks
            ):
                hearts.append(inst)
    return hearts


def cycle_hearts(info: CycleInfo) -> dict[Cycle, list[Instruction]]:
    """For every cycle of ``info`` (parents first), its hearts."""
    return {cycle: hearts_of(cycle) for cycle in info.all_cycles()}


def heart(cycle: Cycle) -> Instruction | None:
    """The heart of ``cycle``, or None; ValueError if it has several (an ill-formed program)."""
    hearts = hearts_of(cycle)
    if len(hearts) > 1:
        names = ", ".join(_short(h) for h in hearts)
        raise ValueError(f"cycle headed by %{cycle.header.name} has several hearts: {names}")
    return hearts[0] if hearts else None
