"""Value pools and instruction emission for the filler.

Every value the filler creates is registered in its block's pool together
with a *safe* bit: True when the value can never be poison (no ``nsw``/``nuw``
overflow, no shuffle from an absent lane, no load of poisoned memory). Branch
conditions, switch values, address indices, divisors and shuffle lanes are
only ever built from safe values, because branching on poison, dividing by
zero or storing out of bounds is undefined behaviour (oracles/SEMANTICS.md),
which would make the whole execution uninteresting. Unsafe values still flow
into arithmetic, convergent operations, stores and the return value, so
poison is observable.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from fuzzfarm.analysis.dominators import DomTree
from fuzzfarm.ir.model import Argument, Block, ConstInt, Instruction, Value
from fuzzfarm.ir.types import I1, I32, I64, VOID, IntType, Type

INT_MIN = -(2**31)
INT_MAX = 2**31 - 1
#: Constants biased to boundaries, as the argument values are.
BOUNDARY = (0, 1, 2, 3, -1, 4, 7, 8, 15, 16, 31, 32, 63, 255, INT_MAX, INT_MIN, 0x55555555)
#: Bytes of the output buffer; every access stays inside it.
BUFFER_BYTES = 64


@dataclass
class Pools:
    """Per-block lists of defined values, plus the safe bit of every value."""

    dt: DomTree
    rng: random.Random
    env: dict[Block, dict[tuple[Type, bool], list[Value]]] = field(default_factory=dict)
    safe: dict[int, bool] = field(default_factory=dict)
    scope: dict[Block, Block] = field(default_factory=dict)
    names: dict[str, int] = field(default_factory=dict)
    #: blocks whose values no other block may pick (:attr:`BlockMeta.private`)
    private: set[Block] = field(default_factory=set)
    _outer: dict[tuple[Block, tuple[tuple[Type, bool], ...]], list[list[Value]]] = field(
        default_factory=dict)

    def fresh(self, stem: str) -> str:
        n = self.names.get(stem, 0)
        self.names[stem] = n + 1
        return f"{stem}{n}"

    def add(self, block: Block, value: Value, safe: bool) -> None:
        self.env.setdefault(block, {}).setdefault((value.type, safe), []).append(value)
        self.safe[id(value)] = safe

    def is_safe(self, v: Value) -> bool:
        return isinstance(v, ConstInt) or self.safe.get(id(v), False)

    def lists(self, block: Block, ty: Type, safe: bool = False,
              for_phi: bool = False) -> list[list[Value]]:
        """The value lists a pick in ``block`` may draw from, ``block``'s own first.

        Without ``for_phi`` the outer part comes from ``block``'s scope (identical
        arms draw only from the branch block) or immediate dominator.
        """
        kinds = ((ty, True),) if safe else ((ty, True), (ty, False))
        if for_phi:
            return self._full(block, kinds)
        own = self.env.get(block, {})
        outer = self.scope.get(block) or self.dt.immediate(block)
        return [own[k] for k in kinds if own.get(k)] + (
            self._full(outer, kinds) if outer is not None else [])

    def _full(self, block: Block, kinds: tuple[tuple[Type, bool], ...]) -> list[list[Value]]:
        """Every value list of ``block`` and its dominators. Only asked of blocks that are
        completely filled (dominators of the block being filled, or anything at the end),
        so the answer never changes and is cached."""
        key = (block, kinds)
        cached = self._outer.get(key)
        if cached is None:
            own = self.env.get(block, {}) if block not in self.private else {}
            parent = self.dt.immediate(block)
            cached = [own[k] for k in kinds if own.get(k)] + (
                self._full(parent, kinds) if parent is not None else [])
            self._outer[key] = cached
        return cached

    def values(self, block: Block, ty: Type, safe: bool = False, for_phi: bool = False) -> list[Value]:
        return [v for vals in self.lists(block, ty, safe, for_phi) for v in vals]

    def pick(self, block: Block, ty: Type = I32, safe: bool = False, p_const: float = 0.2,
             for_phi: bool = False) -> Value:
        """A value of type ``ty`` available in ``block``; values of ``block`` itself are favoured
        (so results feed nearby operations), constants come at rate ``p_const``."""
        lists = self.lists(block, ty, safe, for_phi)
        if not lists or self.rng.random() < p_const:
            return const(ty, self.rng)
        own = self.env.get(block, {})
        local = [own[k] for k in ((ty, True), (ty, False))[: 1 if safe else 2] if own.get(k)]
        if local and self.rng.random() < 0.5:  # favour this block's own values
            lists = local
        index = self.rng.randrange(sum(map(len, lists)))
        for vals in lists:
            if index < len(vals):
                return vals[index]
            index -= len(vals)
        raise AssertionError("unreachable")


def const(ty: Type, rng: random.Random) -> ConstInt:
    assert isinstance(ty, IntType)
    if ty.bits == 1:
        return ConstInt(I1, rng.randint(0, 1))
    return ConstInt(ty, rng.choice(BOUNDARY))


def emit(pools: Pools, block: Block, inst: Instruction, safe: bool) -> Instruction:
    """Insert ``inst`` before ``block``'s terminator and register its value."""
    block.insert(len(block.instructions) - 1, inst)
    if inst.type != VOID:
        pools.add(block, inst, safe)
    return inst


def arith(pools: Pools, block: Block, p_flags: float, p_select: float) -> Instruction:
    """One random integer instruction from the pools."""
    rng = pools.rng
    r = rng.random()
    if r < p_select * 0.5:
        c = pools.pick(block, I1, p_const=0.1)
        a, b = pools.pick(block), pools.pick(block)
        inst = Instruction("select", I32, [c, a, b], pools.fresh("sel"))
        return emit(pools, block, inst, all(map(pools.is_safe, (c, a, b))))
    if r < 0.15:
        a, b = pools.pick(block), pools.pick(block, p_const=0.4)
        pred = rng.choice(("eq", "ne", "slt", "sgt", "ult", "uge"))
        inst = Instruction("icmp", I1, [a, b], pools.fresh("cmp"), predicate=pred)
        return emit(pools, block, inst, pools.is_safe(a) and pools.is_safe(b))
    if r < 0.2 and (wide := pools.values(block, I64)):
        w = rng.choice(wide)
        inst = Instruction("trunc", I32, [w], pools.fresh("lo"))
        return emit(pools, block, inst, pools.is_safe(w))
    if r < 0.25 and (flags := pools.values(block, I1)):
        f = rng.choice(flags)
        inst = Instruction(rng.choice(("zext", "sext")), I32, [f], pools.fresh("ext"))
        return emit(pools, block, inst, pools.is_safe(f))
    op = rng.choice(("add", "add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr",
                     "udiv", "urem"))
    a = pools.pick(block)
    safe_b = op in ("shl", "lshr", "ashr", "udiv", "urem")
    b = pools.pick(block, safe=safe_b, p_const=0.4)
    if op in ("shl", "lshr", "ashr") and not isinstance(b, ConstInt):
        b = emit(pools, block, Instruction("and", I32, [b, ConstInt(I32, 31)],
                                           pools.fresh("amt")), True)
    elif op in ("shl", "lshr", "ashr"):
        b = ConstInt(I32, b.value & 31)
    if op in ("udiv", "urem"):
        if isinstance(b, ConstInt):
            b = ConstInt(I32, b.value or 3)
        else:
            b = emit(pools, block, Instruction("or", I32, [b, ConstInt(I32, 1)],
                                               pools.fresh("nz")), True)
    flags: frozenset[str] = frozenset()
    if op in ("add", "sub", "mul", "shl") and rng.random() < p_flags:
        flags = frozenset(rng.choice((("nsw",), ("nuw",), ("nsw", "nuw"))))
    inst = Instruction(op, I32, [a, b], pools.fresh(op), flags=flags)
    return emit(pools, block, inst, not flags and pools.is_safe(a) and pools.is_safe(b))


def address(pools: Pools, block: Block, out: Argument, elem: IntType,
            index: int | Value) -> Value:
    """An in-bounds pointer into the output buffer for an ``elem`` access.

    ``index`` is a constant slot number, or a safe value that is masked to the
    buffer's slot count (a computed offset that cannot leave the buffer).
    """
    slots = BUFFER_BYTES // (elem.bits // 8)
    if isinstance(index, int):
        if index % slots == 0:
            return out
        idx: Value = ConstInt(I32, index % slots)
    else:
        idx = emit(pools, block, Instruction("and", I32, [index, ConstInt(I32, slots - 1)],
                                             pools.fresh("idx")), True)
    gep = Instruction("getelementptr", out.type, [out, idx], pools.fresh("addr"),
                      flags=frozenset({"inbounds"}), elem_type=elem)
    return emit(pools, block, gep, True)
