"""Types of the IR model: the subset of LLVM's type system that kernels use.

Only first-class types that can flow through our kernels are modelled. Anything
else (scalable vectors, vectors of pointers, opaque structs, ``bfloat``/``fp128`` ...)
is rejected by the reader with an "unsupported" error rather than approximated.
Structs and arrays (aggregates) have the memory layout of :mod:`fuzzfarm.ir.layout`;
named struct types are read as the literal struct they name (LLVM's opaque pointers
make the two interchangeable in every kernel the model reads).
Fixed vectors of integers and floats are values of their own (:class:`VectorType`,
oracles/SEMANTICS.md, "Vectors"). ``half``, ``float`` and
``double`` values are held, like integers, as their bit patterns
(oracles/SEMANTICS.md, "Floating point").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Type:
    """Base class of all IR types."""

    def __str__(self) -> str:  # pragma: no cover - every subclass spells itself
        return "<type>"


@dataclass(frozen=True)
class IntType(Type):
    """An integer of ``bits`` bits (i1, i8, i16, i32, i64, i128 ...)."""

    bits: int

    def __str__(self) -> str:
        return f"i{self.bits}"

    @property
    def mask(self) -> int:
        return (1 << self.bits) - 1


@dataclass(frozen=True)
class FloatType(Type):
    """IEEE-754 binary16 (``half``), binary32 (``float``) or binary64 (``double``),
    LangRef "Floating-Point Types". Values are their bit patterns, so memory, phis,
    selects, bitcasts and shuffles move them exactly; only the floating-point
    instructions read them as numbers."""

    bits: int

    def __str__(self) -> str:
        return _FLOAT_NAMES[self.bits]

    @property
    def mask(self) -> int:
        return (1 << self.bits) - 1

    @property
    def precision(self) -> int:
        """Significand bits, the implicit one included."""
        return _FLOAT_FORMATS[self.bits][0]

    @property
    def exponent_bits(self) -> int:
        return _FLOAT_FORMATS[self.bits][1]


#: Each width's LLVM name, and its (precision, exponent bits) (IEEE-754, 3.6).
_FLOAT_NAMES = {16: "half", 32: "float", 64: "double"}
_FLOAT_FORMATS = {16: (11, 5), 32: (24, 8), 64: (53, 11)}


#: Types whose values are bit patterns of ``bits`` bits (integers and floats).
BitsType = IntType | FloatType


@dataclass(frozen=True)
class PtrType(Type):
    """An opaque pointer in address space ``addrspace``."""

    addrspace: int = 0

    def __str__(self) -> str:
        return "ptr" if self.addrspace == 0 else f"ptr addrspace({self.addrspace})"


@dataclass(frozen=True)
class TokenType(Type):
    """The ``token`` type: convergence tokens (never in phi or select)."""

    def __str__(self) -> str:
        return "token"


@dataclass(frozen=True)
class VoidType(Type):
    def __str__(self) -> str:
        return "void"


@dataclass(frozen=True)
class LabelType(Type):
    def __str__(self) -> str:
        return "label"


@dataclass(frozen=True)
class ArrayType(Type):
    """``[count x element]``: in memory (alloca, GEP source), and as an aggregate value
    (``extractvalue``/``insertvalue``, a device function's result) when its leaves are
    scalars (:func:`fuzzfarm.ir.layout.is_aggregate_value`)."""

    count: int
    element: Type

    def __str__(self) -> str:
        return f"[{self.count} x {self.element}]"


@dataclass(frozen=True)
class VectorType(Type):
    """``<count x element>``, a fixed vector of integers or floats (LangRef, "Vector
    Type"). Each element is a value of its own: poison and undef are per element
    (LangRef, "Poison Values"), and in memory element ``i`` lies at byte ``i * size``
    of the element type (little-endian, :func:`store_size`)."""

    count: int
    element: IntType | FloatType

    def __str__(self) -> str:
        return f"<{self.count} x {self.element}>"


@dataclass(frozen=True)
class StructType(Type):
    """A struct ``{ T, U }`` (``packed``: ``<{ T, U }>``, no padding between fields):
    ``cmpxchg``'s ``{ T, i1 }`` result, and any struct of the kernel's memory and values
    (oracles/SEMANTICS.md, "Aggregates"); its layout is :mod:`fuzzfarm.ir.layout`'s."""

    fields: tuple[Type, ...]
    packed: bool = False

    def __str__(self) -> str:
        body = "{ " + ", ".join(str(f) for f in self.fields) + " }" if self.fields else "{}"
        return f"<{body}>" if self.packed else body

    @property
    def count(self) -> int:
        """Scalar leaves (each field of ``cmpxchg``'s result), each a value of its own: the
        lane simulator gives each a register (:func:`fuzzfarm.ir.layout.leaves`)."""
        return scalar_leaves(self)


def scalar_leaves(ty: Type) -> int:
    """How many scalar leaves a value of ``ty`` has: one for a scalar or a vector, the sum
    of its members' for a struct or an array (:func:`fuzzfarm.ir.layout.leaves` lists them)."""
    if isinstance(ty, StructType):
        return sum(scalar_leaves(f) for f in ty.fields)
    if isinstance(ty, ArrayType):
        return ty.count * scalar_leaves(ty.element)
    return 1


def element_type(ty: Type) -> Type:
    """A vector's element type; any other type is its own."""
    return ty.element if isinstance(ty, VectorType) else ty


def lane_count(ty: Type) -> int | None:
    """A vector's element count, None for a scalar."""
    return ty.count if isinstance(ty, VectorType) else None


def in_memory(ty: Type) -> bool:
    """Can a value of ``ty`` be loaded and stored byte by byte? A vector whose elements
    are no whole bytes (``<8 x i1>``) is packed bit by bit in LLVM's layout: not modelled."""
    return not isinstance(ty, VectorType) or ty.element.bits % 8 == 0


I1 = IntType(1)
I8 = IntType(8)
I16 = IntType(16)
I32 = IntType(32)
I64 = IntType(64)
I128 = IntType(128)
HALF = FloatType(16)
FLOAT = FloatType(32)
DOUBLE = FloatType(64)
PTR = PtrType()
TOKEN = TokenType()
VOID = VoidType()
LABEL = LabelType()
