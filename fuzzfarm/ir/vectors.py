"""Fixed vectors, element by element (oracles/SEMANTICS.md, "Vectors").

LangRef defines every element-wise vector instruction (the binary operations,
``icmp``/``fcmp``, ``select``, the casts, ``freeze``, ``fneg``) as the scalar
instruction applied to each element, poison included ("Poison Values": poison is
per element). So both oracles execute such an instruction as its *element view*:
an :class:`ElementInstruction` per element index, the scalar instruction with the
same opcode, flags and predicate whose vector operands are :class:`ElementOf` that
element (a scalar operand, such as ``select``'s ``i1`` condition or ``ctlz``'s flag,
stays as it is). Each oracle reads an ``ElementOf`` from its own representation of
vectors and runs the element view with its own scalar semantics; the instructions
that are not element-wise (``extractelement``, ``insertelement``, ``shufflevector``,
vector loads and stores, the reductions) each oracle implements on its own.

This module only builds views and names intrinsics: no semantics lives here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from fuzzfarm.ir.model import BINARY_OPS, CAST_OPS, FP_CAST_OPS, FP_OPS, Instruction, Value
from fuzzfarm.ir.types import FloatType, IntType, Type, VectorType, element_type

#: ``llvm.vector.reduce.<op>`` on integers the oracles execute (LangRef, "Vector
#: Reduction Intrinsics"): what LLVM's SLP vectorizer emits for a horizontal sum.
INT_REDUCTIONS = frozenset({"add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin"})
#: The floating-point ones: ``fadd``/``fmul`` with a start value, in element order
#: unless ``reassoc`` allows any association.
FLOAT_REDUCTIONS = frozenset({"fadd", "fmul"})

_REDUCE_RE = re.compile(r"llvm\.vector\.reduce\.([a-z]+)\.v\d+(?:i\d+|f32|f64)")
_VECTOR_SUFFIX_RE = re.compile(r"\.v\d+(i\d+|f32|f64)(?=\.|$)")


def reduction(callee: str | None) -> str | None:
    """``llvm.vector.reduce.add.v4i32`` -> ``add`` for the reductions the oracles
    execute (:data:`INT_REDUCTIONS`, :data:`FLOAT_REDUCTIONS`), else None."""
    m = _REDUCE_RE.fullmatch(callee or "")
    if m is None or m.group(1) not in INT_REDUCTIONS | FLOAT_REDUCTIONS:
        return None
    return m.group(1)


def scalar_callee(callee: str) -> str:
    """An overloaded intrinsic's name for one element: ``llvm.smax.v2i32`` ->
    ``llvm.smax.i32``, ``llvm.fabs.v4f32`` -> ``llvm.fabs.f32``."""
    return _VECTOR_SUFFIX_RE.sub(r".\1", callee)


@dataclass(eq=False)
class ElementOf(Value):
    """Element ``index`` of the vector value ``vector`` (an operand of an element view)."""

    vector: Value
    index: int
    type: Type

    def ref(self) -> str:
        return f"{self.vector.ref()}[{self.index}]"


@dataclass(eq=False, repr=False)
class ElementInstruction(Instruction):
    """Element ``index`` of the element-wise vector instruction ``whole``: in no block
    (``parent`` is the whole's block, so its function's attributes apply), and its
    value can show wherever the whole's can (:func:`fuzzfarm.analysis.observed.observed`)."""

    whole: Instruction | None = None
    index: int = 0


def is_vector(ty: Type) -> bool:
    return isinstance(ty, VectorType)


def vector_operation(inst: Instruction) -> bool:
    """Does ``inst`` compute or take a vector (its result or any operand)?"""
    return is_vector(inst.type) or any(is_vector(v.type) for v in inst.operands)


def element_view(inst: Instruction, index: int) -> ElementInstruction:
    """The scalar instruction computing element ``index`` of element-wise ``inst``."""
    operands: list[Value] = [
        ElementOf(v, index, v.type.element) if isinstance(v.type, VectorType) else v
        for v in inst.operands
    ]
    callee = scalar_callee(inst.callee) if inst.callee else None
    view = ElementInstruction(inst.opcode, element_type(inst.type), operands, inst.name,
                              inst.flags, inst.predicate, callee=callee, attrs=inst.attrs,
                              whole=inst, index=index)
    view.parent = inst.parent
    return view


def element_views(inst: Instruction) -> list[ElementInstruction]:
    """Every element's view of ``inst``, whose result is a vector."""
    assert isinstance(inst.type, VectorType)
    return [element_view(inst, i) for i in range(inst.type.count)]


#: Instructions LangRef defines on vectors element by element.
ELEMENTWISE_OPS = BINARY_OPS | CAST_OPS | FP_OPS | frozenset({"icmp", "select", "freeze"})
#: Intrinsics overloaded on vectors that apply element by element.
ELEMENTWISE_CALL_BASES = frozenset({
    # integer intrinsics of oracles/SEMANTICS.md ("Values") and float ones ("Floating point")
    "umin", "umax", "smin", "smax", "abs", "ctpop", "ctlz", "cttz", "fshl", "fshr",
    "usub.sat", "uadd.sat", "ssub.sat", "sadd.sat", "bitreverse", "bswap",
    "fabs", "copysign", "sqrt", "fma", "fmuladd", "minnum", "maxnum",
})


def elementwise_call(inst: Instruction) -> bool:
    """Is ``inst`` a call of an element-wise intrinsic on vectors (``llvm.smax.v2i32``)?"""
    callee = inst.callee or ""
    if inst.opcode != "call" or not callee.startswith("llvm.") or not is_vector(inst.type):
        return False
    return call_base(callee) in ELEMENTWISE_CALL_BASES


def call_base(callee: str) -> str:
    """An intrinsic's name without ``llvm.`` and its type suffixes, vector or scalar:
    ``llvm.smax.v2i32`` -> ``smax``, ``llvm.usub.sat.i32`` -> ``usub.sat``."""
    parts = scalar_callee(callee).split(".")[1:]
    while parts and re.fullmatch(r"i\d+|f32|f64", parts[-1]):
        parts.pop()
    return ".".join(parts)


def elementwise(inst: Instruction) -> bool:
    """Is ``inst`` a vector instruction LangRef defines element by element, with every
    vector operand as long as its vector result? (A ``bitcast`` that regroups bits,
    ``<2 x i32>`` to ``i64`` or ``<4 x i16>``, is not: it stays unsupported.)"""
    if not isinstance(inst.type, VectorType):
        return False
    if inst.opcode not in ELEMENTWISE_OPS and not elementwise_call(inst):
        return False
    count = inst.type.count
    if any(isinstance(v.type, VectorType) and v.type.count != count for v in inst.operands):
        return False
    if inst.opcode in CAST_OPS | FP_CAST_OPS:
        src = inst.operands[0].type
        if not isinstance(src, VectorType):
            return False
        if inst.opcode == "bitcast" and src.element.bits != inst.type.element.bits:
            return False
    return True


@dataclass(frozen=True)
class Regrouping:
    """The shape of a ``bitcast`` that regroups bits (``<2 x half>`` to ``i32``, ``i64`` to
    ``<4 x i16>``, ``<2 x i32>`` to ``<4 x i16>``): element ``i`` of the source holds bits
    ``[i * src_bits, (i + 1) * src_bits)`` of one value, element ``j`` of the result bits
    ``[j * dst_bits, ...)``, element 0 lowest (LangRef, "'bitcast'": the same as storing
    the value and loading it as the other type, and every GPU target is little-endian). A
    scalar side has one element."""

    src_bits: int
    src_count: int
    dst_bits: int
    dst_count: int
    #: Is the source's element a float (whose NaN shows its bits)?
    src_float: bool

    def sources(self, j: int) -> range:
        """The source elements holding bits of result element ``j``."""
        lo, hi = j * self.dst_bits, (j + 1) * self.dst_bits
        return range(lo // self.src_bits, (hi - 1) // self.src_bits + 1)


#: The widest regrouped value the oracles take (the lane simulator's registers are 64-bit).
MAX_REGROUPED_BITS = 64


def regrouping(inst: Instruction) -> Regrouping | None:
    """The shape of ``inst`` if it is a ``bitcast`` between a vector and a type of
    another element width, of integers or floats no wider than :data:`MAX_REGROUPED_BITS`
    in all, else None."""
    if inst.opcode != "bitcast" or elementwise(inst) or not vector_operation(inst):
        return None
    shapes = []
    for ty in (inst.operands[0].type, inst.type):
        count = ty.count if isinstance(ty, VectorType) else 1
        elem = element_type(ty)
        if not isinstance(elem, IntType | FloatType):
            return None
        shapes.append((elem.bits, count))
    (sb, sc), (db, dc) = shapes
    if sb * sc != db * dc or sb * sc > MAX_REGROUPED_BITS:
        return None
    return Regrouping(sb, sc, db, dc, isinstance(element_type(inst.operands[0].type), FloatType))
