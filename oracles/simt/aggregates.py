"""Aggregates in the lane simulator (SEMANTICS.md, "Aggregates").

An aggregate value occupies one register per scalar leaf, in field order
(:func:`fuzzfarm.ir.layout.leaves`), as a vector does one per element: ``extractvalue``
and ``insertvalue`` copy registers, ``select``, ``freeze`` and phis act leaf by leaf, and a
load or store of an aggregate is one access per leaf at the layout's offset (a type with
padding is unsupported, as in the reference). Calls to defined functions are expanded
(oracles/simt/calls.py), so an aggregate argument or result is a register copy too.
"""

from __future__ import annotations

from typing import Protocol

from fuzzfarm.analysis.observed import freeze_approximation, observed
from fuzzfarm.ir.layout import has_padding, leaf_span, leaves
from fuzzfarm.ir.model import Argument, ConstAggregate, Instruction, Poison, Undef, Value
from fuzzfarm.ir.types import ArrayType, FloatType, PtrType, StructType, Type
from oracles.simt import execute as ex
from oracles.simt import floats as fl
from oracles.simt import vectors as vec
from oracles.simt.memory import Gep, Load, Store
from oracles.simt.state import Operand
from oracles.simt.values import Unsupported


class Registers(Protocol):
    """What this module needs of the compiler (oracles/simt/compile.py)."""

    reg: dict[int, int]

    def operand(self, v: Value) -> Operand: ...

    def _scratch_reg(self) -> int: ...


def is_aggregate(ty: Type) -> bool:
    return isinstance(ty, StructType | ArrayType)


def involves(inst: Instruction) -> bool:
    """Does ``inst`` produce, take or move an aggregate value?"""
    if inst.opcode in ("extractvalue", "insertvalue"):
        return True
    if inst.opcode == "store":
        return is_aggregate(inst.operands[0].type)
    return inst.opcode in ("load", "select", "freeze") and is_aggregate(inst.type)


def leaf_operands(c: Registers, v: Value) -> list[Operand]:
    """One operand per leaf of the aggregate value ``v``."""
    if isinstance(v, Argument | Instruction):
        base = c.reg[id(v)]
        return [Operand(reg=base + i) for i in range(len(leaves(v.type)))]
    if isinstance(v, ConstAggregate):
        return [o for e in v.elements for o in
                (leaf_operands(c, e) if is_aggregate(e.type) else [c.operand(e)])]
    if isinstance(v, Poison | Undef):
        return [c.operand(type(v)(leaf.type)) for leaf in leaves(v.type)]
    raise Unsupported(f"aggregate operand {v.ref()} is not supported by the lane simulator")


def path_of(inst: Instruction) -> tuple[int, ...]:
    return tuple(int(k) for k in (inst.predicate or "0").split(","))


def compile_op(c: Registers, inst: Instruction, text: str, dst: int) -> ex.Op:
    """The ops of an instruction :func:`involves` names."""
    op = inst.opcode
    if op == "extractvalue":
        start, count, ty = leaf_span(inst.operands[0].type, path_of(inst))
        sources = leaf_operands(c, inst.operands[0])[start:start + count]
        return vec.Seq(text, [vec.Copy(text, dst + i, s) for i, s in enumerate(sources)])
    if op == "insertvalue":
        start, count, _ = leaf_span(inst.type, path_of(inst))
        sources = leaf_operands(c, inst.operands[0])
        element = inst.operands[1]
        sources[start:start + count] = leaf_operands(c, element) if is_aggregate(element.type) \
            else [c.operand(element)]
        return vec.Seq(text, [vec.Copy(text, dst + i, s) for i, s in enumerate(sources)])
    if op == "select":
        cond = c.operand(inst.operands[0])
        pairs = zip(leaf_operands(c, inst.operands[1]), leaf_operands(c, inst.operands[2]), strict=True)
        return vec.Seq(text, [ex.Select(text, dst + i, cond, a, b) for i, (a, b) in enumerate(pairs)])
    if op == "freeze":
        seen, approximation = observed(inst), freeze_approximation(inst.type)
        return vec.Seq(text, [ex.Freeze(text, dst + i, s, seen, approximation)
                              for i, s in enumerate(leaf_operands(c, inst.operands[0]))])
    return _memory(c, inst, text, dst)


def _memory(c: Registers, inst: Instruction, text: str, dst: int) -> ex.Op:
    """A load or store of an aggregate: one access per leaf."""
    load = inst.opcode == "load"
    ty = inst.type if load else inst.operands[0].type
    if has_padding(ty):
        raise Unsupported(f"{inst.opcode} of {ty}, which has padding bytes")
    if "atomic" in inst.flags:
        raise Unsupported(f"atomic {inst.opcode} of {ty}")
    ptr = c.operand(inst.operands[0 if load else 1])
    values = [] if load else leaf_operands(c, inst.operands[0])
    ops: list[ex.Op] = []
    for i, leaf in enumerate(leaves(ty)):
        at = ptr
        if leaf.offset:
            at = Operand(reg=c._scratch_reg())
            ops.append(Gep(text, at.reg, ptr, [Operand(value=leaf.offset)], [64], [1], False, False))
        size = 8 if isinstance(leaf.type, PtrType) else (leaf.type.bits + 7) // 8  # type: ignore[attr-defined]
        pointer = isinstance(leaf.type, PtrType)
        if load:
            ops.append(Load(text, dst + i, at, size, 64 if pointer else leaf.type.bits,  # type: ignore[attr-defined]
                            pointer=pointer))
            continue
        store = Store(text, values[i], at, size, pointer=pointer)
        if isinstance(leaf.type, FloatType):  # a NaN's bytes become observable
            ops.append(fl.Noted(text, fl.NanNote(text, [(values[i], leaf.type.bits)]), store))
        else:
            ops.append(store)
    return vec.Seq(text, ops)
