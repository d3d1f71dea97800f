"""``half`` (IEEE binary16) as a scalar type (oracles/SEMANTICS.md, "Floating point"):
expected bits worked out by hand from IEEE-754 (11 bits of precision, exponent bias 15,
round to nearest with ties to even), each case in both oracles, which must agree with
the expectation and with each other; LLVM's ``0xH`` spelling read and printed back."""

from __future__ import annotations

import random
import struct

import pytest
from test_floats import run_both

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.fpenv import FP_CHOICE
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt
from oracles.oracle import agrees

ONE, TWO, THREE, HALF_ = 0x3C00, 0x4000, 0x4200, 0x3800
MAX, INF, QNAN = 0x7BFF, 0x7C00, 0x7E00  # 65504, +inf, the canonical NaN
TINY = 0x0001  # 2**-24, the least subnormal


def _kernel(src: str, dst: str, body: str) -> str:
    return f"define {dst} @k({src} %a, {src} %b) {{\nentry:\n  {body}\n  ret {dst} %r\n}}\n"


@pytest.mark.parametrize("body, src, dst, a, b, expected", [
    ("%r = fadd half %a, %b", "half", "half", ONE, 0x1000, ONE),  # 1 + 2^-11: a tie, to even
    ("%r = fadd half %a, %b", "half", "half", 0x3C01, 0x1000, 0x3C02),  # the tie up to even
    ("%r = fmul half %a, %b", "half", "half", MAX, TWO, INF),  # 65504 * 2 overflows
    ("%r = fdiv half %a, %b", "half", "half", ONE, THREE, 0x3555),  # 1/3 = 0x3555 (below)
    ("%r = fsub half %a, %b", "half", "half", ONE, ONE, 0x0000),  # an exact zero is +0
    ("%r = fmul half %a, %b", "half", "half", TINY, HALF_, 0x0000),  # 2^-25: a tie, to 0
    ("%r = fmul half %a, %b", "half", "half", 0x0003, HALF_, 0x0002),  # 1.5 * 2^-24: to even
    ("%r = frem half %a, %b", "half", "half", 0x4700, TWO, 0x3C00),  # fmod(7, 2) = 1
    ("%r = fadd half %a, %b", "half", "half", QNAN | 1, ONE, QNAN),  # a NaN: the canonical one
    ("%r = fcmp olt half %a, %b", "half", "i1", QNAN, ONE, 0),  # ordered: false on a NaN
    ("%r = fcmp une half %a, %b", "half", "i1", QNAN, ONE, 1),
    ("%r = fcmp oeq half %a, %b", "half", "i1", 0x8000, 0x0000, 1),  # -0 == +0
    ("%r = fptosi half %a to i32", "half", "i32", 0xC500, 0, 0xFFFFFFFB),  # -5.0 -> -5
    ("%r = fptoui half %a to i32", "half", "i32", INF, 0, POISON),  # infinity: poison
    ("%r = sitofp i32 %a to half", "i32", "half", 2049, 0, 0x6800),  # 2049: a tie, to 2048
    ("%r = sitofp i32 %a to half", "i32", "half", 2051, 0, 0x6802),  # 2051: a tie, to 2052
    ("%r = uitofp i32 %a to half", "i32", "half", 65520, 0, INF),  # past 65504 + half an ulp
    ("%r = fpext half %a to float", "half", "float", TINY, 0, 0x33800000),  # 2^-24 exactly
    ("%r = fpext half %a to double", "half", "double", 0xC200, 0, 0xC008000000000000),  # -3.0
    ("%r = fptrunc float %a to half", "float", "half", 0x477FF000, 0, INF),  # 65520: a tie, up
    ("%r = fptrunc float %a to half", "float", "half", 0x477FEF00, 0, MAX),  # 65519: 65504
    ("%r = fptrunc double %a to half", "double", "half", 0x3FF0000000000001, 0, ONE),
    ("%r = fptrunc float %a to half", "float", "half", 0x3F801000, 0, ONE),  # 1 + 2^-11: tie
    ("%r = fptrunc float %a to half", "float", "half", 0x3F801001, 0, 0x3C01),  # just above
    ("%r = fneg half %a", "half", "half", 0x3555, 0, 0xB555),  # flips the sign bit only
])
def test_half_operations_by_hand(body: str, src: str, dst: str, a: int, b: int,
                                 expected: object) -> None:
    got = run_both(_kernel(src, dst, body), {"a": (a,), "b": (b,)}, 1)
    assert got.outcome is Outcome.OK
    assert got.threads[0].return_value == expected


def test_half_constants_read_and_print_as_llvm_writes_them() -> None:
    """LLVM writes every half constant as its bits (0xH3E00 is 1.5) and reads a decimal
    that is exact in half too."""
    text = ("define half @k(half %a) {\nentry:\n  %x = fadd half %a, 0xH3E00\n"
            "  %r = fmul half %x, 2.5\n  ret half %r\n}\n")
    printed = print_module(parse_module(text))
    assert "fadd half %a, 0xH3E00" in printed and "fmul half %x, 0xH4100" in printed
    assert print_module(parse_module(printed)) == printed
    # (1 + 1.5) * 2.5 = 6.25 = 0x4640
    assert run_both(text, {"a": (ONE,)}, 1).threads[0].return_value == 0x4640


def test_halves_in_memory_are_two_bytes() -> None:
    """Two halves per word, little-endian: lane t loads half t of buffer %p, stores its
    square back in place; lane 1 of words (0x4000 | 0xC200 << 16): 2.0 and -3.0."""
    text = """
define void @k(ptr %p) {
entry:
  %t = call i32 @getSubgroupLocalInvocationId()
  %z = zext i32 %t to i64
  %q = getelementptr inbounds half, ptr %p, i64 %z
  %h = load half, ptr %q, align 2
  %s = fmul half %h, %h
  store half %s, ptr %q, align 2
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
"""
    fn = parse_module(text).kernel()
    s = Schedule.full(2, buffer_bytes=8, buffers={"p": (TWO | THREE << 16 | 0x8000 << 16,)})
    ref, sim = reference.run(fn, s), simt.run(fn, s)
    assert agrees(ref, sim)
    t0, t1 = ref.behaviour.threads
    assert list(t0.buffers[0][:2]) == [0x00, 0x44]  # 2 * 2 = 4.0 = 0x4400
    assert list(t1.buffers[0][2:4]) == [0x80, 0x48]  # -3 * -3 = 9.0 = 0x4880


@pytest.mark.parametrize("op", ["fadd", "fsub", "fmul", "fdiv", "frem"])
def test_both_oracles_agree_on_random_halves(op: str) -> None:
    """Exact rationals rounded once (the reference) against numpy's float16 (float32
    intermediates): 64 lanes of random bit patterns and special values a schedule."""
    rng = random.Random(f"half:{op}")
    special = [0x0000, 0x8000, ONE, MAX, INF, 0xFC00, QNAN, TINY, 0x03FF, 0x0400]
    text = _kernel("half", "half", f"%r = {op} half %a, %b")
    for _ in range(3):
        a = tuple(rng.choice(special) if rng.random() < 0.2 else rng.getrandbits(16) for _ in range(64))
        b = tuple(rng.choice(special) if rng.random() < 0.2 else rng.getrandbits(16) for _ in range(64))
        got = run_both(text, {"a": a, "b": b}, 64)
        for t in got.threads:
            x, y = (struct.unpack("<e", v.to_bytes(2, "little"))[0] for v in (a[t.lane], b[t.lane]))
            if op == "fadd" and x == x and y == y and abs(x + y) < 65504:
                # a sum of two halves is exact in double: Python's rounding to half checks it
                want = struct.unpack("<H", struct.pack("<e", x + y))[0]
                assert t.return_value == want or (want & 0x7FFF == 0 and t.return_value & 0x7FFF == 0)


def _half(x: float) -> int:
    return struct.unpack("<H", struct.pack("<e", x))[0]


@pytest.mark.parametrize("name", ["fma", "fmuladd"])
def test_half_fma_rounds_once_in_both_oracles(name: str) -> None:
    """(1 + 2**-10)(1 + 2**-9) - 1 = 3 * 2**-10 + 2**-19 is a half exactly; rounded to
    half first, the product loses its 2**-19 and the unfused result is 3 * 2**-10, so
    fmuladd's fused-or-not is a choice there."""
    text = (f"declare half @llvm.{name}.f16(half, half, half)\n"
            "define half @k(half %a, half %b, half %c) {\nentry:\n"
            f"  %r = call half @llvm.{name}.f16(half %a, half %b, half %c)\n  ret half %r\n}}\n")
    args = {"a": (_half(1 + 2 ** -10),), "b": (_half(1 + 2 ** -9),), "c": (_half(-1.0),)}
    got = run_both(text, args, 1)
    assert got.threads[0].return_value == _half(3 * 2 ** -10 + 2 ** -19)
    assert (FP_CHOICE in got.approximations) == (name == "fmuladd")


def test_both_oracles_agree_on_random_half_fmas() -> None:
    rng = random.Random("half:fma")
    special = [0x0000, 0x8000, ONE, MAX, INF, 0xFC00, QNAN, TINY, 0x03FF, 0x0400]
    text = ("declare half @llvm.fmuladd.f16(half, half, half)\n"
            "define half @k(half %a, half %b, half %c) {\nentry:\n"
            "  %r = call half @llvm.fmuladd.f16(half %a, half %b, half %c)\n  ret half %r\n}\n")
    for _ in range(3):
        args = {v: tuple(rng.choice(special) if rng.random() < 0.2 else rng.getrandbits(16)
                         for _ in range(64)) for v in "abc"}
        run_both(text, args, 64)
