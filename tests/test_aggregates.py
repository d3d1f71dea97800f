"""Kernels with aggregates (oracles/SEMANTICS.md, "Aggregates"): structs passed to the
kernel (AMDGPU ``byref``, NVPTX ``byval``, OpenCL's struct value), structs in allocas and
buffers, GEPs through their fields (and clang -O3's i8 offsets), a device function's
``[2 x i32]`` result, ``llvm.memcpy`` of a local struct.

The kernels are tests/data/clang/aggregates.{hip,cu,cl}, compiled as their headers say;
every expected value is worked out here from the source's meaning. Both oracles run each
kernel and must show the same values.
"""

from __future__ import annotations

import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm
from lanewords import agreed_buffers

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.errors import UnsupportedError
from fuzzfarm.ir.layout import field_offset, leaves, struct_layout
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import canonicalize
from fuzzfarm.ir.types import I8, I16, I32, I64, PTR, ArrayType, PtrType, StructType
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"


def f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def words(data: tuple[object, ...], count: int) -> list[int]:
    """The first ``count`` little-endian 32-bit words of a buffer (no poison expected)."""
    assert POISON not in data[:4 * count]
    raw = bytes(data[:4 * count])  # type: ignore[arg-type]
    return list(struct.unpack(f"<{count}I", raw))


def both(name: str, sched: Schedule) -> list[tuple[tuple[object, ...], ...]]:
    """Each active lane's buffers, from both oracles, which must agree."""
    return agreed_buffers(DATA / name, sched)


def test_struct_layouts_follow_the_data_layout_rules() -> None:
    s = StructType((I8, I32, I16))
    assert struct_layout(s).offsets == (0, 4, 8) and struct_layout(s).size == 12
    packed = StructType((I8, I32, I16), packed=True)
    assert struct_layout(packed).offsets == (0, 1, 5) and struct_layout(packed).size == 7
    nested = StructType((I8, ArrayType(3, StructType((I16, I8))), I64))
    assert field_offset(nested, 2) == 16 and struct_layout(nested).size == 24
    assert [leaf.offset for leaf in leaves(nested)] == [0, 2, 4, 6, 8, 10, 12, 16]
    assert struct_layout(StructType((PTR, I32))).size == 16


@pytest.mark.parametrize("name", ["agg_params_saxpy.ll", "agg_params_saxpy_O3.ll"])
def test_a_params_struct_passed_byref_drives_a_saxpy(name: str) -> None:
    """``struct Params { int *a; float s; int n; }`` by value: y[i] = s * x[i] + a[i] for
    i < n. Its fields are inputs ``0.0`` (a buffer), ``0.1``, ``0.2``; y is observed after
    a and x. Values are exact in float, fused or not."""
    n, s = 3, 2.0
    a, x = [5, -1, 7, 9], [1.0, 2.5, -3.0, 4.0]
    sched = Schedule(4, (0, 1, 2, 3), args={"0.1": (f32(s),) * 4, "0.2": (n,) * 4},
                     buffer_bytes=64, buffers={"0.0": tuple(v & 0xFFFFFFFF for v in a),
                                               "1": tuple(f32(v) for v in x)})
    for lane, bufs in enumerate(both(name, sched)):
        y = words(bufs[2], 4)
        want = f32(s * x[lane] + a[lane]) if lane < n else 0
        assert y[lane] == want


@pytest.mark.parametrize("name", ["agg_particles.ll", "agg_particles_O3.ll"])
def test_an_array_of_structs_is_updated_in_place(name: str) -> None:
    """``ps[i]`` copied out (memcpy at O0, i8-offset GEPs at O3), moved by dt if alive,
    copied back: each lane's own 20-byte particle."""
    dt = 0.5
    parts = [(1.0 + i, -2.0, 2.0 * i, 4.0, i % 2) for i in range(4)]
    image = [w for p in parts for w in (*map(f32, p[:4]), p[4])]
    sched = Schedule(4, (0, 1, 2, 3), args={"1": (f32(dt),) * 4}, buffer_bytes=80,
                     buffers={"0": tuple(image)})
    for lane, bufs in enumerate(both(name, sched)):
        x, y, vx, vy, alive = parts[lane]
        if alive:
            x, y = x + vx * dt, y + vy * dt
        assert words(bufs[0], 20)[5 * lane:5 * lane + 5] == [f32(x), f32(y), f32(vx), f32(vy), alive]


def test_a_struct_returned_from_a_device_function() -> None:
    """``Pair minmax(a, b)`` returns ``[2 x i32]`` (clang's coercion): out[2i], out[2i+1]."""
    a, b = [3, -4, 10, 0], [7, -9, 2, 0]
    u = lambda v: v & 0xFFFFFFFF  # noqa: E731
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64,
                     buffers={"0": tuple(map(u, a)), "1": tuple(map(u, b))})
    for lane, bufs in enumerate(both("agg_struct_ret.ll", sched)):
        out = words(bufs[2], 8)
        assert out[2 * lane:2 * lane + 2] == [u(min(a[lane], b[lane])), u(max(a[lane], b[lane]))]


def test_a_local_struct_copied_with_memcpy() -> None:
    """a.v[j] = in[i] + j, a.k = i; b = a (memcpy); b.v[i & 3] *= 2; out[i] = sum + k."""
    inputs = [10, -3, 0, 6]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64,
                     buffers={"0": tuple(v & 0xFFFFFFFF for v in inputs)})
    for i, bufs in enumerate(both("agg_local_copy.ll", sched)):
        v = [inputs[i] + j for j in range(4)]
        v[i & 3] *= 2
        assert words(bufs[1], 4)[i] == (sum(v) + i) & 0xFFFFFFFF


def test_a_struct_holding_a_pointer_and_a_count_drives_a_ballot_loop() -> None:
    """``struct Span { const int *p; int count; }``: for j < count, v = p[j] + i; the
    ballot of v & 1 over the wave and the neighbour's v (lane i ^ 1) are summed."""
    p, count = [4, 7, 1], 3
    sched = Schedule.full(64, args={"0.1": (count,) * 64}, buffer_bytes=256,
                          buffers={"0.0": tuple(p)})
    got = both("agg_span_ballot.ll", sched)
    for i, bufs in enumerate(got):
        acc = 0
        for j in range(count):
            odd = sum((p[j] + lane) & 1 for lane in range(64))
            acc += odd + p[j] + (i ^ 1)
        assert words(bufs[1], 64)[i] == acc


def test_a_cuda_struct_passed_byval_with_a_shuffle() -> None:
    """``struct Job { const int *in; int *out; int scale; }``: out[t] = in[t] * scale +
    in[t ^ 1] * scale over a whole warp (the full mask)."""
    data, scale = [3 * t - 20 for t in range(32)], 5
    sched = Schedule.full(32, args={"0.2": (scale,) * 32}, buffer_bytes=128,
                          buffers={"0.0": tuple(v & 0xFFFFFFFF for v in data)})
    for t, bufs in enumerate(both("cu_job.ll", sched)):
        assert words(bufs[1], 32)[t] == (data[t] * scale + data[t ^ 1] * scale) & 0xFFFFFFFF


@pytest.mark.parametrize("name", ["cl_affine.ll", "cl_affine_O3.ll"])
def test_an_opencl_struct_argument_copied_and_changed(name: str) -> None:
    """``Affine { int scale, offset; short bias[2]; }`` passed as a value: q = p;
    q.bias[i & 1] += 1; out[i] = in[i] * scale + offset + bias[0] - bias[1]."""
    scale, offset, bias = -3, 11, [7, -2]
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64,
                     args={"2.0": (scale & 0xFFFFFFFF,) * 4, "2.1": (offset,) * 4,
                           "2.2.0": (bias[0],) * 4, "2.2.1": (bias[1] & 0xFFFF,) * 4},
                     buffers={"0": (4, 5, 6, 7)})
    for i, bufs in enumerate(both(name, sched)):
        b = list(bias)
        b[i & 1] += 1
        assert words(bufs[1], 4)[i] == ((4 + i) * scale + offset + b[0] - b[1]) & 0xFFFFFFFF


def test_a_local_struct_initialized_from_a_constant_global() -> None:
    """``Table t = {{1, 2, 3, 4, 5, 6}, 2.0f}`` is a memcpy from ``@__const...`` (a struct
    constant in addrspace(4)): out[i] = a[i % 6] * 2."""
    sched = Schedule(8, tuple(range(8)), buffer_bytes=64)
    for i, bufs in enumerate(both("agg_const_init.ll", sched)):
        assert words(bufs[0], 8)[i] == (i % 6 + 1) * 2


@pytest.mark.parametrize(("name", "extra"), [
    ("agg_const_init.ll", []), ("agg_params_saxpy.ll", []), ("agg_particles.ll", ["--buffer-bytes", "1280"]),
    ("agg_struct_ret.ll", []), ("agg_local_copy.ll", []),
    # its drawn spans loop long in the reference: 2 schedules by default, all 4 with --run-slow
    ("agg_span_ballot.ll", ["--schedules", "2"]), pytest.param("agg_span_ballot.ll", [], marks=pytest.mark.slow),
    ("cu_job.ll", []), ("cl_affine.ll", []),
])
def test_aggregate_kernels_validate_through_o2(name: str, extra: list[str], tmp_path: Path) -> None:
    got = fuzzfarm(["validate", str(DATA / name), "--pipeline", "default<O2>", "--schedules", "4",
                    *extra], cwd=tmp_path)
    assert got.returncode == 0 and "0 undecided" in got.stdout, got.stdout + got.stderr


@pytest.mark.parametrize(("name", "old", "new"), [
    # offset read where scale is (a field read swapped)
    ("cl_affine_O3.ll", "extractvalue %struct.Affine %2, 0\n", "extractvalue %struct.Affine %2, 1\n"),
    # p.lo read from field 1 (hi)
    ("agg_struct_ret.ll", "getelementptr inbounds %struct.Pair, ptr %19, i32 0, i32 0",
     "getelementptr inbounds %struct.Pair, ptr %19, i32 0, i32 1"),
])
def test_a_swapped_field_read_is_a_violation(name: str, old: str, new: str, tmp_path: Path) -> None:
    before = (DATA / name).read_text()
    assert before.count(old) == 1
    after = tmp_path / "after.ll"
    after.write_text(before.replace(old, new))
    got = fuzzfarm(["validate", str(DATA / name), str(after), "--schedules", "4"], cwd=tmp_path)
    assert got.returncode == 1 and "violation" in got.stdout, got.stdout + got.stderr


POINTER_INTO_BUFFER = """
define void @k(ptr %out, ptr %in) {
  store ptr %in, ptr %out, align 8
  ret void
}
"""


def test_a_pointer_left_in_an_observed_buffer_is_unsupported_in_both_oracles() -> None:
    fn = parse_module(POINTER_INTO_BUFFER).kernel()
    sched = Schedule.full(2, buffer_bytes=16)
    assert reference.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED
    assert simt.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED


OVERLAP = """
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
define void @k(ptr %out) {
  %a = getelementptr i8, ptr %out, i64 %SHIFT
  call void @llvm.memcpy.p0.p0.i64(ptr %a, ptr %out, i64 8, i1 false)
  ret void
}
"""


@pytest.mark.parametrize(("shift", "outcome"), [(4, Outcome.UB), (8, Outcome.OK)])
def test_overlapping_memcpy_is_undefined(shift: int, outcome: Outcome) -> None:
    fn = parse_module(OVERLAP.replace("%SHIFT", str(shift))).kernel()
    sched = Schedule.full(2, buffer_bytes=16, buffers={"out": (1, 2, 3, 4)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is outcome and sim.outcome is outcome
    if outcome is Outcome.OK:
        assert words(ref.threads[0].buffers[0], 4) == [1, 2, 1, 2]
        assert [t.buffers for t in sim.threads] == [t.buffers for t in ref.threads]


BYVAL_CALLEE = """
%S = type { i32, i32 }
define internal i32 @f(ptr byval(%S) %s) {
  %v = load i32, ptr %s, align 4
  ret i32 %v
}
define i32 @k(ptr byval(%S) %s) {
  %r = call i32 @f(ptr byval(%S) %s)
  ret i32 %r
}
"""


def test_a_device_function_taking_a_struct_byval_reads_its_copy() -> None:
    """The callee gets a copy of the caller's struct (LangRef "byval"), which both oracles
    now make (tests/test_clang_audit10.py checks that its writes stay its own); a ``byref``
    callee, whose memory is the caller's under rules the model does not hold, stays
    unsupported: never a guess."""
    fn = parse_module(BYVAL_CALLEE).kernel("k")
    sched = Schedule.full(1, args={"s.0": (1,), "s.1": (2,)})
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK
    assert ref.threads[0].return_value == sim.threads[0].return_value == 1
    fn = parse_module(BYVAL_CALLEE.replace("@f(ptr byval", "@f(ptr byref")).kernel("k")
    assert reference.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED
    assert simt.run(fn, sched).behaviour.outcome is Outcome.UNSUPPORTED


def test_a_struct_with_a_field_of_unknown_alignment_is_unsupported() -> None:
    text = "define void @k() {\n  %a = alloca { i8, ptr addrspace(5) }, align 8\n  ret void\n}"
    with pytest.raises(UnsupportedError):
        parse_module(text)
    assert isinstance(leaves(StructType((PTR, I32)))[0].type, PtrType)
    assert StructType((I16,), packed=True).__str__() == "<{ i16 }>"


@pytest.mark.parametrize("name", ["agg_const_init.ll", "agg_params_saxpy.ll", "cl_affine_O3.ll"])
def test_named_types_print_as_literal_structs_llvm_reads(name: str) -> None:
    """The model keeps no type definitions: ``%struct.P`` (in instructions, ``byref(...)``
    and global initializers) prints as its literal struct, and printing is a fixpoint."""
    printed = print_module(parse_module((DATA / name).read_text()))
    assert "%struct." not in printed
    assert print_module(parse_module(canonicalize(printed))) == printed
