"""The intrinsics of ``fuzzfarm.ir.intmath`` on lanes (SEMANTICS.md, "Values").

``llvm.*.with.overflow`` writes its ``{ iN, i1 }`` result into two registers (an
aggregate's leaves, oracles/simt/aggregates.py): the wrapped result of the plain
instruction and the poison mask of the same instruction with ``nsw``/``nuw``, which is
LangRef's overflow condition. Every operand's poison reaches both registers. The
targets' integer intrinsics are one register computed with 64-bit lanes (the 2w-bit
products of ``mulhi.ll``/``.ull`` from :func:`oracles.simt.values.mulhi`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.ir.clint import IMPL_DEFINED, IntBuiltin
from fuzzfarm.ir.intmath import AMDGCN_BYTES, AMDGCN_PACKED, OVERFLOW_OPS, TargetIntOp
from oracles.simt import execute as ex
from oracles.simt import values
from oracles.simt.execute import read
from oracles.simt.state import Operand
from oracles.simt.values import I64, U64, Result, mulhi, spread, sx, umask

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes
from oracles.simt.vectors import Seq

_BINARY = {"add": values.add, "sub": values.sub, "mul": values.mul}


def with_overflow(text: str, dst: int, srcs: list[Operand], name: str, w: int) -> Seq:
    """Registers ``dst`` (the result modulo 2**w) and ``dst + 1`` (the overflow bit)."""
    op, flag = OVERFLOW_OPS[name]
    fn = _BINARY[op]

    def value(vals: list[np.ndarray]) -> Result:
        return fn(vals[0], vals[1], w, frozenset())[0], None, None

    def overflow(vals: list[np.ndarray]) -> Result:
        bad = fn(vals[0], vals[1], w, frozenset({flag}))[1]
        assert bad is not None
        return np.asarray(bad, dtype=bool).astype(U64), None, None

    return Seq(text, [ex.Compute(text, dst, srcs, _u64(value)),
                      ex.Compute(text, dst + 1, srcs, _u64(overflow))])


def _u64(kernel: Callable[[list[np.ndarray]], Result]) -> Callable[[list[np.ndarray]], Result]:
    def k(vals: list[np.ndarray]) -> Result:
        return kernel([np.asarray(v, dtype=U64) for v in vals])
    return k


def _low24(v: np.ndarray, signed: bool) -> np.ndarray:
    """The operand's low 24 bits as int64, sign-extended from bit 23 when signed."""
    return sx(v & U64(0xFFFFFF), 24) if signed else (v & U64(0xFFFFFF)).astype(I64)


def _mulhi(a: np.ndarray, b: np.ndarray, w: int, signed: bool) -> np.ndarray:
    """The high w bits of the 2w-bit product (w of 16, 32 or 64)."""
    if w < 64:
        if not signed:  # the product fits in 64 bits
            return (a * b) >> U64(w)
        return (sx(a, w) * sx(b, w) >> I64(w)).astype(U64) & umask(w)
    hi = mulhi(a, b)
    if signed:  # two's complement: subtract b for a negative a, a for a negative b
        hi = hi - np.where(sx(a, 64) < 0, b, U64(0)) - np.where(sx(b, 64) < 0, a, U64(0))
    return hi


def target(text: str, dst: int, srcs: list[Operand], op: TargetIntOp, result_bits: int) -> ex.Compute:
    """One target integer intrinsic; poison in any operand gives poison."""
    w = op.bits

    def kernel(vals: list[np.ndarray]) -> Result:
        a, b = vals[0], vals[1]
        if op.kind == "perm":
            return _perm(a, b, vals[2]), None, None
        if op.kind in AMDGCN_BYTES:
            return _dot(op.kind, vals), None, None
        if op.kind in ("mul24", "mulhi24"):
            p = (_low24(a, op.signed) * _low24(b, op.signed)).astype(U64)  # |p| < 2**47
            if op.kind == "mulhi24":  # bits 32-63 of the 64-bit two's complement product
                p = p >> U64(32)
            return p & umask(result_bits), None, None
        if op.kind in AMDGCN_PACKED:
            return _packed(op.kind, a, b, vals[2]), None, None
        if op.kind == "mulhi":
            return _mulhi(a, b, w, op.signed), None, None
        big = sx(a, w) > sx(b, w) if op.signed else a > b
        diff = np.where(big, a - b, b - a)
        return (vals[2] + diff) & umask(w), None, None  # sad

    return ex.Compute(text, dst, srcs, _u64(kernel))


def _packed(kind: str, a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
    """AMDGPU's packed sums of differences and byte average (fuzzfarm/ir/intmath.py) on
    uint64 lanes: a loop over the fields at shifts 0, 8, 16, 24 (0, 16 for ``sad.u16``)."""
    step = 16 if kind == "sad.u16" else 8
    field = umask(step)
    acc = np.zeros(np.shape(a), dtype=U64)
    for shift in range(0, 32, step):
        s = U64(shift)
        x, y = (a >> s) & field, (b >> s) & field
        if kind == "lerp.u8":
            acc |= ((x + y + ((c >> s) & U64(1))) >> U64(1)) << s
            continue
        d = np.maximum(x, y) - np.minimum(x, y)
        if kind == "msad.u8":
            d = np.where(y == U64(0), U64(0), d)
        acc = acc + d
    if kind == "lerp.u8":
        return acc
    if kind == "sad.hi.u8":
        acc = acc << U64(16)
    return (acc + c) & umask(32)


def _perm(a: np.ndarray, b: np.ndarray, sel: np.ndarray) -> np.ndarray:
    """V_PERM_B32 (fuzzfarm/ir/intmath.py) on uint64 lanes: ``data = a << 32 | b``; each
    selector byte picks one of its bytes (0-7), a byte's sign (8-11: bytes 1, 3, 5, 7),
    0x00 (12) or 0xFF (13 and up)."""
    data = ((a & umask(32)) << U64(32)) | (b & umask(32))
    out = np.zeros(np.broadcast(a, b, sel).shape, dtype=U64)
    for k in range(4):
        s = (sel >> U64(8 * k)) & U64(0xFF)
        byte = (data >> ((s & U64(7)) * U64(8))) & U64(0xFF)
        sign = np.where((data >> (((s & U64(3)) * U64(16)) + U64(15))) & U64(1), U64(0xFF), U64(0))
        picked = np.where(s <= U64(7), byte,
                          np.where(s <= U64(11), sign, np.where(s == U64(12), U64(0), U64(0xFF))))
        out |= picked << U64(8 * k)
    return out


def _dot(kind: str, vals: list[np.ndarray]) -> np.ndarray:
    """The dot products (fuzzfarm/ir/intmath.py) on int64 lanes: four 8-bit or two 16-bit
    products (each below 2**31 in size) and c sum exactly in 64 bits; then wrapped, or
    saturated where the clamp bit is set."""
    signed, pairs = kind[0] == "s", 4 if kind.endswith("4") else 2
    bits = 32 // pairs
    if pairs == 4:
        xs = [(vals[0] >> U64(8 * k)) & U64(0xFF) for k in range(4)]
        ys = [(vals[1] >> U64(8 * k)) & U64(0xFF) for k in range(4)]
        c, clamp = vals[2], vals[3]
    else:  # element registers: a0, a1, b0, b1
        xs, ys, c, clamp = [v & U64(0xFFFF) for v in vals[0:2]], \
            [v & U64(0xFFFF) for v in vals[2:4]], vals[4], vals[5]
    total = sx(c & umask(32), 32) if signed else (c & umask(32)).astype(I64)
    for x, y in zip(xs, ys, strict=True):
        total = total + (sx(x, bits) * sx(y, bits) if signed else x.astype(I64) * y.astype(I64))
    lo, hi = (-(1 << 31), (1 << 31) - 1) if signed else (0, (1 << 32) - 1)
    clamped = np.clip(total, lo, hi)
    return (np.where(clamp & U64(1), clamped, total).astype(U64)) & umask(32)


def _exact(v: np.ndarray, w: int, signed: bool) -> np.ndarray:
    """``w``-bit patterns as the exact values they stand for (Python integers in an
    object array: sums and products of 64-bit values need more than 64 bits)."""
    x = (np.asarray(v, dtype=U64) & umask(w)).astype(object)
    return np.where(x >= 1 << (w - 1), x - (1 << w), x) if signed else x


def _bit_length(v: np.ndarray) -> np.ndarray:
    """Bits of each uint64 up to its highest set bit (0 for 0), by halving search."""
    n, x = np.zeros(v.shape, dtype=U64), v.copy()
    for step in (32, 16, 8, 4, 2, 1):
        big = x >= U64(1) << U64(step)
        n = np.where(big, n + U64(step), n)
        x = np.where(big, x >> U64(step), x)
    return n + (x != 0).astype(U64)


def _rotate(v: np.ndarray, s: np.ndarray, w: int) -> np.ndarray:
    """``v`` rotated left by ``s`` mod ``w`` bits (the count's low bits: w is a power of 2)."""
    s = s & U64(w - 1)
    back = np.where(s == 0, U64(0), U64(w) - s)
    spill = np.where(s == 0, U64(0), v >> (back & U64(63)))
    return ((v << s) | spill) & umask(w)


@dataclass
class OpenCLBuiltin:
    """An OpenCL C integer built-in (``fuzzfarm.ir.clint``; OpenCL C 2.0, 6.13.3) on lanes:
    wrapping and bit operations on 64-bit lanes, saturations, averages and products on
    exact values (object arrays), ``mul_hi``/``mad_hi`` with :func:`_mulhi`. ``mul24``
    and ``mad24`` of an operand outside 24 bits, and ``clamp`` with minval > maxval, note
    ``IMPL_DEFINED`` (the reference's ``opencl_builtin`` has the rules). Poison in any
    operand gives poison."""

    text: str
    dst: int
    srcs: list[Operand]
    op: IntBuiltin

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        vals, poison = [], np.zeros(idx.shape, dtype=bool)
        for s in self.srcs:
            v, p = read(sim, s, idx)
            vals.append(spread(np.asarray(v, dtype=U64), idx.shape) & umask(self.op.ty.bits))
            poison = poison | spread(np.asarray(p, dtype=bool), idx.shape)
        value, impl = _builtin(self.op, vals)
        impl = impl & ~poison
        if impl.any():
            sim.note(idx[impl], IMPL_DEFINED)
        sim.state.write(self.dst, idx, value, poison)


def _builtin(op: IntBuiltin, vals: list[np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    """(each lane's result bits, where it is the implementation's) of ``op``."""
    w, signed, name = op.ty.bits, op.signed, op.name
    m = umask(w)
    none = np.zeros(vals[0].shape, dtype=bool)
    if name == "popcount":
        return np.bitwise_count(vals[0]).astype(U64), none
    if name == "clz":
        return U64(w) - _bit_length(vals[0]), none
    if name == "ctz":  # the lowest set bit's position: bits below it, all w of 0
        lowest = vals[0] & (~vals[0] + U64(1))
        return np.where(vals[0] == 0, U64(w), _bit_length(lowest) - U64(1)), none
    if name == "rotate":
        return _rotate(vals[0], vals[1], w), none
    if name in ("mul_hi", "mad_hi"):
        hi = _mulhi(vals[0], vals[1], w, signed)
        return ((hi + vals[2]) if name == "mad_hi" else hi) & m, none
    if name in ("mul24", "mad24"):
        a, b = (_low24(v, signed) for v in vals[:2])
        p = (a * b).astype(U64) + (vals[2] if name == "mad24" else U64(0))
        out = (sx(vals[0], 32) != a) | (sx(vals[1], 32) != b) if signed else \
            (vals[0] >> U64(24) != 0) | (vals[1] >> U64(24) != 0)
        return p & m, out
    x = [_exact(v, w, signed) for v in vals]
    low, high = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
    exact = {"abs": lambda: np.abs(x[0]), "abs_diff": lambda: np.abs(x[0] - x[1]),
             "hadd": lambda: (x[0] + x[1]) // 2, "rhadd": lambda: (x[0] + x[1] + 1) // 2,
             "add_sat": lambda: np.clip(x[0] + x[1], low, high),
             "sub_sat": lambda: np.clip(x[0] - x[1], low, high),
             "mad_sat": lambda: np.clip(x[0] * x[1] + x[2], low, high),
             "min": lambda: np.minimum(x[0], x[1]), "max": lambda: np.maximum(x[0], x[1]),
             "clamp": lambda: np.minimum(np.maximum(x[0], x[1]), x[2])}[name]()
    undefined = (x[1] > x[2]).astype(bool) if name == "clamp" else none  # results undefined
    return (exact % (1 << w)).astype(U64), undefined
