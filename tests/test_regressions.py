"""Regression tests for oracle defects found while running the farm.

Each test names the defect it guards against; the kernels are the minimal forms.
"""

from __future__ import annotations

import math
import resource

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from oracles.reference import behaviours

ANCHOR_IN_LOOP = """
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
define i32 @k(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %t = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %i) [ "convergencectrl"(token %t) ]
  %acc.next = add i32 %acc, %s
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret i32 %acc.next
}
"""


def test_anchor_grouping_enumeration_is_lazy() -> None:
    """48 instances of one anchor have Bell(48) groupings; enumerating a bounded sample
    must not materialize them (itertools.product did, and a farm worker died of it)."""
    fn = parse_module(ANCHOR_IN_LOOP).kernel()
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, hard))
    try:
        result = behaviours(fn, Schedule.full(4, {"n": [12, 12, 12, 12]}), "maximal", max_runs=8)
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))
    assert not result.exhaustive
    assert 1 <= result.runs <= 16
    assert result.decided  # the model's own grouping is always among the behaviours


def _bell(n: int) -> int:
    """Bell numbers by their recurrence B(n+1) = sum_k C(n, k) B(k): the count of set
    partitions of n items (the element n+1 joins a block with k of the others)."""
    bells = [1]
    for m in range(n):
        bells.append(sum(math.comb(m, k) * bells[k] for k in range(m + 1)))
    return bells[n]


def test_anchor_partitions_count_and_depth() -> None:
    """One anchor's instances of distinct lanes group in Bell(n) ways; two instances of
    one lane never share a group; and thousands of instances (an unrolled loop) do not
    exhaust Python's recursion limit (they did: the walk was recursive)."""
    from oracles.reference.groupings import labellings

    for n in range(6):
        assert sum(1 for _ in labellings([("a", lane, 1) for lane in range(n)])) == _bell(n)
    same_lane = [("a", 0, 1), ("a", 0, 2), ("a", 1, 1)]
    groupings = list(labellings(same_lane))
    assert all(labels[0] != labels[1] for labels in groupings)
    assert len(groupings) == 3  # lane 1 joins either of lane 0's instances or stands alone
    many = [("a", k % 64, k // 64 + 1) for k in range(5000)]
    first = next(iter(labellings(many)))
    assert len(first) == 5000 and first[:64] == (0,) * 64
