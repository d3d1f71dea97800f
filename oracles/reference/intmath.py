"""The intrinsics of ``fuzzfarm.ir.intmath`` on Python integers (SEMANTICS.md, "Values").

Each is computed from its mathematical definition (the exact result, then its range
or its bits), not from the instructions the lane simulator reuses, so the two oracles
check each other.
"""

from __future__ import annotations

from collections.abc import Callable

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir.clint import IntBuiltin
from fuzzfarm.ir.intmath import AMDGCN_BYTES, AMDGCN_PACKED, OVERFLOW_OPS, TargetIntOp
from oracles.reference.values import mask, to_signed


def with_overflow(name: str, bits: int, a: object, b: object) -> tuple[object, object]:
    """``llvm.<name>.iN`` (LangRef, "Arithmetic with Overflow Intrinsics"): the result
    modulo 2**bits and 1 iff the exact result of the signed or unsigned operation is
    outside the range of ``iN``. A poison operand makes both fields poison."""
    if a is POISON or b is POISON:
        return (POISON, POISON)
    assert isinstance(a, int) and isinstance(b, int)
    op, flag = OVERFLOW_OPS[name]
    signed = flag == "nsw"
    x, y = (to_signed(a, bits), to_signed(b, bits)) if signed else (a, b)
    exact = x + y if op == "add" else x - y if op == "sub" else x * y
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, mask(bits))
    return (exact & mask(bits), int(not lo <= exact <= hi))


def _mul24_operand(value: int, signed: bool) -> int:
    """The 24-bit value a 24-bit multiply reads (the high 8 bits ignored)."""
    low = value & 0xFFFFFF
    return low - (1 << 24) if signed and low >> 23 else low


def target_int(op: TargetIntOp, result_bits: int, args: list[object]) -> object:
    """A target's integer intrinsic (``fuzzfarm.ir.intmath.TargetIntOp``); poison in
    any operand gives poison."""
    flat = [e for a in args for e in (a if isinstance(a, tuple) else (a,))]  # dot2's <2 x i16>
    if any(a is POISON for a in flat):
        return POISON
    ints = [a for a in flat if isinstance(a, int)]
    if op.kind == "perm":
        return _perm(*ints)
    if op.kind in AMDGCN_BYTES:
        return _dot(op.kind, ints)
    if op.kind in ("mul24", "mulhi24"):
        product = _mul24_operand(ints[0], op.signed) * _mul24_operand(ints[1], op.signed)
        return (product >> 32 if op.kind == "mulhi24" else product) & mask(result_bits)
    if op.kind in AMDGCN_PACKED:
        return _packed(op.kind, *ints)
    x, y = (to_signed(v, op.bits) if op.signed else v for v in ints[:2])
    if op.kind == "mulhi":
        return (x * y >> op.bits) & mask(op.bits)
    return (ints[2] + abs(x - y)) & mask(op.bits)  # sad


def _packed(kind: str, a: int, b: int, c: int) -> int:
    """AMDGPU's V_SAD_U8, V_SAD_HI_U8, V_SAD_U16, V_MSAD_U8 and V_LERP_U8
    (``fuzzfarm.ir.intmath.TargetIntOp``) from their ISA definitions, on the operands'
    little-endian byte (or 16-bit) lanes."""
    width = 2 if kind == "sad.u16" else 1
    xs, ys = ([int.from_bytes(raw[i:i + width], "little") for i in range(0, 4, width)]
              for raw in (a.to_bytes(4, "little"), b.to_bytes(4, "little")))
    if kind == "lerp.u8":
        rounding = c.to_bytes(4, "little")
        avg = [(x + y + (r & 1)) >> 1 for x, y, r in zip(xs, ys, rounding, strict=True)]
        return int.from_bytes(bytes(avg), "little")
    diffs = [abs(x - y) for x, y in zip(xs, ys, strict=True)
             if not (kind == "msad.u8" and y == 0)]
    total = sum(diffs) << 16 if kind == "sad.hi.u8" else sum(diffs)
    return (total + c) & mask(32)


def _perm(a: int, b: int, sel: int) -> int:
    """V_PERM_B32: byte k is BYTE_PERMUTE({a, b}, byte k of ``sel``), ``a`` the high word
    (``fuzzfarm.ir.intmath.TargetIntOp``)."""
    data = ((a << 32) | b).to_bytes(8, "little")
    out = bytearray()
    for s in sel.to_bytes(4, "little"):
        if s <= 7:
            out.append(data[s])
        elif s <= 11:  # the sign of byte 1, 3, 5 or 7
            out.append(0xFF if data[2 * (s - 8) + 1] & 0x80 else 0)
        else:
            out.append(0 if s == 12 else 0xFF)
    return int.from_bytes(bytes(out), "little")


def _dot(kind: str, ints: list[int]) -> int:
    """V_DOT4_I32_I8, V_DOT4_U32_U8, V_DOT2_I32_I16, V_DOT2_U32_U16: the exact sum of the
    element products plus c, wrapped to 32 bits, or saturated when the clamp bit is set."""
    signed, pairs = kind[0] == "s", 4 if kind.endswith("4") else 2
    if pairs == 4:  # the bytes of two i32
        xs, ys = (list(v.to_bytes(4, "little")) for v in ints[:2])
        c, clamp = ints[2:]
    else:  # two <2 x i16>, element 0 first
        xs, ys, (c, clamp) = ints[0:2], ints[2:4], ints[4:]
    bits = 32 // pairs
    def read(v: int) -> int:
        return to_signed(v, bits) if signed else v
    exact = sum(read(x) * read(y) for x, y in zip(xs, ys, strict=True)) \
        + (to_signed(c, 32) if signed else c)
    return _clamp(exact, 32, signed) if clamp else exact & mask(32)


def _clamp(exact: int, bits: int, signed: bool) -> int:
    """``exact`` saturated to the range of the ``bits``-bit type, as a bit pattern."""
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, mask(bits))
    return min(max(exact, lo), hi) & mask(bits)


def _in_24_bits(value: int, signed: bool) -> bool:
    """Is ``value`` in the range OpenCL gives ``mul24`` a meaning for?"""
    return -(1 << 23) <= value < (1 << 23) if signed else 0 <= value < (1 << 24)


def opencl_builtin(op: IntBuiltin, args: list[object]) -> tuple[object, bool]:
    """An OpenCL C integer built-in (OpenCL C 2.0, 6.13.3; ``fuzzfarm.ir.clint``) on
    ``args`` read as ``op.ty`` (signed or not), computed from its definition on the exact
    values, and whether the result is the implementation's: ``mul24``/``mad24`` of an
    operand outside 24 bits ("the multiplication result is implementation-defined"),
    given here as the product of the low 24 bits (what AMDGPU's ``v_mul_i32_i24`` gives),
    and ``clamp`` with minval > maxval ("results are undefined"), given as
    ``min(max(x, minval), maxval)``.
    Poison in any argument gives poison."""
    if any(a is POISON for a in args):
        return POISON, False
    bits, signed = op.ty.bits, op.signed
    raw = [a for a in args if isinstance(a, int)]
    v = [to_signed(a, bits) if signed else a for a in raw]
    name = op.name
    if name in ("mul24", "mad24"):
        product = _mul24_operand(raw[0], signed) * _mul24_operand(raw[1], signed)
        extra = v[2] if name == "mad24" else 0
        return (product + extra) & mask(bits), not all(_in_24_bits(x, signed) for x in v[:2])
    exact: dict[str, Callable[[], int]] = {
        "abs": lambda: abs(v[0]), "abs_diff": lambda: abs(v[0] - v[1]),
        "hadd": lambda: (v[0] + v[1]) >> 1, "rhadd": lambda: (v[0] + v[1] + 1) >> 1,
        "clz": lambda: bits - raw[0].bit_length(), "popcount": lambda: bin(raw[0]).count("1"),
        "mul_hi": lambda: (v[0] * v[1]) >> bits,
        "mad_hi": lambda: ((v[0] * v[1]) >> bits) + v[2],
        "rotate": lambda: (raw[0] << (raw[1] % bits)) | (raw[0] >> (bits - raw[1] % bits)),
        "ctz": lambda: (raw[0] & -raw[0]).bit_length() - 1 if raw[0] else bits,
        "min": lambda: min(v[0], v[1]), "max": lambda: max(v[0], v[1]),
        "clamp": lambda: min(max(v[0], v[1]), v[2]),
    }
    saturated = {"add_sat": lambda: v[0] + v[1], "sub_sat": lambda: v[0] - v[1],
                 "mad_sat": lambda: v[0] * v[1] + v[2]}
    if name in saturated:
        return _clamp(saturated[name](), bits, signed), False
    return exact[name]() & mask(bits), name == "clamp" and v[1] > v[2]  # undefined results
