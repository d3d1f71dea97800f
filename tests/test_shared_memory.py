"""Module globals are one memory the threads of a case share (oracles/SEMANTICS.md,
"Memory the threads share"): a HIP-style LDS kernel (neighbour exchange and a tree
reduction between __syncthreads) runs in both oracles with hand-computed outputs and is
decided through opt-19; a data race records ``data-race`` whatever the order seed."""

from __future__ import annotations

import os
import shutil
import subprocess
from dataclasses import replace
from pathlib import Path

import pytest
from clirun import fuzzfarm
from violations import assert_replayable_violation

from fuzzfarm.behaviour import DATA_RACE, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

ROOT = Path(__file__).resolve().parents[1]
LDS = (ROOT / "tests/data/shared/lds_reduce.ll").read_text()


def _word(buf: tuple, i: int) -> int:
    return int.from_bytes(bytes(buf[4 * i: 4 * i + 4]), "little")


def _runs(text: str, n: int, order_seed: int = 0):
    fn = parse_module(text).kernel()
    words = [3 * i + 1 for i in range(n)]
    s = Schedule.full(n, {"n": [n] * n}, buffers={"in": words}, buffer_bytes=256)
    s = s.with_choices(replace(s.choices, order_seed=order_seed))
    return words, reference.run(fn, s).behaviour, simt.run(fn, s).behaviour


@pytest.mark.parametrize("n", [4, 32])
def test_lds_kernel_hand_computed_in_both_oracles(n: int) -> None:
    words, ref, lanes = _runs(LDS, n)
    assert ref.outcome is Outcome.OK and not ref.approximations and lanes == ref
    for t in ref.threads:
        assert _word(t.buffers[1], t.lane) == words[t.lane ^ 1]  # nbr[id] = in[id ^ 1]
        assert _word(t.buffers[2], t.lane) == sum(words)  # sum[id] = the reduction
    assert ref.memory == ()  # LDS dies with the workgroup: not observable


def test_lds_kernel_round_trips_and_opt_reads_it(tmp_path: Path) -> None:
    printed = print_module(parse_module(LDS))
    assert "addrspace(3) global [64 x i32] undef" in printed
    assert print_module(parse_module(printed)) == printed
    gep = LDS.replace("%total = load i32, ptr addrspace(3) @lds, align 4",
                      "%total = load i32, ptr addrspace(3) getelementptr inbounds "
                      "([64 x i32], ptr addrspace(3) @lds, i32 0, i32 1), align 4")
    again = print_module(parse_module(gep))
    assert "getelementptr inbounds (i8, ptr addrspace(3) @lds, i64 4)" in again
    if shutil.which("opt-19"):
        (tmp_path / "k.ll").write_text(again)
        subprocess.run(["opt-19", "-S", str(tmp_path / "k.ll"), "-o", os.devnull], check=True)
    # with 4 lanes, lds[1] ends as in[1] + in[3]: the first step's sum (s = 2), which the
    # second (s = 1) reads into lds[0] but never changes
    words, ref, lanes = _runs(gep, 4)
    assert lanes == ref and _word(ref.threads[3].buffers[2], 3) == words[1] + words[3]


@pytest.mark.parametrize("order_seed", [0, 7, 12345])
def test_a_race_is_an_approximation_in_both_oracles(order_seed: int) -> None:
    racy = "\n".join(x for x in LDS.splitlines() if "fence" not in x)
    _, ref, lanes = _runs(racy, 8, order_seed)
    assert DATA_RACE in ref.approximations and DATA_RACE in lanes.approximations


#: The LDS kernel as CUDA writes it: __syncthreads() is llvm.nvvm.barrier0 alone (it
#: orders the block's memory itself: no fences), shared memory addrspace(3).
CUDA = ("\n".join(x for x in LDS.splitlines() if "fence" not in x)
        .replace("amdgcn-amd-amdhsa", "nvptx64-nvidia-cuda")
        .replace("@llvm.amdgcn.workitem.id.x", "@llvm.nvvm.read.ptx.sreg.tid.x")
        .replace("@llvm.amdgcn.s.barrier", "@llvm.nvvm.barrier0")
        .replace("amdgpu_kernel", "ptx_kernel").replace("ptr addrspace(1)", "ptr"))


def test_cuda_barrier0_orders_shared_memory(tmp_path: Path) -> None:
    words, ref, lanes = _runs(CUDA, 32, 3)
    assert ref.outcome is Outcome.OK and not ref.approximations and lanes == ref
    assert all(_word(t.buffers[2], t.lane) == sum(words) for t in ref.threads)
    assert all(_word(t.buffers[1], t.lane) == words[t.lane ^ 1] for t in ref.threads)
    without = "\n".join(x for x in CUDA.splitlines() if "call void @llvm.nvvm.barrier0" not in x)
    for seed in (0, 11):
        _, ref, lanes = _runs(without, 8, seed)
        assert DATA_RACE in ref.approximations and DATA_RACE in lanes.approximations
    if shutil.which("opt-19"):
        assert _validate(CUDA, None, tmp_path, "--opt", "opt-19", "--pipeline", "default<O3>",
                         "--threads", "32") == 0


def _validate(before: str, after: str | None, tmp_path: Path, *extra: str) -> int:
    (tmp_path / "b.ll").write_text(before)
    cmd = ["validate", str(tmp_path / "b.ll")]
    if after is not None:
        (tmp_path / "a.ll").write_text(after)
        cmd.append(str(tmp_path / "a.ll"))
    return fuzzfarm([*cmd, "--buffer-bytes", "256", *extra], cwd=ROOT).returncode


@pytest.mark.skipif(not shutil.which("opt-19"), reason="needs opt-19")
@pytest.mark.parametrize("threads", ["32", "64"])
def test_lds_kernel_decided_through_o3(tmp_path: Path, threads: str) -> None:
    assert _validate(LDS, None, tmp_path, "--opt", "opt-19", "--pipeline", "default<O3>",
                     "--threads", threads) == 0
    assert _validate(LDS, None, tmp_path, "--pipeline", "O3", "--threads", threads) == 0


@pytest.mark.parametrize(("old", "new"), [
    ("%other = xor i32 %id, 1", "%other = xor i32 %id, 2"),  # the wrong LDS word
    ("%s2 = lshr i32 %s, 1", "%s2 = lshr i32 %s, 2"),  # every other reduction step dropped
])
def test_wrong_afters_are_replayable_violations(tmp_path: Path, capsys, old: str,  # type: ignore[no-untyped-def]
                                                new: str) -> None:
    (tmp_path / "before.ll").write_text(LDS)
    (tmp_path / "after.ll").write_text(LDS.replace(old, new))
    assert_replayable_violation(tmp_path / "before.ll", tmp_path / "after.ll", tmp_path, capsys)


def test_a_load_moved_above_the_barrier_is_not_a_violation(tmp_path: Path) -> None:
    # the neighbour's load moved above the first barrier: a race, so undecided
    lines = LDS.splitlines()
    load = next(x for x in lines if "%w = load" in x)
    gep = next(x for x in lines if "%pother =" in x)
    other = next(x for x in lines if "%other =" in x)
    rest = [x for x in lines if x not in (load, gep, other)]
    at = rest.index("  store i32 %v, ptr addrspace(3) %mine, align 4")
    hoisted = "\n".join([*rest[:at], other, gep, load, *rest[at:]]) + "\n"
    assert _validate(LDS, hoisted, tmp_path, "--threads", "8") == 3


RESERVE = (ROOT / "tests/data/reserve_space_atomic.ll").read_text()


def _both(text: str, schedule: Schedule):
    fn = parse_module(text).kernel()
    return reference.run(fn, schedule).behaviour, simt.run(fn, schedule).behaviour


def test_reserve_space_in_buffer_one_anchor_group() -> None:
    """Seed 000's reserveSpaceInBuffer on 4 lanes, all in one anchor group: the first
    thread adds numThreads = 4 to the counter (which starts at 0) and broadcasts the old
    value 0, so the offsets are 0..3 and the counter ends at 4 (a device global: observed)."""
    for seed in (0, 5):
        s = Schedule.full(4, {})
        s = s.with_choices(replace(s.choices, order_seed=seed))
        ref, lanes = _both(RESERVE, s)
        assert ref.outcome is Outcome.OK and "atomic-order" not in ref.approximations
        assert [t.return_value for t in ref.threads] == [0, 1, 2, 3]
        assert ref.memory == ((4, 0, 0, 0),)
        assert lanes == ref


def test_reserve_space_in_buffer_two_anchor_groups_is_order_dependent() -> None:
    """Two anchor groups {0, 1} and {2, 3}: each group's first thread adds 2 and returns
    the old value, 0 or 2 depending on which group goes first: an approximation in both
    oracles, never a guess (the counter still ends at 4 either way)."""
    from fuzzfarm.behaviour import ATOMIC_ORDER
    from fuzzfarm.schedule import AnchorGroup

    groups = tuple(AnchorGroup("anchor", lane, 1, lane // 2) for lane in range(4))
    for seed in (0, 3, 9):
        s = Schedule.full(4, {})
        s = s.with_choices(replace(s.choices, anchors=groups, order_seed=seed))
        ref, lanes = _both(RESERVE, s)
        assert ATOMIC_ORDER in ref.approximations and ATOMIC_ORDER in lanes.approximations
        assert sorted(t.return_value for t in ref.threads) == [0, 1, 2, 3]
        assert ref.memory == lanes.memory == ((4, 0, 0, 0),)


COUNTER = """
target triple = "amdgcn-amd-amdhsa"
@count = addrspace(1) global i32 7, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %out) convergent {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %old = atomicrmw add ptr addrspace(1) @count, i32 2 syncscope("agent") monotonic, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %total = load i32, ptr addrspace(1) @count, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 RESULT, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


def test_commuting_atomics_whose_results_nothing_shows_have_one_result() -> None:
    """Every lane adds 2 to @count (starting at 7) and nobody uses the old value: the sum is
    the same in every order, so both oracles decide it: 7 + 2n, read by every lane after
    __syncthreads (the plain load is ordered after every atomic by the barrier)."""
    n = 6
    ref, lanes = _both(COUNTER.replace("RESULT", "%total"), Schedule.full(n, {}))
    assert ref.outcome is Outcome.OK and not ref.approximations and lanes == ref
    assert all(_word(t.buffers[0], t.lane) == 7 + 2 * n for t in ref.threads)
    assert ref.memory == (tuple((7 + 2 * n).to_bytes(4, "little")),)
    # the old value stored: which lane saw which value is the hardware's order
    from fuzzfarm.behaviour import ATOMIC_ORDER
    ref, lanes = _both(COUNTER.replace("RESULT", "%old"), Schedule.full(n, {}))
    assert ATOMIC_ORDER in ref.approximations and ATOMIC_ORDER in lanes.approximations


def test_atomics_round_trip_and_opt_reads_them(tmp_path: Path) -> None:
    text = COUNTER.replace("RESULT", "%old").replace(
        "  %total = load i32", "  %a = load atomic i32, ptr addrspace(1) @count syncscope(\"workgroup\") "
        "acquire, align 4\n  store atomic i32 %a, ptr addrspace(1) @count seq_cst, align 4\n"
        "  %total = load i32")
    printed = print_module(parse_module(text))
    for form in ('atomicrmw add ptr addrspace(1) @count, i32 2 syncscope("agent") monotonic, align 4',
                 'load atomic i32, ptr addrspace(1) @count syncscope("workgroup") acquire, align 4',
                 "store atomic i32 %a, ptr addrspace(1) @count seq_cst, align 4"):
        assert form in printed
    assert print_module(parse_module(printed)) == printed
    if shutil.which("opt-19"):
        (tmp_path / "k.ll").write_text(printed)
        subprocess.run(["opt-19", "-S", str(tmp_path / "k.ll"), "-o", os.devnull], check=True)


def test_a_plain_read_racing_an_atomic_is_a_race() -> None:
    racy = COUNTER.replace("RESULT", "%total").replace("  fence syncscope(\"workgroup\") release\n", "")
    ref, lanes = _both(racy, Schedule.full(4, {}))
    assert DATA_RACE in ref.approximations and DATA_RACE in lanes.approximations


def test_implicit_anchor_groups_sharing_globals_are_left_to_the_reference() -> None:
    """The lane simulator runs each group of a kernel's implicit anchor as its own sub-run
    (oracles/simt/groups.py); groups that share module globals interact, so it leaves such
    a schedule to the reference, which runs them together: lane i stores i to @lds[i] and
    loads it back, and subgroupAdd over each group {0, 1}, {2, 3} gives 1 and 5."""
    from fuzzfarm.schedule import AnchorGroup

    text = """
@lds = internal addrspace(3) global [8 x i32] undef
define i32 @k() {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %p = getelementptr inbounds [8 x i32], ptr addrspace(3) @lds, i32 0, i32 %id
  store i32 %id, ptr addrspace(3) %p, align 4
  %v = load i32, ptr addrspace(3) %p, align 4
  %s = call i32 @subgroupAdd(i32 %v)
  ret i32 %s
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
"""
    s = Schedule.full(4, {})
    ref, lanes = _both(text, s)
    assert [t.return_value for t in ref.threads] == [6] * 4 and lanes == ref
    groups = tuple(AnchorGroup("@k", lane, 1, lane // 2) for lane in range(4))
    ref, lanes = _both(text, s.with_choices(replace(s.choices, anchors=groups)))
    assert [t.return_value for t in ref.threads] == [1, 1, 5, 5] and not ref.approximations
    assert lanes.outcome is Outcome.UNSUPPORTED and "share module globals" in lanes.message


CLANG = ROOT / "tests/data/clang"


def _clang_run(name: str, words: list[int]):
    fn = parse_module((CLANG / f"{name}.ll").read_text()).kernel()
    s = Schedule.full(64, {}, buffers={fn.args[0].name: words}, buffer_bytes=256)
    return reference.run(fn, s).behaviour


def test_clang_hip_shared_memory_kernels_by_hand() -> None:
    """kernels.hip as clang-19 writes it: ``__shared__ int s[64]`` is an ``external hidden
    addrspace(3)`` global (llvm-extract made it a declaration; LDS starts undefined
    anyway) reached through ``addrspacecast (ptr addrspace(3) @s to ptr)`` constant
    expressions, __syncthreads() is sync()'s fences around s.barrier. On 64 lanes:
    neighbour: out[t] = s[t ^ 1] + s[(t + 1) & 63] with s[i] = 2 in[i]; block_sum: lane 0
    writes out[0] = the sum of in[0..63]; compact: the kept values' count by an atomicrmw
    on the count buffer (lane 0's own, private in the model)."""
    words = [3 * i + 1 for i in range(64)]
    got = _clang_run("neighbour", words)
    assert got.outcome is Outcome.OK and not got.approximations
    for t in got.threads:
        assert _word(t.buffers[1], t.lane) == 2 * words[t.lane ^ 1] + 2 * words[(t.lane + 1) & 63]
    got = _clang_run("block_sum", words)
    assert got.outcome is Outcome.OK and _word(got.threads[0].buffers[1], 0) == sum(words)
    signed = [(-1) ** i * i for i in range(64)]  # kept: the even i > 0
    got = _clang_run("compact", [w & 0xFFFFFFFF for w in signed])
    assert got.outcome is Outcome.OK
    assert _word(got.threads[0].buffers[2], 0) == 31  # count: 2, 4, ..., 62
    for t in got.threads[2::2]:  # lane t (even, kept) writes t at out[t / 2 - 1], its own copy
        assert _word(t.buffers[1], t.lane // 2 - 1) == t.lane
    printed = print_module(parse_module((CLANG / "neighbour.ll").read_text()))
    assert "ptr addrspacecast (ptr addrspace(3) @_ZZ9neighbourPKiPiE1s to ptr), i64 0" in printed
    assert print_module(parse_module(printed)) == printed


@pytest.mark.skipif(not shutil.which("opt-19"), reason="needs opt-19")
def test_clang_hip_shared_memory_kernels_through_o3(tmp_path: Path) -> None:
    text = (CLANG / "neighbour.ll").read_text()
    for name in ("neighbour", "block_sum"):
        assert _validate((CLANG / f"{name}.ll").read_text(), None, tmp_path, "--opt", "opt-19",
                         "--pipeline", "default<O3>", "--schedules", "4") == 0
    o3 = subprocess.run(["opt-19", "-S", "-passes=default<O3>", str(CLANG / "neighbour.ll")],
                        capture_output=True, text=True, check=True).stdout
    assert o3.count("xor i32 %3, 1") == 1  # the neighbour's index: read the wrong one
    assert _validate(text, o3.replace("xor i32 %3, 1", "xor i32 %3, 2"), tmp_path,
                     "--schedules", "4") == 1


def test_device_globals_in_a_launch_of_many_workgroups_are_unsupported() -> None:
    """The case runs one workgroup; in a launch of two, the other one adds to
    reserveSpaceInBuffer's counter too, so its final value is not the launch's: both
    oracles decline (LDS, one per workgroup, is not affected)."""
    from fuzzfarm.launch import Launch

    s = replace(Schedule.full(4, {}), launch=Launch(groups=(2, 1, 1)))
    ref, lanes = _both(RESERVE, s)
    assert ref.outcome is lanes.outcome is Outcome.UNSUPPORTED
    assert "other workgroups" in ref.message and "other workgroups" in lanes.message
    words, ref, lanes = _runs(LDS, 4)
    fn = parse_module(LDS).kernel()
    two = replace(Schedule.full(4, {"n": [4] * 4}, buffers={"in": words}, buffer_bytes=256),
                  launch=Launch(group_id=(1, 0, 0), groups=(2, 1, 1)))
    assert reference.run(fn, two).behaviour.threads == ref.threads
