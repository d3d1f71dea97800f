"""The sub-group reductions and scans of ``half``, ``float`` and ``double`` (semantics keys
``opencl.float.*``, ``fuzzfarm.ir.opencl``) over sorted communicating sets: the lane
simulator's twin of ``oracles.reference.floatscans`` (whose docstring has the rules),
with numpy's float16/float32/float64 arithmetic.

Each segment is folded in lane order with the ufunc's ``accumulate`` (one rounding a
step: ``np.add``; ``np.minimum``/``np.maximum`` with NaNs skipped), zeros of both signs settled as
the reference does (-0 for min, +0 for max), then shifted by one slot with the identity
in front for an exclusive scan; a reduction takes the segment's last value. The notes
are computed per segment from frexp's exponents and the significands' trailing zeros.
"""

from __future__ import annotations

import numpy as np

from fuzzfarm.fpenv import DENORMAL_MODE, FP_CHOICE, NAN_BITS
from fuzzfarm.ir import floatbits as fb
from fuzzfarm.ir import opencl
from fuzzfarm.ir.types import FloatType

U64 = np.uint64
_TYPES = {16: (np.float16, np.uint16), 32: (np.float32, np.uint32), 64: (np.float64, np.uint64)}


def collective(semantics: str, bits: int, v: np.ndarray, p: np.ndarray,
               starts: np.ndarray) -> tuple[np.ndarray, np.ndarray, dict[str, np.ndarray]]:
    """(result bits, poison, approximation name -> slots) of every slot."""
    scan, op = opencl.float_parts(semantics)
    ty = FloatType(bits)
    ftype, utype = _TYPES[bits]
    x = (np.asarray(v, dtype=U64) & U64(ty.mask)).astype(utype).view(ftype)
    res = np.empty(x.shape, dtype=ftype)
    pois = np.empty(x.shape, dtype=bool)
    notes = {name: np.zeros(x.shape, dtype=bool) for name in (FP_CHOICE, NAN_BITS, DENORMAL_MODE)}
    ends = [*starts[1:].tolist(), x.size]
    with np.errstate(all="ignore"):
        for s, e in zip(starts.tolist(), ends, strict=True):
            res[s:e], pois[s:e] = _segment(scan, op, x[s:e], p[s:e])
            _note(op, x[s:e], p[s:e], res[s:e], pois[s:e], {k: m[s:e] for k, m in notes.items()})
    out = res.view(utype).astype(U64)
    out[np.isnan(res)] = U64(fb.canonical_nan(ty))
    return out, pois, notes


def _segment(scan: str | None, op: str, x: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One set's results and poison, in lane order."""
    if op == "add":
        acc = np.add.accumulate(x)
    else:  # NaNs skipped (as the other extreme; all NaN: NaN), whatever C's fmin does with sNaN
        nan = np.isnan(x)
        skip = x.dtype.type(np.inf if op == "min" else -np.inf)
        acc = (np.minimum if op == "min" else np.maximum).accumulate(np.where(nan, skip, x))
        acc = np.where(np.logical_and.accumulate(nan), x.dtype.type(np.nan), acc)
    if op != "add":  # a zero among zeros of both signs: -0 for min, +0 for max
        zero = acc == 0
        neg = np.logical_or.accumulate((x == 0) & np.signbit(x))
        pos = np.logical_or.accumulate((x == 0) & ~np.signbit(x))
        acc = np.where(zero & (neg if op == "min" else pos), x.dtype.type(0) * (-1 if op == "min" else 1),
                       acc)
    pois = np.logical_or.accumulate(p)
    if scan is None:
        return np.full(x.shape, acc[-1], dtype=x.dtype), np.full(x.shape, pois[-1])
    if scan == "exclusive":
        identity = {"add": 0.0, "min": np.inf, "max": -np.inf}[op]
        acc = np.concatenate([np.array([identity], dtype=x.dtype), acc[:-1]])
        pois = np.concatenate([[False], pois[:-1]])
    return acc, pois


def _note(op: str, x: np.ndarray, p: np.ndarray, res: np.ndarray, rp: np.ndarray,
          notes: dict[str, np.ndarray]) -> None:
    """Mark the set's slots with the approximations its results carry."""
    live, out = x[~p], res[~rp]
    choice = False
    if op == "add":
        choice = _order_may_matter(live) or bool((np.signbit(out) & (out == 0)).any())
    else:
        zeros = live[live == 0]
        both = bool(np.signbit(zeros).any() and (~np.signbit(zeros)).any())
        choice = both and bool((out == 0).any()) or _signaling(live) or bool(np.isnan(out).any())
    tiny = np.finfo(x.dtype).smallest_normal
    checks = {FP_CHOICE: choice, NAN_BITS: bool(np.isnan(out).any()),
              DENORMAL_MODE: bool(_denormal(live, tiny).any() or _denormal(out, tiny).any())}
    for name, hit in checks.items():
        if hit:
            notes[name][:] = True


def _denormal(a: np.ndarray, tiny: float) -> np.ndarray:
    return (a != 0) & (np.abs(a) < tiny)


def _signaling(a: np.ndarray) -> bool:
    """Any signaling NaN (IEEE 754 6.2.1: the quiet bit, the fraction's top, clear)?"""
    bits = a.dtype.itemsize * 8
    quiet = 1 << (FloatType(bits).precision - 2)
    u = a.view({16: np.uint16, 32: np.uint32, 64: np.uint64}[bits]).astype(U64)
    return bool((np.isnan(a) & ((u & U64(quiet)) == 0)).any())


def _order_may_matter(live: np.ndarray) -> bool:
    """The reference's ``order_may_matter`` from frexp: |v| < 2**e, v a multiple of
    2**(e - p + trailing zeros of the p-bit significand)."""
    finite = live[np.isfinite(live) & (live != 0)].astype(np.float64)
    if finite.size == 0:
        return False
    ty = FloatType(live.dtype.itemsize * 8)
    p = ty.precision
    mant, e = np.frexp(np.abs(finite))
    significand = np.ldexp(mant, p).astype(np.int64)  # exact: p <= 53 bits
    low = e - p + _trailing_zeros(significand)
    top = int(finite.size - 1).bit_length() + int(e.max())
    return top > min(p + int(low.min()), 1 << (ty.exponent_bits - 1))


def _trailing_zeros(a: np.ndarray) -> np.ndarray:
    """Trailing zero bits of positive int64s (the lowest set bit's position)."""
    lowest = (a & -a).astype(np.float64)  # a power of two: exact in a double
    return np.frexp(lowest)[1] - 1
