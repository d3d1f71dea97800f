"""NVVM's block reductions and memory barriers (``__syncthreads_count/_and/_or``,
``__threadfence_block``) in both oracles, and real clang-19 CUDA kernels using them,
``atomicCAS``, ``atomicAdd(float*)`` and ``_Float16`` (tests/data/clang/kernels.cu,
compiled as its first line says) validated through opt-19 and the embedded O3.

Expected values are worked out by hand; a kernel whose threads' atomics on one word
could come in another order is undecided (exit 3, ``atomic-order``), never a verdict.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from lanewords import own_words
from violations import assert_replayable_violation

from fuzzfarm.behaviour import DATA_RACE, POISON, Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt
from oracles.oracle import agrees

DATA = Path(__file__).resolve().parent / "data" / "clang"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")

RED = """target triple = "nvptx64-nvidia-cuda"
define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = zext i32 %t to i64
  %pi = getelementptr inbounds i32, ptr %in, i64 %z
  %v = load i32, ptr %pi, align 4
  %p = icmp sgt i32 %v, 0
  %c = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %p)
  %a = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %p)
  %o = call i1 @llvm.nvvm.barrier.cta.red.or.all(i32 0, i1 %p)
  %az = zext i1 %a to i32
  %oz = zext i1 %o to i32
  %a100 = mul i32 %az, 100
  %o1000 = mul i32 %oz, 1000
  %r1 = add i32 %c, %a100
  %r = add i32 %r1, %o1000
  %po = getelementptr inbounds i32, ptr %out, i64 %z
  store i32 %r, ptr %po, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #0
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #0
declare i1 @llvm.nvvm.barrier.cta.red.or.all(i32, i1) #0
attributes #0 = { convergent nocallback nounwind }
"""


def _run(text: str, words: list[int], lanes: int | None = None):
    fn = parse_module(text).kernel()
    n = lanes or len(words)
    s = Schedule.full(n, buffer_bytes=4 * max(n, len(words)), buffers={fn.args[0].name: tuple(words)})
    ref, sim = reference.run(fn, s), simt.run(fn, s)
    assert agrees(ref, sim), (ref.behaviour.describe(), sim.behaviour.describe())
    return ref.behaviour


def _out(b) -> list[object]:
    return own_words(b, 1)


@pytest.mark.parametrize("words, expected", [
    ([1, -2 & 0xFFFFFFFF, 3, 0], 2 + 0 + 1000),  # two positive: popc 2, and false, or true
    ([5, 6, 7], 3 + 100 + 1000),  # all positive
    ([0, 0, 0, 0, 0], 0),  # none
    ([9], 1 + 100 + 1000),  # one thread
])
def test_barrier_reductions_by_hand(words: list[int], expected: int) -> None:
    got = _run(RED, words)
    assert got.outcome is Outcome.OK and not got.approximations
    assert _out(got) == [expected] * len(words)
    every = frozenset(range(len(words)))
    assert all(t.barriers == (every,) * 3 for t in got.threads)  # each is a barrier event


def test_a_barrier_reduction_reached_by_some_threads_is_undefined() -> None:
    """``__syncthreads_count`` in a branch only some threads take: PTX's aligned barriers
    in divergent code are undefined behaviour (conventions.partial_barrier_is_undefined;
    it was unsupported)."""
    text = RED.replace("  %c = call i32", "  br i1 %p, label %some, label %skip\nsome:\n  %c = call i32") \
        .replace("  %a = call i1", "  br label %skip\nskip:\n  %cc = phi i32 [ %c, %some ], [ 0, %entry ]\n"
                 "  %a = call i1").replace("%r1 = add i32 %c,", "%r1 = add i32 %cc,")
    assert _run(text, [1, 0, 1, 1]).outcome is Outcome.UB


def test_a_poison_predicate_makes_every_result_poison() -> None:
    text = RED.replace("%p = icmp sgt i32 %v, 0", "%p0 = icmp sgt i32 %v, 0\n"
                       "  %odd = icmp eq i32 %t, 1\n  %p = select i1 %odd, i1 poison, i1 %p0")
    got = _run(text, [1, 2, 3])
    assert got.outcome is Outcome.OK and _out(got) == [POISON] * 3


LDS = """target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [4 x i32] undef, align 4
define void @k(ptr %in, ptr %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %z = zext i32 %t to i64
  %mine = getelementptr inbounds [4 x i32], ptr addrspace(3) @s, i64 0, i64 %z
  store i32 %t, ptr addrspace(3) %mine, align 4
  BARRIER
  %x = xor i64 %z, 1
  %theirs = getelementptr inbounds [4 x i32], ptr addrspace(3) @s, i64 0, i64 %x
  %r = load i32, ptr addrspace(3) %theirs, align 4
  %po = getelementptr inbounds i32, ptr %out, i64 %z
  store i32 %r, ptr %po, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #0
declare void @subgroupControlBarrier() #0
declare void @llvm.nvvm.membar.cta()
declare void @llvm.nvvm.membar.gl()
attributes #0 = { convergent nocallback nounwind }
"""


@pytest.mark.parametrize("barrier, racy", [
    # a block reduction orders the block's memory itself, as barrier.cta.sync does
    ("%n = call i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 true)", False),
    # the seeds' barrier orders memory only through fences: membar.cta/gl are fences
    ("call void @llvm.nvvm.membar.cta()\n  call void @subgroupControlBarrier()\n"
     "  call void @llvm.nvvm.membar.gl()", False),
    ("call void @subgroupControlBarrier()", True),
    ("call void @llvm.nvvm.membar.cta()", True),  # a fence alone joins no thread
])
def test_block_reductions_and_membars_order_shared_memory(barrier: str, racy: bool) -> None:
    """Each thread writes its word, passes the barrier, reads its neighbour's (t ^ 1)."""
    got = _run(LDS.replace("BARRIER", barrier), [0, 0, 0, 0])
    assert got.outcome is Outcome.OK
    assert (DATA_RACE in got.approximations) is racy
    if not racy:
        assert _out(got) == [1, 0, 3, 2]


def test_clang_sync_count_by_hand() -> None:
    """__syncthreads_count(in[t] > 0) + 100 * _and + 1000 * _or as clang writes it (LLVM
    19's barrier0.popc/and/or, read as the embedded LLVM upgrades them)."""
    fn = parse_module((DATA / "cu_sync_count.ll").read_text()).kernel()
    callees = {i.callee for i in fn.instructions() if i.opcode == "call"}
    assert "llvm.nvvm.barrier.cta.red.popc.aligned.all" in callees
    s = Schedule.full(4, buffer_bytes=16, buffers={fn.args[0].name: (1, 0, 7, 2)})
    got = reference.run(fn, s).behaviour
    assert got.outcome is Outcome.OK and _out(got) == [3 + 0 + 1000] * 4


def _validate(kernel: str, capsys: pytest.CaptureFixture[str],
              schedules: str = "6") -> list[tuple[int, str]]:
    """(exit code, output) of ``validate`` through opt-19's and the embedded O3, in this
    process (each a subprocess would pay the start-up)."""
    runs = []
    for pipeline in (("--opt", "opt-19", "--pipeline", "default<O3>"), ("--pipeline", "O3")):
        code = main(["validate", str(DATA / kernel), *pipeline, "--schedules", schedules])
        runs.append((code, capsys.readouterr().out))
    return runs


@needs_opt19
@pytest.mark.parametrize("schedules", ["3", pytest.param("6", marks=pytest.mark.slow)])
@pytest.mark.parametrize("kernel", ["cu_sync_count.ll", "cu_cas_slots.ll", "cu_hfma.ll"])
def test_clang_kernels_are_decided_through_real_pipelines(kernel: str, schedules: str,
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """Each exited 2 before (barrier0.popc and membar, cmpxchg, half). Three drawn
    schedules by default, six with --run-slow."""
    for code, out in _validate(kernel, capsys, schedules):
        assert code == 0 and "0 undecided" in out, out


@needs_opt19
@pytest.mark.parametrize("schedules", ["2", pytest.param("6", marks=pytest.mark.slow)])
@pytest.mark.parametrize("kernel", ["cu_cas_max.ll", "cu_fsum.ll"])
def test_order_dependent_clang_kernels_stay_undecided(kernel: str, schedules: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """An atomicMax written as an atomicCAS loop, and a float atomicAdd of every thread,
    on one shared word: what each thread sees, or the rounded sum, depends on the order
    of the threads' atomics (exit 3, atomic-order), never a verdict. Two drawn schedules
    by default, six with --run-slow."""
    for code, out in _validate(kernel, capsys, schedules):
        assert code == 3, out
        assert "atomic-order" in out and "data-race" not in out


@pytest.mark.parametrize("kernel, old, new", [
    ("cu_sync_count.ll", "%19 = call i32 @llvm.nvvm.barrier0.popc(i32 %18)",
     "%19 = call i32 @llvm.nvvm.barrier0.and(i32 %18)"),  # __syncthreads_count as _and
    ("cu_cas_slots.ll", "cmpxchg ptr %19, i32 0, i32 %21", "cmpxchg ptr %19, i32 1, i32 %21"),
    ("cu_hfma.ll", "0xH3800", "0xH3400"),  # a * 0.5 as a * 0.25
])
def test_a_wrong_after_is_a_replayable_violation(kernel: str, old: str, new: str, tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    # without `contract`, whose fused or unfused result would be the implementation's
    text = (DATA / kernel).read_text().replace("contract ", "")
    after = text.replace(old, new)
    assert after != text
    (tmp_path / "before.ll").write_text(text)
    (tmp_path / "after.ll").write_text(after)
    assert_replayable_violation(tmp_path / "before.ll", tmp_path / "after.ll", tmp_path, capsys)
