"""What a third audit of clang's GPU kernels found refused though its meaning is fixed:
OpenCL's sub-group scans, the reductions and broadcasts of ``uint``, ``long`` and
``ulong``, ``sub_group_barrier`` and the scoped ``work_group_barrier``
(tests/data/clang/audit3.cl), and CUDA's ``__match_all_sync`` (audit3.cu; each compiled as
its first lines say). Expected values are
computed here in Python from OpenCL C 2.0, 6.13.15 (and the OpenCL 2.0 extensions,
9.17), independently of both oracles, which must agree.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_clang_audit import _both  # both oracles agreeing, each thread's words

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang"
M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def _signed(v: int, bits: int = 32) -> int:
    return v - (1 << bits) if v >> (bits - 1) else v


def _buffers(text: str, *words: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
    """The ``buffers`` entry giving the kernel's first pointers these 32-bit ``words``."""
    args = parse_module(text).kernel().args
    return {arg.name: w for arg, w in zip(args, words, strict=False)}


def _scan_div(words: list[int], active: list[int]) -> dict[int, int]:
    """cl_scan_div: lanes whose word is positive scan (inclusive max, exclusive min)
    among themselves, the others (uint inclusive add, exclusive max) among themselves."""
    out = {}
    for lane in active:
        side = [x for x in active if (_signed(words[x]) > 0) == (_signed(words[lane]) > 0)]
        upto = [words[x] for x in side if x <= lane]
        below = [words[x] for x in side if x < lane]
        if _signed(words[lane]) > 0:
            incl = max(_signed(v) for v in upto)
            excl = min((_signed(v) for v in below), default=2**31 - 1)  # INT_MAX
            out[lane] = (incl ^ (excl << 8)) & M32
        else:
            out[lane] = (sum(upto) + 7 * max(below, default=0)) & M32
    return out


@pytest.mark.parametrize("active", [list(range(8)), [0, 2, 3, 5, 6], [1, 4, 7]])
def test_scans_run_over_the_lanes_of_their_side_in_lane_order(active: list[int]) -> None:
    text = (DATA / "a3_cl_scan_div_O3.ll").read_text()
    words = [5, -3 & M32, 2, 9, 0, 4, -7 & M32, 3]
    sched = Schedule(8, tuple(active), buffer_bytes=64, buffers=_buffers(text, tuple(words)))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    assert {lane: got[i][lane] for i, lane in enumerate(active)} == _scan_div(words, active)


SCAN_POISON = """define void @k(ptr %out, i32 %v) {
entry:
  %id = call i32 @_Z22get_sub_group_local_idv()
  %c = icmp eq i32 %id, 2
  %x = select i1 %c, i32 poison, i32 %v
  %i = call i32 @_Z28sub_group_scan_inclusive_addi(i32 %x)
  %e = call i32 @_Z28sub_group_scan_exclusive_addi(i32 %x)
  %p = getelementptr i32, ptr %out, i32 %id
  store i32 %i, ptr %p
  %q = getelementptr i32, ptr %p, i32 8
  store i32 %e, ptr %q
  ret void
}
declare i32 @_Z22get_sub_group_local_idv() convergent
declare i32 @_Z28sub_group_scan_inclusive_addi(i32) convergent
declare i32 @_Z28sub_group_scan_exclusive_addi(i32) convergent
"""


def test_a_poison_value_poisons_only_the_scans_that_fold_it() -> None:
    """Lane 2's poison reaches the inclusive results of lanes 2 and up and the exclusive
    ones of lanes 3 and up; the lanes below keep their sums."""
    fn = parse_module(SCAN_POISON).kernel()
    sched = Schedule.full(4, args={"v": (0, 1, 2, 3)}, buffer_bytes=64)
    for oracle in (reference, simt):
        behaviour = oracle.run(fn, sched).behaviour
        assert behaviour.outcome is Outcome.OK
        for t in behaviour.threads:
            incl, excl = t.buffers[0][4 * t.lane], t.buffers[0][32 + 4 * t.lane]
            assert incl == (POISON if t.lane >= 2 else sum(range(t.lane + 1))), (oracle, t.lane)
            assert excl == (POISON if t.lane >= 3 else sum(range(t.lane))), (oracle, t.lane)


def test_reductions_and_broadcasts_of_uint_long_and_ulong() -> None:
    text = (DATA / "a3_cl_sg_types_O3.ll").read_text()
    ins = [3, 0xFFFFFFF0, 17, 2, 0x80000001, 9, 4, 1]
    longs = [5, -(1 << 40), 1 << 62, -3, 7, 1 << 33, -1, 12]
    halves = tuple(h for v in longs for h in ((v & M64) & M32, (v & M64) >> 32))
    sched = Schedule.full(8, buffer_bytes=64, buffers=_buffers(text, tuple(ins), halves))
    got = _both(text, sched, 2)
    assert not isinstance(got, Outcome), got
    want = (sum(ins) & M32) ^ max(ins) ^ min(ins) ^ ins[2]
    assert [got[t][t] for t in range(8)] == [want] * 8
    wide = _both(text, sched, 3)
    assert not isinstance(wide, Outcome), wide
    lwant = (sum(longs) + 3 * min(longs) + 5 * max(v & M64 for v in longs) + 7 * longs[1]) & M64
    assert [wide[t][2 * t] | wide[t][2 * t + 1] << 32 for t in range(8)] == [lwant] * 8


def test_reductions_are_uniform_and_scans_divergent_in_our_analysis() -> None:
    """A reduction's result is the same in every lane of S; a scan's differs by lane."""
    for name, uniform in (("a3_cl_sg_types_O3.ll", True), ("a3_cl_scan_div_O3.ll", False)):
        fn = parse_module((DATA / name).read_text()).kernel()
        info = analyze(fn)
        calls = [i for i in fn.instructions() if "sub_group_reduce" in (i.callee or "")
                 or "sub_group_scan" in (i.callee or "")]
        assert calls
        assert all((i not in info.divergent) == uniform for i in calls), name


def test_sub_group_barriers_order_local_memory_unless_of_work_item_scope() -> None:
    """cl_sg_barrier exchanges through local memory across sub_group_barrier(flags),
    sub_group_barrier(flags, memory_scope_sub_group) and work_group_barrier(flags,
    memory_scope_work_group): race-free and decided. Behind a barrier of
    memory_scope_work_item the read of a neighbour's write is a data race."""
    text = (DATA / "a3_cl_sg_barrier_O3.ll").read_text()
    ins = tuple(10 * t + 3 for t in range(8))
    sched = Schedule.full(8, buffer_bytes=64, buffers=_buffers(text, ins))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    assert [got[t][t] for t in range(8)] == [2 * ins[(t ^ 2) ^ 1] + ins[t ^ 1] for t in range(8)]
    fn = parse_module(text).kernel()
    assert all(not o.run(fn, sched).behaviour.approximations for o in (reference, simt))
    item = parse_module((DATA / "a3_cl_sg_barrier_item_O3.ll").read_text()).kernel()
    for oracle in (reference, simt):
        assert "data-race" in oracle.run(item, sched).behaviour.approximations


def test_validate_finds_an_inclusive_scan_made_exclusive(tmp_path: Path) -> None:
    """The user path: check accepts the kernel, and validate tells an AFTER whose
    inclusive scan became the exclusive one apart (exit 1), and BEFORE itself passes."""
    before = DATA / "a3_cl_scan_div_O3.ll"
    assert fuzzfarm(["check", str(before)]).returncode == 0
    text = before.read_text()
    after = tmp_path / "after.ll"
    after.write_text(text.replace("call i32 @_Z28sub_group_scan_inclusive_maxi(",
                                  "call i32 @_Z28sub_group_scan_exclusive_maxi(")
                     + "declare hidden i32 @_Z28sub_group_scan_exclusive_maxi(i32 noundef) #0\n")
    args = ["--threads", "8", "--schedules", "3"]
    assert fuzzfarm(["validate", str(before), str(after), *args]).returncode == 1
    assert fuzzfarm(["validate", str(before), "--pipeline", "simplifycfg", *args]).returncode == 0


@pytest.mark.parametrize("keys", [[7] * 32, [7] * 31 + [8], [t % 3 for t in range(32)]])
def test_match_all_gives_the_set_and_true_only_where_every_key_agrees(keys: list[int]) -> None:
    """PTX ISA, "match.sync": match.all gives the membermask and p = 1 when every named
    thread has the same value, else 0 and p = 0. c_match_all asks it of the odd words'
    lanes (mask: __activemask() in the branch); c_match_all64 of the whole warp."""
    words = [(k << 4) | (t & 1) for t, k in enumerate(keys)]
    text = (DATA / "a3_c_match_all_O3.ll").read_text()
    sched = Schedule.full(32, buffer_bytes=128, buffers=_buffers(text, tuple(words)))
    got = _both(text, sched, 1)
    assert not isinstance(got, Outcome), got
    odd = [t for t in range(32) if t & 1]
    agree = len({keys[t] for t in odd}) == 1
    want = (sum(1 << t for t in odd) ^ (1 << 31)) if agree else 0
    assert [got[t][t] for t in range(32)] == [want if t & 1 else M32 for t in range(32)]
    wide = (DATA / "a3_c_match_all64_O3.ll").read_text()
    halves = tuple(h for k in keys for h in (5, k << 8))  # in[t] = k << 40 | 5
    sched = Schedule.full(32, buffer_bytes=256, buffers=_buffers(wide, halves))
    got = _both(wide, sched, 1)
    assert not isinstance(got, Outcome), got
    assert [got[t][t] for t in range(32)] == [M32 ^ 1 if len(set(keys)) == 1 else 0] * 32


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs Debian's llvm-19")
def test_uniformity_keeps_a_wave32_kernel_to_32_lanes() -> None:
    """h_w32_loop is compiled for gfx1030 (wave32): without --threads, `uniformity` drew
    schedules of up to 64 lanes, on which its 32-lane ballot is unsupported (exit 3);
    its schedules keep to the kernel's 32-lane wave, as an NVPTX kernel's to its warp."""
    got = fuzzfarm(["uniformity", str(DATA / "a3_h_w32_loop_O3.ll"), "--opt", "opt-19"])
    assert got.returncode == 0, got.stdout
    assert "verdict: every uniform claim held" in got.stdout
