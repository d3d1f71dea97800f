"""Branch outcomes a dominating test has already decided (the ipdom model's live edges).

A conditional ``br`` at B whose condition is the same value a branch A above it tested,
or a comparison of the same operands that A's outcome implies, can take one successor
only on every path where A's edge leads to B. The ipdom model's reconvergence stack
counts only that edge (oracles/SEMANTICS.md, "ipdom", rule 3): LLVM's jump threading,
GVN and SimplifyCFG fold such a branch, and a post-dominator computed over the edge that
is never taken put the reconvergence point where no thread can meet.

Soundness, and why the rule asks so much (it must never drop an edge a thread can take):
the edge A -> S must *dominate* B (every path from the entry to B passes it, LLVM's
``BasicBlockEdge`` dominance); then the last visit of A before any visit of B left by
that edge, and no definition the two conditions read was executed again in between
(a re-execution would give a path to B around A). So at B the tested operands hold the
values A saw. Only integer comparisons of one same pair of operands (or of one value
with constants), the same ``i1`` value, its negation (``xor c, true``), and the halves
of an ``and`` taken true or an ``or`` taken false are read; anything else keeps both
edges.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType

#: predicate -> the predicate with its operands swapped
_SWAPPED = {"eq": "eq", "ne": "ne", "slt": "sgt", "sgt": "slt", "sle": "sge", "sge": "sle",
            "ult": "ugt", "ugt": "ult", "ule": "uge", "uge": "ule"}
#: predicate -> the outcomes of a three-way comparison (<, =, >) it holds for, and the
#: signedness of that comparison (None: either, eq and ne)
_ORDER = {"eq": ({"="}, None), "ne": ({"<", ">"}, None),
          "slt": ({"<"}, "s"), "sle": ({"<", "="}, "s"), "sgt": ({">"}, "s"),
          "sge": ({">", "="}, "s"),
          "ult": ({"<"}, "u"), "ule": ({"<", "="}, "u"), "ugt": ({">"}, "u"),
          "uge": ({">", "="}, "u")}

#: A set of unsigned values of an integer type: sorted, disjoint closed intervals.
Ranges = list[tuple[int, int]]


@dataclass(frozen=True)
class Fact:
    """``cond`` is known to be ``holds`` (an ``i1`` value) on some edge."""

    cond: Value
    holds: bool


def edge_dominates(dominates: Callable[[Block, Block], bool], preds: dict[Block, list[Block]],
                   src: Block, dst: Block, block: Block) -> bool:
    """Every path from the entry to ``block`` passes the edge ``src -> dst`` (LLVM's
    ``DominatorTree::dominates(BasicBlockEdge, BasicBlock)``): ``dst`` dominates
    ``block`` and every other way into ``dst`` comes from ``dst``'s own region."""
    if not dominates(dst, block):
        return False
    return all(p is src or dominates(dst, p) for p in preds[dst])


def facts_of(cond: Value, holds: bool) -> Iterator[Fact]:
    """What ``cond == holds`` says: itself, and through ``xor c, true``, an ``and`` that
    holds and an ``or`` that fails, what it says of its operands (each an ``i1``)."""
    seen = 0
    work = [Fact(cond, holds)]
    while work and seen < 64:  # a bound: conditions are small trees
        fact = work.pop()
        seen += 1
        yield fact
        v = fact.cond
        if not isinstance(v, Instruction) or not _is_i1(v):
            continue
        if v.opcode == "xor" and len(v.operands) == 2:
            for a, b in (v.operands, v.operands[::-1]):
                if isinstance(b, ConstInt) and b.value == 1:
                    work.append(Fact(a, not fact.holds))
        elif (v.opcode == "and" and fact.holds) or (v.opcode == "or" and not fact.holds):
            work.extend(Fact(op, fact.holds) for op in v.operands)


def decide(cond: Value, facts: list[Fact]) -> bool | None:
    """The value ``cond`` must have where every fact holds, or None if they do not say."""
    for fact in facts:
        for known in facts_of(fact.cond, fact.holds):
            outcome = _implies(known, cond)
            if outcome is not None:
                return outcome
    return None


def _implies(known: Fact, cond: Value) -> bool | None:
    if known.cond is cond:
        return known.holds
    if isinstance(cond, Instruction) and cond.opcode == "xor" and _is_i1(cond):
        for a, b in (cond.operands, cond.operands[::-1]):
            if isinstance(b, ConstInt) and b.value == 1 and a is known.cond:
                return not known.holds
    k, c = known.cond, cond
    if not (isinstance(k, Instruction) and isinstance(c, Instruction)
            and k.opcode == "icmp" and c.opcode == "icmp"):
        return None
    kp, kx, ky = _normalized(k)
    cp, cx, cy = _normalized(c)
    if kx is cy and ky is cx:  # the same operands the other way round
        cp, cx, cy = _SWAPPED.get(cp, ""), cy, cx
    if kx is not cx:
        return None
    if isinstance(ky, ConstInt) and isinstance(cy, ConstInt):
        return _implies_ranges(kp, ky, known.holds, cp, cy)
    if ky is cy:
        return _implies_order(kp, known.holds, cp)
    return None


def tautology(icmp: Instruction) -> int | None:
    """1 or 0 where ``icmp`` of a value with a constant holds for every value of it or for
    none (``x <u 0``, ``x <=s SMAX``); None otherwise (SEMANTICS.md, "ipdom", rule 2)."""
    pred, _, k = _normalized(icmp)
    if not isinstance(k, ConstInt):
        return None
    allowed = _ranges(pred, k, k.type.bits)
    if allowed is None:
        return None
    if not allowed:
        return 0
    return 1 if allowed == [(0, (1 << k.type.bits) - 1)] else None


def _normalized(icmp: Instruction) -> tuple[str, Value, Value]:
    """``(predicate, x, y)`` with a constant, if any, as ``y``."""
    pred = icmp.predicate or ""
    x, y = icmp.operands[0], icmp.operands[1]
    if isinstance(x, ConstInt) and not isinstance(y, ConstInt):
        return _SWAPPED.get(pred, ""), y, x
    return pred, x, y


def _implies_order(kp: str, holds: bool, cp: str) -> bool | None:
    """Two comparisons of the same ``x`` and ``y``: by the three-way outcomes each allows."""
    if kp not in _ORDER or cp not in _ORDER:
        return None
    (ks, kdomain), (cs, cdomain) = _ORDER[kp], _ORDER[cp]
    if kdomain and cdomain and kdomain != cdomain:
        return None  # a signed order says nothing of the unsigned one but equality
    allowed = ks if holds else {"<", "=", ">"} - ks
    if kdomain != cdomain and not (allowed <= {"="} or allowed == {"<", ">"}):
        return None  # only equality and its negation carry across signedness
    if allowed <= cs:
        return True
    if not allowed & cs:
        return False
    return None


def _implies_ranges(kp: str, k: ConstInt, holds: bool, cp: str, c: ConstInt) -> bool | None:
    """``x kp k`` (or its negation) against ``x cp c``, as sets of ``x``'s values."""
    if k.type.bits != c.type.bits:
        return None
    bits = k.type.bits
    known = _ranges(kp, k, bits)
    asked = _ranges(cp, c, bits)
    if known is None or asked is None:
        return None
    if not holds:
        known = _complement(known, bits)
    if not known:
        return None  # no value of x reaches here: nothing to decide from
    if _subset(known, asked):
        return True
    if not _intersect(known, asked):
        return False
    return None


def _ranges(pred: str, k: ConstInt, bits: int) -> Ranges | None:
    """The unsigned values ``x`` of ``bits`` bits for which ``x pred k`` holds."""
    top = (1 << bits) - 1
    u, s = k.value, k.signed
    smin, smax = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    table: dict[str, tuple[int, int, bool]] = {
        "eq": (u, u, False), "ult": (0, u - 1, False), "ule": (0, u, False),
        "ugt": (u + 1, top, False), "uge": (u, top, False),
        "slt": (smin, s - 1, True), "sle": (smin, s, True),
        "sgt": (s + 1, smax, True), "sge": (s, smax, True),
    }
    if pred == "ne":
        return _complement([(u, u)], bits)
    if pred not in table:
        return None
    lo, hi, signed = table[pred]
    if lo > hi:
        return []
    if not signed:
        return [(lo, hi)]
    out: Ranges = []
    if lo < 0:  # negative values are the upper half of the unsigned range
        out.append((lo + (1 << bits), min(hi, -1) + (1 << bits)))
    if hi >= 0:
        out.append((max(lo, 0), hi))
    return sorted(out)


def _complement(ranges: Ranges, bits: int) -> Ranges:
    out: Ranges = []
    start = 0
    for lo, hi in ranges:
        if lo > start:
            out.append((start, lo - 1))
        start = hi + 1
    if start <= (1 << bits) - 1:
        out.append((start, (1 << bits) - 1))
    return out


def _subset(a: Ranges, b: Ranges) -> bool:
    return all(any(blo <= lo and hi <= bhi for blo, bhi in b) for lo, hi in a)


def _intersect(a: Ranges, b: Ranges) -> bool:
    return any(lo <= bhi and blo <= hi for lo, hi in a for blo, bhi in b)


def _is_i1(v: Value) -> bool:
    return isinstance(v.type, IntType) and v.type.bits == 1


def decided_branches(fn: Function, dominates: Callable[[Block, Block], bool],
                     idom: Callable[[Block], Block | None]) -> dict[Block, Block]:
    """Each block ending in a conditional ``br`` whose outcome a dominating edge decides,
    mapped to the one successor it can take (the module docstring says when)."""
    preds = fn.predecessors()
    out: dict[Block, Block] = {}
    for block in fn.blocks:
        term = block.instructions[-1] if block.instructions else None
        if term is None or term.opcode != "br" or len(term.blocks) != 2:
            continue
        cond = term.operands[0]
        if isinstance(cond, ConstInt) or term.blocks[0] is term.blocks[1]:
            continue
        above = idom(block)
        while above is not None:
            outcome = _decided_by(above, block, cond, dominates, preds)
            if outcome is not None:
                out[block] = term.blocks[0] if outcome else term.blocks[1]
                break
            above = idom(above)
    return out


def _decided_by(above: Block, block: Block, cond: Value,
                dominates: Callable[[Block, Block], bool],
                preds: dict[Block, list[Block]]) -> bool | None:
    """What ``above``'s branch, by the edge of it that dominates ``block``, says of ``cond``."""
    term = above.instructions[-1] if above.instructions else None
    if term is None or term.opcode != "br" or len(term.blocks) != 2:
        return None
    then, other = term.blocks
    if then is other or isinstance(term.operands[0], ConstInt):
        return None
    for succ, holds in ((then, True), (other, False)):
        if edge_dominates(dominates, preds, above, succ, block):
            return decide(cond, [Fact(term.operands[0], holds)])
    return None
