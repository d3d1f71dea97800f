"""The sub-group reductions and scans of ``half``, ``float`` and ``double`` (semantics keys
``opencl.float.reduce.<op>`` and ``opencl.float.scan.<inclusive|exclusive>.<op>``,
``fuzzfarm.ir.opencl``) over a complete communicating set S, on exact rationals
(``oracles.reference.floats``).

OpenCL 2.0 extensions, 9.17.3.4 (and OpenCL C 2.0, 6.13.15 for the work-group twins):
"the order of floating-point operations is not guaranteed" for these functions on
``half``, ``float`` and ``double``. The oracles add in lane order, one of the allowed
orders, and record the ``"fp-choice"`` approximation wherever another order might
give other bits (:func:`order_may_matter`): a difference it may decide is undecided,
never a bug. ``min``/``max`` are ``fmin``/``fmax`` (OpenCL C 2.0, 6.13.2): a NaN
argument yields the other, two NaNs a NaN; the spec does not order -0 and +0, so a
zero result among zeros of both signs is ``"fp-choice"`` too (given as -0 for min, +0
for max), and so is a signaling NaN (which ``fmin`` may return as a NaN) and a NaN
result (of NaNs alone: an implementation folding from the identity gives it). The lowest
lane of an exclusive scan gets the identity (OpenCL C 2.0, 6.13.15: 0, +INF for min,
-INF for max); every other result folds the values of lanes below (and, inclusive, at)
its own, so its first value is that lane's own, not the identity combined with it.
Poison: as the integer scans (``oracles.reference.scans``). A NaN result records
``"nan-bits"``; a denormal operand or result ``"denormal-mode"`` (an implementation
may flush it, whatever the function's attributes say).
"""

from __future__ import annotations

from fuzzfarm.behaviour import POISON
from fuzzfarm.fpenv import DENORMAL_MODE, FP_CHOICE, NAN_BITS
from fuzzfarm.ir import floatbits as fb
from fuzzfarm.ir import opencl
from fuzzfarm.ir.types import FloatType
from oracles.reference import floats as F


def collective(semantics: str, ty: FloatType,
               values: dict[int, object]) -> tuple[dict[int, object], set[str]]:
    """Each lane's result over S = ``values`` (lane -> bits or poison), and the notes."""
    scan, op = opencl.float_parts(semantics)
    acc: int | None = None
    poisoned = False
    out: dict[int, object] = {}
    for lane in sorted(values):
        if scan == "exclusive":
            out[lane] = POISON if poisoned else _identity(op, ty) if acc is None else acc
        value = values[lane]
        if value is POISON:
            poisoned = True
        else:
            assert isinstance(value, int)
            acc = value if acc is None else _fold(op, ty, acc, value)
        if scan == "inclusive":
            out[lane] = POISON if poisoned else acc
    if scan is None:
        out = dict.fromkeys(values, POISON if poisoned else acc)
    out = {lane: fb.canonical_nan(ty) if isinstance(r, int) and fb.is_nan(r, ty) else r
           for lane, r in out.items()}  # a NaN's bits are the implementation's ("nan-bits")
    live = [v for v in values.values() if isinstance(v, int)]
    results = [v for v in out.values() if isinstance(v, int)]
    return out, _notes(op, ty, live, results)


def _identity(op: str, ty: FloatType) -> int:
    """0 for add, +INF for min, -INF for max (OpenCL C 2.0, 6.13.15)."""
    return 0 if op == "add" else fb.exponent_mask(ty) | (fb.sign_bit(ty) if op == "max" else 0)


def _fold(op: str, ty: FloatType, a: int, b: int) -> int:
    if op == "add":
        return int(F.binary("fadd", ty, a, b))  # type: ignore[call-overload]
    x, y = F.decode(a, ty), F.decode(b, ty)
    if x.kind == "nan" and y.kind == "nan":
        return fb.canonical_nan(ty)
    if x.kind == "nan" or y.kind == "nan":
        return b if x.kind == "nan" else a
    xv, yv = F._ordered(x), F._ordered(y)
    if xv == yv:  # equal values: zeros of either sign; min takes -0, max +0
        pick_neg = op == "min"
        return a if x.neg == pick_neg else b
    return a if (xv < yv) == (op == "min") else b


def _notes(op: str, ty: FloatType, live: list[int], results: list[int]) -> set[str]:
    notes: set[str] = set()
    if op == "add" and (order_may_matter(ty, live)
                        or any(r == fb.sign_bit(ty) for r in results)):
        notes.add(FP_CHOICE)  # another order, or the identity added first, gives other bits
    zeros = {v for v in live if v & ~fb.sign_bit(ty) == 0}
    if op != "add" and (len(zeros) == 2 and any(r in zeros for r in results)
                        or any(fb.is_signaling(v, ty) for v in live)
                        or any(fb.is_nan(r, ty) for r in results)):
        notes.add(FP_CHOICE)  # a NaN result: fmin(+INF, NaN), from the identity, is +INF
    if any(fb.is_nan(r, ty) for r in results):
        notes.add(NAN_BITS)
    if any(fb.is_denormal(v, ty) for v in (*live, *results)):
        notes.add(DENORMAL_MODE)
    return notes


def order_may_matter(ty: FloatType, values: list[int]) -> bool:
    """Might adding ``values`` in another order round differently, or overflow? Not when
    every finite non-zero value is a multiple of 2**q (q the least exponent of a set
    significand bit) below 2**e, and n of them (ceil(log2 n) = k) keep k + e within the
    precision above q and the format's range: then every partial sum of every order is
    a multiple of 2**q below 2**(k + e), exactly representable. (Zeros add exactly;
    infinities and NaNs decide the result whatever the order once no finite partial sum
    overflows.)"""
    finite = [v for v in values if not fb.is_nan(v, ty) and not fb.is_inf(v, ty)
              and v & ~fb.sign_bit(ty)]
    if not finite:
        return False
    p, bias = ty.precision, (1 << (ty.exponent_bits - 1)) - 1
    lows, highs = [], []
    for v in finite:
        exp = (v & fb.exponent_mask(ty)) >> (p - 1)
        significand = (v & fb.fraction_mask(ty)) | ((1 << (p - 1)) if exp else 0)
        scale = max(exp, 1) - bias - (p - 1)
        lows.append(scale + (significand & -significand).bit_length() - 1)
        highs.append(scale + significand.bit_length())
    top = (len(finite) - 1).bit_length() + max(highs)  # ceil(log2 n) + e
    return top > min(p + min(lows), bias + 1)
