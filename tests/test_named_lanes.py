"""Narrow schedules keep the lanes a kernel names (generators/named_lanes.py).

Seed 000, "Hoisting and Sinking": sinking only ``%b`` of an anchor's two operations
into a conditional is incorrect, because the threads where the condition is false
take part in ``%a`` but not in ``%b``. With the condition ``lane == 5`` the difference
shows only when lane 5 runs, and a schedule narrowed to two lanes (anchor groupings
must all be listed) drew it one time in four.
"""

from __future__ import annotations

import random
from dataclasses import replace

from fuzzfarm.ir import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.vocabulary import Verdict
from generators.named_lanes import keep_named, named_lanes
from generators.schedules import generate_schedule, narrowed

_DECLS = """
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
"""


def _kernel(b_in_entry: bool) -> str:
    b = '  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]\n'
    return f"""
define void @kernel(ptr %out, i32 %x) convergent {{
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
{b if b_in_entry else ""}  %c = icmp eq i32 %lane, 5
  br i1 %c, label %then, label %end
then:
{"" if b_in_entry else b}  store i64 %a, ptr %out, align 8
  %pb = getelementptr inbounds i64, ptr %out, i32 1
  store i64 %b, ptr %pb, align 8
  br label %end
end:
  ret void
}}
""" + _DECLS


def test_the_lanes_compared_with_a_lane_id_are_named() -> None:
    fn = parse_module(_kernel(True)).kernel()
    assert named_lanes(fn) == frozenset({5})
    ordered = parse_module(_kernel(True).replace("icmp eq i32 %lane, 5", "icmp ult i32 %masked, 16")
                           .replace("  %tok =", "  %masked = and i32 %lane, 31\n  %tok =")).kernel()
    assert named_lanes(ordered) == frozenset({15, 16})  # both sides of the boundary
    plain = parse_module(_kernel(True).replace("icmp eq i32 %lane, 5", "icmp eq i32 %x, 5")).kernel()
    assert named_lanes(plain) == frozenset()  # %x is no lane id


def test_keep_named_swaps_named_lanes_in_and_keeps_the_size() -> None:
    rng = random.Random(0)
    assert keep_named((0, 1), tuple(range(8)), frozenset(), rng) == (0, 1)
    assert keep_named((0, 1), (0, 1, 2), frozenset({7}), rng) == (0, 1)  # 7 does not run
    kept = keep_named((0, 1, 2, 3), tuple(range(8)), frozenset({5, 6, 7}), rng)
    assert len(kept) == 4 and len(set(kept) & {5, 6, 7}) == 2  # half of the lanes


def test_narrow_schedules_keep_the_named_lane_and_catch_the_sunk_operation() -> None:
    before = parse_module(_kernel(True)).kernel()
    after = parse_module(_kernel(False)).kernel()
    for seed in range(12):
        drawn = generate_schedule(before, seed, subgroup_size=8, active_lanes=tuple(range(8)),
                                  max_active=2)
        assert 5 in drawn.active_lanes and len(drawn.active_lanes) == 2
        verdict = check_refinement(before, after, [drawn], "maximal")
        assert verdict.kind is Verdict.VIOLATION, (seed, verdict.message)
        wide = replace(drawn, active_lanes=tuple(range(8)))
        assert 5 in narrowed(before, wide, 3).active_lanes
    # the correct move (the anchor sunk with all its users, seed 000) is no violation
    sunk = parse_module(_kernel(False).replace(
        '  %tok = call token @llvm.experimental.convergence.anchor()\n'
        '  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]\n', "")
        .replace("then:\n", 'then:\n  %tok = call token @llvm.experimental.convergence.anchor()\n'
                 '  %a = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]\n')
    ).kernel()
    drawn = generate_schedule(before, 0, subgroup_size=8, active_lanes=tuple(range(8)), max_active=2)
    assert check_refinement(before, sunk, [drawn], "maximal").kind is Verdict.PASS
