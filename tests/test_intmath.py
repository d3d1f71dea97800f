"""Intrinsics that return a pair or compute a high half (fuzzfarm/ir/intmath.py;
oracles/SEMANTICS.md, "Values"): ``llvm.*.with.overflow``, NVVM's ``mulhi``/``mul24``/
``sad``, AMDGPU's 24-bit multiplies and NVVM's ``shfl.sync`` with its predicate.

The kernels are tests/data/intmath/*.ll, from the sources beside them as their headers
say (the shuffles' and AMDGPU's by hand). Every expected value is worked out here from
the source's meaning (LangRef, the PTX ISA, CUDA's documentation) with Python integers;
both oracles run each kernel and must show the same values.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm
from lanewords import agreed_buffers

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.transforms.base import can_trap, is_movable
from fuzzfarm.transforms.uniformity import analyze as transform_uniformity
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "intmath"
M32, M64 = (1 << 32) - 1, (1 << 64) - 1
INT_MIN, INT_MAX = -(1 << 31), (1 << 31) - 1


def u32(v: int) -> int:
    return v & M32


def s32(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v: int) -> int:
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def words(buf: tuple[object, ...], start: int, count: int, size: int = 4) -> list[int]:
    """``count`` little-endian words of ``size`` bytes from word ``start`` (no poison)."""
    raw = buf[size * start:size * (start + count)]
    assert POISON not in raw, raw
    return [int.from_bytes(bytes(raw[i:i + size]), "little")  # type: ignore[arg-type]
            for i in range(0, len(raw), size)]


def both(name: str, sched: Schedule) -> list[tuple[tuple[object, ...], ...]]:
    """Each active lane's buffers, from both oracles, which must agree."""
    return agreed_buffers(DATA / name, sched)


# -- values ---------------------------------------------------------------------------


def test_builtin_overflow_checks_saturate_count_and_subtract() -> None:
    """``__builtin_add_overflow`` (saturating on overflow), ``__builtin_umul_overflow``
    (an element count times 4, -1 when it wraps) and a 64-bit ``__builtin_sub_overflow``
    whose result and overflow bit are both stored."""
    a = [5, INT_MAX, INT_MIN, -7]
    b = [6, 1, -1, INT_MAX]
    n = [3, 0x40000000, M32, 1 << 29]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64,
                     buffers={"0": tuple(map(u32, a)), "1": tuple(map(u32, b)), "2": tuple(n)})
    for t, bufs in enumerate(both("cu_checked.ll", sched)):
        exact = a[t] + b[t]
        s = exact if INT_MIN <= exact <= INT_MAX else INT_MIN if a[t] < 0 else INT_MAX
        count = n[t] * 4
        diff = (a[t] << 32) - (b[t] << 32)
        under = not -(1 << 63) <= diff < 1 << 63
        want = [u32(s), M32 if count > M32 else count, u32(s64(diff) >> 32), int(under)]
        assert words(bufs[3], 4 * t, 4) == want
    # the cases the values were chosen for: each overflow happens somewhere, and not
    assert [a[t] + b[t] > INT_MAX or a[t] + b[t] < INT_MIN for t in range(4)] == [0, 1, 1, 0]


def _mulhi(x: int, y: int, bits: int) -> int:
    return (x * y >> bits) & ((1 << bits) - 1)


def _low24(v: int, signed: bool) -> int:
    v &= 0xFFFFFF
    return v - (1 << 24) if signed and v >> 23 else v


def test_cuda_high_halves_24_bit_products_and_sums_of_differences() -> None:
    """``__mulhi``/``__umulhi``: the high 32 bits of the 64-bit product; ``__mul24``/
    ``__umul24``: the low 32 bits of the product of the low 24 bits ("the high order 8
    bits of x and y are ignored"); ``__sad``/``__usad``: 7 + |x - y|; ``__mul64hi``/
    ``__umul64hi`` of two 64-bit values the kernel makes from x and y."""
    x = [123456789, -5, 0x7F800001, -0x40000000]
    y = [-987654321, 3, 0x01FFFFFF, 0x40000000]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=128,
                     buffers={"0": tuple(map(u32, x)), "1": tuple(map(u32, y))})
    for t, bufs in enumerate(both("cu_hi_halves.ll", sched)):
        a, b = x[t], y[t]
        want = [_mulhi(a, b, 32), _mulhi(u32(a), u32(b), 32),
                u32(_low24(a, True) * _low24(b, True)), u32(_low24(a, False) * _low24(b, False)),
                u32(7 + abs(a - b)), u32(7 + abs(u32(a) - u32(b)))]
        assert words(bufs[2], 6 * t, 6) == want
        big_x, big_y = s64(a * 0x100000001), s64(b * 0x7FFFFFFF)
        assert words(bufs[3], 2 * t, 2, 8) == [_mulhi(big_x, big_y, 64),
                                               _mulhi(big_x & M64, big_y & M64, 64)]


def test_a_size_check_by_umul_with_overflow_guards_a_copy() -> None:
    """``count * 8`` checked by ``__builtin_mul_overflow`` on 64 bits, then against the
    capacity 32: lanes whose product wraps (2**61 * 8) or passes it copy nothing."""
    count = [2, 1 << 61, 5, 3]
    src = [10, 20, 30, 40]
    sched = Schedule(4, (0, 1, 2, 3), args={"3": (32,) * 4}, buffer_bytes=64,
                     buffers={"0": tuple(w for c in count for w in (c & M32, c >> 32)),
                              "1": tuple(src)})
    want = [sum(src[:2]), -1, -1, sum(src[:3])]
    for t, bufs in enumerate(both("hip_sized_copy.ll", sched)):
        assert words(bufs[2], t, 1) == [u32(want[t])]


def test_a_checked_sum_stops_at_the_first_overflow_with_the_wrapped_value() -> None:
    """Lane t adds v[i] * (t + 1) with ``__builtin_sadd_overflow``, which stores the
    wrapped sum even when it overflows; the loop stops there and records i."""
    v = [0x20000000, 0x20000000, 5]
    sched = Schedule(3, (0, 1, 2), args={"1": (3,) * 3}, buffer_bytes=64, buffers={"0": tuple(v)})
    for t, bufs in enumerate(both("hip_checked_sum.ll", sched)):
        acc, at = 0, -1
        for i, e in enumerate(v):
            exact = acc + e * (t + 1)
            acc = s32(exact)
            if exact != acc:
                at = i
                break
        assert words(bufs[1], 2 * t, 2) == [u32(acc), u32(at)]
    assert [words(b[1], 2 * t + 1, 1)[0]
            for t, b in enumerate(both("hip_checked_sum.ll", sched))] == [M32, 1, 1]


def test_opencl_carry_of_a_16_bit_add() -> None:
    """OpenCL C's ``__builtin_add_overflow`` on ushort (``uadd.with.overflow.i16`` after
    clang's -O2) beside a borrow-checked subtraction (folded into ``usub.sat``)."""
    a = [5, 3, 0x1FFFF, 0xFFFF]
    b = [3, 5, 1, 0xFFFF]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64, buffers={"0": tuple(a), "1": tuple(b)})
    for t, bufs in enumerate(both("cl_wrapcheck.ll", sched)):
        total = (a[t] & 0xFFFF) + (b[t] & 0xFFFF)
        assert words(bufs[2], 2 * t, 2) == [max(a[t] - b[t], 0),
                                            (int(total > 0xFFFF) << 16) | (total & 0xFFFF)]


def test_amdgpu_24_bit_multiplies_ignore_the_high_byte() -> None:
    """``llvm.amdgcn.mul.{u,i}24`` (i32 and i64 results) and ``mulhi.{u,i}24``: the
    product of the operands' low 24 bits, zero- or sign-extended from bit 23."""
    x = [0x12345678, 0x00800000, 0xFF7FFFFF, 7]
    y = [0xAB000003, 0x00800000, 0x00FFFFFF, 0xFFFFFFF9]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=128, buffers={"a": tuple(x), "b": tuple(y)})
    for t, bufs in enumerate(both("amdgcn_mul24.ll", sched)):
        pu = _low24(x[t], False) * _low24(y[t], False)
        pi = _low24(x[t], True) * _low24(y[t], True)
        assert words(bufs[2], 4 * t, 4) == [u32(pu), u32(pi), u32(pu >> 32), u32(pi >> 32)]
        assert words(bufs[3], 2 * t, 2, 8) == [pu, pi & M64]


def test_shfl_up_predicate_drives_a_warp_scan() -> None:
    """``shfl.sync.up.i32p``: the predicate is true iff lane - off >= 0 (c = 0: no
    segment, clamp 0), so adding where it holds is the inclusive prefix sum."""
    values = [(7 * i * i + 3) % 101 - 50 for i in range(32)]
    sched = Schedule(32, tuple(range(32)), buffer_bytes=128, buffers={"in": tuple(map(u32, values))})
    for t, bufs in enumerate(both("nvvm_scan_p.ll", sched)):
        assert words(bufs[1], t, 1) == [u32(sum(values[:t + 1]))]


def test_shfl_down_float_predicate_keeps_lanes_past_the_clamp() -> None:
    """``shfl.sync.down.f32p`` with clamp 31: a lane whose source lane + off passes 31
    keeps its value (predicate false), so each step is max(v[t], v[t + off]) where t +
    off <= 31, computed here step by step."""
    values = [float((13 * i) % 32 - 16) / 4 for i in range(32)]
    sched = Schedule(32, tuple(range(32)), buffer_bytes=128, buffers={"in": tuple(map(f32, values))})
    cur = list(values)
    for off in (16, 8, 4, 2, 1):
        cur = [max(cur[i], cur[i + off]) if i + off <= 31 else cur[i] for i in range(32)]
    for t, bufs in enumerate(both("nvvm_fmax_p.ll", sched)):
        assert words(bufs[1], t, 1) == [f32(cur[t])]


# -- predicate and poison rules ----------------------------------------------------------

#: Stores a call's { i32, i1 } result %r as two words of the buffer: value, then the bit.
STORE_PAIR = """  %v = extractvalue { i32, i1 } %r, 0
  %p = extractvalue { i32, i1 } %r, 1
  %pz = zext i1 %p to i32
  store i32 %v, ptr %out
  %q = getelementptr i32, ptr %out, i64 1
  store i32 %pz, ptr %q
  ret void
}
"""
SHFL = """target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %out) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %r = call { i32, i1 } @llvm.nvvm.shfl.sync.MODE.i32p(i32 MASK, i32 %t, i32 B, i32 C)
""" + STORE_PAIR + """declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare { i32, i1 } @llvm.nvvm.shfl.sync.MODE.i32p(i32, i32, i32, i32) convergent
"""


@pytest.mark.parametrize(("mode", "b", "c", "want"), [
    # PTX's pseudocode: up compares lane - b with the segment's start, the others the
    # source with the clamp; out of range, the lane reads itself and the predicate is 0
    ("up", 1, 0, [(0, 0), (0, 1), (1, 1), (2, 1)]),
    ("down", 2, 3, [(2, 1), (3, 1), (2, 0), (3, 0)]),
    ("bfly", 1, 0x1F, [(1, 1), (0, 1), (3, 1), (2, 1)]),
    ("idx", 5, 3, [(0, 0), (1, 0), (2, 0), (3, 0)]),  # lane 5 is past the clamp 3
    ("idx", 2, 0x1C1F, [(2, 1), (2, 1), (2, 1), (2, 1)]),  # segments of 4: lane 2 of each
])
def test_shfl_predicate_is_whether_the_source_lane_is_in_range(
        mode: str, b: int, c: int, want: list[tuple[int, int]]) -> None:
    """Four lanes with membermask 0xF (the communicating set): value and predicate of
    each lane, both oracles."""
    text = SHFL.replace("MODE", mode).replace("MASK", "15").replace("B", str(b)).replace("C", str(c))
    fn = parse_module(text).kernel()
    sched = Schedule(32, (0, 1, 2, 3), buffer_bytes=16)
    got = []
    for run in (reference.run, simt.run):
        beh = run(fn, sched).behaviour
        assert beh.outcome is Outcome.OK, beh.message
        got.append([tuple(words(th.buffers[0], 0, 2)) for th in beh.threads])
    assert got == [want, want]


def test_shfl_predicate_is_true_for_a_source_outside_the_set_whose_value_is_poison() -> None:
    """PTX: the predicate says the computed lane is in range, not that it ran: lane 3's
    source lane 4 (down by 1, clamp 31) is in range but not among the four lanes that
    run, so its value is poison and its predicate 1."""
    text = SHFL.replace("MODE", "down").replace("MASK", "15").replace("B", "1").replace("C", "31")
    fn = parse_module(text).kernel()
    sched = Schedule(32, (0, 1, 2, 3), buffer_bytes=16)
    for run in (reference.run, simt.run):
        beh = run(fn, sched).behaviour
        assert beh.outcome is Outcome.OK, beh.message
        last = beh.threads[3].buffers[0]
        assert list(last[:4]) == [POISON] * 4 and words(last, 1, 1) == [1]
        assert [words(th.buffers[0], 0, 2) for th in beh.threads[:3]] == [[1, 1], [2, 1], [3, 1]]


POISONED = """define void @k(ptr %out) {
  %r = call { i32, i1 } @llvm.OP.with.overflow.i32(i32 A, i32 B)
""" + STORE_PAIR + """declare { i32, i1 } @llvm.OP.with.overflow.i32(i32, i32)
"""


@pytest.mark.parametrize(("op", "a", "b", "want"), [
    ("uadd", "-1", "1", [0, 1]), ("sadd", "2147483647", "1", [1 << 31, 1]),
    ("usub", "0", "1", [M32, 1]), ("ssub", "-2147483648", "1", [INT_MAX, 1]),
    ("umul", "65536", "65536", [0, 1]), ("smul", "-65536", "32768", [1 << 31, 0]),
    ("smul", "65536", "32768", [1 << 31, 1]), ("ssub", "-1", "2147483647", [1 << 31, 0]),
])
def test_with_overflow_fields_follow_langref(op: str, a: str, b: str, want: list[int]) -> None:
    """The wrapped result and the overflow bit at the edges of each operation."""
    fn = parse_module(POISONED.replace("OP", op).replace("A", a).replace("B", b)).kernel()
    sched = Schedule(1, (0,), buffer_bytes=16)
    for run in (reference.run, simt.run):
        beh = run(fn, sched).behaviour
        assert beh.outcome is Outcome.OK, beh.message
        assert words(beh.threads[0].buffers[0], 0, 2) == want


def test_a_poison_operand_poisons_both_fields() -> None:
    fn = parse_module(POISONED.replace("OP", "umul").replace("A", "poison").replace("B", "0")).kernel()
    for run in (reference.run, simt.run):
        beh = run(fn, Schedule(1, (0,), buffer_bytes=16)).behaviour
        assert beh.outcome is Outcome.OK, beh.message
        assert list(beh.threads[0].buffers[0][:8]) == [POISON] * 8


def test_the_vector_overload_is_unsupported_not_a_crash(tmp_path: Path) -> None:
    """``{ <2 x i32>, <2 x i1> }``: a ``<2 x i1>`` field has no layout in memory, so the
    struct is no aggregate value of the model; the reader refuses it (exit 2), where it
    raised a ValueError before."""
    path = tmp_path / "k.ll"
    path.write_text(
        "define void @k(ptr %out) {\n  %r = call { <2 x i32>, <2 x i1> } "
        "@llvm.uadd.with.overflow.v2i32(<2 x i32> zeroinitializer, <2 x i32> zeroinitializer)\n"
        "  ret void\n}\n"
        "declare { <2 x i32>, <2 x i1> } @llvm.uadd.with.overflow.v2i32(<2 x i32>, <2 x i32>)\n")
    r = fuzzfarm(["run", path, "--oracle", "both"])
    assert r.returncode == 2 and "unsupported" in r.stderr, r.stdout + r.stderr


# -- refinement -------------------------------------------------------------------------

KERNELS = sorted(p.name for p in DATA.glob("*.ll"))


@pytest.mark.parametrize("name", KERNELS)
def test_embedded_o2_is_validated(name: str) -> None:
    r = fuzzfarm(["validate", DATA / name, "--pipeline", "O2", "--buffer-bytes", "1024",
                  "--schedules", "4"])  # the first a whole wave
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verdict: pass" in r.stdout


@pytest.mark.parametrize("name", KERNELS)
def test_opt19_o3_is_validated(name: str) -> None:
    r = fuzzfarm(["validate", DATA / name, "--opt", "opt-19", "--pipeline", "default<O3>",
                  "--buffer-bytes", "1024", "--schedules", "4"])
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verdict: pass" in r.stdout


def _after(tmp_path: Path, name: str, old: str, new: str) -> Path:
    text = (DATA / name).read_text()
    assert old in text
    path = tmp_path / f"after_{name}"
    path.write_text(text.replace(old, new))
    return path


SCAN_OK = "%ok = extractvalue { i32, i1 } %r, 1"
OVERFLOW_BIT = "%6 = extractvalue { i32, i1 } %5, 1"
HI_CALL = "%8 = tail call i32 @llvm.nvvm.mulhi.i(i32 %0, i32 %4)"
HI_SIGNED = ("%x64 = sext i32 %0 to i64\n  %y64 = sext i32 %4 to i64\n  %p64 = mul i64 %x64, %y64\n"
             "  %h64 = ashr i64 %p64, 32\n  %8 = trunc i64 %h64 to i32")


@pytest.mark.parametrize(("name", "old", "new", "code"), [
    # the predicate of shfl.up by off is lane >= off: the same program, then an off-by-one
    ("nvvm_scan_p.ll", SCAN_OK, "%ok = icmp uge i32 %t, %off", 0),
    ("nvvm_scan_p.ll", SCAN_OK, "%ok = icmp ugt i32 %t, %off", 1),
    # sadd.with.overflow's bit as its definition, then inverted
    ("cu_uni_hi_O1.ll", OVERFLOW_BIT,
     "%s0 = sext i32 %0 to i64\n  %s1 = sext i32 %1 to i64\n  %s2 = add i64 %s0, %s1\n"
     "  %s3 = trunc i64 %s2 to i32\n  %s4 = sext i32 %s3 to i64\n  %6 = icmp ne i64 %s2, %s4", 0),
    ("cu_uni_hi_O1.ll", OVERFLOW_BIT, OVERFLOW_BIT + "\n  %inverted = xor i1 %6, true", 1),
    # __mulhi(n, lane) as a signed 64-bit product's high half, then as an unsigned one
    ("cu_uni_hi_O1.ll", HI_CALL, HI_SIGNED, 0),
    ("cu_uni_hi_O1.ll", HI_CALL, HI_SIGNED.replace("sext", "zext").replace("ashr", "lshr"), 1),
])
def test_hand_made_afters_are_judged(tmp_path: Path, name: str, old: str, new: str,
                                     code: int) -> None:
    """A correct rewrite of the intrinsic passes; a wrong one is a violation (exit 1)."""
    after = _after(tmp_path, name, old, new)
    if "%inverted" in new:  # use the inverted bit where the kernel used the bit
        after.write_text(after.read_text().replace("select i1 %6,", "select i1 %inverted,"))
    r = fuzzfarm(["validate", DATA / name, after, "--schedules", "8"])
    assert r.returncode == code, r.stdout + r.stderr


# -- uniformity -------------------------------------------------------------------------


def _named(fn: object, name: str) -> object:
    return next(i for i in fn.instructions() if i.name == name)  # type: ignore[attr-defined]


def test_pure_target_intrinsics_are_uniform_iff_their_operands_are() -> None:
    """``mul.u24(n, k)`` and ``mulhi.i24(n, k)`` of kernel arguments are uniform (LLVM's
    UniformityAnalysis says so too), ``mul.i24(n, lane)`` is not; NVVM's mulhi alike."""
    fn = parse_module((DATA / "amdgcn_mul24_uniform.ll").read_text()).kernel()
    info = analyze(fn)
    assert _named(fn, "u") not in info.divergent and _named(fn, "h") not in info.divergent
    assert _named(fn, "d") in info.divergent
    assert fn.blocks[0] not in info.divergent_branches
    cu = parse_module((DATA / "cu_uni_hi_O1.ll").read_text()).kernel()
    cu_info = analyze(cu)
    assert _named(cu, "10") not in cu_info.divergent and _named(cu, "8") in cu_info.divergent


@pytest.mark.parametrize("name", ["amdgcn_mul24_uniform.ll", "nvvm_scan_p.ll", "cu_uni_hi_O1.ll"])
def test_uniformity_against_llvm19(name: str) -> None:
    r = fuzzfarm(["uniformity", DATA / name, "--opt", "opt-19"])
    assert r.returncode == 0, r.stdout + r.stderr
    assert "verdict: every uniform claim held" in r.stdout
    assert "LLVM uniform, ours divergent" not in r.stdout


def test_our_transforms_treat_them_as_pure_values() -> None:
    """Our own transforms may move, speculate and call uniform what only computes a value
    from its operands: the pair and high-half intrinsics now count (they were plain calls:
    immovable, possibly trapping, divergent)."""
    fn = parse_module((DATA / "amdgcn_mul24_uniform.ll").read_text()).kernel()
    u, d = _named(fn, "u"), _named(fn, "d")
    assert is_movable(u) and not can_trap(u)
    info = transform_uniformity(fn)
    assert u not in info.divergent and d in info.divergent
    pair = parse_module(POISONED.replace("OP", "umul").replace("A", "1").replace("B", "2")).kernel()
    call = next(i for i in pair.instructions() if i.callee == "llvm.umul.with.overflow.i32")
    assert is_movable(call) and not can_trap(call)
