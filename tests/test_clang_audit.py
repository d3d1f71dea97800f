"""Constructs an audit of clang's GPU kernels found refused (exit 2) though their meaning
is fixed: ``__builtin_expect``, vector-typed locals, OpenCL C's work-item functions.
Expected values are worked out by hand (tests/data/clang/kernels.cl for the OpenCL one).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import DATA_RACE, POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.launch import Launch
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")


def _both(text: str, sched: Schedule, buffer: int = 0) -> list[list[int]] | Outcome:
    """Each thread's words of buffer ``buffer``, the two oracles agreeing (else the outcome)."""
    fn = parse_module(text).kernel()
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome, (ref, sim)
    if ref.outcome is not Outcome.OK:
        return ref.outcome
    assert ref.threads == sim.threads
    return [[int.from_bytes(bytes(t.buffers[buffer][i:i + 4]), "little")
             for i in range(0, len(t.buffers[buffer]), 4)] for t in ref.threads]


EXPECT_AND_VECTOR_LOCAL = """define void @k(ptr %out) {
entry:
  %a = alloca <4 x i32>, align 16, addrspace(5)
  %id = call i32 @getSubgroupLocalInvocationId()
  %v = insertelement <4 x i32> <i32 10, i32 20, i32 30, i32 40>, i32 %id, i32 0
  store <4 x i32> %v, ptr addrspace(5) %a, align 16
  %p = getelementptr i8, ptr addrspace(5) %a, i32 8
  %x = load i32, ptr addrspace(5) %p
  %y = load i32, ptr addrspace(5) %a
  %e = call i32 @llvm.expect.i32(i32 %y, i32 0)
  %s = add i32 %x, %e
  store i32 %s, ptr %out
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @llvm.expect.i32(i32, i32)
"""


def test_expect_is_its_operand_and_a_vector_local_holds_its_elements() -> None:
    """Element 2 of <id, 20, 30, 40> is 30, at byte 8 of the local; llvm.expect(id, 0)
    is id whatever is expected: 30 + id."""
    got = _both(EXPECT_AND_VECTOR_LOCAL, Schedule.full(4, buffer_bytes=4))
    assert got == [[30], [31], [32], [33]]
    poisoned = EXPECT_AND_VECTOR_LOCAL.replace("i32 %y, i32 0)", "i32 poison, i32 0)")
    fn = parse_module(poisoned).kernel()
    threads = reference.run(fn, Schedule.full(2, buffer_bytes=4)).behaviour.threads
    assert [list(t.buffers[0]) for t in threads] == [[POISON] * 4] * 2  # 30 + poison


WORK_ITEMS = """define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %lid = call i64 @_Z12get_local_idj(i32 0)
  %base = mul i64 %lid, 6
  %p0 = getelementptr i32, ptr addrspace(1) %out, i64 %base
  %g = call i64 @_Z13get_global_idj(i32 0)
  %g32 = trunc i64 %g to i32
  store i32 %g32, ptr addrspace(1) %p0
  %names = call i64 @_Z14get_local_sizej(i32 0)
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i64 1
  %n32 = trunc i64 %names to i32
  store i32 %n32, ptr addrspace(1) %p1
  %groups = call i64 @_Z14get_num_groupsj(i32 0)
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i64 2
  %c32 = trunc i64 %groups to i32
  store i32 %c32, ptr addrspace(1) %p2
  %gsize = call i64 @_Z15get_global_sizej(i32 0)
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i64 3
  %s32 = trunc i64 %gsize to i32
  store i32 %s32, ptr addrspace(1) %p3
  %y = call i64 @_Z12get_local_idj(i32 1)
  %far = call i64 @_Z14get_local_sizej(i32 3)
  %yf = add i64 %y, %far
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i64 4
  %yf32 = trunc i64 %yf to i32
  store i32 %yf32, ptr addrspace(1) %p4
  %grp = call i64 @_Z12get_group_idj(i32 0)
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i64 5
  %grp32 = trunc i64 %grp to i32
  store i32 %grp32, ptr addrspace(1) %p5
  ret void
}
declare i64 @_Z12get_local_idj(i32) convergent
declare i64 @_Z13get_global_idj(i32) convergent
declare i64 @_Z14get_local_sizej(i32) convergent
declare i64 @_Z14get_num_groupsj(i32) convergent
declare i64 @_Z15get_global_sizej(i32) convergent
declare i64 @_Z12get_group_idj(i32) convergent
"""


@pytest.mark.parametrize(("launch", "expected"), [
    # lane L of the first workgroup of 64: global id L, size 64, 1 group, 64 in all
    (Launch(), lambda lane: [lane, 64, 1, 64, 0 + 1, 0]),
    # the second of 7 workgroups of 96: global id 96 + L, 7 * 96 = 672 work-items
    (Launch(group_id=(1, 0, 0), group_size=(96, 1, 1), groups=(7, 1, 1)),
     lambda lane: [96 + lane, 96, 7, 672, 1, 1]),
])
def test_opencl_work_item_functions_read_the_launch(launch: Launch, expected: object) -> None:
    """OpenCL C 2.0, 6.13.1: the y local id is 0 (the subgroup lies along x) and a
    dimension of 3 or more gives a local size of 1."""
    sched = Schedule(4, (0, 2, 3), buffer_bytes=96, launch=launch)
    got = _both(WORK_ITEMS, sched)
    assert isinstance(got, list)
    assert [words[6 * lane:6 * lane + 6] for lane, words in zip((0, 2, 3), got, strict=True)] \
        == [expected(lane) for lane in (0, 2, 3)]  # type: ignore[operator]


def test_a_bound_workgroup_leaves_opencl_ids_unsupported() -> None:
    """``reqd_work_group_size(16, 1, 1)`` excludes the 64-item workgroup of the launch
    (LLVM may fold ids under it); clang's argument descriptions bound nothing."""
    bound = WORK_ITEMS.replace("(ptr addrspace(1) %out) {", "(ptr addrspace(1) %out) !reqd_work_group_size !0 {")
    bound += "!0 = !{i32 16, i32 1, i32 1}\n"
    assert _both(bound, Schedule.full(4, buffer_bytes=96)) is Outcome.UNSUPPORTED
    described = WORK_ITEMS.replace("(ptr addrspace(1) %out) {", "(ptr addrspace(1) %out) !kernel_arg_addr_space !0 {")
    described += "!0 = !{i32 1}\n"
    assert isinstance(_both(described, Schedule.full(4, buffer_bytes=96)), list)


def test_an_opencl_vector_add_as_clang_writes_it() -> None:
    """c[i] = a[i] + b[i] with i = get_global_id(0) = 64 + lane in the second workgroup."""
    text = (DATA / "cl_vadd.ll").read_text()
    names = [a.name for a in parse_module(text).kernel().args]
    launch = Launch(group_id=(1, 0, 0), group_size=(64, 1, 1), groups=(2, 1, 1))
    sched = Schedule(4, (0, 3), buffer_bytes=512, launch=launch,
                     buffers={names[0]: tuple(range(128)), names[1]: tuple(range(0, 1280, 10))})
    fn = parse_module(text).kernel()
    got = reference.run(fn, sched).behaviour  # the lane simulator leaves clang's allocas to it
    assert got.outcome is Outcome.OK
    for t in got.threads:
        i = 64 + t.lane
        word = int.from_bytes(bytes(t.buffers[2][4 * i:4 * i + 4]), "little")
        assert word == i + 10 * i


@needs_opt19
@pytest.mark.parametrize("schedules", ["3", pytest.param("6", marks=pytest.mark.slow)])
def test_an_opencl_vector_add_validates_through_both_pipelines(schedules: str, tmp_path: Path) -> None:
    """It was bad input (exit 2: 'unknown convergent callee @_Z13get_global_idj'). Three
    drawn schedules by default, six with --run-slow."""
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / "cl_vadd.ll"), *pipeline, "--schedules", schedules], cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)


LDS_EXCHANGE = """@s = internal addrspace(3) global [8 x i32] undef
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %flags) {
entry:
  %l = call i64 @_Z12get_local_idj(i32 0)
  %l32 = trunc i64 %l to i32
  %twice = mul i32 %l32, 2
  %mine = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %l32
  store i32 %twice, ptr addrspace(3) %mine
  call void @_Z7barrierj(i32 FLAGS)
  %other = xor i32 %l32, 1
  %theirs = getelementptr [8 x i32], ptr addrspace(3) @s, i32 0, i32 %other
  %v = load i32, ptr addrspace(3) %theirs
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare i64 @_Z12get_local_idj(i32) convergent
declare void @_Z7barrierj(i32) convergent
"""


@pytest.mark.parametrize("flags", ["1", "3"])
def test_an_opencl_barrier_with_the_local_fence_orders_lds(flags: str) -> None:
    """s[l] = 2l; barrier(CLK_LOCAL_MEM_FENCE [| CLK_GLOBAL_MEM_FENCE]); out = s[l ^ 1]."""
    got = _both(LDS_EXCHANGE.replace("FLAGS", flags), Schedule.full(4, {"flags": [0] * 4}, buffer_bytes=4))
    assert got == [[2], [0], [6], [4]]


def test_an_opencl_barrier_without_it_leaves_the_exchange_racy() -> None:
    """barrier(CLK_GLOBAL_MEM_FENCE) orders no local memory: the neighbour's LDS store
    races with the load (OpenCL C 2.0, 6.13.8), so the run is no verdict's evidence;
    flags the oracles cannot read are unsupported."""
    fn = parse_module(LDS_EXCHANGE.replace("FLAGS", "2")).kernel()
    sched = Schedule.full(4, {"flags": [0] * 4}, buffer_bytes=4)
    for got in (reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour):
        assert DATA_RACE in got.approximations
    assert _both(LDS_EXCHANGE.replace("FLAGS", "%flags"), Schedule.full(4, {"flags": [1] * 4}, buffer_bytes=4)) \
        is Outcome.UNSUPPORTED


def test_an_opencl_sub_group_sum() -> None:
    """out[l] = sub_group_reduce_add(in[l]) with in[l] = l + 1 on lanes 0, 1, 3 active:
    1 + 2 + 4 = 7 in each (the sum over the lanes that meet it)."""
    text = (DATA / "cl_sgred.ll").read_text()
    fn = parse_module(text).kernel()
    names = [a.name for a in fn.args]
    sched = Schedule(4, (0, 1, 3), buffer_bytes=16, buffers={names[0]: (1, 2, 3, 4)})
    got = reference.run(fn, sched).behaviour
    assert got.outcome is Outcome.OK
    assert [int.from_bytes(bytes(t.buffers[1][4 * t.lane:4 * t.lane + 4]), "little")
            for t in got.threads] == [7, 7, 7]


@needs_opt19
@pytest.mark.parametrize("schedules", ["3", pytest.param("6", marks=pytest.mark.slow)])
@pytest.mark.parametrize("kernel", ["cl_lds.ll", "cl_sgred.ll"])
def test_opencl_barriers_and_sub_group_sums_validate(kernel: str, schedules: str, tmp_path: Path) -> None:
    """Both exited 2 ('unknown convergent callee @_Z12get_local_idj', then the barrier's
    and the reduction's). Three drawn schedules by default, six with --run-slow."""
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / kernel), *pipeline, "--schedules", schedules], cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)


DISPATCH = """define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %at) {
entry:
  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %ws = getelementptr i8, ptr addrspace(4) %d, i64 4
  %w16 = load i16, ptr addrspace(4) %ws, align 4
  %w = zext i16 %w16 to i32
  store i32 %w, ptr addrspace(1) %out
  %gs = getelementptr i8, ptr addrspace(4) %d, i64 %at
  %g = load i32, ptr addrspace(4) %gs, align 4
  %o1 = getelementptr i32, ptr addrspace(1) %out, i64 1
  store i32 %g, ptr addrspace(1) %o1
  ret void
}
declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
"""


def test_the_dispatch_packet_holds_the_launch() -> None:
    """HSA's kernel dispatch packet: workgroup_size_x (u16 at 4) 96, grid_size_x (u32 at
    12, in work-items) 7 * 96 = 672; offset 24 (private_segment_size) is not modelled, so
    the run decides nothing (buffer-bounds)."""
    launch = Launch(group_id=(1, 0, 0), group_size=(96, 1, 1), groups=(7, 1, 1))
    sched = Schedule(4, (0, 1), {"at": [12] * 4}, buffer_bytes=8, launch=launch)
    assert _both(DISPATCH, sched) == [[96, 672], [96, 672]]
    fn = parse_module(DISPATCH).kernel()
    past = Schedule(4, (0, 1), {"at": [24] * 4}, buffer_bytes=8, launch=launch)
    for got in (reference.run(fn, past).behaviour, simt.run(fn, past).behaviour):
        assert got.outcome is Outcome.UB and "buffer-bounds" in got.approximations  # no verdict


@needs_opt19
@pytest.mark.parametrize("schedules", ["4", pytest.param("8", marks=pytest.mark.slow)])
def test_a_grid_stride_loop_reading_the_dispatch_packet_validates(schedules: str, tmp_path: Path) -> None:
    """clang -O3's gs_ret reads gridDim through llvm.amdgcn.dispatch.ptr: exit 2 before.
    Four drawn schedules by default, eight with --run-slow (its 7th falls back to small
    arguments, as the saxpy grid-stride loop's do in test_clang_kernels.py)."""
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / "gs_ret_O3.ll"), *pipeline, "--schedules", schedules], cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)
