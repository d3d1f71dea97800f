"""Cycles every run leaves after a bounded number of iterations, whatever values a
grouping gives (SEMANTICS.md, "What a grouping can reach", *Loops, returns and memory in
regions*).

A branch an anchor's value decides may make a thread leave a loop early, or run a cycle's
other entry first; the thread still leaves it after a bounded number of steps, and its
counters stay below that bound (so ``nuw``/``nsw`` on their increments never make them
poison), when a counter no grouping changes bounds every way round the cycle.
:func:`counted_cycles` finds such cycles and their counters.
"""

from __future__ import annotations

from fuzzfarm.analysis.cycles import Cycle, compute_cycles
from fuzzfarm.analysis.dominators import DomTree, dominator_tree
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Block, ConstInt, Function, Instruction, Value
from fuzzfarm.ir.types import IntType


@per_function
def counted_cycles(fn: Function) -> dict[Block, frozenset[Instruction]]:
    """The reducible cycles of ``fn`` that every run leaves after a bounded number of
    iterations, by header, each with its counter ``%i`` and increment ``%i.next``.

    A cycle is *counted* when its header holds ``%i = phi [c0, outside...], [%i.next,
    latch...]`` (c0 a non-negative constant on every edge from outside, ``%i.next = add
    %i, 1`` on every back edge, whatever its flags) and a block X of the cycle that
    dominates every latch ends in ``br i1 %c, T, F`` with T in the cycle, F outside, and
    ``%c`` (or an operand of an ``and`` chain that is ``%c``) ``icmp ult v, K`` with v
    ``%i`` or ``%i.next`` and K bounded by k (:func:`index_bound`). Each iteration passes
    X (a path from the header to a latch avoiding X would make one from the entry), so
    the back edge is taken at iteration t only if c0 + t (+1) <u K <= k: at most k + 1
    iterations whatever the other values, ``%i`` <= max(c0, k) and ``%i.next`` one more,
    which below the sign bit neither ``nuw`` nor ``nsw`` breaks: the two are never poison."""
    cycles = compute_cycles(fn)
    dom = dominator_tree(fn)
    out: dict[Block, frozenset[Instruction]] = {}
    for cycle in cycles.all_cycles():
        if cycle.is_reducible and (found := _counter(cycle, dom)) is not None:
            out[cycle.header] = found
    return out


def _counter(cycle: Cycle, dom: DomTree[Block]) -> frozenset[Instruction] | None:
    latches = [b for b in cycle.blocks if cycle.header in b.successors]
    for x in cycle.blocks:
        term = x.terminator if x.instructions else None
        if term is None or term.opcode != "br" or len(term.blocks) != 2 \
                or term.blocks[0] not in cycle.blocks or term.blocks[1] in cycle.blocks \
                or not all(dom.dominates(x, latch) for latch in latches):
            continue
        for test in _conjuncts(term.operands[0]):
            if test.opcode != "icmp" or test.predicate != "ult":
                continue
            k = index_bound(test.operands[1])
            counter = _counted(test.operands[0], cycle)
            if k is None or counter is None:
                continue
            phi, step, c0 = counter
            bits = phi.type.bits if isinstance(phi.type, IntType) else 0
            if max(c0, k) + 1 < (1 << (bits - 1)) - 1:
                return frozenset({phi, step})
    return None


def _conjuncts(value: Value) -> list[Instruction]:
    """The instructions whose truth ``value`` being true implies: itself, and the
    operands of an ``and`` of ``i1`` values, recursively."""
    if not isinstance(value, Instruction):
        return []
    if value.opcode == "and" and value.type == IntType(1):
        return [value, *(c for o in value.operands for c in _conjuncts(o))]
    return [value]


def _counted(value: Value, cycle: Cycle) -> tuple[Instruction, Instruction, int] | None:
    """``(%i, %i.next, c0)`` when ``value`` is a header phi of ``cycle`` counting up by
    one from the constant c0 (:func:`counted_cycles`), or its increment."""
    candidates = [value]
    if isinstance(value, Instruction) and value.opcode == "add":
        candidates += [o for o in value.operands if not isinstance(o, ConstInt)]
    for phi in candidates:
        if not isinstance(phi, Instruction) or phi.opcode != "phi" or phi.parent is not cycle.header:
            continue
        starts: set[Value] = set()
        steps: set[Value] = set()
        for v, b in zip(phi.operands, phi.blocks, strict=True):
            (steps if b in cycle.blocks else starts).add(v)
        if len(steps) != 1 or not starts or not all(isinstance(v, ConstInt) and v.signed >= 0
                                                    for v in starts):
            continue
        step = steps.pop()
        if not isinstance(step, Instruction) or step.opcode != "add" or not _adds_one(step, phi) \
                or (value is not phi and value is not step):
            continue
        return phi, step, max(v.signed for v in starts if isinstance(v, ConstInt))
    return None


def _adds_one(step: Instruction, phi: Instruction) -> bool:
    a, b = step.operands
    return (a is phi and isinstance(b, ConstInt) and b.value == 1) or \
        (b is phi and isinstance(a, ConstInt) and a.value == 1)


def index_bound(value: Value) -> int | None:
    """The largest value ``value`` can take as a (sign-extended) ``getelementptr`` index,
    known not negative, or None: a constant, ``and`` with a constant below the sign bit,
    the ``zext`` of such a value or of an ``i1``, a ``select`` of two such values, or
    ``select (icmp ult a, b), a, b`` (the generators' trip counts ``min(%n, 4)``)."""
    if isinstance(value, ConstInt):
        return value.signed if value.signed >= 0 else None
    if not isinstance(value, Instruction) or not isinstance(value.type, IntType):
        return None
    if value.opcode == "and":
        masks = [o.value for o in value.operands
                 if isinstance(o, ConstInt) and 0 <= o.value < 1 << (value.type.bits - 1)]
        return min(masks) if masks else None
    if value.opcode == "zext":
        source = value.operands[0]
        if isinstance(source.type, IntType) and source.type.bits == 1:
            return 1
        return index_bound(source)
    if value.opcode == "select":
        cond, a, b = value.operands
        if isinstance(cond, Instruction) and cond.opcode == "icmp" and cond.predicate == "ult" \
                and _same(cond.operands[0], a) and _same(cond.operands[1], b):
            return index_bound(b)  # umin(a, b): a only where a <u b
        bounds = [index_bound(a), index_bound(b)]
        return None if None in bounds else max(x for x in bounds if x is not None)
    return None


def _same(a: Value, b: Value) -> bool:
    """Is ``a`` the value ``b`` (the same definition, or equal constants)?"""
    return a is b or (isinstance(a, ConstInt) and isinstance(b, ConstInt) and a == b)


