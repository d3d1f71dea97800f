"""A sixth audit of clang-19's GPU kernels: the targets' own wave-level intrinsics.

tests/data/clang/audit6/ holds the sources (a6.hip for gfx90a, wave64; a6_w32.hip for
gfx1030, wave32; a6.cu for sm_80), each kernel at -O0 and -O2 (build.sh), and a few
deliberately wrong AFTERs (bad_*.ll). What the audit found and fixed:

- ``llvm.amdgcn.icmp``/``fcmp`` (clang's ``__builtin_amdgcn_uicmp``/``sicmp``/``fcmp``)
  were refused by ``check``; they are the ballot of the comparison (one V_CMP whose mask
  has a bit per lane that runs it, as the ballot, which LLVM lowers to the same V_CMP).
- ``llvm.nvvm.nanosleep`` (``__nanosleep``) was refused; PTX ISA "nanosleep": it moves no
  data, so it is a convergent operation that communicates nothing.

The other kernels' values are checked here against what the ISA documents say (PTX ISA
"shfl.sync", "redux.sync", "match.sync", "vote.sync", "bar.warp.sync"; AMD's DPP and
ds_swizzle encodings, LLVM's AMDGPUModifierSyntax.rst), computed in Python independently
of both oracles, which must agree. ``clock`` stays refused (a time the model has none of).
"""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_clang_audit import _both  # both oracles agreeing, each thread's words

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang" / "audit6"
M32 = (1 << 32) - 1


def _text(name: str) -> str:
    return (DATA / f"{name}.ll").read_text()


def _f32(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _sched(text: str, size: int, active: list[int], *words: list[int]) -> Schedule:
    """A schedule of ``size`` lanes, ``active`` running, the kernel's first pointer
    arguments holding ``words`` (32-bit, shared by every thread)."""
    args = parse_module(text).kernel().args
    buffers = {arg.name: tuple(w & M32 for w in ws) for arg, ws in zip(args, words, strict=False)}
    return Schedule(size, tuple(active), buffer_bytes=max(64, 4 * size * 2), buffers=buffers)


def _outs(text: str, sched: Schedule, buffer: int, words_per_lane: int = 1) -> dict[int, int | None]:
    """Each active lane's own ``out[lane]`` (1 or 2 words; None where a byte is poison),
    both oracles agreeing."""
    fn = parse_module(text).kernel()
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    out: dict[int, int | None] = {}
    size = 4 * words_per_lane
    for t, lane in zip(ref.threads, sched.active_lanes, strict=True):
        raw = t.buffers[buffer][lane * size:(lane + 1) * size]
        out[lane] = None if POISON in raw else int.from_bytes(bytes(raw), "little")
    return out


def _s32(v: int) -> int:
    v &= M32
    return v - (1 << 32) if v >> 31 else v


# -- llvm.amdgcn.icmp / fcmp: the ballot of a comparison (the fix) ---------------------

INTS = [5, 6, -1, 0, 7, 3, -8, 100, 2, 9, -3, 4]
FLOATS = [0.25, 0.5, math.nan, -1.0, 0.75, 0.4999, math.inf, -0.0, 1.5, 0.1, -math.inf, 0.5]


def _ballot(active: list[int], pred) -> int:
    return sum(1 << lane for lane in active if pred(lane))


@pytest.mark.parametrize("name", ["h_icmp_fcmp_O2", "h_icmp_fcmp_O0"])
@pytest.mark.parametrize("active", [list(range(12)), [1, 2, 4, 6, 7, 10]])
def test_icmp_fcmp_intrinsics_are_ballots_of_the_comparison(name: str, active: list[int]) -> None:
    """h_icmp_fcmp: uicmpl(v, 5, ugt=34) ^ sicmp(v, 0, slt=40) << 1 ^ fcmp(f, 0.5, olt=4) << 2
    (LLVM's CmpInst codes; a NaN is unordered: olt false)."""
    text = _text(name)
    got = _outs(text, _sched(text, 12, active, INTS, [_f32(f) for f in FLOATS]), 2, 2)
    a = _ballot(active, lambda x: (INTS[x] & M32) > 5)
    b = _ballot(active, lambda x: INTS[x] < 0)
    c = _ballot(active, lambda x: FLOATS[x] < 0.5)
    assert got == dict.fromkeys(active, a ^ (b << 1) ^ (c << 2))


@pytest.mark.parametrize("active", [list(range(8)), [0, 3, 5, 6]])
def test_wave32_icmp_beside_the_ballot_and_readfirstlane_in_a_loop(active: list[int]) -> None:
    """w_ballot_icmp: ballot(v > 3) ^ uicmp(v, 3, ugt) (they differ on negative v), plus
    readfirstlane(v + i) summed over a loop of v & 3 trips (iteration i's set: the lanes
    still looping), plus 100000 * the lanes below this one in the ballot."""
    text = _text("w_ballot_icmp_O2")
    words = [5, -1, 2, 7, -6, 3, 11, 1]
    got = _outs(text, _sched(text, 8, active, words), 1)
    b = _ballot(active, lambda x: words[x] > 3)
    c = _ballot(active, lambda x: (words[x] & M32) > 3)
    want = {}
    for lane in active:
        acc = 0
        for i in range(words[lane] & 3):
            first = min(x for x in active if (words[x] & 3) > i)
            acc += words[first] + i
        below = bin(b & ((1 << lane) - 1)).count("1")
        want[lane] = ((b ^ c) + acc + below * 100000) & M32
    assert got == want


ICMP_I32 = """define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %m = call i32 @llvm.amdgcn.icmp.i32.i32(i32 %id, i32 2, i32 PRED)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %m, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.icmp.i32.i32(i32, i32, i32 immarg) convergent
"""


def test_icmp_i32_mask_holds_lanes_below_32_and_other_predicates_are_unsupported() -> None:
    """An i32 mask of lanes 0-31 (ugt 2: lanes 3..7); a lane 32 or up, or a code that is
    no icmp predicate (LLVM lowers it to undef), is unsupported in both oracles."""
    text = ICMP_I32.replace("PRED", "34")
    got = _outs(text, Schedule(8, tuple(range(8))), 0)
    assert got == dict.fromkeys(range(8), 0b11111000)
    assert _both(text, Schedule(40, (0, 5, 33))) is Outcome.UNSUPPORTED
    assert _both(ICMP_I32.replace("PRED", "17"), Schedule(8, tuple(range(8)))) \
        is Outcome.UNSUPPORTED


def test_icmp_kernels_check_and_validate() -> None:
    for name in ("h_icmp_fcmp_O0", "w_ballot_icmp_O0"):
        assert fuzzfarm(["check", DATA / f"{name}.ll"]).returncode == 0
    ran = fuzzfarm(["validate", DATA / "w_ballot_icmp_O0.ll", DATA / "w_ballot_icmp_O2.ll",
                    "--schedules", "4"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


# -- nanosleep (the fix) and clock -------------------------------------------------------


def test_nanosleep_is_a_convergent_operation_that_moves_no_data() -> None:
    text = _text("c_nanosleep_O2")
    words = [3, -1, 0, 8]
    got = _outs(text, _sched(text, 4, [0, 1, 2, 3], words), 1)
    assert got == {lane: (words[lane] + 1) & M32 for lane in range(4)}
    assert fuzzfarm(["check", DATA / "c_nanosleep_O0.ll"]).returncode == 0
    ran = fuzzfarm(["validate", DATA / "c_nanosleep_O0.ll", DATA / "c_nanosleep_O2.ll",
                    "--schedules", "4"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def test_clock_is_refused_with_a_reason() -> None:
    ran = fuzzfarm(["run", DATA / "c_clock_O2.ll"])
    assert ran.returncode == 2 and "read.ptx.sreg.clock" in ran.stderr
    assert "Traceback" not in ran.stderr


# -- values of the other kernels, from the ISA documents ---------------------------------

WORDS64 = [(7 * x * x + 3 * x + 1) % 1000 - 300 for x in range(64)]


def test_dpp_row_shr_bound_ctrl_and_quad_perm() -> None:
    """h_dpp_shr: row_shr:1 reads lane L-1 of the row; lane 0 of a row has no source
    ('invalid'): old (-1) without bound_ctrl, 0 with it; quad_perm(1,0,3,2) reads L^1."""
    text = _text("h_dpp_shr_O2")
    got = _outs(text, _sched(text, 64, list(range(64)), WORDS64), 1)
    want = {}
    for lane in range(64):
        a = -1 if lane % 16 == 0 else WORDS64[lane - 1]
        b = 0 if lane % 16 == 0 else WORDS64[lane - 1]
        want[lane] = (a + 1000 * b + 1000000 * WORDS64[lane ^ 1]) & M32
    assert got == want


def test_dpp_row_bcast_with_row_masks() -> None:
    """h_dpp_bcast (gfx90a): row_bcast:15 gives row r lane 16r-1 (rows 1 and 3 enabled by
    row_mask 0xa, the others keep old = 0); row_bcast:31 gives rows 2 and 3 lane 31."""
    text = _text("h_dpp_bcast_O2")
    got = _outs(text, _sched(text, 64, list(range(64)), WORDS64), 1)
    want = {}
    for lane in range(64):
        row = lane // 16
        a = WORDS64[16 * row - 1] if row in (1, 3) else 0
        b = WORDS64[31] if row in (2, 3) else 0
        want[lane] = (a + 1000 * b) & M32
    assert got == want


def test_ds_swizzle_bitmask_and_quad_modes() -> None:
    """h_swizzle: bitmask mode ((id & and) | or) ^ xor on the 5-bit id within 32 lanes
    (and 0x1f xor 1: L^1; and 0x18: the first lane of each 8); quad mode 0x1b reverses
    each quad."""
    text = _text("h_swizzle_O2")
    got = _outs(text, _sched(text, 64, list(range(64)), WORDS64), 1)
    want = {}
    for lane in range(64):
        x, q, b = WORDS64[lane ^ 1], WORDS64[(lane & ~3) + 3 - (lane & 3)], WORDS64[lane & ~7]
        want[lane] = (x + 100 * q + 10000 * b) & M32
    assert got == want


WORDS32 = [(5 * x * x + 11 * x) % 97 - 40 for x in range(32)]


def test_shfl_with_widths() -> None:
    """c_up_idx: shfl.up 1 within segments of 4 (the segment's first lane keeps its own),
    shfl.idx 2 within 8 (lane 2 of the segment), shfl.bfly 3 within 4 (L^3)."""
    text = _text("c_up_idx_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), WORDS32), 1)
    want = {}
    for lane in range(32):
        u = WORDS32[lane - 1] if lane % 4 else WORDS32[lane]
        i, x = WORDS32[(lane & ~7) + 2], WORDS32[lane ^ 3]
        want[lane] = (u + 1000 * i + 1000000 * x) & M32
    assert got == want


def test_shfl_down_width16_reduction() -> None:
    """c_down16: down 8, 4, 2, 1 within segments of 16 (out of range: the lane itself)."""
    text = _text("c_down16_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), WORDS32), 1)
    v = list(WORDS32)
    for d in (8, 4, 2, 1):
        v = [v[x] + (v[x + d] if (x % 16) + d < 16 else v[x]) for x in range(32)]
    assert got == {x: v[x] & M32 for x in range(32)}


def test_redux_sync_all_kinds_and_half_masks() -> None:
    """c_redux_all: add, umin, max, and, or, xor over the warp (PTX "redux.sync");
    c_redux_half: min and umax over lanes 0-15 (mask 0xffff), add over 16-31."""
    text = _text("c_redux_all_O2")
    w = WORDS32
    got = _outs(text, _sched(text, 32, list(range(32)), w), 1)
    a, mn, mx = sum(w), min(x & M32 for x in w), max(w)
    an, o, x = M32, 0, 0
    for v in w:
        an, o, x = an & v, o | (v & M32), x ^ (v & M32)
    want = (a + mn * 3 + mx * 5 + _s32(an) * 7 + _s32(o) * 11 + _s32(x) * 13) & M32
    assert got == dict.fromkeys(range(32), want)
    text = _text("c_redux_half_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), w), 1)
    lo = min(w[:16]) + 100 * max(v & M32 for v in w[:16])
    assert got == {lane: (lo if lane < 16 else sum(w[16:])) & M32 for lane in range(32)}


def test_match_any_leaders_and_votes_of_a_partial_mask() -> None:
    """c_match_leader: the lowest lane of each key's group (key v & 3) writes its size;
    c_vote_part: odd lanes vote with mask 0xaaaaaaaa (ballot popcount, any v > 5, all
    v > -5)."""
    text = _text("c_match_leader_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), WORDS32), 1)
    groups: dict[int, list[int]] = {}
    for lane in range(32):
        groups.setdefault(WORDS32[lane] & 3, []).append(lane)
    want = {lane: len(g) if lane == g[0] else 0 for g in groups.values() for lane in g}
    assert got == want
    text = _text("c_vote_part_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), WORDS32), 1)
    odd = range(1, 32, 2)
    r = (sum(1 for x in odd if WORDS32[x] > 0) + 100 * any(WORDS32[x] > 5 for x in odd)
         + 1000 * all(WORDS32[x] > -5 for x in odd))
    assert got == {lane: r if lane % 2 else 0 for lane in range(32)}


def test_syncthreads_count_and_or() -> None:
    text = _text("c_sync_vote_O2")
    got = _outs(text, _sched(text, 32, list(range(32)), WORDS32), 1)
    c = sum(1 for v in WORDS32 if v > 0)
    r = c + 1000 * all(v > -100 for v in WORDS32) + 10000 * any(v > 100 for v in WORDS32)
    assert got == dict.fromkeys(range(32), r)


# -- deliberately wrong AFTERs: violations with concrete lanes ---------------------------


@pytest.mark.parametrize(("before", "after", "lane"), [
    ("c_down16_O2", "bad_c_down16_up", 0),          # the first shfl.down turned shfl.up
    ("h_dpp_shr_O2", "bad_h_dpp_shr2", 1),          # row_shr:1 -> row_shr:2
    ("h_ballot_div_O2", "bad_h_ballot_hoisted", 1),  # the ballot above its branch
])
def test_wrong_after_is_a_violation_with_lanes(before: str, after: str, lane: int) -> None:
    ran = fuzzfarm(["validate", DATA / f"{before}.ll", DATA / f"{after}.ll", "--schedules", "2"])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "verdict: violation" in ran.stdout
    assert f"  lane {lane} buffer 1 byte {4 * lane}: before" in ran.stdout


@pytest.mark.parametrize("name", ["c_vote_part_O2", "c_tile8_mask_O2", "c_syncwarp_O2"])
def test_run_gives_membermask_code_a_whole_warp_by_default(name: str) -> None:
    """A branch's mask (0xaaaaaaaa), a tile's (0xff << 8k) or a half warp's names lanes past
    the 4 that ``run`` ran by default: every such run was "unsupported" (exit 1)."""
    ran = fuzzfarm(["run", "--oracle", "both", DATA / f"{name}.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "subgroup: 32 lanes" in ran.stdout


# -- readlane's lane select: the index modulo the wave (the fix) -------------------------

READLANE = """define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %l) ATTRS {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %v = mul i32 %id, 10
  %r = call i32 @llvm.amdgcn.readlane.i32(i32 %v, i32 %l)
  %w = call i32 @llvm.amdgcn.writelane.i32(i32 7, i32 %l, i32 %id)
  %s = shl i32 %w, 16
  %t = add i32 %r, %s
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %t, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent
declare i32 @llvm.amdgcn.writelane.i32(i32, i32, i32) convergent
attributes #0 = { "target-cpu"="gfx90a" }
"""


@pytest.mark.parametrize(("index", "wave64", "lane"), [
    (0xFFFFFFC5, False, 5),  # bit 5 clear: lane 5 on a 32- and on a 64-lane wave
    (64 + 3, False, 3),
    (0xFFFFFFE7, True, 39),  # bit 5 set: lane 39 of a wave known to have 64 lanes
    (0xFFFFFFE7, False, None),  # ... and the wave size's to decide on a wave not known
])
def test_readlane_and_writelane_read_the_index_modulo_the_wave(
        index: int, wave64: bool, lane: int | None) -> None:
    """V_READLANE/V_WRITELANE select lane SSRC1[5:0] (wave64) or [4:0] (wave32), and LLVM's
    InstCombine drops a readlane's ``and %l, 63`` accordingly; the index was unsupported
    from 64 up (h_readlane_rfl after the embedded default<O2>: inconclusive)."""
    text = READLANE.replace("ATTRS", "#0" if wave64 else "")
    size = 48 if wave64 else 8
    active = tuple(range(0, size, 3 if wave64 else 1))
    sched = Schedule(size, active, args={"l": (index,) * size}, buffer_bytes=4 * size)
    got = _both(text, sched)
    if lane is None:
        assert got is Outcome.UNSUPPORTED
        return
    assert not isinstance(got, Outcome), got
    want = {x: (10 * lane if lane in active else None, 7 if x == lane else x) for x in active}
    for i, x in enumerate(active):
        r, w = want[x]
        assert got[i][x] >> 16 == w
        if r is not None:
            assert got[i][x] & 0xFFFF == r


def test_readlane_kernel_after_the_embedded_O2_is_decided() -> None:
    ran = fuzzfarm(["validate", DATA / "h_readlane_rfl_O2.ll", "--pipeline", "default<O2>",
                    "--threads", "8", "--schedules", "6"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


# -- ds_bpermute on GFX10+: within each 32-lane half (the fix) ---------------------------


@pytest.mark.parametrize("active", [list(range(32)), [0, 2, 3, 7, 8, 13, 20, 31]])
def test_wave32_bpermute_past_lane_31_wraps_within_the_wave(active: list[int]) -> None:
    """w_bperm (gfx1030): ds_bpermute(((lane ^ 5) + 32) << 2) reads lane (lane ^ 5) mod 32
    (RDNA ISA, DS_BPERMUTE_B32: the address / 4 mod 32); it was unsupported (a lane only
    the wave size decides). A source outside S reads poison (not compared)."""
    text = _text("w_bperm_O2")
    got = _outs(text, _sched(text, 32, active, WORDS32), 1)
    assert got == {lane: WORDS32[lane ^ 5] & M32 if lane ^ 5 in active else None
                   for lane in active}


BPERMUTE = """define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %x = xor i32 %id, 33
  %a = shl i32 %x, 2
  %v = mul i32 %id, 10
  %r = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %id
  store i32 %r, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) convergent
attributes #0 = { "target-cpu"="CPU" "target-features"="+wavefrontsize64" }
"""


@pytest.mark.parametrize(("cpu", "flip"), [("gfx90a", 33), ("gfx1030", 1)])
def test_wave64_bpermute_reads_the_whole_wave_on_gfx9_and_a_half_on_gfx10(cpu: str,
                                                                           flip: int) -> None:
    """Address (lane ^ 33) * 4 on 64 lanes: lane ^ 33 on GFX9 (addr[7:2]), lane ^ 1 on
    GFX10+ (bit 5 of the source is the reader's own: Mesa's ACO builds a cross-half
    wave64 bpermute from two and a swap of the halves)."""
    text = BPERMUTE.replace("CPU", cpu)
    got = _outs(text, Schedule(64, tuple(range(64)), buffer_bytes=256), 0)
    assert got == {lane: 10 * (lane ^ flip) for lane in range(64)}


def test_a_later_generations_bpermute_reads_only_what_both_readings_agree_on() -> None:
    """GFX12 (gfx1200): whether ds_bpermute reads the whole wave64 or the reader's half is
    not known here (crosslane.bpermute_in_halves), so a read within the reader's half
    (lane ^ 1) is decided, one across the halves (lane ^ 33) is unsupported in both
    oracles, never a guess of either reading."""
    same_half = BPERMUTE.replace("CPU", "gfx1200").replace("xor i32 %id, 33", "xor i32 %id, 1")
    sched = Schedule(64, tuple(range(64)), buffer_bytes=256)
    assert _outs(same_half, sched, 0) == {lane: 10 * (lane ^ 1) for lane in range(64)}
    fn = parse_module(BPERMUTE.replace("CPU", "gfx1200")).kernel()
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.UNSUPPORTED, (ref, sim)
