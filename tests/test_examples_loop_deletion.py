"""The LoopDeletion bug of ``examples/loop-deletion/`` shows through fuzzfarm's own path.

The expectations are the files' headers: a loop that only counts, whose convergence token
(a heart or an anchor) controls a ballot after it, is taken for dead because a token never
goes through an LCSSA phi (seed 000, "Dynamic Instances and Convergence Tokens": no phi of
a token); LLVM 22.1 (built with assertions) stops in ``deleteDeadLoop``, LLVM 19.1.7 leaves
``token poison`` behind when nothing else keeps the loop. Every LLVM run is a subprocess
(``fuzzfarm.llvm.bridge``, or opt-19 itself), so an abort cannot take pytest down.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.ir import parse_module
from fuzzfarm.reduce.bisect import bisect_pipeline
from fuzzfarm.wellformed import check_well_formed
from storage.signatures import compute_signature

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "loop-deletion"
#: deleteDeadLoop's assertion (llvm/lib/Transforms/Utils/LoopUtils.cpp), as LLVM writes it
ASSERTION = ("Assertion `!DT->isReachableFromEntry(U) && \"Unexpected user in reachable "
             "block\"' failed.")
FILES = ["live-out-heart.ll", "live-out-anchor.ll"]


def _text(name: str) -> str:
    text = (EXAMPLES / name).read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel(), module, text=text).ok
    return text


def _opt19() -> None:
    if shutil.which("opt-19") is None:
        pytest.skip("opt-19 is not installed")


@pytest.mark.parametrize("name", FILES)
def test_llvm22_loop_deletion_asserts(name: str) -> None:
    result = apply(Candidate("pipeline", "loop-deletion"), parse_module(_text(name)), "kernel")
    assert result.status == "crash" and ASSERTION in result.message, result.message


def test_o3_crash_is_bisected_to_loop_deletion_with_the_campaign_signature() -> None:
    """What a campaign records (`--pipeline O3`): a crash, bisected to loop-deletion, whose
    signature is the assertion's and the pass's, whatever kernel it was found on."""
    text = _text("live-out-heart.ll")
    o3 = Candidate("pipeline", "O3")
    result = apply(o3, parse_module(text), "kernel")
    assert result.status == "crash"
    found = bisect_pipeline(text, o3, lambda after: False,
                            on_crash=lambda message: ASSERTION in message)
    assert found.pass_name == "loop-deletion"
    assert compute_signature("crash", o3.label, bisected_pass=found.pass_name,
                             message=result.message) == \
        compute_signature("crash", o3.label, bisected_pass="loop-deletion",
                          message=f"llvm/lib/Transforms/Utils/LoopUtils.cpp:632: {ASSERTION}")


def test_a_token_used_only_in_the_loop_lets_the_loop_go() -> None:
    """The control: the ballot under the entry token instead of the heart; the heart has no
    use after the loop and LLVM 22.1 deletes the loop without complaint."""
    text = _text("live-out-heart.ll").replace('(token %heart) ]', '(token %tok) ]')
    result = apply(Candidate("pipeline", "loop-deletion"), parse_module(text), "kernel")
    assert result.status == "ok" and result.text is not None
    assert "call token @llvm.experimental.convergence.loop" not in result.text


def test_llvm19_keeps_a_loop_with_a_heart() -> None:
    """LLVM 19 counts a call with a `convergencectrl` bundle as touching memory (PR #129874
    taught LLVM 21 otherwise), so the heart keeps its loop alive: no bug to see."""
    _opt19()
    cand = Candidate("opt", "loop-deletion", opt_path="opt-19")
    result = apply(cand, parse_module(_text("live-out-heart.ll")), "kernel")
    assert result.status == "ok" and result.text is not None
    assert "@llvm.experimental.convergence.loop() [" in result.text


def test_llvm19_leaves_token_poison_for_an_anchor() -> None:
    _opt19()
    cand = Candidate("opt", "loop-deletion", opt_path="opt-19")
    result = apply(cand, parse_module(_text("live-out-anchor.ll")), "kernel")
    assert result.status == "ill-formed-after"
    assert "token poison" in result.message
