"""What real OpenCL C kernels hit and the oracles refused (exit 2): the float sub-group
reductions and scans, the sub-group queries (``get_sub_group_size`` ...), the integer
built-ins clang leaves as calls (``mul_hi``, ``add_sat`` ...), and AMDGPU's alloca rule
under the default triple (tests/data/clang/audit4.cl, compiled as its first lines say).
Expected values are computed here in Python from OpenCL C 2.0 (6.13.3, 6.13.15) and the
OpenCL 2.0 extensions (9.17), independently of both oracles, which must agree.
"""

from __future__ import annotations

import functools
import re
import shutil
import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.llvm.bridge import run_passes
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"
M32 = (1 << 32) - 1
#: validate's options: eight lanes, whose outputs fit in 512-byte buffers.
ARGS = ("--threads", "8", "--schedules", "3", "--buffer-bytes", "512")


def _run(name: str, sched_of: object, buffer: int) -> tuple[list[list[int]], frozenset[str]]:
    """Each thread's 32-bit words of buffer ``buffer`` and the approximations, the two
    oracles agreeing on both."""
    return _run_text((DATA / name).read_text(), sched_of, buffer)


def _run_text(text: str, sched_of: object, buffer: int) -> tuple[list[list[int]], frozenset[str]]:
    fn = parse_module(text).kernel()
    sched = sched_of(fn.args) if callable(sched_of) else sched_of
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    assert ref.approximations == sim.approximations
    words = [[int.from_bytes(bytes(t.buffers[buffer][i:i + 4]), "little")
              for i in range(0, len(t.buffers[buffer]), 4)] for t in ref.threads]
    return words, ref.approximations


def _f32(x: float) -> int:
    return int(struct.unpack("<I", struct.pack("<f", x))[0])


def _r32(x: float) -> float:
    """x rounded to float (round to nearest even)."""
    return float(struct.unpack("<f", struct.pack("<f", x))[0])


def _float_scans(vals: list[float]) -> list[list[float]]:
    """cl_float_scans' nine words a lane: reduce add/min/max, inclusive add/min/max,
    exclusive add/min/max, the sums exact (the inputs are chosen so)."""
    out = []
    for lane in range(len(vals)):
        upto, below = vals[:lane + 1], vals[:lane]
        out.append([sum(vals), min(vals), max(vals), sum(upto), min(upto), max(upto),
                    sum(below) if below else 0.0, min(below, default=float("inf")),
                    max(below, default=float("-inf"))])
    return out


@pytest.mark.parametrize("vals", [[1.0, 2.5, -3.0, 0.25], [4.0, -0.5, 8.0, 1.5, -2.0, 0.125, 3.0, -7.0]])
def test_float_reductions_and_scans_in_lane_order(vals: list[float]) -> None:
    """Sums whose every order is exact carry no approximation: the oracles' values are
    the values, and they match Python's."""
    ins = tuple(_f32(v) for v in vals)
    n = len(vals)
    words, approx = _run("a4_float_scans_O3.ll",
                         lambda args: Schedule.full(n, buffer_bytes=36 * n, buffers={args[0].name: ins}), 1)
    assert not approx
    want = _float_scans(vals)
    got = [[struct.unpack("<f", struct.pack("<I", w))[0] for w in words[t][9 * t:9 * t + 9]]
           for t in range(n)]
    assert got == want


def test_an_inexact_float_sum_is_an_fp_choice_and_nan_is_skipped_by_min() -> None:
    """0.1 + 1e8 + ... rounds differently in other orders: ``fp-choice``; min and max
    skip a NaN as fmin/fmax do, and a zero among zeros of both signs is a choice too."""
    vals = [0.1, 1e8, -1e8, float("nan"), 3.0]
    ins = tuple(_f32(v) for v in vals)
    words, approx = _run("a4_float_scans_O3.ll",
                         lambda args: Schedule.full(5, buffer_bytes=180, buffers={args[0].name: ins}), 1)
    assert "fp-choice" in approx and "nan-bits" in approx
    f = [struct.unpack("<f", struct.pack("<I", w))[0] for w in words[4][36:45]]
    assert f[1] == _r32(-1e8) and f[2] == _r32(1e8)  # reduce min/max skip the NaN
    zeros = [0.0, -0.0, 2.0]
    ins = tuple(_f32(v) for v in zeros)
    _, approx = _run("a4_float_scans_O3.ll",
                     lambda args: Schedule.full(3, buffer_bytes=108, buffers={args[0].name: ins}), 1)
    assert "fp-choice" in approx  # min(+0, -0) is either zero


@pytest.mark.parametrize("threads,size,group", [(4, 8, 96), (8, 8, 64), (3, 32, 192)])
def test_sub_group_queries_are_the_launch_s(threads: int, size: int, group: int) -> None:
    """The case's sub-group is the first (id 0) and the widest; a work-group of ``group``
    items holds ceil(group / width) of them. cl_sg_queries is compiled for gfx90a, whose
    waves have 64 lanes: that is the width, whatever part of the wave the schedule runs;
    the same kernel without a target takes the schedule's subgroup for the sub-group."""
    from fuzzfarm.launch import Launch

    sched = Schedule(size, tuple(range(threads)), buffer_bytes=20 * threads,
                     launch=Launch(group_size=(group, 1, 1)))
    text = (DATA / "a4_sg_queries_O3.ll").read_text()
    portable = re.sub(r" #\d+", "", "\n".join(  # no attribute groups: no target-cpu
        ln for ln in text.splitlines() if not ln.startswith("attributes #")))
    for kernel, width in ((text, 64), (portable, size)):
        words, _ = _run_text(kernel, sched, 0)
        count = -(-group // width)
        assert [words[t][5 * t:5 * t + 5] for t in range(threads)] == \
            [[width, width, count, count, t * width] for t in range(threads)]


def _sat(x: int, bits: int, signed: bool) -> int:
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    return min(max(x, lo), hi) & ((1 << bits) - 1)


def _s(x: int) -> int:
    return x - (1 << 32) if x >> 31 else x


def _int_builtins(x: int, y: int) -> list[int]:
    """cl_int_builtins' sixteen words for int x, y (as 32-bit patterns)."""
    sx, sy = _s(x), _s(y)

    def rot(v: int, n: int) -> int:
        n %= 32
        return ((v << n) | (v >> (32 - n))) & M32

    def clz(v: int) -> int:
        return 32 - v.bit_length()

    def s24(v: int) -> int:
        v &= 0xFFFFFF
        return v - (1 << 24) if v >> 23 else v

    return [((sx * sy) >> 32) & M32, (((sx * sy) >> 32) + sx) & M32, _sat(sx * sy + sx, 32, True),
            _sat(sx + sy, 32, True), _sat(sx - sy, 32, True), ((sx + sy) >> 1) & M32,
            ((sx + sy + 1) >> 1) & M32, clz(x) + 64 * bin(x).count("1"), rot(x, y), abs(sx) & M32,
            abs(sx - sy) & M32, ((x * y) >> 32) ^ _sat(x * y + x, 32, False),
            _sat(x + y, 32, False) ^ _sat(x - y, 32, False),
            ((x + y) >> 1) ^ ((x + y + 1) >> 1) ^ abs(x - y), rot(x, y) ^ clz(x) ^ (bin(x).count("1") << 8),
            (s24(x) * s24(y) & M32) ^ (((x & 0xFFFFFF) * (y & 0xFFFFFF) + x) & M32)]


def test_integer_built_ins_of_int_and_uint() -> None:
    ins = [0x80000000, M32, 0x7FFFFFFF, 0x7FFFFFFF, 12345, 0xFFFF0000, 7, 35, 0, 0x80000001,
           0xDEADBEEF, 0x12345678, 1, 0xFFFFFFE0, 0x00FFFFFF, 0x00800000]
    n = len(ins) // 2
    words, approx = _run("a4_int_builtins_O3.ll",
                         lambda args: Schedule.full(n, buffer_bytes=64 * n, buffers={args[0].name: tuple(ins)}), 1)
    assert not approx
    assert [words[t][16 * t:16 * t + 16] for t in range(n)] == \
        [_int_builtins(ins[2 * t], ins[2 * t + 1]) for t in range(n)]


def test_vector_built_ins_are_refused_by_name(tmp_path: Path) -> None:
    kernel = tmp_path / "v.ll"
    kernel.write_text("define void @k(ptr %o, <4 x i32> %v) {\n  %r = call <4 x i32> "
                      "@_Z6mul_hiDv4_iS_(<4 x i32> %v, <4 x i32> %v)\n  store <4 x i32> %r, ptr %o\n"
                      "  ret void\n}\ndeclare <4 x i32> @_Z6mul_hiDv4_iS_(<4 x i32>, <4 x i32>) convergent\n")
    got = fuzzfarm(["check", str(kernel)])
    assert got.returncode == 2 and "mul_hi of vector arguments" in got.stderr


def _validate(before: Path, *extra: str) -> int:
    return fuzzfarm(["validate", str(before), *ARGS, *extra]).returncode


@pytest.mark.parametrize("name", ["a4_float_scans_O3.ll", "a4_sg_queries_O3.ll",
                                  "a4_int_builtins_O3.ll", "a4_int_builtins_wide_O3.ll",
                                  "a4_dh_scans_O3.ll", "a4_int_minmax_O3.ll",
                                  "a4_half_bcast_O3.ll"])
def test_check_and_validate_pass_on_real_pipelines(name: str) -> None:
    before = DATA / name
    assert fuzzfarm(["check", str(before)]).returncode == 0
    ran = fuzzfarm(["run", str(before), "--threads", "8", "--buffer-bytes", "512", "--oracle", "both"])
    assert ran.returncode == 0 and "agrees with the reference" in ran.stdout, ran.stdout
    assert _validate(before, "--pipeline", "default<O2>") == 0
    if shutil.which("opt-19") is not None:
        assert _validate(before, "--pipeline", "default<O2>", "--opt", "opt-19") == 0


@pytest.mark.parametrize("old,new", [
    ("_Z28sub_group_scan_inclusive_addf", "_Z28sub_group_scan_exclusive_addf"),
    ("_Z20sub_group_reduce_minf", "_Z20sub_group_reduce_maxf"),
])
def test_validate_finds_a_float_scan_or_reduction_changed(tmp_path: Path, old: str, new: str) -> None:
    """An inclusive scan made exclusive, a min made max: violations, with the lanes."""
    text = (DATA / "a4_float_scans_O3.ll").read_text()
    after = tmp_path / "after.ll"
    assert f"call float @{old}(" in text
    after.write_text(text.replace(f"call float @{old}(", f"call float @{new}(", 1))  # declared
    got = fuzzfarm(["validate", str(DATA / "a4_float_scans_O3.ll"), str(after), *ARGS])
    assert got.returncode == 1, got.stdout
    assert "lane" in got.stdout


def test_validate_finds_a_saturating_add_made_wrapping(tmp_path: Path) -> None:
    text = (DATA / "a4_int_builtins_O3.ll").read_text()
    after = tmp_path / "after.ll"
    after.write_text(text.replace("call i32 @_Z7add_satii(", "call i32 @_Z4haddii(", 1))
    got = fuzzfarm(["validate", str(DATA / "a4_int_builtins_O3.ll"), str(after), *ARGS])
    assert got.returncode == 1, got.stdout


def test_amdgpu_alloca_rule_suggests_a_triple(tmp_path: Path) -> None:
    """A portable kernel's alloca breaks AMDGPU's verifier under the default triple: the
    error says what to give instead, and that triple validates."""
    text = ("define void @k(ptr %out) {\nentry:\n  %a = alloca i32, align 4\n"
            "  %id = call i32 @getSubgroupLocalInvocationId()\n  store i32 %id, ptr %a\n"
            "  %v = load i32, ptr %a\n  %p = getelementptr i32, ptr %out, i32 %id\n"
            "  store i32 %v, ptr %p\n  ret void\n}\ndeclare i32 @getSubgroupLocalInvocationId()\n")
    result = run_passes(text, "sroa")
    assert result.status == "error" and "--triple nvptx64-nvidia-cuda" in result.message
    kernel = tmp_path / "k.ll"
    kernel.write_text(text)
    got = fuzzfarm(["validate", str(kernel), "--pipeline", "sroa"])
    assert got.returncode == 2 and "--triple nvptx64-nvidia-cuda" in got.stderr
    assert fuzzfarm(["validate", str(kernel), "--pipeline", "sroa",
                     "--triple", "nvptx64-nvidia-cuda"]).returncode == 0


def test_double_and_half_reductions_and_scans() -> None:
    """cl_dh_scans: the double functions, and half's inclusive add and min reduction."""
    vals = [1.5, -2.0, 0.75, 4.0, -0.25]
    n = len(vals)
    halves = tuple(h for v in vals for h in (lambda b: (b & M32, b >> 32))(
        int(struct.unpack("<Q", struct.pack("<d", v))[0])))

    def sched(args: object) -> Schedule:
        names = [a.name for a in args]  # type: ignore[attr-defined]
        return Schedule.full(n, buffer_bytes=64 * n, buffers={names[0]: halves})

    words, _ = _run("a4_dh_scans_O3.ll", sched, 1)
    got = [[struct.unpack("<d", struct.pack("<II", *words[t][10 * t + 2 * k:10 * t + 2 * k + 2]))[0]
            for k in range(5)] for t in range(n)]
    want = [[sum(vals), min(vals[:t], default=float("inf")), sum(vals[:t + 1]), max(vals),
             max(vals[:t + 1])] for t in range(n)]
    assert got == want
    hwords, _ = _run("a4_dh_scans_O3.ll", sched, 2)
    hbytes = [b"".join(w.to_bytes(4, "little") for w in hwords[t]) for t in range(n)]
    hgot = [struct.unpack("<ee", hbytes[t][4 * t:4 * t + 4]) for t in range(n)]
    assert hgot == [(sum(vals[:t + 1]), min(vals)) for t in range(n)]


def test_integer_built_ins_of_long_ulong_and_char() -> None:
    """cl_int_builtins_wide: 64-bit mul_hi (128-bit products), saturations, rotate, clz,
    and char's add_sat, abs, popcount."""
    m64 = (1 << 64) - 1
    longs = [-(1 << 63), -1, (1 << 63) - 1, (1 << 63) - 1, 0x123456789ABCDEF, -(1 << 40) + 7,
             3, 70, -5, 1 << 62, 0x7F, 0x7F]
    n = len(longs) // 2
    words = tuple(h for v in longs for h in ((v & m64) & M32, (v & m64) >> 32))

    def sched(args: object) -> Schedule:
        return Schedule.full(n, buffer_bytes=32 * n, buffers={args[0].name: words})  # type: ignore[index]

    got, approx = _run("a4_int_builtins_wide_O3.ll", sched, 1)
    assert not approx
    for t in range(n):
        x, y = longs[2 * t], longs[2 * t + 1]
        ux, uy = x & m64, y & m64
        r = y % 64
        rot = ((ux << r) | (ux >> (64 - r))) & m64 if r else ux
        want = [((x * y) >> 64) ^ _sat(x + y, 64, True),
                ((ux * uy) >> 64) ^ _sat(ux * uy + ux, 64, False),
                _sat(x * y + x, 64, True) ^ rot ^ (64 - uy.bit_length()),
                _sat(x - y, 64, True) ^ abs(x - y) ^ ((x + y + 1) >> 1)]
        words_t = got[t][8 * t:8 * t + 8]
        assert [words_t[2 * k] | words_t[2 * k + 1] << 32 for k in range(4)] == [w & m64 for w in want]
    chars, _ = _run("a4_int_builtins_wide_O3.ll", sched, 2)
    for t in range(n):
        cx, cy = (v & 0xFF for v in longs[2 * t:2 * t + 2])
        sx8, sy8 = (c - 256 if c >> 7 else c for c in (cx, cy))
        want8 = _sat(sx8 + sy8, 8, True) ^ (abs(sx8) & 0xFF) ^ bin(cy).count("1")
        assert (chars[t][t // 4] >> (8 * (t % 4))) & 0xFF == want8


MUL24 = """define void @k(ptr %out, i32 %a, i32 %b) {
  %id = call i32 @getSubgroupLocalInvocationId()
  %m = call i32 @_Z5mul24ii(i32 %a, i32 %b)
  %p = getelementptr i32, ptr %out, i32 %id
  store i32 %m, ptr %p
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @_Z5mul24ii(i32, i32) convergent
"""


def test_mul24_outside_24_bits_is_the_implementation_s(tmp_path: Path) -> None:
    """OpenCL C 2.0, 6.13.3: mul24 of an operand outside [-2**23, 2**23) is
    implementation-defined, so a pipeline computing the full product is no bug there."""
    fn = parse_module(MUL24).kernel()
    for a, noted in ((1000, False), (1 << 24, True)):
        sched = Schedule.full(2, args={"a": (a, a), "b": (3, 3)}, buffer_bytes=8)
        for oracle in (reference, simt):
            behaviour = oracle.run(fn, sched).behaviour
            assert ("impl-defined" in behaviour.approximations) is noted, oracle
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(MUL24)
    after.write_text(MUL24.replace("call i32 @_Z5mul24ii(i32 %a, i32 %b)", "mul i32 %a, %b"))
    got = fuzzfarm(["validate", str(before), str(after), "--threads", "2"])
    assert got.returncode == 3 and "approximation: impl-defined" in got.stdout, got.stdout


def test_built_ins_are_pure_and_queries_uniform_in_our_analyses() -> None:
    """Our transforms may move a built-in as a pure function (it traps on nothing), and
    our uniformity analysis takes a query for one value of the launch and a built-in's
    result as divergent only through its operands."""
    from fuzzfarm.analysis.uniformity import analyze
    from fuzzfarm.transforms.base import can_trap, is_movable, is_pure_intrinsic

    fn = parse_module((DATA / "a4_int_builtins_O3.ll").read_text()).kernel()
    calls = [i for i in fn.instructions() if i.opcode == "call" and "_Z" in (i.callee or "")
             and "get_sub_group" not in (i.callee or "")]
    assert len(calls) >= 20
    assert all(is_pure_intrinsic(i) and is_movable(i) and not can_trap(i) for i in calls)
    queries = parse_module((DATA / "a4_sg_queries_O3.ll").read_text()).kernel()
    info = analyze(queries)
    sizes = [i for i in queries.instructions() if i.callee in ("_Z18get_sub_group_sizev",
                                                                "_Z18get_num_sub_groupsv")]
    assert sizes and not any(i in info.divergent for i in sizes)


@pytest.mark.parametrize("triples,lo_above_hi", [
    ([(5, -3, 9), (-7, -9, -1), (0, 0, 0), (1 << 20, 12, 1000)], False),
    ([(5, 9, -3), (4, 1, 8)], True),
])
def test_min_max_clamp_ctz(triples: list[tuple[int, int, int]], lo_above_hi: bool) -> None:
    """cl_int_minmax against Python; clamp(x, lo, hi) with lo > hi has undefined results
    (OpenCL C 2.0, 6.13.3): ``impl-defined``, undecided."""
    n = len(triples)
    ins = tuple(v & M32 for t in triples for v in t)
    words, approx = _run("a4_int_minmax_O3.ll",
                         lambda args: Schedule.full(n, buffer_bytes=16 * n, buffers={args[0].name: ins}), 1)
    assert ("impl-defined" in approx) is lo_above_hi

    def ctz(v: int) -> int:
        v &= M32
        return (v & -v).bit_length() - 1 if v else 32

    for t, (x, y, z) in enumerate(triples):
        ux, uy, uz = x & M32, y & M32, z & M32
        want = [min(x, y) ^ (max(x, z) << 1), min(ux, uy) ^ max(uy, uz),
                min(max(x, y), z) ^ min(max(ux, 3), 900), ctz(x) + 64 * ctz(y)]
        assert words[t][4 * t:4 * t + 4] == [w & M32 for w in want]


def test_no_fp_choice_only_where_every_order_adds_to_the_same_bits() -> None:
    """Where the rule says the order cannot matter, every permutation's left-to-right sum
    (and a pairwise tree) of random ``half`` sets gives the same bits, checked by brute
    force with the reference's exact arithmetic; and the rule is not vacuous."""
    import itertools
    import random

    from fuzzfarm.ir.types import HALF
    from oracles.reference import floats
    from oracles.reference.floatscans import order_may_matter

    rng = random.Random(7)
    exact = 0
    for _ in range(300):
        n = rng.randint(2, 5)
        vals = [rng.choice([rng.getrandbits(16) & 0x7FFF | (rng.getrandbits(1) << 15),
                            rng.choice([0x3C00, 0x4000, 0xC200, 0x3800, 0x4500, 0x0001, 0x8000])])
                for _ in range(n)]
        if order_may_matter(HALF, vals):
            continue
        exact += 1
        sums = set()
        for perm in itertools.permutations(vals):
            acc = perm[0]
            for v in perm[1:]:
                acc = floats.binary("fadd", HALF, acc, v)
            sums.add(acc)
        pair = floats.binary("fadd", HALF, floats.binary("fadd", HALF, vals[0], vals[1]),
                             functools.reduce(lambda a, b: floats.binary("fadd", HALF, a, b), vals[2:])
                             ) if n > 2 else floats.binary("fadd", HALF, vals[1], vals[0])
        nans = {s for s in sums | {pair} if isinstance(s, int) and s & 0x7C00 == 0x7C00 and s & 0x3FF}
        assert len(sums | {pair}) == 1 or len(nans) == len(sums | {pair}), (vals, sums, pair)
    assert exact > 30


def test_half_broadcast_and_max() -> None:
    hs = [1.5, -2.0, 3.25, 0.5, 7.0, -1.0, 2.0, 0.25]
    raw = struct.pack("<8e", *hs)
    words = tuple(int.from_bytes(raw[i:i + 4], "little") for i in range(0, 16, 4))
    got, approx = _run("a4_half_bcast_O3.ll",
                       lambda args: Schedule.full(8, buffer_bytes=16, buffers={args[0].name: words}), 1)
    assert not approx
    out = b"".join(w.to_bytes(4, "little") for w in got[5])
    assert struct.unpack("<e", out[10:12])[0] == hs[2] + max(hs)
