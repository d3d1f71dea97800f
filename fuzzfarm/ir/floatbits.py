"""Bit patterns of ``half``, ``float`` and ``double`` values: LLVM's constant spellings,
NaN tests.

Both oracles hold a floating-point value as its IEEE-754 bit pattern (an unsigned
integer of 16, 32 or 64 bits, :class:`~fuzzfarm.ir.types.FloatType`). LLVM writes a
constant as a decimal (``1.500000e+00``) when that reads back exactly, else as the
hexadecimal bits of a *double* (``0x3FF8000000000000``), a ``float`` constant too:
its value widened to double (LangRef, "Simple Constants": "The one non-intuitive
notation for constants is the hexadecimal form of floating-point constants ...
the hexadecimal format is always used for ``float`` as well, ... with the value of
the ``float`` converted to ``double``"). A float NaN widens by keeping its sign and
putting its 23 payload bits at the top of the double's 52. LLVM writes a ``half``
constant as its own bits (``0xH3E00`` is 1.5).
"""

from __future__ import annotations

import math
import struct

from fuzzfarm.ir.types import FloatType

#: ``struct`` formats of each width (IEEE binary16, binary32, binary64).
_FORMATS = {16: "<e", 32: "<f", 64: "<d"}


def _widen(ty: FloatType) -> int:
    """Bits of the payload shift between a NaN of ``ty`` and its double spelling."""
    return 53 - ty.precision


def exponent_mask(ty: FloatType) -> int:
    return ((1 << ty.exponent_bits) - 1) << (ty.precision - 1)


def fraction_mask(ty: FloatType) -> int:
    return (1 << (ty.precision - 1)) - 1


def sign_bit(ty: FloatType) -> int:
    return 1 << (ty.bits - 1)


def is_nan(bits: int, ty: FloatType) -> bool:
    e = exponent_mask(ty)
    return bits & e == e and bits & fraction_mask(ty) != 0


def is_signaling(bits: int, ty: FloatType) -> bool:
    """A NaN whose quiet bit (the fraction's highest) is clear."""
    return is_nan(bits, ty) and not bits & (1 << (ty.precision - 2))


def is_inf(bits: int, ty: FloatType) -> bool:
    return bits & ~sign_bit(ty) & ty.mask == exponent_mask(ty)


def is_denormal(bits: int, ty: FloatType) -> bool:
    return bits & exponent_mask(ty) == 0 and bits & fraction_mask(ty) != 0


def canonical_nan(ty: FloatType) -> int:
    """The positive quiet NaN with an all-zero payload: what both oracles give an
    operation whose result is a NaN (LangRef, "Behavior of Floating-Point NaN values":
    its sign and payload are a nondeterministic choice; this is one of them)."""
    return exponent_mask(ty) | (1 << (ty.precision - 2))


def from_llvm_hex(value: int, ty: FloatType) -> int:
    """The bits of a ``0x...`` constant of type ``ty`` (always a double's bits; a
    ``half``'s own ``0xH`` spelling is the reader's)."""
    if ty.bits == 64:
        return value & ty.mask
    double = FloatType(64)
    sign = (value >> 63) & 1
    if is_nan(value, double):
        payload = (value & fraction_mask(double)) >> _widen(ty)
        return (sign << (ty.bits - 1)) | exponent_mask(ty) | payload
    (x,) = struct.unpack("<d", value.to_bytes(8, "little"))
    return from_python(x, ty)  # exact: LLVM checked it fits


def to_llvm_hex(bits: int, ty: FloatType) -> str:
    """The ``0x...`` spelling LLVM reads back as exactly ``bits`` (a ``half`` as its own
    bits, ``0xH3C00``, as LLVM writes every half constant)."""
    if ty.bits == 64:
        return f"0x{bits:016X}"
    if ty.bits == 16:
        return f"0xH{bits:04X}"
    sign = (bits >> 31) & 1
    if is_nan(bits, ty):
        double = FloatType(64)
        payload = (bits & fraction_mask(ty)) << _widen(ty)
        return f"0x{(sign << 63) | exponent_mask(double) | payload:016X}"
    (x,) = struct.unpack("<f", bits.to_bytes(4, "little"))
    return f"0x{int.from_bytes(struct.pack('<d', x), 'little'):016X}"


def from_python(x: float, ty: FloatType) -> int:
    """The bits of ``x`` rounded to ``ty``; OverflowError when a double is beyond it."""
    return int.from_bytes(struct.pack(_FORMATS[ty.bits], x), "little")


def from_decimal(text: str, ty: FloatType) -> int:
    """The bits of a decimal constant (LLVM only prints one that reads back exactly)."""
    return from_python(float(text), ty)


def to_python(bits: int, ty: FloatType) -> float:
    """The value as a Python float (exact: a half or float widens to a double exactly)."""
    (x,) = struct.unpack(_FORMATS[ty.bits], bits.to_bytes(ty.bits // 8, "little"))
    return float(x)


def describe(bits: int, ty: FloatType) -> str:
    """A reader's spelling of a value: ``1.5``, ``-0.0``, ``inf``, ``nan(0x7fc00000)``
    (a NaN's bits shown, since where they become observable they may differ)."""
    if is_nan(bits, ty):
        return f"nan(0x{bits:0{ty.bits // 4}x})"
    x = to_python(bits, ty)
    if math.isinf(x):
        return "-inf" if x < 0 else "inf"
    return repr(x) if ty.bits == 64 else repr(float(f"{x:.{9 if ty.bits == 32 else 5}g}"))
