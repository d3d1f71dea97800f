"""Anchor groupings decided group by group (fuzzfarm/refinement/decomposed.py).

Hand-built pairs whose verdicts are derived by hand below each kernel: a correct
rewrite (pass at 8 and 10 lanes, where Bell(8) = 4140 groupings made it
inconclusive), a bug that needs a group of 8 lanes (a violation at 8, none at 7),
and one where the anchor's groups meet again through the entry token (the argument
does not hold: inconclusive at 8 lanes, never a violation). Each comes with an
explicit anchor and as a non-convergent kernel's implicit anchor (seed 000,
"Convergent Operations", informational note). Small waves check the decomposition
against the full enumeration of groupings.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from listed import listed_verdict

from fuzzfarm.cli import main
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import decomposed
from fuzzfarm.refinement.alike import has_vector_cover
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.root_anchor import instantiate
from oracles.reference import run

MODELS = [Model.MAXIMAL, Model.IPDOM]

HEADER = """
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.entry()
declare i64 @llvm.ctpop.i64(i64)
"""

# Lanes with x > 3 reach the anchor and return 100 * (their group's size) + (the odd
# lanes in it), the others their lane id. COUNT is how the odd lanes are counted,
# SIZE post-processes the group size.
BODY = """
define i32 @k(i32 %x) ATTRS {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %big = icmp ugt i32 %x, 3
  br i1 %big, label %work, label %done
work:
  ANCHOR
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
COUNT
  %n = call i32 @subgroupAdd(i32 1) CTRL
SIZE
  %r = mul i32 %m, 100
  %s = add i32 %r, %c
  br label %done
done:
  %v = phi i32 [ %s, %work ], [ %id, %entry ]
  ret i32 %v
}
"""
BALLOT = """  %b = call i64 @subgroupBallot(i1 %isodd) CTRL
  %c64 = call i64 @llvm.ctpop.i64(i64 %b)
  %c = trunc i64 %c64 to i32"""
ADD = "  %c = call i32 @subgroupAdd(i32 %odd) CTRL"
SIZE = "  %m = add i32 %n, 0"
# A known-bits bug: the group size taken to fit in 3 bits.
SIZE_BUG = "  %m = and i32 %n, 7"


def program(count: str, size: str, implicit: bool) -> Function:
    """The kernel with an explicit anchor (a convergent kernel), or with none in a
    non-convergent kernel (its uncontrolled operations hang from the implicit anchor)."""
    return instantiate(HEADER + BODY.replace("COUNT", count).replace("SIZE", size), implicit)


def wave(lanes: int) -> Schedule:
    # Lane 2 stays out of the anchor (x = 0): it must not matter to the others.
    return Schedule.full(lanes, {"x": [0 if lane == 2 else 4 + lane for lane in range(lanes)]})


#: Each model, with and without an implicit anchor, at 8 lanes; at 10 lanes (1023 subsets
#: against 8 lanes' 255) the first of them by default, the other three with --run-slow.
EIGHT_AND_TEN = [pytest.param(model, implicit, lanes, marks=[pytest.mark.slow] if lanes == 10
                              and (model, implicit) != (MODELS[0], False) else [])
                 for model in MODELS for implicit in (False, True) for lanes in (8, 10)]


@pytest.mark.parametrize(("model", "implicit", "lanes"), EIGHT_AND_TEN)
def test_a_correct_rewrite_passes_at_eight_and_ten_lanes(model: Model, implicit: bool, lanes: int) -> None:
    # By hand: under any grouping, a lane of group G returns 100|G| + (odd lanes of G)
    # in both programs (ctpop of the ballot of odd lanes = the sum of id & 1), so
    # before grouped as after matches it: a pass. Bell(8) = 4140 groupings of after.
    before, after = program(BALLOT, SIZE, implicit), program(ADD, SIZE, implicit)
    verdict = check_refinement(before, after, [wave(lanes)], model)
    assert verdict.kind is Verdict.PASS, (lanes, verdict.message, verdict.notes)


@pytest.mark.parametrize("implicit", [False, True])
@pytest.mark.parametrize("model", MODELS)
def test_a_bug_that_needs_eight_lanes_in_a_group(implicit: bool, model: Model) -> None:
    # By hand: with 7 active lanes every group has at most 7 lanes and n & 7 = n: a pass.
    # With 8 and one lane (2) outside the anchor, still at most 7: a pass. With 8 all
    # reaching the anchor, after grouped as one returns 0 * 100 + 4 = 4 in every lane,
    # while before returns at least 100 in every lane that reached the anchor, under
    # every grouping: a violation, with after's grouping as the counterexample.
    before, after = program(BALLOT, SIZE, implicit), program(BALLOT, SIZE_BUG, implicit)
    assert check_refinement(before, after, [wave(7)], model).kind is Verdict.PASS
    assert check_refinement(before, after, [wave(8)], model).kind is Verdict.PASS
    # Under ipdom a ninth lane skips the anchor: were every lane to take %work, %entry's
    # edge to %done would be one no run takes and the violation would rest on it
    # (SEMANTICS.md "ipdom", rule 4: undecided without before's whole listing, which
    # Bell(8) groupings exceed).
    all_in = Schedule.full(8, {"x": [4] * 8}) if model is Model.MAXIMAL else \
        Schedule.full(9, {"x": [4] * 8 + [0]})
    verdict = check_refinement(before, after, [all_in], model)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    # Replayable: after run with the counterexample's own choices shows what it says.
    shown = run(after, cex.schedule, model).behaviour
    assert shown == cex.after
    assert {t.return_value for t in shown.threads if t.lane < 8} == {4}
    assert {lab.label for lab in cex.schedule.choices.anchors if lab.lane < 8} == {0}


@pytest.mark.parametrize("model", MODELS)
def test_groups_that_meet_again_stay_inconclusive(model: Model) -> None:
    # The anchor's groups meet again through the entry token (a sum over the whole wave
    # of the groups' sizes), so a lane's result depends on the other groups: the
    # decomposition does not apply. The bug is real (a group of 8 lanes counts 0), but
    # with Bell(8) groupings nothing proves it: inconclusive, never a violation.
    def with_entry(size: str) -> Function:
        text = HEADER + f"""
define i32 @k(i32 %x) convergent {{
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
{size}
  %t = call i32 @subgroupAdd(i32 %m) [ "convergencectrl"(token %e) ]
  ret i32 %t
}}
"""
        return parse_module(text).kernel()

    before, after = with_entry(SIZE), with_entry(SIZE_BUG)
    assert decomposed.root_anchor(before, model) is None
    verdict = check_refinement(before, after, [Schedule.full(8, {"x": [4] * 8})], model)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message


def test_beyond_the_lane_bound_the_check_stays_inconclusive() -> None:
    # 16 lanes: 65535 sub-runs are past the reference's bound; the bug pair is not
    # called anything it cannot prove.
    before, after = program(BALLOT, SIZE, True), program(BALLOT, SIZE_BUG, True)
    schedule = Schedule.full(16, {"x": [4] * 16})
    assert decomposed.decide(before, after, schedule, Model.MAXIMAL,
                             decomposed.reference_runner) is None


LOOPED = HEADER + """
define i32 @k(i32 %x) convergent {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %x
  br i1 %more, label %loop, label %out
out:
  ret i32 %n
}
"""


def test_root_anchor_preconditions() -> None:
    # Outside the argument: an anchor a thread may run more than once, two anchors.
    assert decomposed.root_anchor(parse_module(LOOPED).kernel(), Model.MAXIMAL) is None
    two = program(BALLOT, SIZE, False)
    text = HEADER + BODY.replace("COUNT", BALLOT).replace("SIZE", SIZE)
    text = text.replace("ANCHOR", "%a = call token @llvm.experimental.convergence.anchor()\n"
                        "  %a2 = call token @llvm.experimental.convergence.anchor()")
    text = text.replace("ATTRS", "convergent").replace(
        "%n = call i32 @subgroupAdd(i32 1) CTRL", '%n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a2) ]')
    text = text.replace("CTRL", '[ "convergencectrl"(token %a) ]')
    assert decomposed.root_anchor(parse_module(text).kernel(), Model.MAXIMAL) is None
    assert decomposed.root_anchor(two, Model.MAXIMAL) == ("a",)
    assert decomposed.root_anchor(program(BALLOT, SIZE, True), Model.IPDOM) == ("@k",)
    # No convergent operation at all: threads never interact, nothing to group.
    plain = parse_module("define i32 @k(i32 %x) {\nentry:\n  ret i32 %x\n}\n").kernel()
    assert decomposed.root_anchor(plain, Model.MAXIMAL) == decomposed.NO_ANCHOR


@pytest.mark.parametrize("implicit", [False, True])
def test_a_grouping_is_its_groups_sub_runs_side_by_side(implicit: bool) -> None:
    # The lemma the decomposition rests on, checked on every partition of 5 lanes
    # (Bell(5) = 52): the whole run with the grouping equals the composition of the
    # groups' sub-runs.
    assert_runs_compose(program(BALLOT, SIZE_BUG, implicit), wave(5))


def assert_runs_compose(fn: Function, schedule: Schedule) -> None:
    """On every partition of the schedule's lanes, the whole run with that grouping of
    ``fn``'s root anchors equals the composition of the groups' sub-runs."""
    anchors = decomposed.root_anchor(fn, Model.MAXIMAL)
    assert anchors is not None
    for groups in _partitions(list(schedule.active_lanes)):
        masks = [sum(1 << x for x in g) for g in groups]
        whole = run(fn, schedule.with_choices(decomposed.grouping(anchors, masks, 0))).behaviour
        parts = [run(fn, replace(schedule, active_lanes=tuple(g)).with_choices(
            decomposed.grouping(anchors, [m], 0))).behaviour for g, m in zip(groups, masks, strict=True)]
        assert decomposed.compose(parts) == whole, groups


@pytest.mark.parametrize("implicit", [False, True])
@pytest.mark.parametrize("size", [SIZE, SIZE_BUG, "  %m = urem i32 %n, 3"])
def test_the_decomposition_agrees_with_every_grouping_listed(implicit: bool, size: str) -> None:
    # At 4 lanes every grouping of both programs is listed (Bell(4) = 15): the full
    # enumeration's verdict is the independent expectation.
    before, after = program(BALLOT, SIZE, implicit), program(ADD, size, implicit)
    schedule = Schedule.full(4, {"x": [4, 5, 6, 7]})
    expected, listed_before = listed_verdict(before, after, schedule)
    got = decomposed.decide(before, after, schedule, Model.MAXIMAL, decomposed.reference_runner)
    assert got is not None and got.passed is expected


def test_exact_cover() -> None:
    # Lanes {0,1,2} (one lane per kind): covers exist from {0,1}+{2} or {0}+{1,2}, not
    # from {0,1},{1,2} alone.
    def by_mask(masks: tuple[int, ...]) -> Callable[[tuple[int, ...]], bool]:
        return lambda v: sum(bit << k for k, bit in enumerate(v)) in masks

    assert has_vector_cover((1, 1, 1), by_mask((0b011, 0b100)), 1000)
    assert has_vector_cover((1, 1, 1), by_mask((0b001, 0b110)), 1000)
    assert not has_vector_cover((1, 1, 1), by_mask((0b011, 0b110)), 1000)
    assert not has_vector_cover((1, 1, 1), lambda v: v[0] == 0, 1000)
    # Counts: 5 lanes of one kind in groups of 2 or 3 only (2 + 3), 4 of another never alone.
    assert has_vector_cover((5,), lambda v: v[0] in (2, 3), 1000)
    assert not has_vector_cover((5,), lambda v: v[0] in (2, 4), 1000)
    assert has_vector_cover((5, 4), lambda v: v[1] == 0 or v[0] == v[1], 1000)
    assert not has_vector_cover((3, 4), lambda v: v[1] == 0 or v[0] == v[1], 1000)
    assert has_vector_cover((40, 40), lambda v: v == (3, 3), 1000) is None  # beyond the budget


def test_validate_reports_and_replays_the_eight_lane_bug(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from fuzzfarm.ir.printer import print_module

    before, after = program(BALLOT, SIZE, True), program(BALLOT, SIZE_BUG, True)
    b, a = tmp_path / "before.ll", tmp_path / "after.ll"
    b.write_text(print_module(before.module))
    a.write_text(print_module(after.module))
    sched = tmp_path / "s.json"
    sched.write_text(Schedule.full(8, {"x": [4] * 8}).dumps())
    out = tmp_path / "repro"
    assert main(["validate", str(b), str(a), "--schedule", str(sched), "--out", str(out)]) == 1
    capsys.readouterr()
    # The reproducer replays: validate on its own files, and run with its anchor choices.
    assert main(["validate", str(out / "before.ll"), str(out / "after.ll"),
                 "--schedule", str(out / "schedule.json")]) == 1
    data = json.loads((out / "schedule.json").read_text())
    anchors = data["choices"]["anchors"]
    assert {g[0] for g in anchors} == {"@k"} and len(anchors) == 8  # (anchor, lane, occ, label)
    chosen = [f"{name}:{lane}:{occ}={label}" for name, lane, occ, label in anchors]
    capsys.readouterr()
    assert main(["run", str(a), "--threads", "8", "--args", "x=" + ",".join(["4"] * 8),
                 *[x for c in chosen for x in ("--anchor", c)]]) == 0
    shown = capsys.readouterr().out
    assert shown.count(": ret 4\n") == 8, shown


def _partitions(items: list[int]) -> list[list[list[int]]]:
    if not items:
        return [[]]
    first, rest = items[0], items[1:]
    out = []
    for part in _partitions(rest):
        out.append([[first], *part])
        for k in range(len(part)):
            out.append([*part[:k], [first, *part[k]], *part[k + 1:]])
    return out



def test_the_farm_passes_twelve_lanes_on_the_simulator_and_reports_the_bug() -> None:
    # The farm's check: the lane simulator passes the correct rewrite group by group at
    # 12 lanes (4095 sub-runs; the reference alone stops at 10), and the reference
    # reports the 8-lane bug with its counterexample.
    from fuzzfarm.refinement.two_oracles import check_two_oracles

    before, after = program(BALLOT, SIZE, True), program(ADD, SIZE, True)
    checked = check_two_oracles(before, after, [wave(12)], Model.MAXIMAL, agreement=False)
    assert checked.verdict.kind is Verdict.PASS and checked.path == "simt"
    assert "group by group" in checked.verdict.message
    buggy = program(BALLOT, SIZE_BUG, True)
    checked = check_two_oracles(before, buggy, [Schedule.full(8, {"x": [4] * 8})], Model.MAXIMAL)
    assert checked.verdict.kind is Verdict.VIOLATION and checked.verdict.counterexample is not None


# Seed 000, "Opportunistic Convergent Operations": @reserveSpaceInBuffer, not convergent,
# counts its anchor's group with a ballot and finds each thread's place in it. The
# buffer's atomic counter (a global: outside the oracles) becomes the return value:
# 1000 * (group size) + (the thread's place in its group).
RESERVE = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()
declare i64 @llvm.ctpop.i64(i64)

define i32 @reserveSpaceInBuffer() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32
  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
PLACE
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
  %base = mul i32 %numThreads, 1000
  %slot = add i32 %base, %relativeThreadIdx
  ret i32 %slot
}
"""
SEED_PLACE = """  %mask = sub i64 %mask.p, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)"""
# The lanes at or above this one, subtracted from the group's size: the same place.
ABOVE_PLACE = """  %mask = sub i64 %mask.p, 1
  %notMask = xor i64 %mask, -1
  %above = and i64 %ballot, %notMask
  %aboveCount = call i64 @llvm.ctpop.i64(i64 %above)
  %relativeThreadIdx.p = sub i64 %numThreads.p, %aboveCount"""
# The mask without its "- 1": the thread counts itself.
OFF_BY_ONE_PLACE = """  %maskedBallot = and i64 %ballot, %mask.p
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)"""


@pytest.mark.parametrize("model", MODELS)
def test_seed_reserve_space_in_buffer_at_eight_lanes(model: Model) -> None:
    # By hand: in any group, a thread's place is the number of group members below it,
    # which both the seed's mask and the lanes-above count give: a pass. The off-by-one
    # mask gives every thread place 1, while the lowest thread of a group (lane 0 under
    # every grouping) has place 0 in before: a violation.
    def reserve(place: str) -> Function:
        return parse_module(RESERVE.replace("PLACE", place)).kernel()

    before = reserve(SEED_PLACE)
    wave8 = Schedule.full(8)
    assert check_refinement(before, reserve(ABOVE_PLACE), [wave8], model).kind is Verdict.PASS
    verdict = check_refinement(before, reserve(OFF_BY_ONE_PLACE), [wave8], model)
    assert verdict.kind is Verdict.VIOLATION and verdict.counterexample is not None
    assert verdict.counterexample.after.threads[0].return_value % 1000 == 1


ANCHORED_BALLOT = """\
define i64 @k(i32 %x) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %p = icmp sgt i32 %x, 0
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %a) ]
  ret i64 %b
}
declare token @llvm.experimental.convergence.anchor() convergent
declare i64 @subgroupBallot(i1) convergent
"""


#: ANCHORED_BALLOT's return made a branch on the ballot (SEMANTICS.md, "The same choice":
#: a grouped value deciding a branch stops its replay).
BALLOT_BRANCH = """\
  %none = icmp eq i64 %b, 0
  br i1 %none, label %empty, label %some
empty:
  ret i64 7
some:
  ret i64 %b
"""


def test_validate_on_a_wide_wave_finds_the_violation_on_a_narrower_schedule(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """After votes true for every lane: whatever the grouping, a lane with x <= 0 sets its
    own bit, which no grouping of before can (before's bits are the lanes with x > 0). At
    32 lanes the groupings cannot be listed nor decided group by group (more than
    MAX_LANES), so the drawn schedules stay open; a narrower one decides it, and its
    counterexample replays as a schedule of the same 32-lane subgroup."""
    before, after = tmp_path / "before.ll", tmp_path / "after.ll"
    before.write_text(ANCHORED_BALLOT)
    after.write_text(ANCHORED_BALLOT.replace("@subgroupBallot(i1 %p)", "@subgroupBallot(i1 true)"))
    out = tmp_path / "repro"
    assert main(["validate", str(before), str(after), "--threads", "32", "--schedules", "2",
                 "--out", str(out)]) == 1
    assert "found on a narrower schedule" in capsys.readouterr().out
    schedule = json.loads((out / "schedule.json").read_text())
    assert schedule["subgroup_size"] == 32 and len(schedule["active_lanes"]) <= decomposed.MAX_LANES
    x = schedule["args"]["x"]
    assert any(x[lane] <= 0 for lane in schedule["active_lanes"])  # the lane that tells them apart
    assert main(["validate", str(before), str(after), "--schedule", str(out / "schedule.json")]) == 1
    # x > 0 as x >= 1: the same vote, but not the same skeleton; the same choice passes it
    # on the wide wave (every grouping of after shows before's under that grouping).
    same = tmp_path / "same.ll"
    same.write_text(ANCHORED_BALLOT.replace("icmp sgt i32 %x, 0", "icmp sge i32 %x, 1"))
    assert main(["validate", str(before), str(same), "--threads", "32", "--schedules", "2"]) == 0
    # Where the ballot decides a branch no argument covers every grouping at once, so the
    # correct pair stays open on the wide wave: a narrower pass is no pass of the wave.
    branched = ANCHORED_BALLOT.replace("  ret i64 %b\n", BALLOT_BRANCH)
    b_before, b_same = tmp_path / "branched.ll", tmp_path / "branched_same.ll"
    b_before.write_text(branched)
    b_same.write_text(branched.replace("icmp sgt i32 %x, 0", "icmp sge i32 %x, 1"))
    assert main(["validate", str(b_before), str(b_same), "--threads", "32", "--schedules", "2"]) == 3
    renamed = tmp_path / "renamed.ll"  # a value renamed: the same skeleton
    renamed.write_text(ANCHORED_BALLOT.replace("%p", "%q"))
    assert main(["validate", str(before), str(renamed), "--threads", "32", "--schedules", "2"]) == 0
    assert main(["validate", str(before), str(before), "--threads", "32", "--schedules", "2"]) == 0


# -- several root anchors: one per side of a branch (tests/data/llvmbugs c02's shape) ----------

SIDES = """
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent

define i32 @k(i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %x, 3
ENTRY
  br i1 %c, label %then, label %else
then:
THEN
  br label %join
else:
ELSE
  br label %join
join:
  %r = phi i32 [ %s1, %then ], [ %s2, %else ]
  ret i32 %r
}
"""
ANCHORED = {
    "ENTRY": "",
    "THEN": "  %a1 = call token @llvm.experimental.convergence.anchor()\n"
            "  %s1 = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a1) ]",
    "ELSE": "  %a2 = call token @llvm.experimental.convergence.anchor()\n"
            "  %s2 = call i32 @subgroupMax(i32 %x) [ \"convergencectrl\"(token %a2) ]",
}


def sides(**parts: str) -> Function:
    text = SIDES
    for name, body in {**ANCHORED, **parts}.items():
        text = text.replace(name, body)
    return parse_module(text).kernel()


#: One anchor before the branch for both sides' operations: its groups may hold lanes of
#: both sides, which is still no difference (each side's operation has its own key).
HOISTED = {"ENTRY": "  %a = call token @llvm.experimental.convergence.anchor()",
           "THEN": "  %s1 = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]",
           "ELSE": "  %s2 = call i32 @subgroupMax(i32 %x) [ \"convergencectrl\"(token %a) ]"}
#: The sum taken before the branch, over both sides' lanes of a group: a bug.
SUMMED_EARLY = {"ENTRY": "  %a = call token @llvm.experimental.convergence.anchor()\n"
                         "  %s0 = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]",
                "THEN": "  %s1 = add i32 %s0, 0",
                "ELSE": "  %s2 = call i32 @subgroupMax(i32 %x) [ \"convergencectrl\"(token %a) ]"}


def test_roots_of_anchors_no_thread_runs_twice() -> None:
    assert decomposed.root_anchor(sides(), Model.MAXIMAL) == ("a1", "a2")
    assert decomposed.root_anchor(sides(**HOISTED), Model.MAXIMAL) == ("a",)
    # An anchor a thread reaches after another, or a used entry token: outside the argument.
    after_join = sides(ELSE="  %a2 = call token @llvm.experimental.convergence.anchor()\n"
                            "  %s2 = call i32 @subgroupMax(i32 %x) [ \"convergencectrl\"(token %a2) ]\n"
                            "  %a3 = call token @llvm.experimental.convergence.anchor()\n"
                            "  %t = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a3) ]")
    assert decomposed.root_anchor(after_join, Model.MAXIMAL) is None
    entry_used = sides(ELSE="  %s2 = call i32 @subgroupMax(i32 %x) [ \"convergencectrl\"(token %e) ]")
    assert decomposed.root_anchor(entry_used, Model.MAXIMAL) is None


def test_two_anchors_run_as_their_groups_sub_runs_side_by_side() -> None:
    # The lemma with two root anchors, on every partition of 5 lanes of both sides: each
    # group's lanes split by the anchor they reach.
    assert_runs_compose(sides(), Schedule.full(5, {"x": [1, 5, 2, 7, 1]}))


@pytest.mark.parametrize(("after", "passes"), [({}, True), (HOISTED, True), (SUMMED_EARLY, False)])
def test_two_anchors_decided_as_every_grouping_listed(after: dict[str, str], passes: bool) -> None:
    # At 4 lanes every grouping is listed: the full enumeration is the expectation.
    before = sides()
    schedule = Schedule.full(4, {"x": [1, 5, 2, 7]})
    expected, _ = listed_verdict(before, sides(**after), schedule)
    assert expected is passes
    for model in MODELS:
        got = decomposed.decide(before, sides(**after), schedule, model, decomposed.reference_runner)
        assert got is not None and got.passed is passes, model


def test_two_anchors_decided_at_ten_lanes() -> None:
    # Beyond what listing reaches (Bell numbers): the groups' sub-runs decide.
    schedule = Schedule.full(10, {"x": [1, 5, 2, 7, 0, 9, 2, 4, 1, 8]})
    for model in MODELS:
        ok = check_refinement(sides(), sides(**HOISTED), [schedule], model)
        assert ok.kind is Verdict.PASS, ok.message
        bad = check_refinement(sides(), sides(**SUMMED_EARLY), [schedule], model)
        assert bad.kind is Verdict.VIOLATION, bad.message


# A kernel that calls itself under its anchor: each recursion runs the anchor again in the
# same thread, so neither the group-by-group argument (one anchor instance per thread) nor
# the unobserved-groupings one (no calls to definitions) holds. reachable_functions is
# (fn,) for a function calling only itself, as for one calling nothing, and both guards
# used to read it so.
RECURSIVE_UNDER_ANCHOR = """
declare i32 @subgroupAdd(i32) convergent
declare token @llvm.experimental.convergence.anchor()

define i32 @k(i32 %n) convergent {
entry:
  %a = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %a) ]
  %z = icmp sle i32 %n, 0
  br i1 %z, label %done, label %more
more:
  %n1 = sub i32 %n, 1
  %r = call i32 @k(i32 %n1) [ "convergencectrl"(token %a) ]
  %t = add i32 %s, %r
  ret i32 %t
done:
  ret i32 %s
}
"""


def test_a_kernel_calling_itself_is_outside_both_arguments() -> None:
    from fuzzfarm.analysis.unobserved_groupings import observed_by

    fn = parse_module(RECURSIVE_UNDER_ANCHOR).kernel()
    for model in (Model.MAXIMAL, Model.IPDOM):
        assert decomposed.root_anchor(fn, model) is None
    assert observed_by(fn) == "it calls a defined function"
