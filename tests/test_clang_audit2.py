"""What a second audit of clang's GPU kernels (tests/data/clang/audit2.{hip,cu,cl}, compiled
by clang-19 as kernels.hip says; one kernel a file by llvm-extract-19) found refused or
undecided though its meaning is fixed: CUDA's tiled warp operations (membermasks naming
the lane's own tile), ``atomicInc``/``atomicDec`` (``atomicrmw uinc_wrap``/``udec_wrap``),
LLVM's rounding intrinsics and ``llvm.ldexp``, ``__saturatef``, ``fminf``/``fmaxf`` of
NVVM, ``__builtin_amdgcn_fmed3f``, and OpenCL's sub-group functions. Expected values are
computed here in Python, independently of both oracles, which must agree.
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from test_clang_audit import _both  # both oracles agreeing, each thread's words

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"


def _own(words: list[list[int]]) -> list[int]:
    """Word ``t`` of thread ``t``'s buffer (``out[threadIdx.x]``)."""
    return [w[t] for t, w in enumerate(words)]


def _input(text: str, words: list[int]) -> dict[str, tuple[int, ...]]:
    """The ``buffers`` entry giving the kernel's first (input) pointer ``words``."""
    return {parse_module(text).kernel().args[0].name: tuple(words)}


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _float(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def test_tiles_of_eight_reduce_each_tile() -> None:
    """``__shfl_xor_sync(0xff << (t & ~7), v, m, 8)`` for m = 4, 2, 1: the masks cut the
    warp into four tiles of 8, each of which sums its own lanes (PTX: the threads of a
    membermask exchange with each other). A mask naming lanes that pass another mask
    stays unsupported."""
    text = (DATA / "a2_cu_tile8_O3.ll").read_text()
    words = [(7 * t * t + 3) & 0xFFFF for t in range(32)]
    sched = Schedule.full(32, buffer_bytes=256, buffers=_input(text, words))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    tile_sums = [sum(words[8 * (t // 8):8 * (t // 8) + 8]) for t in range(32)]
    assert _own(got) == tile_sums
    # tiles of 8 whose masks say 16 lanes: the lanes 8-15 pass 0xff00, not 0xffff
    wrong = text.replace("shl i32 255,", "shl i32 65535,")
    assert wrong != text
    assert _both(wrong, sched, 1) is Outcome.UNSUPPORTED


def test_atomic_inc_counts_and_wraps() -> None:
    """``atomicrmw uinc_wrap`` (CUDA's ``atomicInc``): old u>= v ? 0 : old + 1;
    ``udec_wrap``: old == 0 || old u> v ? v : old - 1 (LangRef). Each thread applies
    them to its own buffer, starting from in[0] = lane."""
    text = """define void @k(ptr %out, i32 %v, i32 %start) {
entry:
  store i32 %start, ptr %out
  %b = getelementptr i32, ptr %out, i32 1
  store i32 %start, ptr %b
  %o1 = atomicrmw uinc_wrap ptr %out, i32 %v monotonic
  %o2 = atomicrmw uinc_wrap ptr %out, i32 %v monotonic
  %d1 = atomicrmw udec_wrap ptr %b, i32 %v monotonic
  %c = getelementptr i32, ptr %out, i32 2
  store i32 %o2, ptr %c
  ret void
}
"""
    starts = [0, 2, 3, 4, 9, 0xFFFFFFFF]
    v = 3

    def inc(x: int) -> int:
        return 0 if x >= v else x + 1

    def dec(x: int) -> int:
        return v if x == 0 or x > v else x - 1

    sched = Schedule.full(len(starts), args={"v": [v] * len(starts), "start": starts},
                          buffer_bytes=16)
    got = _both(text, sched, 0)
    assert not isinstance(got, Outcome), got
    assert [w[:3] for w in got] == [[inc(inc(s)), dec(s), inc(s)] for s in starts]


def test_counter_in_shared_memory_of_one_thread_is_decided() -> None:
    """CUDA's c_smem_inc at -O3 on one thread: atomicMin, atomicMax and atomicInc(&cnt,
    20) of a counter starting at 0 leave min = max = in[0] and cnt = 1."""
    text = (DATA / "a2_cu_smem_inc_O3.ll").read_text()
    one = Schedule(32, (0,), buffer_bytes=256, buffers=_input(text, [5]))
    got = _both(text, one, 1)
    assert not isinstance(got, Outcome), got
    assert got[0][0] == 5 + 7 * 5 + 1000 * 1


@pytest.mark.parametrize("lanes", [2, 5, 21, 23])
def test_a_counter_every_thread_increments_with_one_bound_is_decided(lanes: int) -> None:
    """The same with more threads: their unused atomicMin/Max results commute, and so do
    their atomicInc(&cnt, 20): one function, applied in any order (it was atomic-order,
    undecided, for every launch but one thread). cnt counts the threads modulo 21."""
    text = (DATA / "a2_cu_smem_inc_O3.ll").read_text()
    words = [5 + 3 * (i % 4) for i in range(lanes)]
    sched = Schedule(32, tuple(range(lanes)), buffer_bytes=256, buffers=_input(text, words))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    expected = min(words) + 7 * max(words) + 1000 * (lanes % 21)
    assert [row[lane] for lane, row in enumerate(got)] == [expected] * lanes
    fn = parse_module(text).kernel()
    for oracle in (reference, simt):
        assert "atomic-order" not in oracle.run(fn, sched).behaviour.approximations


ROUNDING = """define void @k(ptr %out, float %x, float %y, float %z) {
entry:
  %r0 = call float @llvm.floor.f32(float %x)
  %r1 = call float @llvm.ceil.f32(float %x)
  %r2 = call float @llvm.trunc.f32(float %x)
  %r3 = call float @llvm.round.f32(float %x)
  %r4 = call float @llvm.rint.f32(float %x)
  %r5 = call float @llvm.roundeven.f32(float %x)
  %r6 = call float @llvm.nearbyint.f32(float %x)
  %r7 = call float @llvm.ldexp.f32.i32(float %x, i32 -3)
  %r8 = call float @llvm.nvvm.saturate.f(float %x)
  %r9 = call float @llvm.amdgcn.fmed3.f32(float %x, float %y, float %z)
  %r10 = call float @llvm.ldexp.f32.i32(float %x, i32 200)
  store float %r0, ptr %out
  %p1 = getelementptr float, ptr %out, i32 1
  store float %r1, ptr %p1
  %p2 = getelementptr float, ptr %out, i32 2
  store float %r2, ptr %p2
  %p3 = getelementptr float, ptr %out, i32 3
  store float %r3, ptr %p3
  %p4 = getelementptr float, ptr %out, i32 4
  store float %r4, ptr %p4
  %p5 = getelementptr float, ptr %out, i32 5
  store float %r5, ptr %p5
  %p6 = getelementptr float, ptr %out, i32 6
  store float %r6, ptr %p6
  %p7 = getelementptr float, ptr %out, i32 7
  store float %r7, ptr %p7
  %p8 = getelementptr float, ptr %out, i32 8
  store float %r8, ptr %p8
  %p9 = getelementptr float, ptr %out, i32 9
  store float %r9, ptr %p9
  %p10 = getelementptr float, ptr %out, i32 10
  store float %r10, ptr %p10
  ret void
}
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.roundeven.f32(float)
declare float @llvm.nearbyint.f32(float)
declare float @llvm.ldexp.f32.i32(float, i32)
declare float @llvm.nvvm.saturate.f(float)
declare float @llvm.amdgcn.fmed3.f32(float, float, float)
"""


def _half_even(x: float) -> float:
    return math.copysign(float(round(x)), x)  # Python's round() is half to even


def _half_away(x: float) -> float:
    return math.copysign(math.floor(abs(x) + 0.5), x)


def test_rounding_ldexp_saturate_and_median() -> None:
    """floor/ceil/trunc/round/rint/roundeven/nearbyint keep the sign of a zero result,
    round goes half away from zero and rint half to even; ldexp(x, -3) is x / 8 (exact
    here), ldexp(x, 200) overflows to an infinity; saturate clamps to [0, 1]; fmed3 is
    the median of (x, y, z)."""
    xs = [2.5, -2.5, 3.5, -0.25, 0.75, -7.0, 1.5e9, 0.5]
    ys = [1.0, -3.0, 9.0, 0.5, -1.0, 2.0, 0.0, 0.5]
    zs = [0.0, 4.0, -9.0, 0.25, 8.0, -8.0, 3.0, 0.75]
    n = len(xs)
    sched = Schedule.full(n, args={"x": [_f32(x) for x in xs], "y": [_f32(y) for y in ys],
                                   "z": [_f32(z) for z in zs]}, buffer_bytes=64)
    got = _both(ROUNDING, sched, 0)
    assert not isinstance(got, Outcome), got
    for t, (x, y, z) in enumerate(zip(xs, ys, zs, strict=True)):
        expect = [math.floor(x), math.ceil(x), math.trunc(x), _half_away(x), _half_even(x),
                  _half_even(x), _half_even(x), x / 8, min(max(x, 0.0), 1.0),
                  sorted([x, y, z])[1], math.copysign(math.inf, x)]
        # a rounding to zero keeps x's sign; saturate's zero is +0.0
        expect = [math.copysign(float(e), x) if e == 0 and k < 7 else float(e)
                  for k, e in enumerate(expect)]
        assert got[t][:11] == [_f32(e) for e in expect], (x, [_float(w) for w in got[t][:11]])


def test_saturate_of_nan_is_zero_and_fmed3_of_nan_undecided() -> None:
    """PTX's cvt.sat flushes a NaN to +0.0; fmed3 of a NaN depends on the IEEE mode
    (fp-choice: never a verdict)."""
    nan = 0x7FC00000
    sched = Schedule.full(1, args={"x": [nan], "y": [_f32(1.0)], "z": [_f32(2.0)]},
                          buffer_bytes=64)
    got = _both(ROUNDING, sched, 0)
    assert not isinstance(got, Outcome), got
    assert got[0][8] == 0
    fn = parse_module(ROUNDING).kernel()
    assert "fp-choice" in reference.run(fn, sched).behaviour.approximations


def test_hip_fmed3_clamps() -> None:
    """h_fmed3: fmed3(v, 0, 1) + fmed3(v, -2, 2) in float, clang's -O3 module."""
    text = (DATA / "a2_h_fmed3_O3.ll").read_text()
    vals = [-3.0, -1.5, 0.25, 0.75, 1.5, 2.5, 40.0, -0.5]
    sched = Schedule.full(len(vals), buffer_bytes=64,
                          buffers=_input(text, [_f32(v) for v in vals]))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    assert _own(got) == [_f32(min(max(v, 0.0), 1.0) + min(max(v, -2.0), 2.0)) for v in vals]


def test_cuda_saturate_fmin_fmax_fabs() -> None:
    """c_saturate: __saturatef(x) + __nvvm_fmin_f(x, .5) + __nvvm_fmax_f(x, -.5) +
    __nvvm_fabs_f(x) on a whole warp, away from the zero-sign choices."""
    text = (DATA / "a2_cu_saturate_O3.ll").read_text()
    vals = [(t - 12) * 0.25 for t in range(32)]
    vals = [v if v != 0 else 3.0 for v in vals]
    sched = Schedule.full(32, buffer_bytes=256, buffers=_input(text, [_f32(v) for v in vals]))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got

    def expect(x: float) -> float:
        return ((min(max(x, 0.0), 1.0) + min(x, 0.5)) + max(x, -0.5)) + abs(x)
    assert _own(got) == [_f32(expect(v)) for v in vals]


def test_opencl_sub_group_any_all_min_and_broadcast() -> None:
    """get_sub_group_local_id() is the lane; sub_group_any/all/reduce_min over the wave
    (cl_sg_any_all); sub_group_broadcast(in[l], 3) and sub_group_reduce_max (cl_bcast2)."""
    any_all = (DATA / "a2_cl_sg_any_all_O3.ll").read_text()
    for words in ([5, 1, 2, 9, 4, 4, 7, 3], [5, 0, 2, 9, 4, 4, 7, 3]):
        sched = Schedule.full(8, buffer_bytes=64, buffers=_input(any_all, words))
        got = _both(any_all, sched, 1)
        assert not isinstance(got, Outcome), got
        want = int(any(w > 0 for w in words)) + 2 * int(all(w > 0 for w in words)) \
            + 4 * min(words)
        assert _own(got) == [want] * 8
    bcast = (DATA / "a2_cl_bcast2_O3.ll").read_text()
    words = [10 * t + 1 for t in range(8)]
    sched = Schedule.full(8, buffer_bytes=64, buffers=_input(bcast, words))
    got = _both(bcast, sched, 1)
    assert not isinstance(got, Outcome), got
    assert _own(got) == [words[3] + 1000 * max(words)] * 8
    # lane 3 not among the lanes that meet the broadcast: poison (as readlane)
    low = Schedule(8, (0, 1, 2), buffer_bytes=64, buffers=_input(bcast, words))
    fn = parse_module(bcast).kernel()
    for oracle in (reference, simt):
        threads = oracle.run(fn, low).behaviour.threads
        assert all(POISON in t.buffers[1][4 * t.lane:4 * t.lane + 4] for t in threads)


TILED_VOTE = """define void @k(ptr %out, i32 %m) {
entry:
  %id = call i32 @llvm.nvvm.read.ptx.sreg.laneid()
  %p = icmp ult i32 %id, 3
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 %m, i1 %p)
  %c = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %p)
  store i32 %b, ptr %out
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.laneid()
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) convergent
"""


def test_a_vote_is_uniform_only_where_its_mask_is() -> None:
    """A per-lane membermask cuts the converged lanes into tiles with results of their
    own, so our uniformity analysis calls such a vote divergent (the full-mask one stays
    uniform), and the executed ballots differ tile by tile."""
    fn = parse_module(TILED_VOTE).kernel()
    info = analyze(fn)
    b, c = (i for i in fn.instructions() if i.name in ("b", "c"))
    assert b in info.divergent and c not in info.divergent
    masks = [0xFF << (8 * (t // 8)) for t in range(32)]
    sched = Schedule.full(32, args={"m": masks}, buffer_bytes=128)
    got = _both(TILED_VOTE, sched, 0)
    assert not isinstance(got, Outcome), got
    assert [w[0] for w in got] == [0b111 if t < 8 else 0 for t in range(32)]


WRAP_BOUNDS = """@c = internal addrspace(3) global i32 0
define void @k(ptr %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %bit = and i32 %t, 1
  %odd = icmp ne i32 %bit, 0
  br i1 %odd, label %one, label %five
one:
  %a = atomicrmw uinc_wrap ptr addrspace(3) @c, i32 1 monotonic
  br label %done
five:
  %b = atomicrmw uinc_wrap ptr addrspace(3) @c, i32 BOUND monotonic
  br label %done
done:
  call void @llvm.amdgcn.s.barrier()
  %v = load i32, ptr addrspace(3) @c
  store i32 %v, ptr %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier() convergent
"""


@pytest.mark.parametrize(("bound", "commutes"), [("1", True), ("5", False)])
def test_increments_with_two_bounds_do_not_commute(bound: str, commutes: bool) -> None:
    """atomicInc with bound 1 from odd lanes and ``bound`` from even ones: two bounds are
    two functions (from 0: 1 then 5 gives 1 -> 2, 5 then 1 gives 1 -> 0), so their order
    shows: atomic-order in both oracles; with one bound the run is decided."""
    fn = parse_module(WRAP_BOUNDS.replace("BOUND", bound)).kernel()
    sched = Schedule(4, (0, 1, 2, 3), buffer_bytes=64)
    for oracle in (reference, simt):
        got = oracle.run(fn, sched).behaviour
        assert ("atomic-order" in got.approximations) is not commutes, (oracle, got)
