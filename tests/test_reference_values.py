"""Value semantics of the reference interpreter (SEMANTICS.md, "Values").

Two kinds of checks: agreement with LLVM's own constant folding on random
operands (LLVM is the authority on the numbers; it may refine a poison result to
a number, never the reverse), and LangRef's poison and UB rules one by one.
"""

from __future__ import annotations

import random

import pytest

from fuzzfarm.behaviour import POISON, Behaviour, Outcome
from fuzzfarm.ir.model import ConstInt, Poison
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from oracles.reference import run
from oracles.reference import values as V

# -- agreement with LLVM's constant folder ------------------------------------------

FLAGS = {
    "add": [(), ("nsw",), ("nuw",)], "sub": [(), ("nsw",), ("nuw",)], "mul": [(), ("nsw",)],
    "shl": [(), ("nsw",), ("nuw",)], "udiv": [(), ("exact",)], "sdiv": [(), ("exact",)],
    "lshr": [(), ("exact",)], "ashr": [(), ("exact",)], "or": [(), ("disjoint",)],
}
INTRINSIC_OPS = ["umin", "umax", "smin", "smax", "fshl", "fshr", "uadd.sat", "usub.sat",
                 "sadd.sat", "ssub.sat", "ctpop", "bitreverse", "bswap", "abs", "ctlz", "cttz"]


def _cases(seed: int = 7, count: int = 500) -> list[tuple[str, str, int, object]]:
    """(IR of the instruction computing %r, result type, bits, our value or 'UB')."""
    rng = random.Random(seed)

    def operand(bits: int) -> int:
        return rng.choice([0, 1, 2, 3, V.mask(bits), 1 << (bits - 1), (1 << (bits - 1)) - 1,
                           rng.getrandbits(bits), rng.getrandbits(3)]) & V.mask(bits)

    out: list[tuple[str, str, int, object]] = []
    for _ in range(count):
        kind = rng.choice(["binary"] * 4 + ["icmp", "cast", "intrinsic"])
        bits = rng.choice([8, 16, 32, 64])
        a, b = operand(bits), operand(bits)
        sa, sb = V.to_signed(a, bits), V.to_signed(b, bits)
        ours: object
        try:
            if kind == "binary":
                op = rng.choice(sorted({*FLAGS, "urem", "srem", "and", "xor"}))
                if op in ("shl", "lshr", "ashr"):
                    b = rng.randrange(bits + 2)
                    sb = b
                flags = rng.choice(FLAGS.get(op, [()]))
                ir, ty = f"{op} {' '.join(flags)} i{bits} {sa}, {sb}", f"i{bits}"
                ours = V.binary(op, frozenset(flags), bits, a, b)
            elif kind == "icmp":
                pred = rng.choice(["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"])
                ir, ty = f"icmp {pred} i{bits} {sa}, {sb}", "i1"
                ours = V.icmp(pred, frozenset(), bits, a, b)
            elif kind == "cast":
                op = rng.choice(["zext", "sext", "trunc"])
                small = rng.choice([w for w in (1, 8, 16, 32) if w < bits])
                if op == "trunc":
                    ir, ty = f"trunc i{bits} {sa} to i{small}", f"i{small}"
                    ours = V.cast(op, frozenset(), V_int(bits), V_int(small), a)
                else:
                    x = a & V.mask(small)
                    spelled = V.to_signed(x, small) if small > 1 else ("true" if x else "false")
                    ir, ty = f"{op} i{small} {spelled} to i{bits}", f"i{bits}"
                    ours = V.cast(op, frozenset(), V_int(small), V_int(bits), x)
            else:
                name = rng.choice(INTRINSIC_OPS)
                if name == "bswap" and bits == 8:
                    bits, a, sa = 16, a, V.to_signed(a, 16)
                if name in ("abs", "ctlz", "cttz"):
                    flag = rng.choice([0, 1])
                    args = f"i{bits} {sa}, i1 {'true' if flag else 'false'}"
                    values = [a, flag]
                elif name in ("ctpop", "bitreverse", "bswap"):
                    args, values = f"i{bits} {sa}", [a]
                elif name in ("fshl", "fshr"):
                    c = rng.randrange(2 * bits)
                    args, values = f"i{bits} {sa}, i{bits} {sb}, i{bits} {c}", [a, b, c]
                else:
                    args, values = f"i{bits} {sa}, i{bits} {sb}", [a, b]
                ir, ty = f"call i{bits} @llvm.{name}.i{bits}({args})", f"i{bits}"
                ours = V.intrinsic(name, bits, values)
        except V.UndefinedBehaviour:
            ours = "UB"
        out.append((ir, ty, bits, ours))
    return out


def V_int(bits: int):  # noqa: ANN201, N802 - a tiny helper named like the module it feeds
    from fuzzfarm.ir.types import IntType

    return IntType(bits)


def test_values_agree_with_llvm_constant_folding() -> None:
    from fuzzfarm.llvm.bridge import run_passes

    cases = _cases()
    text = "\n".join(
        f"define {ty} @f{i}() {{\n  %r = {ir}\n  ret {ty} %r\n}}" for i, (ir, ty, _, _) in enumerate(cases)
    )
    result = run_passes(text, "instcombine", triple="x86_64-unknown-linux-gnu")
    assert result.ok, result.message
    folded = parse_module(result.text or "")
    compared = 0
    for i, (ir, _ty, _bits, ours) in enumerate(cases):
        body = folded.functions[f"f{i}"].blocks[0].instructions
        if ours == "UB" or len(body) != 1:
            continue
        value = body[0].operands[0]
        if isinstance(value, Poison):
            assert ours is POISON, f"{ir}: LLVM folds to poison, we say {ours}"
        elif isinstance(value, ConstInt) and ours is not POISON:
            assert ours == value.value, f"{ir}: LLVM {value.value}, we {ours}"
        compared += 1
    assert compared > 400


# -- LangRef's poison-producing flags ----------------------------------------------


@pytest.mark.parametrize(
    ("op", "flags", "bits", "a", "b", "expected"),
    [
        ("add", {"nsw"}, 8, 127, 1, POISON),
        ("add", {"nuw"}, 8, 255, 1, POISON),
        ("add", {"nsw"}, 8, 255, 1, 0),  # -1 + 1: no signed overflow
        ("sub", {"nuw"}, 8, 0, 1, POISON),
        ("sub", {"nsw"}, 8, 128, 1, POISON),
        ("mul", {"nsw"}, 8, 64, 2, POISON),
        ("mul", {"nuw"}, 8, 128, 2, POISON),
        ("shl", set(), 8, 1, 8, POISON),  # shift by >= width
        ("shl", {"nuw"}, 8, 0x81, 1, POISON),
        ("shl", {"nsw"}, 8, 0x40, 1, POISON),  # shifted-out bit disagrees with the sign
        ("shl", {"nsw"}, 8, 0xC0, 1, 0x80),
        ("lshr", {"exact"}, 8, 3, 1, POISON),
        ("ashr", set(), 8, 0x80, 7, 0xFF),
        ("ashr", {"exact"}, 8, 0x80, 7, 0xFF),
        ("udiv", {"exact"}, 8, 7, 2, POISON),
        ("sdiv", {"exact"}, 8, 0xFA, 2, 0xFD),  # -6 / 2 = -3
        ("sdiv", set(), 8, 0xF9, 2, 0xFD),  # -7 / 2 rounds toward zero
        ("srem", set(), 8, 0xF9, 2, 0xFF),  # -7 % 2 = -1
        ("or", {"disjoint"}, 8, 3, 1, POISON),
        ("or", {"disjoint"}, 8, 2, 1, 3),
        ("add", set(), 8, POISON, 1, POISON),
    ],
)
def test_binary_flags(op: str, flags: set[str], bits: int, a: object, b: object, expected: object) -> None:
    assert V.binary(op, frozenset(flags), bits, a, b) == expected


@pytest.mark.parametrize(
    ("op", "a", "b"),
    [("udiv", 1, 0), ("urem", 1, 0), ("sdiv", 0x80, 0xFF), ("srem", 0x80, 0xFF),
     ("udiv", 1, POISON), ("sdiv", POISON, 0xFF)],
)
def test_division_ub(op: str, a: object, b: object) -> None:
    with pytest.raises(V.UndefinedBehaviour):
        V.binary(op, frozenset(), 8, a, b)


def test_casts_and_compares() -> None:
    i8, i32 = V_int(8), V_int(32)
    assert V.cast("zext", frozenset({"nneg"}), i8, i32, 0x80) is POISON
    assert V.cast("sext", frozenset(), i8, i32, 0x80) == 0xFFFFFF80
    assert V.cast("trunc", frozenset({"nuw"}), i32, i8, 0x100) is POISON
    assert V.cast("trunc", frozenset({"nsw"}), i32, i8, 0xFFFFFF80) == 0x80
    assert V.cast("trunc", frozenset({"nsw"}), i32, i8, 0x80) is POISON
    assert V.icmp("slt", frozenset({"samesign"}), 8, 0xFF, 1) is POISON
    assert V.icmp("ult", frozenset({"samesign"}), 8, 1, 2) == 1
    assert V.icmp("eq", frozenset(), 8, POISON, 1) is POISON
    with pytest.raises(V.Unsupported):
        V.cast("ptrtoint", frozenset(), V_int(64), i32, V.NULL)


def test_intrinsic_poison_flags() -> None:
    assert V.intrinsic("abs", 8, [0x80, 1]) is POISON
    assert V.intrinsic("abs", 8, [0x80, 0]) == 0x80
    assert V.intrinsic("ctlz", 8, [0, 1]) is POISON
    assert V.intrinsic("ctlz", 8, [0, 0]) == 8
    assert V.intrinsic("cttz", 8, [0x10, 1]) == 4
    assert V.intrinsic("umin", 8, [POISON, 1]) is POISON


def test_gep_inbounds() -> None:
    base = V.Pointer(0, 0)
    i64 = 64
    assert V.gep(frozenset({"inbounds"}), V_int(32), base, [(i64, 16)], 64) == V.Pointer(0, 64)
    assert V.gep(frozenset({"inbounds"}), V_int(32), base, [(i64, 17)], 64) is POISON
    assert V.gep(frozenset(), V_int(32), base, [(i64, 17)], 64) == V.Pointer(0, 68)
    assert V.gep(frozenset({"inbounds"}), V_int(8), V.NULL, [(i64, 1)], None) is POISON
    assert V.gep(frozenset({"nuw"}), V_int(8), V.Pointer(0, 8), [(i64, V.mask(64))], 64) is POISON


# -- whole kernels: memory, UB, approximations --------------------------------------

DECLS = """
declare void @llvm.assume(i1)
declare i32 @mystery(i32)
declare void @llvm.donothing()
"""


def kernel(body: str, ret: str = "i32", threads: int = 2, **args: list[int]) -> Behaviour:
    params = ", ".join([f"i32 %{n}" for n in args] + ["ptr %out"])
    text = f"{DECLS}\ndefine {ret} @k({params}) {{\nentry:\n{body}\n}}\n"
    fn = parse_module(text).kernel("k")
    return run(fn, Schedule.full(threads, {n: v for n, v in args.items()}, buffer_bytes=8)).behaviour


def test_store_poison_and_load_it_back() -> None:
    b = kernel("""
  %p = add nsw i32 %a, 1
  store i32 %p, ptr %out
  %q = getelementptr inbounds i8, ptr %out, i64 4
  store i8 7, ptr %q
  %v = load i32, ptr %out
  ret i32 %v""", a=[0x7FFFFFFF, 1])
    assert b.outcome is Outcome.OK
    lane0, lane1 = b.threads
    assert lane0.return_value is POISON and lane0.buffers[0] == (POISON,) * 4 + (7, 0, 0, 0)
    assert lane1.return_value == 2 and lane1.buffers[0] == (2, 0, 0, 0, 7, 0, 0, 0)


def test_alloca_starts_poison() -> None:
    b = kernel("""
  %m = alloca i32
  store i8 1, ptr %m
  %v = load i32, ptr %m
  %w = load i8, ptr %m
  %x = zext i8 %w to i32
  store i32 %x, ptr %out
  ret i32 %v""", a=[0, 0])
    assert b.threads[0].return_value is POISON
    assert b.threads[0].buffers[0][:4] == (1, 0, 0, 0)


@pytest.mark.parametrize(
    ("body", "fragment"),
    [
        ("  %q = getelementptr i8, ptr %out, i64 6\n  store i32 1, ptr %q\n  ret i32 0", "store of 4 bytes"),
        ("  store i32 1, ptr null\n  ret i32 0", "null pointer"),
        ("  %c = icmp eq i32 poison, 0\n  br i1 %c, label %x, label %x\nx:\n  ret i32 0", "br on poison"),
        ("  %d = udiv i32 1, %a\n  ret i32 %d", "udiv by zero"),
        ("  unreachable", "unreachable"),
        ("  call void @llvm.assume(i1 false)\n  ret i32 0", "assume"),
    ],
)
def test_undefined_behaviour(body: str, fragment: str) -> None:
    b = kernel(body, a=[1, 0])
    assert b.outcome is Outcome.UB
    assert fragment in b.message


def test_undef_and_freeze_are_recorded_approximations() -> None:
    b = kernel("""
  %u = add i32 undef, 1
  %f = freeze i32 %u
  ret i32 %f""", a=[0, 0])
    assert b.outcome is Outcome.OK
    assert [t.return_value for t in b.threads] == [0, 0]
    assert b.approximations == {"undef", "freeze-poison"}
    plain = kernel("  %f = freeze i32 %a\n  ret i32 %f", a=[3, 4])
    assert [t.return_value for t in plain.threads] == [3, 4] and not plain.approximations


def test_unsupported_intrinsic_and_timeout() -> None:
    b = kernel("  call void @llvm.donothing()\n  ret i32 0", a=[0, 0])
    assert b.outcome is Outcome.UNSUPPORTED and "llvm.donothing" in b.message
    spin = kernel("  br label %loop\nloop:\n  br label %loop", a=[0, 0])
    assert spin.outcome is Outcome.TIMEOUT
