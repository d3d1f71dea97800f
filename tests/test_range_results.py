"""A value outside a ``range(...)`` promised on a callee's result or parameter is poison,
undefined behaviour only under ``noundef`` (LangRef, "Parameter Attributes").

opt-19's O3 (IPSCCP) promised a helper's result ``range(i32 -2147483647, 0)``, the values
*before* returns or poison, and InstCombine folded ``add nuw nsw 1, (add nuw 2^31 - 1, %u)``
into ``or %u, -2^31``: for ``%u = 0`` *before* returns poison and *after* -2^31, outside the
range. The reference read that as undefined behaviour, so *after* broke a defined
*before*: a violation of an opt-19 ``default<O3>`` nvptx ``--calls`` campaign (maximal, 30
cases, master seed 32; reduced to tests/data/assumptions/range_result.*.ll). Poison, as
LangRef says, it refines *before*'s poison. Under ``noundef`` it stays undefined.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles import reference, simt
from oracles.oracle import agrees
from oracles.reference import run

DATA = Path(__file__).resolve().parent / "data" / "assumptions"
#: Lanes 0 and 2 give 0 and -2^31, the values after's `or` takes outside the range.
SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                    args={"u": (0, 5, -2**31, -7)}, buffer_bytes=16)


def _text(name: str) -> str:
    return (DATA / name).read_text()


def test_ipsccps_range_on_a_result_instcombine_leaves_is_no_violation() -> None:
    """The campaign's pair: exit 1 on main (after undefined), 0 now."""
    result = fuzzfarm(["validate", DATA / "range_result.before.ll", DATA / "range_result.after.ll"])
    assert result.returncode == 0, result.stdout


def test_the_result_outside_the_range_is_poison() -> None:
    after = parse_module(_text("range_result.after.ll")).kernel()
    ran = run(after, SCHEDULE, Model.MAXIMAL)
    assert ran.behaviour.outcome is Outcome.OK, ran.behaviour
    before = parse_module(_text("range_result.before.ll")).kernel()
    assert check_refinement(before, after, [SCHEDULE]).kind is Verdict.PASS


def test_under_noundef_the_result_outside_the_range_is_undefined() -> None:
    """``noundef range(...)``: -2^31 returned is undefined behaviour, which before (poison,
    no promise) never was: a violation."""
    text = _text("range_result.after.ll").replace(
        "define internal range(", "define internal noundef range(")
    after = parse_module(text).kernel()
    assert run(after, SCHEDULE, Model.MAXIMAL).behaviour.outcome is Outcome.UB
    before = parse_module(_text("range_result.before.ll")).kernel()
    assert check_refinement(before, after, [SCHEDULE]).kind is Verdict.VIOLATION


ARGUMENT = """\
define internal i32 @helper(i32 range(i32 0, 4) %x) noinline {
entry:
  %f = freeze i32 %x
  ret i32 %f
}

define i32 @kernel(ptr %out, i32 %u) {
entry:
  %r = call i32 @helper(i32 %u)
  %lane = call i32 @getSubgroupLocalInvocationId()
  %p = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %p
  ret i32 0
}

declare i32 @getSubgroupLocalInvocationId()
"""


def test_an_argument_outside_its_parameters_range_is_poison_there() -> None:
    """``range(i32 0, 4)`` on the helper's parameter, 5 passed: the helper sees poison,
    which its ``freeze`` turns into some value (no undefined behaviour); 3 passes as it is."""
    fn = parse_module(ARGUMENT).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), args={"u": (3, 5)}, buffer_bytes=8)
    ran = run(fn, sched, Model.MAXIMAL)
    assert ran.behaviour.outcome is Outcome.OK, ran.behaviour
    assert ran.behaviour.approximations == {"freeze-poison"}


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize("case", ["result", "noundef", "argument"])
def test_both_oracles_read_the_range_alike(case: str, model: str) -> None:
    """The lane simulator poisons the value as the reference does (a select of poison
    where the value is outside the range: oracles/simt/calls.py ``poison_outside``), and
    keeps ``noundef``'s undefined behaviour; the campaigns check one against the other."""
    if case == "argument":
        fn = parse_module(ARGUMENT).kernel()
        sched = Schedule(subgroup_size=2, active_lanes=(0, 1), args={"u": (3, 5)}, buffer_bytes=8)
    else:
        text = _text("range_result.after.ll")
        if case == "noundef":
            text = text.replace("define internal range(", "define internal noundef range(")
        fn, sched = parse_module(text).kernel(), SCHEDULE
    sim = simt.run(fn, sched, model)
    ref = reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert sim.behaviour.outcome is (Outcome.UB if case == "noundef" else Outcome.OK)
