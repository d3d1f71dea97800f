"""The simulator's vectorized integer kernels against a scalar Python model of LangRef.

The model below is written from LLVM's LangRef one operation at a time with
Python's unbounded integers, independently of the numpy code, so a mismatch
points at a wrong mask, sign extension or overflow test in ``oracles.simt``.
"""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracles.simt import values
from oracles.simt.intrinsics import KERNELS

WIDTHS = (1, 8, 16, 31, 32, 33, 63, 64)
POISON, UB = "poison", "ub"


def sgn(v: int, w: int) -> int:
    return v - (1 << w) if v >> (w - 1) & 1 else v


def model_binary(op: str, a: int, b: int, w: int, flags: frozenset[str]):
    m = (1 << w) - 1
    sa, sb = sgn(a, w), sgn(b, w)
    if op in ("udiv", "urem", "sdiv", "srem") and b == 0:
        return UB
    if op in ("sdiv", "srem") and sa == -(1 << (w - 1)) and sb == -1:
        return UB
    if op == "add":
        r, ru, rs = (a + b) & m, a + b, sa + sb
    elif op == "sub":
        r, ru, rs = (a - b) & m, a - b, sa - sb
    elif op == "mul":
        r, ru, rs = (a * b) & m, a * b, sa * sb
    elif op == "udiv":
        return POISON if "exact" in flags and a % b else a // b
    elif op == "urem":
        return a % b
    elif op in ("sdiv", "srem"):
        q = abs(sa) // abs(sb) * (1 if (sa < 0) == (sb < 0) else -1)
        rem = sa - q * sb
        if op == "srem":
            return rem & m
        return POISON if "exact" in flags and rem else q & m
    elif op in ("shl", "lshr", "ashr"):
        if b >= w:
            return POISON
        if op == "shl":
            r = (a << b) & m
            if "nuw" in flags and (a << b) >> w:
                return POISON
            if "nsw" in flags and (sgn(r, w) >> b) & m != a:
                return POISON
            return r
        r = (a >> b) if op == "lshr" else (sa >> b) & m
        if "exact" in flags and (r << b) & m != a:
            return POISON
        return r
    elif op == "and":
        return a & b
    elif op == "xor":
        return a ^ b
    else:  # or
        return POISON if "disjoint" in flags and a & b else a | b
    if "nuw" in flags and not 0 <= ru <= m:
        return POISON
    if "nsw" in flags and not -(1 << (w - 1)) <= rs < (1 << (w - 1)):
        return POISON
    return r


def run_kernel(result) -> object:
    value, poison, ub = result
    if ub is not None and bool(np.asarray(ub).reshape(-1)[0]):
        return UB
    if poison is not None and bool(np.asarray(poison).reshape(-1)[0]):
        return POISON
    return int(np.asarray(value).reshape(-1)[0])


def interesting(w: int) -> st.SearchStrategy[int]:
    m = (1 << w) - 1
    edges = sorted(e for e in {0, 1, 2, m, m - 1, 1 << (w - 1), (1 << (w - 1)) - 1} if 0 <= e <= m)
    return st.one_of(st.sampled_from(edges), st.integers(0, m))


@st.composite
def operands(draw, op: str) -> tuple[int, int, int]:
    w = draw(st.sampled_from(WIDTHS))
    a = draw(interesting(w))
    b = draw(st.integers(0, w + 2)) if op in ("shl", "lshr", "ashr") and draw(st.booleans()) \
        else draw(interesting(w))
    return w, a, b


FLAGS = {
    "add": ("nuw", "nsw"), "sub": ("nuw", "nsw"), "mul": ("nuw", "nsw"), "shl": ("nuw", "nsw"),
    "udiv": ("exact",), "sdiv": ("exact",), "lshr": ("exact",), "ashr": ("exact",),
    "or": ("disjoint",), "urem": (), "srem": (), "and": (), "xor": (),
}


@pytest.mark.parametrize("op", sorted(FLAGS))
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_binary_matches_langref_model(op: str, data: st.DataObject) -> None:
    w, a, b = data.draw(operands(op))
    flags = frozenset(f for f in FLAGS[op] if data.draw(st.booleans()))
    got = run_kernel(values.binary(op, np.array([a], np.uint64), np.array([b], np.uint64),
                                  w, flags))
    assert got == model_binary(op, a, b, w, flags), (op, w, a, b, flags)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_icmp_and_casts(data: st.DataObject) -> None:
    w = data.draw(st.sampled_from(WIDTHS))
    a, b = data.draw(interesting(w)), data.draw(interesting(w))
    pred = data.draw(st.sampled_from(["eq", "ne", "ugt", "uge", "ult", "ule",
                                      "sgt", "sge", "slt", "sle"]))
    samesign = data.draw(st.booleans())
    ua, ub = (a, b) if pred[0] != "s" else (sgn(a, w), sgn(b, w))
    expect = {"eq": ua == ub, "ne": ua != ub, "ugt": ua > ub, "uge": ua >= ub,
              "ult": ua < ub, "ule": ua <= ub, "sgt": ua > ub, "sge": ua >= ub,
              "slt": ua < ub, "sle": ua <= ub}[pred]
    if samesign and (a >> (w - 1)) != (b >> (w - 1)):
        expect = POISON
    got = run_kernel(values.icmp(pred, np.array([a], np.uint64), np.array([b], np.uint64), w,
                                frozenset({"samesign"} if samesign else ())))
    assert got == (expect if expect == POISON else int(expect))
    dw = data.draw(st.sampled_from([x for x in WIDTHS if x < w] or [w]))
    t = run_kernel(values.cast("trunc", np.array([a], np.uint64), w, dw, frozenset({"nsw"})))
    assert t == (POISON if sgn(a & ((1 << dw) - 1), dw) != sgn(a, w) else a & ((1 << dw) - 1))
    if dw < w:
        s = run_kernel(values.cast("sext", np.array([a & ((1 << dw) - 1)], np.uint64), dw, w,
                                  frozenset()))
        assert s == sgn(a & ((1 << dw) - 1), dw) & ((1 << w) - 1)


def model_intrinsic(name: str, ops: list[int], w: int):
    m = (1 << w) - 1
    a = ops[0]
    if name == "ctpop":
        return bin(a).count("1")
    if name == "ctlz":
        return POISON if a == 0 and ops[1] else w - a.bit_length()
    if name == "cttz":
        return POISON if a == 0 and ops[1] else (w if a == 0 else (a & -a).bit_length() - 1)
    if name == "abs":
        if sgn(a, w) == -(1 << (w - 1)) and ops[1]:
            return POISON
        return abs(sgn(a, w)) & m
    if name == "bitreverse":
        return int(f"{a:0{w}b}"[::-1], 2)
    if name == "bswap":
        return int.from_bytes(a.to_bytes(w // 8, "little"), "big")
    if name == "expect":  # LangRef "llvm.expect": its first operand
        return a
    b = ops[1]
    lo, hi = -(1 << (w - 1)), (1 << (w - 1)) - 1
    if name in ("umin", "umax"):
        return min(a, b) if name == "umin" else max(a, b)
    if name in ("smin", "smax"):
        return (min if name == "smin" else max)(sgn(a, w), sgn(b, w)) & m
    if name == "uadd.sat":
        return min(a + b, m)
    if name == "usub.sat":
        return max(a - b, 0)
    if name == "sadd.sat":
        return max(lo, min(hi, sgn(a, w) + sgn(b, w))) & m
    if name == "ssub.sat":
        return max(lo, min(hi, sgn(a, w) - sgn(b, w))) & m
    c = ops[2] % w
    if name == "fshl":
        return ((((a << w) | b) << c) >> w) & m
    return (((a << w) | b) >> c) & m  # fshr


@pytest.mark.parametrize("name", sorted(set(KERNELS) - {"assume"}))
@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_intrinsics_match_model(name: str, data: st.DataObject) -> None:
    widths = (16, 32, 64) if name == "bswap" else WIDTHS
    w = data.draw(st.sampled_from(widths))
    nops = {"ctpop": 1, "bitreverse": 1, "bswap": 1, "ctlz": 2, "cttz": 2, "abs": 2,
            "fshl": 3, "fshr": 3}.get(name, 2)
    ops = [data.draw(interesting(w)) for _ in range(nops)]
    if name in ("ctlz", "cttz", "abs"):
        ops[1] = data.draw(st.integers(0, 1))
    got = run_kernel(KERNELS[name]([np.array([v], np.uint64) for v in ops], w))
    assert got == model_intrinsic(name, ops, w), (name, w, ops)


def test_mulhi_against_python() -> None:
    rng = np.random.default_rng(7)
    a = rng.integers(0, 2**63, 500, dtype=np.uint64) * np.uint64(2) + np.uint64(1)
    b = rng.integers(0, 2**63, 500, dtype=np.uint64) * np.uint64(2)
    hi = values.mulhi(a, b)
    for x, y, h in zip(a.tolist(), b.tolist(), hi.tolist(), strict=True):
        assert h == (x * y) >> 64
