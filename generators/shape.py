"""The program *shape*: a CFG whose blocks carry plans for the filler.

Generation runs in two phases. The builders (:mod:`generators.structured`,
:mod:`generators.unstructured`) lay out blocks and terminators and attach a
:class:`BlockMeta` to every block saying what should go in it (operation slots,
how a branch condition is computed, loop counters). The filler
(:mod:`generators.fill`) then visits the blocks in reverse post-order with the
dominator tree at hand and materialises instructions, so every operand is
picked from values that dominate its use: SSA validity holds by construction
whatever the CFG looks like, gotos and irreducible cycles included.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol

from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction
from fuzzfarm.ir.types import I1, I32
from generators.features import Size

#: Stands for a branch condition until the filler computes the real one.
PLACEHOLDER_I1 = ConstInt(I1, 1)
PLACEHOLDER_I32 = ConstInt(I32, 0)


@dataclass(eq=False)
class Shared:
    """Operand choices shared by slots in different blocks (the same op on both sides).

    The first slot filled picks operands from ``scope``'s dominating values and
    stores them in ``values``; the others reuse them, so both copies are
    textually identical: exactly what hoisting, sinking and tail merging look for.
    """

    scope: Block
    values: list[Any] | None = None


@dataclass
class Slot:
    """One planned operation: ``kind`` is ``op`` (arithmetic), ``conv`` (a convergent
    operation, ``name`` fixing which), ``store``, ``load`` or ``anchor``; the bait
    kinds: ``conv_split``
    (one whose lane-varying result is observed, per iteration in a loop header or the
    unrolling bait's body),
    ``conv_quiet`` (never stored, safe operands), ``tail`` (a shared convergent op and
    an identical store of its result), ``spec_phi`` (a join phi of ``shared.scope``'s
    last convergent result, stored), ``anchor_pair`` (an anchor, a stored user and a
    user carried to ``shared.scope``) and ``carry`` (store the carried user)."""

    kind: str
    name: str | None = None
    shared: Shared | None = None


@dataclass
class Cond:
    """How to compute a branch condition (or a switch value).

    ``kind``: ``lane``, ``arg``, ``uniform``, ``value`` (plain divergence sources),
    ``elect``, ``ballot``, ``broadcast`` (convergent results), ``flag`` (an ``i1``
    phi with constants on some edges: jump-threading bait), ``loop`` (the loop
    counter test of ``loop``), ``irr`` (the counter test of an irreducible part),
    ``switch`` (an ``i32`` switch value).
    """

    kind: str
    loop: LoopMeta | None = None
    irr: IrrMeta | None = None
    consts: dict[Block, bool] = field(default_factory=dict)
    negate: bool = False
    part: int = 0


@dataclass(eq=False)
class LoopMeta:
    """A structured loop. The counter phi in ``header`` starts at 0 and the latch adds 1;
    the test ``i < bound`` (in the header, or in the latch for do-while) bounds the trip
    count by construction. ``extra`` adds a data-dependent test that can only shorten it:
    ``arg`` (the per-lane ``%n``) or ``uniform`` (the ``inreg`` ``%m``)."""

    index: int
    kind: str
    header: Block
    latch: Block
    exit: Block
    bound: int
    extra: str | None
    heartless: bool = False
    counter: Instruction | None = None
    counter_next: Instruction | None = None
    heart: Instruction | None = None
    breaks: list[Block] = field(default_factory=list)
    trip: Instruction | None = None  # ``min(%n, bound)`` when ``extra`` is ``lane_min``


@dataclass(eq=False)
class IrrMeta:
    """A two-entry (irreducible) cycle: parts ``starts[k]``..``ends[k]``, each with its own
    counter phi; each part's end increments its counter and passes it to the other part,
    so any walk around the cycle increases the counter and leaves at ``bound``."""

    index: int
    starts: list[Block]
    ends: list[Block]
    exit: Block
    bound: int
    counters: list[Instruction | None] = field(default_factory=lambda: [None, None])
    nexts: list[Instruction | None] = field(default_factory=lambda: [None, None])


@dataclass
class BlockMeta:
    """What the filler should put in one block."""

    plan: list[Slot] = field(default_factory=list)
    cond: Cond | None = None
    header_of: LoopMeta | None = None
    latch_of: LoopMeta | None = None
    body_of: LoopMeta | None = None  # the first body block of the unrolling bait's loop
    local_tokens: bool = False
    mirror: Block | None = None
    scope: Block | None = None
    tags: list[str] = field(default_factory=list)
    no_phi: bool = False  # no random phis (tail-merge bait: the incoming values must agree)
    #: its values are used only in it (the flag join: a jump threading copies it only when
    #: no value escapes to a block the copy would not dominate)
    private: bool = False
    trips: list[LoopMeta] = field(default_factory=list)  # loops whose trip bound this block computes


@dataclass
class Shape:
    """A function under construction plus the plans of its blocks."""

    fn: Function
    meta: dict[Block, BlockMeta] = field(default_factory=dict)
    loops: list[LoopMeta] = field(default_factory=list)
    irrs: list[IrrMeta] = field(default_factory=list)
    info: dict[str, Any] = field(default_factory=dict)

    def tag(self, block: Block, *tags: str) -> None:
        self.meta[block].tags.extend(tags)

    def prune_unreachable(self) -> None:
        """Drop blocks the entry cannot reach (labels no goto used, joins after dead arms)."""
        seen = {self.fn.entry}
        stack = [self.fn.entry]
        while stack:
            for s in stack.pop().successors:
                if s not in seen:
                    seen.add(s)
                    stack.append(s)
        self.fn.blocks = [b for b in self.fn.blocks if b in seen]
        self.meta = {b: m for b, m in self.meta.items() if b in seen}


@dataclass(frozen=True)
class LoopCtx:
    """Where ``break`` and ``continue`` go; ``meta`` is None inside an irreducible cycle."""

    meta: LoopMeta | None
    exit: Block
    cont: Block | None


@dataclass(eq=False)
class Label:
    """A forward goto target placed after statement ``pos`` of an enclosing sequence."""

    pos: int
    block: Block | None = None


@dataclass(frozen=True)
class Ctx:
    """Where a statement is built: nesting depth, innermost loop, goto labels in reach,
    and whether it is inside an irreducible cycle (no loops there; local tokens only).
    ``falls``: the sequence must fall through (no ``if (c) break; else break;`` out of
    ``loop``), so the block after it gets an edge from it (the jump-threading bait's arm).
    ``sealed``: a loop only its header's test may leave."""

    depth: int = 0
    loop: LoopCtx | None = None
    labels: tuple[Label, ...] = ()
    in_irr: bool = False
    falls: bool = False
    #: the unrolling bait's loop, which nothing in it may leave but its header's test (a
    #: break, return or goto out makes a second exiting block, which no unroll handles)
    sealed: LoopMeta | None = None


class Building(Protocol):
    """What the statement generators (:mod:`generators.bait`, :mod:`generators.unstructured`)
    ask of the builder that calls them (:class:`generators.structured.Builder`): they
    depend on this, not on the builder, so the modules form no import circle."""

    rng: random.Random
    shape: Shape
    size: Size
    controlled: bool

    def block(self, stem: str, ctx: Ctx | None = None) -> Block: ...
    def meta(self, b: Block) -> BlockMeta: ...
    def jump(self, src: Block, dst: Block) -> None: ...
    def branch(self, src: Block, cond: Cond, t: Block, f: Block) -> None: ...
    def chance(self, p: float) -> bool: ...
    def cond(self, ctx: Ctx, divergent: bool = False) -> Cond: ...
    def conv_name(self) -> str: ...
    def seq(self, cur: Block, ctx: Ctx, top: bool = False) -> Block | None: ...
    def deeper(self, ctx: Ctx) -> Ctx: ...
