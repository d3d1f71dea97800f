"""Lying analyses on kernels of their own (tests/data/uniformity/lies/): the checker must
refute each lie with a replayable schedule, accept the real opt-19, and refuse a report it
cannot read with exit 2 and one line. Expected results are derived by hand in each kernel's
comment (lane ids, thresholds), not taken from a run."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from fuzzfarm.cli import main

DATA = Path(__file__).parent / "data" / "uniformity"
LIES = DATA / "lies"
LIAR = DATA / "lying-opt.sh"
OPT = shutil.which("opt-19")
pytestmark = pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")


def uniformity(kernel: Path, *args: str, lie: str | None = None) -> int:
    """``fuzzfarm uniformity`` with the real opt-19, or the liar dropping ``lie``'s mark."""
    if lie is None:
        return main(["uniformity", str(kernel), "--opt", str(OPT), *args])
    os.environ["LIE"] = lie
    try:
        return main(["uniformity", str(kernel), "--opt", str(LIAR), *args])
    finally:
        del os.environ["LIE"]


def witnesses(out: str) -> list[tuple[int, str]]:
    """The two (lane, value) of the first refutation."""
    m = re.search(r"^lane (\d+) \(instance #\d+\) has (\S+); lane (\d+) \(instance #\d+\) has (\S+);",
                  out, re.M)
    assert m, out
    return [(int(m[1]), m[2]), (int(m[3]), m[4])]


def test_a_lie_only_a_wide_wave_shows_is_found_by_the_default_schedules(capsys) -> None:  # type: ignore[no-untyped-def]
    kernel = LIES / "wave_lane_shift.ll"
    assert uniformity(kernel, "--schedules", "6") == 0, capsys.readouterr().out
    # %hi = id >> 4: 0 in lanes 0..15, so 16 lanes cannot refute the lie
    assert uniformity(kernel, "--threads", "16", lie="hi") == 0
    capsys.readouterr()
    # the default schedules draw their own subgroup sizes (up to 64): a lane at 16 or more
    assert uniformity(kernel, lie="hi") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %hi in %entry uniform" in out
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (str(la >> 4), str(lb >> 4)) and la >> 4 != lb >> 4
    # %id < 40 needs a 64-lane wave: never refuted with 32 lanes, refuted with 64
    assert uniformity(kernel, "--threads", "32", lie="p") == 0
    capsys.readouterr()
    assert uniformity(kernel, "--threads", "64", lie="p") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert {va, vb} == {"0", "1"} and (la < 40) != (lb < 40)


def test_a_lie_only_the_kernels_own_constant_shows_is_found(capsys) -> None:  # type: ignore[no-untyped-def]
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.uniformity.probes import compared_constants

    kernel = LIES / "magic_input.ll"
    fn = parse_module(kernel.read_text()).kernel()
    assert [(a.name, c) for a, c in compared_constants(fn)] == [("v", 12345)]
    assert uniformity(kernel) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, lie="r") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %r in %entry uniform" in out
    assert sorted(v for _, v in witnesses(out)) == ["1", "2"]


def test_nvptx_kernels_are_checked_on_one_warp(capsys) -> None:  # type: ignore[no-untyped-def]
    kernel, nvptx = LIES / "nvptx_warp.ll", ("--triple", "nvptx64-nvidia-cuda")
    # with schedules of up to 64 lanes, lanes >= 32 made every run unsupported (exit 3)
    assert uniformity(kernel, *nvptx) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, *nvptx, lie="q") == 1
    out = capsys.readouterr().out
    assert re.search(r"^schedule: subgroup 32,", out, re.M), out
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (str(la >> 3), str(lb >> 3))
    assert uniformity(kernel, *nvptx, lie="s") == 0, capsys.readouterr().out


def test_claims_about_a_called_function_are_checked(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    kernel = LIES / "device_call.ll"
    assert uniformity(kernel, "--threads", "4") == 0, capsys.readouterr().out
    capsys.readouterr()
    # %id in @dev is the lane id: two converged lanes of %entry@dev hold their own ids
    repro = tmp_path / "repro"
    assert uniformity(kernel, "--threads", "4", "--out", str(repro), lie="id") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %id in %entry@dev uniform" in out
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (str(la), str(lb))
    # the reproducer replays: the lie again on its schedule, the real analysis passes
    os.environ["LIE"] = "id"
    try:
        assert main(["replay", str(repro), "--opt", str(LIAR)]) == 1
    finally:
        del os.environ["LIE"]
    assert "the recorded unsound-uniformity reproduces" in capsys.readouterr().out
    assert main(["replay", str(repro), "--opt", str(OPT)]) == 0
    # the ballot of true is the same in every converged instance: calling it uniform is no lie
    assert uniformity(kernel, "--threads", "4", lie="b") == 0, capsys.readouterr().out


def test_a_lie_one_cycle_hierarchy_shows_is_found_among_many(capsys) -> None:  # type: ignore[no-untyped-def]
    kernel = LIES / "three_irreducible_cycles.ll"
    assert uniformity(kernel, "--threads", "4") == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, "--threads", "4", lie="ib") == 1
    out = capsys.readouterr().out
    assert "refuted (phi): LLVM calls %ib in %B uniform" in out
    assert re.search(r"^schedule: .*dfs_order .*three_irreducible_cycles:entry=B,A", out, re.M), out
    assert sorted(v for _, v in witnesses(out)) == ["1", "10"]


def _fake_opt(tmp_path: Path, report: bytes) -> Path:
    data = tmp_path / "report.bin"
    data.write_bytes(report)
    script = tmp_path / "fake-opt.sh"
    script.write_text(f"#!/bin/sh\ncat '{data}' >&2\n")
    script.chmod(0o755)
    return script


def _real_report(kernel: Path) -> bytes:
    import subprocess

    return subprocess.run([str(OPT), "-mtriple=amdgcn-amd-amdhsa", "-passes=print<uniformity>",
                           "-disable-output", str(kernel)], capture_output=True, check=True).stderr


@pytest.mark.parametrize("edit", [
    lambda r: b"\xff\xfe not text\n",  # not UTF-8: once a traceback with exit 1 ("refuted")
    # an argument the kernel does not have: once ignored (the report was bound anyway)
    lambda r: r.replace(b"UniformityInfo for function 'kernel':\n",
                        b"UniformityInfo for function 'kernel':\nDIVERGENT ARGUMENTS:\n"
                        b"  DIVERGENT: i32 %nosuch\n"),
    # @dev's report is missing: its claims cannot be bound
    lambda r: r[r.index(b"UniformityInfo for function 'kernel'"):],
])
def test_a_report_that_does_not_belong_to_the_kernel_is_bad_input(tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                                   edit) -> None:
    kernel = LIES / "device_call.ll"
    report = edit(_real_report(kernel))
    code = main(["uniformity", str(kernel), "--opt", str(_fake_opt(tmp_path, report))])
    err = capsys.readouterr().err
    assert code == 2 and len(err.strip().splitlines()) == 1 and "Traceback" not in err, err


def test_a_lie_shown_by_stores_of_a_wide_wave_needs_buffers_as_wide(capsys) -> None:  # type: ignore[no-untyped-def]
    """out[id] at 64 lanes: the schedules' buffers fit the wave (16 bytes per lane), so the
    lanes past 16 store, and the lie about %hi is refuted; in 64-byte buffers they ran
    past the end and no run could refute it."""
    kernel = LIES / "store_by_lane.ll"
    assert uniformity(kernel, "--threads", "64") == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, "--threads", "64", lie="hi") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la >> 4), str(lb >> 4)) and la >> 4 != lb >> 4


def test_loads_from_global_memory_are_judged_when_no_thread_writes_what_another_reads(
        tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """in[id] and in[0] from addrspace(1), which no thread writes: every run is a real
    execution of shared memory, so honest opt-19 passes and a lie about in[id] is refuted,
    each lane's value being the schedule's word at its id (before, any addrspace(1) load
    left every claim of the kernel undecided, exit 3)."""
    kernel = LIES / "global_load.ll"
    assert uniformity(kernel) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, "--out", str(tmp_path / "repro"), lie="v") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %v in %entry uniform" in out
    words = json.loads((tmp_path / "repro" / "schedule.json").read_text())["buffers"]["in"]
    (la, va), (lb, vb) = witnesses(out)
    assert (int(va), int(vb)) == (words[la], words[lb]) and va != vb


def test_a_read_racing_with_another_lanes_write_refutes_nothing_it_decides(capsys) -> None:  # type: ignore[no-untyped-def]
    """Every lane writes out[0] and reads it back: the model's per-thread buffers give each
    lane its own id, but the kernel's threads share out[], where that read is a data race
    (undef). opt-19 calls the read uniform; neither it nor the sum computed from it may be
    refuted (exit 3). The run is still an execution of the kernel, so a lie about %hi = id >> 2,
    which no load decides, is refuted: by lanes whose ids differ above bit 1."""
    out = _racy_read_unjudged_and_hi_refuted(
        capsys, DATA / "global_race.ll", "(lane 0 reads byte 0 of buffer %out, which lane ")
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (str(la >> 2), str(lb >> 2)) and la >> 2 != lb >> 2


def _racy_read_unjudged_and_hi_refuted(capsys, kernel: Path, race: str) -> str:  # type: ignore[no-untyped-def]
    """%r (a racy read) and %s (computed from it) stay unjudged (exit 3); a lie about %hi,
    which no load decides, is refuted (exit 1): that run's output."""
    assert uniformity(kernel, "--threads", "8") == 3
    out = capsys.readouterr().out
    assert "refuted" not in out
    for name in ("%r", "%s"):
        assert f"{name} in %entry differs in a run that has a data race {race}" in out
    assert uniformity(kernel, "--threads", "8", lie="hi") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %hi in %entry uniform" in out
    return out


def test_a_racy_read_deciding_a_branch_leaves_the_whole_run_undecided(capsys) -> None:  # type: ignore[no-untyped-def]
    """The racy read of out[0] decides a branch: a branch on undef is undefined behaviour
    (LangRef, "br"), so the run refutes nothing, not even the lie about %hi = id >> 2."""
    kernel = DATA / "global_race_branch.ll"
    assert uniformity(kernel, "--threads", "8", lie="hi") == 3
    out = capsys.readouterr().out
    assert "refuted" not in out
    assert "%hi in %done differs in a run that has a data race (lane 0 reads byte 0 of buffer " \
           "%out, which lane" in out and "that may decide control flow" in out


def _flow_kernel(use: str):  # type: ignore[no-untyped-def]
    """A kernel loading %v, computing %w = %v + %i and %u = %i * 3, then ``use``."""
    from fuzzfarm.ir.reader import parse_module

    body = use if use.startswith("ret") else use + "\n  ret void"
    return parse_module(f"""declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @ext(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare void @llvm.assume(i1)
define void @k(ptr %p, ptr %q, i32 %i) convergent {{
entry:
  %v = load i32, ptr %p
  %w = add i32 %v, %i
  %u = mul i32 %i, 3
  {body}
}}
""").kernel()


@pytest.mark.parametrize(("use", "decides"), [
    ("store i32 %w, ptr %q", {"%v", "%w"}),                    # stored: loaded again, it is a load
    ("ret void", {"%v", "%w"}),
    ("%a = getelementptr i32, ptr %q, i32 %w\n  %x = load i32, ptr %a", None),  # undef address
    ("%a = getelementptr i32, ptr %q, i32 %w\n  store i32 1, ptr %a", None),
    ("%d = udiv i32 7, %w", None),                             # undef may be 0: undefined
    ("%b = icmp eq i32 %w, 0\n  br i1 %b, label %e, label %e\ne:", None),  # br undef: undefined
    ("%c = call i32 @subgroupAdd(i32 %w)", {"%v", "%w", "%c"}),  # data among the threads
    ("%c = call i32 @subgroupShuffle(i32 %i, i32 %w)", None),  # a lane index
    ("%c = call i32 @ext(i32 %w)", None),                      # a call
])
def test_what_a_loaded_value_may_decide(use: str, decides: set[str] | None) -> None:
    """:func:`loaded_values`: the loads and what they decide through pure data flow, or None
    once a loaded value may reach control flow, an address, a call or a division."""
    from fuzzfarm.analysis.observed import loaded_values

    got = loaded_values(_flow_kernel(use))
    assert (None if got is None else {f"%{inst.name}" for inst in got}) == decides


def test_a_race_on_an_lds_global_leaves_what_it_loads_unjudged(capsys) -> None:  # type: ignore[no-untyped-def]
    """Module globals are one memory the lanes share (oracles/SEMANTICS.md, "Memory the
    threads share"): every lane writes its id to @lds[0] and reads it back with no barrier,
    a data race the oracles find, so the read and its sum stay unjudged (exit 3), while a
    lie about %hi = id >> 2, which no load decides, is refuted."""
    _racy_read_unjudged_and_hi_refuted(capsys, DATA / "lds_race.ll", "(data race on byte 0 of @lds")


def test_a_race_free_lds_exchange_judges_the_loaded_value(capsys) -> None:  # type: ignore[no-untyped-def]
    """Lanes exchange ids through LDS between __syncthreads' fences and s.barrier: no race,
    so the loaded neighbour id is judged, and a lie that it is uniform is refuted."""
    kernel = DATA / "lds_exchange.ll"
    assert uniformity(kernel, "--threads", "8") == 0
    capsys.readouterr()
    assert uniformity(kernel, "--threads", "8", lie="w") == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %w in %entry uniform" in out
    (la, va), (lb, vb) = witnesses(out)
    assert (int(va), int(vb)) == (la ^ 1, lb ^ 1)


def test_a_lie_no_approximation_can_decide_is_refuted_in_a_run_that_approximates(capsys) -> None:  # type: ignore[no-untyped-def]
    """approximated_after.ll: every run freezes a poison (and fuses or not a multiply-add);
    %hi = id >> 1 depends on neither, nor does the control flow, so the lie is refuted
    (it was undecided while any approximation left the whole run unjudged); %g = frozen +
    id stays unjudged."""
    kernel = LIES / "approximated_after.ll"
    assert uniformity(kernel, "--threads", "4", lie="hi") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la >> 1), str(lb >> 1))
    assert uniformity(kernel, "--threads", "4", lie="g") == 3
    out = capsys.readouterr().out
    assert "refuted" not in out and "%g in %entry differs in a run that approximated" \
        " freeze-poison" in out, out
    # %fl reads %in, which no store of an approximated value reaches (they go to %out, a
    # buffer of its own), so where its fused and unfused results agree it is judged
    assert uniformity(kernel, "--threads", "4", lie="fl") == 1
    assert "refuted (data): LLVM calls %fl in %entry uniform" in capsys.readouterr().out


def test_an_approximation_deciding_a_branch_leaves_the_run_unjudged(capsys) -> None:  # type: ignore[no-untyped-def]
    assert uniformity(LIES / "approximated_branch.ll", "--threads", "4", lie="hi") == 3
    out = capsys.readouterr().out
    assert "refuted" not in out
    assert "%hi in %entry differs in a run that approximated freeze-poison that may decide " \
           "control flow" in out


@pytest.mark.parametrize(("sources", "use", "decides"), [
    (("u",), "store i32 %u, ptr %q", {"%u"}),  # stored into %q's buffer, not what %p's load reads
    (("u",), "%x = call i32 @llvm.smax.i32(i32 %u, i32 1)", {"%u", "%x"}),  # a pure intrinsic
    (("u",), "%x = atomicrmw add ptr %q, i32 %u monotonic", {"%u", "%x"}),
    (("u",), "%x = atomicrmw add ptr %q, i32 %i monotonic", {"%u"}),  # not the value written
    (("u",), "%a = getelementptr i32, ptr %q, i32 %u\n  store i32 1, ptr %a", None),  # address
    (("u",), "%b = icmp eq i32 %u, 0\n  br i1 %b, label %e, label %e\ne:", None),  # control
    (("u",), "%b = icmp eq i32 %u, 0\n  call void @llvm.assume(i1 %b)", None),  # assume: UB
    (("u",), "%c = call i32 @subgroupAdd(i32 %u)\n  %d = add i32 %c, 1", {"%u", "%c", "%d"}),
    (("u",), "%c = call i32 @subgroupShuffle(i32 %i, i32 %u)", None),  # a lane index
    (("w",), "ret void", {"%w"}),
    ((None,), "ret void", None),                                # an approximation at entry
])
def test_what_an_approximated_value_may_decide(sources: tuple[str | None, ...], use: str,
                                               decides: set[str] | None) -> None:
    """:func:`affected`: the sources and what they decide through pure data flow, pure
    intrinsics and memory, or None once one may reach control flow, an address or a call."""
    from fuzzfarm.analysis.observed import affected

    fn = _flow_kernel(use)
    named = {inst.name: inst for inst in fn.instructions()}
    got = affected(fn, [None if s is None else named[s] for s in sources])
    assert (None if got is None else {f"%{inst.name}" for inst in got}) == decides


def test_an_older_opts_report_of_upgraded_barrier_reductions_is_read(capsys) -> None:  # type: ignore[no-untyped-def]
    """nvptx_barrier_count.ll: LLVM 22.1 reads each llvm.nvvm.barrier0.{popc,and,or} as
    two or three instructions; opt-19's report still binds, line by line (it was exit 2),
    and a lie about %q = tid >> 3 is refuted with lanes of different eighths."""
    kernel = LIES / "nvptx_barrier_count.ll"
    assert uniformity(kernel) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, lie="q") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la >> 3), str(lb >> 3)) and va != vb
    for lie in ("n", "all", "any"):  # the block's reductions: the same in every thread
        assert uniformity(kernel, lie=lie) == 0, capsys.readouterr().out


def test_a_lie_in_a_float_warp_sum_is_refuted(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """warp_float_sum.ll: the shuffles carry approximated floats as data only, so %q =
    tid >> 3 is judged and refuted (lanes of different eighths of the warp), as is the
    loaded float; the sum stays unjudged (exit 3), never refuted."""
    kernel = LIES / "warp_float_sum.ll"
    assert uniformity(kernel, lie="q") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la >> 3), str(lb >> 3)) and va != vb
    assert uniformity(kernel, lie="s") == 3
    out = capsys.readouterr().out
    assert "refuted" not in out and "%s in %" in out and "approximated fp-choice" in out, out
    # the sums are stored into %out, a buffer of its own: %v = in[t] is judged (a lane's word)
    assert uniformity(kernel, "--out", str(tmp_path / "repro"), lie="v") == 1
    words = json.loads((tmp_path / "repro" / "schedule.json").read_text())["buffers"]["in"]
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (int(va), int(vb)) == (words[la], words[lb]) and va != vb


@pytest.mark.parametrize(("lie", "address"), [
    ("p", lambda lane: f"buffer %in + {4 * lane}"),
    ("l", lambda lane: f"@s + {4 * lane}"),
    ("sel", lambda lane: "buffer %out + 0" if lane & 1 else "buffer %in + 0"),
])
def test_a_lie_about_an_address_is_refuted(lie: str, address, capsys) -> None:  # type: ignore[no-untyped-def]
    """addresses.ll: a pointer into the launch's memory is judged by its object and
    offset (before, no pointer was judged); the witnesses' addresses are the lanes' own."""
    kernel = LIES / "addresses.ll"
    assert uniformity(kernel, "--threads", "4", lie=lie) == 1
    (la, va), (lb, vb) = witnesses_of(capsys.readouterr().out)
    assert (va, vb) == (address(la), address(lb)) and va != vb


def test_addresses_the_model_does_not_know_are_not_judged(capsys) -> None:  # type: ignore[no-untyped-def]
    """%a (an alloca: the lane's own memory) is not checkable; the real analysis holds."""
    kernel = LIES / "addresses.ll"
    assert uniformity(kernel, "--threads", "4") == 0
    out = capsys.readouterr().out
    assert "every uniform claim held" in out and "7 not checkable" in out, out


def witnesses_of(out: str) -> list[tuple[int, str]]:
    """The two (lane, address) of the first refutation of a pointer."""
    m = re.search(r"^lane (\d+) \(instance #\d+\) has (.+?); lane (\d+) \(instance #\d+\) has (.+?);",
                  out, re.M)
    assert m, out
    return [(int(m[1]), m[2]), (int(m[3]), m[4])]


@pytest.mark.parametrize("lie", ["7", "8"])
def test_a_lie_about_the_lane_id_hip_computes_with_mbcnt_is_refuted(lie: str, capsys) -> None:  # type: ignore[no-untyped-def]
    """HIP's warp_sum at O3 (tests/data/clang/warp_sum_O3.ll) computes the lane id as
    %7 = mbcnt.lo(-1, 0) and %8 = mbcnt.hi(-1, %7): lane L's is L. The interpreter never
    traced mbcnt's values, so a lie about them held on every schedule."""
    kernel = Path(__file__).parent / "data" / "clang" / "warp_sum_O3.ll"
    assert uniformity(kernel, "--threads", "4", lie=lie) == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la), str(lb))


def test_a_threads_approximations_are_recorded_with_their_instruction() -> None:
    """Every approximation names its instruction (what :func:`affected` starts from): the
    kinds cannot be added behind :meth:`ThreadState.approximate`'s back (two sites the
    aggregates added did, which would have let a run judge a value an approximation
    decided)."""
    from oracles.reference.thread import ThreadState

    fn = _flow_kernel("ret void")
    w = next(i for i in fn.instructions() if i.name == "w")
    t = ThreadState(0, [])
    with pytest.raises(AttributeError):
        t.approximations.add("undef")  # type: ignore[attr-defined]
    t.at = w
    t.approximate("undef", "nan-bits")
    assert t.approximations == {"undef", "nan-bits"} and t.approximated == {w}
