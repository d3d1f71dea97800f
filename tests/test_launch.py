"""The launch geometry: workgroup (block) ids, sizes and counts (fuzzfarm.launch).

``blockIdx.x * blockDim.x + threadIdx.x`` is the first line of most CUDA and HIP
kernels; the oracles read it from the schedule's launch. Expected values are worked out
by hand from the launch, never from the oracles.
"""

from __future__ import annotations

import json
import random
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from clirun import Ran, fuzzfarm

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.launch import Launch, draw, reads_launch
from fuzzfarm.schedule import Schedule
from generators.schedules import generate_schedule
from oracles import reference, simt

#: out[tid] = blockIdx.x * blockDim.x + tid + 1000 * gridDim.x  (CUDA)
CUDA = """target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %g = call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = mul i32 %b, %d
  %i = add i32 %m, %t
  %k = mul i32 %g, 1000
  %v = add i32 %i, %k
  %te = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %te
  store i32 %v, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
"""

#: out[tid] = workgroup.id.{x,y} packed, then a branch on the workgroup id (HIP)
HIP = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) ATTRS {
entry:
  %x = call i32 @llvm.amdgcn.workgroup.id.x()
  %y = call i32 @llvm.amdgcn.workgroup.id.y()
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %y8 = shl i32 %y, 8
  %xy = or i32 %x, %y8
  %first = icmp eq i32 %x, 0
  br i1 %first, label %zero, label %done
zero:
  br label %done
done:
  %r = phi i32 [ %xy, %entry ], [ 4096, %zero ]
  %te = zext i32 %t to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %te
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _words(text: str, launch: Launch, lanes: int = 4) -> list[int] | Outcome:
    """Each lane's first word of its buffer, after both oracles agree."""
    fn = parse_module(text).kernel()
    sched = Schedule(lanes, tuple(range(lanes)), buffer_bytes=4 * lanes, launch=launch)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome == sim.outcome, (ref, sim)
    if ref.outcome is not Outcome.OK:
        return ref.outcome
    assert ref.threads == sim.threads
    return [int.from_bytes(bytes(t.buffers[0][4 * lane:4 * lane + 4]), "little")
            for lane, t in enumerate(ref.threads)]


@pytest.mark.parametrize(("launch", "base"), [
    (Launch(), 0 + 1000),
    (Launch(group_id=(2, 0, 0), group_size=(256, 1, 1), groups=(3, 1, 1)), 512 + 3000),
    (Launch(group_id=(6, 0, 0), group_size=(96, 2, 1), groups=(7, 1, 1)), 576 + 7000),
])
def test_cuda_global_index_reads_the_launch(launch: Launch, base: int) -> None:
    assert _words(CUDA, launch) == [base + lane for lane in range(4)]


def test_hip_workgroup_ids_and_a_branch_on_them() -> None:
    kernel = HIP.replace("ATTRS", "")
    assert _words(kernel, Launch()) == [4096] * 4
    launch = Launch(group_id=(5, 3, 0), groups=(9, 4, 1))
    assert _words(kernel, launch) == [5 | 3 << 8] * 4


@pytest.mark.parametrize(("attrs", "launch", "supported"), [
    # the AMDGPU attributor marks every kernel so, reads of id.x included (opt-19 O3 does)
    ('"amdgpu-no-workgroup-id-x"', Launch(), True),
    ('"amdgpu-no-workgroup-id-y"', Launch(), False),
    ('"amdgpu-max-num-workgroups"="4,1,1"', Launch(), False),
    ('"amdgpu-flat-work-group-size"="1,256"', Launch(group_size=(256, 1, 1)), True),
    ('"amdgpu-flat-work-group-size"="1,256"', Launch(group_size=(512, 1, 1)), False),
    ('"amdgpu-flat-work-group-size"="128,256"', Launch(), False),
])
def test_kernel_bounds_on_the_launch(attrs: str, launch: Launch, supported: bool) -> None:
    text = HIP.replace("ATTRS", "#0") + f"attributes #0 = {{ {attrs} }}\n"
    got = _words(text, launch)
    assert (got != Outcome.UNSUPPORTED) is supported, got


@pytest.mark.parametrize(("rng", "launch", "supported"), [
    ("range(i32 1, 1025)", Launch(), True),
    ("range(i32 1, 64)", Launch(), False),            # excludes 64
    ("range(i32 1, 129)", Launch(group_size=(128, 1, 1)), True),
    ("range(i32 100, 50)", Launch(), False),          # wraps: 100..2**32-1 and 0..49
    ("range(i32 60, 50)", Launch(), True),            # wraps and holds 64
])
def test_a_range_on_the_call_must_hold_the_launch_value(rng: str, launch: Launch, supported: bool) -> None:
    text = CUDA.replace("%d = call i32", f"%d = call {rng} i32")
    assert (_words(text, launch) != Outcome.UNSUPPORTED) is supported


def test_a_wrapping_range_that_excludes_lane_0_makes_a_work_item_id_unsupported() -> None:
    """range(i32 1, -2147483648) is 1..2**31-1: LLVM may take the id for nonzero. The
    old check took every wrapping range for one that holds 0..63."""
    text = CUDA.replace("%t = call i32", "%t = call range(i32 1, -2147483648) i32")
    assert _words(text, Launch()) == Outcome.UNSUPPORTED
    text = CUDA.replace("%t = call i32", "%t = call range(i32 0, 1024) i32")
    assert _words(text, Launch()) == [1000 + lane for lane in range(4)]


def test_launch_values_are_uniform_in_our_analysis() -> None:
    fn = parse_module(CUDA).kernel()
    info = analyze(fn)
    by_name = {i.name: i for b in fn.blocks for i in b.instructions if i.name}
    assert {n for n in ("b", "d", "g", "m", "k") if info.is_uniform(by_name[n])} == {"b", "d", "g", "m", "k"}
    assert not info.is_uniform(by_name["i"])


def test_schedule_files_carry_the_launch_and_old_ones_read_the_same() -> None:
    launch = Launch(group_id=(1, 0, 0), group_size=(128, 2, 1), groups=(2, 1, 1))
    sched = Schedule.full(4, launch=launch)
    data = sched.to_json()
    assert data["launch"] == {"group_id": [1, 0, 0], "group_size": [128, 2, 1], "groups": [2, 1, 1]}
    assert Schedule.from_json(json.loads(json.dumps(data))) == sched
    plain = Schedule.full(4)
    assert "launch" not in plain.to_json()
    assert Schedule.from_json(plain.to_json()).launch == Launch()
    with pytest.raises(ValueError, match="group_id < groups"):
        Schedule.from_json({**data, "launch": {"group_id": [2, 0, 0], "groups": [2, 1, 1]}})
    with pytest.raises(ValueError, match="three whole numbers"):
        Schedule.from_json({**data, "launch": {"group_size": [64, 1]}})


def test_drawn_launches_leave_other_kernels_schedules_alone() -> None:
    """Kernels without launch reads get the default launch; a kernel with them gets the
    same lanes and inputs as it would without, plus drawn sizes the kernel admits."""
    cuda = parse_module(CUDA).kernel()
    plain = parse_module(CUDA.replace("call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()", "add i32 64, 0")
                         .replace("call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()", "add i32 0, 0")
                         .replace("call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()", "add i32 1, 0")).kernel()
    assert reads_launch(cuda) and not reads_launch(plain)
    launches = set()
    for seed in range(40):
        a, b = generate_schedule(cuda, seed), generate_schedule(plain, seed)
        assert b.launch == Launch()
        assert (a.subgroup_size, a.active_lanes, a.args, a.choices) == \
            (b.subgroup_size, b.active_lanes, b.args, b.choices)
        launches.add(a.launch)
    assert len(launches) > 3 and {la.group_id for la in launches} == {(0, 0, 0), (1, 0, 0)}
    bounded = parse_module(HIP.replace("ATTRS", "#0")
                           + 'attributes #0 = { "amdgpu-flat-work-group-size"="1,128" }\n').kernel()
    rng = random.Random(1)
    assert all(draw(rng, bounded).group_size[0] <= 128 for _ in range(50))


def _cli(*args: str, cwd: Path) -> Ran:
    return fuzzfarm(args, cwd=cwd)


def test_a_wrong_block_size_is_a_replayable_violation(tmp_path: Path) -> None:
    (tmp_path / "before.ll").write_text(CUDA)
    # blockDim.x taken for 64: right on the default launch only
    (tmp_path / "after.ll").write_text(CUDA.replace("%d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
                                                    "%d = add i32 64, 0"))
    got = _cli("validate", "before.ll", "after.ll", "--threads", "8", "--out", "repro", cwd=tmp_path)
    assert got.returncode == 1, got.stdout + got.stderr
    schedule = json.loads((tmp_path / "repro" / "schedule.json").read_text())
    assert schedule["launch"]["group_size"][0] != 64
    assert _cli("replay", "repro", cwd=tmp_path).returncode == 1


def test_run_takes_the_launch_and_refuses_an_impossible_one(tmp_path: Path) -> None:
    (tmp_path / "k.ll").write_text(CUDA)
    got = _cli("run", "k.ll", "--threads", "2", "--group-id", "2", "--group-size", "256",
               "--groups", "3", "--oracle", "both", "--json", cwd=tmp_path)
    assert got.returncode == 0, got.stderr
    for bad in (("--group-size", "32"), ("--group-id", "1"), ("--groups", "x")):
        got = _cli("run", "k.ll", *bad, cwd=tmp_path)
        assert got.returncode == 2 and len(got.stderr.strip().splitlines()) == 1, got.stderr


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")
@pytest.mark.parametrize("threads", ["32", "64"])
def test_real_pipelines_on_launch_reads_are_decided(tmp_path: Path, threads: str) -> None:
    """opt-19 adds NVVM's ranges to the calls (ntid.x in 1..1024) and the AMDGPU
    attributor its no-workgroup-id marks; both stay decided passes."""
    (tmp_path / "hip.ll").write_text(HIP.replace("ATTRS", ""))
    cuda = CUDA if threads == "32" else None
    if cuda:
        (tmp_path / "cuda.ll").write_text(cuda)
    for kernel in ["hip.ll"] + (["cuda.ll"] if cuda else []):
        for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
            got = _cli("validate", kernel, *pipeline, "--threads", threads, "--schedules", "6", cwd=tmp_path)
            assert got.returncode == 0, (kernel, pipeline, got.stdout + got.stderr)


# -- HIP's blockDim: the implicit kernel arguments ------------------------------------

CLANG = Path(__file__).resolve().parent / "data" / "clang"


def _vadd(text: str, launch: Launch, n: int, base: int | None = None) -> list[object] | Outcome:
    """c[i] = a[i] + b[i] for i = blockIdx.x * blockDim.x + tid < n, on 8 lanes with
    a[i] = i and b[i] = 1000 * i: each lane's word of c at ``base`` + lane (default: its
    global index), after both oracles agree."""
    fn = parse_module(text).kernel()
    a, b, c, _ = (arg.name for arg in fn.args)
    words = 8 + launch.group_id[0] * launch.group_size[0]
    sched = Schedule(8, tuple(range(8)), {fn.args[3].name: (n,) * 8}, buffer_bytes=4 * words,
                     buffers={a: tuple(range(words)), b: tuple(1000 * i for i in range(words))},
                     launch=launch)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    if ref.outcome is not Outcome.OK:
        return ref.outcome
    if sim.outcome is not Outcome.UNSUPPORTED:  # the unoptimized kernel stores pointers
        assert sim.outcome == ref.outcome and sim.threads == ref.threads
    base = launch.group_id[0] * launch.group_size[0] if base is None else base
    return [int.from_bytes(bytes(t.buffers[2][4 * (base + t.lane):4 * (base + t.lane) + 4]), "little")
            for t in ref.threads]


@pytest.mark.parametrize("kernel", ["vadd.ll", "vadd_O3.ll"])
def test_hip_block_dim_comes_from_the_implicit_arguments(kernel: str) -> None:
    text = (CLANG / kernel).read_text()
    second = Launch(group_id=(1, 0, 0), group_size=(96, 1, 1), groups=(2, 1, 1))
    assert _vadd(text, second, 1000) == [1001 * (96 + t) for t in range(8)]
    assert _vadd(text, second, 100) == [1001 * (96 + t) for t in range(4)] + [0] * 4  # i < n
    assert _vadd(text, Launch(), 5) == [1001 * t for t in range(5)] + [0] * 3


def test_implicit_arguments_beyond_the_launch_decide_nothing() -> None:
    """Reading blockDim.y (offset 14) is the launch's; the global offset (offset 40)
    is not modelled: the run decides nothing rather than guess."""
    text = (CLANG / "vadd_O3.ll").read_text()
    y = _vadd(text.replace("i64 12\n", "i64 14\n"), Launch(group_id=(1, 0, 0), groups=(2, 1, 1)), 1000,
              base=1)
    assert y == [1001 * (1 + t) for t in range(8)]  # blockDim.y = 1
    fn = parse_module(text.replace("i64 12\n", "i64 40\n")).kernel()
    got = reference.run(fn, Schedule.full(4, {fn.args[3].name: [9] * 4}, buffer_bytes=64)).behaviour
    assert "buffer-bounds" in got.approximations
    marked = text.replace("#0 {", "#9 {", 1) + 'attributes #9 = { "amdgpu-no-implicitarg-ptr" }\n'
    assert _vadd(marked, Launch(), 5) == Outcome.UNSUPPORTED


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")
def test_hip_global_index_validates_and_a_wrong_block_dim_is_caught(tmp_path: Path) -> None:
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = _cli("validate", str(CLANG / "vadd.ll"), *pipeline, "--threads", "64", "--schedules", "6",
                   cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)
    wrong = (CLANG / "vadd_O3.ll").read_text().replace("i64 12\n", "i64 14\n")  # blockDim.y
    (tmp_path / "after.ll").write_text(wrong)
    got = _cli("validate", str(CLANG / "vadd_O3.ll"), "after.ll", "--threads", "8", cwd=tmp_path)
    assert got.returncode == 1, got.stdout + got.stderr


def test_reuse_tells_apart_schedules_that_differ_only_in_their_launch() -> None:
    """Inside ``simt.reused()`` (a refinement check) a run is answered from memory when its
    schedule was run before: two schedules whose only difference is the launch are two
    runs, each with its own workgroup id."""
    fn = parse_module(HIP.replace("ATTRS", "")).kernel()
    plain = Schedule(4, (0, 1, 2, 3), buffer_bytes=16)
    other = replace(plain, launch=Launch(group_id=(5, 3, 0), groups=(9, 4, 1)))
    with simt.reused():
        runs = simt.run_batch(fn, [plain, other]) + simt.run_batch(fn, [other, plain])
    words = [int.from_bytes(bytes(r.behaviour.threads[0].buffers[0][:4]), "little") for r in runs]
    assert words == [4096, 5 | 3 << 8, 5 | 3 << 8, 4096]
