"""Uniformity (seed 003): our analysis, LLVM's report, and the claim checker.

Golden tests: the seed's own examples (tests/data/uniformity/, each file says which
section it comes from and what the seed concludes), checked for our analysis, for
LLVM 19's report, and for the checker: it accepts the real opt-19 analysis and
refutes a lying one (a wrapper around opt-19 that drops one DIVERGENT mark).
"""

from __future__ import annotations

import os
import re
import shutil
from pathlib import Path

import pytest

from fuzzfarm.analysis.uniformity import analyze, join_nodes
from fuzzfarm.cli import main
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.uniformity.check import check_claims
from fuzzfarm.uniformity.report import Claim, ReportError, llvm_claims, parse_report

DATA = Path(__file__).parent / "data" / "uniformity"
OPT = shutil.which("opt-19")
LIAR = DATA / "lying-opt.sh"
needs_opt = pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")


def load(name: str) -> tuple[str, Function]:
    text = (DATA / f"{name}.ll").read_text()
    return text, parse_module(text).kernel()


def divergent_names(fn: Function) -> set[str]:
    info = analyze(fn)
    return {v.name for v in info.divergent if getattr(v, "name", None)}


def value(fn: Function, name: str):  # type: ignore[no-untyped-def]
    return next(i for i in fn.instructions() if i.name == name)


# -- our analysis: seed 003's examples --------------------------------------------------


def test_temporal_divergence_after_a_loop_with_divergent_exit() -> None:
    _, fn = load("loop_use_after")
    info = analyze(fn)
    div = divergent_names(fn)
    # inside the loop, converged instances are the same iteration: uniform
    assert {"i", "i.next", "inside"}.isdisjoint(div)
    # the use after the divergent exit receives values of different iterations
    assert "after" in div and "uni" not in div
    assert [c.header.name for c in info.divergent_exit_cycles] == ["H"]
    assert {b.name for b in info.divergent_branches} == {"H", "L"}


def test_join_nodes_are_reached_along_disjoint_paths() -> None:
    _, fn = load("loop_use_after")
    preds = fn.predecessors()
    # H -> B -> L and H -> L: L is H's join; L's branch leaves the loop: Exit is its join
    assert {b.name for b in join_nodes(fn.block("H"), preds)} == {"L"}
    _, irr = load("irreducible_inner")
    # Q -> R -> S and Q -> S; S -> P -> Q closes the cycle but reaches no new join
    assert {b.name for b in join_nodes(irr.block("Q"), irr.predecessors())} == {"S"}


def test_diverged_paths_reaching_different_entries_are_not_m_converged() -> None:
    _, fn = load("irreducible_entry")
    info = analyze(fn)
    assert {b.name for b in info.not_m_converged} == {"P", "Q", "R", "S"}
    assert {"qu", "kR"} <= divergent_names(fn)  # made of uniform inputs, but not m-converged


def test_diverged_entry_on_a_closed_path_is_not_m_converged() -> None:
    _, fn = load("irreducible_inner")
    info = analyze(fn)
    assert {b.name for b in info.not_m_converged} == {"P", "Q", "R", "S"}
    assert "kR" in divergent_names(fn) and "b0" not in divergent_names(fn)


def test_branch_dominating_its_join_keeps_the_cycle_m_converged() -> None:
    _, fn = load("irreducible_dominated_join")
    info = analyze(fn)
    assert not info.not_m_converged
    div = divergent_names(fn)
    assert {"kA", "c", "cq", "c.next", "more"}.isdisjoint(div)
    assert {"d", "kS"} <= div


# -- LLVM's report -------------------------------------------------------------------------


REPORT = """\
UniformityInfo for function 'k':
DIVERGENT ARGUMENTS:
  DIVERGENT: i32 %x
CYCLES WITH DIVERGENT EXIT:
  depth=1: entries(H) L

BLOCK entry
DEFINITIONS
  DIVERGENT:   %a = add i32 %x, 1
               %b = add i32 %u, 1
TERMINATORS
               switch i32 %b, label %d [
    i32 1, label %d
  ]
END BLOCK
"""


def test_parse_report_reads_marks_sections_and_multiline_terminators() -> None:
    r = parse_report(REPORT)["k"]
    assert r.divergent_arguments == ["%x"]
    assert r.cycles_with_divergent_exit == ["depth=1: entries(H) L"]
    (block,) = r.blocks
    assert [(e.text.split()[0], e.divergent) for e in block.definitions] == [("%a", True), ("%b", False)]
    assert len(block.terminators) == 1 and not block.terminators[0].divergent
    assert "i32 1, label %d" in block.terminators[0].text
    with pytest.raises(ReportError):
        parse_report("opt: nothing here\n")


@needs_opt
def test_llvm_19_agrees_with_the_seed_examples() -> None:
    assert OPT is not None
    expected = {  # name -> uniform, as seed 003 concludes (see the data files)
        "loop_use_after": {"i": True, "inside": True, "i.next": True, "after": False, "uni": True},
        "irreducible_entry": {"qu": False, "kR": False},
        "irreducible_inner": {"b0": True, "kR": False},
        "irreducible_dominated_join": {"kA": True, "cq": True, "kS": False},
    }
    for name, want in expected.items():
        text, fn = load(name)
        _, claims = llvm_claims(fn, text, opt=OPT, triple="amdgcn-amd-amdhsa")
        got = {c.target.name: c.uniform for c in claims if not c.terminator and c.target.name in want}
        assert got == want, name
        ours = analyze(fn)
        assert {n: ours.is_uniform(value(fn, n)) for n in want} == want, name


# -- the checker -----------------------------------------------------------------------


def seed_tables_schedule() -> Schedule:
    # seed 003's thread tables: lane 0 runs 2 iterations, lane 1 three; %u is inreg
    return Schedule.full(2, {"bmask": [0b1, 0b110], "n": [2, 3], "u": [5, 5]})


def test_checker_refutes_a_uniform_claim_on_a_temporally_divergent_value() -> None:
    _, fn = load("loop_use_after")
    claims = [Claim(value(fn, n), True) for n in ("i", "inside", "i.next", "after", "uni")]
    result = check_claims(fn, claims, [seed_tables_schedule()])
    assert [r.claim.target.name for r in result.refutations] == ["after"]
    ref = result.refutations[0]
    assert ref.kind == "temporal"
    assert {ref.a.value, ref.b.value} == {2 + 5, 3 + 5}  # %i.next of iterations 2 and 3, plus %u
    assert result.exit_code == 1
    assert "Exit*" in ref.table


def test_checker_terminator_claims_are_about_the_successor_taken() -> None:
    _, fn = load("loop_use_after")
    claims = [Claim(fn.block(b).terminator, True, terminator=True) for b in ("H", "L")]
    result = check_claims(fn, claims, [seed_tables_schedule()])
    assert {r.claim.target.parent.name for r in result.refutations} == {"H", "L"}
    assert all(r.kind == "terminator" for r in result.refutations)


def test_checker_ignores_poison_and_undefined_behaviour() -> None:
    text = """
define i32 @k(i32 %x) {
entry:
  %p = shl nuw i32 %x, 31
  %d = udiv i32 7, %x
  ret i32 %p
}
"""
    fn = parse_module(text).kernel()
    claims = [Claim(value(fn, "p"), True)]
    # lane 1's %p is poison (nuw overflow): not a refutation
    result = check_claims(fn, claims, [Schedule.full(2, {"x": [0, 3]})])
    assert not result.refutations
    # lane 0 divides by zero: the run is undefined, nothing in it refutes anything
    result = check_claims(fn, [Claim(value(fn, "d"), True)], [Schedule.full(2, {"x": [0, 1]})])
    assert not result.refutations and result.decided == 1


@needs_opt
def test_checker_accepts_real_opt_19_and_refutes_a_lying_analysis(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    for name in ("loop_use_after", "irreducible_dominated_join"):
        code = main(["uniformity", str(DATA / f"{name}.ll"), "--opt", str(OPT), "--schedules", "12"])
        assert code == 0, (name, capsys.readouterr().out)
    for name in ("irreducible_entry", "irreducible_inner"):
        # random %path values may never leave the cycle: such runs are undecided (exit 3),
        # and run to the step limit (a schedule among 5..12 of irreducible_entry took 30 s)
        code = main(["uniformity", str(DATA / f"{name}.ll"), "--opt", str(OPT), "--schedules", "4"])
        out = capsys.readouterr().out
        assert code in (0, 3) and "refuted" not in out, (name, out)
    os.environ["LIE"] = "after"
    try:
        code = main(["uniformity", str(DATA / "loop_use_after.ll"), "--opt", str(LIAR),
                     "--out", str(tmp_path / "repro")])
    finally:
        del os.environ["LIE"]
    out = capsys.readouterr().out
    assert code == 1
    assert "refuted (temporal): LLVM calls %after in %Exit uniform" in out
    assert (tmp_path / "repro" / "before.ll").exists() and (tmp_path / "repro" / "schedule.json").exists()
    # the reproducer's schedule refutes the lie again
    os.environ["LIE"] = "after"
    try:
        code = main(["uniformity", str(tmp_path / "repro" / "before.ll"), "--opt", str(LIAR),
                     "--schedule", str(tmp_path / "repro" / "schedule.json")])
    finally:
        del os.environ["LIE"]
    assert code == 1


def test_all_values_uniform_report_claims_every_value_uniform() -> None:
    text, fn = load("loop_use_after")
    report = parse_report("UniformityInfo for function 'loop_use_after':\nALL VALUES UNIFORM\n")
    r = report["loop_use_after"]
    assert r.all_uniform and not r.blocks
    from fuzzfarm.uniformity.report import bind_claims
    claims = bind_claims(r, fn)
    instructions = sum(len(b.instructions) for b in fn.blocks)
    # every value and branch, and the exits of the one loop (H B L): no cycle is listed
    assert len(claims) == len(fn.args) + instructions + 1
    assert [c.cycle for c in claims if c.cycle is not None] == [frozenset({"H", "B", "L"})]
    assert all(c.uniform for c in claims)


@needs_opt
def test_all_values_uniform_from_opt_19_and_from_a_lying_opt(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    # LLVM prints "ALL VALUES UNIFORM" for a function with nothing divergent: a claim
    # about every value, checked like any other (it used to fail to bind: exit 2).
    plain = tmp_path / "uniform.ll"
    plain.write_text("define i32 @k(i32 inreg %u) {\nentry:\n  %c = icmp eq i32 %u, 3\n"
                     "  br i1 %c, label %a, label %b\na:\n  ret i32 1\nb:\n  ret i32 2\n}\n")
    code = main(["uniformity", str(plain), "--opt", str(OPT), "--schedules", "4"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "ALL VALUES UNIFORM" not in out and "3 uniform" in out, out
    os.environ["LIE_ALL"] = "1"
    try:
        code = main(["uniformity", str(DATA / "loop_use_after.ll"), "--opt", str(LIAR)])
    finally:
        del os.environ["LIE_ALL"]
    out = capsys.readouterr().out
    assert code == 1 and "refuted" in out, out


def test_bad_input_exit_2(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    bad = tmp_path / "bad.ll"
    bad.write_text("define i32 @k( {\n")
    assert main(["uniformity", str(bad), "--opt", str(OPT or "opt")]) == 2
    assert main(["uniformity", str(DATA / "loop_use_after.ll"), "--opt", str(tmp_path / "none")]) == 2
    failing = tmp_path / "failing-opt.sh"
    failing.write_text("#!/bin/sh\necho 'opt: error: unknown pass' >&2\nexit 1\n")
    failing.chmod(0o755)
    assert main(["uniformity", str(DATA / "loop_use_after.ll"), "--opt", str(failing)]) == 2
    garbage = tmp_path / "garbage-opt.sh"
    garbage.write_text("#!/bin/sh\necho 'nothing useful' >&2\n")
    garbage.chmod(0o755)
    assert main(["uniformity", str(DATA / "loop_use_after.ll"), "--opt", str(garbage)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err
    # an instruction the oracles cannot run is bad input, as for run and validate (it
    # was exit 3, "undecided", after every schedule came back unsupported)
    clock = DATA.parent / "clang" / "audit6" / "c_clock_O2.ll"
    assert main(["uniformity", str(clock), "--opt", str(OPT or "opt")]) == 2
    assert "unsupported: intrinsic @llvm.nvvm.read.ptx.sreg.clock" in capsys.readouterr().err


# -- campaigns ---------------------------------------------------------------------------


@needs_opt
def test_uniformity_campaign_records_refuted_claims_as_findings(tmp_path: Path, capsys,  # type: ignore[no-untyped-def]
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    from storage.store import Store

    db = f"sqlite:///{tmp_path / 'u.db'}"
    common = ["campaign", "--uniformity", "--seed", "5", "--workers", "0",
              "--no-progress", "--db", db, "--reproducers", str(tmp_path / "repros")]
    # The real analysis on these kernels: every uniform claim holds.
    assert main([*common, "--cases", "12", "--opt", str(OPT)]) == 0
    out = capsys.readouterr().out
    assert "no findings" in out and "precision:" in out
    # A lying analysis (phis called uniform): refuted, stored, deduplicated, reproducible.
    monkeypatch.setenv("LIE", "phi[0-9]+")
    assert main([*common, "--cases", "4", "--opt", str(LIAR), "--name", "liar"]) == 0
    out = capsys.readouterr().out
    with Store.open(db) as store:
        sigs = store.signatures()
        assert sigs and {s.kind for s in sigs} == {"unsound-uniformity"}
        assert all("unsound uniformity claim (phi): phi" in s.shape for s in sigs)
    repro = next(p.parent for p in (tmp_path / "repros").rglob("case.json") if p.parent.name != "original")
    assert main(["replay", str(repro), "--opt", str(LIAR)]) == 1
    assert "the recorded unsound-uniformity reproduces" in capsys.readouterr().out
    assert main(["campaign", "--uniformity", "--transform", "hoist", "--db", db]) == 2


@needs_opt
def test_llvm_19_misses_a_join_and_the_checker_refutes_it(capsys) -> None:  # type: ignore[no-untyped-def]
    import subprocess

    version = subprocess.run([str(OPT), "--version"], capture_output=True, text=True).stdout
    text, fn = load("llvm19_join_phi")
    # our reading of seed 003: J is a join of the divergent branch, %phi divergent
    assert "phi" in divergent_names(fn)
    code = main(["uniformity", str(DATA / "llvm19_join_phi.ll"), "--opt", str(OPT)])
    out = capsys.readouterr().out
    if "version 19." in version:  # the bug is fixed from LLVM 21 on
        assert code == 1 and "refuted (phi): LLVM calls %phi in %J uniform" in out
        assert "LLVM uniform, ours divergent (worth a look): %phi in %J" in out
    else:
        assert code in (0, 1)


@needs_opt
def test_run_and_dashboard_show_uniformity_next_to_the_table(capsys) -> None:  # type: ignore[no-untyped-def]
    from dashboards.execution import execute

    assert main(["run", str(DATA / "llvm19_join_phi.ll"), "--threads", "2", "--args", "d=true,false",
                 "--opt", str(OPT)]) == 0
    out = capsys.readouterr().out
    assert "uniformity (seed 003): ours and LLVM's report" in out
    assert re.search(r"argument %d\s+divergent\s+divergent\s+differs", out)
    text, fn = load("llvm19_join_phi")
    _, claims = llvm_claims(fn, text, opt=str(OPT), triple="amdgcn-amd-amdhsa")
    ex = execute(fn, Schedule.full(2, {"d": [1, 0], "m": [4, 4]}), "maximal", llvm=claims)
    rows = {r.name: r for r in ex.uniformity}
    assert rows["%phi in %J"].ours is False and rows["%phi in %J"].observed == "differs"
    assert rows["argument %m"].ours and rows["argument %m"].observed == "same"


@needs_opt
def test_run_asks_the_kernels_own_targets_analysis(capsys) -> None:  # type: ignore[no-untyped-def]
    """``run --opt`` asked AMDGPU's analysis whatever the kernel's triple: a CUDA kernel's
    lane id (``llvm.nvvm.read.ptx.sreg.laneid``, which AMDGPU's analysis calls uniform)
    came out as refuted claims ('!'). Like ``uniformity``, it now asks the kernel's own
    target's analysis, and one without a divergence model (spir64) is refused (exit 2)."""
    clang = DATA.parent / "clang"
    assert main(["run", str(clang / "audit6" / "c_down16_O2.ll"), "--opt", str(OPT)]) == 0
    out = capsys.readouterr().out
    table = out[out.index("uniformity (seed 003)"):].split("\n", 1)[1]  # the rows
    assert "!" not in table and re.search(r"divergent\s+divergent\s+differs", table), table
    assert main(["run", str(clang / "spir" / "reduce_div.ll"), "--opt", str(OPT)]) == 2
    assert "has no divergence model" in capsys.readouterr().err


@needs_opt
def test_gate_fails_on_a_new_unsound_uniformity_signature(tmp_path: Path,  # type: ignore[no-untyped-def]
                                                          monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    common = ["gate", "--uniformity", "--cases", "3", "--seed", "5", "--workers", "0",
              "--baseline", str(tmp_path / "base.json"), "--junit", str(tmp_path / "j.xml"),
              "--summary", str(tmp_path / "s.md"), "--reproducers", str(tmp_path / "r")]
    assert main([*common, "--opt", str(OPT)]) == 0
    monkeypatch.setenv("LIE", "phi[0-9]+")
    assert main([*common, "--opt", str(LIAR)]) == 1
    assert "unsound-uniformity" in (tmp_path / "s.md").read_text()


@needs_opt
def test_temporal_divergence_through_a_convergence_token(capsys) -> None:  # type: ignore[no-untyped-def]
    # ours: the token leaves a cycle with a divergent exit, the ballot on it is divergent
    _, fn = load("llvm19_token_temporal")
    assert "b" in divergent_names(fn)
    # the checker: two threads leaving in different iterations ballot apart, yet are
    # converged in %C; LLVM 19 calls %b uniform
    code = main(["uniformity", str(DATA / "llvm19_token_temporal.ll"), "--opt", str(OPT)])
    out = capsys.readouterr().out
    assert code in (0, 1)
    if code == 1:
        assert "refuted (temporal): LLVM calls %b in %C uniform" in out


@needs_opt
def test_llvm_19_misses_a_phi_at_a_divergently_reached_loop_exit(capsys) -> None:  # type: ignore[no-untyped-def]
    _, fn = load("llvm19_exit_phi")
    info = analyze(fn)
    assert "phi" in divergent_names(fn)  # ours: %X is a join of the diverged paths
    assert [c.header.name for c in info.divergent_exit_cycles] == ["H"]
    code = main(["uniformity", str(DATA / "llvm19_exit_phi.ll"), "--opt", str(OPT)])
    out = capsys.readouterr().out
    assert code in (0, 1)
    if code == 1:
        assert "refuted (phi): LLVM calls %phi in %X uniform" in out


# -- calls to functions defined in the module ---------------------------------------------

DEVICE_CALLS = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()

define internal i64 @vote(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  ret i64 %b
}

define internal i64 @count() {
entry:
  %b = call i64 @subgroupBallot(i1 true)
  ret i64 %b
}

define internal i32 @lane() {
entry:
  %l = call i32 @getSubgroupLocalInvocationId()
  ret i32 %l
}

define internal i32 @seven() {
entry:
  ret i32 7
}

define i64 @k(i32 inreg %u) convergent {
entry:
  %l = call i32 @lane()
  %odd = and i32 %l, 1
  %c = icmp eq i32 %odd, 0
  %v = call i64 @vote(i1 %c)
  %n = call i64 @count()
  %s = call i32 @seven()
  %t = add i32 %s, %u
  %even = icmp eq i64 %v, 5
  br i1 %even, label %a, label %b
a:
  %r = add i64 %v, %n
  br label %b
b:
  %q = phi i64 [ %r, %a ], [ 0, %entry ]
  ret i64 %q
}
"""


@needs_opt
def test_calls_to_device_functions_are_divergent_for_us_and_for_llvm_19() -> None:
    """A call's result (a per-thread value, a convergent ballot, a non-convergent callee's
    implicitly anchored ballot, even a constant) is divergent in our analysis, which does
    not look into callees, and in LLVM 19's (AMDGPU: calls are sources of divergence): so
    neither calls such a value uniform, and the checker, running the calls, finds every
    claim LLVM does make held (its converged instances after a call are the same block
    instance's)."""
    fn = parse_module(DEVICE_CALLS).kernel()
    ours = analyze(fn)
    report, claims = llvm_claims(fn, DEVICE_CALLS, opt=str(OPT), triple="amdgcn-amd-amdhsa")
    llvm = {c.name: c.uniform for c in claims}
    for name in ("l", "v", "n", "s", "t", "even", "r", "q"):
        assert value(fn, name) in ours.divergent, name
        assert llvm[f"%{name} in %{value(fn, name).parent.name}"] is False, name
    assert llvm["argument %u"] and ours.is_uniform(fn.args[0])
    assert fn.block("entry") in ours.divergent_branches and not llvm["terminator of %entry"]
    schedules = [Schedule.full(4, {"u": [3] * 4}), Schedule.full(8, {"u": [0] * 8})]
    result = check_claims(fn, claims, schedules)
    assert not result.refutations and result.exit_code == 0, result.summary()
    assert result.diverged  # the check saw divergent values: it ran the callees


RECURSIVE_INREG = """
declare i32 @getSubgroupLocalInvocationId()

define i32 @k(i32 inreg %x, i32 %d) convergent {
entry:
  %y = add i32 %x, 1
  %z = icmp eq i32 %d, 0
  br i1 %z, label %base, label %rec
rec:
  %id = call i32 @getSubgroupLocalInvocationId()
  %r = call i32 @k(i32 ARG, i32 0)
  ret i32 %r
base:
  ret i32 %y
}
"""


@needs_opt
def test_a_call_feeding_an_inreg_parameter_a_per_thread_value_leaves_claims_unjudged() -> None:
    """LLVM trusts ``inreg``: %x and %y are uniform. Our semantics passes the recursive
    call's value unchanged, so in the inner invocation converged threads hold different
    %y: that is the call's doing, not the analysis's. The checker must not call LLVM
    unsound for it (undecided instead), and our analysis calls %x divergent. Passing a
    constant keeps %x uniform for both, and the checker decides."""
    for arg, fed in (("%id", True), ("5", False)):
        text = RECURSIVE_INREG.replace("ARG", arg)
        fn = parse_module(text).kernel()
        _, claims = llvm_claims(fn, text, opt=str(OPT), triple="amdgcn-amd-amdhsa")
        assert {c.name for c in claims if c.uniform} >= {"argument %x", "%y in %entry"}
        assert (value(fn, "y") in analyze(fn).divergent) is fed
        result = check_claims(fn, claims, [Schedule.full(4, {"x": [2] * 4, "d": [1, 0, 1, 1]})])
        assert not result.refutations, result.refutations[0].describe()
        divergent = [c for c in claims if not c.uniform and c not in result.unchecked]
        if fed:
            assert result.exit_code == 3 and "inreg parameter %x of @k" in (result.caveat or "")
            # no run was judged, so nothing "never diverged" (it printed all of them as such)
            assert divergent and result.never_diverged == []
            assert "precision: not measured" in result.summary()
        else:
            assert result.exit_code == 0 and result.caveat is None
            assert "precision: not measured" not in result.summary()


def test_divergent_inreg_arguments_follow_uniform_inreg_chains() -> None:
    """A value passed on from an inreg parameter stays uniform while that parameter is;
    one divergent feed anywhere makes the whole chain divergent."""
    from fuzzfarm.analysis.uniformity import divergent_inreg_arguments

    chain = """
declare i32 @getSubgroupLocalInvocationId()

define internal i32 @g(i32 inreg %b) {
entry:
  ret i32 %b
}

define internal i32 @f(i32 inreg %a) {
entry:
  %r = call i32 @g(i32 %a)
  ret i32 %r
}

define i32 @k(i32 inreg %u) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %r = call i32 @f(i32 FEED)
  ret i32 %r
}
"""
    for feed, divergent in (("%u", set()), ("7", set()), ("%id", {"a", "b"})):
        fn = parse_module(chain.replace("FEED", feed)).kernel()
        assert {a.name for a in divergent_inreg_arguments(fn)} == divergent, feed


_IMPLICIT_ARGS = """
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %args = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %size.p = getelementptr inbounds i8, ptr addrspace(4) %args, i64 12
  %size = load i16, ptr addrspace(4) %size.p, align 4
  %lane.off = zext i32 %tid to i64
  %mine.p = getelementptr inbounds i8, ptr addrspace(4) %args, i64 %lane.off
  %mine = load i8, ptr addrspace(4) %mine.p, align 1
  %wide = zext i16 %size to i32
  %x = add i32 %wide, %tid
  store i32 %x, ptr addrspace(1) %out, align 4
  WRITE
  ret void
}
"""


@pytest.mark.parametrize("write, uniform_size", [
    ("", True),
    # A thread writing the object: its bytes may differ per thread from then on.
    ("store i16 %size, ptr addrspace(4) %mine.p, align 2", False),
    # The pointer escapes into a call, which may write through it.
    ("call void @llvm.donothing() [\"deopt\"(ptr addrspace(4) %args)]", False),
])
def test_loads_of_the_launch_arguments_at_a_uniform_address_are_uniform(write: str,
                                                                        uniform_size: bool) -> None:
    """HIP reads ``blockDim`` from the implicit arguments: one launch's bytes in every
    thread, so a load at a uniform offset is uniform (LLVM says so too, for its
    invariant load), a load at the lane's offset is not, and a thread that writes the
    object or lets its pointer escape makes every such load divergent again."""
    text = _IMPLICIT_ARGS.replace("WRITE", write)
    if "donothing" in write:
        text += "declare void @llvm.donothing()\n"
    fn = parse_module(text).kernel()
    divergent = divergent_names(fn)
    assert "args" not in divergent and "size.p" not in divergent
    assert {"mine", "mine.p", "x"} <= divergent
    assert ("size" in divergent) is not uniform_size
    assert ("wide" in divergent) is not uniform_size


@needs_opt
def test_hip_block_dim_is_uniform_for_us_as_for_llvm(capsys) -> None:  # type: ignore[no-untyped-def]
    """clang's vadd through opt-19 O3: ``blockDim.x`` is loaded from the implicit
    arguments; ours and LLVM's analyses now agree on every value of the kernel."""
    clang = Path(__file__).parent / "data" / "clang" / "vadd.ll"
    assert main(["uniformity", str(clang), "--opt", str(OPT), "--schedules", "4"]) == 0
    out = capsys.readouterr().out
    assert "ours (seed 003's rules) and LLVM differ on 0 value(s)" in out
    assert "every uniform claim held" in out
