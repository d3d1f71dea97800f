"""Lies about cycles (tests/data/uniformity/cycles/): a report that leaves a cycle out of
``CYCLES WITH DIVERGENT EXIT`` claims that threads converged inside it leave it together
(seed 003, "Temporal Divergence"); the checker held every such lie before, as it read no
claim from the section. Each kernel's comment derives by hand which lane leaves when.
The lying analysis is tests/data/uniformity/lying-cycle-opt.sh (the real opt-19 less the
cycle lines)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.uniformity.cycles import reported_blocks
from fuzzfarm.uniformity.report import llvm_claims

DATA = Path(__file__).parent / "data" / "uniformity"
CYCLES = DATA / "cycles"
CYCLE_LIAR = DATA / "lying-cycle-opt.sh"
needs_opt19 = pytest.mark.skipif(shutil.which("opt-19") is None, reason="needs opt-19")

#: "lane A (instance #P) at its header leaves to %X after N more iteration(s); lane B ..."
WITNESS = re.compile(r"^lane (\d+) \(instance #\d+\) at its header leaves to %(\S+) after (\d+) more "
                     r"iteration\(s\); lane (\d+) \(instance #\d+\) at its header leaves to %(\S+) "
                     r"after (\d+) more", re.M)


def uniformity(kernel: Path, opt: Path | str, *args: str) -> tuple[int, str]:
    ran = fuzzfarm(["uniformity", kernel, "--opt", opt, "--threads", "8", "--schedules", "4", *args])
    return ran.returncode, ran.stdout + ran.stderr


def test_cycle_lines_name_their_blocks() -> None:
    assert reported_blocks("  depth=1: entries(H) L B") == {"H", "L", "B"}
    assert reported_blocks("depth=2: entries(irr.a irr.b) next.3") == {"irr.a", "irr.b", "next.3"}
    assert reported_blocks("depth=1: entries(%5) %7") == {"5", "7"}
    assert reported_blocks("some later section") is None


@needs_opt19
def test_a_divergent_exit_claimed_uniform_is_refuted_with_its_iterations() -> None:
    """lane_trip: lane l leaves %H after max(l, 1) iterations. opt-19 lists the cycle (no
    claim to refute); without the line the claim is refuted by two lanes converged at
    %H's first instance, each leaving after max(l, 1) - 1 more."""
    kernel = CYCLES / "lane_trip.ll"
    code, out = uniformity(kernel, "opt-19")
    assert code == 0, out
    code, out = uniformity(kernel, CYCLE_LIAR)
    assert code == 1, out
    assert "refuted (cycle): LLVM calls exit of the cycle %H (%H) uniform" in out
    m = WITNESS.search(out)
    assert m, out
    (la, xa, na), (lb, xb, nb) = (m.group(1, 2, 3), m.group(4, 5, 6))
    assert xa == xb == "X"
    assert int(na) == max(int(la), 1) - 1 and int(nb) == max(int(lb), 1) - 1 and na != nb


@needs_opt19
def test_only_cycles_outside_every_listed_one_are_claimed_uniform() -> None:
    """nested_break: opt-19 lists only the outer loop (the outermost cycle the lane's break
    leaves); the inner one, whose exit is divergent too, is claimed nothing, so the real
    report holds. Without the line both cycles are claimed uniform, and both refuted."""
    kernel = CYCLES / "nested_break.ll"
    fn = parse_module(kernel.read_text()).kernel()
    _, claims = llvm_claims(fn, kernel.read_text(), opt="opt-19", triple="amdgcn-amd-amdhsa")
    assert [(c.cycle, c.uniform) for c in claims if c.cycle is not None] == [
        (frozenset({"OH", "IH", "IL", "OL"}), False)]
    code, out = uniformity(kernel, "opt-19")
    assert code == 0, out
    code, out = uniformity(kernel, CYCLE_LIAR)
    assert code == 1, out
    assert "LLVM calls exit of the cycle %OH (%OH %IH %IL %OL) uniform" in out
    assert "LLVM calls exit of the cycle %IH (%IH %IL) uniform" in out
    for m in WITNESS.finditer(out):
        assert m[3] != m[6] and m[2] == m[5] == "X", m[0]


@needs_opt19
def test_a_true_uniform_exit_claim_holds() -> None:
    """counted_after_join: opt-19 lists a loop of three iterations in every thread (its
    counter is a join of a divergent branch); a report without the line claims the truth,
    and no run refutes it."""
    code, out = uniformity(CYCLES / "counted_after_join.ll", CYCLE_LIAR)
    assert code == 0, out
    assert "every uniform claim held" in out


@needs_opt19
def test_a_cycle_refutation_replays(tmp_path: Path) -> None:
    """The reproducer of a refuted cycle claim replays with the same lying analysis."""
    code, out = uniformity(CYCLES / "lane_trip.ll", CYCLE_LIAR, "--out", str(tmp_path / "r"))
    assert code == 1, out
    ran = fuzzfarm(["replay", tmp_path / "r", "--opt", CYCLE_LIAR])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "the recorded unsound-uniformity reproduces" in ran.stdout
