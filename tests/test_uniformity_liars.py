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
    behind an addition) the lie about %r1 (%v + 1 == 12346) holds."""
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.uniformity.case import check_kernel
    from generators.schedules import generate_schedule

    kernel = LIES / "magic_derived.ll"
    text = kernel.read_text()
    fn = parse_module(text).kernel()
    drawn = [generate_schedule(fn, seed) for seed in range(4)]
    lying = str(unmark(tmp_path, "r1"))
    triple = "amdgcn-amd-amdhsa"
    assert check_kernel(text, fn.name, drawn, opt=lying, triple=triple).verdict == "pass"
    out = check_kernel(text, fn.name, drawn, opt=lying, triple=triple, probes=True)
    assert out.verdict == "unsound-uniformity" and out.message.startswith("unsound uniformity claim (data)")
    assert out.schedule is not None and 12345 in out.schedule.args["v"]
    assert check_kernel(text, fn.name, drawn, opt=str(OPT), triple=triple, probes=True).verdict == "pass"
