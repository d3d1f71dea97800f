"""A run past the end of a ``ptr`` argument's buffer decides nothing.

The oracles give each ``ptr`` argument a private buffer whose size the schedule
chooses (oracles/SEMANTICS.md, "Values"); the kernel's real buffer may be larger.
So undefined behaviour or poison that only comes from that size is the model's,
not the program's: before with such UB would match anything (a vacuous pass), and
after with it is no counterexample. The expectations below follow from that
reading: ``out[lane]`` of i32 needs 4 * 32 bytes at 32 lanes, more than the 64
bytes campaigns use; an alloca's size is the program's own, so running past it
stays plain undefined behaviour.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import BUFFER_BOUNDS, Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Schedule, wave_buffer_bytes
from fuzzfarm.vocabulary import Model
from oracles import reference, simt
from oracles.oracle import agrees

STORE_SUM_AT_LANE = """
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
define void @k(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %s = call i32 @subgroupAdd(i32 %x)
  %v = VALUE
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %v, ptr %p, align 4
  ret void
}
"""
BEFORE = STORE_SUM_AT_LANE.replace("%v = VALUE", "%v = add i32 %s, 0")
# Lanes 16 and up store their own x instead of the sum: only a buffer of more than
# 64 bytes shows it (lanes 0..15 store at bytes 0..63).
AFTER = STORE_SUM_AT_LANE.replace(
    "%v = VALUE", "%hi = icmp uge i32 %lane, 16\n  %v = select i1 %hi, i32 %x, i32 %s")

ALLOCA_PAST_END = """
define i32 @k(i32 %x) {
entry:
  %a = alloca i32, align 4
  %p = getelementptr i32, ptr %a, i32 1
  store i32 %x, ptr %p, align 4
  ret i32 0
}
"""
ADDRESS_ONLY = """
define i32 @k(ptr %out, i32 %x) {
entry:
  %p = getelementptr inbounds i32, ptr %out, i32 40
  %n = icmp eq ptr %p, null
  %r = zext i1 %n to i32
  ret i32 %r
}
"""


def schedule(lanes: int, buffer_bytes: int) -> Schedule:
    return Schedule(lanes, tuple(range(lanes)), {"x": tuple(range(1, lanes + 1))},
                    buffer_bytes=buffer_bytes)


def both(text: str, sched: Schedule):
    fn = parse_module(text).kernel()
    ref = reference.run(fn, sched, Model.MAXIMAL)
    sim = simt.run_batch(fn, [sched], Model.MAXIMAL)[0]
    assert agrees(sim, ref)
    return ref.behaviour, sim.behaviour


def test_a_store_past_an_argument_buffer_is_the_models_ub_in_both_oracles() -> None:
    for b in both(BEFORE, schedule(32, 64)):
        assert b.outcome is Outcome.UB and BUFFER_BOUNDS in b.approximations
    for b in both(BEFORE, schedule(32, 128)):  # 32 lanes * 4 bytes fit
        assert b.outcome is Outcome.OK and BUFFER_BOUNDS not in b.approximations


def test_past_an_alloca_is_the_programs_own_ub() -> None:
    for b in both(ALLOCA_PAST_END, schedule(4, 64)):
        assert b.outcome is Outcome.UB and not b.approximations


def test_an_inbounds_address_past_the_buffer_is_recorded_without_an_access() -> None:
    """``gep inbounds`` 160 bytes into a 64-byte buffer is poison in the model only; the
    poisoned compare makes the return poison, which would match any value."""
    for b in both(ADDRESS_ONLY, schedule(4, 64)):
        assert BUFFER_BOUNDS in b.approximations
    for b in both(ADDRESS_ONLY, schedule(4, 256)):
        assert not b.approximations and b.threads[0].return_value == 0


def test_before_past_its_buffer_matches_nothing_for_sure() -> None:
    before, _ = both(BEFORE, schedule(32, 64))
    after, _ = both(AFTER, schedule(32, 64))
    assert compare(after, before).match is Match.UNDECIDED
    plain_ub, _ = both(ALLOCA_PAST_END, schedule(32, 64))
    assert compare(after, plain_ub).match is Match.YES  # the program's own UB allows anything


@pytest.mark.parametrize("threads", [32, 64])
def test_validate_on_a_wide_wave_sizes_buffers_for_it(threads: int, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """With 64-byte buffers the pair used to pass (before's store of lane 16 was UB); now
    that is undecided (exit 3), and validate's default buffers fit the wave: a violation
    whose schedule replays."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(BEFORE)
    after.write_text(AFTER)
    args = ["validate", str(before), str(after), "--threads", str(threads)]
    assert main([*args, "--buffer-bytes", "64"]) == 3
    assert "past the end of a ptr argument's buffer" in capsys.readouterr().out
    out = tmp_path / "cx"
    assert main([*args, "--out", str(out)]) == 1
    assert f'"buffer_bytes": {wave_buffer_bytes(threads)}' in (out / "schedule.json").read_text()
    capsys.readouterr()
    assert main(["replay", str(out)]) == 1
    twin = tmp_path / "twin.ll"
    twin.write_text(BEFORE.replace("%v = add i32 %s, 0", "%v = or i32 %s, 0"))
    assert main(["validate", str(before), str(twin), "--threads", str(threads)]) == 0


LOADS_ITS_INPUT = """
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
define void @k(ptr %out, ptr %in) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %q = getelementptr inbounds i32, ptr %in, i32 %lane
  %v = load i32, ptr %q, align 4
  %w = VALUE
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %w, ptr %p, align 4
  ret void
}
"""


def test_buffers_hold_the_schedules_inputs_in_both_oracles() -> None:
    """in[lane] reads word ``lane`` of the schedule's contents, the same in every thread."""
    text = LOADS_ITS_INPUT.replace("%w = VALUE", "%w = add i32 %v, 1")
    sched = Schedule(4, (0, 1, 2, 3), {}, buffer_bytes=64, buffers={"in": (5, 0xFFFFFFFF, 7)})
    assert Schedule.loads(sched.dumps()) == sched
    for b in both(text, sched):
        words = [int.from_bytes(bytes(t.buffers[0][4 * t.lane: 4 * t.lane + 4]), "little")
                 for t in b.threads]
        assert words == [6, 0, 8, 1]  # lane 3 reads past the three words given: zero


def test_validate_feeds_a_kernel_that_loads_its_input(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Taking in[lane] as uniform (broadcasting lane 0's) is wrong only when the lanes'
    inputs differ: with zeroed buffers every lane loaded 0 and the pair passed."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(LOADS_ITS_INPUT.replace("%w = VALUE", "%w = add i32 %v, 0"))
    after.write_text(LOADS_ITS_INPUT.replace("%w = VALUE",
                                             "%w = call i32 @subgroupBroadcastFirst(i32 %v)"))
    out = tmp_path / "cx"
    assert main(["validate", str(before), str(after), "--threads", "32", "--out", str(out)]) == 1
    assert '"buffers"' in (out / "schedule.json").read_text()
    capsys.readouterr()
    assert main(["replay", str(out)]) == 1
    twin = tmp_path / "twin.ll"
    twin.write_text(LOADS_ITS_INPUT.replace("%w = VALUE", "%w = or i32 %v, 0"))
    assert main(["validate", str(before), str(twin), "--threads", "32"]) == 0


def test_run_sizes_buffers_for_its_subgroup(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``run --threads 32`` of out[lane]: every lane stores (32 * 16 bytes of buffer); with
    ``--buffer-bytes 64`` lane 16 runs past the end, which the run names."""
    import json

    kernel = tmp_path / "k.ll"
    kernel.write_text(BEFORE)
    assert main(["run", str(kernel), "--threads", "32", "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)["behaviour"]
    assert shown["outcome"] == "ok"
    assert all(len(t["buffers"][0]) == wave_buffer_bytes(32) for t in shown["threads"])
    main(["run", str(kernel), "--threads", "32", "--buffer-bytes", "64", "--json"])
    shown = json.loads(capsys.readouterr().out)["behaviour"]
    assert shown["outcome"] == "ub" and shown["approximations"] == [BUFFER_BOUNDS]
