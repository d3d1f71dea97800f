"""Cases the spec decides that the check used to leave inconclusive (issue 13).

Each pair is written by hand from LangRef's rules ("Undefined Values", "freeze"
instruction) and from refinement being reflexive; the expected verdicts follow
from those rules, not from running the tool:

- *after* returning or balloting ``undef`` where *before* has a constant: ``undef``
  may be any value, so *after* can show one *before* cannot (a violation, replayable
  with the value the counterexample gives undef);
- *before*'s own ``undef`` read as poison only widens what *before* allows, so it
  must not hide a difference elsewhere;
- a frozen poison no observable depends on cannot explain a difference;
- a program checked against itself passes, however many anchor groupings it has.
"""

from __future__ import annotations

import pytest

from fuzzfarm.analysis.observed import observed
from fuzzfarm.behaviour import Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.ir.structure import same_program
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles import reference, simt
from oracles.oracle import agrees

MODELS = [Model.MAXIMAL, Model.IPDOM]


def kernel(text: str):
    return parse_module(text).kernel()


def lanes(size: int, **args: tuple[int, ...]) -> Schedule:
    return Schedule(size, tuple(range(size)), dict(args))


SCHEDULES = [lanes(4, x=(7, 63, 0, 64)), lanes(3, x=(1, 2, 3))]

RET_5 = """
define i32 @k(i32 %x) {
entry:
  ret i32 5
}
"""
RET_UNDEF = RET_5.replace("i32 5", "i32 undef")

BALLOT = """
declare i64 @subgroupBallot(i1) convergent
define i64 @k(i32 %x) {
entry:
  %b = call i64 @subgroupBallot(i1 COND)
  ret i64 %b
}
"""


def _violation_replays(before: str, after: str, model: Model) -> None:
    """The check finds a violation whose schedule gives undef a value, and both oracles,
    replaying *after* on it, show that value's behaviour with no approximation left."""
    judgement = check_refinement(kernel(before), kernel(after), SCHEDULES, model)
    assert judgement.kind is Verdict.VIOLATION, judgement.message
    cx = judgement.counterexample
    assert cx is not None and cx.schedule.choices.undef is not None
    fn = kernel(after)
    ref = reference.run(fn, cx.schedule, model)
    sim = simt.run_batch(fn, [cx.schedule], model)[0]
    assert agrees(sim, ref)
    assert ref.behaviour.outcome is Outcome.OK and not ref.behaviour.approximations
    assert ref.behaviour == cx.after


@pytest.mark.parametrize("model", MODELS)
def test_after_returning_undef_where_before_returns_a_constant_is_a_violation(model):
    _violation_replays(RET_5, RET_UNDEF, model)


@pytest.mark.parametrize("model", MODELS)
def test_after_balloting_undef_where_before_ballots_true_is_a_violation(model):
    _violation_replays(BALLOT.replace("COND", "true"), BALLOT.replace("COND", "undef"), model)


@pytest.mark.parametrize("model", MODELS)
def test_after_folding_before_s_undef_to_a_constant_passes(model):
    """The other direction: LLVM may fold undef to any constant."""
    assert check_refinement(kernel(RET_UNDEF), kernel(RET_5), SCHEDULES, model).kind is Verdict.PASS
    got = check_refinement(kernel(BALLOT.replace("COND", "undef")),
                           kernel(BALLOT.replace("COND", "true")), SCHEDULES, model)
    assert got.kind is Verdict.PASS


BUFFER = """
define i32 @k(ptr %out, i32 %x) {
entry:
  STORE
  ret i32 RET
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_before_s_undef_does_not_hide_a_difference_elsewhere(model):
    """before stores undef + 1 (any value) and returns 1; after stores 0 and returns 2:
    the return differs whatever undef is."""
    before = BUFFER.replace("STORE", "%v = add i32 undef, 1\n  store i32 %v, ptr %out") \
                   .replace("RET", "1")
    after = BUFFER.replace("STORE", "store i32 0, ptr %out").replace("RET", "2")
    judgement = check_refinement(kernel(before), kernel(after), SCHEDULES, model)
    assert judgement.kind is Verdict.VIOLATION, judgement.message
    assert check_refinement(kernel(before), kernel(after.replace("i32 2", "i32 1")), SCHEDULES,
                            model).kind is Verdict.PASS


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("expr, constant", [("and i32 undef, 0", "0"), ("or i32 undef, -1", "-1")])
def test_an_undef_whose_every_value_gives_before_s_result_is_no_violation(model, expr, constant):
    """``and undef, 0`` is 0 whatever undef is: read as poison it looks different, but
    every concrete value matches, so the verdict must not be a violation."""
    before = RET_5.replace("i32 5", f"i32 {constant}")
    after = RET_5.replace("  ret i32 5", f"  %u = {expr}\n  ret i32 %u")
    got = check_refinement(kernel(before), kernel(after), SCHEDULES, model)
    assert got.kind in (Verdict.PASS, Verdict.INCONCLUSIVE), got.message


UNDEF_USES = """
define i8 @k(ptr %out, i32 %x) {
entry:
  %a = add i8 undef, 1
  %c = select i1 undef, i8 %a, i8 100
  store i8 3, ptr %out
  %w = load i1, ptr %out
  %z = zext i1 %w to i8
  %r = add i8 %c, %z
  ret i8 %r
}
"""


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("value, expected", [(0, 100), (1, 3), (-1, 1), (5, 7)])
def test_both_oracles_give_undef_the_schedule_s_value(model, value, expected):
    """Every read of undef takes the value, masked to its width: ``select undef`` picks by
    its low bit, and a load of i1 from a byte holding 3 (not stored as i1: LangRef calls
    the result undefined) gives the value's low bit too. 0: select picks 100, load 0;
    1: a = 2, load 1 -> 3; -1: a = 255 + 1 = 0, load 1 -> 1; 5: a = 6, load 1 -> 7."""
    fn = kernel(UNDEF_USES)
    schedule = lanes(3, x=(0, 0, 0)).with_choices(Choices(undef=value))
    ref = reference.run(fn, schedule, model)
    sim = simt.run_batch(fn, [schedule], model)[0]
    assert agrees(sim, ref)
    assert not ref.behaviour.approximations and not sim.behaviour.approximations
    assert {t.return_value for t in ref.behaviour.threads} == {expected}
    assert sim.choices.undef == value


def test_run_replays_a_value_of_undef_on_both_oracles(tmp_path, capsys):
    """ballot(undef) with undef = 1 is ballot(true): lanes 0..2 set, 7 in every lane."""
    path = tmp_path / "k.ll"
    path.write_text(BALLOT.replace("COND", "undef"))
    assert main(["run", str(path), "--threads", "3", "--undef", "1", "--oracle", "both"]) == 0
    out = capsys.readouterr().out
    assert "undef=1" in out and "lane 2: ret 7" in out and "agrees with the reference" in out


def test_a_schedule_keeps_undef_s_value_in_its_json():
    s = lanes(2, x=(1, 2)).with_choices(Choices(undef=-1))
    assert Schedule.loads(s.dumps()) == s
    assert "undef" not in lanes(2, x=(1, 2)).dumps()  # absent when undef reads as poison


FREEZE = """
define i32 @k(i32 %x) {
entry:
  BODY
}
"""


RETURN_1 = "ret i32 1"
UNUSED_FREEZE = "%f = freeze i32 poison\n  %g = add i32 %f, %x\n  ret i32 2"
RETURNED_FREEZE = "%f = freeze i32 poison\n  ret i32 %f"


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("before, after, expected", [
    # a frozen poison only an unused add reads: the return differs whatever it is
    (RETURN_1, UNUSED_FREEZE, Verdict.VIOLATION),
    # after's frozen poison may be any value, 0 among them, which before never returns
    (RETURN_1, RETURNED_FREEZE, Verdict.VIOLATION),
    # before's frozen poison may be 1 itself: no bug, and (one value tried) nothing decided
    (RETURNED_FREEZE, RETURN_1, Verdict.INCONCLUSIVE),
])
def test_a_frozen_poison_counts_only_where_it_may_hide_a_match(model, before, after, expected):
    before, after = kernel(FREEZE.replace("BODY", before)), kernel(FREEZE.replace("BODY", after))
    assert check_refinement(before, after, SCHEDULES, model).kind is expected
    assert check_two_oracles(before, after, SCHEDULES, model).verdict.kind is expected


def test_a_traced_run_records_every_frozen_poison():
    """The uniformity check reads every traced value, the unused frozen one too: there 0
    stays an approximation (another thread's freeze may pick another value)."""
    fn = kernel(FREEZE.replace("BODY", UNUSED_FREEZE))
    schedule = SCHEDULES[0]
    assert not reference.run(fn, schedule).behaviour.approximations
    assert not simt.run_batch(fn, [schedule])[0].behaviour.approximations
    assert reference.run(fn, schedule, trace=True).behaviour.approximations == {"freeze-poison"}


PURE_CALL = """
declare i32 @f(i32) memory(none)
define i32 @k(i32 %x) {
entry:
  %p = add nsw i32 %x, 2147483647
  %r = call i32 @f(i32 %p)
  USE
}
"""


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("use, expected", [
    ("ret i32 2", Verdict.VIOLATION),      # the result of @f(poison) is unused
    ("ret i32 %r", Verdict.INCONCLUSIVE),  # returned: the real @f might give 1
])
def test_an_external_result_of_poison_counts_only_where_something_shows_it(model, use, expected):
    """x = 1 overflows %p (nsw): @f sees poison in that lane, which the oracles answer
    with poison, an approximation only where the result can be seen."""
    before = kernel(RET_5.replace("i32 5", "i32 1"))
    after = kernel(PURE_CALL.replace("USE", use))
    schedules = [lanes(3, x=(1, 2, 3))]
    assert check_refinement(before, after, schedules, model).kind is expected
    assert check_two_oracles(before, after, schedules, model, agreement=True).verdict.kind is expected


OBSERVED = """
declare void @use(i32)
define i32 @k(i32 %x, i1 %c) {
entry:
  %f = freeze i32 poison
  %a = add i32 %f, 1
  %s = select i1 %c, i32 %a, i32 %x
  br i1 %c, label %then, label %end
then:
  br label %end
end:
  %p = phi i32 [ %s, %entry ], [ 0, %then ]
  USE
  ret i32 0
}
"""


@pytest.mark.parametrize("use, seen", [
    ("%q = shl i32 %p, 2", False),                # only pure instructions after it
    ("%q = udiv i32 %x, %p", True),               # a divisor may make the run undefined
    ("call void @use(i32 %p)", True),             # a call's argument is shown
    ("%q = icmp eq i32 %p, 0\n  %r = zext i1 %q to i32\n  ret i32 %r", True),  # returned
])
def test_observed_follows_pure_data_flow_to_what_a_run_shows(use, seen):
    fn = kernel(OBSERVED.replace("USE", use))
    freeze = next(i for i in fn.instructions() if i.opcode == "freeze")
    assert observed(freeze) is seen


ANCHORED = """
declare token @llvm.experimental.convergence.anchor()
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
define i64 @k(i32 %n) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %t = call token @llvm.experimental.convergence.anchor()
  %odd = and i32 %id, 1
  %c = icmp eq i32 %odd, 0
  %b = call i64 @subgroupBallot(i1 %c) [ "convergencectrl"(token %t) ]
  %acc1 = add i64 %acc, %b
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %id
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %acc1
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_a_program_checked_against_itself_passes_with_too_many_groupings_to_list(model):
    """Eight lanes running an anchor 1..8 times: far more groupings than are listed, so
    after's behaviours are only sampled; but after *is* before (read twice from one
    text), and refinement is reflexive."""
    wide = [lanes(8, n=(0,) * 8)]
    got = check_refinement(kernel(ANCHORED), kernel(ANCHORED), wide, model)
    assert got.kind is Verdict.PASS, got.message
    assert check_two_oracles(kernel(ANCHORED), kernel(ANCHORED), wide, model).verdict.kind \
        is Verdict.PASS


@pytest.mark.parametrize("edit", [
    ("%c = icmp eq i32 %odd, 0", "%c = icmp eq i32 %odd, 1"),        # a constant
    ("%more = icmp ult i32 %i1, %id", "%more = icmp ult i32 %id, %i1"),  # operand order
    ("label %loop, label %exit", "label %exit, label %loop"),        # branch targets
    ("define i64 @k(i32 %n)", "define i64 @k(i32 inreg %n)"),  # an argument's attribute
    ("%acc1 = add i64 %acc, %b", "%acc1 = add nuw i64 %acc, %b"),    # a flag
    ("[ 0, %entry ], [ %acc1, %loop ]", "[ 0, %entry ], [ %acc, %loop ]"),  # which value flows
])
def test_same_program_tells_any_edit_apart(edit):
    old, new = edit
    assert old in ANCHORED
    assert same_program(kernel(ANCHORED), kernel(ANCHORED))
    assert not same_program(kernel(ANCHORED), kernel(ANCHORED.replace(old, new)))


def test_an_edited_clone_is_never_its_original():
    """Transforms clone the kernel and edit the clone, which keeps the original's module
    (that still lists the original): the clone's own code is what is compared."""
    fn = kernel(ANCHORED)
    edited = fn.clone()
    more = next(i for i in edited.instructions() if i.name == "more")
    more.operands.reverse()
    assert not same_program(fn, edited)
    assert not same_program(edited, fn)
