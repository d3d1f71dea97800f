"""The IndVarSimplify bug of ``examples/indvars/`` shows through fuzzfarm's own path.

The expectations are the files' headers, derived by hand: the entry block is the loop's
preheader, the entry intrinsic is ``memory(none)`` and its token is used only after the
loop, so IndVarSimplify sinks it into the loop's exit block, which seed 000
("llvm.experimental.convergence.entry": only in the entry block) forbids and LLVM's own
verifier rejects. Every LLVM run is a subprocess (``fuzzfarm.llvm.bridge``, or opt-19), so an
abort cannot take pytest down.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from clirun import fuzzfarm
from test_grouping_reach import HEADER
from test_grouping_reach_jumps import LOOPJUMP

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Module
from fuzzfarm.reduce.bisect import bisect_pipeline
from fuzzfarm.wellformed import check_well_formed
from storage.signatures import compute_signature

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "indvars"
SUNK = "Entry intrinsic can occur only in the entry block"
#: after O1..O3 fully unroll the anchor example's loop and merge its blocks into the entry
PRECEDED = "Entry intrinsic cannot be preceded by a convergent operation in the same basic block"
CANDIDATES = {
    "22.1 O2": Candidate("pipeline", "O2"),
    "22.1 O3": Candidate("pipeline", "O3"),
    "19 indvars": Candidate("opt", "indvars", opt_path="opt-19"),
    "19 O2": Candidate("opt", "default<O2>", opt_path="opt-19"),
}
EXPECTED = {
    ("entry-sunk-past-loop.ll", "22.1 O2"): SUNK,
    ("entry-sunk-past-loop.ll", "22.1 O3"): SUNK,
    ("entry-sunk-past-loop.ll", "19 indvars"): SUNK,
    ("entry-sunk-past-loop.ll", "19 O2"): SUNK,
    ("heartless-loop-anchor.ll", "22.1 O2"): PRECEDED,
    ("heartless-loop-anchor.ll", "22.1 O3"): PRECEDED,
    ("heartless-loop-anchor.ll", "19 indvars"): SUNK,
    ("heartless-loop-anchor.ll", "19 O2"): PRECEDED,
}
_LOOP_HEAD = "  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
_HEART = '  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]\n'


def _candidate(name: str) -> Candidate:
    if name.startswith("19") and shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")
    return CANDIDATES[name]


def _module(text: str) -> Module:
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    return module


def _sunk() -> str:
    return (EXAMPLES / "entry-sunk-past-loop.ll").read_text()


def _with_heart(used: bool) -> str:
    """The first example with a heart in the loop under the entry token (what seed 000's
    "Inferring Tokens" puts in every outermost loop), used by a sum in the loop or not."""
    text = _sunk().replace(_LOOP_HEAD, _LOOP_HEAD + _HEART)
    text += "declare token @llvm.experimental.convergence.loop()\n"
    if used:
        text = text.replace("  store i32 %i, ptr %slot, align 4\n",
                            '  %v = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %heart) ]\n'
                            "  store i32 %v, ptr %slot, align 4\n")
        text += "declare i32 @subgroupAdd(i32) convergent\n"
    return text


def _entry_block(text: str) -> str:
    body = text.split("define void @kernel", 1)[1]
    return body.split("\n\n", 1)[0]


@pytest.mark.parametrize(("name", "llvm"), sorted(EXPECTED))
def test_the_entry_intrinsic_leaves_the_entry_block(name: str, llvm: str) -> None:
    result = apply(_candidate(llvm), _module((EXAMPLES / name).read_text()), "kernel")
    assert result.status == "ill-formed-after" and EXPECTED[name, llvm] in result.message, \
        (result.status, result.message)


@pytest.mark.parametrize(("llvm", "pass_name"), [("22.1 O2", "indvars"), ("19 O2", "IndVarSimplifyPass")])
def test_o2_bisects_to_indvars(llvm: str, pass_name: str) -> None:
    found = bisect_pipeline(_sunk(), _candidate(llvm), lambda after: False,
                            on_ill_formed=lambda message: SUNK in message)
    assert (found.pass_name, found.method) == (pass_name, "opt-bisect")
    assert found.after_text is not None and "convergence.entry()" not in _entry_block(found.after_text)


def test_both_llvms_findings_are_one_signature() -> None:
    """LLVM 19 names the pass by its class (IndVarSimplifyPass), LLVM 22 by its pipeline
    name (indvars): the same pass, so the same bug, as a campaign with either records it."""
    keys = {compute_signature("ill-formed-after", candidate, bisected_pass=pass_name,
                              message=f"{SUNK}.\n  %tok = call token @llvm.experimental.convergence.entry()")
            .key_hash for candidate, pass_name in [("llvm:O2", "indvars"),
                                                   ("opt:default<O2>", "IndVarSimplifyPass")]}
    assert len(keys) == 1


@pytest.mark.parametrize("llvm", ["22.1 O2", "19 O2"])
def test_a_token_used_before_the_loop_stays(llvm: str) -> None:
    """The control: a ballot under the entry token in the entry block keeps the entry
    intrinsic there (a use in the preheader), and both LLVMs give well-formed output."""
    text = _sunk().replace(
        "  br label %loop\n\nloop:",
        '  %first = call i64 @subgroupBallot(i1 false) [ "convergencectrl"(token %tok) ]\n'
        "  store i64 %first, ptr %out, align 8\n  br label %loop\n\nloop:", 1)
    result = apply(_candidate(llvm), _module(text), "kernel")
    assert result.status == "ok" and result.text is not None
    assert "@llvm.experimental.convergence.entry()" in _entry_block(result.text)


@pytest.mark.parametrize("llvm", ["22.1 O2", "19 O2"])
def test_a_used_heart_keeps_the_entry_intrinsic_in_place(llvm: str) -> None:
    result = apply(_candidate(llvm), _module(_with_heart(used=True)), "kernel")
    assert result.status == "ok" and result.text is not None
    assert "@llvm.experimental.convergence.entry()" in _entry_block(result.text)


def test_an_unused_heart_protects_only_on_llvm19() -> None:
    """LLVM 19 counts the heart's ``convergencectrl`` bundle as a memory effect and keeps
    it; LLVM 22 deletes the unused heart (PR #129874), after which the entry token is
    unused in the loop again and IndVarSimplify sinks it."""
    module = _module(_with_heart(used=False))
    assert apply(_candidate("19 O2"), module, "kernel").status == "ok"
    result = apply(_candidate("22.1 O2"), module, "kernel")
    assert result.status == "ill-formed-after" and SUNK in result.message


@pytest.mark.parametrize("opt", [[], ["--opt", "opt-19"]])
def test_validate_reports_the_loopjump_kernel(opt: list[str], tmp_path: Path) -> None:
    """Where it was seen: tests/test_grouping_reach_jumps.py's LOOPJUMP kernel, whose loop
    holds only anchors' operations and whose entry token is used after the loop."""
    if opt and shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")
    kernel = tmp_path / "loopjump.ll"
    kernel.write_text(HEADER + LOOPJUMP)
    pipeline = "default<O2>" if opt else "O2"
    ran = fuzzfarm(["validate", kernel, *opt, "--pipeline", pipeline, "--out", tmp_path / "rep"])
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert f"verdict: ill-formed-after ({SUNK}" in ran.stdout
    assert (tmp_path / "rep" / "before.ll").exists()
