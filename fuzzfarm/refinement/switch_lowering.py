"""A ``switch`` lowered as a back end lowers it, for the ipdom re-check (SEMANTICS.md, "ipdom", rule 6).

No SIMT machine runs an n-way branch: a back end first turns a ``switch`` into
compares and conditional branches (:mod:`fuzzfarm.refinement.switches`), and the ipdom
stack then parts and rejoins lanes at those branches and their post-dominators. Each
:data:`LOWERINGS` entry is one such back end, applied to every divergent ``switch`` of a
kernel; all of them keep each value's successor (the program's meaning) and differ only
in where lanes part:

- ``tree``: LLVM's LowerSwitch (which AMDGPU runs before the structurizer): the cases
  sorted by signed value, runs of consecutive values with one successor merged into a
  range, a balanced search tree of ``icmp slt`` on the middle range's low end, each leaf
  one equality (or ``sub`` + ``icmp ule`` range) test against the default;
- ``ascending``, ``descending``: a chain of those leaf tests, one range after the other
  (SelectionDAG's lowering of a few clusters of equal weight tests them in a row; which
  comes first is its choice, so both orders).

The n-way reading itself (a jump table) is the model's own, checked first. Cases whose
successor is the default are dropped (their values reach the default either way).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from fuzzfarm.ir.model import (
    Block,
    ConstInt,
    Function,
    Instruction,
    Module,
    Value,
    clone_function,
)
from fuzzfarm.ir.types import I1, VOID, IntType


@dataclass(frozen=True)
class Range:
    """The values ``low..high`` (signed, inclusive) of a ``switch`` that go to ``dest``."""

    low: int
    high: int
    dest: Block


def ranges(term: Instruction) -> list[Range]:
    """The ``switch`` ``term``'s cases as ranges, sorted by signed value; consecutive
    values with one successor are one range; cases of the default's successor dropped."""
    default = term.blocks[0]
    cases = sorted((v.signed, d) for v, d in zip(term.operands[1:], term.blocks[1:], strict=True)
                   if isinstance(v, ConstInt) and d is not default)
    out: list[Range] = []
    for value, dest in cases:
        if out and out[-1].dest is dest and out[-1].high + 1 == value:
            out[-1] = Range(out[-1].low, value, dest)
        else:
            out.append(Range(value, value, dest))
    return out


@dataclass(frozen=True)
class Chain:
    """Each range tested in turn; the last one's other values go to the default."""

    steps: tuple[Range, ...]


@dataclass(frozen=True)
class Pivot:
    """Values below ``value`` (signed) take ``left``, the others ``right``."""

    value: int
    left: Decision
    right: Decision


#: How one ``switch``'s values are told apart: a lone :class:`Range` is tested against
#: the default.
Decision = Range | Chain | Pivot


def _tree(rs: list[Range]) -> Decision:
    if len(rs) == 1:
        return rs[0]
    mid = len(rs) // 2
    return Pivot(rs[mid].low, _tree(rs[:mid]), _tree(rs[mid:]))


#: Each back end's lowering of a ``switch``'s ranges (module docstring).
LOWERINGS: dict[str, Callable[[list[Range]], Decision]] = {
    "tree": _tree,
    "ascending": lambda rs: Chain(tuple(rs)),
    "descending": lambda rs: Chain(tuple(rs[::-1])),
}


class _Builder:
    """Emits one ``switch``'s decision as blocks after the ``switch``'s own block."""

    def __init__(self, fn: Function, block: Block, term: Instruction, taken: set[str]) -> None:
        self.fn, self.block, self.taken = fn, block, taken
        self.cond: Value = term.operands[0]
        self.ty = term.operands[0].type
        self.default = term.blocks[0]
        self.new: list[Block] = []

    def _name(self, stem: str) -> str:
        k = 0
        while f"{self.block.name}.{stem}{k}" in self.taken:
            k += 1
        name = f"{self.block.name}.{stem}{k}"
        self.taken.add(name)
        return name

    def _const(self, value: int) -> ConstInt:
        assert isinstance(self.ty, IntType)
        return ConstInt(self.ty, value)

    def _test(self, at: Block, r: Range, otherwise: Block) -> None:
        """``at`` tests ``r``: its values go to ``r.dest``, the others to ``otherwise``."""
        if r.low == r.high:
            c = at.append(Instruction("icmp", I1, [self.cond, self._const(r.low)],
                                      self._name("leaf"), predicate="eq"))
        else:
            d = at.append(Instruction("sub", self.ty, [self.cond, self._const(r.low)],
                                      self._name("off")))
            c = at.append(Instruction("icmp", I1, [d, self._const(r.high - r.low)],
                                      self._name("leaf"), predicate="ule"))
        at.append(Instruction("br", VOID, [c], blocks=[r.dest, otherwise]))

    def _fresh(self) -> Block:
        b = Block(self._name("node"), parent=self.fn)
        self.new.append(b)
        return b

    def emit(self, at: Block, d: Decision) -> None:
        if isinstance(d, Range):
            self._test(at, d, self.default)
        elif isinstance(d, Chain):
            for i, r in enumerate(d.steps):
                nxt = self.default if i == len(d.steps) - 1 else self._fresh()
                self._test(at, r, nxt)
                at = nxt
        else:
            lo, hi = self._fresh(), self._fresh()
            c = at.append(Instruction("icmp", I1, [self.cond, self._const(d.value)],
                                      self._name("pivot"), predicate="slt"))
            at.append(Instruction("br", VOID, [c], blocks=[lo, hi]))
            self.emit(lo, d.left)
            self.emit(hi, d.right)


def lowered(fn: Function, switches: list[str], how: str) -> Function:
    """A copy of ``fn`` whose ``switch``es at the blocks named ``switches`` are lowered the
    :data:`LOWERINGS` way ``how``; the successors' phis take the value they took from the
    ``switch``'s block from each new block that branches to them."""
    copy = clone_function(fn)
    taken = {b.name for b in copy.blocks}
    for name in switches:
        block = copy.block(name)
        term = block.terminator
        if term.opcode != "switch" or not isinstance(term.operands[0].type, IntType):
            continue
        succs = list(dict.fromkeys(term.blocks))
        incoming = {s: _incoming(s, block) for s in succs}
        block.instructions.pop()
        builder = _Builder(copy, block, term, taken)
        rs = ranges(term)
        if rs:
            builder.emit(block, LOWERINGS[how](rs))
        else:
            block.append(Instruction("br", VOID, [], blocks=[builder.default]))
        at = copy.blocks.index(block) + 1
        copy.blocks[at:at] = builder.new
        for s in succs:
            preds = [b for b in (block, *builder.new) if s in b.successors]
            for phi in s.phis:
                kept = [(v, b) for v, b in zip(phi.operands, phi.blocks, strict=True)
                        if b is not block]
                value = incoming[s][phi]
                kept += [(value, b) for b in preds]
                phi.operands = [v for v, _ in kept]
                phi.blocks = [b for _, b in kept]
    return copy


def _incoming(succ: Block, block: Block) -> dict[Instruction, Value]:
    """The value each phi of ``succ`` takes from ``block``."""
    out: dict[Instruction, Value] = {}
    for phi in succ.phis:
        for v, b in zip(phi.operands, phi.blocks, strict=True):
            if b is block:
                out[phi] = v
                break
    return out


def lowered_program(kernel: Function, switches: dict[Function, list[str]], how: str) -> Function:
    """The kernel of a copy of ``kernel``'s program whose ``switch``es at the blocks named
    in ``switches`` (per function: the kernel's and those it calls) are lowered the way
    ``how`` (:func:`lowered`). Only the kernel is copied when no other function has one;
    otherwise every definition is, into a new module (declarations and globals shared),
    so that each call reaches the lowered callee; ``kernel`` itself when there is none."""
    if not switches:
        return kernel
    if all(f is kernel for f in switches):
        return lowered(kernel, switches.get(kernel, []), how)
    old = kernel.module
    assert old is not None  # a function with callees lies in a module
    module = Module(triple=old.triple, datalayout=old.datalayout, globals=dict(old.globals),
                    named_metadata=old.named_metadata)
    for name, fn in old.functions.items():
        module.functions[name] = fn if fn.is_declaration else \
            module.add(lowered(fn, switches.get(fn, []), how))
    return module.add(lowered(kernel, switches.get(kernel, []), how))


def decisions(switches: dict[Function, list[str]], how: str) -> tuple[Decision, ...]:
    """How the lowering ``how`` tells each of ``switches``' values apart: two lowerings
    with the same decisions make the same program (a switch of one range has one)."""
    return tuple(LOWERINGS[how](ranges(f.block(name).terminator))
                 for f, names in switches.items() for name in names)
