"""Which CFG edges a thread can take: sparse conditional constant propagation, small.

The ipdom model reconverges at post-dominators over the edges a thread can take
(SEMANTICS.md, "ipdom", rule 2). LLVM's SCCP (and SimplifyCFG, EarlyCSE, InstCombine on
the simpler cases) folds a branch whose condition is the same in every run, and an edge it
never takes is then no path. Read pessimistically (a phi is whatever any incoming edge
brings), ``phi [0, %entry], [%i + 1, %latch]`` behind ``br (icmp ult %i + 1, 1)`` stays
unknown, yet no thread ever takes that latch: the phi is 0, the test false. This module
reads it as SCCP does (Wegman and Zadeck, "Constant Propagation with Conditional
Branches"): every block starts unexecuted and every value undetermined; an edge becomes
executable only when its branch is reached and its condition allows it. The result
over-approximates every run (the lattice only climbs: undetermined, one constant,
overdefined), so an edge it leaves unexecuted is one no thread takes.

Only integer ``icmp``/``xor``/``and``/``or``/``add``/``sub``/``mul``/``zext``/``sext``/
``trunc``/``phi`` and AMDGPU's ``readfirstlane``/``readlane`` (every lane reads one
lane's value: of a constant, that constant) are evaluated; everything else (arguments,
loads, calls, poison, undef) is overdefined, which keeps every edge it decides.
"""

from __future__ import annotations

from fuzzfarm.analysis.implied import tautology
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType

#: The lattice's top: a value that may differ between runs or threads.
OVER = "overdefined"
#: A lattice value: None (undetermined yet), an unsigned integer, or :data:`OVER`.
Lattice = int | str | None

#: Intrinsics that return their first operand as some lane holds it.
BROADCASTS = ("llvm.amdgcn.readfirstlane.", "llvm.amdgcn.readlane.")
FOLDED = ("icmp", "xor", "and", "or", "add", "sub", "mul", "zext", "sext", "trunc")


def fold(inst: Instruction, ints: list[int]) -> int | None:
    """``inst`` (one of the opcodes above but ``phi``) of constant operands ``ints``
    (unsigned, of their own widths); None where it cannot say."""
    if not isinstance(inst.type, IntType):
        return None
    op = inst.opcode
    mask = (1 << inst.type.bits) - 1
    if op == "icmp":
        src = inst.operands[0].type
        if len(ints) != 2 or not isinstance(src, IntType):
            return None
        return compare(inst.predicate or "", ints[0], ints[1], src.bits)
    if op in ("xor", "and", "or", "add", "sub", "mul"):
        if len(ints) != 2:
            return None
        a, b = ints
        table = {"xor": a ^ b, "and": a & b, "or": a | b, "add": a + b, "sub": a - b,
                 "mul": a * b}
        # nsw/nuw overflow gives poison: read it as unknown (overdefined), keeping edges.
        if "nuw" in inst.flags and table[op] & ~mask:
            return None
        if "nsw" in inst.flags:
            bits = inst.type.bits
            sa, sb = _signed(a, bits), _signed(b, bits)
            exact = {"add": sa + sb, "sub": sa - sb, "mul": sa * sb}.get(op)
            if exact is not None and not -(1 << (bits - 1)) <= exact < 1 << (bits - 1):
                return None
        return table[op] & mask
    if op in ("zext", "sext", "trunc") and len(ints) == 1:
        src = inst.operands[0].type
        if not isinstance(src, IntType):
            return None
        (a,) = ints
        if op == "sext" and a >> (src.bits - 1):
            a -= 1 << src.bits
        return a & mask
    return None


def _signed(x: int, bits: int) -> int:
    return x - (1 << bits) if x >> (bits - 1) else x


def compare(pred: str, a: int, b: int, bits: int) -> int | None:
    """``icmp pred a, b`` of two unsigned ``bits``-bit values (None: unknown predicate)."""
    sa, sb = _signed(a, bits), _signed(b, bits)
    table = {"eq": a == b, "ne": a != b, "ult": a < b, "ule": a <= b, "ugt": a > b,
             "uge": a >= b, "slt": sa < sb, "sle": sa <= sb, "sgt": sa > sb, "sge": sa >= sb}
    return int(table[pred]) if pred in table else None


def _meet(a: Lattice, b: Lattice) -> Lattice:
    if a is None:
        return b
    if b is None or a == b:
        return a
    return OVER


class _Propagation:
    """One run of SCCP over ``fn``: ``edges`` executable, ``values`` of instructions."""

    def __init__(self, fn: Function) -> None:
        self.fn = fn
        self.values: dict[Instruction, Lattice] = {}
        self.edges: set[tuple[Block, Block]] = set()
        self.blocks: set[Block] = {fn.entry}

    def operand(self, v: Value) -> Lattice:
        if isinstance(v, ConstInt):
            return v.value  # stored unsigned
        if isinstance(v, Instruction):
            return self.values.get(v)
        return OVER  # arguments, globals, poison, undef

    def evaluate(self, inst: Instruction) -> Lattice:
        op = inst.opcode
        if op == "phi":
            into = inst.parent
            value: Lattice = None
            for v, b in zip(inst.operands, inst.blocks, strict=True):
                if (b, into) in self.edges and v is not inst:
                    value = _meet(value, self.operand(v))
            return value
        if op == "call" and (inst.callee or "").startswith(BROADCASTS) and inst.operands:
            return self.operand(inst.operands[0])
        if op not in FOLDED or not isinstance(inst.type, IntType):
            return OVER
        args = [self.operand(v) for v in inst.operands]
        if any(a is None for a in args):
            return None
        if any(a == OVER for a in args):
            if op == "icmp" and any(isinstance(v, ConstInt) for v in inst.operands):
                # ``icmp ult %x, 0`` holds for no %x (a poison %x: undefined behaviour)
                always = tautology(inst)
                return OVER if always is None else always
            return OVER
        folded = fold(inst, [a for a in args if isinstance(a, int)])
        return OVER if folded is None else folded

    def targets(self, block: Block) -> list[Block]:
        """The successors ``block``'s terminator may go to as the values stand."""
        if not block.instructions or not block.instructions[-1].is_terminator:
            return []
        term = block.instructions[-1]
        if term.opcode not in ("br", "switch") or not term.operands:
            return block.successors
        cond = self.operand(term.operands[0])
        if cond is None:
            return []
        if cond == OVER:
            return block.successors
        if term.opcode == "br":
            return [term.blocks[0] if cond else term.blocks[1]]
        cases = [b for v, b in zip(term.operands[1:], term.blocks[1:], strict=True)
                 if isinstance(v, ConstInt) and v.value == cond]
        return cases[:1] or [term.blocks[0]]

    def run(self) -> None:
        changed = True
        while changed:  # round-robin to the fixpoint: the lattice is finite in height
            changed = False
            for block in self.fn.blocks:
                if block not in self.blocks:
                    continue
                for inst in block.instructions:
                    old = self.values.get(inst)
                    new = _meet(old, self.evaluate(inst))
                    if new != old:
                        self.values[inst] = new
                        changed = True
                for s in self.targets(block):
                    if (block, s) not in self.edges:
                        self.edges.add((block, s))
                        self.blocks.add(s)
                        changed = True


def executable_edges(fn: Function) -> dict[Block, list[Block]]:
    """Each block's successors over the edges some thread may take (module docstring);
    a block no thread reaches keeps all its successors (nothing is claimed about it)."""
    prop = _Propagation(fn)
    prop.run()
    return {b: ([s for s in dict.fromkeys(b.successors) if (b, s) in prop.edges]
                if b in prop.blocks else b.successors) for b in fn.blocks}
