"""Fixed vectors (oracles/SEMANTICS.md, "Vectors").

Every expectation is worked out by hand from LangRef (poison per element, an index
past the end gives poison, shuffle masks with poison elements, the in-memory layout
of element ``i`` at byte ``i * size``, little-endian) and checked on each oracle on
its own, then the two against each other. The reader and printer keep every new
construct through a round trip, and opt-19 reads what the printer writes.
"""

from __future__ import annotations

import shutil
import struct
import subprocess

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.fpenv import FP_CHOICE
from fuzzfarm.ir.errors import UnsupportedError
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

P = POISON


def f32(x: float) -> int:
    return int.from_bytes(struct.pack("<f", x), "little")


def run_each(text: str, args: dict[str, tuple[int, ...]], lanes: int = 2):
    """Both oracles' behaviours, each returned for its own check, and their agreement."""
    fn = parse_module(text).kernel()
    s = Schedule(lanes, tuple(range(lanes)), args)
    ref = reference.run(fn, s, Model.MAXIMAL)
    sim = simt.run_batch(fn, [s], Model.MAXIMAL)[0]
    assert agrees(sim, ref), (ref.behaviour.describe(), sim.behaviour.describe())
    return ref.behaviour, sim.behaviour


def rets(text: str, args: dict[str, tuple[int, ...]], lanes: int = 2) -> list[list[object]]:
    """Each oracle's return values, lane by lane."""
    out = []
    for b in run_each(text, args, lanes):
        assert b.outcome is Outcome.OK, b.describe()
        out.append([t.return_value for t in b.threads])
    return out


def words(buf: tuple[object, ...], size: int = 4) -> list[object]:
    """A buffer's bytes as little-endian words (POISON where any byte is)."""
    out: list[object] = []
    for i in range(0, len(buf), size):
        chunk = buf[i:i + size]
        out.append(P if any(b is P for b in chunk) else int.from_bytes(bytes(chunk), "little"))  # type: ignore[arg-type]
    return out


def stored(text: str, args: dict[str, tuple[int, ...]], n: int, size: int = 4) -> list[list[object]]:
    """Each oracle's first ``n`` words of lane 0's first buffer."""
    out = []
    for b in run_each(text, args, 1):
        assert b.outcome is Outcome.OK, b.describe()
        out.append(words(b.threads[0].buffers[0], size)[:n])
    return out


def kernel(body: str, ret: str = "i32", params: str = "i32 %x, i32 %i") -> str:
    return f"define {ret} @k({params}) {{\nentry:\n{body}\n}}\n" + DECLS


DECLS = "".join(f"declare i32 @llvm.vector.reduce.{op}.v4i32(<4 x i32>)\n" for op in
                ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")) + \
    "declare float @llvm.vector.reduce.fadd.v3f32(float, <3 x float>)\n" \
    "declare <2 x i32> @llvm.smax.v2i32(<2 x i32>, <2 x i32>)\n"

# <x, 7>, then element %i of it: index 0 and 1 read, 2 and 5 are past the end (poison)
EXTRACT = kernel("""  %v0 = insertelement <2 x i32> poison, i32 %x, i64 0
  %v = insertelement <2 x i32> %v0, i32 7, i32 1
  %e = extractelement <2 x i32> %v, i32 %i
  ret i32 %e""")


def test_extractelement_with_an_index_past_the_end_is_poison() -> None:
    for got in rets(EXTRACT, {"x": (10, 20), "i": (0, 1)}):
        assert got == [10, 7]
    for got in rets(EXTRACT, {"x": (10, 20), "i": (2, 5)}):
        assert got == [P, P]


def test_extractelement_of_a_constant_index_past_the_end_is_poison() -> None:
    text = kernel("""  %v = insertelement <2 x i32> <i32 1, i32 2>, i32 %x, i64 1
  %e = extractelement <2 x i32> %v, i64 2
  %f = extractelement <2 x i32> %v, i64 1
  %r = add i32 %e, %f
  ret i32 %r""")
    for got in rets(text, {"x": (3, 4), "i": (0, 0)}):
        assert got == [P, P]


# insert %x at run-time index %i into <1, 2, 3, 4>; store the four elements
INSERT = """define void @k(ptr %out, i32 %x, i32 %i) {
entry:
  %v = insertelement <4 x i32> <i32 1, i32 2, i32 3, i32 4>, i32 %x, i32 %i
  store <4 x i32> %v, ptr %out, align 4
  ret void
}
"""


@pytest.mark.parametrize(("i", "expected"), [
    (0, [9, 2, 3, 4]), (3, [1, 2, 3, 9]),
    (4, [P, P, P, P]),           # past the end: the whole result is poison (LangRef)
    (-1, [P, P, P, P]),          # 0xFFFFFFFF: far past the end
])
def test_insertelement_at_a_run_time_index(i: int, expected: list[object]) -> None:
    for got in stored(INSERT, {"x": (9,), "i": (i,)}, 4):
        assert got == expected


def test_insertelement_into_poison_leaves_the_other_elements_poison() -> None:
    text = INSERT.replace("<4 x i32> <i32 1, i32 2, i32 3, i32 4>", "<4 x i32> poison")
    for got in stored(text, {"x": (9,), "i": (2,)}, 4):
        assert got == [P, P, 9, P]


def test_shufflevector_mask_with_poison_elements_and_both_inputs() -> None:
    # a = <x, x+1>, b = <100, 200>; mask <3, 0, poison, 1, 2>: <200, x, poison, x+1, 100>
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %y = add i32 %x, 1
  %a0 = insertelement <2 x i32> undef, i32 %x, i64 0
  %a = insertelement <2 x i32> %a0, i32 %y, i64 1
  %s = shufflevector <2 x i32> %a, <2 x i32> <i32 100, i32 200>, <5 x i32> <i32 3, i32 0, i32 undef, i32 1, i32 2>
  store <5 x i32> %s, ptr %out, align 4
  ret void
}
"""
    for got in stored(text, {"x": (41,)}, 5):
        assert got == [200, 41, P, 42, 100]


def test_splat_through_shufflevector_zeroinitializer() -> None:
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %a = insertelement <4 x i32> poison, i32 %x, i64 0
  %s = shufflevector <4 x i32> %a, <4 x i32> poison, <3 x i32> zeroinitializer
  %t = add <3 x i32> %s, splat (i32 1)
  store <3 x i32> %t, ptr %out, align 4
  ret void
}
"""
    for got in stored(text, {"x": (5,)}, 4):
        assert got == [6, 6, 6, 0]


def test_poison_is_per_element_through_arithmetic() -> None:
    # <x, 1> + nsw <1, 1>: x = INT_MAX overflows in element 0 only; udiv by <1, 2> is fine
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %a = insertelement <2 x i32> <i32 0, i32 1>, i32 %x, i64 0
  %s = add nsw <2 x i32> %a, splat (i32 1)
  %d = udiv <2 x i32> %s, <i32 1, i32 2>
  store <2 x i32> %d, ptr %out, align 4
  ret void
}
"""
    for got in stored(text, {"x": (0x7FFFFFFF,)}, 2):
        assert got == [P, 1]
    for got in stored(text, {"x": (5,)}, 2):
        assert got == [6, 1]


def test_a_zero_divisor_in_any_element_is_undefined_behaviour() -> None:
    text = kernel("""  %a = insertelement <2 x i32> <i32 1, i32 1>, i32 %x, i64 1
  %d = udiv <2 x i32> <i32 8, i32 8>, %a
  %e = extractelement <2 x i32> %d, i64 0
  ret i32 %e""")
    for b in run_each(text, {"x": (0, 0), "i": (0, 0)}):
        assert b.outcome is Outcome.UB
    for got in rets(text, {"x": (2, 4), "i": (0, 0)}):
        assert got == [8, 8]


def test_icmp_select_and_bitcast_element_by_element() -> None:
    # c = <x < 5, x < 10>; select c, <1, 2>, <3, 4>; then a scalar-condition select with a
    # poison condition (x == 7 makes %p poison via the nsw overflow) poisons every element
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %v = insertelement <2 x i32> poison, i32 %x, i64 0
  %w = shufflevector <2 x i32> %v, <2 x i32> poison, <2 x i32> zeroinitializer
  %c = icmp ult <2 x i32> %w, <i32 5, i32 10>
  %s = select <2 x i1> %c, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>
  store <2 x i32> %s, ptr %out, align 4
  %f = bitcast <2 x i32> %s to <2 x float>
  %g = fadd <2 x float> %f, %f
  %h = bitcast <2 x float> %g to <2 x i32>
  %p8 = getelementptr i8, ptr %out, i64 8
  store <2 x i32> %h, ptr %p8, align 4
  ret void
}
"""
    # 1 and 2 as float bits are denormals: doubled exactly (2, 4); 3 -> 6, 4 -> 8
    for got in stored(text, {"x": (3,)}, 4):
        assert got == [1, 2, 2, 4]
    for got in stored(text, {"x": (7,)}, 4):
        assert got == [3, 2, 6, 4]


def test_select_on_a_poison_scalar_condition_poisons_every_element() -> None:
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %o = add nsw i32 %x, 1
  %c = icmp eq i32 %o, 0
  %s = select i1 %c, <2 x i32> <i32 1, i32 2>, <2 x i32> <i32 3, i32 4>
  store <2 x i32> %s, ptr %out, align 4
  ret void
}
"""
    for got in stored(text, {"x": (0x7FFFFFFF,)}, 2):
        assert got == [P, P]
    for got in stored(text, {"x": (-1,)}, 2):
        assert got == [1, 2]


def test_vector_store_byte_layout_read_back_as_scalars() -> None:
    # <4 x i8> <1, 2, 3, x> at 0 reads back as the i32 0xXX030201; <2 x i16> <0x1234,
    # poison> at 4 poisons bytes 6..7 only; a <2 x i32> load of two scalar stores
    text = """define void @k(ptr %out, i32 %x) {
entry:
  %b = trunc i32 %x to i8
  %v = insertelement <4 x i8> <i8 1, i8 2, i8 3, i8 0>, i8 %b, i64 3
  store <4 x i8> %v, ptr %out, align 4
  %p4 = getelementptr i8, ptr %out, i64 4
  store <2 x i16> <i16 4660, i16 poison>, ptr %p4, align 4
  %p8 = getelementptr i8, ptr %out, i64 8
  store i32 %x, ptr %p8, align 4
  %p12 = getelementptr i8, ptr %out, i64 12
  store i32 77, ptr %p12, align 4
  %l = load <2 x i32>, ptr %p8, align 4
  %s = shufflevector <2 x i32> %l, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %p16 = getelementptr i8, ptr %out, i64 16
  store <2 x i32> %s, ptr %p16, align 4
  %w = load i32, ptr %out, align 4
  %p24 = getelementptr i8, ptr %out, i64 24
  store i32 %w, ptr %p24, align 4
  %h = load i16, ptr %p4, align 2
  %p28 = getelementptr i8, ptr %out, i64 28
  store i16 %h, ptr %p28, align 2
  ret void
}
"""
    for got in stored(text, {"x": (0xAB,)}, 8):
        assert got[0] == 0xAB030201 and got[2:5] == [0xAB, 77, 77] and got[5] == 0xAB
        assert got[6] == 0xAB030201
        assert got[7] == 0x1234  # bytes 28, 29 from the i16; 30, 31 still zero
    for b in run_each(text, {"x": (0xAB,)}, 1):
        buf = b.threads[0].buffers[0]
        assert buf[4:8] == (0x34, 0x12, P, P)


def test_a_vector_access_partly_past_the_buffer_is_undefined() -> None:
    text = """define void @k(ptr %out, i64 %at) {
entry:
  %p = getelementptr i8, ptr %out, i64 %at
  store <2 x i32> <i32 1, i32 2>, ptr %p, align 4
  ret void
}
"""
    fn = parse_module(text).kernel()
    s = Schedule(1, (0,), {"at": (60,)}, buffer_bytes=64)
    for b in (reference.run(fn, s, Model.MAXIMAL).behaviour,
              simt.run_batch(fn, [s], Model.MAXIMAL)[0].behaviour):
        assert b.outcome is Outcome.UB


@pytest.mark.parametrize(("op", "expected"), [
    ("add", (5 + 0xFFFFFFFE + 9 + 3) & 0xFFFFFFFF),
    ("mul", (5 * 0xFFFFFFFE * 9 * 3) & 0xFFFFFFFF),
    ("and", 5 & 0xFFFFFFFE & 9 & 3),
    ("or", 5 | 0xFFFFFFFE | 9 | 3),
    ("xor", 5 ^ 0xFFFFFFFE ^ 9 ^ 3),
    ("smax", 9), ("smin", 0xFFFFFFFE), ("umax", 0xFFFFFFFE), ("umin", 3),
])
def test_integer_reductions(op: str, expected: int) -> None:
    # <x, -2, 9, 3> with x = 5; with x poison (a poison index), the result is poison
    text = kernel(f"""  %v = insertelement <4 x i32> <i32 0, i32 -2, i32 9, i32 3>, i32 %x, i32 %i
  %r = call i32 @llvm.vector.reduce.{op}.v4i32(<4 x i32> %v)
  ret i32 %r""")
    for got in rets(text, {"x": (5, 5), "i": (0, 7)}):
        assert got == [expected, P]


def test_fadd_reduction_is_ordered_and_reassoc_records_fp_choice() -> None:
    # (((0 + 1) + 2**24) + -2**24): 2**24 + 1 rounds to 2**24 (a tie, to even), so 0;
    # any other association could give 1
    body = """  %a = bitcast i32 %x to float
  %v = insertelement <3 x float> <float 0.0, float 0x4170000000000000, float 0xC170000000000000>, float %a, i64 0
  %r = call {flags} float @llvm.vector.reduce.fadd.v3f32(float 0.0, <3 x float> %v)
  %b = bitcast float %r to i32
  ret i32 %b"""
    for b in run_each(kernel(body.replace("{flags} ", "")), {"x": (f32(1.0),) * 2, "i": (0, 0)}):
        assert [t.return_value for t in b.threads] == [0, 0]
        assert FP_CHOICE not in b.approximations
    for b in run_each(kernel(body.replace("{flags}", "reassoc")), {"x": (f32(1.0),) * 2, "i": (0, 0)}):
        assert [t.return_value for t in b.threads] == [0, 0]
        assert FP_CHOICE in b.approximations
    nnan = kernel(body.replace("{flags}", "nnan"))
    for got in rets(nnan, {"x": (0x7FC00000, f32(2.0)), "i": (0, 0)}):
        assert got == [P, f32(2.0)]  # a NaN element under nnan: poison; 2 + 2**24 is exact


def test_elementwise_intrinsic_on_vectors() -> None:
    text = kernel("""  %v = insertelement <2 x i32> <i32 0, i32 -3>, i32 %x, i64 0
  %m = call <2 x i32> @llvm.smax.v2i32(<2 x i32> %v, <2 x i32> <i32 1, i32 -5>)
  %a = extractelement <2 x i32> %m, i64 0
  %b = extractelement <2 x i32> %m, i64 1
  %r = add i32 %a, %b
  ret i32 %r""")
    for got in rets(text, {"x": (7, -9), "i": (0, 0)}):
        assert got == [7 - 3, (1 - 3) & 0xFFFFFFFF]


def test_vector_phi_and_a_function_returning_a_vector() -> None:
    # acc = <0, 1>; x times: acc = swap(acc) + <1, 1> via @step; then acc[0] * 100 + acc[1]
    text = """define internal <2 x i32> @step(<2 x i32> %a) {
entry:
  %s = shufflevector <2 x i32> %a, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %t = add <2 x i32> %s, splat (i32 1)
  ret <2 x i32> %t
}

define i32 @k(i32 %x) {
entry:
  br label %loop

loop:
  %n = phi i32 [ 0, %entry ], [ %n1, %loop ]
  %acc = phi <2 x i32> [ <i32 0, i32 1>, %entry ], [ %next, %loop ]
  %next = call <2 x i32> @step(<2 x i32> %acc)
  %n1 = add i32 %n, 1
  %more = icmp ult i32 %n1, %x
  br i1 %more, label %loop, label %done

done:
  %a = extractelement <2 x i32> %next, i64 0
  %b = extractelement <2 x i32> %next, i64 1
  %h = mul i32 %a, 100
  %r = add i32 %h, %b
  ret i32 %r
}
"""
    # x=1: <2, 1>; x=2: <2, 3>; x=3: <4, 3>
    for got in rets(text, {"x": (1, 3)}):
        assert got == [201, 403]
    fn = parse_module(text).kernel()
    s = Schedule(2, (0, 1), {"x": (2, 2)})
    assert [t.return_value for t in simt.run(fn, s).behaviour.threads] == [203, 203]


@pytest.mark.parametrize("what", [
    "define <2 x i32> @k(i32 %x) {\n  %v = insertelement <2 x i32> poison, i32 %x, i64 0\n"
    "  ret <2 x i32> %v\n}\n",                            # a kernel returning a vector
    "define i32 @k(i32 %x) {\n  %v = insertelement <4 x i32> zeroinitializer, i32 %x, i64 0\n"
    "  %b = bitcast <4 x i32> %v to <2 x i64>\n  %e = extractelement <2 x i64> %b, i64 0\n"
    "  %t = trunc i64 %e to i32\n  ret i32 %t\n}\n",  # a bitcast regrouping over 64 bits
    "define void @k(ptr %o, i32 %x) {\n  %v = insertelement <8 x i1> zeroinitializer, i1 true, i32 %x\n"
    "  store <8 x i1> %v, ptr %o\n  ret void\n}\n",        # bit-packed in memory
])
def test_what_stays_unsupported_runs_as_unsupported(what: str) -> None:
    fn = parse_module(what).kernel()
    s = Schedule(1, (0,), {"x": (1,)})
    for b in (reference.run(fn, s, Model.MAXIMAL).behaviour, simt.run(fn, s).behaviour):
        assert b.outcome is Outcome.UNSUPPORTED, b.describe()


@pytest.mark.parametrize("text", [
    "define void @k(<vscale x 2 x i32> %v) {\n  ret void\n}\n",
    "define void @k(<2 x ptr> %v) {\n  ret void\n}\n",
    "define void @k(ptr %p, <2 x i64> %i) {\n  %q = getelementptr i32, ptr %p, <2 x i64> %i\n  ret void\n}\n",
])
def test_scalable_vectors_pointer_vectors_and_vector_geps_are_unsupported(text: str) -> None:
    with pytest.raises(UnsupportedError):
        parse_module(text)


ROUND_TRIP = """define float @k(<2 x i32> %a, <2 x float> %f, i1 %c, i32 %i) {
entry:
  %s = shufflevector <2 x i32> %a, <2 x i32> undef, <4 x i32> <i32 1, i32 undef, i32 0, i32 3>
  %t = add nsw <4 x i32> %s, <i32 1, i32 1, i32 1, i32 1>
  %t2 = sub <4 x i32> %t, splat (i32 7)
  %u = and <4 x i32> %t2, <i32 1, i32 poison, i32 undef, i32 2>
  %z = or disjoint <4 x i32> %u, zeroinitializer
  %g = fadd nnan <2 x float> %f, <float 1.0, float -2.5>
  %h = fcmp olt <2 x float> %g, zeroinitializer
  %sel = select i1 %c, <4 x i32> %z, <4 x i32> poison
  %sel2 = select <2 x i1> %h, <2 x i32> %a, <2 x i32> <i32 7, i32 8>
  %e = extractelement <4 x i32> %sel, i32 %i
  %ins = insertelement <2 x i32> %sel2, i32 %e, i64 1
  %fr = freeze <2 x i32> %ins
  %r = call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %fr)
  %w = zext <2 x i32> %fr to <2 x i64>
  %tr = trunc <2 x i64> %w to <2 x i16>
  %cv = sitofp <2 x i16> %tr to <2 x float>
  %ng = fneg <2 x float> %cv
  %fr2 = call reassoc float @llvm.vector.reduce.fadd.v2f32(float -0.0, <2 x float> %ng)
  %b = bitcast <2 x float> %f to <2 x i32>
  ret float %fr2
}

define void @m(ptr %p, <2 x double> %d) {
entry:
  %l = load <2 x double>, ptr %p, align 16
  %s = fmul <2 x double> %l, %d
  store <2 x double> %s, ptr %p, align 8
  br label %next

next:
  %v = phi <2 x double> [ %s, %entry ]
  ret void
}

declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>)
declare float @llvm.vector.reduce.fadd.v2f32(float, <2 x float>)
"""


def test_reader_printer_round_trip_of_every_vector_construct() -> None:
    printed = print_module(parse_module(ROUND_TRIP))
    assert print_module(parse_module(printed)) == printed
    # LLVM 22's splat and zeroinitializer are spelled out; a shuffle's undef mask element
    # is poison (LLVM prints it so)
    assert "sub <4 x i32> %t2.0, <i32 7, i32 7, i32 7, i32 7>" in printed or \
        "<i32 7, i32 7, i32 7, i32 7>" in printed
    assert "<4 x i32> <i32 1, i32 poison, i32 0, i32 3>" in printed
    assert "<i32 1, i32 poison, i32 undef, i32 2>" in printed
    assert "extractelement <4 x i32> %sel, i32 %i" in printed
    assert "insertelement <2 x i32> %sel2, i32 %e, i64 1" in printed
    assert "icmp" not in printed and "fcmp olt <2 x float> %g" in printed


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")
def test_llvm_19_reads_the_printed_vectors(tmp_path) -> None:
    path = tmp_path / "v.ll"
    path.write_text(print_module(parse_module(ROUND_TRIP)))
    done = subprocess.run(["opt-19", "-S", str(path), "-o", "/dev/null"], capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stderr
