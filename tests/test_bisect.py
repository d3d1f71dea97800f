"""Pass bisection on real LLVM 22.1 runs: opt-bisect for O-levels and opt, prefixes for lists."""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate
from fuzzfarm.reduce.bisect import BisectError, BisectResult, bisect_lines, bisect_pipeline
from storage.signatures import compute_signature, crash_state, normalize_pass

DATA = Path(__file__).parent / "data"
CRASH = (DATA / "loop_deletion_crash.ll").read_text()
#: What LLVM 22.1 says on loop_deletion_crash.ll (as fuzzfarm.llvm.bridge.crash_message keeps it).
MESSAGE = ("llvm/lib/Transforms/Utils/LoopUtils.cpp:632: void llvm::deleteDeadLoop(llvm::Loop*, "
           "llvm::DominatorTree*, llvm::ScalarEvolution*, llvm::LoopInfo*, llvm::MemorySSA*): "
           "Assertion `!DT->isReachableFromEntry(U) && \"Unexpected user in reachable block\"' "
           "failed.")
CRASH_STATE = crash_state(MESSAGE)

ALLOCA = """\
define i32 @k(i32 %x) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  store i32 %x, ptr addrspace(5) %slot, align 4
  %v = load i32, ptr addrspace(5) %slot, align 4
  ret i32 %v
}
"""


def same_crash(message: str) -> bool:
    return crash_state(message) == CRASH_STATE


def never(_text: str) -> bool:
    return False


def test_bisect_lines_are_parsed() -> None:
    stderr = ("BISECT: running pass (1) simplifycfg on k\n"
              "BISECT: NOT running pass (2) loop-deletion on loop %loop in function k\n"
              "something else\n")
    assert bisect_lines(stderr) == {1: ("simplifycfg", "k"),
                                    2: ("loop-deletion", "loop %loop in function k")}


@pytest.fixture(scope="module")
def o2_crash() -> BisectResult:
    return bisect_pipeline(CRASH, Candidate("pipeline", "O2"), never, on_crash=same_crash)


@pytest.fixture(scope="module")
def list_crash() -> BisectResult:
    cand = Candidate("pipeline", "simplifycfg,instcombine,loop-deletion,sccp")
    return bisect_pipeline(CRASH, cand, never, on_crash=same_crash)


def test_o2_crash_bisects_to_loop_deletion(o2_crash: BisectResult) -> None:
    found = o2_crash
    assert found.pass_name == "loop-deletion"
    assert found.method == "opt-bisect"
    assert 1 <= found.index <= found.total
    assert found.index == found.total  # the unlimited run stops at the crashing pass
    assert found.after_text is None
    assert "loop %loop" in found.unit
    assert found.probes <= 10  # one full run plus a binary search over ~60 passes


def test_pass_list_bisects_by_prefix(list_crash: BisectResult) -> None:
    found = list_crash
    assert (found.pass_name, found.index, found.total, found.method) == \
        ("loop-deletion", 3, 4, "prefix")


def test_o2_and_pass_list_meet_in_one_signature(o2_crash: BisectResult,
                                                list_crash: BisectResult) -> None:
    """storage.signatures keys a bisected finding by its pass: O2 and the list agree."""
    keys = {
        compute_signature("crash", cand, bisected_pass=found.pass_name, message=MESSAGE).key_hash
        for cand, found in (("O2", o2_crash), ("simplifycfg,instcombine,loop-deletion,sccp",
                                               list_crash))
    }
    assert len(keys) == 1
    assert normalize_pass(o2_crash.pass_name) == "loop-deletion"


def test_text_predicate_finds_the_pass_that_changes_the_output() -> None:
    """A non-crash problem: the first prefix whose output has no alloca is sroa's."""
    found = bisect_pipeline(ALLOCA, Candidate("pipeline", "simplifycfg,sroa,instcombine"),
                            lambda text: "alloca" not in text)
    assert (found.pass_name, found.index, found.total) == ("sroa", 2, 3)
    assert found.after_text is not None and "alloca" not in found.after_text


def test_o2_text_predicate_names_a_pass_from_bisect_lines() -> None:
    found = bisect_pipeline(ALLOCA, Candidate("pipeline", "O2"), lambda t: "alloca" not in t)
    assert found.method == "opt-bisect"
    assert found.pass_name in ("sroa", "mem2reg", "instcombine", "early-cse")
    assert found.after_text is not None and "alloca" not in found.after_text


def test_a_crash_does_not_count_unless_asked() -> None:
    with pytest.raises(BisectError, match="does not show the problem"):
        bisect_pipeline(CRASH, Candidate("pipeline", "simplifycfg,loop-deletion"), never)


def test_transforms_have_nothing_to_bisect() -> None:
    with pytest.raises(BisectError, match="nothing to bisect"):
        bisect_pipeline(CRASH, Candidate("transform", "hoist-naive"), never)


#: LLVM 19.1 merges a block that starts with convergence.loop into its predecessor, behind
#: the entry intrinsic (MergeBlockIntoPredecessor, fixed by 22.1); the verifier rejects it.
HEART = """\
define i32 @kernel() convergent {
entry:
  %etok0 = call token @llvm.experimental.convergence.entry()
  br label %header

header:
  %heart0 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok0) ]
  ret i32 0
}

declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent
"""
HEART_MESSAGE = "Loop intrinsic cannot be preceded by a convergent operation in the same basic block."


def test_external_opt_uses_its_own_opt_bisect_limit() -> None:
    """opt-19's own -opt-bisect-limit finds the pass whose output its verifier rejects."""
    cand = Candidate("opt", "default<O3>", opt_path="opt-19")
    found = bisect_pipeline(HEART, cand, never,
                            on_ill_formed=lambda message: message.startswith(HEART_MESSAGE))
    assert found.method == "opt-bisect" and found.pass_name == "SimplifyCFGPass"
    assert 1 < found.index < found.total  # somewhere inside O3, located by the limit
    assert found.after_text is not None and "@llvm.experimental.convergence.loop" in found.after_text
    # Without the verifier's message as the judge, an output that never fails is no failure.
    with pytest.raises(BisectError, match="does not show the problem"):
        bisect_pipeline(HEART, cand, never)
