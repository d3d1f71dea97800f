"""``float``/``double`` values (oracles/SEMANTICS.md, "Floating point").

Expected values are worked out by hand from IEEE-754 (round to nearest, ties to even)
and LangRef's NaN and fast-math rules, written as bit patterns; every case runs on
both oracles, which must agree with the expectation and with each other. Verdicts:
hand-written wrong *after*s are replayable violations, correct ones (and the same
change where a fast-math flag allows it) are not.
"""

from __future__ import annotations

import math
import struct

import pytest

from fuzzfarm.behaviour import POISON
from fuzzfarm.fpenv import FP_CHOICE, NAN_BITS
from fuzzfarm.ir import floatbits
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.ir.types import DOUBLE, FLOAT
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles import reference, simt
from oracles.oracle import agrees


def f32(x: float) -> int:
    return int.from_bytes(struct.pack("<f", x), "little")


def f64(x: float) -> int:
    return int.from_bytes(struct.pack("<d", x), "little")


QNAN32 = 0x7FC00000
QNAN64 = 0x7FF8000000000000
NAN32_PAYLOAD = 0x7FC00001
NEG_NAN32 = 0xFFC00000
INF32, NINF32 = 0x7F800000, 0xFF800000
DENORM32 = 0x00000001  # 2**-149
NZERO32 = 0x80000000


def run_both(text: str, args: dict[str, tuple[int, ...]], lanes: int):
    fn = parse_module(text).kernel()
    s = Schedule(lanes, tuple(range(lanes)), args)
    ref = reference.run(fn, s, Model.MAXIMAL)
    sim = simt.run_batch(fn, [s], Model.MAXIMAL)[0]
    assert agrees(sim, ref), (ref.behaviour.describe(), sim.behaviour.describe())
    return ref.behaviour


def binop_kernel(op: str, ty: str = "float", flags: str = "", ret: str | None = None) -> str:
    ret = ret or ty
    return (f"define {ret} @k({ty} %a, {ty} %b) {{\nentry:\n"
            f"  %r = {op} {flags} {ty} %a, %b\n  ret {ret} %r\n}}\n")


# (op, a, b, expected result bits): float
BINARY_CASES = [
    ("fadd", f32(0.1), f32(0.2), 0x3E99999A),          # 0.1f + 0.2f rounds up to 0.3f
    ("fadd", f32(1.0), f32(2.0 ** -24), f32(1.0)),      # a tie: to even (1.0)
    ("fadd", f32(1.0 + 2.0 ** -23), f32(2.0 ** -24), f32(1.0 + 2.0 ** -22)),  # tie, odd: up
    ("fadd", NZERO32, NZERO32, NZERO32),                # -0 + -0 = -0
    ("fadd", NZERO32, 0, 0),                            # -0 + +0 = +0
    ("fsub", f32(1.5), f32(1.5), 0),                    # exact cancellation: +0
    ("fadd", INF32, NINF32, QNAN32),                    # inf - inf: NaN
    ("fadd", NAN32_PAYLOAD, f32(1.0), QNAN32),          # NaN in, a NaN out (canonical)
    ("fadd", f32(3.0e38), f32(3.0e38), INF32),          # overflow
    ("fmul", DENORM32, f32(0.5), 0),                    # 2**-150: a tie, to even (0)
    ("fmul", DENORM32, f32(1.5), 2),                    # 1.5 * 2**-149 -> 2 * 2**-149 (even)
    ("fmul", 0, INF32, QNAN32),
    ("fmul", NZERO32, f32(5.0), NZERO32),
    ("fdiv", f32(1.0), f32(3.0), 0x3EAAAAAB),          # 1/3 rounds up
    ("fdiv", f32(-1.0), 0, NINF32),
    ("fdiv", 0, 0, QNAN32),
    ("frem", f32(5.5), f32(2.0), f32(1.5)),
    ("frem", f32(-5.5), f32(2.0), f32(-1.5)),           # the dividend's sign (fmod)
    ("frem", f32(-4.0), f32(2.0), NZERO32),
    ("frem", f32(1.0), 0, QNAN32),
    ("frem", f32(1.0), INF32, f32(1.0)),
]


@pytest.mark.parametrize(("op", "a", "b", "want"), BINARY_CASES)
def test_float_binary_operators(op, a, b, want):
    got = run_both(binop_kernel(op), {"a": (a,), "b": (b,)}, 1)
    assert got.threads[0].return_value == want
    assert not got.approximations


def test_double_rounding_and_bit_moves():
    # 0.1 + 0.2 in double is 0.30000000000000004 (0x3FD3333333333334)
    got = run_both(binop_kernel("fadd", "double"), {"a": (f64(0.1),), "b": (f64(0.2),)}, 1)
    assert got.threads[0].return_value == 0x3FD3333333333334


FCMP_NAN = [("olt", 0), ("ult", 1), ("oeq", 0), ("une", 1), ("ord", 0), ("uno", 1),
            ("true", 1), ("false", 0), ("one", 0), ("ueq", 1)]


@pytest.mark.parametrize(("pred", "want"), FCMP_NAN)
def test_fcmp_on_a_nan(pred, want):
    text = binop_kernel(f"fcmp {pred}", ret="i1").replace("fcmp " + pred + " ", "fcmp " + pred)
    got = run_both(text, {"a": (NAN32_PAYLOAD,), "b": (f32(1.0),)}, 1)
    assert got.threads[0].return_value == want


def test_fcmp_zero_signs_and_order():
    text = binop_kernel("fcmp oeq", ret="i1").replace("fcmp oeq ", "fcmp oeq")
    got = run_both(text, {"a": (NZERO32, f32(1.0)), "b": (0, f32(2.0))}, 2)
    assert [t.return_value for t in got.threads] == [1, 0]
    text = binop_kernel("fcmp olt", ret="i1").replace("fcmp olt ", "fcmp olt")
    got = run_both(text, {"a": (NINF32, f32(1.0)), "b": (f32(-3.0e38), f32(2.0))}, 2)
    assert [t.return_value for t in got.threads] == [1, 1]


CONVERSIONS = """
define i32 @k(float %a, i32 %i, double %d) {
entry:
  %s = fptosi float %a to i32
  %u = fptoui float %a to i8
  %f = sitofp i32 %i to float
  %e = fpext float %a to double
  %t = fptrunc double %d to float
  %bs = bitcast float %t to i32
  %bf = bitcast float %f to i32
  %x = xor i32 %bs, %bf
  %y = xor i32 %x, %s
  %z = zext i8 %u to i32
  %w = add i32 %y, %z
  ret i32 %w
}
"""


def _conversions(a: int, i: int, d: int) -> object:
    return run_both(CONVERSIONS, {"a": (a,), "i": (i,), "d": (d,)}, 1).threads[0].return_value


def test_conversions():
    # fptosi(-2.75) = -2, fptoui(-2.75): out of i8's range -> poison
    assert _conversions(f32(-2.75), 0, 0) is POISON
    # a = 200.5: fptosi 200, fptoui i8 200; sitofp(16777217) rounds to 16777216 (tie, even);
    # fptrunc(0.1 as double) = 0.1f
    want = (f32(0.1) ^ f32(16777216.0) ^ 200) + 200
    assert _conversions(f32(200.5), 16777217, f64(0.1)) == want & 0xFFFFFFFF
    # fptosi of NaN or inf is poison
    assert _conversions(QNAN32, 1, 0) is POISON
    assert _conversions(INF32, 1, 0) is POISON


def test_fptrunc_rounds_to_float_and_overflows():
    text = "define float @k(double %d) {\nentry:\n  %t = fptrunc double %d to float\n  ret float %t\n}\n"
    got = run_both(text, {"d": (f64(1.0 + 2.0 ** -24), f64(1e300), f64(2.0 ** -150),
                                f64(-(2.0 ** -150) * 1.5))}, 4)
    assert [t.return_value for t in got.threads] == [f32(1.0), INF32, 0, 0x80000001]


INTRINSICS = """
define float @k(float %a, float %b) {
entry:
  %r = call float @llvm.NAME.f32(ARGS)
  ret float %r
}
declare float @llvm.NAME.f32(TYPES)
"""


def intrinsic(name: str, nargs: int) -> str:
    args = ", ".join({1: ["float %a"], 2: ["float %a", "float %b"],
                      3: ["float %a", "float %a", "float %b"]}[nargs])
    return INTRINSICS.replace("NAME", name).replace("ARGS", args).replace(
        "TYPES", ", ".join(["float"] * nargs))


def test_float_intrinsics():
    got = run_both(intrinsic("sqrt", 1), {"a": (f32(2.0), f32(-1.0), NZERO32), "b": (0, 0, 0)}, 3)
    assert [t.return_value for t in got.threads] == [0x3FB504F3, QNAN32, NZERO32]
    got = run_both(intrinsic("fabs", 1), {"a": (NEG_NAN32, NZERO32), "b": (0, 0)}, 2)
    assert [t.return_value for t in got.threads] == [QNAN32, 0]
    got = run_both(intrinsic("minnum", 2), {"a": (QNAN32, f32(1.0)), "b": (f32(2.0), f32(-1.0))}, 2)
    assert [t.return_value for t in got.threads] == [f32(2.0), f32(-1.0)]
    got = run_both(intrinsic("minnum", 2), {"a": (0,), "b": (NZERO32,)}, 1)
    assert FP_CHOICE in got.approximations  # +0 against -0: either may come back
    # fma(a, a, -1) with a = 1 + 2**-12: a*a = 1 + 2**-11 + 2**-24 exactly, so the fused
    # result is 2**-11 + 2**-24; rounded first, a*a is a tie that goes to 1 + 2**-11 (even)
    # and the unfused result is 2**-11
    a, b = f32(1.0 + 2.0 ** -12), f32(-1.0)
    fused = run_both(intrinsic("fma", 3), {"a": (a,), "b": (b,)}, 1).threads[0].return_value
    assert fused == f32(2.0 ** -11 + 2.0 ** -24)
    muladd = run_both(intrinsic("fmuladd", 3), {"a": (a,), "b": (b,)}, 1)
    assert FP_CHOICE in muladd.approximations  # fused and unfused differ here


FMA64 = """declare double @llvm.NAME.f64(double, double, double)
define double @k(double %a, double %b, double %c) {
entry:
  %r = call double @llvm.NAME.f64(double %a, double %b, double %c)
  ret double %r
}
"""


@pytest.mark.parametrize("a, b, c, fused, unfused", [
    # a = 1 + 2**-27: a*a = 1 + 2**-26 + 2**-54 exactly; rounded first, the 2**-54 (a
    # quarter ulp of 1) is lost, so a*a - 1 is 2**-26 unfused, 2**-26 + 2**-54 fused
    (1.0 + 2.0 ** -27, 1.0 + 2.0 ** -27, -1.0, 2.0 ** -26 + 2.0 ** -54, 2.0 ** -26),
    # 2**1000 * 2**24 = 2**1024 overflows when rounded alone; minus 2**1023 it is 2**1023
    (2.0 ** 1000, 2.0 ** 24, -(2.0 ** 1023), 2.0 ** 1023, math.inf),
    # a finite product against an infinite c is c, whatever the product would round to
    (2.0 ** 1000, -(2.0 ** 24), math.inf, math.inf, math.nan),
    # exact zeros: -0 only for a negative zero product and a negative zero c
    (-0.0, 5.0, -0.0, -0.0, -0.0),
    (3.0, -2.0, 6.0, 0.0, 0.0),
    (math.inf, 0.0, 1.0, math.nan, math.nan),
    # 2**-1000 * 2**-74 = 2**-1074 is the least subnormal, exactly; plus it once more
    (2.0 ** -1000, 2.0 ** -74, 2.0 ** -1074, 2.0 ** -1073, 2.0 ** -1073),
])
def test_double_fma_is_rounded_once_in_both_oracles(a, b, c, fused, unfused):
    def bits(x: float) -> int:
        return QNAN64 if x != x else f64(x)
    args = {"a": (f64(a),), "b": (f64(b),), "c": (f64(c),)}
    got = run_both(FMA64.replace("NAME", "fma"), args, 1)
    assert got.threads[0].return_value == bits(fused)
    muladd = run_both(FMA64.replace("NAME", "fmuladd"), args, 1)
    assert muladd.threads[0].return_value == bits(fused)
    assert (FP_CHOICE in muladd.approximations) == (bits(fused) != bits(unfused))


def test_nan_bits_observable_only_as_bits():
    # returned as a float, any NaN shows the same; bitcast to i32 its bits are a choice
    ret_float = binop_kernel("fadd")
    got = run_both(ret_float, {"a": (NAN32_PAYLOAD,), "b": (f32(1.0),)}, 1)
    assert got.threads[0].return_value == QNAN32 and not got.approximations
    as_bits = ("define i32 @k(float %a, float %b) {\nentry:\n  %r = fadd float %a, %b\n"
               "  %i = bitcast float %r to i32\n  ret i32 %i\n}\n")
    got = run_both(as_bits, {"a": (NAN32_PAYLOAD,), "b": (f32(1.0),)}, 1)
    assert NAN_BITS in got.approximations
    stored = ("define void @k(float %a, float %b, ptr %out) {\nentry:\n  %r = fadd float %a, %b\n"
              "  store float %r, ptr %out\n  ret void\n}\n")
    got = run_both(stored, {"a": (NAN32_PAYLOAD, f32(1.0)), "b": (f32(1.0), f32(1.0))}, 2)
    assert NAN_BITS in got.approximations
    assert got.threads[1].buffers[0][:4] == tuple(f32(2.0).to_bytes(4, "little"))


def test_fast_math_flags():
    # nnan: a NaN operand makes poison; ninf an infinite result; nsz is a choice
    got = run_both(binop_kernel("fadd", flags="nnan"), {"a": (QNAN32, f32(1.0)),
                                                         "b": (f32(1.0), f32(1.0))}, 2)
    assert [t.return_value for t in got.threads] == [POISON, f32(2.0)]
    got = run_both(binop_kernel("fmul", flags="ninf"), {"a": (f32(3.0e38),), "b": (f32(2.0),)}, 1)
    assert got.threads[0].return_value is POISON
    got = run_both(binop_kernel("fadd", flags="nsz"), {"a": (f32(1.0),), "b": (f32(1.0),)}, 1)
    assert FP_CHOICE in got.approximations


def test_denormal_mode_attribute():
    text = binop_kernel("fadd").replace("{\nentry", '#0 {\nentry') + \
        'attributes #0 = { "denormal-fp-math-f32"="preserve-sign,preserve-sign" }\n'
    got = run_both(text, {"a": (DENORM32,), "b": (0,)}, 1)
    assert "denormal-mode" in got.approximations
    got = run_both(text, {"a": (f32(1.0),), "b": (0,)}, 1)
    assert not got.approximations


# -- reader and printer ----------------------------------------------------------------

CONSTANTS = """
define double @k(float %x) {
entry:
  %a = fadd float %x, 1.5
  %b = fadd float %a, -0.0
  %c = fadd float %b, 0x7FF8000020000000
  %d = fadd float %c, 0x36A0000000000000
  %e = fpext float %d to double
  %f = fadd double %e, 0x7FF0000000000001
  %g = fadd double %f, 0xFFF0000000000000
  %h = fadd double %g, 1.000000e-01
  ret double %h
}
"""


def test_float_constants_read_and_print_exactly():
    m = parse_module(CONSTANTS)
    consts = [i.operands[1] for i in m.kernel().instructions() if i.opcode == "fadd"]
    assert [c.value for c in consts] == [
        f32(1.5), NZERO32, 0x7FC00001, DENORM32, 0x7FF0000000000001, 0xFFF0000000000000,
        f64(0.1)]
    text = print_module(m)
    assert print_module(parse_module(text)) == text
    again = [i.operands[1].value for i in parse_module(text).kernel().instructions()
             if i.opcode == "fadd"]
    assert again == [c.value for c in consts]


def test_float_hex_spelling():
    assert floatbits.to_llvm_hex(f32(1.5), FLOAT) == "0x3FF8000000000000"
    assert floatbits.to_llvm_hex(0x7FC00001, FLOAT) == "0x7FF8000020000000"
    assert floatbits.from_llvm_hex(0x7FF8000020000000, FLOAT) == 0x7FC00001
    assert floatbits.to_llvm_hex(NZERO32, FLOAT) == "0x8000000000000000"
    assert floatbits.to_llvm_hex(f64(-2.0), DOUBLE) == "0xC000000000000000"


# -- verdicts ----------------------------------------------------------------------------

SUM3 = """
define float @k(float %a, float %b, float %c) {
entry:
  BODY
  ret float %r
}
"""
LEFT = "%s = fadd FLAGS float %a, %b\n  %r = fadd FLAGS float %s, %c"
RIGHT = "%s = fadd FLAGS float %b, %c\n  %r = fadd FLAGS float %a, %s"
# (1 + 2**-24) + 2**-24 = 1 (two ties to even) but 1 + (2**-24 + 2**-24) = 1 + 2**-23
ROUNDING = Schedule(2, (0, 1), {"a": (f32(1.0), f32(2.0)), "b": (f32(2.0 ** -24), f32(1.0)),
                                "c": (f32(2.0 ** -24), f32(3.0))})


def sum3(order: str, flags: str = "") -> object:
    return parse_module(SUM3.replace("BODY", order.replace("FLAGS", flags))).kernel()


@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_reassociation_without_reassoc_is_a_violation(model):
    got = check_refinement(sum3(LEFT), sum3(RIGHT), [ROUNDING], model)
    assert got.kind is Verdict.VIOLATION, got.message


def test_reassociation_with_reassoc_is_no_violation():
    got = check_refinement(sum3(LEFT, "reassoc"), sum3(RIGHT, "reassoc"), [ROUNDING], Model.MAXIMAL)
    assert got.kind is not Verdict.VIOLATION, got.message


def test_same_order_passes():
    got = check_refinement(sum3(LEFT), sum3(LEFT), [ROUNDING], Model.MAXIMAL)
    assert got.kind is Verdict.PASS, got.message


CMP = """
define float @k(float %x) {
entry:
  %c = fcmp PRED float %x, 1.0
  br i1 %c, label %t, label %f
t:
  ret float 1.0
f:
  ret float %x
}
"""


def test_olt_to_ult_is_a_violation_on_a_nan():
    before = parse_module(CMP.replace("PRED", "olt")).kernel()
    after = parse_module(CMP.replace("PRED", "ult")).kernel()
    nan = Schedule(2, (0, 1), {"x": (NAN32_PAYLOAD, f32(0.5))})
    got = check_refinement(before, after, [nan], Model.MAXIMAL)
    assert got.kind is Verdict.VIOLATION, got.message
    numbers = Schedule(2, (0, 1), {"x": (f32(2.0), f32(0.5))})
    assert check_refinement(before, after, [numbers], Model.MAXIMAL).kind is Verdict.PASS


def test_nan_payloads_returned_as_floats_match():
    # before returns x + 0.0 (a NaN with a chosen payload), after returns x itself
    before = parse_module(binop_kernel("fadd")).kernel()
    after = parse_module("define float @k(float %a, float %b) {\nentry:\n  ret float %a\n}\n").kernel()
    s = Schedule(1, (0,), {"a": (NAN32_PAYLOAD,), "b": (NZERO32,)})
    assert check_refinement(before, after, [s], Model.MAXIMAL).kind is Verdict.PASS


# -- the two oracles against each other, on many values ----------------------------------

def _pool(ty: str, seed: int, n: int) -> tuple[int, ...]:
    """Special values of ``ty`` (zeros, ones, infinities, NaNs quiet and signaling,
    denormals, extremes, values near a rounding boundary) and random bit patterns."""
    import random

    rng = random.Random(f"floats-{ty}-{seed}")
    if ty == "float":
        special = [0, NZERO32, f32(1.0), f32(-1.0), INF32, NINF32, QNAN32, NAN32_PAYLOAD,
                   NEG_NAN32, 0x7F800001, DENORM32, 0x007FFFFF, 0x80000001, 0x7F7FFFFF,
                   0x00800000, f32(0.1), f32(1.0 + 2.0 ** -23), f32(2.0 ** 24), f32(-2.5),
                   f32(2.0 ** 31), f32(-(2.0 ** 31)), f32(2.0 ** 63), f32(255.5), f32(-0.5)]
        bits = 32
    else:
        special = [0, 1 << 63, f64(1.0), f64(-1.0), 0x7FF0000000000000, 0xFFF0000000000000,
                   0x7FF8000000000000, 0x7FF0000000000001, 1, 0x000FFFFFFFFFFFFF,
                   0x7FEFFFFFFFFFFFFF, f64(0.1), f64(1e300), f64(2.0 ** -150),
                   f64(1.0 + 2.0 ** -24), f64(2.0 ** 63), f64(-(2.0 ** 63)), f64(2.0 ** 64),
                   f64(3.4028235677973366e38), f64(1.401298464324817e-45 * 0.5)]
        bits = 64
    return tuple(rng.choice(special) if rng.random() < 0.6 else rng.getrandbits(bits)
                 for _ in range(n))


def _ints(bits: int, seed: int, n: int) -> tuple[int, ...]:
    import random

    rng = random.Random(f"ints-{bits}-{seed}")
    special = [0, 1, (1 << bits) - 1, 1 << (bits - 1), (1 << (bits - 1)) - 1,
               (1 << 24) + 1, (1 << 53) + 1, (1 << 63) + (1 << 39) + 1]
    return tuple((rng.choice(special) if rng.random() < 0.5 else rng.getrandbits(bits))
                 & ((1 << bits) - 1) for _ in range(n))


DIFFERENTIAL = [
    *(f"%r = {op} {ty} %a, %b|{ty}|{ty}|{ty}" for op in ("fadd", "fsub", "fmul", "fdiv", "frem")
      for ty in ("float", "double")),
    *(f"%r = fcmp {p} {ty} %a, %b|i1|{ty}|{ty}" for p in sorted(
        ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
         "ule", "une", "uno", "true"]) for ty in ("float", "double")),
    "%r = fneg float %a|float|float|float",
    *(f"%r = {op} {ty} %a to {it}|{it}|{ty}|{ty}" for op in ("fptosi", "fptoui")
      for ty in ("float", "double") for it in ("i8", "i32", "i64")),
    *(f"%r = {op} {it} %i to {ty}|{ty}|{ty}|{ty}" for op in ("sitofp", "uitofp")
      for ty in ("float", "double") for it in ("i8", "i32", "i64")),
    "%r = fpext float %a to double|double|float|float",
    "%r = fptrunc double %a to float|float|double|double",
    *(f"%r = call float @llvm.{n}.f32(float %a)|float|float|float" for n in ("sqrt", "fabs")),
    "%r = call double @llvm.sqrt.f64(double %a)|double|double|double",
    *(f"%r = call float @llvm.{n}.f32(float %a, float %b)|float|float|float"
      for n in ("copysign", "minnum", "maxnum")),
    *(f"%r = call float @llvm.{n}.f32(float %a, float %b, float %a)|float|float|float"
      for n in ("fma", "fmuladd")),
    *(f"%r = call double @llvm.{n}.f64(double %a, double %b, double %a)|double|double|double"
      for n in ("fma", "fmuladd")),
    *(f"%r = call double @llvm.{n}.f64(double %a, double %a, double %b)|double|double|double"
      for n in ("fma", "fmuladd")),
    "%r = fadd nnan ninf float %a, %b|float|float|float",
    "%c = fcmp olt float %a, %b\n  %r = select nnan i1 %c, float %a, float %b|float|float|float",
    "%c = fcmp ult double %a, %b\n  %r = select ninf nsz i1 %c, double %a, double %b"
    "|double|double|double",
    "%r = fmul nsz float %a, %b|float|float|float",
]


@pytest.mark.parametrize("case", DIFFERENTIAL)
def test_both_oracles_agree_lane_by_lane(case):
    body, ret, aty, bty = case.split("|")
    it = body.split(" %i to ")[0].split()[-1] if " %i to " in body else "i32"
    text = (f"define {ret} @k({aty} %a, {bty} %b, {it} %i) {{\nentry:\n  {body}\n"
            f"  ret {ret} %r\n}}\n")
    for seed in range(3):
        args = {"a": _pool(aty, seed, 64), "b": _pool(bty, seed + 7, 64),
                "i": _ints(int(it[1:]), seed, 64)}
        run_both(text, args, 64)
    for seed in range(8):  # one lane: the approximations of each value compared too
        args = {"a": _pool(aty, seed, 1), "b": _pool(bty, seed + 7, 1),
                "i": _ints(int(it[1:]), seed, 1)}
        run_both(text, args, 1)


def test_poison_operands_give_poison_in_both_oracles():
    for body in ("%r = fcmp true float poison, %b", "%r = fcmp uno float %b, poison",
                 "%r = fptosi float poison to i1"):
        text = f"define i1 @k(float %b) {{\nentry:\n  {body}\n  ret i1 %r\n}}\n"
        got = run_both(text, {"b": (f32(1.0),)}, 1)
        assert got.threads[0].return_value is POISON


@pytest.mark.parametrize("suffix", ["f32", "f64"])
def test_amdgcn_float_lane_reads_move_bits(suffix: str):
    ty = "float" if suffix == "f32" else "double"
    text = f"""target triple = "amdgcn-amd-amdhsa"
define {ty} @k({ty} %x) #0 {{
entry:
  %f = call {ty} @llvm.amdgcn.readfirstlane.{suffix}({ty} %x)
  %g = call {ty} @llvm.amdgcn.readlane.{suffix}({ty} %x, i32 2)
  %c = fcmp oeq {ty} %f, %g
  %r = select i1 %c, {ty} %f, {ty} %g
  ret {ty} %r
}}
declare {ty} @llvm.amdgcn.readfirstlane.{suffix}({ty}) #1
declare {ty} @llvm.amdgcn.readlane.{suffix}({ty}, i32) #1
attributes #0 = {{ convergent nounwind }}
attributes #1 = {{ convergent nocallback nofree nounwind willreturn memory(none) }}
"""
    nzero, denorm = (NZERO32, DENORM32) if ty == "float" else (1 << 63, 1)
    got = run_both(text, {"x": (nzero, 5, 0, 7)}, 4)
    # lane 0's -0.0 equals lane 2's +0.0 (oeq), so every lane returns -0.0's exact bits
    assert [t.return_value for t in got.threads] == [nzero] * 4
    got = run_both(text, {"x": (denorm, 5, 3, 7)}, 4)
    assert [t.return_value for t in got.threads] == [3] * 4  # a denormal != lane 2's: lane 2's


# -- external calls, denormal modes, what stays unsupported --------------------------------

USE = """
define void @k(float %a) {
entry:
  %x = fadd float %a, ADDEND
  call void @use(float %x)
  ret void
}
declare void @use(float)
"""


def test_external_call_float_arguments():
    def fn(addend: str):
        return parse_module(USE.replace("ADDEND", addend)).kernel()
    # -0.0 + 0.0 is +0.0 but -0.0 + -0.0 is -0.0: the callee sees different arguments
    zeros = Schedule(1, (0,), {"a": (NZERO32,)})
    got = check_refinement(fn("-0.0"), fn("0.0"), [zeros], Model.MAXIMAL)
    assert got.kind is Verdict.VIOLATION, got.message
    # x + -0.0 folded to x (LLVM's fold): on a NaN, before passes some NaN whose payload
    # is a choice (a quiet input's own among them), after the input's bits: undecided,
    # never a violation
    nans = Schedule(1, (0,), {"a": (NAN32_PAYLOAD,)})
    folded = parse_module(USE.replace("%x = fadd float %a, ADDEND", "%x = bitcast float %a to float")
                          ).kernel()
    got = check_refinement(fn("-0.0"), folded, [nans], Model.MAXIMAL)
    assert got.kind is Verdict.INCONCLUSIVE, got.message


FLUSH_BEFORE = """
define float @k(float %x) ATTR {
entry:
  %r = fmul float %x, 1.000000e+00
  ret float %r
}
"""
FLUSH_AFTER = """
define float @k(float %x) ATTR {
entry:
  %b = bitcast float %x to i32
  %e = and i32 %b, 2139095040
  %d = icmp eq i32 %e, 0
  %r = select i1 %d, float 0.000000e+00, float %x
  ret float %r
}
"""
FLUSHING = '#0\nattributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }'


@pytest.mark.parametrize("flushing", [True, False])
def test_flushing_a_denormal_is_a_choice_only_where_the_function_allows_it(flushing: bool):
    attr = FLUSHING if flushing else ""

    def fn(text: str):
        body = text.replace(" ATTR {", " #0 {" if flushing else " {")
        return parse_module(body + (attr.split("\n", 1)[1] + "\n" if flushing else "")).kernel()
    s = Schedule(2, (0, 1), {"x": (0x00000010, f32(1.0))})
    got = check_refinement(fn(FLUSH_BEFORE), fn(FLUSH_AFTER), [s], Model.MAXIMAL)
    assert got.kind is (Verdict.INCONCLUSIVE if flushing else Verdict.VIOLATION), got.message


@pytest.mark.parametrize("text", [
    "define bfloat @k(bfloat %x) {\nentry:\n  ret bfloat %x\n}\n",
    "define i32 @k(i32 %x) {\nentry:\n  br label %b\nb:\n  %p = phi i32 [ %x, %entry ]\n"
    "  %f = sitofp i32 %p to bfloat\n  ret i32 %p\n}\n",
    "define float @k(float %x) {\nentry:\n  %r = call fast float @f(float %x)\n  ret float %r\n}\n"
    "declare float @f(float)\n",
    "define <2 x float> @k(<2 x float> %x) {\nentry:\n  ret <2 x float> %x\n}\n",
    "define float @k(float %x) {\nentry:\n  %r = call float @llvm.sin.f32(float %x)\n  ret float %r\n}\n"
    "declare float @llvm.sin.f32(float)\n",
])
def test_what_stays_unsupported(text: str, tmp_path):
    from fuzzfarm.cli import main

    path = tmp_path / "k.ll"
    path.write_text(text)
    assert main(["validate", str(path), str(path)]) == 2


def test_schedules_draw_float_bit_patterns():
    from generators.schedules import buffer_contents, generate_schedule

    fn = parse_module("define float @k(float %x, double %d) {\nentry:\n  ret float %x\n}\n").kernel()
    xs: set[int] = set()
    ds: set[int] = set()
    for seed in range(200):
        s = generate_schedule(fn, seed)
        xs.update(s.args["x"])
        ds.update(s.args["d"])
        assert Schedule.loads(s.dumps()) == s  # bit patterns, exact in schedule.json
    for want in (0, NZERO32, f32(1.0), f32(0.1), INF32, NINF32, QNAN32, NAN32_PAYLOAD, DENORM32):
        assert want in xs, hex(want)
    assert {f64(-0.0), f64(0.1), 0x7FF8000000000000, 1} <= ds
    # a kernel that loads floats gets float words in its buffers (not small integers)
    loads = parse_module("define float @k(ptr %in) {\nentry:\n  %v = load float, ptr %in\n"
                         "  ret float %v\n}\n").kernel()
    words = {w for seed in range(20) for ws in buffer_contents(loads, seed, 64).values() for w in ws}
    assert f32(1.0) in words and QNAN32 in words


def test_a_callee_has_its_own_denormal_mode():
    text = """
define float @k(float %x) {
entry:
  %a = fmul float %x, 2.000000e+00
  %r = call float @scale(float %a)
  ret float %r
}
define internal float @scale(float %y) #0 {
entry:
  %b = fmul float %y, 4.000000e+00
  ret float %b
}
attributes #0 = { "denormal-fp-math"="preserve-sign,preserve-sign" }
"""
    got = run_both(text, {"x": (DENORM32,)}, 1)  # the kernel's own fmul is IEEE; the callee's not
    assert "denormal-mode" in got.approximations
    assert got.threads[0].return_value == 8  # 2**-149 * 2 * 4, exact
    plain = text.replace(" #0 {", " {").replace('attributes #0 = { "denormal-fp-math"='
                                                 '"preserve-sign,preserve-sign" }', "")
    assert not run_both(plain, {"x": (DENORM32,)}, 1).approximations


PHI_FAST = """
define float @k(float %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %y = fadd float %x, 1.000000e+00
  br label %j
b:
  br label %j
j:
  %p = phi FLAGS float [ %y, %a ], [ %x, %b ]
  ret float %p
}
"""


def test_phi_with_fast_math_flags():
    # clang writes `phi fast` under -ffast-math: the reference applies the flags to the
    # incoming value (nnan: a NaN is poison; the other flags a choice); the lane simulator
    # too (it left such a phi unsupported: tests/test_fast_math_vectors.py)
    text = PHI_FAST.replace("FLAGS", "nnan nsz")
    m = parse_module(text)
    assert print_module(parse_module(print_module(m))) == print_module(m)
    assert "phi nnan nsz float" in print_module(m)
    fn = m.kernel()
    s = Schedule(2, (0, 1), {"x": (QNAN32, f32(2.0)), "c": (0, 1)})
    ref = reference.run(fn, s, Model.MAXIMAL).behaviour
    assert [t.return_value for t in ref.threads] == [POISON, f32(3.0)]
    assert FP_CHOICE in ref.approximations
    sim = simt.run_batch(fn, [s], Model.MAXIMAL)[0].behaviour
    assert sim.outcome is ref.outcome and sim.threads == ref.threads
    assert sim.approximations == ref.approximations
    # before's poison (a NaN under nnan) matches anything after returns
    after = parse_module(PHI_FAST.replace("FLAGS", "")
                         .replace("[ %x, %b ]", "[ 0x3FF0000000000000, %b ]")).kernel()
    nan_only = Schedule(1, (0,), {"x": (QNAN32,), "c": (0,)})
    before = parse_module(PHI_FAST.replace("FLAGS", "nnan")).kernel()
    assert check_refinement(before, after, [nan_only], Model.MAXIMAL).kind is Verdict.PASS
