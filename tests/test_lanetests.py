"""The lane ids a kernel's own tests tell apart (fuzzfarm/ir/lanetests.py), and the
default subgroup of ``validate`` for code of no known target that follows from them.

Expectations worked by hand: ``id < K`` answers lanes K - 1 and K apart, so a subgroup
needs lane K (the next power of two above K lanes); ``id + C`` moves the threshold to
K - C, ``id >> S`` to K * 2**S, ``id / D`` to K * D, and ``id & M`` is first not 0 at M's
highest bit; a test no lane of a 64-lane wave answers two ways (K <= 0, K >= 64) needs no
lanes, nor does one of a value not followed (a product).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir import parse_module
from fuzzfarm.ir.lanetests import compared_lane_ids, lane_test_width, read_lane_ids

KERNEL = """
define i32 @k(i32 %x) convergent {{
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  {body}
  %r = zext i1 %c to i32
  ret i32 %r
}}

declare i32 @getSubgroupLocalInvocationId()
"""


def _lanes(body: str) -> tuple[list[int], int | None]:
    fn = parse_module(KERNEL.format(body=body)).kernel()
    return compared_lane_ids(fn), lane_test_width(fn)


@pytest.mark.parametrize(("body", "tested", "width"), [
    ("%c = icmp ult i32 %id, 4", [4], 8),
    ("%c = icmp eq i32 %id, 7", [7], 8),
    ("%c = icmp sgt i32 9, %id", [9], 16),
    ("%p = add i32 %id, 2\n  %c = icmp slt i32 %p, 9", [7], 8),
    ("%p = sub i32 %id, 3\n  %z = zext i32 %p to i64\n  %c = icmp ult i64 %z, 30", [33], 64),
    ("%c = icmp ult i32 %id, 3", [3], 4),
    ("%c = icmp ult i32 %id, 64", [], None),
    ("%c = icmp eq i32 %id, 0", [], None),
    ("%a = and i32 %id, 1\n  %c = icmp ne i32 %a, 0", [1], 2),
    ("%a = and i32 %id, 48\n  %c = icmp eq i32 %a, 0", [32], 64),
    ("%s = lshr i32 %id, 4\n  %c = icmp eq i32 %s, 1", [16], 32),
    ("%q = udiv i32 %id, 3\n  %c = icmp ult i32 %q, 2", [6], 8),
    ("%m = mul i32 %id, 3\n  %c = icmp ult i32 %m, 20", [], None),
    ("switch i32 %id, label %d [ i32 2, label %d\n i32 9, label %d ]\nd:\n  %c = icmp eq i32 %x, 0",
     [2, 9], 16),
    ("%c = icmp ult i32 %id, %x", [], None),
])
def test_compared_lane_ids_and_width(body: str, tested: list[int], width: int | None) -> None:
    assert _lanes(body) == (tested, width)


MBCNT = """
define i32 @k(i32 %x) convergent {
entry:
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %id = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %c = icmp ult i32 %id, 16
  %d = icmp ult i32 %lo, 5
  %e = and i1 %c, %d
  %r = zext i1 %e to i32
  ret i32 %r
}

declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
"""


def test_hips_lane_id_counts() -> None:
    """HIP's __lane_id(), mbcnt.hi(-1, mbcnt.lo(-1, 0)), is the lane id; so is
    mbcnt.lo(-1, 0) in lanes 0-31."""
    fn = parse_module(MBCNT).kernel()
    assert (compared_lane_ids(fn), lane_test_width(fn)) == ([16, 5], 32)
    masked = parse_module(MBCNT.replace("i32 -1, i32 0", "i32 7, i32 0")).kernel()
    assert compared_lane_ids(masked) == []


@pytest.mark.parametrize(("call", "declare"), [
    ("call i32 @_Z22get_sub_group_local_idv()", "declare i32 @_Z22get_sub_group_local_idv() convergent"),
    ("call i32 @llvm.dx.wave.getlaneindex()", "declare i32 @llvm.dx.wave.getlaneindex() convergent"),
])
def test_opencl_and_hlsl_lane_ids_count(call: str, declare: str, tmp_path: Path) -> None:
    """OpenCL's get_sub_group_local_id() and HLSL's WaveGetLaneIndex() are the lane id too.
    The OpenCL one was not followed: its `id < 4` left validate's default at 4 lanes, all
    on one side, and a sub_group_reduce_max of those lanes hoisted above the branch (taken
    by all 8 lanes) passed."""
    text = KERNEL.format(body="%c = icmp ult i32 %id, 4").replace(
        "call i32 @getSubgroupLocalInvocationId()", call).replace(
        "declare i32 @getSubgroupLocalInvocationId()", declare)
    assert (compared_lane_ids(parse_module(text).kernel()), lane_test_width(parse_module(text).kernel())) \
        == ([4], 8)
    if "dx" in call:
        return
    body = """define void @k(ptr %out, i32 %x) convergent {{
entry:
  %id = {call}
{hoisted}  %c = icmp ult i32 %id, 4
  br i1 %c, label %then, label %join
then:
{inside}  br label %join
join:
  %p = phi i32 [ %m, %then ], [ 0, %entry ]
  store i32 %p, ptr %out
  ret void
}}
{declare}
declare i32 @_Z20sub_group_reduce_maxi(i32) convergent
"""
    m = "  %m = call i32 @_Z20sub_group_reduce_maxi(i32 %x)\n"
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(body.format(call=call, declare=declare, hoisted="", inside=m))
    after.write_text(body.format(call=call, declare=declare, hoisted=m, inside=""))
    assert fuzzfarm(["validate", before, after]).returncode == 1
    assert fuzzfarm(["validate", before, before]).returncode == 0


def test_a_callee_test_counts() -> None:
    """A device function's test of the lane id splits the kernel's lanes as well."""
    text = """
define i32 @k(i32 %x) convergent {
entry:
  %r = call i32 @low(i32 %x)
  ret i32 %r
}

define internal i32 @low(i32 %x) convergent {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 12
  %r = select i1 %c, i32 %x, i32 0
  ret i32 %r
}

declare i32 @getSubgroupLocalInvocationId()
"""
    fn = parse_module(text).kernel()
    assert (compared_lane_ids(fn), lane_test_width(fn)) == ([12], 16)


LOW_SUM = """
define void @k(ptr %out, i32 %x) convergent {{
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ult i32 %id, 4
  br i1 %c, label %low, label %high

low:
  {low}
  br label %join

high:
  br label %join

join:
  %s = phi i32 [ %s1, %low ], [ 0, %high ]
  store i32 %s, ptr %out
  ret void
}}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
"""


def test_default_subgroup_reaches_past_the_threshold(tmp_path: Path) -> None:
    """A sum over the lanes below 4 rewritten as a sum over every lane differs only where
    some lane is 4 or up: on the old default of 4 lanes it passed; now the default
    subgroup has 8 lanes and it is a violation. The right rewrite (the same program)
    still passes there."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(LOW_SUM.format(low="%s1 = call i32 @subgroupAdd(i32 %x)"))
    after.write_text(LOW_SUM.replace("  %c = icmp", "  %all = call i32 @subgroupAdd(i32 %x)\n  %c = icmp")
                     .format(low="%s1 = add i32 %all, 0"))
    assert fuzzfarm(["validate", before, after]).returncode == 1
    assert fuzzfarm(["validate", before, after, "--threads", "4"]).returncode == 0
    assert fuzzfarm(["validate", before, before]).returncode == 0


READS = """
define i32 @k(i32 %x) convergent {{
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  {body}
  ret i32 %r
}}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent
"""


@pytest.mark.parametrize(("body", "read", "width"), [
    ("%r = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 5)", [5], 8),
    ("%p = xor i32 %id, 8\n  %r = call i32 @subgroupShuffle(i32 %x, i32 %p)", [8], 16),
    ("%p = add i32 %id, 1\n  %r = call i32 @subgroupShuffle(i32 %x, i32 %p)", [1], 2),
    ("%r = call i32 @subgroupShuffle(i32 %x, i32 %id)", [], None),
    ("%r = call i32 @subgroupShuffle(i32 %x, i32 %x)", [], None),
])
def test_read_lane_ids(body: str, read: list[int], width: int | None) -> None:
    fn = parse_module(READS.format(body=body)).kernel()
    assert (read_lane_ids(fn), lane_test_width(fn)) == (read, width)


SWAP = """
define void @k(ptr %out, i32 %x) convergent {{
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %p = xor i32 %id, 4
  {early}
  %low = icmp ult i32 %id, 2
  br i1 %low, label %then, label %exit

then:
  {late}
  store i32 %s, ptr %out
  br label %exit

exit:
  ret void
}}

declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupShuffle(i32, i32) convergent
"""


def test_default_subgroup_holds_the_lanes_a_shuffle_reads(tmp_path: Path) -> None:
    """A shuffle from lane id ^ 4 sunk into a branch the lanes below 2 take: there lane
    0 reads lane 4, which no longer runs with it (poison, where BEFORE read its value).
    On 4 lanes lane 4 never exists and both programs read poison: the old default passed;
    the default subgroup now holds lane 4 (8 lanes) and it is a violation."""
    shuffle = "%s = call i32 @subgroupShuffle(i32 %x, i32 %p)"
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(SWAP.format(early=shuffle, late=""))
    after.write_text(SWAP.format(early="", late=shuffle))
    assert fuzzfarm(["validate", before, after]).returncode == 1
    assert fuzzfarm(["validate", before, after, "--threads", "4"]).returncode == 0
