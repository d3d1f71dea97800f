"""``--verify-each``: the module after every pass is judged, and the first pass that made
ill-formed IR is named, even when a later pass hides what it broke (fuzzfarm.verifyeach)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.farm.case import CaseResult
from fuzzfarm.farm.exemplars import presignature
from fuzzfarm.ir import parse_module
from fuzzfarm.llvm.bridge import PassResult
from fuzzfarm.llvm.codegen import failure_pass
from fuzzfarm.llvm.optimizer import Optimizer
from fuzzfarm.verifyeach import (
    ONLY_OPT,
    State,
    embedded_single_pass,
    judge_states,
    run_each,
    single_pass_pipelines,
)
from storage.signatures import compute_signature

ROOT = Path(__file__).resolve().parent.parent
ENTRY_IN_LOOP = ROOT / "examples" / "tailcallelim" / "entry-token-in-loop.ll"

GOOD = """define void @k() convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void @subgroupControlBarrier() [ "convergencectrl"(token %t) ]
  ret void
}
declare token @llvm.experimental.convergence.entry() convergent
declare void @subgroupControlBarrier() convergent
"""
# LLVM's ConvergenceVerifier and seed 000 ("llvm.experimental.convergence.entry"): the entry
# intrinsic occurs only in the entry block
BROKEN = GOOD.replace("entry:\n", "entry:\n  br label %next\nnext:\n")
# the same program printed otherwise: a state of its own, well formed
GOOD_AGAIN = GOOD.replace("ret void", " ret void")


def test_a_hidden_ill_formed_state_is_found_and_named() -> None:
    states = [State(0, "SROAPass", "k", GOOD_AGAIN), State(1, "SROAPass", "k", GOOD_AGAIN),
              State(2, "BreakerPass", "k", BROKEN), State(3, "HiderPass", "k", GOOD)]
    each = judge_states(GOOD, states, PassResult("ok", GOOD), own_verifier=True)
    bad = each.first_bad
    assert bad is not None and bad.pass_name == "BreakerPass" and bad.judge == "llvm"
    assert bad.before == GOOD_AGAIN and bad.after == BROKEN
    assert "Entry intrinsic" in bad.message
    # states equal to the one before are one state: GOOD_AGAIN counts once
    assert (bad.position, bad.changed) == (2, 3)


def test_well_formed_states_find_nothing() -> None:
    states = [State(0, "SROAPass", "k", GOOD_AGAIN), State(1, "HiderPass", "k", GOOD)]
    assert judge_states(GOOD, states, PassResult("ok", GOOD), own_verifier=True).first_bad is None


def test_opt_verify_each_names_the_pass_it_stopped_after() -> None:
    stderr = ("Entry intrinsic can occur only in the entry block.\n"
              "  %t = call token @llvm.experimental.convergence.entry()\n"
              'LLVM ERROR: Broken function found after pass "BreakerPass", compilation aborted!\n')
    states = [State(0, "SROAPass", "k", GOOD_AGAIN), State(1, "BreakerPass", "k", BROKEN + "junk")]
    each = judge_states(GOOD, states, PassResult("ill-formed-after", None, stderr=stderr,
                                                 returncode=1), own_verifier=False)
    bad = each.first_bad
    assert bad is not None and bad.pass_name == "BreakerPass" and bad.before == GOOD_AGAIN
    assert bad.message.startswith("Entry intrinsic can occur only in the entry block.")
    assert ONLY_OPT not in bad.message
    # a module this opt alone rejects (our rules and the embedded verifier accept it) says so
    states[-1] = State(1, "BreakerPass", "k", GOOD)
    each = judge_states(GOOD_AGAIN, states, PassResult("ill-formed-after", None, stderr=stderr,
                                                       returncode=1), own_verifier=False)
    assert each.first_bad is not None and each.first_bad.message.endswith(ONLY_OPT)


def test_embedded_llvm_dumps_every_pass() -> None:
    text = ENTRY_IN_LOOP.read_text()
    each = run_each(Optimizer(None), text, "tailcallelim,simplifycfg", "amdgcn-amd-amdhsa")
    bad = each.first_bad
    assert bad is not None and bad.pass_name == "TailCallElimPass" and bad.judge == "llvm"
    assert bad.unit == "rec" and bad.position == 1
    assert "Entry intrinsic can occur only in the entry block" in bad.message


@pytest.mark.skipif(shutil.which("opt-19") is None, reason="opt-19 is not installed")
def test_opt_19_verify_each() -> None:
    text = ENTRY_IN_LOOP.read_text()
    each = run_each(Optimizer.named("opt-19"), text, "tailcallelim,simplifycfg",
                    "amdgcn-amd-amdhsa")
    bad = each.first_bad
    assert bad is not None and bad.pass_name == "TailCallElimPass"
    assert "Entry intrinsic can occur only in the entry block" in bad.message


def test_candidate_with_verify_each_is_an_ill_formed_finding_naming_the_pass() -> None:
    module = parse_module(ENTRY_IN_LOOP.read_text())
    cand = Candidate("pipeline", "tailcallelim,simplifycfg", verify_each=True)
    assert Candidate.from_json(cand.to_json()) == cand
    assert "verify_each" not in Candidate("pipeline", "O2").to_json()
    result = apply(cand, module, "k")
    assert result.status == "ill-formed-after"
    assert "\nin pass: TailCallElimPass\n(ill formed after it on rec: changed module 1 of" \
        in result.message
    # an unreduced finding is signed by the pass too (worker.finding_of reads it back)
    assert failure_pass(result.message) == "TailCallElimPass"
    case = CaseResult(0, "*", "ill-formed-after", True, result.message)
    key = compute_signature("ill-formed-after", cand.label, bisected_pass="TailCallElimPass",
                            message=result.message)
    assert presignature(cand.label, case) == key.key_hash
    assert key.pass_name == "TailCallElimPass"
    assert key.shape == "verifier: Entry intrinsic can occur only in the entry block."


def test_single_pass_spellings() -> None:
    printed = ("function(),function<eager-inv>(loop-mssa(licm<allowspeculation>),simplifycfg<bonus-inst-"
               "threshold=1>),cgscc(devirt<4>(inline,function(licm<no-allowspeculation>)))")
    assert single_pass_pipelines("LICMPass", printed) == [
        "function<eager-inv>(loop-mssa(licm<allowspeculation>))",
        "cgscc(function(licm<no-allowspeculation>))", "licm"]
    assert single_pass_pipelines("IndVarSimplifyPass", None) == ["indvars"]
    assert single_pass_pipelines("GVNPass", None) == ["gvn"]
    assert embedded_single_pass("SimplifyCFGPass") == "simplifycfg"
    assert embedded_single_pass("TailCallElimPass") == "tailcallelim"
    assert embedded_single_pass("GVNPass") is None


def test_verify_each_needs_a_pipeline(capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.cli import main

    assert main(["opt", str(ENTRY_IN_LOOP), "--transform", "hoist", "--verify-each"]) == 2
    assert "--verify-each needs --pipeline" in capsys.readouterr().err
