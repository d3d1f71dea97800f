"""The memory layout of aggregates (structs and arrays), and their scalar leaves.

LangRef, "Data Layout": a struct's field lies at the next multiple of its ABI
alignment (none in a ``packed`` struct), the struct is as aligned as its most aligned
field and its size is padded to that alignment; an array's elements lie at multiples
of the element's alloc size. The alignments used are the ones both GPU targets'
data layouts give (AMDGPU's and NVPTX's, and LLVM's defaults): ``iN`` and the float
types of 1, 2, 4 or 8 bytes as aligned as they are wide, 64-bit pointers of address
spaces 0, 1 and 4 at 8, vectors as aligned as their (power-of-two) size. A struct with a
field outside that list (an ``i128``, a 32-bit ``ptr addrspace(3)``/``(5)`` of AMDGPU,
a ``<3 x i32>``) has no layout the model is sure of: :class:`LayoutError`, which the
reader turns into "unsupported".

An aggregate *value* (``extractvalue``, ``insertvalue``, a device function returning
``[2 x i32]``) is a tuple of its fields in the reference interpreter and one register
per scalar *leaf* in the lane simulator (:func:`leaves` gives both the order and each
leaf's byte offset, which loads and stores of aggregates use).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from fuzzfarm.ir.types import (
    ArrayType,
    FloatType,
    IntType,
    PtrType,
    StructType,
    Type,
    VectorType,
    in_memory,
    scalar_leaves,
)

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction

#: Address spaces whose pointers are 64 bits wide and 8-aligned on both GPU targets.
WIDE_POINTER_SPACES = (0, 1, 4)


class LayoutError(ValueError):
    """A type whose layout the model does not know (see the module docstring)."""


Aggregate = StructType | ArrayType


def store_size(ty: Type) -> int:
    """Bytes a value of ``ty`` occupies in memory (LLVM's alloc size for our types)."""
    if isinstance(ty, IntType | FloatType):
        return max(1, (ty.bits + 7) // 8)
    if isinstance(ty, PtrType):
        return 8
    if isinstance(ty, ArrayType | StructType):
        return alloc_size(ty)
    if isinstance(ty, VectorType) and in_memory(ty):
        return ty.count * store_size(ty.element)
    # a LayoutError (a ValueError): a struct holding such a vector (``{ <2 x i32>, <2 x i1> }``,
    # a vector with.overflow's result) is no aggregate the model knows, not a crash
    raise LayoutError(f"type {ty} has no size in memory")


def abi_align(ty: Type) -> int | None:
    """The ABI alignment of ``ty`` in bytes, or None where the targets disagree or the
    model does not know it."""
    if isinstance(ty, IntType | FloatType):
        n = store_size(ty)
        return n if n in (1, 2, 4, 8) else None
    if isinstance(ty, PtrType):
        return 8 if ty.addrspace in WIDE_POINTER_SPACES else None
    if isinstance(ty, VectorType):
        n = store_size(ty)
        return n if n & (n - 1) == 0 else None
    if isinstance(ty, ArrayType):
        return abi_align(ty.element)
    if isinstance(ty, StructType):
        return struct_layout(ty).align
    return None


@dataclass(frozen=True)
class StructLayout:
    offsets: tuple[int, ...]
    size: int
    align: int


@lru_cache(maxsize=4096)
def struct_layout(ty: StructType) -> StructLayout:
    """Field offsets, padded size and alignment of ``ty`` (LangRef, "Data Layout")."""
    offset, most = 0, 1
    offsets = []
    for f in ty.fields:
        align = 1 if ty.packed else abi_align(f)
        if align is None:
            raise LayoutError(f"field {f} of {ty} has no known alignment")
        offset = -(-offset // align) * align
        offsets.append(offset)
        offset += alloc_size(f)
        most = max(most, align)
    size = -(-offset // most) * most
    return StructLayout(tuple(offsets), size, most)


def alloc_size(ty: Type) -> int:
    """Bytes between consecutive elements of ``ty`` in an array (LLVM's alloc size)."""
    if isinstance(ty, StructType):
        return struct_layout(ty).size
    if isinstance(ty, ArrayType):
        return ty.count * alloc_size(ty.element)
    size = store_size(ty)
    align = abi_align(ty)
    return size if align is None else -(-size // align) * align


def field_offset(ty: Type, index: int) -> int:
    """Byte offset of field/element ``index`` of the aggregate ``ty`` (a ``getelementptr``
    index after the first, an ``extractvalue`` index)."""
    if isinstance(ty, StructType):
        return struct_layout(ty).offsets[index]
    assert isinstance(ty, ArrayType)
    return index * alloc_size(ty.element)


def member(ty: Type, index: int) -> Type:
    """The type of field/element ``index`` of the aggregate ``ty``."""
    return ty.fields[index] if isinstance(ty, StructType) else ty.element  # type: ignore[attr-defined]


@dataclass(frozen=True)
class Leaf:
    """One scalar of an aggregate: its index path, byte offset and type."""

    path: tuple[int, ...]
    offset: int
    type: Type


@lru_cache(maxsize=4096)
def leaves(ty: Type) -> tuple[Leaf, ...]:
    """The scalar leaves of ``ty`` in field order (one, ``()``, for a scalar)."""
    if not isinstance(ty, StructType | ArrayType):
        return (Leaf((), 0, ty),)
    count = len(ty.fields) if isinstance(ty, StructType) else ty.count
    out: list[Leaf] = []
    for i in range(count):
        base = field_offset(ty, i)
        out.extend(Leaf((i, *leaf.path), base + leaf.offset, leaf.type)
                   for leaf in leaves(member(ty, i)))
    return tuple(out)


def leaf_count(ty: Type) -> int:
    return scalar_leaves(ty)


def leaf_span(ty: Type, path: tuple[int, ...]) -> tuple[int, int, Type]:
    """The leaves of ``ty`` the index ``path`` selects (an ``extractvalue``'s or
    ``insertvalue``'s): (first leaf, number of leaves, selected type)."""
    start = 0
    for index in path:
        for k in range(index):
            start += leaf_count(member(ty, k))
        ty = member(ty, index)
    return start, leaf_count(ty), ty


def has_padding(ty: Type) -> bool:
    """Does ``ty`` occupy bytes none of its leaves does (padding between or after fields)?"""
    return sum(store_size(leaf.type) for leaf in leaves(ty)) != alloc_size(ty)


def is_aggregate_value(ty: Type) -> bool:
    """Can an SSA value have the aggregate type ``ty``? Its leaves must be integers, floats
    or pointers (no vectors, no empty aggregates) and its layout known."""
    if not isinstance(ty, StructType | ArrayType):
        return False
    try:
        found = leaves(ty)
        alloc_size(ty)
    except LayoutError:
        return False
    return bool(found) and all(isinstance(leaf.type, IntType | FloatType | PtrType) for leaf in found)


def check_layout(ty: Type) -> None:
    """Raise :class:`LayoutError` unless ``ty``'s memory layout is known."""
    if isinstance(ty, StructType | ArrayType):
        alloc_size(ty)
        leaves(ty)


def narrow_pointers(datalayout: str | None) -> bool:
    """Does ``datalayout`` make the pointers of address space 0 (and so, unless another
    ``pN`` entry says otherwise, of every space) 32 bits wide? clang's layout for ``spir``
    and ``spirv32`` (``e-p:32:32-...``) does; the model lays every pointer out in 8 bytes
    (:func:`store_size`)."""
    return any(spec.split(":")[0] in ("p", "p0") and spec.split(":")[1:2] == ["32"]
               for spec in (datalayout or "").split("-"))


def _has_pointer(ty: Type | None) -> bool:
    if isinstance(ty, PtrType):
        return True
    if isinstance(ty, StructType):
        return any(_has_pointer(f) for f in ty.fields)
    if isinstance(ty, ArrayType | VectorType):
        return _has_pointer(ty.element)
    return False


def pointer_in_memory(fn: Function) -> Instruction | None:
    """The first instruction of ``fn`` that lays a pointer out in memory (an alloca, load,
    store or atomic of a pointer or of an aggregate holding one, or a getelementptr
    stepping over one), or None. Under a :func:`narrow_pointers` layout its offsets or
    sizes would be LLVM's 4 bytes a pointer where the model counts 8: a pass folding
    ``getelementptr ptr, ptr %p, i32 1`` into ``getelementptr i8, ptr %p, i32 4`` would
    read as a different program."""
    for inst in fn.instructions():
        if inst.opcode in ("alloca", "getelementptr") and _has_pointer(inst.elem_type):
            return inst
        if inst.opcode in ("load", "atomicrmw", "cmpxchg") and _has_pointer(inst.type):
            return inst
        if inst.opcode == "store" and _has_pointer(inst.operands[0].type):
            return inst
    return None
