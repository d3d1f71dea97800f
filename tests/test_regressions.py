"""Regression tests for oracle defects found while running the farm.

Each test names the defect it guards against; the kernels are the minimal forms.
"""

from __future__ import annotations

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
    """Bell numbers by the Bell triangle: the count of set partitions of n items."""
    row = [1]
    for _ in range(n):
        nxt = [row[-1]]
        for x in row:
            nxt.append(nxt[-1] + x)
        row = nxt
    return row[0]


def test_anchor_partitions_count_and_depth() -> None:
    """One anchor's instances of distinct lanes group in Bell(n) ways; two instances of
    one lane never share a group; and thousands of instances (an unrolled loop) do not
    exhaust Python's recursion limit (they did: the walk was recursive)."""
    from oracles.reference.enumerate import _partitions

    for n in range(6):
        assert sum(1 for _ in _partitions([("a", lane, 0) for lane in range(n)])) == _bell(n)
    same_lane = [("a", 0, 0), ("a", 0, 1), ("a", 1, 0)]
    groupings = list(_partitions(same_lane))
    assert all(labels[0] != labels[1] for labels in groupings)
    assert len(groupings) == 3  # lane 1 joins either of lane 0's instances or stands alone
    many = [("a", k % 64, k // 64) for k in range(5000)]
    first = next(iter(_partitions(many)))
    assert len(first) == 5000 and first[:64] == (0,) * 64
