"""Aggregates in the reference interpreter (SEMANTICS.md, "Aggregates").

An aggregate value is a tuple of its fields (nested for nested aggregates), each leaf a
scalar value or POISON; poison and undef are per leaf. Loads and stores of aggregates
move their leaves at the layout's offsets (fuzzfarm/ir/layout.py); a type with padding
is unsupported there (what a store leaves in padding bytes is not settled). The kernel's
``byval``/``byref`` parameters get objects holding the launch's contents
(fuzzfarm/inputs.py).
"""

from __future__ import annotations

from collections.abc import Callable

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir.layout import has_padding, leaves, member
from fuzzfarm.ir.types import ArrayType, StructType, Type
from oracles.reference.values import Pointer, Unsupported


def is_aggregate(ty: Type) -> bool:
    return isinstance(ty, StructType | ArrayType)


def flatten(ty: Type, value: object) -> list[object]:
    """The leaves of ``value`` (of type ``ty``) in field order."""
    if not is_aggregate(ty):
        return [value]
    assert isinstance(value, tuple)
    out: list[object] = []
    for i, field in enumerate(value):
        out.extend(flatten(member(ty, i), field))
    return out


def build(ty: Type, flat: list[object]) -> object:
    """The value of type ``ty`` whose leaves are ``flat`` (consumed from the front)."""
    if not is_aggregate(ty):
        return flat.pop(0)
    count = len(ty.fields) if isinstance(ty, StructType) else ty.count  # type: ignore[attr-defined]
    return tuple(build(member(ty, i), flat) for i in range(count))


def of_leaves(ty: Type, make: Callable[[Type], object]) -> object:
    """The value of type ``ty`` whose every leaf is ``make(leaf type)`` (poison, undef)."""
    return build(ty, [make(leaf.type) for leaf in leaves(ty)])


def path_of(predicate: str | None) -> tuple[int, ...]:
    """An ``extractvalue``/``insertvalue``'s index path (the reader's ``predicate``)."""
    return tuple(int(k) for k in (predicate or "0").split(","))


def extract(value: object, path: tuple[int, ...]) -> object:
    for index in path:
        assert isinstance(value, tuple)
        value = value[index]
    return value


def insert(value: object, element: object, path: tuple[int, ...]) -> object:
    if not path:
        return element
    assert isinstance(value, tuple)
    head = path[0]
    return (*value[:head], insert(value[head], element, path[1:]), *value[head + 1:])


def freeze(ty: Type, value: object, frozen: Callable[[Type], object]) -> tuple[object, bool]:
    """``freeze`` of an aggregate: each poison leaf becomes ``frozen(leaf type)``; whether
    one did."""
    flat = flatten(ty, value)
    types = [leaf.type for leaf in leaves(ty)]
    hit = any(v is POISON for v in flat)
    return build(ty, [frozen(k) if v is POISON else v for v, k in zip(flat, types, strict=True)]), hit


def leaf_pointers(ty: Type, ptr: object) -> list[tuple[Type, object]]:
    """Each leaf's type and address for a load or store of ``ty`` at ``ptr``."""
    if has_padding(ty):
        raise Unsupported(f"load or store of {ty}, which has padding bytes")
    if not isinstance(ptr, Pointer):
        return [(leaf.type, ptr) for leaf in leaves(ty)]  # poison: the access is UB
    return [(leaf.type, Pointer(ptr.obj, ptr.offset + leaf.offset)) for leaf in leaves(ty)]
