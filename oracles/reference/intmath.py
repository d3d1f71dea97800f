"""The intrinsics of ``fuzzfarm.ir.intmath`` on Python integers (SEMANTICS.md, "Values").

Each is computed from its mathematical definition (the exact result, then its range
or its bits), not from the instructions the lane simulator reuses, so the two oracles
check each other.
"""

from __future__ import annotations

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir.intmath import OVERFLOW_OPS, TargetIntOp
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
    if any(a is POISON for a in args):
        return POISON
    ints = [a for a in args if isinstance(a, int)]
    if op.kind in ("mul24", "mulhi24"):
        product = _mul24_operand(ints[0], op.signed) * _mul24_operand(ints[1], op.signed)
        return (product >> 32 if op.kind == "mulhi24" else product) & mask(result_bits)
    x, y = (to_signed(v, op.bits) if op.signed else v for v in ints[:2])
    if op.kind == "mulhi":
        return (x * y >> op.bits) & mask(op.bits)
    return (ints[2] + abs(x - y)) & mask(op.bits)  # sad
