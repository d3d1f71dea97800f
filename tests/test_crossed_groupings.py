"""A difference only an anchor grouping pairing different loop iterations shows
(fuzzfarm/refinement/crossed_groupings.py; SEMANTICS.md, "Sampled choices and what a
verdict means").

From a campaign (LLVM 22.1 O3, amdgcn dialect): EarlyCSE deleted an unused loop heart
and the unused entry token of a convergent kernel, and validate reported a violation
whose *after* run paired lane 0's third anchor instance with lane 1's second, a grouping
the heart forbids *before* (seed 003: convergence-before is a strict partial order) and
the model's own convergence of the loop's blocks calls cyclic *after*.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import Ran, fuzzfarm

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.crossed_groupings import CROSSED_GROUPING, needs_crossed_grouping
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule

DECLS = """declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.loop()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
"""

# each iteration stores how many lanes its anchor grouped together: out[i] = that count
COUNTS = """define i32 @k(ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %a = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %m, ptr %p
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 3
  br i1 %c, label %h, label %x
x:
  ret i32 0
}
""" + DECLS

# what EarlyCSE leaves: the unused heart and entry token deleted
COUNTS_DCE = (COUNTS.replace('  %e = call token @llvm.experimental.convergence.entry()\n', '')
              .replace('  %heart = call token @llvm.experimental.convergence.loop() '
                       '[ "convergencectrl"(token %e) ]\n', ''))

# a real bug on top: lane 0's count hoisted out of its branch (all lanes now count)
BRANCHED = """define i32 @k(ptr %out) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %a = call token @llvm.experimental.convergence.anchor()
  %low = icmp eq i32 %lane, 0
  br i1 %low, label %then, label %latch
then:
  %m = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %m, ptr %p
  br label %latch
latch:
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 3
  br i1 %c, label %h, label %x
x:
  ret i32 0
}
""" + DECLS
HOISTED = (BRANCHED.replace('  %e = call token @llvm.experimental.convergence.entry()\n', '')
           .replace('  %heart = call token @llvm.experimental.convergence.loop() '
                    '[ "convergencectrl"(token %e) ]\n', '')
           .replace('  %m = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]\n', '')
           .replace('  %low = icmp', '  %m = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]\n'
                    '  %low = icmp'))


def _validate(tmp_path: Path, before: str, after: str, *extra: str) -> Ran:
    (tmp_path / "b.ll").write_text(before)
    (tmp_path / "a.ll").write_text(after)
    return fuzzfarm(["validate", tmp_path / "b.ll", tmp_path / "a.ll", *extra])


def _crossing(lane0: tuple[int, int, int], lane1: tuple[int, int, int]) -> Choices:
    return Choices(anchors=tuple(AnchorGroup("a", lane, k + 1, label)
                                 for lane, labels in ((0, lane0), (1, lane1))
                                 for k, label in enumerate(labels)))


def test_the_model_calls_a_grouping_pairing_different_iterations_cyclic() -> None:
    """Lane 0's third instance with lane 1's second (labels 0,1,2 and 0,2,3): the loop's
    blocks converge iteration by iteration in the model's record, so the order is cyclic;
    splitting iteration 2 alone (0,1,2 and 0,3,2) pairs nothing across and is not."""
    after = parse_module(COUNTS_DCE).kernel()
    two = Schedule.full(2, {})
    assert needs_crossed_grouping(after, two.with_choices(_crossing((0, 1, 2), (0, 2, 3))), "maximal")
    assert not needs_crossed_grouping(after, two.with_choices(_crossing((0, 1, 2), (0, 3, 2))),
                                      "maximal")
    assert not needs_crossed_grouping(after, two, "maximal")  # the model's own grouping


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_deleting_an_unused_heart_is_not_reported_as_a_bug(tmp_path: Path, model: str) -> None:
    """Per iteration, before's lanes count alike (2, 2 or 1, 1: the heart keeps the
    iterations apart); after's crossing grouping gives lane 0 [1, 2, 2] and lane 1
    [2, 2, 1]. It was exit 1; now undecided, never a bug."""
    ran = _validate(tmp_path, COUNTS, COUNTS_DCE, "--threads", "2", "--model", model)
    assert ran.returncode == 3, ran.stdout + ran.stderr
    assert CROSSED_GROUPING in ran.stdout


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_a_real_bug_beside_the_deleted_heart_is_still_reported(tmp_path: Path, model: str) -> None:
    """The count hoisted out of lane 0's branch: under a grouping that pairs each
    iteration's instances (no crossing) lane 0 stores 2 where before stores 1."""
    ran = _validate(tmp_path, BRANCHED, HOISTED, "--threads", "2", "--model", model)
    assert ran.returncode == 1, ran.stdout + ran.stderr
    assert "lane 0 buffer 0 byte 0: before 1, after 2" in ran.stdout
