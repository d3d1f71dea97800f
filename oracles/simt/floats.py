"""Vectorized ``float``/``double`` semantics on uint64 lanes (SEMANTICS.md, "Floating point").

A value is its bit pattern in a uint64 slot; a kernel views it as numpy float32 or
float64, whose operations are IEEE-754's in the default environment (round to
nearest even), so this is an implementation of the same rules as the reference's
exact-rational one (``oracles/reference/floats.py``), independent of it. A NaN
result is written as the canonical NaN (its sign and payload are a nondeterministic
choice, LangRef "Behavior of Floating-Point NaN values"); an operation that only
moves or flips bits (fneg, fabs, copysign, bitcast, the shuffles) keeps them.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING

import numpy as np

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
    has_choice,
    poison_kinds,
)
from fuzzfarm.ir import floatbits as fb
from fuzzfarm.ir.types import FloatType
from fuzzfarm.promises import FPCLASS_BITS, class_ranges
from oracles.simt.execute import Op, read
from oracles.simt.state import Operand
from oracles.simt.values import spread, sx

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

U64 = np.uint64
#: (value bits, poison, approximation name -> slots mask)
Out = tuple[np.ndarray, np.ndarray | None, dict[str, np.ndarray]]


#: numpy's float and unsigned integer types of each width. numpy computes a float16
#: operation in float32 and rounds once more; float32's 24 bits are at least 2 * 11 + 2,
#: so for + - * / and sqrt that second rounding gives the correctly rounded half (the
#: classic double-rounding bound), and the simulator stays an IEEE implementation.
FLOAT_DTYPES = {16: np.float16, 32: np.float32, 64: np.float64}
_UINTS = {16: np.uint16, 32: np.uint32, 64: U64}


def view(a: np.ndarray, bits: int) -> np.ndarray:
    """The float16/32/64 values of ``bits``-wide patterns held in uint64."""
    a = np.asarray(a, dtype=U64)
    return a.view(np.float64) if bits == 64 else a.astype(_UINTS[bits]).view(FLOAT_DTYPES[bits])


def pack(x: np.ndarray, bits: int) -> np.ndarray:
    """Bit patterns of float results, a NaN written as the canonical NaN."""
    x = np.asarray(x, dtype=FLOAT_DTYPES[bits])
    raw = x.view(_UINTS[bits]).astype(U64)
    return np.where(np.isnan(x), U64(fb.canonical_nan(_ty(bits))), raw)


def _ty(bits: int) -> FloatType:
    return FloatType(bits)


def isnan(a: np.ndarray, bits: int) -> np.ndarray:
    return np.isnan(view(a, bits))


def isinf(a: np.ndarray, bits: int) -> np.ndarray:
    return np.isinf(view(a, bits))


def isdenormal(a: np.ndarray, bits: int) -> np.ndarray:
    ty = _ty(bits)
    a = np.asarray(a, dtype=U64)
    return ((a & U64(fb.exponent_mask(ty))) == 0) & ((a & U64(fb.fraction_mask(ty))) != 0)


def _binary(op: str, bits: int) -> Callable[[list[np.ndarray]], np.ndarray]:
    fn = {"fadd": np.add, "fsub": np.subtract, "fmul": np.multiply, "fdiv": np.divide,
          "frem": np.fmod}[op]
    return lambda v: pack(fn(view(v[0], bits), view(v[1], bits)), bits)


def _fcmp(pred: str, bits: int) -> Callable[[list[np.ndarray]], np.ndarray]:
    def k(v: list[np.ndarray]) -> np.ndarray:
        x, y = view(v[0], bits), view(v[1], bits)
        unordered = np.isnan(x) | np.isnan(y)
        if pred in ("true", "false"):
            r = np.full(np.broadcast(x, y).shape, pred == "true")
        elif pred in ("ord", "uno"):
            r = ~unordered if pred == "ord" else unordered
        else:
            rel = {"eq": np.equal, "ne": np.not_equal, "gt": np.greater, "ge": np.greater_equal,
                   "lt": np.less, "le": np.less_equal}[pred[1:]](x, y)
            # numpy's comparisons are false on a NaN, "ne" true: set the NaN case apart
            r = np.where(unordered, pred[0] == "u", rel)
        return np.asarray(r).astype(U64)
    return k


def _to_int(op: str, src: int, dst: int) -> Callable[[list[np.ndarray]], tuple[np.ndarray, np.ndarray]]:
    def k(v: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        x = np.trunc(view(v[0], src).astype(np.float64))
        if op == "fptosi":
            lo, hi = -float(2 ** (dst - 1)), float(2 ** (dst - 1))
        else:
            lo, hi = 0.0, float(2 ** dst)
        bad = ~((x >= lo) & (x < hi))  # NaN fails both
        safe = np.where(bad, 0.0, x)
        if op == "fptoui" and dst == 64:
            big = safe >= 2.0 ** 63
            r = np.where(big, (safe - 2.0 ** 63).astype(np.int64).astype(U64) + U64(1 << 63),
                         safe.astype(np.int64).astype(U64))
        else:
            r = safe.astype(np.int64).astype(U64)
        return r & U64((1 << dst) - 1), bad
    return k


def _from_int(op: str, src: int, dst: int, flags: frozenset[str]):
    def k(v: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray | None]:
        a = np.asarray(v[0], dtype=U64)
        ftype = FLOAT_DTYPES[dst]
        x = sx(a, src).astype(ftype) if op == "sitofp" else a.astype(ftype)
        poison = None
        if op == "uitofp" and "nneg" in flags:
            poison = ((a >> U64(src - 1)) & U64(1)).astype(bool)
        return pack(x, dst), poison
    return k


def _convert(src: int, dst: int) -> Callable[[list[np.ndarray]], np.ndarray]:
    ftype = FLOAT_DTYPES[dst]
    return lambda v: pack(view(v[0], src).astype(ftype), dst)


def _fma_narrow(bits: int) -> Callable[[list[np.ndarray]], np.ndarray]:
    """half or float fma with one rounding: the product of two such floats is exact in
    double; the double sum, rounded to odd (nudged one ulp toward the lost error when
    inexact and even), then rounds to the narrow type as the exact sum does (round-to-odd
    with at least p + 2 spare bits: 53 >= 24 + 2)."""
    def fma(v: list[np.ndarray]) -> np.ndarray:
        a, b, c = (view(x, bits).astype(np.float64) for x in v)
        p = a * b
        s = p + c
        bb = s - p
        err = (p - (s - bb)) + (c - bb)  # two-sum: s + err = p + c exactly (finite s)
        raw = s.view(U64)
        inexact = np.isfinite(s) & (err != 0) & ((raw & U64(1)) == 0)
        toward = np.where(err > 0, np.inf, -np.inf)
        s = np.where(inexact, np.nextafter(s, toward), s)
        return pack(s.astype(FLOAT_DTYPES[bits]), bits)
    return fma


def _fma64(v: list[np.ndarray]) -> np.ndarray:
    """double fma with one rounding. numpy has no fused multiply-add, and no wider type
    holds a double product exactly, so lanes whose operands are all finite are computed
    exactly, one by one (``fractions``; rare: clang contracts a double ``a * b + c`` to
    ``llvm.fmuladd``). Otherwise the unfused numpy result is the fused one: a NaN or an
    infinite ``a`` or ``b`` decide it alike, and an infinite ``c`` with finite ``a``, ``b``
    is the result (an unfused product could overflow to the opposite infinity)."""
    a, b, c = (view(x, 64) for x in v)
    with np.errstate(all="ignore"):
        out = np.asarray(a * b + c, dtype=np.float64)
    finite = np.isfinite(a) & np.isfinite(b)
    out = np.where(finite & np.isinf(c), c, out)
    for idx in zip(*np.nonzero(finite & np.isfinite(c)), strict=True):
        out[idx] = _exact_fma(float(a[idx]), float(b[idx]), float(c[idx]))
    return pack(out, 64)


def _exact_fma(x: float, y: float, z: float) -> float:
    """x * y + z of finite doubles, rounded once to nearest even (CPython's int division
    rounds correctly, subnormals included, and overflows to an error)."""
    exact = Fraction(x) * Fraction(y) + Fraction(z)
    if exact == 0:
        # an exact zero sum is +0, but for two zeros of negative sign (IEEE 754, 6.3)
        product_neg = (math.copysign(1.0, x) < 0) != (math.copysign(1.0, y) < 0)
        both_neg = product_neg and (x == 0 or y == 0) and math.copysign(1.0, z) < 0
        return -0.0 if both_neg else 0.0
    try:
        return exact.numerator / exact.denominator
    except OverflowError:
        return math.inf if exact > 0 else -math.inf


@dataclass
class FloatOp:
    """A floating-point instruction (or a float intrinsic) over a slot array, with its
    fast-math flags, its function's denormal mode and the notes its value needs."""

    text: str
    dst: int
    srcs: list[Operand]
    #: bits of each operand that is a float (0: not a float), then of the result
    src_bits: list[int]
    dst_bits: int
    kernel: Callable
    flags: frozenset[str]
    #: May the function flush denormals of each float width (fuzzfarm.fpenv.may_flush)?
    flush: dict[int, bool]
    #: Can the value reach what a run shows (fuzzfarm.analysis.observed)?
    observed: bool
    #: Extra notes from the kernel: a function of (operands, result) -> name -> mask.
    extra: Callable | None = None

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        vals, poison = [], np.zeros(idx.shape, dtype=bool)
        for s in self.srcs:
            v, p = read(sim, s, idx)
            vals.append(spread(np.asarray(v, dtype=U64), idx.shape))
            poison = poison | spread(np.asarray(p, dtype=bool), idx.shape)
        with np.errstate(all="ignore"):  # inf - inf, 0/0 ...: IEEE results, not warnings
            out = self.kernel(vals)
        value, kpois = out if isinstance(out, tuple) else (out, None)
        value = spread(np.asarray(value, dtype=U64), idx.shape)
        if kpois is not None:
            poison = poison | kpois
        floats = [(v, b) for v, b in zip(vals, self.src_bits, strict=True) if b]
        if self.dst_bits:
            floats.append((value, self.dst_bits))
        kinds = poison_kinds(self.flags)
        for v, b in floats:
            if "nan" in kinds:
                poison = poison | isnan(v, b)
            if "inf" in kinds:
                poison = poison | isinf(v, b)
        if self.observed:
            live = ~poison
            if has_choice(self.flags) and live.any():
                sim.note(idx[live], FP_CHOICE)
            den = np.zeros(idx.shape, dtype=bool)
            for v, b in floats:
                if self.flush.get(b):
                    den |= isdenormal(v, b)
            if den.any():
                sim.note(idx[den], DENORMAL_MODE)
            if self.extra is not None:
                with np.errstate(all="ignore"):
                    extra = self.extra(vals, value)
                for name, mask in extra.items():
                    mask = mask & live
                    if mask.any():
                        sim.note(idx[mask], name)
        sim.state.write(self.dst, idx, value, poison)


@dataclass
class FlaggedSelect:
    """``select`` with fast-math flags on floats: the chosen operand, poison where the flags
    say (a NaN or infinite operand or result), ``fp-choice`` for the other flags; the
    reference applies the same rule (``oracles/reference/floats.flagged``)."""

    text: str
    dst: int
    cond: Operand
    if_true: Operand
    if_false: Operand
    bits: int
    flags: frozenset[str]
    flush: bool
    observed: bool

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        (c, cp), (t, tp), (f, fp) = (read(sim, o, idx) for o in (self.cond, self.if_true,
                                                                   self.if_false))
        pick = spread(np.asarray(c) != 0, idx.shape)
        t, f = (spread(np.asarray(x, dtype=U64), idx.shape) for x in (t, f))
        value = np.where(pick, t, f)
        poison = spread(np.asarray(cp | np.where(pick, tp, fp), dtype=bool), idx.shape)
        kinds = poison_kinds(self.flags)
        for v in (t, f, value):
            if "nan" in kinds:
                poison = poison | isnan(v, self.bits)
            if "inf" in kinds:
                poison = poison | isinf(v, self.bits)
        if self.observed:
            live = ~poison
            if has_choice(self.flags) and live.any():
                sim.note(idx[live], FP_CHOICE)
            if self.flush:
                den = isdenormal(t, self.bits) | isdenormal(f, self.bits)
                if den.any():
                    sim.note(idx[den], DENORMAL_MODE)
        sim.state.write(self.dst, idx, value, poison)


@dataclass
class NanNote:
    """Records ``nan-bits`` where a float operand about to become observable as bits (a
    store, a bitcast to an integer, an external call's argument) holds a NaN."""

    text: str
    srcs: list[tuple[Operand, int]]

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        hit = np.zeros(idx.shape, dtype=bool)
        for s, bits in self.srcs:
            v, p = read(sim, s, idx)
            hit |= spread(isnan(v, bits), idx.shape) & ~spread(np.asarray(p, dtype=bool), idx.shape)
        if hit.any():
            sim.note(idx[hit], NAN_BITS)


def kernel(opcode: str, predicate: str, src_bits: int, dst_bits: int,
           flags: frozenset[str]) -> Callable:
    """The numpy kernel of a floating-point instruction (SEMANTICS.md, "Floating point")."""
    if opcode in ("fadd", "fsub", "fmul", "fdiv", "frem"):
        return _binary(opcode, dst_bits)
    if opcode == "fneg":
        sign = U64(1 << (dst_bits - 1))
        return lambda v: v[0] ^ sign
    if opcode == "fcmp":
        return _fcmp(predicate, src_bits)
    if opcode in ("fptosi", "fptoui"):
        return _to_int(opcode, src_bits, dst_bits)
    if opcode in ("sitofp", "uitofp"):
        return _from_int(opcode, src_bits, dst_bits, flags)
    if opcode in ("fpext", "fptrunc"):
        return _convert(src_bits, dst_bits)
    if opcode == "bitcast":
        return lambda v: v[0]
    raise ValueError(opcode)


class NotSupported(Exception):
    """A float intrinsic this simulator does not execute (the reference may)."""


def intrinsic(base: str, bits: int) -> tuple[Callable, Callable | None]:
    """(kernel, extra notes) of a float intrinsic (``fuzzfarm.fpenv.INTRINSICS``)."""
    sign = U64(1 << (bits - 1))
    if base == "fabs":
        return (lambda v: v[0] & ~sign), None
    if base == "copysign":
        return ((lambda v: (v[0] & ~sign) | (v[1] & sign)),
                lambda v, r: {NAN_BITS: isnan(v[1], bits)})
    if base in ("sqrt", AMDGCN_SQRT):  # V_SQRT_F32 (fuzzfarm/fpenv.py): within 1 ulp
        return ((lambda v: pack(np.sqrt(view(v[0], bits)), bits)),
                None if base == "sqrt" else _every_result_a_choice)
    if base in ("minnum", "maxnum"):
        pick = np.fmin if base == "minnum" else np.fmax

        def minmax(v: list[np.ndarray]) -> np.ndarray:
            x, y = view(v[0], bits), view(v[1], bits)
            # equal values (only +0 and -0 differ in bits): the first operand, noted
            r = np.where(x == y, v[0], pack(pick(x, y), bits))
            return np.where(np.isnan(x) & ~np.isnan(y), v[1], np.where(np.isnan(y) & ~np.isnan(x), v[0], r))
        def choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
            # +0 against -0 (equal, different bits), or one signaling NaN against a number
            zeros = (view(v[0], bits) == view(v[1], bits)) & (v[0] != v[1])
            quiet = U64(1 << (FloatType(bits).precision - 2))
            snan = [isnan(x, bits) & ((x & quiet) == 0) for x in v]
            one_nan = isnan(v[0], bits) != isnan(v[1], bits)
            return {FP_CHOICE: zeros | ((snan[0] | snan[1]) & one_nan)}
        return minmax, choice
    if base in ("fma", "fmuladd"):
        fused = _fma64 if bits == 64 else _fma_narrow(bits)
        if base == "fma":
            return fused, None

        def unfused(v: list[np.ndarray]) -> np.ndarray:
            with np.errstate(all="ignore"):  # overflow to infinity is the IEEE result
                return pack(view(pack(view(v[0], bits) * view(v[1], bits), bits), bits) + view(v[2], bits), bits)

        def choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
            u = unfused(v)
            return {FP_CHOICE: (u != r) & ~(isnan(u, bits) & isnan(r, bits))}
        return fused, choice
    if base in ROUNDINGS:
        return _integral(base, bits), None
    if base == "ldexp":
        def ldexp(v: list[np.ndarray]) -> np.ndarray:
            e = ((v[1] & U64(0xFFFFFFFF)).astype(np.int64) ^ (1 << 31)) - (1 << 31)
            e = np.clip(e, -_LDEXP_REACH, _LDEXP_REACH).astype(np.int32)
            with np.errstate(all="ignore"):  # overflow to infinity is the IEEE result
                return pack(np.ldexp(view(v[0], bits), e), bits)
        return ldexp, None
    if base == "saturate":
        def saturate(v: list[np.ndarray]) -> np.ndarray:
            x = view(v[0], bits)
            one = pack(np.ones(x.shape, dtype=FLOAT_DTYPES[bits]), bits)
            low = np.isnan(x) | (x <= 0)
            return np.where(low, U64(0), np.where(x >= 1, one, v[0]))
        return saturate, lambda v, r: {FP_CHOICE: v[0] == sign}
    if base == "fmed3":
        return _fmed3(bits), _fmed3_choice(bits)
    if base in AMDGCN_FREXP_FRACT:
        return _frexp_fract(base, bits)
    if base == AMDGCN_RCP:
        return _rcp(bits)
    if base in AMDGCN_SINCOS:  # no source states V_SIN/V_COS's accuracy: a choice
        return _sincos(base, bits), _every_result_a_choice
    if base == AMDGCN_RSQ and bits == 32:
        return _rsq32, _every_result_a_choice
    if base == AMDGCN_FDIV_FAST:  # 2.5 ulp (fuzzfarm/fpenv.py): IEEE's quotient, a choice
        return _fdiv_fast, _every_result_a_choice
    if base == IS_FPCLASS:
        return _is_fpclass(bits)
    raise NotSupported(f"llvm.{base} on f{bits}")


#: |exponent| past which ldexp's result of any finite non-zero float over- or underflows
#: (as oracles/reference/floats.py).
_LDEXP_REACH = 2200


def _integral(base: str, bits: int) -> Callable:
    """``llvm.floor`` ... ``llvm.roundeven``: numpy's floor/ceil/trunc/rint (rint rounds
    half to even, keeping the sign of a zero result); ``round`` adds the half away from
    zero to the truncation (``x - trunc(x)`` is exact)."""
    def rounded(v: list[np.ndarray]) -> np.ndarray:
        x = view(v[0], bits)
        if base == "round":
            t = np.trunc(x)
            with np.errstate(invalid="ignore"):  # inf - inf: NaN, replaced below
                up = np.abs(x - t) >= 0.5
            r = np.where(np.isinf(x), x, np.copysign(np.abs(t) + up, x))
        else:
            r = {"floor": np.floor, "ceil": np.ceil, "trunc": np.trunc}.get(base, np.rint)(x)
        return pack(r, bits)
    return rounded


def _frexp_fract(base: str, bits: int) -> tuple[Callable, Callable]:
    """``llvm.amdgcn.frexp.mant``/``frexp.exp``/``fract`` (fuzzfarm/fpenv.py) with numpy's
    frexp and floor in the operand's own width (``bits`` is the operand's): a float
    subtraction ``x - floor(x)`` rounds the exact difference once, as the reference. The
    choices the reference notes: a zero or denormal frexp operand; fract of an infinity, or
    one that rounds to 1.0 (then the float below 1.0)."""
    nan = U64(fb.canonical_nan(_ty(bits)))
    exponent = U64(fb.exponent_mask(_ty(bits)))

    def value(v: list[np.ndarray]) -> np.ndarray:
        x = view(v[0], bits)
        special = isnan(v[0], bits) | isinf(v[0], bits)
        if base == "fract":
            r = x - np.floor(x)
            dtype = FLOAT_DTYPES[bits]
            below_one = np.nextafter(np.ones((), dtype=dtype), np.zeros((), dtype=dtype))
            r = np.where(r == 1, below_one, r)
            return np.where(special, nan, pack(r, bits))
        mant, exp = np.frexp(x)
        if base == "frexp.exp":
            width = U64((1 << FREXP_EXP_BITS[bits]) - 1)
            return np.where(special, U64(0), exp.astype(np.int64).astype(U64) & width)
        return np.where(isnan(v[0], bits), nan, np.where(special, v[0], pack(mant, bits)))

    def choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
        if base == "fract":
            one = pack(np.ones(np.shape(v[0]), dtype=FLOAT_DTYPES[bits]), bits)
            below = view(v[0], bits) - np.floor(view(v[0], bits))
            return {FP_CHOICE: isinf(v[0], bits) | (pack(below, bits) == one)}
        return {FP_CHOICE: (v[0] & exponent) == 0}  # zero or denormal: raw exponent 0
    return value, choice


def _is_fpclass(bits: int) -> tuple[Callable, Callable]:
    """``llvm.is.fpclass(x, mask)`` (fuzzfarm/fpenv.py ``IS_FPCLASS``): per bit of the mask
    (:data:`fuzzfarm.promises.FPCLASS_BITS`), x's pattern tested against that class's
    ranges of bit patterns (:func:`fuzzfarm.promises.class_ranges`, as the promises'
    ``poison_outside`` tests them); a NaN against one NaN class only noted ``nan-bits``."""
    width = U64((1 << bits) - 1)
    ty = _ty(bits)

    def test(v: list[np.ndarray]) -> np.ndarray:
        x, mask = v[0] & width, v[1]
        hit = np.zeros(np.shape(x), dtype=bool)
        for i, cls in enumerate(FPCLASS_BITS):
            asked = ((mask >> U64(i)) & U64(1)) != 0
            for lo, hi in class_ranges({cls}, ty):
                hit |= asked & (((x - U64(lo)) & width) < U64((hi - lo) & ((1 << bits) - 1)))
        return hit.astype(U64)

    def choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
        snan, qnan = ((v[1] >> U64(FPCLASS_BITS.index(c))) & U64(1) for c in ("snan", "qnan"))
        return {NAN_BITS: isnan(v[0], bits) & (snan != qnan)}
    return test, choice


def _rcp(bits: int) -> tuple[Callable, Callable]:
    """``llvm.amdgcn.rcp`` (fuzzfarm/fpenv.py): numpy's IEEE division 1/x in the operand's
    width, correctly rounded as the reference's exact one (1/+-0 = +-inf, 1/+-inf = +-0), a
    NaN the canonical NaN; every result noted ``FP_CHOICE`` (the hardware is within 1 ulp)."""
    nan = U64(fb.canonical_nan(_ty(bits)))

    def value(v: list[np.ndarray]) -> np.ndarray:
        x = view(v[0], bits)
        with np.errstate(all="ignore"):  # 1/0 = inf and overflow are the IEEE results
            r = np.ones((), dtype=FLOAT_DTYPES[bits]) / x
        return np.where(isnan(v[0], bits), nan, pack(r, bits))
    return value, _every_result_a_choice


#: float64 bits below float32's significand, and the half of them a float32 midpoint has.
_BELOW_F32 = U64((1 << 29) - 1)
_F32_HALF = 1 << 28
#: How close (in float64 ulps) to a float32 midpoint :func:`_rsq32`'s float64 estimate must
#: lie to be decided exactly: the estimate's error is below 2 ulps (0.5 for the sqrt, about
#: 1.5 after the correctly rounded reciprocal), so farther ones round as the exact root.
_RSQ_MARGIN = 1 << 8


def _rsq32(v: list[np.ndarray]) -> np.ndarray:
    """``llvm.amdgcn.rsq.f32`` (fuzzfarm/fpenv.py): 1/sqrt(x) rounded once to float32. The
    float64 estimate 1/sqrt(x) (every float32 root and reciprocal root is a normal float64,
    and every nonzero result a normal float32) rounds to float32 as the exact value does
    unless it lies within :data:`_RSQ_MARGIN` of a float32 midpoint M; there the exact
    comparison 1/sqrt(x) > M, i.e. x * M * M < 1 on dyadic rationals, picks the side (no
    result is a midpoint: x = 1/M**2 would need M a power of two). numpy's IEEE specials
    are the ISA's: 1/sqrt(+-0) = +-inf, 1/sqrt(+inf) = +0, negative -> NaN (canonical)."""
    with np.errstate(all="ignore"):  # +-0, negatives and infinities give IEEE's specials
        x = view(v[0], 32).astype(np.float64)
        est = 1.0 / np.sqrt(x)
    r = est.astype(np.float32)
    low = est.view(U64) & _BELOW_F32
    near = np.isfinite(est) & (np.abs(low.astype(np.int64) - _F32_HALF) <= _RSQ_MARGIN)
    bits = est.view(U64)
    for i in map(tuple, np.argwhere(near)):
        under = bits[i] & ~_BELOW_F32  # the float32 under M, as float64 bits
        below = np.float32(under.view(np.float64))
        mid = Fraction(float((under | U64(_F32_HALF)).view(np.float64)))
        above = Fraction(float(x[i])) * mid * mid < 1
        r[i] = np.nextafter(below, np.float32(np.inf)) if above else below
    return pack(r, 32)


def _fdiv_fast(v: list[np.ndarray]) -> np.ndarray:
    """``llvm.amdgcn.fdiv.fast`` (float only): numpy's IEEE quotient a/b in float32."""
    with np.errstate(all="ignore"):  # x/0, 0/0, overflow: the IEEE results
        return _binary("fdiv", 32)(v)


def _sincos(base: str, bits: int) -> Callable:
    """``llvm.amdgcn.sin``/``cos`` of x revolutions (fuzzfarm/fpenv.py ``AMDGCN_SINCOS``):
    quarter revolutions from the table (the turn count mod 4 of 4x, every zero +0), the
    others through Python's ``math.sin``/``math.cos`` of ``x * 2.0 * math.pi`` lane by lane
    (numpy's own sin may differ from it in a double's last bit), rounded once to the type;
    an infinity or NaN the canonical NaN."""
    fn = math.sin if base == "amdgcn.sin" else math.cos
    table = np.array([0.0, 1.0, 0.0, -1.0] if base == "amdgcn.sin" else [1.0, 0.0, -1.0, 0.0])
    nan = U64(fb.canonical_nan(_ty(bits)))

    def value(v: list[np.ndarray]) -> np.ndarray:
        x = view(v[0], bits).astype(np.float64)
        finite = np.isfinite(x)
        safe = np.where(finite, x, 0.0)
        quarter = (safe * 4) == np.floor(safe * 4)
        turns = np.where(quarter, np.fmod(safe * 4, 4.0), 0.0).astype(np.int64) & 3
        approx = np.array([0.0 if q else fn(float(t) * 2.0 * math.pi)
                           for t, q in zip(np.ravel(safe), np.ravel(quarter), strict=True)],
                          dtype=np.float64).reshape(np.shape(safe))
        out = np.where(quarter, table[turns], approx)
        return np.where(finite, pack(out, bits), nan)
    return value


def half_toward_zero(v: list[np.ndarray]) -> np.ndarray:
    """One element of ``llvm.amdgcn.cvt.pkrtz`` (fuzzfarm/fpenv.py ``AMDGCN_CVT_PKRTZ``):
    numpy's float32 -> float16 (round to nearest even), then one step toward zero where that
    is larger in magnitude than the operand (an overflow to infinity of a finite value
    steps to 65504); a NaN the canonical NaN."""
    x = view(v[0], 32)
    h = x.astype(np.float16)
    raw = h.view(np.uint16).astype(U64)
    past = np.abs(h.astype(np.float32)) > np.abs(x)  # false for NaN and for an infinite x
    stepped = np.where(past & ((raw & U64(0x7FFF)) != 0), raw - U64(1), raw)
    return np.where(np.isnan(x), U64(fb.canonical_nan(_ty(16))), stepped)


def half_toward_zero_notes(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
    """``DENORMAL_MODE`` where the operand or the half is denormal, whatever the mode."""
    return {DENORMAL_MODE: isdenormal(v[0], 32) | isdenormal(r, 16)}


def _every_result_a_choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
    """``FP_CHOICE`` on every lane: the target's approximations (rcp, rsq, sqrt within 1
    ulp, fdiv.fast within 2.5) may answer another value than the one computed here."""
    return {FP_CHOICE: np.ones(np.shape(v[0]), dtype=bool)}


def _fmed3(bits: int) -> Callable:
    """``llvm.amdgcn.fmed3``: the median value, the bits of the first operand holding it
    (as the reference), NaN if an operand is (noted by :func:`_fmed3_choice`)."""
    def median(v: list[np.ndarray]) -> np.ndarray:
        x = [view(a, bits) for a in v]
        mid = np.sort(np.stack(x), axis=0)[1]
        pick = np.where(x[0] == mid, v[0], np.where(x[1] == mid, v[1], v[2]))
        nan = isnan(v[0], bits) | isnan(v[1], bits) | isnan(v[2], bits)
        return np.where(nan, U64(fb.canonical_nan(_ty(bits))), pick)
    return median


def _fmed3_choice(bits: int) -> Callable:
    """Where fmed3's hardware answer is not fixed: a NaN operand, or a zero median among
    zeros of both signs (the reference's ``floats.fmed3``)."""
    sign = U64(1 << (bits - 1))

    def choice(v: list[np.ndarray], r: np.ndarray) -> dict[str, np.ndarray]:
        nan = isnan(v[0], bits) | isnan(v[1], bits) | isnan(v[2], bits)
        zero = [(a & ~sign) == 0 for a in v]
        pos = zero[0] & (v[0] == 0) | zero[1] & (v[1] == 0) | zero[2] & (v[2] == 0)
        neg = zero[0] & (v[0] != 0) | zero[1] & (v[1] != 0) | zero[2] & (v[2] != 0)
        return {FP_CHOICE: nan | (((r & ~sign) == 0) & pos & neg)}
    return choice


@dataclass
class Noted:
    """``op`` preceded by a :class:`NanNote` of the float values it makes observable."""

    text: str
    note: NanNote
    op: Op

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        self.note.run(sim, idx)
        self.op.run(sim, idx)
