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
@pytest.mark.parametrize(("name", "where"), [("lane_trip", ""), ("callee_trip", "@trip")])
def test_a_divergent_exit_claimed_uniform_is_refuted_with_its_iterations(name: str, where: str) -> None:
    """lane_trip: lane l leaves %H after max(l, 1) iterations (callee_trip: in a device
    function the kernel calls). opt-19 lists the cycle (no claim to refute); without the
    line the claim is refuted by two lanes converged at %H's first instance, each leaving
    after max(l, 1) - 1 more."""
    kernel = CYCLES / f"{name}.ll"
    code, out = uniformity(kernel, "opt-19", "--function", name)
    assert code == 0, out
    code, out = uniformity(kernel, CYCLE_LIAR, "--function", name)
    assert code == 1, out
    assert f"refuted (cycle): LLVM calls exit of the cycle %H (%H){where} uniform" in out
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


MARK_LIAR = DATA / "lying-mark-opt.sh"


def test_an_argument_line_without_its_mark_claims_the_argument_uniform() -> None:
    """LLVM marks every line of ``DIVERGENT ARGUMENTS:``; a line whose mark was deleted
    (the lie of an audit deleting one mark at a time) claims that argument uniform, as an
    unmarked definition line does. It was read as divergent under the section's title."""
    from fuzzfarm.uniformity.report import parse_report

    r = parse_report("UniformityInfo for function 'f':\nDIVERGENT ARGUMENTS:\n"
                     "  DIVERGENT: i32 %a\n             i32 %b\n")["f"]
    assert r.divergent_arguments == ["%a"]


@needs_opt19
def test_a_lie_about_a_divergent_argument_is_refuted(tmp_path: Path) -> None:
    """loop_use_after's ``natural_loop`` (not a kernel: LLVM calls its plain arguments
    divergent); its report's first marked line is ``DIVERGENT: i32 %n``. Without that mark
    %n is claimed uniform, which a schedule giving lanes 0..3 n = 3, 5, 3, 5 refutes with
    two lanes holding 3 and 5 (the threads are converged at the entry: one launch)."""
    import json
    import os

    schedule = tmp_path / "schedule.json"
    schedule.write_text(json.dumps({"subgroup_size": 4, "active_lanes": [0, 1, 2, 3],
                                    "args": {"n": [3, 5, 3, 5], "bmask": [0] * 4, "u": [7] * 4}}))
    kernel = DATA / "loop_use_after.ll"
    os.environ["LIE_LINE"] = "1"
    try:
        ran = fuzzfarm(["uniformity", kernel, "--opt", MARK_LIAR, "--schedule", schedule])
    finally:
        del os.environ["LIE_LINE"]
    out = ran.stdout + ran.stderr
    assert ran.returncode == 1, out
    assert "refuted (argument): LLVM calls argument %n uniform" in out
    m = re.search(r"^lane (\d+) \(instance #0\) has (\d+); lane (\d+) \(instance #0\) has (\d+);", out, re.M)
    assert m, out
    assert {int(m[2]), int(m[4])} == {3, 5}
    assert [3, 5, 3, 5][int(m[1])] == int(m[2]) and [3, 5, 3, 5][int(m[3])] == int(m[4])


def _with_env(name: str, value: str, argv: list[object]):  # type: ignore[no-untyped-def]
    import os

    os.environ[name] = value
    try:
        return fuzzfarm(argv)
    finally:
        del os.environ[name]


@needs_opt19
@pytest.mark.parametrize(("liar", "env", "claim"), [
    (DATA / "lying-opt.sh", ("LIE", "v"), "refuted (data): LLVM calls %v in %odd uniform"),
    (MARK_LIAR, ("LIE_LINE", "4"), "refuted (terminator): LLVM calls terminator of %odd uniform"),
])
def test_a_lie_behind_a_uniform_parameters_constant_is_refuted(liar: Path, env: tuple[str, str],
                                                               claim: str) -> None:
    """uniform_magic runs %odd only in a dispatch with %n == 1000 (a kernel parameter: one
    value for every lane), where %v = id & 1 is 0 in even lanes and 1 in odd ones, and the
    branch on it splits them. The probes straddled only per-lane arguments' constants, so
    both lies held; a dispatch with %n = 1000 now refutes them with an even and an odd lane."""
    from fuzzfarm.uniformity.probes import compared_constants

    kernel = DATA / "lies" / "uniform_magic.ll"
    fn = parse_module(kernel.read_text()).kernel()
    assert [(a.name, c) for a, c in compared_constants(fn, uniform=True)] == [("n", 1000)]
    assert compared_constants(fn) == []
    ran = fuzzfarm(["uniformity", kernel, "--opt", "opt-19", "--threads", "8", "--schedules", "4"])
    assert ran.returncode == 0, ran.stdout + ran.stderr
    ran = _with_env(*env, ["uniformity", kernel, "--opt", liar, "--threads", "8", "--schedules", "4"])
    out = ran.stdout + ran.stderr
    assert ran.returncode == 1, out
    assert claim in out
    m = re.search(r"^lane (\d+) \(instance #\d+\) (?:has|takes) (.+?); lane (\d+) \(instance #\d+\) "
                  r"(?:has|takes) (.+?); the two", out, re.M)
    assert m, out
    assert int(m[1]) % 2 != int(m[3]) % 2  # an even and an odd lane
    if "data" in claim:
        assert (int(m[2]), int(m[4])) == (int(m[1]) & 1, int(m[3]) & 1)
    else:  # %c = (v == 0): an even lane goes to %even
        assert {m[2], m[4]} == {"successor %even", "successor %done"}


@needs_opt19
def test_a_probe_dispatch_that_runs_out_of_steps_leaves_the_verdict_to_the_drawn_ones() -> None:
    """uniform_long_loop loops %n times and compares %n with 100000: the probes with %n at
    99999..100001 run out of the step budget. opt-19's claims are true and every drawn
    schedule decides them, so the verdict stays "held" (exit 0), not undecided. (The two
    disagreeing schedules, tentative too, keep the widest drawn one's %n: decided; the
    first drawn schedule's two split-buffer probes are decided too.)"""
    ran = fuzzfarm(["uniformity", DATA / "lies" / "uniform_long_loop.ll", "--opt", "opt-19",
                    "--threads", "4", "--schedules", "3"])
    out = ran.stdout + ran.stderr
    assert ran.returncode == 0, out
    assert "runs: 10 (7 decided)" in out


#: A region entered at %a or %b: the outermost cycle {a b c d} is irreducible, and our
#: natural DFS order heads it by %a with an inner cycle {b c}, while opt-19's report heads
#: it by %b ("entries(b a) d c").
IRREDUCIBLE = """
define void @k(i1 %p, i1 %q, i1 %r) {
entry:
  br i1 %p, label %a, label %b
a:
  br i1 %q, label %b, label %x
b:
  br i1 %r, label %c, label %a
c:
  br i1 %q, label %b, label %d
d:
  br i1 %r, label %a, label %x
x:
  ret void
}
"""


def test_a_cycle_of_our_hierarchy_only_gets_no_uniform_claim() -> None:
    """An unlisted cycle is claimed to exit uniformly only when it is a cycle in every DFS
    order: the outermost region is, the inner {b c} (ours, headed by %a) is not a cycle of
    opt-19's hierarchy (headed by %b), so the report says nothing about it and checking it
    could refute a true report. A listed cycle is claimed divergent, and every cycle inside
    it nothing."""
    from fuzzfarm.uniformity.cycles import cycle_verdicts

    fn = parse_module(IRREDUCIBLE).kernel()
    named = [(sorted(b.name for b in c.blocks), uniform) for c, uniform in cycle_verdicts(fn, [])]
    assert named == [(["a", "b", "c", "d"], True)]
    listed = cycle_verdicts(fn, ["depth=1: entries(b a) d c"])
    assert [(sorted(b.name for b in c.blocks), uniform) for c, uniform in listed] == [(["a", "b", "c", "d"], False)]
