"""An eighth audit of clang-19's GPU kernels: library-style code (CUB, hipCUB, rocPRIM idioms).

tests/data/clang/audit8/ holds the sources (a8.cu for sm_80; a8.hip for gfx90a, wave64,
and again with -DWAVE=32 for gfx1030: h_* and w_*), each kernel at -O0 and -O2
(build.sh), and three deliberately wrong AFTERs (bad_*.ll). The kernels are warp and
block reductions (shfl.sync.bfly butterflies, redux.sync, ds_bpermute), shfl.sync.up
scans with lane guards, ballot + lanemask_lt / mbcnt stream compaction with one atomic
per warp, a shared-memory histogram, warp-aggregated atomics whose leader is the lowest
active lane, a warp bitonic sort, a shared-memory transpose, and a loop whose exit is a
vote (``while (__any_sync(...))``). Every kernel passes ``check``, ``run --oracle both``,
``validate`` with the embedded ``default<O2>`` and with opt-19 ``default<O3>``, and
``uniformity --opt opt-19`` (the audit's table; a few of them are pinned here).

What the audit found and fixed: ``--llc llc-19 --stop-after structurizecfg`` left every
AMDGPU kernel with two pointer arguments inconclusive: the load-store vectorizer merges
the lowered kernel-argument loads into one ``load <2 x i64>`` whose halves are
``inttoptr``-ed (pointer bytes read as an integer: an address). Stop runs now turn the
vectorizer off on AMDGPU (fuzzfarm/llvm/stopafter.py, AMDGPU_OPTIONS). Through that path
came a false positive: AMDGPU's atomic optimizer rewrites every lane's ``atomicAdd(ctr,
v)`` on a uniform pointer argument into one atomic of the wave's sum and a scan, right on
the one buffer a launch passes every thread; the model gives each thread a private copy
of an argument buffer, so BEFORE showed every lane the counter's first value and the
rewrite was a "violation". Now two lanes' atomics on one byte of an argument buffer
record the ``private-atomic`` approximation in both oracles (oracles/SEMANTICS.md,
"Atomics"), and a difference from such a run decides nothing.

The values are checked against what the ISA documents say (PTX ISA "shfl.sync",
"redux.sync", "vote.sync", "activemask", %lanemask_lt; AMD's ds_bpermute_b32, v_mbcnt,
ballot), computed here in Python, independently of both oracles, which must agree.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_clang_audit6 import _s32, _sched

from fuzzfarm.behaviour import POISON, PRIVATE_ATOMIC, Outcome
from fuzzfarm.ir import parse_module
from fuzzfarm.schedule import Schedule
from oracles import reference, simt

DATA = Path(__file__).resolve().parent / "data" / "clang" / "audit8"
M32 = (1 << 32) - 1
KERNELS = sorted(p.name[:-len("_O2.ll")] for p in DATA.glob("*_O2.ll"))
needs_llc = pytest.mark.skipif(shutil.which("llc-19") is None, reason="llc-19 is not installed")


def _text(name: str) -> str:
    return (DATA / f"{name}.ll").read_text()


def _words(text: str, sched: Schedule, buffer: int, count: int) -> dict[int, list[int | None]]:
    """The first ``count`` 32-bit words of each active thread's own buffer ``buffer``
    (None where a byte is poison), both oracles agreeing."""
    fn = parse_module(text).kernel()
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK, (ref, sim)
    assert ref.threads == sim.threads
    out: dict[int, list[int | None]] = {}
    for t, lane in zip(ref.threads, sched.active_lanes, strict=True):
        raw = t.buffers[buffer]
        ws: list[int | None] = []
        for i in range(count):
            b = raw[4 * i:4 * i + 4]
            ws.append(None if POISON in b else int.from_bytes(bytes(b), "little"))
        out[lane] = ws
    return out


def _own(text: str, size: int, words: list[int], buffer: int = 1) -> dict[int, int | None]:
    """out[lane] of each lane of a whole ``size``-lane wave reading ``words``."""
    got = _words(text, _sched(text, size, list(range(size)), words), buffer, size)
    return {lane: ws[lane] for lane, ws in got.items()}


def _data(size: int, seed: int, lo: int = -50, hi: int = 50) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(lo, hi) for _ in range(size)]


def _scan(xs: list[int]) -> list[int]:
    acc, out = 0, []
    for x in xs:
        acc += x
        out.append(acc)
    return out


# -- values, both oracles against the ISA ------------------------------------------------

@pytest.mark.parametrize(("name", "size"), [("c_warp_bfly", 32), ("h_wave_bfly", 64),
                                            ("w_wave_bfly", 32)])
@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_butterfly_reductions_give_every_lane_the_sum(name: str, size: int, opt: str) -> None:
    xs = _data(size, size)
    text = _text(f"{name}_{opt}")
    assert set(_own(text, size, xs).values()) == {sum(xs) & M32}


def test_redux_sync_add_and_max() -> None:
    xs = _data(32, 7)
    got = _own(_text("c_warp_redux_O2"), 32, xs)
    assert set(got.values()) == {(sum(xs) + 1000 * max(x & 7 for x in xs)) & M32}


@pytest.mark.parametrize("opt", ["O0", "O2"])
def test_shfl_up_scans_with_lane_guards(opt: str) -> None:
    xs = _data(32, 3)
    inc = _scan(xs)
    exc = [0, *inc[:-1]]
    got = _own(_text(f"c_warp_scan_{opt}"), 32, xs)
    assert got == {lane: (inc[lane] + 10000 * exc[lane]) & M32 for lane in range(32)}


@pytest.mark.parametrize(("name", "size"), [("h_wave_scan", 64), ("w_wave_scan", 32)])
def test_bpermute_scans(name: str, size: int) -> None:
    xs = _data(size, 5)
    assert _own(_text(f"{name}_O2"), size, xs) == {
        lane: v & M32 for lane, v in enumerate(_scan(xs))}


@pytest.mark.parametrize(("name", "size"), [("c_compact", 32), ("h_compact", 64),
                                            ("w_compact", 32)])
def test_compaction_writes_the_kept_values_at_their_ranks(name: str, size: int) -> None:
    """base is 0 (the leader's counter starts at 0, broadcast by shfl/readfirstlane);
    each kept lane writes out[popc(ballot & lanes below)] = v in its own buffer."""
    xs = _data(size, 11)
    text = _text(f"{name}_O2")
    got = _words(text, _sched(text, size, list(range(size)), xs), 1, size)
    kept = [lane for lane in range(size) if xs[lane] > 0]
    assert kept and len(kept) < size
    for rank, lane in enumerate(kept):
        assert got[lane][rank] == xs[lane] & M32
    counts = _words(text, _sched(text, size, list(range(size)), xs), 2, 1)
    assert counts[0] == [len(kept)]


@pytest.mark.parametrize("name", ["c_warp_agg", "h_warp_agg", "w_warp_agg"])
def test_warp_aggregated_atomic_ranks_the_branchs_lanes(name: str) -> None:
    size = 64 if name.startswith("h_") else 32
    xs = _data(size, 13)
    text = _text(f"{name}_O2")
    got = _own(text, size, xs)
    odd = [lane for lane in range(size) if xs[lane] & 1]
    for rank, lane in enumerate(odd):
        assert got[lane] == rank
    leader = _words(text, _sched(text, size, list(range(size)), xs), 2, 1)[odd[0]]
    assert leader == [len(odd)]


def test_bitonic_sort_sorts_the_warp() -> None:
    xs = _data(32, 17, -1000, 1000)
    got = _own(_text("c_bitonic_O2"), 32, xs)
    assert [_s32(got[lane] or 0) for lane in range(32)] == sorted(xs)


def test_shared_memory_transpose() -> None:
    """A 32-lane warp fills rows 0-3 of the 8x8 tile: lanes whose column x < 4 read them."""
    xs = list(range(100, 164))
    got = _own(_text("c_transpose_O2"), 32, xs)
    for t in range(32):
        x, y = t & 7, t >> 3
        if x < 4:
            assert got[t] == xs[x * 8 + y]


def test_histogram_and_block_reduce() -> None:
    xs = _data(32, 19, 0, 100)
    text = _text("c_histogram_O2")
    hist = _words(text, _sched(text, 32, list(range(32)), xs), 1, 8)
    assert [hist[b][b] for b in range(8)] == [sum(1 for x in xs if x & 7 == b) for b in range(8)]
    # the default launch is one group of 64 items: a wave64 block is one wave, whose sum
    # lane 0 writes; a 32-lane warp is half the block, and the other warp's partial (not
    # run) is unwritten shared memory: undefined, so out[0] is too
    text = _text("h_block_reduce_O2")
    ys = _data(64, 29)
    assert _words(text, _sched(text, 64, list(range(64)), ys), 1, 1)[0] == [sum(ys) & M32]
    text = _text("c_block_reduce_O2")
    assert _words(text, _sched(text, 32, list(range(32)), xs), 1, 1)[0] == [None]


def _any_loop(v: int) -> int:
    v, n = v & 15, 0
    while v > 0:
        v -= 1 + (v >> 2)
        n += 1
    return n


@pytest.mark.parametrize(("name", "size"), [("c_any_loop", 32), ("h_any_loop", 64),
                                            ("w_any_loop", 32)])
def test_vote_exit_loop_counts(name: str, size: int) -> None:
    xs = _data(size, 23, 0, 40)
    ns = [_any_loop(x) for x in xs]
    got = _own(_text(f"{name}_O2"), size, xs)
    if name.startswith("c_"):
        ballot = sum(1 << lane for lane, n in enumerate(ns) if n > 2)
        assert got == {lane: (n + 100 * ballot) & M32 for lane, n in enumerate(ns)}
    else:
        assert got == dict(enumerate(ns))


# -- verdicts ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", KERNELS)
def test_every_kernel_is_well_formed_at_both_levels(name: str) -> None:
    for opt in ("O0", "O2"):
        ran = fuzzfarm(["check", DATA / f"{name}_{opt}.ll"])
        assert ran.returncode == 0, ran.stdout + ran.stderr


@pytest.mark.parametrize("name", ["c_warp_agg", "h_any_loop"])
def test_embedded_O2_pipeline_passes(name: str) -> None:
    ran = fuzzfarm(["validate", DATA / f"{name}_O0.ll", "--pipeline", "default<O2>",
                    "--schedules", "2"])
    assert ran.returncode == 0 and " 0 undecided" in ran.stdout, ran.stdout + ran.stderr


@pytest.mark.parametrize(("before", "after", "lane"), [
    ("c_warp_bfly_O2", "bad_c_bfly_xor", 0),
    ("c_transpose_O2", "bad_c_transpose_nobar", 0),
    ("h_warp_agg_O2", "bad_h_agg_ballot_hoisted", 0),
])
def test_wrong_after_is_a_violation_with_lanes(before: str, after: str, lane: int) -> None:
    ran = fuzzfarm(["validate", DATA / f"{before}.ll", DATA / f"{after}.ll", "--schedules", "2"])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "verdict: violation" in ran.stdout
    assert f"lane {lane}" in ran.stdout


# -- the fix: AMDGPU stop runs without the load-store vectorizer -------------------------

@needs_llc
@pytest.mark.parametrize(("name", "cpu"), [("h_wave_bfly", "gfx90a"), ("w_compact", "gfx1030"),
                                           ("h_warp_agg", "gfx90a")])
def test_structurizecfg_stop_of_two_pointer_kernels_is_decided(name: str, cpu: str) -> None:
    """Each kernel takes two or three pointers: before the fix, every schedule was
    undecided ('load of pointer bytes as an integer'), exit 3."""
    ran = fuzzfarm(["validate", DATA / f"{name}_O2.ll", "--llc", "llc-19", "--codegen",
                    f"amdgcn-amd-amdhsa:{cpu}", "--stop-after", "structurizecfg",
                    "--schedules", "3"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert "verdict: pass" in ran.stdout and " 0 undecided" in ran.stdout


@needs_llc
def test_the_vectorizer_is_what_merges_the_argument_loads() -> None:
    """The cause, shown on llc-19 itself: with the vectorizer the pointers come from one
    <2 x i64> load and inttoptr; with it off, each is a load of a pointer."""
    import subprocess

    def stop(*extra: str) -> str:
        return subprocess.run(["llc-19", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx90a", *extra,
                               "-stop-after=structurizecfg", "-o", "-",
                               str(DATA / "h_wave_bfly_O2.ll")],
                              capture_output=True, text=True, check=True).stdout
    assert "load <2 x i64>" in stop() and "inttoptr" in stop()
    off = stop("-amdgpu-load-store-vectorizer=0")
    assert "inttoptr" not in off and "load ptr addrspace(1)" in off


# -- the fix: lanes' atomics on one argument buffer are a private reading -----------------

def _approximations(text: str, size: int, *words: list[int]) -> frozenset[str]:
    fn = parse_module(text).kernel()
    sched = _sched(text, size, list(range(size)), *words)
    ref, sim = reference.run(fn, sched).behaviour, simt.run(fn, sched).behaviour
    assert ref.outcome is sim.outcome is Outcome.OK and ref.threads == sim.threads
    assert ref.approximations == sim.approximations
    return ref.approximations


def test_lanes_atomics_on_one_argument_byte_are_a_private_reading() -> None:
    """Every lane's atomicAdd(ctr, v): recorded in both oracles; one leader's atomic per
    wave (h_warp_agg, h_compact) and the optimizer's single atomic are exact readings."""
    xs = _data(64, 31)
    assert PRIVATE_ATOMIC in _approximations(_text("h_atomic_scan_O2"), 64, xs)
    assert PRIVATE_ATOMIC not in _approximations(_text("h_atomic_scan_aopt"), 64, xs)
    assert PRIVATE_ATOMIC not in _approximations(_text("h_warp_agg_O2"), 64, xs)
    assert PRIVATE_ATOMIC not in _approximations(_text("c_compact_O2"), 32, xs[:32])


def test_the_optimizers_scan_gives_each_lane_the_shared_counters_old_value() -> None:
    """What the rewrite computes is the shared buffer's answer (ISA: readlane, writelane,
    mbcnt): lane l sees ctr + the values of the lanes below it; the leader's counter ends
    at ctr + the sum."""
    xs, ctr = _data(64, 37), 1000
    text = _text("h_atomic_scan_aopt")
    sched = _sched(text, 64, list(range(64)), xs, [], [ctr])
    old = _words(text, sched, 1, 64)
    assert {lane: old[lane][lane] for lane in range(64)} == {
        lane: (ctr + sum(xs[:lane])) & M32 for lane in range(64)}
    assert _words(text, sched, 2, 1)[0] == [(ctr + sum(xs)) & M32]


def test_the_atomic_optimizer_on_an_argument_counter_is_no_violation() -> None:
    """Before the fix: exit 1, every lane's old value 'differing'."""
    ran = fuzzfarm(["validate", DATA / "h_atomic_scan_O2.ll", DATA / "h_atomic_scan_aopt.ll",
                    "--schedules", "1", "--max-runs", "4"])
    assert ran.returncode == 3, ran.stdout + ran.stderr
    assert "verdict: inconclusive" in ran.stdout and "private-atomic" in ran.stdout
