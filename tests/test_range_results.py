"""A value outside a ``range(...)``, or in a class a ``nofpclass(...)`` excludes, promised on
a callee's result or parameter (or a kernel parameter) is poison, undefined behaviour only
under ``noundef`` (LangRef, "Parameter Attributes"); passed to a declaration, where the
oracles pass no poison on, undefined and noted (``promise-poison``): inconclusive in *after*.

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

from fuzzfarm.behaviour import POISON, PROMISE_POISON, Outcome
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.ir.types import FloatType
from fuzzfarm.promises import broken_patterns
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


#: A quiet NaN, an all-ones NaN (negative, payload), 1.0 and -inf, as float bits.
NANS = (0x7FC00000, 0xFFFFFFFF, 0x3F800000, 0xFF800000)
NAN_SCHEDULE = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3), buffers={"in": NANS}, buffer_bytes=16)


@pytest.mark.parametrize("name", ["nofpclass_result", "nofpclass_argument"])
def test_the_attributors_nofpclass_instcombine_leaves_broken_is_no_violation(name: str) -> None:
    """opt-19 ``attributor,instcombine``: ``nofpclass(nan)`` on the helper's result (or
    parameter), written from ``fadd nnan %x, -0.0`` (a NaN: poison), then the fadd folded
    to ``%x``: *after* returns (passes) a NaN where *before* had poison. Undefined on the
    old code, a violation (exit 1); poison now, as *before*'s (exit 0)."""
    ran = fuzzfarm(["validate", DATA / f"{name}.before.ll", DATA / f"{name}.after.ll"])
    assert ran.returncode == 0, ran.stdout + ran.stderr


def _stored(ran: object) -> list[object]:
    """out[id] of each lane of a run (a word, or POISON when any of its bytes is)."""
    words = []
    for t in ran.behaviour.threads:  # type: ignore[attr-defined]
        word = t.buffers[0][4 * t.lane: 4 * t.lane + 4]
        words.append(POISON if POISON in word else int.from_bytes(bytes(word), "little"))
    return words


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize(("name", "stored"), [
    ("nofpclass_result.after.ll", [POISON, POISON, 0x3F800000, 0xFF800000]),
    ("nofpclass_argument.after.ll", [0, 0, 0, 0]),  # the helper's isnan folded to 0
    ("nofpclass_argument.before.ll", [POISON, POISON, 0, 0]),  # fcmp uno of poison
])
def test_both_oracles_read_a_broken_nofpclass_as_poison(name: str, stored: list[object], model: str) -> None:
    """The NaN lanes (0, 1) of the helper's ``nofpclass(nan)`` result are poison, stored as
    poison bytes; 1.0 and -inf pass as they are. The lane simulator (a bitcast and a
    select of poison: ``poison_outside``) and the reference (``keep_promise``) agree."""
    fn = parse_module(_text(name)).kernel()
    sim = simt.run(fn, NAN_SCHEDULE, model)
    ref = reference.replay(fn, NAN_SCHEDULE.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert ref.behaviour.outcome is Outcome.OK, ref.behaviour
    assert _stored(ref) == stored


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_under_noundef_a_nan_outside_nofpclass_is_undefined(model: str) -> None:
    """``noundef nofpclass(nan)``: the NaN returned is undefined behaviour in both oracles,
    which *before* never was: a violation (the promise an optimizer must not write)."""
    text = _text("nofpclass_result.after.ll").replace("define internal nofpclass(", "define internal noundef nofpclass(")
    fn = parse_module(text).kernel()
    sim = simt.run(fn, NAN_SCHEDULE, model)
    ref = reference.replay(fn, NAN_SCHEDULE.with_choices(sim.choices), sim.choices, model)
    assert sim.behaviour.outcome is ref.behaviour.outcome is Outcome.UB
    before = parse_module(_text("nofpclass_result.before.ll")).kernel()
    assert check_refinement(before, fn, [NAN_SCHEDULE]).kind is Verdict.VIOLATION


DECLARED = """\
define void @kernel(ptr %out, ptr %in) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %q = getelementptr float, ptr %in, i32 %lane
  %x = load float, ptr %q
  call void @sink(float PROMISE %x)
  ret void
}

declare void @sink(float)
declare i32 @getSubgroupLocalInvocationId()
"""


@pytest.mark.parametrize(("promise", "code"), [("nofpclass(inf)", 3), ("noundef nofpclass(inf)", 1)])
def test_an_inf_passed_to_a_declarations_nofpclass_is_noted(tmp_path: Path, promise: str, code: int) -> None:
    """An *after* whose call site promises ``@sink`` no infinity (a NaN passed to a
    declaration is ``nan-bits``, undecided anyway): LangRef passes poison on,
    which no declaration's model takes, so the run is undefined and noted
    (``promise-poison``): inconclusive (exit 3; a violation, exit 1, on the old code).
    Under ``noundef`` it is undefined behaviour indeed: a violation."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(DECLARED.replace("PROMISE ", ""))
    after.write_text(DECLARED.replace("PROMISE", promise))
    ran = fuzzfarm(["validate", before, after])
    assert ran.returncode == code, ran.stdout + ran.stderr
    ran_after = run(parse_module(after.read_text()).kernel(), NAN_SCHEDULE, Model.MAXIMAL)
    assert ran_after.behaviour.outcome is Outcome.UB
    assert (PROMISE_POISON in ran_after.behaviour.approximations) is (code == 3)


KERNEL_PARAMETER = """\
define void @k(ptr %out, float PROMISE %f) {
entry:
  %c = fcmp uno float %f, %f
  %z = zext i1 %c to i32
  store i32 %z, ptr %out
  ret void
}
"""


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize(("promise", "outcome"), [("nofpclass(nan)", Outcome.OK),
                                                  ("noundef nofpclass(nan)", Outcome.UB),
                                                  ("nofpclass(qnan)", Outcome.UB)])
def test_a_kernel_parameter_breaking_nofpclass_is_poison_without_noundef(
        promise: str, outcome: Outcome, model: str) -> None:
    """A NaN for ``float nofpclass(nan) %f`` is poison (the isnan test stores poison),
    undefined behaviour under ``noundef``; 1.0 stores 0. Both oracles alike. A promise
    a NaN's bits decide (``qnan`` only: LangRef leaves a NaN's quiet bit open) stays
    undefined, noted ``promise-poison`` (lenient to *before*, undecided in *after*)."""
    fn = parse_module(KERNEL_PARAMETER.replace("PROMISE", promise)).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), args={"f": (0x3F800000, 0x7FC00000)}, buffer_bytes=4)
    sim = simt.run(fn, sched, model)
    ref = reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert ref.behaviour.outcome is outcome
    assert (PROMISE_POISON in ref.behaviour.approximations) is (promise == "nofpclass(qnan)")
    if outcome is Outcome.OK:
        assert [t.buffers[0][0] for t in ref.behaviour.threads] == [0, POISON]


def test_the_bit_patterns_a_nofpclass_breaks() -> None:
    """IEEE-754 binary32 by hand: NaNs are 0x7f800001..0x7fffffff and the same with the
    sign; the infinities 0x7f800000 and 0xff800000; +0 is 0, -0 0x80000000."""
    f32 = FloatType(32)
    assert broken_patterns("nofpclass(nan)", f32) == [(0x7F800001, 0x80000000), (0xFF800001, 1 << 32)]
    assert broken_patterns("nofpclass(nan inf)", f32) == [(0x7F800000, 0x80000000), (0xFF800000, 1 << 32)]
    assert broken_patterns("nofpclass(pinf nzero)", f32) == [(0x7F800000, 0x7F800001), (0x80000000, 0x80000001)]
    assert broken_patterns("nofpclass(bogus)", f32) is None


NULL_PASSED = """\
define internal i32 @isnull(ptr PROMISE %p) noinline {
entry:
  %c = icmp eq ptr %p, null
  %r = zext i1 %c to i32
  ret i32 %r
}

define void @kernel(ptr %out) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %odd = trunc i32 %lane to i1
  %p = select i1 %odd, ptr null, ptr %out
  %r = call i32 @isnull(ptr %p)
  %q = getelementptr i32, ptr %out, i32 %lane
  store i32 %r, ptr %q
  ret void
}

declare i32 @getSubgroupLocalInvocationId()
"""


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
@pytest.mark.parametrize(("promise", "outcome"), [("nonnull", Outcome.OK), ("noundef nonnull", Outcome.UB)])
def test_a_null_passed_where_nonnull_is_promised_is_poison_without_noundef(
        promise: str, outcome: Outcome, model: str) -> None:
    """Lane 1 passes null to ``@isnull(ptr nonnull %p)``: poison in the helper (its
    ``icmp eq`` stores poison; lane 0's buffer pointer stores 0), undefined behaviour under
    ``noundef`` (LangRef, "Parameter Attributes"; undefined on the old code either way).
    Both oracles alike."""
    text = NULL_PASSED.replace("PROMISE", promise)
    fn = parse_module(text).kernel()
    sched = Schedule(subgroup_size=2, active_lanes=(0, 1), buffer_bytes=8)
    sim = simt.run(fn, sched, model)
    ref = reference.replay(fn, sched.with_choices(sim.choices), sim.choices, model)
    assert agrees(sim, ref), (sim.behaviour, ref.behaviour)
    assert ref.behaviour.outcome is outcome, ref.behaviour
    if outcome is Outcome.OK:
        assert [t.buffers[0][4 * t.lane] for t in ref.behaviour.threads] == [0, POISON]
