"""Lies (and truths) about cycles of LLVM's own hierarchy (audit 12).

An irreducible region's header, and so its iterations and the cycles inside it, are the
DFS's choice (seed 003, "Irreducibility and Uniformity"). opt-19's report speaks of its
own hierarchy: its DFS takes a block's successors in reverse order. The checker claimed
(and checked) only cycles that are cycles in every DFS order, under whichever header the
run's hierarchy picked: a lie deleting the line of a cycle inside an irreducible region
held, and opt-19's true claim about the region itself was refuted when counted by our
natural order's header. Expected witnesses are worked by hand in the kernel's comment."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.uniformity.cycles import cycle_verdicts

DATA = Path(__file__).parent / "data" / "uniformity"
INNER = DATA / "cycles" / "irreducible_inner_trip.ll"
CYCLE_LIAR = DATA / "lying-cycle-opt.sh"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")

WITNESS = re.compile(r"^lane (\d+) \(instance #\d+\) at its header leaves to %(\S+) after (\d+) more "
                     r"iteration\(s\); lane (\d+) \(instance #\d+\) at its header leaves to %(\S+) "
                     r"after (\d+) more", re.M)


def uniformity(opt: Path | str) -> tuple[int, str]:
    ran = fuzzfarm(["uniformity", INNER, "--opt", opt, "--threads", "8", "--schedules", "4"])
    return ran.returncode, ran.stdout + ran.stderr


def _named(pairs) -> list[tuple[list[str], str, bool]]:  # type: ignore[no-untyped-def]
    return [(sorted(b.name for b in c.blocks), c.header.name, uniform) for c, uniform in pairs]


def test_llvm_order_builds_opt19s_hierarchy() -> None:
    """opt-19's print<cycles> on the kernel: "depth=1: entries(b a) c", "depth=2: entries(a) c"
    (its DFS visits %entry's successors %b first); our natural order heads the region by %a."""
    from fuzzfarm.analysis.cycles import llvm_order

    fn = parse_module(INNER.read_text()).kernel()
    llvm = compute_cycles(fn, llvm_order)
    assert [(sorted(b.name for b in c.blocks), c.header.name) for c in llvm.all_cycles()] == [
        (["a", "b", "c"], "b"), (["a", "c"], "a")]
    assert [(sorted(b.name for b in c.blocks), c.header.name) for c in compute_cycles(fn).all_cycles()] == [
        (["a", "b", "c"], "a")]


def test_a_cycle_inside_an_irreducible_region_is_claimed() -> None:
    """Unlisted, both of LLVM's cycles are claimed to exit uniformly; listing the inner one
    (what opt-19 prints) claims it divergent and leaves the region's claim uniform."""
    fn = parse_module(INNER.read_text()).kernel()
    assert _named(cycle_verdicts(fn, [])) == [(["a", "b", "c"], "b", True), (["a", "c"], "a", True)]
    assert _named(cycle_verdicts(fn, ["depth=2: entries(a) c"])) == [
        (["a", "b", "c"], "b", True), (["a", "c"], "a", False)]


@needs_opt19
def test_opt19s_true_claim_about_an_irreducible_region_holds() -> None:
    """Every lane leaves the region after one more instance of %b, opt-19's header, so its
    report (the region unlisted) is true; counted by %a's instances the lanes leave after
    max(l, 1) - 1 more, which refuted the true report (exit 1) before."""
    code, out = uniformity("opt-19")
    assert code == 0, out
    assert "every uniform claim held" in out


@needs_opt19
def test_a_lie_about_a_cycle_inside_an_irreducible_region_is_refuted(tmp_path: Path) -> None:
    """Without the line of {a c}, the claim that it exits uniformly is refuted in opt-19's
    hierarchy (the schedule carries its DFS order, so the reproducer replays): lane l
    leaves it after max(l, 1) - 1 more turns from %a's first instance."""
    code, out = uniformity(CYCLE_LIAR)
    assert code == 1, out
    assert "refuted (cycle): LLVM calls exit of the cycle %a (%a %c) uniform" in out
    assert "LLVM calls exit of the cycle %b" not in out  # the region's claim is true
    m = WITNESS.search(out)
    assert m, out
    (la, xa, na), (lb, xb, nb) = (m.group(1, 2, 3), m.group(4, 5, 6))
    assert xa == xb == "b"
    assert int(na) == max(int(la), 1) - 1 and int(nb) == max(int(lb), 1) - 1 and na != nb
    ran = fuzzfarm(["uniformity", INNER, "--opt", CYCLE_LIAR, "--threads", "8", "--schedules", "4",
                    "--out", tmp_path / "r"])
    assert ran.returncode == 1
    ran = fuzzfarm(["replay", tmp_path / "r", "--opt", CYCLE_LIAR])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "the recorded unsound-uniformity reproduces" in ran.stdout


def _lie(kernel: Path, name: str, *args: str) -> tuple[int, str]:
    import os

    os.environ["LIE"] = name
    try:
        ran = fuzzfarm(["uniformity", kernel, "--opt", DATA / "lying-opt.sh", *args])
    finally:
        del os.environ["LIE"]
    return ran.returncode, ran.stdout + ran.stderr


@needs_opt19
def test_a_lie_about_an_atomic_ticket_is_refuted() -> None:
    """atomic_ticket: every lane's atomicrmw add on @ctr returns its own ticket, 0 .. n - 1,
    in whichever order the atomics come. A run records "atomic-order" (another order gives
    other lanes the tickets) and was judged like a racy one, so the lie held undecided
    (exit 3) on every run; such a run is one order's execution, and the lie is refuted by
    two lanes with different tickets below the number of active lanes."""
    kernel = DATA / "lies" / "atomic_ticket.ll"
    ran = fuzzfarm(["uniformity", kernel, "--opt", "opt-19", "--threads", "4", "--schedules", "2"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    code, out = _lie(kernel, "old", "--threads", "4", "--schedules", "2")
    assert code == 1, out
    assert "refuted (data): LLVM calls %old in %entry uniform" in out
    lanes = re.search(r"^schedule: subgroup 4, lanes ([\d,]+)", out, re.M)
    m = re.search(r"^lane (\d+) \(instance #0\) has (\d+); lane (\d+) \(instance #0\) has (\d+);", out, re.M)
    assert lanes and m, out
    active = len(lanes[1].split(","))
    assert m[2] != m[4] and int(m[2]) < active and int(m[4]) < active


@needs_opt19
def test_a_lie_about_a_load_beside_a_racy_one_is_refuted() -> None:
    """racy_beside: %r reads buf[0], which every lane writes (a race: undef, judged by no
    run); %v reads buf[2 + id], which no lane writes, so the kernel's shared buffer gives
    it the schedule's word 2 + id whatever the interleaving. A run's race left every loaded
    value unjudged, so the lie calling %v uniform was undecided (exit 3); the run now names
    its racy loads, and %v is refuted by two lanes holding their own words. opt-19's true
    report is never refuted (its claim about %r stays undecided)."""
    from fuzzfarm.ir.reader import parse_module
    from generators.schedules import buffer_contents

    kernel = DATA / "lies" / "racy_beside.ll"
    args = ["--threads", "8", "--schedules", "3"]
    ran = fuzzfarm(["uniformity", kernel, "--opt", "opt-19", *args])
    assert ran.returncode == 3, ran.stdout + ran.stderr
    assert "%r in %entry differs in a run that has a data race" in ran.stdout
    code, out = _lie(kernel, "v", *args)
    assert code == 1, out
    assert "refuted (data): LLVM calls %v in %entry uniform" in out
    m = re.search(r"^lane (\d+) \(instance #0\) has (\d+); lane (\d+) \(instance #0\) has (\d+);", out, re.M)
    assert m, out
    words = [buffer_contents(parse_module(kernel.read_text()).kernel(), s, 4096)["buf"] for s in range(3)]
    assert any((words[s][2 + int(m[1])], words[s][2 + int(m[3])]) == (int(m[2]), int(m[4])) for s in range(3))
    assert m[2] != m[4]


@needs_opt19
def test_a_lie_only_two_picked_lanes_show_is_refuted() -> None:
    """lane_pick: %v = zext %p runs in lanes 5 and 21 only (lane & 15 == 5). The four drawn
    schedules of seed 1 never have both active with different %p, so the lie held; the
    disagreeing schedules (every lane active, %p drawn per lane) refute it with lanes 5
    and 21 holding 0 and 1. opt-19's true report holds."""
    kernel = DATA / "lies" / "lane_pick.ll"
    args = ["--threads", "32", "--schedules", "4", "--seed", "1"]
    ran = fuzzfarm(["uniformity", kernel, "--opt", "opt-19", *args])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    code, out = _lie(kernel, "v", *args)
    assert code == 1, out
    assert "refuted (data): LLVM calls %v in %five uniform" in out
    m = re.search(r"^lane (\d+) \(instance #\d+\) has (\d+); lane (\d+) \(instance #\d+\) has (\d+);", out, re.M)
    assert m, out
    assert {int(m[1]), int(m[3])} == {5, 21} and {m[2], m[4]} == {"0", "1"}
