"""``undef`` passed to a defined function's parameter is read where the callee uses the
parameter (LangRef, "Undefined Values": each use may be any value), in both oracles.

opt-19's attributor passes ``undef`` to a helper's dead parameters. The lane simulator's
copy of the callee reads the call's operand at each use, so a parameter never used
recorded no ``"undef"`` approximation, while the reference read every argument at the
call and recorded it: an ``ok`` run whose approximations differ is an oracle
disagreement (5 of 40 cases of an opt-19 ``attributor,instcombine<no-verify-fixpoint>,
simplifycfg`` amdgcn ``--calls`` campaign, master seed 13, stored inconclusive).
"""

from __future__ import annotations

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices, Schedule
from oracles import reference, simt
from oracles.oracle import agrees

HELPER = """\
define internal i32 @helper(i32 %dead, i32 %x) noinline {
entry:
  %r = add i32 %x, USE
  ret i32 %r
}

define void @kernel(ptr %out) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %r = call i32 @helper(i32 undef, i32 %lane)
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
"""


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize(("use", "noted"), [("1", False), ("%dead", True)])
def test_an_undef_argument_is_noted_where_the_callee_reads_it(use: str, noted: bool, model: str) -> None:
    """``%dead`` unused: lane i stores i + 1 and neither oracle notes ``undef``; used, the
    sum is poison (undef read as poison) and both note it."""
    fn = parse_module(HELPER.replace("USE", use)).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), buffer_bytes=8)
    sim = simt.run(fn, sched, model)
    ref = reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert ref.behaviour.outcome is Outcome.OK
    assert ("undef" in ref.behaviour.approximations) is noted
    stored = [t.buffers[0][4 * t.lane] for t in ref.behaviour.threads]
    assert stored == ([POISON, POISON] if noted else [1, 2])


def test_a_chosen_undef_reaches_each_use() -> None:
    """With the schedule's undef value (``Choices.undef``) the parameter reads it: lane i
    stores i + 5, no approximation."""
    fn = parse_module(HELPER.replace("USE", "%dead")).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), buffer_bytes=8, choices=Choices(undef=5))
    ran = reference.run(fn, sched, "maximal")
    assert ran.behaviour.outcome is Outcome.OK and not ran.behaviour.approximations
    assert [t.buffers[0][4 * t.lane] for t in ran.behaviour.threads] == [5, 6]
