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

import numpy as np

from fuzzfarm.ir.intmath import OVERFLOW_OPS, TargetIntOp
from oracles.simt import execute as ex
from oracles.simt import values
from oracles.simt.state import Operand
from oracles.simt.values import I64, U64, Result, mulhi, sx, umask
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
        if op.kind in ("mul24", "mulhi24"):
            p = (_low24(a, op.signed) * _low24(b, op.signed)).astype(U64)  # |p| < 2**47
            if op.kind == "mulhi24":  # bits 32-63 of the 64-bit two's complement product
                p = p >> U64(32)
            return p & umask(result_bits), None, None
        if op.kind == "mulhi":
            return _mulhi(a, b, w, op.signed), None, None
        big = sx(a, w) > sx(b, w) if op.signed else a > b
        diff = np.where(big, a - b, b - a)
        return (vals[2] + diff) & umask(w), None, None  # sad

    return ex.Compute(text, dst, srcs, _u64(kernel))
