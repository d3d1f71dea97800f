"""Verdicts without blind spots (issue 13): sampled choices, real wave sizes, exit codes.

The kernels here are written for these tests from seed 000's rules (the entry
token communicates among every active lane; anchors are implementation-defined);
each defect is checked under both convergence models.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from twin import twin

from fuzzfarm.cli import main
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import IDENTICAL, check_refinement
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Verdict
from oracles.reference import behaviours, run

MODELS = ("maximal", "ipdom")


def kernel(text: str) -> Function:
    return parse_module(text).kernel()


def write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


# -- item 2: a sampled AFTER never passes -------------------------------------------------

ANCHOR_BEFORE = """
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.anchor()

define i64 @k() {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %tok) ]
  ret i64 %b
}
"""

# After: identical, except that one particular grouping (lanes 0 and 5 alone together,
# mask 0b100001) returns 99 instead of the ballot. Seed 000 lets an implementation
# group the anchor's threads any way it likes, so this grouping is legal and after
# shows a value before never can; among the 4,140 groupings of 8 threads a sample of
# 64 almost never contains it.
ANCHOR_AFTER = ANCHOR_BEFORE.replace(
    "  ret i64 %b\n",
    "  %bad = icmp eq i64 %b, 33\n  %r = select i1 %bad, i64 99, i64 %b\n  ret i64 %r\n",
)


@pytest.mark.parametrize("model", MODELS)
def test_sampled_after_is_never_a_pass(model: str) -> None:
    schedule = Schedule.full(8)
    assert not behaviours(kernel(ANCHOR_AFTER), schedule, model).exhaustive
    verdict = check_refinement(kernel(ANCHOR_BEFORE), kernel(ANCHOR_AFTER), [schedule], model)
    assert verdict.kind is not Verdict.PASS
    # Decided group by group, a violation: lanes 0 and 5 return 99 only where before puts
    # them with lanes 1 and 6 (mask 99), which after's other group cannot show.
    assert verdict.kind is Verdict.VIOLATION
    # The forbidden grouping itself is a violation (before's 8-thread set is sampled,
    # but the grouping, replayed on after, is what a run with --anchor shows).
    forbidden = Choices(anchors=tuple(
        AnchorGroup("tok", lane, 1, 0 if lane in (0, 5) else 1 + lane) for lane in range(8)))
    shown = run(kernel(ANCHOR_AFTER), schedule.with_choices(forbidden), model).behaviour
    assert shown.threads[0].return_value == 99


@pytest.mark.parametrize("model", MODELS)
def test_sampled_after_against_a_deterministic_before(model: str) -> None:
    # Before returns 0 and has nothing to choose; after returns 99 in the groupings that
    # put lanes 0, 2, 5 and 7 alone together, else 0. Every sampled grouping returns 0,
    # so before matched all of them: exactly the case that used to pass. Decided group by
    # group (fuzzfarm/refinement/decomposed.py), it is the violation it is: the group
    # {0, 2, 5, 7} (ballot 165) returns 99, which before never does.
    before = kernel("define i64 @k() {\nentry:\n  ret i64 0\n}\n")
    after = kernel(ANCHOR_AFTER.replace("i64 99, i64 %b", "i64 99, i64 0").replace("33", "165"))
    verdict = check_refinement(before, after, [Schedule.full(8)], model)
    assert verdict.kind is Verdict.VIOLATION and verdict.counterexample is not None
    shown = run(after, verdict.counterexample.schedule, model).behaviour
    assert [t.return_value for t in shown.threads if t.lane in (0, 2, 5, 7)] == [99] * 4


@pytest.mark.parametrize("model", MODELS)
def test_identity_with_few_anchor_groupings_still_passes(model: str) -> None:
    schedule = Schedule.full(4)
    # A renamed copy: the pair of one text twice would pass unrun (identical programs).
    same = kernel(ANCHOR_BEFORE.replace("%b", "%b.r"))
    verdict = check_refinement(kernel(ANCHOR_BEFORE), same, [schedule], model)
    assert verdict.kind is Verdict.PASS and verdict.message != IDENTICAL
    verdict = check_refinement(kernel(ANCHOR_BEFORE), kernel(ANCHOR_AFTER),
                               [Schedule(6, (0, 1, 5))], model)
    assert verdict.kind is Verdict.VIOLATION


# -- item 3: real wave sizes ---------------------------------------------------------------

# Seed 000, "Dynamic Instances and Convergence Tokens": a ballot controlled by the entry
# token after the join communicates among every active lane. Tail duplication copies
# the join (and the ballot) into both arms: each copy sees only its arm's lanes. The
# arms differ only for lanes 7 and up, so the bug needs at least 8 lanes.
TAIL_BEFORE = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.entry()

define i64 @k(i32 %x) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ugt i32 %id, 6
  br i1 %c, label %high, label %low
high:
  %h = add i32 %x, 1
  br label %join
low:
  %l = add i32 %x, 2
  br label %join
join:
  %v = phi i32 [ %h, %high ], [ %l, %low ]
  %p = icmp ne i32 %v, 0
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %tok) ]
  ret i64 %b
}
"""

TAIL_AFTER = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.entry()

define i64 @k(i32 %x) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %id = call i32 @getSubgroupLocalInvocationId()
  %c = icmp ugt i32 %id, 6
  br i1 %c, label %high, label %low
high:
  %h = add i32 %x, 1
  %ph = icmp ne i32 %h, 0
  %bh = call i64 @subgroupBallot(i1 %ph) [ "convergencectrl"(token %tok) ]
  ret i64 %bh
low:
  %l = add i32 %x, 2
  %pl = icmp ne i32 %l, 0
  %bl = call i64 @subgroupBallot(i1 %pl) [ "convergencectrl"(token %tok) ]
  ret i64 %bl
}
"""


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("lanes", [8, 32, 64])
def test_kernel_without_choices_is_decided_at_real_wave_sizes(model: str, lanes: int) -> None:
    schedule = Schedule.full(lanes, {"x": list(range(lanes))})
    assert behaviours(kernel(TAIL_AFTER), schedule, model).exhaustive
    verdict = check_refinement(kernel(TAIL_BEFORE), kernel(TAIL_AFTER), [schedule], model)
    assert verdict.kind is Verdict.VIOLATION
    cex = verdict.counterexample
    assert cex is not None and cex.first_difference is not None
    assert cex.first_difference.before_set == frozenset(range(lanes))
    renamed = kernel(TAIL_BEFORE.replace("%v", "%v.r"))  # decided by the oracles, not unrun
    same = check_refinement(kernel(TAIL_BEFORE), renamed, [schedule], model)
    assert same.kind is Verdict.PASS and same.message != IDENTICAL


@pytest.mark.parametrize("model", MODELS)
def test_validate_exits_1_on_a_64_lane_tail_duplication(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], model: str
) -> None:
    before = write(tmp_path, "before.ll", TAIL_BEFORE)
    after = write(tmp_path, "after.ll", TAIL_AFTER)
    for threads in ("8", "64"):
        assert main(["validate", before, after, "--threads", threads, "--model", model,
                     "--schedules", "6"]) == 1
    renamed = write(tmp_path, "renamed.ll", TAIL_BEFORE.replace("%v", "%v.r"))
    assert main(["validate", before, renamed, "--threads", "64", "--model", model,
                 "--schedules", "3"]) == 0
    capsys.readouterr()


# -- item 5: an unsupported BEFORE is bad input --------------------------------------------

UNSUPPORTED = """
declare i64 @llvm.readcyclecounter()

define i64 @k() convergent {
entry:
  %t = call i64 @llvm.readcyclecounter()
  ret i64 %t
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_unsupported_before_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], model: str
) -> None:
    before = write(tmp_path, "before.ll", UNSUPPORTED)
    assert main(["validate", before, before, "--model", model]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "unsupported" in err[0] and "readcyclecounter" in err[0]


# -- item 1: external calls -----------------------------------------------------------------

REF = Path(__file__).resolve().parent / "data" / "reference"
SHADER = Schedule.full(4, {"coordinates": [1, 2, 4, 8], "condition": [1, 1, 0, 1]})


def load(name: str) -> Function:
    return parse_module((REF / f"{name}.ll").read_text()).kernel()


@pytest.mark.parametrize("model", MODELS)
def test_seed000_texture_sample_sunk_past_use_is_caught(model: str) -> None:
    # Seed 000, "Texture Sampling in a Pixel Shader": @use is a plain call, not UB; its
    # argument (the sample over all four pixels) is what the sinking changes.
    before = run(load("texture_sample"), SHADER, model).behaviour
    assert before.outcome.value == "ok"
    assert [[(c.callee, c.args) for c in t.calls] for t in before.threads] == [
        [("use", (15,))], [("use", (15,))], [], [("use", (15,))]]
    verdict = check_refinement(load("texture_sample"), load("texture_sample_sunk"), [SHADER], model)
    assert verdict.kind is Verdict.VIOLATION
    cex = verdict.counterexample
    assert cex is not None
    assert any(d.what == "call 1" and d.before == "@use(15)" and d.after == "@use(11)"
               for d in cex.differences)
    # Uniform condition: every thread samples in both versions, nothing changes.
    uniform = Schedule.full(4, {"coordinates": [1, 2, 4, 8], "condition": [1, 1, 1, 1]})
    assert check_refinement(load("texture_sample"), load("texture_sample_sunk"), [uniform],
                            model).kind is Verdict.PASS


PURE = """
declare i32 @f(i32) memory(none) nounwind willreturn
declare void @use(i32)

define i32 @k(i32 %x, i32 %c) convergent {
entry:
  %b = icmp ne i32 %c, 0
  br i1 %b, label %then, label %else
then:
  %a = call i32 @f(i32 %x)
  BODY_THEN
  br label %end
else:
  %e = call i32 @f(i32 %x)
  BODY_ELSE
  br label %end
end:
  %r = phi i32 [ %a, %then ], [ %e, %else ]
  ret i32 %r
}
"""

PURE_HOISTED = """
declare i32 @f(i32) memory(none) nounwind willreturn
declare void @use(i32)

define i32 @k(i32 %x, i32 %c) convergent {
entry:
  %a = call i32 @f(i32 %x)
  %dead = call i32 @f(i32 %c)
  HOISTED
  ret i32 %a
}
"""


def pure(then: str = "", other: str = "", hoisted: str = "") -> tuple[Function, Function]:
    before = PURE.replace("BODY_THEN", then).replace("BODY_ELSE", other)
    return kernel(before), kernel(PURE_HOISTED.replace("HOISTED", hoisted))


CALL_SCHEDULE = Schedule.full(4, {"x": [5, 6, 7, 8], "c": [1, 0, 1, 0]})


@pytest.mark.parametrize("model", MODELS)
def test_pure_external_calls_may_be_merged_hoisted_and_deleted(model: str) -> None:
    before, after = pure()
    assert check_refinement(before, after, [CALL_SCHEDULE], model).kind is Verdict.PASS
    # The same function called with other arguments is another value: caught.
    wrong = kernel(PURE_HOISTED.replace("HOISTED", "").replace("ret i32 %a", "ret i32 %dead"))
    assert check_refinement(before, wrong, [CALL_SCHEDULE], model).kind is Verdict.VIOLATION


@pytest.mark.parametrize("model", MODELS)
def test_side_effecting_calls_are_events(model: str) -> None:
    # Hoisting the same call from both arms keeps every thread's events: correct.
    before, after = pure("call void @use(i32 %x)", "call void @use(i32 %x)",
                         "call void @use(i32 %x)")
    assert check_refinement(before, after, [CALL_SCHEDULE], model).kind is Verdict.PASS
    # Deleting, duplicating or reordering events, or changing an argument, is caught.
    before, _ = pure("call void @use(i32 %x)", "call void @use(i32 1)")
    for changed in ("",
                    "call void @use(i32 %x)",
                    "call void @use(i32 %x)\n  call void @use(i32 %x)\n  call void @use(i32 %x)"):
        after = kernel(PURE_HOISTED.replace("HOISTED", changed))
        verdict = check_refinement(before, after, [CALL_SCHEDULE], model)
        assert verdict.kind is Verdict.VIOLATION, changed
        assert verdict.counterexample is not None
        assert any(d.what.startswith("call") for d in verdict.counterexample.differences)
    swapped_before, _ = pure("call void @use(i32 1)\n  call void @use(i32 2)",
                             "call void @use(i32 1)\n  call void @use(i32 2)")
    swapped = kernel(PURE_HOISTED.replace("HOISTED", "call void @use(i32 2)\n  call void @use(i32 1)"))
    assert check_refinement(swapped_before, swapped, [CALL_SCHEDULE],
                            model).kind is Verdict.VIOLATION


@pytest.mark.parametrize("model", MODELS)
def test_poison_reaching_an_external_call_is_never_a_bug(model: str) -> None:
    # Before passes poison (the callee would see *some* value): whatever after passes,
    # the verdict is never a violation.
    before, _ = pure("call void @use(i32 poison)", "call void @use(i32 poison)")
    after = kernel(PURE_HOISTED.replace("HOISTED", "call void @use(i32 3)"))
    assert check_refinement(before, after, [CALL_SCHEDULE], model).kind is Verdict.PASS
    poisoned = kernel(PURE.replace("@f(i32 %x)", "@f(i32 poison)").replace("BODY_THEN", "")
                      .replace("BODY_ELSE", ""))
    verdict = check_refinement(poisoned, after, [CALL_SCHEDULE], model)
    assert verdict.kind in (Verdict.PASS, Verdict.INCONCLUSIVE)


UNMODELLED = {
    "a pointer argument": ("declare void @g(ptr)", "call void @g(ptr %out)"),
    "a convergent call site outside the catalogue": ("declare i32 @g(i32)",
                                                      "%v = call i32 @g(i32 1) convergent"),
}


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("what", sorted(UNMODELLED))
def test_unmodelled_external_calls_are_unsupported_never_ub(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], model: str, what: str
) -> None:
    decl, call = UNMODELLED[what]
    text = f"{decl}\ndefine void @k(ptr %out) convergent {{\nentry:\n  {call}\n  ret void\n}}\n"
    from oracles import simt

    sched = Schedule.full(2)
    assert run(kernel(text), sched, model).behaviour.outcome.value == "unsupported"
    assert simt.run(kernel(text), sched, model).behaviour.outcome.value == "unsupported"
    assert main(["validate", write(tmp_path, "k.ll", text), write(tmp_path, "k.ll", text),
                 "--model", model]) == 2
    capsys.readouterr()


def test_generated_kernels_call_external_functions_and_both_oracles_agree() -> None:
    import generators
    from oracles import simt

    seen = {"ext.use": 0, "ext.pure": 0}
    for seed in range(30):
        prog = generators.generate(seed)
        fn = prog.kernel
        for callee in seen:
            seen[callee] += sum(i.callee == callee for i in fn.instructions())
        for k, size in enumerate((4, 32)):
            sched = generators.generate_schedule(fn, seed * 2 + k, subgroup_size=size)
            for model in MODELS:
                mine = simt.run(fn, sched, model)
                theirs = run(fn, sched.with_choices(mine.choices), model).behaviour
                assert mine.behaviour.outcome == theirs.outcome, (seed, model)
                if theirs.outcome.value == "ok":
                    assert mine.behaviour.threads == theirs.threads, (seed, model)
    assert seen["ext.use"] > 5 and seen["ext.pure"] > 5


# -- item 4: non-convergent kernels -----------------------------------------------------------

# Seed 000, "Convergent Operations" (informational note) and "Opportunistic Convergent
# Operations": @reserveSpaceInBuffer is *not* convergent; its operations communicate
# among an implementation-defined set of threads. Here without the anchor: the
# uncontrolled ballot of a non-convergent kernel.
OPPORTUNISTIC = """
declare i64 @subgroupBallot(i1) convergent
declare void @subgroupControlBarrier() convergent

define i64 @k(i32 %x) ATTRS {
entry:
  %c = icmp ne i32 %x, 0
  %b = call i64 @subgroupBallot(i1 %c)
  br i1 %c, label %then, label %end
then:
  call void @subgroupControlBarrier()
  br label %end
end:
  ret i64 %b
}
"""


def opportunistic(convergent: bool) -> Function:
    return kernel(OPPORTUNISTIC.replace("ATTRS", "convergent" if convergent else ""))


@pytest.mark.parametrize("model", MODELS)
def test_non_convergent_kernel_groups_threads_like_an_anchor(model: str) -> None:
    from oracles import simt

    schedule = Schedule.full(3, {"x": [1, 1, 1]})
    found = behaviours(opportunistic(False), schedule, model)
    assert found.exhaustive
    # One behaviour per set partition of the three threads (Bell(3) = 5): each thread's
    # ballot is the mask of its own group.
    masks = {tuple(t.return_value for t in b.threads) for b in found.decided}
    assert masks == {(7, 7, 7), (1, 6, 6), (3, 3, 4), (5, 2, 5), (1, 2, 4)}
    # The convergent kernel has exactly one: all threads entered together.
    assert {tuple(t.return_value for t in b.threads)
            for b in behaviours(opportunistic(True), schedule, model).decided} == {(7, 7, 7)}
    # Both oracles agree on every grouping (the simulator runs one sub-run per group).
    for entry in found.entries:
        for choices in entry.choices:
            mine = simt.run(opportunistic(False), schedule.with_choices(choices), model)
            assert mine.behaviour == entry.behaviour
            replay = run(opportunistic(False), schedule.with_choices(mine.choices), model)
            assert replay.behaviour == entry.behaviour


@pytest.mark.parametrize("model", MODELS)
def test_dropping_the_convergent_attribute_is_caught(model: str) -> None:
    # Seed 000, "Inferring Non-Convergence": `convergent` may be removed only from a
    # function without uncontrolled convergent operations. Removing it here lets the
    # implementation split the threads; adding it only removes behaviours.
    schedule = Schedule.full(3, {"x": [1, 0, 1]})
    dropped = check_refinement(opportunistic(True), opportunistic(False), [schedule], model)
    assert dropped.kind is Verdict.VIOLATION
    assert dropped.counterexample is not None
    assert any(g.anchor == "@k" for g in dropped.counterexample.schedule.choices.anchors)
    added = check_refinement(opportunistic(False), opportunistic(True), [schedule], model)
    assert added.kind is Verdict.PASS


# -- item 2: the farm enumerates every choice on the simulator --------------------------------


@pytest.mark.parametrize("model", MODELS)
def test_farm_decides_what_the_reference_only_sampled(model: str) -> None:
    from fuzzfarm.refinement.two_oracles import check_two_oracles

    # Bell(6) = 203 groupings: more than the farm's 16 runs, and more than the reference
    # explores whole beyond them (check.WHOLE); Bell(5) = 52 it now explores whole. The
    # anchor roots every convergent operation, so the reference decides 6 lanes group by
    # group (fuzzfarm/refinement/decomposed.py; tests/test_decomposed.py).
    fn = kernel(ANCHOR_BEFORE)
    five = check_refinement(fn, twin(fn), [Schedule.full(5)], model, max_runs=16)
    assert five.kind is Verdict.PASS
    schedule = Schedule.full(6)
    assert check_refinement(fn, twin(fn), [schedule], model, max_runs=16).kind is Verdict.PASS
    farm = check_two_oracles(fn, twin(fn), [schedule], model, max_runs=16)
    assert farm.verdict.kind is Verdict.PASS and farm.path == "simt"
    assert "all 203 implementation choices" in farm.verdict.message
    # One forbidden grouping among the 203 of six threads (lanes 0, 2 and 5 alone
    # together): enumerated, so never a pass.
    bad = kernel(ANCHOR_AFTER.replace("33", "37"))
    for seed in range(3):
        six = Schedule.full(6).with_choices(Choices(order_seed=seed))
        assert check_two_oracles(fn, bad, [six], model, max_runs=16).verdict.kind is not Verdict.PASS


# -- item 6: run --oracle both compares with the one agreement relation ------------------------


@pytest.mark.parametrize("model", MODELS)
def test_run_both_oracles_agree_on_undefined_behaviour(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], model: str
) -> None:
    # Each oracle words its own UB message: that is no disagreement.
    text = ("declare void @use(i32)\ndefine i32 @k(i32 %x) convergent {\nentry:\n"
            "  call void @use(i32 %x)\n  %d = udiv i32 7, %x\n  ret i32 %d\n}\n")
    path = write(tmp_path, "ub.ll", text)
    code = main(["run", path, "--threads", "2", "--args", "x=0,1", "--oracle", "both",
                 "--model", model])
    out = capsys.readouterr().out
    assert code == 1 and "outcome: ub" in out
    assert "agrees with the reference" in out and "DISAGREES" not in out
    import json

    assert main(["run", path, "--threads", "2", "--args", "x=0,1", "--oracle", "both",
                 "--model", model, "--json"]) == 1
    assert json.loads(capsys.readouterr().out)["agree"] is True
