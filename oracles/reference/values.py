"""LLVM value semantics for the opcodes and intrinsics of the model (SEMANTICS.md, "Values").

Integers are unsigned bit patterns masked to their width; ``POISON`` is the
poison value. Functions here are pure: they return a value or raise
:class:`UndefinedBehaviour` (the execution has no meaning) or
:class:`Unsupported` (the oracle cannot tell the answer; never a wrong one).
"""

from __future__ import annotations

from dataclasses import dataclass

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir.layout import field_offset, store_size
from fuzzfarm.ir.types import ArrayType, IntType, StructType, Type


class UndefinedBehaviour(Exception):
    """The executing thread hit undefined behaviour: the whole execution is UB."""


class Unsupported(Exception):
    """The oracle cannot execute this faithfully: the outcome is UNSUPPORTED."""


@dataclass(frozen=True)
class Pointer:
    """A pointer: ``obj`` is the thread-local object it may access (None: no
    provenance, e.g. null or an ``inttoptr`` result), ``offset`` the byte offset
    into it (the address itself when ``obj`` is None)."""

    obj: int | None
    offset: int


NULL = Pointer(None, 0)


def mask(bits: int) -> int:
    return (1 << bits) - 1


def to_signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >> (bits - 1) & 1 else value


def to_unsigned(value: int, bits: int) -> int:
    return value & mask(bits)


def fits_signed(value: int, bits: int) -> bool:
    return -(1 << (bits - 1)) <= value < (1 << (bits - 1))


# -- binary operators -------------------------------------------------------------


def binary(op: str, flags: frozenset[str], bits: int, a: object, b: object) -> object:
    """``op`` (add ... xor) on ``bits``-wide operands, with LangRef's flags."""
    if op in ("udiv", "sdiv", "urem", "srem"):
        return _division(op, flags, bits, a, b)
    if a is POISON or b is POISON:
        return POISON
    assert isinstance(a, int) and isinstance(b, int)
    m = mask(bits)
    sa, sb = to_signed(a, bits), to_signed(b, bits)
    if op == "add":
        if "nuw" in flags and a + b > m or "nsw" in flags and not fits_signed(sa + sb, bits):
            return POISON
        return (a + b) & m
    if op == "sub":
        if "nuw" in flags and a < b or "nsw" in flags and not fits_signed(sa - sb, bits):
            return POISON
        return (a - b) & m
    if op == "mul":
        if "nuw" in flags and a * b > m or "nsw" in flags and not fits_signed(sa * sb, bits):
            return POISON
        return (a * b) & m
    if op in ("shl", "lshr", "ashr"):
        return _shift(op, flags, bits, a, b)
    if op == "and":
        return a & b
    if op == "or":
        if "disjoint" in flags and a & b:
            return POISON
        return a | b
    if op == "xor":
        return a ^ b
    raise Unsupported(f"binary operator {op}")


def _division(op: str, flags: frozenset[str], bits: int, a: object, b: object) -> object:
    # LangRef, "Poison Values": using poison as an operand that has values triggering UB
    # is immediate UB: the divisor (it may be 0) and, for sdiv/srem by -1, the dividend
    # (it may be INT_MIN).
    if b is POISON:
        raise UndefinedBehaviour(f"{op} by a poison divisor")
    assert isinstance(b, int)
    if b == 0:
        raise UndefinedBehaviour(f"{op} by zero")
    signed = op in ("sdiv", "srem")
    int_min = 1 << (bits - 1)
    if signed and b == mask(bits):  # divisor -1: INT_MIN / -1 overflows
        if a is POISON:
            raise UndefinedBehaviour(f"{op} of a poison dividend (possibly INT_MIN) by -1")
        if a == int_min:
            raise UndefinedBehaviour(f"{op} of INT_MIN by -1")
    if a is POISON:
        return POISON
    assert isinstance(a, int)
    if signed:
        sa, sb = to_signed(a, bits), to_signed(b, bits)
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)  # rounds toward zero
        r = sa - sb * q
    else:
        q, r = divmod(a, b)
    if op in ("udiv", "sdiv"):
        if "exact" in flags and r != 0:
            return POISON
        return to_unsigned(q, bits)
    return to_unsigned(r, bits)


def _shift(op: str, flags: frozenset[str], bits: int, a: int, b: int) -> object:
    if b >= bits:
        return POISON
    m = mask(bits)
    if op == "shl":
        result = (a << b) & m
        if b and "nuw" in flags and a >> (bits - b):
            return POISON
        if "nsw" in flags and to_signed(result, bits) >> b != to_signed(a, bits):
            return POISON
        return result
    if "exact" in flags and a & mask(b):
        return POISON
    if op == "lshr":
        return a >> b
    return to_unsigned(to_signed(a, bits) >> b, bits)


# -- comparisons, casts --------------------------------------------------------------


def icmp(pred: str, flags: frozenset[str], bits: int, a: object, b: object) -> object:
    """``icmp pred`` on integers of width ``bits`` (an i1 result: 0/1 or POISON)."""
    if a is POISON or b is POISON:
        return POISON
    if isinstance(a, Pointer) or isinstance(b, Pointer):
        return _icmp_pointers(pred, a, b)
    assert isinstance(a, int) and isinstance(b, int)
    sa, sb = to_signed(a, bits), to_signed(b, bits)
    if "samesign" in flags and (sa < 0) != (sb < 0):
        return POISON
    table = {
        "eq": a == b, "ne": a != b,
        "ugt": a > b, "uge": a >= b, "ult": a < b, "ule": a <= b,
        "sgt": sa > sb, "sge": sa >= sb, "slt": sa < sb, "sle": sa <= sb,
    }
    return int(table[pred])


def _icmp_pointers(pred: str, a: object, b: object) -> object:
    """Pointer comparisons whose answer does not depend on unspecified addresses."""
    if not (isinstance(a, Pointer) and isinstance(b, Pointer)):
        raise Unsupported("icmp between a pointer and an integer")
    if a.obj == b.obj:
        x, y = a.offset, b.offset
        table = {"eq": x == y, "ne": x != y, "ugt": x > y, "uge": x >= y, "ult": x < y,
                 "ule": x <= y}
        if pred in table:
            return int(table[pred])
    elif pred in ("eq", "ne") and (a.obj is None) != (b.obj is None):
        # One object pointer against an address without provenance: only null is known
        # to differ from every object (objects are never at address 0).
        plain = a if a.obj is None else b
        if plain.offset == 0:
            return int(pred == "ne")
    raise Unsupported(f"icmp {pred} of pointers into different objects (addresses are unspecified)")


def cast(op: str, flags: frozenset[str], src: Type, dst: Type, v: object) -> object:
    """zext, sext, trunc, bitcast, inttoptr (ptrtoint would expose an address)."""
    if op == "ptrtoint":
        raise Unsupported("ptrtoint: SEMANTICS.md does not specify addresses")
    if v is POISON:
        return POISON
    if op in ("bitcast", "addrspacecast"):
        # addrspacecast: a pointer of one address space as another (HIP's allocas in
        # addrspace(5) cast to flat pointers); the model's pointers are (object, offset)
        # in any address space, so the same object and offset
        return v
    if op == "inttoptr":
        assert isinstance(v, int)
        return Pointer(None, v & mask(64))
    assert isinstance(src, IntType) and isinstance(dst, IntType) and isinstance(v, int)
    if op == "zext":
        if "nneg" in flags and v >> (src.bits - 1) & 1:
            return POISON
        return v
    if op == "sext":
        return to_unsigned(to_signed(v, src.bits), dst.bits)
    if op == "trunc":
        result = v & mask(dst.bits)
        if "nuw" in flags and result != v:
            return POISON
        if "nsw" in flags and to_signed(result, dst.bits) != to_signed(v, src.bits):
            return POISON
        return result
    raise Unsupported(f"cast {op}")


# -- getelementptr ----------------------------------------------------------------


def gep(
    flags: frozenset[str],
    elem: Type,
    base: object,
    indices: list[tuple[int, object]],
    obj_size: int | None,
) -> object:
    """``getelementptr`` over ``elem``; ``indices`` are (bits, value). An index into a
    struct (a constant) adds its field's offset (fuzzfarm/ir/layout.py).

    Indices are sign-extended to the 64-bit index width. ``inbounds`` requires the
    base and the result to lie within their object (one past the end allowed) and
    implies ``nusw``; ``nusw``/``nuw`` make signed/unsigned overflow of the offset
    arithmetic poison (``obj_size``: the size of the base pointer's object, if any).
    Object addresses are unknown but positive and small, so a
    ``nuw`` offset that is negative as a signed number wraps the address: poison.
    """
    if base is POISON or any(v is POISON for _, v in indices):
        return POISON
    assert isinstance(base, Pointer)
    signed_total = unsigned_total = 0
    overflow_s = overflow_u = False
    ty: Type = elem
    for i, (bits, value) in enumerate(indices):
        assert isinstance(value, int)
        if i > 0 and isinstance(ty, StructType):
            offset = field_offset(ty, value)
            signed_total += offset
            unsigned_total += offset
            ty = ty.fields[value]
            continue
        if i > 0:
            if not isinstance(ty, ArrayType):
                raise Unsupported(f"getelementptr index into {ty}")
            ty = ty.element
        size = store_size(ty)
        sidx = to_signed(to_unsigned(to_signed(value, bits), 64), 64)
        uidx = to_unsigned(sidx, 64)
        signed_total += sidx * size
        unsigned_total += uidx * size
        overflow_s |= not fits_signed(sidx * size, 64) or not fits_signed(signed_total, 64)
        overflow_u |= uidx * size > mask(64) or unsigned_total > mask(64)
    if ("nusw" in flags or "inbounds" in flags) and overflow_s:
        return POISON
    if "nuw" in flags and (overflow_u or signed_total < 0):
        return POISON
    result = Pointer(base.obj, base.offset + signed_total)
    if "inbounds" in flags:
        if obj_size is None:
            if signed_total != 0:
                return POISON
        elif not (0 <= base.offset <= obj_size and 0 <= result.offset <= obj_size):
            return POISON
    return result


# -- intrinsics ---------------------------------------------------------------------

INTRINSICS = frozenset({
    "umin", "umax", "smin", "smax", "abs", "ctpop", "ctlz", "cttz", "assume", "fshl", "fshr",
    "usub.sat", "uadd.sat", "ssub.sat", "sadd.sat", "bitreverse", "bswap", "expect",
})


def intrinsic(name: str, bits: int, args: list[object]) -> object:
    """An intrinsic of SEMANTICS.md's list on ``bits``-wide integers (not ``assume``)."""
    m = mask(bits)
    if name in ("abs", "ctlz", "cttz"):
        flag = args[1]
        if flag is POISON:
            raise Unsupported(f"llvm.{name} with a poison immarg flag")
        x = args[0]
        if x is POISON:
            return POISON
        assert isinstance(x, int)
        if name == "abs":
            if flag and x == 1 << (bits - 1):
                return POISON
            return to_unsigned(abs(to_signed(x, bits)), bits)
        if x == 0:
            return POISON if flag else bits
        if name == "ctlz":
            return bits - x.bit_length()
        return (x & -x).bit_length() - 1
    if any(a is POISON for a in args):
        return POISON
    ints = [a for a in args if isinstance(a, int)]
    s = [to_signed(a, bits) for a in ints]
    if name == "umin":
        return min(ints)
    if name == "umax":
        return max(ints)
    if name == "smin":
        return to_unsigned(min(s), bits)
    if name == "smax":
        return to_unsigned(max(s), bits)
    if name == "ctpop":
        return bin(ints[0]).count("1")
    if name == "expect":  # LangRef "llvm.expect": returns its first operand
        return ints[0]
    if name in ("fshl", "fshr"):
        a, b, c = ints
        shift = c % bits
        wide = (a << bits) | b
        if name == "fshl":
            return (wide << shift) >> bits & m
        return (wide >> shift) & m
    if name == "uadd.sat":
        return min(ints[0] + ints[1], m)
    if name == "usub.sat":
        return max(ints[0] - ints[1], 0)
    if name in ("sadd.sat", "ssub.sat"):
        r = s[0] + s[1] if name == "sadd.sat" else s[0] - s[1]
        lo, hi = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        return to_unsigned(max(lo, min(hi, r)), bits)
    if name == "bitreverse":
        return int(format(ints[0], f"0{bits}b")[::-1], 2)
    if name == "bswap":
        if bits % 16:
            raise Unsupported(f"llvm.bswap on i{bits}")
        return int.from_bytes(ints[0].to_bytes(bits // 8, "little"), "big")
    raise Unsupported(f"intrinsic llvm.{name}")


def atomic_rmw(operation: str, bits: int, old: object, value: object) -> object:
    """The value ``atomicrmw OPERATION`` stores over ``old`` (LangRef, "atomicrmw":
    ``max``/``min`` compare signed, ``umax``/``umin`` unsigned, ``nand`` is ~(old & v));
    poison in either gives poison, except ``xchg``, which stores ``value`` as it is.
    ``uinc_wrap``: ``old u>= v ? 0 : old + 1``; ``udec_wrap``: ``old == 0 || old u> v ?
    v : old - 1`` (LangRef, "atomicrmw"; PTX ``atom.inc``/``atom.dec``)."""
    if operation == "xchg":
        return value
    if old is POISON or value is POISON:
        return POISON
    assert isinstance(old, int) and isinstance(value, int)
    if operation == "uinc_wrap":
        return 0 if old >= value else (old + 1) & mask(bits)
    if operation == "udec_wrap":
        return value if old == 0 or old > value else old - 1
    if operation == "nand":
        return ~(old & value) & mask(bits)
    if operation in ("add", "sub", "and", "or", "xor"):
        return binary(operation, frozenset(), bits, old, value)
    pick = {"max": lambda a, b: to_signed(a, bits) >= to_signed(b, bits),
            "min": lambda a, b: to_signed(a, bits) <= to_signed(b, bits),
            "umax": lambda a, b: a >= b, "umin": lambda a, b: a <= b}[operation]
    return old if pick(old, value) else value
