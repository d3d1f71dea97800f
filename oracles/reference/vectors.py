"""Fixed vectors for the reference (oracles/SEMANTICS.md, "Vectors").

A vector value is a tuple with one entry per element, each an element value of its
own (an int bit pattern or ``POISON``): LangRef, "Poison Values", makes poison per
element, and ``undef`` is read per element too. The element-wise instructions run
as their element views (:mod:`fuzzfarm.ir.vectors`) through the interpreter's scalar
semantics; this module holds the rest, literally as LangRef states it.
"""

from __future__ import annotations

from fuzzfarm.behaviour import POISON
from fuzzfarm.fpenv import DENORMAL_MODE, FP_CHOICE, has_choice, may_flush, poison_kinds
from fuzzfarm.ir import floatbits as fb
from fuzzfarm.ir.model import ConstInt, ConstVector, Function
from fuzzfarm.ir.types import FloatType
from fuzzfarm.ir.vectors import Regrouping
from oracles.reference import floats as F
from oracles.reference import values as V

Vector = tuple[object, ...]


def extract(vec: Vector, index: object) -> object:
    """``extractelement``: LangRef, "If idx exceeds the length of val for a fixed-length
    vector, the result is a poison value" (a poison index too)."""
    if index is POISON:
        return POISON
    assert isinstance(index, int)
    return vec[index] if index < len(vec) else POISON


def insert(vec: Vector, element: object, index: object) -> Vector:
    """``insertelement``: the vector with ``element`` at ``index``; an index past the
    end (or poison) makes the whole result poison (LangRef, "'insertelement'")."""
    if index is POISON or not isinstance(index, int) or index >= len(vec):
        return (POISON,) * len(vec)
    return vec[:index] + (element,) + vec[index + 1:]


def regroup(shape: Regrouping, value: object) -> Vector:
    """A ``bitcast`` that regroups bits (:class:`~fuzzfarm.ir.vectors.Regrouping`): the
    source's elements laid side by side, element 0 lowest, cut into the result's. A
    result element any of whose bits come from a poison element is poison (poison is per
    element, and a scalar is one element: LangRef, "Poison Values"). A scalar result is
    the one element of the tuple returned."""
    elements = value if isinstance(value, tuple) else (value,)
    whole = 0
    for i, e in enumerate(elements):
        if e is not POISON:
            assert isinstance(e, int)
            whole |= e << (i * shape.src_bits)
    out = tuple(POISON if any(elements[i] is POISON for i in shape.sources(j))
                else (whole >> (j * shape.dst_bits)) & ((1 << shape.dst_bits) - 1)
                for j in range(shape.dst_count))
    return out


def shuffle_mask(mask: ConstVector) -> list[int | None]:
    """The mask's element numbers; None for a poison (or undef) element."""
    return [e.value if isinstance(e, ConstInt) else None for e in mask.elements]


def shuffle(first: Vector, second: Vector, mask: list[int | None]) -> Vector:
    """``shufflevector``: result element ``i`` is element ``mask[i]`` of the two inputs
    taken as one vector (``first`` then ``second``); a poison mask element gives a
    poison element (LangRef, "'shufflevector'")."""
    both = first + second
    return tuple(POISON if m is None else both[m] for m in mask)


def reduce_int(op: str, bits: int, vec: Vector) -> object:
    """``llvm.vector.reduce.<op>`` on integers: the scalar operation applied across
    the elements (LangRef, "Vector Reduction Intrinsics"); all of them associative and
    commutative, so the order does not matter. One poison element poisons the result."""
    if any(e is POISON for e in vec):
        return POISON
    acc = vec[0]
    for e in vec[1:]:
        if op in ("add", "mul", "and", "or", "xor"):
            acc = V.binary(op, frozenset(), bits, acc, e)
        else:
            acc = V.intrinsic(op, bits, [acc, e])
    return acc


def reduce_float(op: str, ty: FloatType, flags: frozenset[str], start: object, vec: Vector,
                 fn: Function | None) -> tuple[object, set[str]]:
    """``llvm.vector.reduce.fadd``/``fmul``: ``start`` combined with the elements in
    order, one rounding per step (LangRef: "sequential ... unless ``reassoc``"). With
    ``reassoc`` (or another flag allowing other results) any association is allowed:
    the ordered value with the ``fp-choice`` approximation, as a flagged scalar
    instruction records it (SEMANTICS.md, "Floating point"). ``nnan``/``ninf`` make a
    NaN/infinite start, element or result poison; a denormal anywhere on the way where
    ``fn`` may flush one records ``denormal-mode``."""
    scalar = "fadd" if op == "fadd" else "fmul"
    seen = [start, *vec]
    acc = start
    for e in vec:
        acc = F.binary(scalar, ty, acc, e)
        seen.append(acc)
    notes: set[str] = set()
    kinds = poison_kinds(flags)
    if kinds and any(F.is_special(v, ty, kinds) for v in seen):
        return POISON, notes
    if acc is not POISON and has_choice(flags):
        notes.add(FP_CHOICE)
    if may_flush(fn, ty) and any(isinstance(v, int) and fb.is_denormal(v, ty) for v in seen):
        notes.add(DENORMAL_MODE)
    return acc, notes


