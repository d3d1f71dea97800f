"""Kernels as clang writes them before optimization (tests/data/clang: kernels.hip
compiled by clang-19 for gfx90a with -O1 -Xclang -disable-llvm-passes, one kernel a
file by llvm-extract-19): what a user hands ``validate`` with a pipeline.

Such a module has ``@llvm.compiler.used`` in section "llvm.metadata", allocas in
``addrspace(5)`` cast to flat pointers, lifetime markers around every local, helper
functions the AMDGPU attributor marks ``amdgpu-no-workitem-id-x`` beside the kernel, and
64-lane waves its target says it has. Expected values are worked out by hand.
"""

from __future__ import annotations

import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")


def _words(fn_text: str, sched: Schedule, buffer: int = 1) -> list[object] | Outcome:
    """Each active lane's word at its own index of buffer ``buffer`` (the reference)."""
    fn = parse_module(fn_text).kernel()
    got = reference.run(fn, sched).behaviour
    if got.outcome is not Outcome.OK:
        return got.outcome
    out: list[object] = []
    for t in got.threads:
        word = t.buffers[buffer][4 * t.lane:4 * t.lane + 4]
        out.append(POISON if POISON in word else int.from_bytes(bytes(word), "little"))  # type: ignore[arg-type]
    return out


def test_warp_sum_of_a_64_lane_wave() -> None:
    """in[t] = t + 1; five xor-shuffles of 32, 16, ... 1 sum the whole wave of 64
    lanes: 64 * 65 / 2 = 2080 in every lane. The target (gfx90a, +wavefrontsize64)
    has 64-lane waves, so lanes 32-63 are decided even where no active lane is that
    high; there they are outside S and read poison, and the second round passes that
    poison sum to ``shfl_xor(i32 noundef ...)``: undefined behaviour (LangRef, "noundef";
    SEMANTICS.md, "Values"), where the run used to end with poison words."""
    text = (DATA / "warp_sum.ll").read_text()
    words = tuple(range(1, 65))
    fn = parse_module(text).kernel()
    names = [a.name for a in fn.args]
    full = Schedule.full(64, buffer_bytes=256, buffers={names[0]: words})
    assert _words(text, full) == [2080] * 64
    low = Schedule(64, tuple(range(32)), buffer_bytes=256, buffers={names[0]: words})
    assert _words(text, low) == Outcome.UB  # the first shuffle reads lanes 32-63
    generic = text.replace('"target-cpu"="gfx90a"', "").replace("+wavefrontsize64", "")
    assert _words(generic, low) == Outcome.UNSUPPORTED  # wave32 or wave64: not known


def test_clang_modules_print_for_llvm_19() -> None:
    """Lifetime markers lose their size operand in LLVM 22's reading (and leave an
    unused ``llvm.lifetime.start.i64(i64)`` behind); printed back they carry the
    alloca's size again, and opt-19 reads the module."""
    for name in ("warp_sum.ll", "vadd_bid.ll"):
        printed = print_module(parse_module((DATA / name).read_text()))
        assert "call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) " in printed
        assert "lifetime.start.i64" not in printed
        if shutil.which("opt-19"):
            done = subprocess.run(["opt-19", "-S", "-o", "/dev/null"], input=printed, text=True,
                                  capture_output=True)
            assert done.returncode == 0, done.stderr


def test_linker_sections_of_a_hip_module_are_kept_and_change_nothing() -> None:
    """Every module hip-clang writes names its compilation unit in
    ``@llvm.compiler.used`` (section "llvm.metadata"): it was bad input."""
    text = (DATA / "warp_sum.ll").read_text() + (
        '@__hip_cuid_1 = addrspace(1) global i8 0\n'
        '@llvm.compiler.used = appending addrspace(1) global [1 x ptr] '
        '[ptr addrspacecast (ptr addrspace(1) @__hip_cuid_1 to ptr)], section "llvm.metadata"\n')
    module = parse_module(text)
    printed = print_module(module)
    assert 'section "llvm.metadata"' in printed
    fn = module.kernel()
    names = [a.name for a in fn.args]
    sched = Schedule.full(64, buffer_bytes=256, buffers={names[0]: tuple(range(1, 65))})
    assert reference.run(fn, sched).behaviour.outcome is Outcome.OK
    if shutil.which("opt-19"):
        done = subprocess.run(["opt-19", "-S", "-o", "/dev/null"], input=printed, text=True,
                              capture_output=True)
        assert done.returncode == 0, done.stderr


LIFETIME = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %mode) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %flat = addrspacecast ptr addrspace(5) %a to ptr
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  switch i32 %mode, label %live [ i32 1, label %early_load
                                  i32 2, label %early_store
                                  i32 3, label %late ]
live:
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %a)
  store i32 %t, ptr %flat
  %v = load i32, ptr %flat
  store i32 %v, ptr addrspace(1) %p
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %a)
  ret void
early_load:
  %w = load i32, ptr %flat
  store i32 %w, ptr addrspace(1) %p
  ret void
early_store:
  store i32 1, ptr %flat
  ret void
late:
  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %a)
  store i32 7, ptr %flat
  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %a)
  %x = load i32, ptr addrspace(5) %a
  store i32 %x, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.lifetime.start.p5(i64 immarg, ptr addrspace(5) nocapture)
declare void @llvm.lifetime.end.p5(i64 immarg, ptr addrspace(5) nocapture)
"""


@pytest.mark.parametrize(("mode", "expected"), [
    (0, [0, 1, 2]),                      # alive between the markers: through the flat cast
    (1, [POISON] * 3),                   # a load before lifetime.start: poison
    (2, Outcome.UB),                     # a store before it: UB
    (3, [POISON] * 3),                   # a load after lifetime.end: poison
])
def test_lifetime_markers_and_address_space_casts(mode: int, expected: object) -> None:
    sched = Schedule.full(3, {"mode": [mode] * 3}, buffer_bytes=16)
    assert _words(LIFETIME, sched, buffer=0) == expected


def test_a_marker_of_anything_but_an_alloca_is_no_marker() -> None:
    """LLVM 22 reads a marker of another pointer as nothing (LangRef: a no-op there), so
    the store through it is an ordinary store of the live alloca."""
    text = LIFETIME.replace("call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %a)\n  store i32 1",
                            "call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %g)\n  store i32 1")
    text = text.replace("early_store:\n", "early_store:\n  %g = getelementptr i8, ptr addrspace(5) %a, i32 1\n")
    fn = parse_module(text).kernel()
    calls = [i.callee for i in fn.instructions() if i.opcode == "call"]
    assert calls.count("llvm.lifetime.start.p5") == 2  # of %a in %live and %late only
    assert _words(text, Schedule.full(2, {"mode": [2, 2]}, buffer_bytes=16), buffer=0) == Outcome.UB


def test_the_lane_simulator_agrees_on_an_address_space_cast() -> None:
    text = """define void @k(ptr %out) {
entry:
  %a = alloca i32, align 4, addrspace(5)
  %flat = addrspacecast ptr addrspace(5) %a to ptr
  %id = call i32 @getSubgroupLocalInvocationId()
  %sq = mul i32 %id, %id
  store i32 %sq, ptr %flat
  %back = addrspacecast ptr %flat to ptr addrspace(5)
  %v = load i32, ptr addrspace(5) %back
  store i32 %v, ptr %out
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
"""
    fn = parse_module(text).kernel()
    sched = Schedule.full(4, buffer_bytes=4)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is Outcome.OK and ref.threads == sim.threads
    assert [int.from_bytes(bytes(t.buffers[0]), "little") for t in ref.threads] == [0, 1, 4, 9]


def test_unused_marks_of_other_functions_say_nothing_about_the_kernel() -> None:
    """The attributor marks the shuffle helper (which reads no id) and the kernel
    ``amdgpu-no-workitem-id-x``; only a mark on a function that can reach the id call
    counts (opt-19's O3 output of warp_sum keeps the helpers apart: noinline)."""
    text = (DATA / "warp_sum.ll").read_text()
    opt = shutil.which("opt-19")
    if opt is None:
        pytest.skip("needs Debian's llvm-19")
    after = subprocess.run([opt, "-passes=default<O3>", "-S"], input=text, text=True,
                           capture_output=True, check=True).stdout
    fn = parse_module(after).functions["_Z8warp_sumPKiPi"]
    assert any("amdgpu-no-workitem-id-x" in a for f in fn.module.definitions  # type: ignore[union-attr]
               if f is not fn for a in f.attrs)
    names = [a.name for a in fn.args]
    sched = Schedule.full(64, buffer_bytes=256, buffers={names[0]: tuple(range(1, 65))})
    assert reference.run(fn, sched).behaviour.outcome is Outcome.OK


@needs_opt19
@pytest.mark.parametrize("schedules", ["3", pytest.param("6", marks=pytest.mark.slow)])
@pytest.mark.parametrize("kernel", ["warp_sum.ll", "vadd_bid.ll", "compact.ll"])
def test_clang_kernels_validate_through_real_pipelines(kernel: str, schedules: str, tmp_path: Path) -> None:
    """Each exited 2 before (section, addrspacecast, lifetime markers, atomics) or 3 (a
    helper's no-workitem-id mark; lanes 32-63 of a known 64-lane wave; compact's
    ``out[base + before]`` with ``base`` an atomic's old value of a drawn count, past
    the buffer until the schedule falls back to small buffer words). Three drawn 64-lane
    schedules by default, six with --run-slow."""
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / kernel), *pipeline, "--threads", "64",
                              "--schedules", schedules],
                             capture_output=True, text=True, timeout=600, cwd=tmp_path)
        assert got.returncode == 0, (pipeline, got.stdout + got.stderr)
        assert "0 undecided" in got.stdout


@needs_opt19
@pytest.mark.parametrize("kernel", ["cu_warp_max.ll", "cu_vote.ll"])
def test_cuda_full_mask_kernels_get_whole_warps(kernel: str, tmp_path: Path) -> None:
    """clang's CUDA kernels pass __shfl_xor_sync/__ballot_sync the full mask: on
    validate's default 4-lane schedules every one was undecided (exit 3); they now get
    whole 32-lane warps and are decided through both pipelines."""
    fn = parse_module((DATA / kernel).read_text()).kernel()
    assert fn.cc == "ptx_kernel"
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / kernel), *pipeline, "--schedules", "6"],
                             capture_output=True, text=True, timeout=600, cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)
    # an explicit narrower subgroup is a launch of 4 threads: lanes 4-31 do not exist, and
    # PTX waits only for the mask's non-exited threads (SEMANTICS.md, "Membermasks naming
    # exited lanes"), so it is decided too (it was undecided, exit 3)
    got = fuzzfarm(["validate", str(DATA / kernel), "--pipeline", "O3", "--threads", "4",
                          "--schedules", "4"],
                         capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 0 and "0 undecided" in got.stdout, got.stdout


def test_run_gives_full_mask_kernels_a_whole_warp(tmp_path: Path) -> None:
    """``run`` without ``--threads`` ran 4 lanes, where CUDA's full-mask ballot was
    unsupported; it now runs the whole warp, as ``validate`` does, and both oracles agree."""
    got = fuzzfarm(["run", str(DATA / "cu_vote.ll"), "--oracle", "both"],
                   capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 0, got.stdout + got.stderr
    assert "subgroup: 32 lanes" in got.stdout and "outcome: ok" in got.stdout
    assert "agrees with the reference" in got.stdout
    narrow = fuzzfarm(["run", str(DATA / "cu_vote.ll"), "--threads", "4"],
                      capture_output=True, text=True, timeout=600, cwd=tmp_path)
    # a launch of 4 threads: lanes 4-31 do not exist, and the full mask waits only for
    # non-exited threads (SEMANTICS.md, "Membermasks naming exited lanes"): decided now
    assert "outcome: ok" in narrow.stdout and narrow.returncode == 0, narrow.stdout


def test_a_wrong_warp_reduction_in_cuda_is_caught(tmp_path: Path) -> None:
    """The same kernel with the shuffle's lane mask halved (m >>= 2): a violation."""
    text = (DATA / "cu_warp_max.ll").read_text()
    (tmp_path / "before.ll").write_text(text)
    after = text.replace("%34 = ashr i32 %33, 1", "%34 = ashr i32 %33, 2")
    assert after != text
    (tmp_path / "after.ll").write_text(after)
    got = fuzzfarm(["validate", "before.ll", "after.ll"], capture_output=True,
                         text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 1, got.stdout + got.stderr


def test_a_wave64_only_bug_is_caught_by_the_default_schedules(tmp_path: Path) -> None:
    """warp_sum's O3 butterfly starting at 16 instead of 32 sums each half of the wave
    apart: with 4 of 64 lanes active (validate's old default) the step reading lane
    L ^ 32 read an inactive lane, poison, so it passed (exit 0). The kernel says it runs
    on 64-lane waves (gfx90a): its schedules are now such waves, the first one full."""
    got = fuzzfarm(["validate", str(DATA / "warp_sum_O3.ll"), str(DATA / "warp_sum_skip32.ll")],
                   capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 1, got.stdout + got.stderr
    assert '"subgroup_size": 64' in got.stdout
    got = fuzzfarm(["validate", str(DATA / "warp_sum_O3.ll"), str(DATA / "warp_sum_skip32.ll"),
                    "--threads", "4"], capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 0, got.stdout  # what 4 lanes of the wave cannot show


@pytest.mark.parametrize(("kernel", "wave"), [
    ("warp_sum.ll", 64),              # gfx90a: 64-lane waves only
    ("a2_h_fmed3_O3.ll", 64),
    ("cu_vote.ll", 32),               # NVPTX: a 32-lane warp
    ("cl_vadd.ll", 64),               # OpenCL for gfx90a
])
def test_the_wave_a_kernels_target_gives_it(kernel: str, wave: int) -> None:
    from fuzzfarm.ir.conventions import target_wave

    assert target_wave(parse_module((DATA / kernel).read_text()).kernel()) == wave


def test_code_of_no_target_has_no_wave() -> None:
    from fuzzfarm.ir.conventions import target_wave
    from generators.programs import generate

    assert target_wave(generate(7).kernel) is None


@needs_opt19
def test_a_grid_stride_loop_over_an_unnamed_bound_is_decided(tmp_path: Path) -> None:
    """saxpy's ``for (i = gid; i < n; i += blockDim * gridDim)``: clang names no
    parameter, so ``n`` was drawn like any integer (INT_MAX, 255 ...) and half the
    schedules ran past the buffers (exit 3). Such a schedule now falls back to small
    argument values, and the loop's real iterations are checked."""
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        got = fuzzfarm(["validate", str(DATA / "cu_saxpyif.ll"), *pipeline, "--schedules", "8"],
                             capture_output=True, text=True, timeout=600, cwd=tmp_path)
        assert got.returncode == 0 and "0 undecided" in got.stdout, (pipeline, got.stdout + got.stderr)
    # y[i] = a * x[i] + y[i] computed as a * x[i] - y[i]: caught on those schedules (without
    # `contract`, whose fused or unfused result is the implementation's: fp-choice)
    text = (DATA / "cu_saxpyif.ll").read_text().replace("contract ", "")
    after = text.replace("fadd float", "fsub float", 1)
    assert after != text
    (tmp_path / "before.ll").write_text(text)
    (tmp_path / "after.ll").write_text(after)
    got = fuzzfarm(["validate", "before.ll", "after.ll"],
                         capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert got.returncode == 1, got.stdout + got.stderr


def test_a_cuda_float_warp_sum_with_contract_calls() -> None:
    """clang marks every float call ``contract`` (CUDA's default -ffp-contract=fast),
    the float shuffles included; the reader refused any call with fast-math flags, so
    a float warp sum was bad input. in[t] = t: five butterfly steps give every lane
    0 + 1 + ... + 31 = 496 (integers, exact in float whatever the order)."""
    text = (DATA / "cu_warp_fsum.ll").read_text()
    fn = parse_module(text).kernel()
    assert any("contract" in i.flags for i in fn.instructions() if i.opcode == "call")
    names = [a.name for a in fn.args]
    words = tuple(int.from_bytes(struct.pack("<f", float(t)), "little") for t in range(32))
    sched = Schedule.full(32, buffer_bytes=128, buffers={names[0]: words})
    got = _words(text, sched)
    assert got == [int.from_bytes(struct.pack("<f", 496.0), "little")] * 32


@needs_opt19
def test_a_cuda_float_warp_sum_validates_and_a_wrong_one_is_caught(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Through opt-19's and the embedded O3 (exit 2 before: the call's ``contract``);
    the butterfly's mask halved twice per step instead of once is a violation (shown
    without ``contract`` on the adds, whose fused or unfused results the oracles leave
    to the implementation: fp-choice, as for saxpy below)."""
    kernel = str(DATA / "cu_warp_fsum.ll")
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        assert main(["validate", kernel, *pipeline, "--schedules", "4"]) == 0, capsys.readouterr()
        assert "0 undecided" in capsys.readouterr().out
    text = (DATA / "cu_warp_fsum.ll").read_text().replace("fadd contract", "fadd")
    after = text.replace("%26 = ashr i32 %25, 1", "%26 = ashr i32 %25, 2")
    assert after != text
    (tmp_path / "before.ll").write_text(text)
    (tmp_path / "after.ll").write_text(after)
    assert main(["validate", str(tmp_path / "before.ll"), str(tmp_path / "after.ll"),
                 "--schedules", "4"]) == 1
    assert "violation" in capsys.readouterr().out


def test_a_tiled_loop_falls_back_to_schedules_within_its_buffers(
        capsys: pytest.CaptureFixture[str]) -> None:
    """``for (i < n) s[t] = in[i * 64 + t]; sync; acc += s[63 - t]; sync``: with n drawn
    15, taking it mod 8 still reads past a 64-lane wave's buffer (7 tiles of 256 bytes);
    mod 2 leaves one tile, within it. A schedule on which every twin ran past stayed
    undecided before (exit 3 on one schedule in eight)."""
    from fuzzfarm.commands.validate import _within_buffers

    fn = parse_module((DATA / "tiled.ll").read_text()).kernel()
    names = [a.name for a in fn.args]
    words = tuple(range(64))
    sched = Schedule.full(64, buffer_bytes=256, args={names[2]: (15,) * 64},
                          buffers={names[0]: words})
    twin = _within_buffers(fn, sched)
    assert twin.args[names[2]] == (1,) * 64
    got = reference.run(fn, twin).behaviour
    assert got.outcome is Outcome.OK
    # one tile: lane t adds in[63 - t] (mod 2, as the twin's buffer words are)
    out = [int.from_bytes(bytes(t.buffers[1][4 * t.lane:4 * t.lane + 4]), "little") for t in got.threads]
    assert out == [(63 - t) % 2 for t in range(64)]
    assert main(["validate", str(DATA / "tiled.ll"), "--pipeline", "O3", "--schedules", "8"]) == 0
    assert "0 undecided" in capsys.readouterr().out
