"""Loop shapes the loop transforms understand, and the counter and exit-test analyses.

A :class:`SimpleLoop` is a reducible cycle with one latch (one back edge) and
one exiting block, which is either the header (a ``while`` loop: "top-tested")
or the latch (a ``do``-``while`` loop: "bottom-tested"; a one-block loop is
both), leaving to a dedicated exit block. That covers the loops the generator
builds (a counter phi from 0, ``add 1`` in the latch, ``i < bound`` in the
header or the latch) and the loops of seed 000's unrolling examples.

The exit test is understood as a small tree of ``icmp`` (counter against a
loop-invariant value), ``and``/``or``/``xor`` on ``i1``: enough to re-evaluate
it for a later iteration (:func:`emit_test`), which unrolling with a remainder
needs to know whether two more iterations will run.
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Value, users
from fuzzfarm.ir.types import I1, IntType, TokenType
from fuzzfarm.transforms.base import is_heart
from fuzzfarm.transforms.edit import Names, insert_before_terminator

SWAP = {"slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle", "ult": "ugt", "ugt": "ult",
        "ule": "uge", "uge": "ule", "eq": "eq", "ne": "ne"}
NEGATE = {"slt": "sge", "sge": "slt", "sle": "sgt", "sgt": "sle", "ult": "uge", "uge": "ult",
          "ule": "ugt", "ugt": "ule", "eq": "ne", "ne": "eq"}


@dataclass(eq=False)
class SimpleLoop:
    header: Block
    latch: Block
    blocks: set[Block]
    outside_preds: list[Block]
    exiting: Block
    exit: Block
    heart: Instruction | None

    @property
    def top_tested(self) -> bool:
        return self.exiting is self.header and self.header is not self.latch

    @property
    def cond(self) -> Value:
        return self.exiting.terminator.operands[0]

    @property
    def continue_on_true(self) -> bool:
        return self.exiting.terminator.blocks[0] in self.blocks

    @property
    def body_entry(self) -> Block:
        """The in-loop successor of the exiting block."""
        t = self.exiting.terminator
        return t.blocks[0] if self.continue_on_true else t.blocks[1]


@dataclass(eq=False)
class Counter:
    """``phi = [init, preheader], [nxt, latch]`` with ``nxt = phi + step``."""

    phi: Instruction
    init: Value
    step: int
    nxt: Instruction


def find_loops(fn: Function) -> list[SimpleLoop]:
    preds = fn.predecessors()
    use_map = users(fn)
    out: list[SimpleLoop] = []
    for c in compute_cycles(fn).all_cycles():
        h = c.header
        latches = [p for p in preds[h] if p in c.blocks]
        outside = [p for p in preds[h] if p not in c.blocks]
        exiting = [b for b in c.blocks if any(s not in c.blocks for s in b.successors)]
        if not c.is_reducible or len(latches) != 1 or not outside or len(exiting) != 1:
            continue
        x, latch = exiting[0], latches[0]
        t = x.terminator
        if x not in (h, latch) or t.opcode != "br" or len(t.blocks) != 2:
            continue
        inside = [s for s in t.blocks if s in c.blocks]
        if len(inside) != 1 or any(p.terminator.opcode != "br" for p in outside):
            continue
        ex = t.blocks[1] if t.blocks[0] in c.blocks else t.blocks[0]
        if preds[ex] != [x]:
            continue
        leaking = [
            i for b in c.blocks for i in b.instructions if isinstance(i.type, TokenType)
            and any(u.parent not in c.blocks for u in use_map.get(i, []))
        ]
        if leaking:
            continue
        heart = next((i for i in h.instructions if is_heart(i)), None)
        out.append(SimpleLoop(h, latch, set(c.blocks), outside, x, ex, heart))
    return out


def find_counter(loop: SimpleLoop) -> Counter | None:
    """The counter phi the exit test reads (the first one found)."""
    if len(loop.outside_preds) != 1:
        return None
    for phi in loop.header.phis:
        if len(phi.operands) != 2 or not isinstance(phi.type, IntType):
            continue
        init = phi.operands[phi.blocks.index(loop.outside_preds[0])]
        nxt = phi.operands[phi.blocks.index(loop.latch)]
        if not isinstance(nxt, Instruction) or nxt.parent not in loop.blocks:
            continue
        a, b = nxt.operands if nxt.opcode in ("add", "sub") else (None, None)
        if nxt.opcode == "add" and a is phi and isinstance(b, ConstInt):
            step = b.signed
        elif nxt.opcode == "add" and b is phi and isinstance(a, ConstInt):
            step = a.signed
        elif nxt.opcode == "sub" and a is phi and isinstance(b, ConstInt):
            step = -b.signed
        else:
            continue
        counter = Counter(phi, init, step, nxt)
        if step != 0 and test_is_analyzable(loop, counter):
            return counter
    return None


def _invariant(loop: SimpleLoop, v: Value) -> bool:
    return not isinstance(v, Instruction) or v.parent not in loop.blocks


def test_is_analyzable(loop: SimpleLoop, counter: Counter) -> bool:
    """The exit test is a tree of icmp/and/or/xor over the counter and invariants."""

    def ok(v: Value, seen_counter: list[bool]) -> bool:
        if v is counter.phi or v is counter.nxt:
            seen_counter[0] = True
            return True
        if _invariant(loop, v):
            return True
        if not isinstance(v, Instruction):
            return False
        if v.opcode == "icmp" or (v.opcode in ("and", "or", "xor") and v.type == I1):
            return all(ok(o, seen_counter) for o in v.operands)
        return False

    seen = [False]
    return ok(loop.cond, seen) and seen[0]


def emit_test(loop: SimpleLoop, counter: Counter, base: Value, shift: int, block: Block,
              names: Names) -> Value:
    """Emit into ``block`` the *continue* condition of the iteration whose counter is
    ``base + shift*step`` (wrapping arithmetic: no poison flags)."""
    ty = counter.phi.type
    assert isinstance(ty, IntType)

    def plus(k: int) -> Value:
        if k == 0:
            return base
        add = Instruction("add", ty, [base, ConstInt(ty, k * counter.step)], names.value("unr.iv"))
        return insert_before_terminator(block, add)

    subst: dict[Value, Value] = {counter.phi: plus(shift), counter.nxt: plus(shift + 1)}

    def build(v: Value) -> Value:
        if v in subst:
            return subst[v]
        if _invariant(loop, v):
            return v
        assert isinstance(v, Instruction)
        new = Instruction(v.opcode, v.type, [build(o) for o in v.operands],
                          names.value("unr.test"), predicate=v.predicate)
        subst[v] = insert_before_terminator(block, new)
        return subst[v]

    cond = build(loop.cond)
    if loop.continue_on_true:
        return cond
    neg = Instruction("xor", I1, [cond, ConstInt(I1, 1)], names.value("unr.cont"))
    return insert_before_terminator(block, neg)


def _icmp(pred: str, a: int, b: int, bits: int) -> bool:
    def s(x: int) -> int:
        return x - (1 << bits) if x >> (bits - 1) else x

    if pred[0] == "s":
        a, b = s(a), s(b)
    op = pred if pred in ("eq", "ne") else pred[1:]
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[op]


def constant_trip_count(loop: SimpleLoop, counter: Counter, limit: int = 4096) -> int | None:
    """The number of body executions when the counter and the test are all constants."""
    if not isinstance(counter.init, ConstInt):
        return None
    ty = counter.phi.type
    assert isinstance(ty, IntType)

    def value(v: Value, i: int) -> int | None:
        if v is counter.phi:
            return i
        if v is counter.nxt:
            return (i + counter.step) & ty.mask
        if isinstance(v, ConstInt):
            return v.value
        if not isinstance(v, Instruction) or v.opcode not in ("icmp", "and", "or", "xor"):
            return None
        ops = [value(o, i) for o in v.operands]
        if any(o is None for o in ops):
            return None
        a, b = ops
        assert a is not None and b is not None
        if v.opcode == "icmp":
            width = v.operands[0].type.bits  # type: ignore[attr-defined]
            return int(_icmp(v.predicate or "", a, b, width))
        return {"and": a & b, "or": a | b, "xor": a ^ b}[v.opcode]

    i, trips = counter.init.value, 0
    if not loop.top_tested:
        trips = 1  # a do-while body runs once before the first test
    while trips <= limit:
        c = value(loop.cond, i)
        if c is None:
            return None
        if bool(c) != loop.continue_on_true:
            return trips
        trips += 1
        i = (i + counter.step) & ty.mask
    return None


def normalized_test(loop: SimpleLoop, counter: Counter) -> tuple[str, Value] | None:
    """The exit test as ``continue iff icmp PRED %counter, BOUND``, if it has that form."""
    c = loop.cond
    if not isinstance(c, Instruction) or c.opcode != "icmp" or c.predicate is None:
        return None
    a, b = c.operands
    if a is counter.phi and _invariant(loop, b):
        pred, bound = c.predicate, b
    elif b is counter.phi and _invariant(loop, a):
        pred, bound = SWAP[c.predicate], a
    else:
        return None
    return (pred if loop.continue_on_true else NEGATE[pred]), bound


def is_even(v: Value, depth: int = 4) -> bool:
    """A small proof that an integer value is always even (poison aside)."""
    if isinstance(v, ConstInt):
        return v.value % 2 == 0
    if depth == 0 or not isinstance(v, Instruction) or not isinstance(v.type, IntType):
        return False
    ops = v.operands
    if v.opcode == "shl":
        return isinstance(ops[1], ConstInt) and 1 <= ops[1].value < v.type.bits
    if v.opcode in ("mul", "and"):
        return any(is_even(o, depth - 1) for o in ops)
    if v.opcode in ("add", "sub", "or", "xor"):
        return all(is_even(o, depth - 1) for o in ops)
    return False
