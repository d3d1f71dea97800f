"""Lying analyses of categories tests/test_uniformity_lies.py does not build (audit 5): each
test writes a wrapper of opt-19 into tmp_path that rewrites one kind of line of its
report, and checks that the lie is refuted (or, where no execution can show it, that
nothing is), and that the honest opt-19 passes. Expected witnesses come from each
kernel's comment (lane ids), not from a run."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from fuzzfarm.cli import main

DATA = Path(__file__).parent / "data" / "uniformity"
LIES = DATA / "lies"
OPT = shutil.which("opt-19")
pytestmark = pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")


def liar(tmp_path: Path, sed: str, name: str = "liar") -> Path:
    """opt-19 with ``sed -E`` expression ``sed`` applied to its report (stderr)."""
    script = tmp_path / f"{name}.sh"
    script.write_text(f"#!/bin/sh\n{{ {OPT} \"$@\" 2>&1 1>&3 | sed -E '{sed}' >&2; }} 3>&1\n")
    script.chmod(0o755)
    return script


def uniformity(kernel: Path, opt: Path | str, *args: str) -> int:
    return main(["uniformity", str(kernel), "--opt", str(opt), *args])


def witnesses(out: str) -> list[tuple[int, str]]:
    """The two (lane, value) of the first refutation."""
    m = re.search(r"^lane (\d+) \(instance #\d+\) has (.+?); lane (\d+) \(instance #\d+\) has (.+?);",
                  out, re.M)
    assert m, out
    return [(int(m[1]), m[2]), (int(m[3]), m[4])]


@pytest.mark.parametrize("sed", [
    r"s/DIVERGENT: (  %after =)/\1/",     # the mark deleted, the line left 4 spaces in
    r"s/^  DIVERGENT: (  %after =)/\1/",  # the mark and its indent deleted
])
def test_a_line_whose_mark_is_deleted_is_a_uniform_claim(tmp_path: Path, sed: str, capsys) -> None:  # type: ignore[no-untyped-def]
    """loop_use_after.ll: %after = %i.next + %u after a loop whose exit is divergent
    (temporal divergence). A liar that deletes the DIVERGENT mark without LLVM's padding
    made an unreadable report (exit 2: the line was taken for a continuation of the line
    before); it claims %after uniform, and lanes leaving in different iterations refute it."""
    assert uniformity(DATA / "loop_use_after.ll", liar(tmp_path, sed), "--threads", "4") == 1
    out = capsys.readouterr().out
    assert "refuted (temporal): LLVM calls %after in %Exit uniform" in out, out


def unmark(tmp_path: Path, names: str) -> Path:
    """A liar calling the definitions ``names`` (a regular expression) uniform, padded as LLVM pads."""
    return liar(tmp_path, rf"s/^  DIVERGENT: (  %({names}) =)/             \1/", "unmark")


@pytest.mark.parametrize(("lie", "value"), [
    ("w", lambda lane: f"<{lane + 1}, 8>"),
    ("s", lambda lane: f"{{{(lane - 3) % 2**32}, {int(lane >= 3)}}}"),
    ("c", lambda lane: f"{{0, {int(lane % 2 == 0)}}}"),
])
def test_a_lie_about_a_vector_or_an_aggregate_is_refuted(tmp_path: Path, lie: str, value, capsys) -> None:  # type: ignore[no-untyped-def]
    """aggregates.ll: a vector, an intrinsic's { i32, i1 } and a cmpxchg's result were
    "no value" to the checker, so a lie about them held on every schedule."""
    kernel = LIES / "aggregates.ll"
    assert uniformity(kernel, OPT, "--threads", "8") == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, unmark(tmp_path, lie), "--threads", "8") == 1
    out = capsys.readouterr().out
    assert f"refuted (data): LLVM calls %{lie} in %entry uniform" in out, out
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (value(la), value(lb)) and va != vb


def test_a_lie_about_a_pointer_loaded_from_a_private_slot_is_refuted(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    kernel = LIES / "loaded_pointer.ll"
    assert uniformity(kernel, OPT, "--threads", "4") == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, unmark(tmp_path, "q"), "--threads", "4") == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (f"buffer %out + {4 * la}", f"buffer %out + {4 * lb}") and la != lb
    # a pointer into the lane's own alloca: not judged, whatever the analysis says
    assert uniformity(kernel, unmark(tmp_path, "ag"), "--threads", "4") == 0
    assert "LLVM calls %ag" not in capsys.readouterr().out


def test_probes_follow_comparisons_back_through_arithmetic_and_calls(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.uniformity.probes import compared_constants

    kernel = LIES / "magic_derived.ll"
    fn = parse_module(kernel.read_text()).kernel()
    assert [(a.name, c) for a, c in compared_constants(fn)] == [("v", 12345), ("w", 66), ("u", 777)]
    assert uniformity(kernel, OPT) == 0, capsys.readouterr().out
    for lie, where in (("r1", "%entry"), ("r3", "%entry@dev")):
        capsys.readouterr()
        assert uniformity(kernel, unmark(tmp_path, lie)) == 1
        out = capsys.readouterr().out
        assert f"refuted (data): LLVM calls %{lie} in {where} uniform" in out, out
        assert sorted({v for _, v in witnesses(out)}) == ["1", "2"]


def test_a_campaign_case_runs_the_probes_too(tmp_path: Path) -> None:
    """The campaign's check (fuzzfarm.uniformity.case.check_kernel, as
    fuzzfarm.farm.case calls it) adds the probe schedules to its drawn ones: on drawn
    schedules alone (which draw the kernel's constants, not the inputs that meet them
    behind an addition) the lie about %r1 (%v + 1 == 12346) holds. Drawn schedules
    harvest the comparison too (generators.compared_args), so here every lane's %v is
    set to 0: the drawn schedules alone cannot refute the lie."""
    from dataclasses import replace

    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.uniformity.case import check_kernel
    from generators.schedules import generate_schedule

    kernel = LIES / "magic_derived.ll"
    text = kernel.read_text()
    fn = parse_module(text).kernel()
    drawn = [generate_schedule(fn, seed) for seed in range(4)]
    drawn = [replace(s, args={**s.args, "v": (0,) * len(s.args["v"])}) for s in drawn]
    lying = str(unmark(tmp_path, "r1"))
    triple = "amdgcn-amd-amdhsa"
    assert check_kernel(text, fn.name, drawn, opt=lying, triple=triple).verdict == "pass"
    out = check_kernel(text, fn.name, drawn, opt=lying, triple=triple, probes=True)
    assert out.verdict == "unsound-uniformity" and out.message.startswith("unsound uniformity claim (data)")
    assert out.schedule is not None and 12345 in out.schedule.args["v"]
    assert check_kernel(text, fn.name, drawn, opt=str(OPT), triple=triple, probes=True).verdict == "pass"


CLANG = Path(__file__).parent / "data" / "clang"


def test_a_lie_about_a_helpers_thread_id_is_refuted_in_an_unoptimized_float_sum(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """cu_fsum.ll (clang, unoptimized CUDA): @_ZL3tidv returns tid.x; the kernel keeps it
    in a private slot, sums in[tid] into __shared__ sum with a float atomic (a float result
    the model picks: approximated) and branches on the slot's tid. The approximation and
    the atomics' race reach only @sum and what is loaded from it, never the slot (another
    object), but a call of the helper (any call of a definition) and every store made
    every read depend, so no run judged anything: the lie about tid.x was undecided (exit
    3). The atomic's old value is judged (a run whose atomics could only have come in
    another order is that order's execution): lane 0's fadd sees the initial 0, a later
    lane's the sum so far, so the lie calling it uniform is refuted (it was undecided)."""
    kernel = CLANG / "cu_fsum.ll"
    assert uniformity(kernel, OPT) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, liar(tmp_path, r"s/^  DIVERGENT: (  %1 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x)/             \1/")) == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %1 in %0@_ZL3tidv uniform" in out, out
    (la, va), (lb, vb) = witnesses(out)
    assert (va, vb) == (str(la), str(lb))
    assert uniformity(kernel, unmark(tmp_path, "16")) == 1
    out = capsys.readouterr().out
    assert "refuted (data): LLVM calls %16 in %10 uniform" in out, out
    (_, va), (_, vb) = witnesses(out)
    assert va != vb and "0" in (va, vb)  # the first lane's old value is the initial sum
    # the sum loaded after the barrier is the same in every thread: calling it uniform is true
    assert uniformity(kernel, unmark(tmp_path, "17")) == 0, capsys.readouterr().out


def _module(body: str):  # type: ignore[no-untyped-def]
    """Kernel @k: lane id from the helper @tid kept in a private slot, then ``body``;
    @branchy(a) branches on its parameter."""
    from fuzzfarm.ir.reader import parse_module

    return parse_module(f"""@g = addrspace(3) global i32 0
define internal i32 @tid() {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %t
}}
define internal i32 @branchy(i32 %a) {{
entry:
  %c = icmp eq i32 %a, 0
  br i1 %c, label %x, label %x
x:
  ret i32 %a
}}
define void @k(ptr addrspace(1) %p) {{
entry:
  %slot = alloca i32, addrspace(5)
  %id = call i32 @tid()
  store i32 %id, ptr addrspace(5) %slot
{body}
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.memcpy.p1.p5.i64(ptr addrspace(1), ptr addrspace(5), i64, i1)
""").kernel("k")


@pytest.mark.parametrize(("body", "decides"), [
    # a race on @g: its load and the sum from it; the slot's load is no other thread's memory
    ("  %v = load i32, ptr addrspace(3) @g\n  %w = add i32 %v, 1\n  %s = load i32, ptr addrspace(5) %slot\n"
     "  %c = icmp eq i32 %s, 0", {"%v", "%w"}),
    # what the race reads stored into the slot: the slot's load reads it (and decides a compare)
    ("  %v = load i32, ptr addrspace(3) @g\n  store i32 %v, ptr addrspace(5) %slot\n"
     "  %s = load i32, ptr addrspace(5) %slot\n  %c = icmp eq i32 %s, 0", {"%v", "%s", "%c"}),
    # stored through a pointer the analysis cannot place: it may be the slot
    ("  %v = load i32, ptr addrspace(3) @g\n  %q = load ptr addrspace(5), ptr addrspace(1) %p\n"
     "  store i32 %v, ptr addrspace(5) %q\n  %s = load i32, ptr addrspace(5) %slot\n"
     "  %c = icmp eq i32 %s, 0\n  br i1 %c, label %a, label %a\na:", None),
    # passed to a device function that branches on it
    ("  %v = load i32, ptr addrspace(3) @g\n  %r = call i32 @branchy(i32 %v)", None),
    # copied out of the slot into the buffer and read back: the read depends
    ("  %v = load i32, ptr addrspace(3) @g\n  store i32 %v, ptr addrspace(5) %slot\n"
     "  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %p, ptr addrspace(5) %slot, i64 4, i1 false)\n"
     "  %b = load i32, ptr addrspace(1) %p", {"%v", "%b"}),
    # an atomic adds it to @g: what any access of @g reads depends, the slot's load does not
    ("  %v = load i32, ptr addrspace(1) %p\n  %o = atomicrmw add ptr addrspace(3) @g, i32 %v monotonic\n"
     "  %s = load i32, ptr addrspace(5) %slot", {"%v", "%o"}),
    # passed to one that only returns it: the call's result depends, nothing else
    ("  %v = load i32, ptr addrspace(3) @g\n  %r = call i32 @tid()\n  %u = add i32 %v, %r", {"%v", "%u"}),
])
def test_what_a_shared_read_may_decide_across_private_slots_and_calls(body: str, decides: set[str] | None) -> None:
    """loaded_values: reads of the thread's own allocas race with nobody, and the data
    flow goes through calls of definitions (a call of one, once, made every kernel's
    answer None, and every read counted as racy)."""
    from fuzzfarm.analysis.observed import loaded_values

    got = loaded_values(_module(body))
    assert (None if got is None else {f"%{i.name}" for i in got if i.name}) == decides


@pytest.mark.parametrize(("via", "reaches"), [
    ("  call void @llvm.memcpy.p1.p5.i64(ptr addrspace(1) %p, ptr addrspace(5) %slot, i64 4, i1 false)", True),
    ("  %o = atomicrmw xchg ptr addrspace(5) %slot, i32 0 monotonic\n  store i32 %o, ptr addrspace(1) %p", True),
    ("  store i32 7, ptr addrspace(1) %p", False),
])
def test_a_value_stored_in_a_slot_reaches_what_reads_its_copy(via: str, reaches: bool) -> None:
    """affected: %v (say, an approximated value) stored into the private slot; ``via``
    copies the slot into the buffer (memcpy, or an atomic's old value stored), and %b
    reads the buffer: %b depends exactly when the slot's bytes can get there."""
    from fuzzfarm.analysis.observed import affected

    fn = _module("  %v = load i32, ptr addrspace(3) @g\n  store i32 %v, ptr addrspace(5) %slot\n"
                 f"{via}\n  %b = load i32, ptr addrspace(1) %p")
    v = next(i for i in fn.instructions() if i.name == "v")
    got = affected(fn, [v])
    assert got is not None and ("b" in {i.name for i in got}) == reaches


def test_a_lie_about_the_work_item_id_beside_a_fused_saxpy_is_refuted(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """agg_params_saxpy_O3.ll (HIP at O3): out[id] = a * x[id] + y[id], a fusable
    multiply-add (the model picks one result: approximated), stored into %2's buffer. The
    params (byref %0) and the buffers are objects of their own in every launch, so the
    store never reaches the load of n that decides the branch: %6 = workitem.id.x is
    judged and a lie about it refuted (undecided while all arguments were one object)."""
    kernel = CLANG / "agg_params_saxpy_O3.ll"
    assert uniformity(kernel, OPT) == 0, capsys.readouterr().out
    capsys.readouterr()
    assert uniformity(kernel, unmark(tmp_path, "6")) == 1
    (la, va), (lb, vb) = witnesses(capsys.readouterr().out)
    assert (va, vb) == (str(la), str(lb))
