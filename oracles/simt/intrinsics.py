"""The integer intrinsics of SEMANTICS.md, vectorized over lanes.

``llvm.<name>.<type>`` is looked up by ``<name>``; each kernel takes the operand
value arrays plus the width and returns ``(value, poison, ub)`` like
:mod:`oracles.simt.values`. Immediate flags (``is_int_min_poison``,
``is_zero_poison``) arrive as ordinary operand arrays, so a non-constant flag
works too. Anything not listed here is ``Outcome.UNSUPPORTED``.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from oracles.simt.values import I64, U64, Result, sx, trunc, umask

_REV8 = np.array([int(f"{i:08b}"[::-1], 2) for i in range(256)], dtype=U64)


def bit_length(v: np.ndarray) -> np.ndarray:
    """Number of significant bits of each uint64 (0 for 0), by binary search."""
    v = np.asarray(v, dtype=U64).copy()
    n = np.zeros(v.shape, dtype=U64)
    for s in (32, 16, 8, 4, 2, 1):
        big = v >= U64(1 << s)
        n = np.where(big, n + U64(s), n)
        v = np.where(big, v >> U64(s), v)
    return n + (v != 0).astype(U64)


def bitreverse64(v: np.ndarray) -> np.ndarray:
    out = np.zeros(np.shape(v), dtype=U64)
    v = np.asarray(v, dtype=U64)
    for k in range(8):
        byte = (v >> U64(8 * k)) & U64(0xFF)
        out |= _REV8[byte.astype(np.intp)] << U64(8 * (7 - k))
    return out


def _minmax(fn: Callable, signed: bool) -> Callable[..., Result]:
    def k(ops: list[np.ndarray], w: int) -> Result:
        a, b = ops
        if signed:
            return trunc(fn(sx(a, w), sx(b, w)), w), None, None
        return fn(a, b), None, None
    return k


def _abs(ops: list[np.ndarray], w: int) -> Result:
    a, flag = ops
    s = sx(a, w)
    is_min = s == -(1 << (w - 1))
    r = np.where(s < 0, U64(0) - a, a) & umask(w)
    return r, is_min & (flag != 0), None


def _ctpop(ops: list[np.ndarray], w: int) -> Result:
    return np.bitwise_count(ops[0]).astype(U64), None, None


def _ctlz(ops: list[np.ndarray], w: int) -> Result:
    a, flag = ops
    return U64(w) - bit_length(a), (a == 0) & (flag != 0), None


def _cttz(ops: list[np.ndarray], w: int) -> Result:
    a, flag = ops
    low = a & (U64(0) - a)
    r = np.where(a == 0, U64(w), bit_length(low) - U64(1))
    return r, (a == 0) & (flag != 0), None


def _fsh(left: bool) -> Callable[..., Result]:
    def k(ops: list[np.ndarray], w: int) -> Result:
        a, b, c = ops
        s = c % U64(w)
        zero = s == 0
        s1 = np.where(zero, U64(1), s)
        if left:
            r = ((a << s1) | (b >> (U64(w) - s1))) & umask(w)
            return np.where(zero, a, r), None, None
        r = ((a << (U64(w) - s1)) | (b >> s1)) & umask(w)
        return np.where(zero, b, r), None, None
    return k


def _sat(kind: str) -> Callable[..., Result]:
    def k(ops: list[np.ndarray], w: int) -> Result:
        a, b = ops
        m = umask(w)
        if kind == "uadd":
            s = (a + b) & m
            over = (s < a) if w == 64 else (a + b) > m
            return np.where(over, m, s), None, None
        if kind == "usub":
            return np.where(a > b, a - b, U64(0)), None, None
        lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
        sa, sb = sx(a, w), sx(b, w)
        if w < 64:
            s = sa + sb if kind == "sadd" else sa - sb
            return trunc(np.clip(s, lo, hi), w), None, None
        ua, ubb = sa.astype(U64), sb.astype(U64)
        r = ua + ubb if kind == "sadd" else ua - ubb
        if kind == "sadd":
            over = (((ua ^ r) & (ubb ^ r)) >> U64(63)).astype(bool)
        else:
            over = (((ua ^ ubb) & (ua ^ r)) >> U64(63)).astype(bool)
        clamp = np.where(sa < 0, np.int64(lo), np.int64(hi)).astype(U64)
        return np.where(over, clamp, r), None, None
    return k


def _bitreverse(ops: list[np.ndarray], w: int) -> Result:
    return bitreverse64(ops[0]) >> U64(64 - w), None, None


def _bswap(ops: list[np.ndarray], w: int) -> Result:
    a = np.asarray(ops[0], dtype=U64)
    return a.byteswap() >> U64(64 - w), None, None


def _expect(ops: list[np.ndarray], w: int) -> Result:
    """``llvm.expect(v, expected)`` is ``v`` (LangRef: only a hint to the optimizer)."""
    return ops[0], None, None


def _assume(ops: list[np.ndarray], w: int) -> Result:
    return np.zeros(np.shape(ops[0]), dtype=U64), None, ops[0] == 0


KERNELS: dict[str, Callable[[list[np.ndarray], int], Result]] = {
    "umin": _minmax(np.minimum, False),
    "umax": _minmax(np.maximum, False),
    "smin": _minmax(np.minimum, True),
    "smax": _minmax(np.maximum, True),
    "abs": _abs,
    "ctpop": _ctpop,
    "ctlz": _ctlz,
    "cttz": _cttz,
    "fshl": _fsh(True),
    "fshr": _fsh(False),
    "uadd.sat": _sat("uadd"),
    "usub.sat": _sat("usub"),
    "sadd.sat": _sat("sadd"),
    "ssub.sat": _sat("ssub"),
    "bitreverse": _bitreverse,
    "bswap": _bswap,
    "assume": _assume,
    "expect": _expect,
}


def intrinsic_name(callee: str) -> str | None:
    """``llvm.umin.i32`` -> ``umin``; ``llvm.uadd.sat.i8`` -> ``uadd.sat``; else None."""
    if not callee.startswith("llvm."):
        return None
    parts = callee[5:].split(".")
    while len(parts) > 1 and parts[-1][:1] == "i" and parts[-1][1:].isdigit():
        parts.pop()
    name = ".".join(parts)
    return name if name in KERNELS else None


__all__ = ["KERNELS", "I64", "bit_length", "intrinsic_name"]
