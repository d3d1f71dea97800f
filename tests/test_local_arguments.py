"""A kernel's workgroup-local pointer parameter (OpenCL ``local int *tmp``: ``ptr
addrspace(3)``) points to ONE object the work-group shares, as an LDS global
(oracles/SEMANTICS.md, "Memory the threads share"; ``fuzzfarm.ir.globalvars.local_arguments``):
a value one item stores there before a barrier is what every item reads after it, in
both oracles; without the barrier it is a data race."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from clirun import fuzzfarm
from violations import assert_replayable_violation

from fuzzfarm.behaviour import BUFFER_BOUNDS, DATA_RACE, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

ROOT = Path(__file__).resolve().parents[1]
#: item 0 stores tmp[0] = 42, barrier(CLK_LOCAL_MEM_FENCE), every item: out[i] = tmp[0]
BCAST = (ROOT / "tests/data/shared/cl_local_arg.ll").read_text()
LOAD = "  %7 = load i32, ptr addrspace(3) %1, align 4"
BARRIER = "  tail call void @_Z7barrierj(i32 noundef 1) #4"


def _both(text: str, n: int = 4, order_seed: int = 0, buffer_bytes: int = 128):
    fn = parse_module(text).kernel()
    s = Schedule.full(n, {}, buffer_bytes=buffer_bytes)
    s = s.with_choices(replace(s.choices, order_seed=order_seed))
    return reference.run(fn, s).behaviour, simt.run(fn, s).behaviour


#: The same kernel for SPIR (``spir_kernel``; local is addrspace(3) there too).
SPIR = (ROOT / "tests/data/shared/cl_local_arg_spir64.ll").read_text()


@pytest.mark.parametrize("n", [4, 32])
@pytest.mark.parametrize("text", [BCAST, SPIR], ids=["amdgcn", "spir64"])
def test_every_item_reads_what_item_0_stored_before_the_barrier(text: str, n: int) -> None:
    ref, lanes = _both(text, n)
    assert ref.outcome is Outcome.OK and not ref.approximations and lanes == ref
    for t in ref.threads:
        # out[i] = 42 in every lane; the local object is not observed (one buffer: out)
        assert len(t.buffers) == 1
        assert bytes(t.buffers[0][4 * t.lane: 4 * t.lane + 4]) == (42).to_bytes(4, "little")
    assert ref.memory == ()  # LDS dies with the work-group


def test_run_oracle_both_gives_42_to_every_lane() -> None:
    path = ROOT / "tests/data/shared/cl_local_arg.ll"
    ran = fuzzfarm(["run", str(path), "--threads", "4", "--oracle", "both"], cwd=ROOT)
    assert ran.returncode == 0
    out = ran.stdout
    for lane in range(4):
        assert f"  lane {lane}: ret None; buf0 [{'00 ' * 4 * lane}2a]; barriers" in out
    assert "agrees with the reference" in out


@pytest.mark.parametrize("order_seed", [0, 7, 12345])
def test_without_the_barrier_it_is_a_race_in_both_oracles(order_seed: int) -> None:
    racy = BCAST.replace(BARRIER + "\n", "")
    assert racy != BCAST
    ref, lanes = _both(racy, 4, order_seed)
    assert DATA_RACE in ref.approximations and DATA_RACE in lanes.approximations


def test_past_the_schedules_size_is_buffer_bounds() -> None:
    # the object is as large as the schedule's buffers: tmp[4] of 16 bytes
    far = BCAST.replace("store i32 42, ptr addrspace(3) %1,",
                        "%far = getelementptr i32, ptr addrspace(3) %1, i32 4\n"
                        "  store i32 42, ptr addrspace(3) %far,")
    ref, lanes = _both(far, 4, buffer_bytes=16)
    assert BUFFER_BOUNDS in ref.approximations and BUFFER_BOUNDS in lanes.approximations


def _validate(after: str, tmp_path: Path) -> int:
    (tmp_path / "b.ll").write_text(BCAST)
    (tmp_path / "a.ll").write_text(after)
    return fuzzfarm(["validate", str(tmp_path / "b.ll"), str(tmp_path / "a.ll"),
                     "--threads", "4"], cwd=ROOT).returncode


def test_the_load_hoisted_above_the_barrier_is_not_a_pass(tmp_path: Path) -> None:
    # Items 1-3 then read tmp[0] unordered with item 0's store: a race, whose read is
    # undef (inconclusive by the race rule, SEMANTICS.md); a private buffer passed it.
    hoisted = BCAST.replace(LOAD + "\n", "").replace(BARRIER, LOAD + "\n" + BARRIER)
    assert hoisted.index(LOAD) < hoisted.index(BARRIER)
    assert _validate(hoisted, tmp_path) == 3


def _swapped() -> str:
    """The read hoisted above the barrier and item 0's store sunk below it: the same
    program for memory each item owns, not for the work-group's one object."""
    entry = "  %4 = icmp eq i64 %3, 0\n"
    after = BCAST.replace(BARRIER + "\n" + LOAD + "\n", "").replace(
        entry, entry + "  %ld = load i32, ptr addrspace(3) %1, align 4\n"
        "  %v = select i1 %4, i32 42, i32 %ld\n" + BARRIER + "\n")
    after = after.replace("store i32 %7,", "store i32 %v,").replace(
        "%8 = getelementptr", "%g = getelementptr").replace("addrspace(1) %8,", "addrspace(1) %g,")
    assert after.index("%ld = load") < after.index(BARRIER) < after.index("store i32 42")
    return after


def test_the_read_swapped_with_item_0s_store_across_the_barrier_is_a_violation(
        tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    # race-free (every read is ordered before the store by the barrier), but items 1-3
    # now read the object before anything is stored there: undefined, not 42
    (tmp_path / "before.ll").write_text(BCAST)
    (tmp_path / "after.ll").write_text(_swapped())
    assert_replayable_violation(tmp_path / "before.ll", tmp_path / "after.ll", tmp_path, capsys)


def test_atomics_there_are_shared_not_private_atomic() -> None:
    # after the broadcast barrier every item adds 1 to tmp[0] (nothing shows the results:
    # they commute), then a second barrier: every item reads 42 + n
    add = BCAST.replace(LOAD, '  %a = atomicrmw add ptr addrspace(3) %1, i32 1 syncscope("workgroup") monotonic, align 4\n'
                        + BARRIER + "\n" + LOAD)
    ref, lanes = _both(add, 8)
    assert ref.outcome is Outcome.OK and not ref.approximations and lanes == ref
    assert all(bytes(t.buffers[0][4 * t.lane: 4 * t.lane + 4]) == (50).to_bytes(4, "little")
               for t in ref.threads)
