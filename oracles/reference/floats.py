"""IEEE-754 arithmetic of ``float``/``double`` for the reference (SEMANTICS.md, "Floating point").

The reference executes LangRef literally: a value is its bit pattern; an
operation decodes its operands into exact rationals (:class:`fractions.Fraction`),
computes the exact result and rounds it once to nearest, ties to even (LangRef,
"Floating-Point Environment": the default environment). No host floating-point
arithmetic is involved, so the lane simulator's numpy float32/float64 kernels are
an independent implementation of the same rules.

A NaN result is :func:`~fuzzfarm.ir.floatbits.canonical_nan` (LangRef, "Behavior of
Floating-Point NaN values": its sign and payload are nondeterministic; the caller
records the ``"nan-bits"`` approximation where such bits become observable). Each
function returns the result bits or ``POISON``; fast-math flags are the caller's.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import cast

from fuzzfarm.behaviour import POISON
from fuzzfarm.fpenv import (
    AMDGCN_FDIV_FAST,
    AMDGCN_FREXP_FRACT,
    AMDGCN_RCP,
    AMDGCN_RSQ,
    AMDGCN_SINCOS,
    AMDGCN_SQRT,
    DENORMAL_MODE,
    FP_CHOICE,
    FREXP_EXP_BITS,
    IS_FPCLASS,
    NAN_BITS,
    ROUNDINGS,
    function_of,
    has_choice,
    may_flush,
    poison_kinds,
    value_flags,
)
from fuzzfarm.ir import floatbits as fb
from fuzzfarm.ir.model import Instruction
from fuzzfarm.ir.types import FloatType, IntType, element_type
from fuzzfarm.promises import float_class, mask_classes, tells_nans_apart
from oracles.reference.values import Unsupported, to_signed


@dataclass(frozen=True)
class Num:
    """A decoded value: ``kind`` is "nan", "inf" or "fin"; ``mag`` the exact magnitude."""

    kind: str
    neg: bool
    mag: Fraction = Fraction(0)

    @property
    def signed(self) -> Fraction:
        return -self.mag if self.neg else self.mag


def decode(bits: int, ty: FloatType) -> Num:
    neg = bool(bits & fb.sign_bit(ty))
    if fb.is_nan(bits, ty):
        return Num("nan", neg)
    if fb.is_inf(bits, ty):
        return Num("inf", neg)
    p = ty.precision
    exp = (bits & fb.exponent_mask(ty)) >> (p - 1)
    frac = bits & fb.fraction_mask(ty)
    bias = (1 << (ty.exponent_bits - 1)) - 1
    if exp == 0:  # zero or subnormal: no implicit one, exponent 1 - bias
        mag = Fraction(frac) * Fraction(2) ** (1 - bias - (p - 1))
    else:
        mag = Fraction(frac | (1 << (p - 1))) * Fraction(2) ** (exp - bias - (p - 1))
    return Num("fin", neg, mag)


def _floor_log2(q: Fraction) -> int:
    e = q.numerator.bit_length() - q.denominator.bit_length()
    while Fraction(2) ** e > q:
        e -= 1
    while Fraction(2) ** (e + 1) <= q:
        e += 1
    return e


def _round_half_even(q: Fraction) -> int:
    n = q.numerator // q.denominator
    rest = q - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2):
        n += 1
    return n


def encode(neg: bool, mag: Fraction, ty: FloatType) -> int:
    """Round ``mag`` (exact, >= 0) to ``ty``, to nearest with ties to even; overflow
    gives infinity, a result below half the least subnormal a zero (of sign ``neg``)."""
    sign = fb.sign_bit(ty) if neg else 0
    if mag == 0:
        return sign
    p = ty.precision
    bias = (1 << (ty.exponent_bits - 1)) - 1
    emin = 1 - bias
    e = max(_floor_log2(mag), emin)
    quantum = Fraction(2) ** (e - (p - 1))  # value of the last significand bit at e
    m = _round_half_even(mag / quantum)
    if m == 1 << p:  # rounded up to the next binade
        m >>= 1
        e += 1
    if e > bias:
        return sign | fb.exponent_mask(ty)
    if m < 1 << (p - 1):  # subnormal (or zero): exponent field 0
        return sign | m
    return sign | ((e + bias) << (p - 1)) | (m & fb.fraction_mask(ty))


def _inf(neg: bool, ty: FloatType) -> int:
    return (fb.sign_bit(ty) if neg else 0) | fb.exponent_mask(ty)


def _zero(neg: bool, ty: FloatType) -> int:
    return fb.sign_bit(ty) if neg else 0


def _add(x: Num, y: Num, ty: FloatType) -> int:
    nan = fb.canonical_nan(ty)
    if x.kind == "nan" or y.kind == "nan":
        return nan
    if x.kind == "inf" or y.kind == "inf":
        if x.kind == y.kind == "inf" and x.neg != y.neg:
            return nan  # inf - inf
        return _inf(x.neg if x.kind == "inf" else y.neg, ty)
    total = x.signed + y.signed
    if total == 0:
        # IEEE 754 6.3: an exact zero sum is +0 in round-to-nearest, -0 only for (-0) + (-0)
        return _zero(x.neg and y.neg and x.mag == 0 and y.mag == 0, ty)
    return encode(total < 0, abs(total), ty)


def _mul(x: Num, y: Num, ty: FloatType) -> int:
    neg = x.neg != y.neg
    if x.kind == "nan" or y.kind == "nan":
        return fb.canonical_nan(ty)
    if "inf" in (x.kind, y.kind):
        if (x.kind == "fin" and x.mag == 0) or (y.kind == "fin" and y.mag == 0):
            return fb.canonical_nan(ty)  # inf * 0
        return _inf(neg, ty)
    return encode(neg, x.mag * y.mag, ty)


def _div(x: Num, y: Num, ty: FloatType) -> int:
    neg = x.neg != y.neg
    nan = fb.canonical_nan(ty)
    if x.kind == "nan" or y.kind == "nan":
        return nan
    if x.kind == "inf":
        return nan if y.kind == "inf" else _inf(neg, ty)
    if y.kind == "inf":
        return _zero(neg, ty)
    if y.mag == 0:
        return nan if x.mag == 0 else _inf(neg, ty)
    return encode(neg, x.mag / y.mag, ty)


def _rem(x: Num, y: Num, ty: FloatType) -> int:
    """C's ``fmod`` (LangRef, "'frem' Instruction": the same semantics): x - n*y with
    n = x/y truncated; the result is exact and has x's sign."""
    if x.kind != "fin" or y.kind == "nan" or (y.kind == "fin" and y.mag == 0):
        return fb.canonical_nan(ty)
    if y.kind == "inf" or x.mag == 0:
        return encode(x.neg, x.mag, ty)
    n = x.mag // y.mag
    return encode(x.neg, x.mag - n * y.mag, ty)


def binary(op: str, ty: FloatType, a: object, b: object) -> object:
    """``fadd``/``fsub``/``fmul``/``fdiv``/``frem`` on bit patterns (no flags)."""
    if a is POISON or b is POISON:
        return POISON
    assert isinstance(a, int) and isinstance(b, int)
    x, y = decode(a, ty), decode(b, ty)
    if op == "fadd":
        return _add(x, y, ty)
    if op == "fsub":
        return _add(x, Num(y.kind, not y.neg, y.mag), ty)
    if op == "fmul":
        return _mul(x, y, ty)
    if op == "fdiv":
        return _div(x, y, ty)
    if op == "frem":
        return _rem(x, y, ty)
    raise Unsupported(f"floating-point operator {op}")


def fneg(ty: FloatType, a: object) -> object:
    """Flips the sign bit only, NaNs included (LangRef, "'fneg' Instruction")."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    return a ^ fb.sign_bit(ty)


def fcmp(pred: str, ty: FloatType, a: object, b: object) -> object:
    """``fcmp``: ``o`` predicates are false and ``u`` ones true when an operand is a NaN;
    otherwise the numeric comparison (-0 equals +0)."""
    if a is POISON or b is POISON:
        return POISON  # even fcmp true: an instruction on poison gives poison
    if pred in ("true", "false"):
        return int(pred == "true")
    assert isinstance(a, int) and isinstance(b, int)
    x, y = decode(a, ty), decode(b, ty)
    if x.kind == "nan" or y.kind == "nan":
        return int(pred[0] == "u")
    if pred in ("ord", "uno"):
        return int(pred == "ord")
    xv, yv = _ordered(x), _ordered(y)
    rel = {"eq": xv == yv, "gt": xv > yv, "ge": xv >= yv, "lt": xv < yv, "le": xv <= yv,
           "ne": xv != yv}[pred[1:]]
    return int(rel)


def _ordered(x: Num) -> tuple[int, Fraction]:
    """A key ordering non-NaN values: -inf < finite < +inf, with -0 == +0."""
    if x.kind == "inf":
        return (-1 if x.neg else 1, Fraction(0))
    return (0, x.signed)


def to_int(op: str, ty: FloatType, bits: int, a: object) -> object:
    """``fptosi``/``fptoui`` to ``bits`` bits: truncation toward zero; NaN, infinities
    and values out of the destination's range give poison (LangRef)."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    x = decode(a, ty)
    if x.kind != "fin":
        return POISON
    n = x.mag.numerator // x.mag.denominator
    n = -n if x.neg else n
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if op == "fptosi" else (0, (1 << bits) - 1)
    if not lo <= n <= hi:
        return POISON
    return n & ((1 << bits) - 1)


def from_int(op: str, flags: frozenset[str], bits: int, ty: FloatType, a: object) -> object:
    """``sitofp``/``uitofp`` (``uitofp nneg`` of a negative value is poison): exact
    integer, rounded once."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    n = to_signed(a, bits) if op == "sitofp" else a
    if op == "uitofp" and "nneg" in flags and a >> (bits - 1) & 1:
        return POISON
    return encode(n < 0, Fraction(abs(n)), ty)


def convert(src: FloatType, dst: FloatType, a: object) -> object:
    """``fpext``/``fptrunc``: exact value rounded once; a NaN becomes a (canonical) NaN."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    x = decode(a, src)
    if x.kind == "nan":
        return fb.canonical_nan(dst)
    if x.kind == "inf":
        return _inf(x.neg, dst)
    return encode(x.neg, x.mag, dst)


def sqrt(ty: FloatType, a: object) -> object:
    """``llvm.sqrt``: correctly rounded; sqrt(-0) = -0, negative values give NaN."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    x = decode(a, ty)
    if x.kind == "nan" or (x.neg and (x.kind == "inf" or x.mag != 0)):
        return fb.canonical_nan(ty)
    if x.kind == "inf" or x.mag == 0:
        return a
    return _rounded_root(x.mag, ty)


def _rounded_root(q: Fraction, ty: FloatType) -> int:
    """sqrt(q) (q > 0 exact) rounded once to ``ty``."""
    # floor(sqrt(X)) with X = q * 4**-s scaled to >= p + 2 bits, and a sticky half
    # where the root is not exact: the open interval (r, r + 1) holds no rounding
    # boundary of the target precision, so r + 1/2 rounds as the exact root does.
    s = (_floor_log2(q) // 2) - (ty.precision + 2)
    scaled = q / Fraction(4) ** s
    r = math.isqrt(scaled.numerator // scaled.denominator)
    root = Fraction(r) if r * r == scaled else Fraction(2 * r + 1, 2)
    return encode(False, root * Fraction(2) ** s, ty)


def rsq(ty: FloatType, a: object) -> object:
    """``llvm.amdgcn.rsq`` (``fuzzfarm.fpenv.AMDGCN_RSQ``): sqrt(1/x) on the exact value,
    rounded once; +-0 gives +-inf, +inf gives +0, a negative value or a NaN a NaN. The
    caller notes ``FP_CHOICE``: the hardware's answer is only within 1 ulp of this one."""
    x = decode(a, ty) if isinstance(a, int) else None
    if x is None:
        return POISON
    if x.kind == "nan" or (x.neg and (x.kind == "inf" or x.mag != 0)):
        return fb.canonical_nan(ty)
    if x.kind == "inf":
        return _zero(False, ty)
    return _inf(x.neg, ty) if x.mag == 0 else _rounded_root(1 / x.mag, ty)


def fma(ty: FloatType, a: object, b: object, c: object) -> object:
    """``llvm.fma``: a * b + c computed exactly, rounded once."""
    if POISON in (a, b, c):
        return POISON
    assert isinstance(a, int) and isinstance(b, int) and isinstance(c, int)
    x, y, z = decode(a, ty), decode(b, ty), decode(c, ty)
    nan = fb.canonical_nan(ty)
    if "nan" in (x.kind, y.kind, z.kind):
        return nan
    pneg = x.neg != y.neg
    if "inf" in (x.kind, y.kind):
        if (x.kind == "fin" and x.mag == 0) or (y.kind == "fin" and y.mag == 0):
            return nan
        if z.kind == "inf" and z.neg != pneg:
            return nan
        return _inf(pneg, ty)
    if z.kind == "inf":
        return _inf(z.neg, ty)
    product = x.mag * y.mag
    total = (-product if pneg else product) + z.signed
    if total == 0:
        return _zero(pneg and z.neg and product == 0 and z.mag == 0, ty)
    return encode(total < 0, abs(total), ty)


def integral(name: str, ty: FloatType, a: object) -> object:
    """``llvm.floor`` ... ``llvm.roundeven`` (LangRef): the integral value, exact, of the
    operand's sign (``trunc(-0.5)`` is -0.0); NaN gives NaN, infinities and zeros
    themselves."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    x = decode(a, ty)
    if x.kind == "nan":
        return fb.canonical_nan(ty)
    if x.kind == "inf" or x.mag == 0:
        return a
    whole = x.mag.numerator // x.mag.denominator
    part = x.mag - whole
    if name in ("rint", "nearbyint", "roundeven"):
        whole = _round_half_even(x.mag)
    elif name == "round":
        whole += part >= Fraction(1, 2)
    elif part and name == ("floor" if x.neg else "ceil"):
        whole += 1
    return encode(x.neg, Fraction(whole), ty)


#: |exponent| past which ldexp's result of any finite non-zero float over- or underflows.
_LDEXP_REACH = 2200


def ldexp(ty: FloatType, a: object, e: object) -> object:
    """``llvm.ldexp`` (LangRef): ``a * 2**e`` (``e`` a signed i32), rounded once; NaN gives
    NaN, infinities and zeros themselves."""
    if a is POISON or e is POISON:
        return POISON
    assert isinstance(a, int) and isinstance(e, int)
    x = decode(a, ty)
    if x.kind == "nan":
        return fb.canonical_nan(ty)
    if x.kind == "inf" or x.mag == 0:
        return a
    n = max(-_LDEXP_REACH, min(_LDEXP_REACH, to_signed(e, 32)))
    return encode(x.neg, x.mag * Fraction(2) ** n, ty)


def saturate(ty: FloatType, a: object) -> object:
    """``llvm.nvvm.saturate`` (NVVM IR spec; PTX ISA ``cvt.sat``): the value clamped to
    [0.0, 1.0], a NaN flushed to +0.0; -0.0 gives +0.0 here (the caller notes the
    choice)."""
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    x = decode(a, ty)
    if x.kind == "nan" or x.neg or x.mag == 0:
        return 0
    if x.kind == "inf" or x.mag >= 1:
        return encode(False, Fraction(1), ty)
    return a


def fmed3(ty: FloatType, args: list[object]) -> tuple[object, bool]:
    """``llvm.amdgcn.fmed3`` (AMDGPUUsage, V_MED3_F32): the median of three values, the
    first operand holding it; the second result says the hardware's answer is not
    fixed by that (a NaN operand, whose handling depends on the IEEE mode, or zeros of
    both signs, which compare equal)."""
    if POISON in args:
        return POISON, False
    bits = [cast(int, a) for a in args]
    nums = [decode(b, ty) for b in bits]
    if any(n.kind == "nan" for n in nums):
        return fb.canonical_nan(ty), True
    keys = [_ordered(n) for n in nums]
    middle = sorted(keys)[1]
    zeros = {b for b, n in zip(bits, nums, strict=True) if n.kind == "fin" and n.mag == 0}
    return bits[keys.index(middle)], middle == (0, Fraction(0)) and len(zeros) > 1


def frexp_fract(base: str, ty: FloatType, a: object) -> tuple[object, bool]:
    """``llvm.amdgcn.frexp.mant``, ``frexp.exp`` and ``fract`` (``fuzzfarm.fpenv.
    AMDGCN_FREXP_FRACT``) on the exact value: x = mant * 2**exp with |mant| in [0.5, 1),
    and ``x - floor(x)`` rounded once; the second result says the ISA leaves the answer
    open (a zero or denormal frexp operand, a fract of an infinity, a fract rounding to
    1.0, which is then the float below 1.0 as LLVM folds it)."""
    if a is POISON:
        return POISON, False
    assert isinstance(a, int)
    x = decode(a, ty)
    if base == "frexp.exp":
        if x.kind != "fin" or x.mag == 0:
            return 0, x.kind == "fin"
        exponent = (_floor_log2(x.mag) + 1) & ((1 << FREXP_EXP_BITS[ty.bits]) - 1)
        return exponent, fb.is_denormal(a, ty)
    if x.kind == "nan" or (base == "fract" and x.kind == "inf"):
        return fb.canonical_nan(ty), x.kind == "inf"
    if base == "frexp.mant":
        if x.kind == "inf" or x.mag == 0:
            return a, x.kind == "fin"
        scaled = x.mag / Fraction(2) ** (_floor_log2(x.mag) + 1)
        return encode(x.neg, scaled, ty), fb.is_denormal(a, ty)
    value = x.signed
    rest = value - math.floor(value)  # exact; IEEE rounds it once
    bits = encode(False, rest, ty)
    one = encode(False, Fraction(1), ty)
    if bits == one:
        return one - 1, True  # the largest float below 1.0
    return bits, False


def rcp(ty: FloatType, a: object) -> object:
    """``llvm.amdgcn.rcp`` (``fuzzfarm.fpenv.AMDGCN_RCP``): 1/x on the exact value, rounded
    once; +-0 gives +-inf, +-inf gives +-0, a NaN a NaN. The caller notes ``FP_CHOICE``:
    the hardware's reciprocal is only within 1 ulp of this one."""
    x = decode(a, ty) if isinstance(a, int) else None
    if x is None:
        return POISON
    if x.kind == "fin":
        return _inf(x.neg, ty) if x.mag == 0 else encode(x.neg, 1 / x.mag, ty)
    return _zero(x.neg, ty) if x.kind == "inf" else fb.canonical_nan(ty)


def to_half_toward_zero(a: object) -> tuple[object, set[str]]:
    """One element of ``llvm.amdgcn.cvt.pkrtz`` (``fuzzfarm.fpenv.AMDGCN_CVT_PKRTZ``): the
    float ``a`` as a half rounded toward zero, from the exact value (round to nearest, then
    one step toward zero where that went past it); a denormal operand or result notes
    ``DENORMAL_MODE``."""
    if a is POISON:
        return POISON, set()
    assert isinstance(a, int)
    single, half = FloatType(32), FloatType(16)
    notes = {DENORMAL_MODE} if fb.is_denormal(a, single) else set()
    x = decode(a, single)
    if x.kind == "nan":
        return fb.canonical_nan(half), notes
    if x.kind == "inf":
        return _inf(x.neg, half), notes
    bits = encode(x.neg, x.mag, half)
    magnitude = bits & ~fb.sign_bit(half)
    if magnitude and (magnitude == fb.exponent_mask(half) or decode(bits, half).mag > x.mag):
        bits -= 1  # one step toward zero: the next smaller magnitude of the same sign
    if fb.is_denormal(bits, half):
        notes.add(DENORMAL_MODE)
    return bits, notes


#: sin and cos of a quarter revolution k/4, exactly.
_QUARTERS = {"amdgcn.sin": (0, 1, 0, -1), "amdgcn.cos": (1, 0, -1, 0)}


def sincos(base: str, ty: FloatType, a: object) -> object:
    """``llvm.amdgcn.sin``/``cos`` (``fuzzfarm.fpenv.AMDGCN_SINCOS``) of x revolutions as
    LLVM's constant folder computes it: a quarter revolution from the exact table (every
    zero +0), any other x through the double ``math.sin``/``math.cos`` of
    ``x * 2.0 * math.pi``, rounded once. The caller notes ``FP_CHOICE``: this is one allowed
    value, not the hardware's."""
    x = decode(a, ty) if isinstance(a, int) else None
    if x is None:
        return POISON
    if x.kind != "fin":
        return fb.canonical_nan(ty)
    d = float(x.signed)  # exact: a half or a float is a double
    if (4 * d).is_integer():
        exact = _QUARTERS[base][int(4 * d) & 3]
        return _zero(False, ty) if exact == 0 else encode(exact < 0, Fraction(1), ty)
    fn = math.sin if base == "amdgcn.sin" else math.cos
    value = fn(d * 2.0 * math.pi)
    return encode(value < 0, abs(Fraction(value)), ty)


def minmax(name: str, ty: FloatType, a: object, b: object) -> tuple[object, bool]:
    """``llvm.minnum``/``llvm.maxnum``: a NaN operand yields the other operand; the
    second result says the answer was a choice LangRef leaves open (+0 against -0; a
    signaling NaN operand, which may give a NaN instead of the other operand)."""
    if a is POISON or b is POISON:
        return POISON, False
    assert isinstance(a, int) and isinstance(b, int)
    x, y = decode(a, ty), decode(b, ty)
    signaling = fb.is_signaling(a, ty) or fb.is_signaling(b, ty)
    if x.kind == "nan" and y.kind == "nan":
        return fb.canonical_nan(ty), False
    if x.kind == "nan":
        return b, signaling
    if y.kind == "nan":
        return a, signaling
    xv, yv = _ordered(x), _ordered(y)
    if xv == yv:
        return a, a != b  # equal values: only zeros of different signs differ in bits
    smaller = a if xv < yv else b
    larger = b if xv < yv else a
    return (smaller if name == "minnum" else larger), False


def atomic_rmw(operation: str, ty: FloatType, old: object, value: object) -> tuple[object, set[str]]:
    """What a float ``atomicrmw`` stores over ``old`` (LangRef, "atomicrmw": ``fadd``/
    ``fsub`` in the default environment, ``fmax``/``fmin`` as ``llvm.maxnum``/``minnum``)
    and its notes: the stored bytes are observable, so a NaN records ``"nan-bits"``; a
    denormal anywhere records ``"denormal-mode"`` whatever the function's mode (PTX's
    ``atom.add.f32`` flushes denormals, AMDGPU's float atomics may ignore the mode)."""
    notes: set[str] = set()
    new: object
    if operation in ("fadd", "fsub"):
        new = binary(operation, ty, old, value)
    else:
        new, choice = minmax("maxnum" if operation == "fmax" else "minnum", ty, old, value)
        if choice:
            notes.add(FP_CHOICE)
    if isinstance(new, int) and fb.is_nan(new, ty):
        notes.add(NAN_BITS)
    if any(isinstance(a, int) and fb.is_denormal(a, ty) for a in (old, value, new)):
        notes.add(DENORMAL_MODE)
    return new, notes


def is_special(bits: object, ty: FloatType, kinds: tuple[str, ...]) -> bool:
    """Is ``bits`` a NaN ("nan") or an infinity ("inf") of ``ty``?"""
    if not isinstance(bits, int):
        return False
    return ("nan" in kinds and fb.is_nan(bits, ty)) or ("inf" in kinds and fb.is_inf(bits, ty))


# -- instructions, with LangRef's flags ----------------------------------------------

def float_type(inst: Instruction) -> FloatType:
    """The floating-point type an instruction computes in (its operand's for fcmp and
    the conversions from float, its result's otherwise)."""
    for ty in (inst.type, *(v.type for v in inst.operands)):
        if isinstance(ty, FloatType):
            return ty
    raise Unsupported(f"{inst.opcode} without a floating-point type")


def instruction(inst: Instruction, args: list[object]) -> tuple[object, set[str]]:
    """The value of a floating-point instruction (fadd ... frem, fneg, fcmp, the
    conversions) and the approximations it may need, before the caller asks whether
    its value can show (LangRef, "Fast-Math Flags"; SEMANTICS.md, "Floating point")."""
    op = inst.opcode
    src = inst.operands[0].type
    dst = inst.type
    if op in ("fadd", "fsub", "fmul", "fdiv", "frem"):
        assert isinstance(dst, FloatType)
        value = binary(op, dst, args[0], args[1])
    elif op == "fneg":
        assert isinstance(dst, FloatType)
        value = fneg(dst, args[0])
    elif op == "fcmp":
        assert isinstance(src, FloatType)
        value = fcmp(inst.predicate or "", src, args[0], args[1])
    elif op in ("fptosi", "fptoui"):
        assert isinstance(src, FloatType) and isinstance(dst, IntType)
        value = to_int(op, src, dst.bits, args[0])
    elif op in ("sitofp", "uitofp"):
        assert isinstance(src, IntType) and isinstance(dst, FloatType)
        value = from_int(op, inst.flags, src.bits, dst, args[0])
    elif op in ("fpext", "fptrunc"):
        assert isinstance(src, FloatType) and isinstance(dst, FloatType)
        value = convert(src, dst, args[0])
    else:
        raise Unsupported(f"instruction {op}")
    return flagged(inst, args, value)


def call(inst: Instruction, base: str, args: list[object]) -> tuple[object, set[str]]:
    """A float intrinsic of :data:`fuzzfarm.fpenv.INTRINSICS` (``llvm.fabs.f32`` ...)."""
    ty = float_type(inst)
    notes: set[str] = set()
    value: object
    if base == IS_FPCLASS:
        return is_fpclass(ty, args[0], args[1])
    if base == "fabs":
        a = args[0]
        value = a & ~fb.sign_bit(ty) if isinstance(a, int) else POISON
    elif base == "copysign":
        a, b = args
        if a is POISON or b is POISON:
            value = POISON
        else:
            assert isinstance(a, int) and isinstance(b, int)
            value = (a & ~fb.sign_bit(ty)) | (b & fb.sign_bit(ty))
            if fb.is_nan(b, ty):
                notes.add(NAN_BITS)  # the sign of a NaN is a choice (LangRef, NaN values)
    elif base == "sqrt":
        value = sqrt(ty, args[0])
    elif base in ("fma", "fmuladd"):
        value = fma(ty, *args)
        if base == "fmuladd" and value is not POISON:
            unfused = binary("fadd", ty, binary("fmul", ty, args[0], args[1]), args[2])
            both_nan = isinstance(unfused, int) and isinstance(value, int) \
                and fb.is_nan(unfused, ty) and fb.is_nan(value, ty)
            if unfused != value and not both_nan:
                notes.add(FP_CHOICE)  # fused or not is the implementation's choice
    elif base in ("minnum", "maxnum"):
        value, choice = minmax(base, ty, args[0], args[1])
        if choice:
            notes.add(FP_CHOICE)  # +0 against -0: either may be returned
    elif base in ROUNDINGS:
        value = integral(base, ty, args[0])
    elif base == "ldexp":
        value = ldexp(ty, args[0], args[1])
    elif base == "saturate":
        value = saturate(ty, args[0])
        if isinstance(args[0], int) and args[0] == fb.sign_bit(ty):
            notes.add(FP_CHOICE)  # -0.0: PTX does not say which zero cvt.sat gives
    elif base == "fmed3":
        value, choice = fmed3(ty, args)
        if choice:
            notes.add(FP_CHOICE)
    elif base in AMDGCN_FREXP_FRACT:
        value, choice = frexp_fract(base, ty, args[0])
        if choice:
            notes.add(FP_CHOICE)
    elif base in AMDGCN_SINCOS:
        value = sincos(base, ty, args[0])
        if value is not POISON:
            notes.add(FP_CHOICE)  # no source states V_SIN/V_COS's accuracy
    elif base in (AMDGCN_RCP, AMDGCN_RSQ, AMDGCN_SQRT, AMDGCN_FDIV_FAST):
        if base == AMDGCN_FDIV_FAST:
            value = binary("fdiv", ty, args[0], args[1])
        else:
            value = {AMDGCN_RCP: rcp, AMDGCN_RSQ: rsq, AMDGCN_SQRT: sqrt}[base](ty, args[0])
        if value is not POISON:
            notes.add(FP_CHOICE)  # V_RCP/RSQ/SQRT_F32 1 ulp, fdiv.fast 2.5; denormals flushed
    else:
        raise Unsupported(f"intrinsic @{inst.callee}")
    value, more = flagged(inst, args, value)
    return value, notes | more


def is_fpclass(ty: FloatType, x: object, mask: object) -> tuple[object, set[str]]:
    """``llvm.is.fpclass(x, mask)`` (fuzzfarm/fpenv.py ``IS_FPCLASS``; LangRef, "'llvm.is.fpclass'
    Intrinsic"): 1 where x's class (:func:`fuzzfarm.promises.float_class`, read from its bits)
    is one ``mask`` names, poison for a poison x. Neither the denormal mode nor fast-math
    flags (an ``i1`` call has none) touch it; a NaN against one NaN class only is decided by
    its quiet bit, a choice of LangRef's that the oracles fix: noted ``nan-bits``."""
    if x is POISON:
        return POISON, set()
    assert isinstance(x, int) and isinstance(mask, int)
    classes = mask_classes(mask)
    notes = {NAN_BITS} if fb.is_nan(x, ty) and tells_nans_apart(classes) else set()
    return int(float_class(x, ty) in classes), notes


def flagged(inst: Instruction, args: list[object], value: object) -> tuple[object, set[str]]:
    """Apply ``inst``'s fast-math flags and its function's denormal mode to ``value``:
    nnan/ninf make a NaN/infinite operand or result poison; the other flags, and a
    denormal where the function may flush one, record an approximation."""
    notes: set[str] = set()
    kinds = poison_kinds(inst.flags)
    typed = [(v.type, a) for v, a in zip(inst.operands, args, strict=True)]
    typed.append((inst.type, value))
    floats = [(ty, a) for ty, a in typed if isinstance(ty, FloatType)]
    if kinds and any(is_special(a, ty, kinds) for ty, a in floats):
        return POISON, notes
    if value is not POISON and has_choice(value_flags(inst)):
        notes.add(FP_CHOICE)
    fn = function_of(inst)
    if any(isinstance(a, int) and fb.is_denormal(a, ty) and may_flush(fn, ty) for ty, a in floats):
        notes.add(DENORMAL_MODE)
    return value, notes


def flagged_value(inst: Instruction, value: object, flags: frozenset[str]) -> tuple[object, set[str]]:
    """``flags`` applied to ``value``, the one value of ``inst``: a ``phi`` with fast-math
    flags (clang writes ``phi fast`` under -ffast-math; ``value_flags(phi)``), whose one
    argument is the incoming value, or a call of a defined function
    (``fuzzfarm.fpenv.call_flags``) and the value its callee returned; the lane simulator
    reads both as a ``select`` with those flags (oracles/simt/calls.py, and a flagged
    phi's ``FlaggedSelect`` in oracles/simt/compile.py). A call or phi of a vector of floats
    (clang's ``phi fast <4 x float>`` of OpenCL's ``float4``) is flagged element by element
    (``value`` one element), as LangRef's element-wise float operations are."""
    notes: set[str] = set()
    ty = element_type(inst.type)
    if not isinstance(ty, FloatType):
        raise Unsupported(f"{inst.opcode} with fast-math flags on a non-float")
    kinds = poison_kinds(flags)
    if kinds and is_special(value, ty, kinds):
        return POISON, notes
    if value is not POISON and has_choice(flags):
        notes.add(FP_CHOICE)
    if isinstance(value, int) and fb.is_denormal(value, ty) and may_flush(function_of(inst), ty):
        notes.add(DENORMAL_MODE)
    return value, notes
