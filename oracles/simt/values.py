"""Vectorized integer semantics of LLVM (SEMANTICS.md, "Values") on uint64 lanes.

Every value of width ``w <= 64`` is held as its unsigned bit pattern in a uint64
array; signed views sign-extend into int64. Each kernel returns ``(value, poison,
ub)`` where ``poison``/``ub`` are bool arrays of lanes the operation poisons or
where it is undefined behaviour (``None`` when it never is). Wide products need
the high half of a 64x64 multiplication, computed from 32-bit limbs because numpy
has no 128-bit integers.
"""

from __future__ import annotations

import numpy as np

U64 = np.uint64
I64 = np.int64
M32 = U64(0xFFFFFFFF)
Result = tuple[np.ndarray, np.ndarray | None, np.ndarray | None]


class Unsupported(Exception):
    """Raised while compiling one instruction the simulator cannot execute
    (oracles/simt/compile.py)."""


def spread(a, shape: tuple[int, ...]) -> np.ndarray:
    """``np.broadcast_to(a, shape)``, without the new view when ``a`` already has that shape.

    Operands are mostly whole arrays of the slots already, and a step makes dozens of
    these calls; the view numpy builds costs more than the operation it feeds. Callers
    only read the result (a broadcast view is read-only, so none writes into it)."""
    if getattr(a, "shape", None) == shape:
        return a
    return np.broadcast_to(a, shape)


def umask(w: int) -> np.uint64:
    return U64((1 << w) - 1)


def sx(v: np.ndarray, w: int) -> np.ndarray:
    """Sign-extend ``w``-bit patterns to int64."""
    v = np.asarray(v, dtype=U64)
    if w == 64:
        return v.view(I64) if v.ndim else v.astype(I64)
    sign = U64(1 << (w - 1))
    return ((v ^ sign) - sign).astype(I64) if w < 64 else v.astype(I64)


def trunc(v: np.ndarray, w: int) -> np.ndarray:
    """Reduce an int64/uint64 array to the ``w``-bit unsigned pattern."""
    return np.asarray(v).astype(U64) & umask(w)


def mulhi(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """High 64 bits of the unsigned 128-bit product of two uint64 arrays."""
    a0, a1 = a & M32, a >> U64(32)
    b0, b1 = b & M32, b >> U64(32)
    p00, p01, p10, p11 = a0 * b0, a0 * b1, a1 * b0, a1 * b1
    mid = (p00 >> U64(32)) + (p01 & M32) + (p10 & M32)
    return p11 + (p01 >> U64(32)) + (p10 >> U64(32)) + (mid >> U64(32))


def _signed_range_bad(s: np.ndarray, w: int) -> np.ndarray:
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    return (s < lo) | (s > hi)


def add(a, b, w: int, flags: frozenset[str]) -> Result:
    r = (a + b) & umask(w)
    poison = None
    if "nuw" in flags:
        poison = (r < a) if w == 64 else (a + b) > umask(w)
    if "nsw" in flags:
        if w == 64:
            bad = (((a ^ r) & (b ^ r)) >> U64(63)).astype(bool)
        else:
            bad = _signed_range_bad(sx(a, w) + sx(b, w), w)
        poison = bad if poison is None else poison | bad
    return r, poison, None


def sub(a, b, w: int, flags: frozenset[str]) -> Result:
    r = (a - b) & umask(w)
    poison = None
    if "nuw" in flags:
        poison = a < b
    if "nsw" in flags:
        if w == 64:
            bad = (((a ^ b) & (a ^ r)) >> U64(63)).astype(bool)
        else:
            bad = _signed_range_bad(sx(a, w) - sx(b, w), w)
        poison = bad if poison is None else poison | bad
    return r, poison, None


def mul(a, b, w: int, flags: frozenset[str]) -> Result:
    lo = a * b
    r = lo & umask(w)
    poison = None
    if "nuw" in flags:
        bad = lo > umask(w) if w <= 32 else (mulhi(a, b) != 0) | (lo > umask(w))
        poison = bad
    if "nsw" in flags:
        if w <= 32:
            bad = _signed_range_bad(sx(a, w) * sx(b, w), w)
        else:
            sa, sb = sx(a, w), sx(b, w)
            ua, ub = sa.astype(U64), sb.astype(U64)
            full_lo = ua * ub
            hi = mulhi(ua, ub) - np.where(sa < 0, ub, U64(0)) - np.where(sb < 0, ua, U64(0))
            sign_fill = np.where(full_lo.astype(I64) < 0, ~U64(0), U64(0))
            bad = hi != sign_fill
            if w < 64:
                bad |= _signed_range_bad(full_lo.astype(I64), w)
        poison = bad if poison is None else poison | bad
    return r, poison, None


def udiv_urem(a, b, w: int, flags: frozenset[str], rem: bool) -> Result:
    ub = b == 0
    safe = np.where(ub, U64(1), b)
    q, r = a // safe, a % safe
    poison = (r != 0) if ("exact" in flags and not rem) else None
    return (r if rem else q), poison, ub


def sdiv_srem(a, b, w: int, flags: frozenset[str], rem: bool) -> Result:
    sa, sb = sx(a, w), sx(b, w)
    ub = (b == 0) | ((sa == -(1 << (w - 1))) & (sb == -1))
    ua = np.where(sa < 0, U64(0) - sa.astype(U64), sa.astype(U64))
    ubv = np.where(sb < 0, U64(0) - sb.astype(U64), sb.astype(U64))
    ubv = np.where(ubv == 0, U64(1), ubv)
    uq, ur = ua // ubv, ua % ubv
    if rem:
        r = np.where(sa < 0, U64(0) - ur, ur) & umask(w)
        return r, None, ub
    q = np.where((sa < 0) != (sb < 0), U64(0) - uq, uq) & umask(w)
    poison = (ur != 0) if "exact" in flags else None
    return q, poison, ub


def shl(a, b, w: int, flags: frozenset[str]) -> Result:
    over = b >= U64(w)
    s = np.minimum(b, U64(63))
    r = (a << s) & umask(w)
    poison = over
    if "nuw" in flags:
        poison = poison | ((r >> s) != a)
    if "nsw" in flags:
        poison = poison | (((sx(r, w) >> s.astype(I64)).astype(U64) & umask(w)) != a)
    return r, poison, None


def lshr(a, b, w: int, flags: frozenset[str]) -> Result:
    over = b >= U64(w)
    s = np.minimum(b, U64(63))
    r = a >> s
    poison = over
    if "exact" in flags:
        poison = poison | (((r << s) & umask(w)) != a)
    return r, poison, None


def ashr(a, b, w: int, flags: frozenset[str]) -> Result:
    over = b >= U64(w)
    s = np.minimum(b, U64(63))
    r = (sx(a, w) >> s.astype(I64)).astype(U64) & umask(w)
    poison = over
    if "exact" in flags:
        poison = poison | (((r << s) & umask(w)) != a)
    return r, poison, None


def bitwise(op: str, a, b, w: int, flags: frozenset[str]) -> Result:
    if op == "and":
        return a & b, None, None
    if op == "xor":
        return a ^ b, None, None
    r = a | b
    return r, ((a & b) != 0) if "disjoint" in flags else None, None


def binary(op: str, a, b, w: int, flags: frozenset[str]) -> Result:
    if op == "add":
        return add(a, b, w, flags)
    if op == "sub":
        return sub(a, b, w, flags)
    if op == "mul":
        return mul(a, b, w, flags)
    if op in ("udiv", "urem"):
        return udiv_urem(a, b, w, flags, op == "urem")
    if op in ("sdiv", "srem"):
        return sdiv_srem(a, b, w, flags, op == "srem")
    if op == "shl":
        return shl(a, b, w, flags)
    if op == "lshr":
        return lshr(a, b, w, flags)
    if op == "ashr":
        return ashr(a, b, w, flags)
    return bitwise(op, a, b, w, flags)


def icmp(pred: str, a, b, w: int, flags: frozenset[str]) -> Result:
    if pred in ("eq", "ne"):
        r = (a == b) if pred == "eq" else (a != b)
    elif pred[0] == "u":
        r = {"ugt": np.greater, "uge": np.greater_equal, "ult": np.less,
             "ule": np.less_equal}[pred](a, b)
    else:
        sa, sb = sx(a, w), sx(b, w)
        r = {"sgt": np.greater, "sge": np.greater_equal, "slt": np.less,
             "sle": np.less_equal}[pred](sa, sb)
    poison = None
    if "samesign" in flags:
        sign = U64(w - 1)
        poison = ((a >> sign) & U64(1)) != ((b >> sign) & U64(1))
    return np.asarray(r).astype(U64), poison, None


def cast(op: str, a, src_w: int, dst_w: int, flags: frozenset[str]) -> Result:
    if op == "zext":
        poison = ((a >> U64(src_w - 1)) & U64(1)).astype(bool) if "nneg" in flags else None
        return a, poison, None
    if op == "sext":
        return trunc(sx(a, src_w), dst_w), None, None
    if op == "trunc":
        r = a & umask(dst_w)
        poison = None
        if "nuw" in flags:
            poison = r != a
        if "nsw" in flags:
            bad = sx(r, dst_w) != sx(a, src_w)
            poison = bad if poison is None else poison | bad
        return r, poison, None
    return a, None, None  # bitcast between equal types; addrspacecast: the same (object, offset)
