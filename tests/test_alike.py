"""Lanes that behave alike (fuzzfarm/refinement/alike.py): root-anchor pairs that read
no lane identity, decided group by group on one sub-run per class vector of alike
lanes, so at 32 and 64 lanes where every subset (2^n - 1) was far too many.

The kernels count their anchor group with sums only. Small waves check the
class-vector check against every grouping listed (the independent expectation);
wide waves against verdicts derived by hand below each kernel.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from listed import listed_verdict

from fuzzfarm.cli import main
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import decomposed
from fuzzfarm.refinement.alike import lane_classes, lane_symmetric, vector_count
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.root_anchor import COUNT, SIZE, SUM_ONLY, sum_only
from oracles.reference import run

MODELS = [Model.MAXIMAL, Model.IPDOM]

# generators.root_anchor.SUM_ONLY: lanes with x > 3 reach the anchor and return
# 100 * M + C, M from the group's size n (SIZE), C the number of odd x in the group
# (COUNT); the others return x.
# The same count: the group's size less its even lanes.
COUNT_EVEN = """  %even = xor i32 %odd, 1
  %e = call i32 @subgroupAdd(i32 %even) CTRL
  %c = sub i32 %n, %e"""
# Not the same: whether any lane of the group is odd.
COUNT_ANY = "  %c = call i32 @subgroupMax(i32 %odd) CTRL"
SIZE_BITS = "  %m = and i32 %n, 7"  # a known-bits bug: the size taken to fit in 3 bits
SIZE_MOD = "  %m = urem i32 %n, 3"


def program(count: str, size: str, implicit: bool) -> Function:
    return sum_only(count, size, implicit)


def wave(xs: list[int]) -> Schedule:
    return Schedule.full(len(xs), {"x": xs})


def two_classes(lanes: int) -> Schedule:
    """Odd and even lanes alike among themselves (x 5 and 4), lane 2 outside the anchor."""
    return wave([0 if lane == 2 else 4 + lane % 2 for lane in range(lanes)])


def test_which_programs_are_lane_symmetric() -> None:
    assert lane_symmetric(program(COUNT, SIZE, True))
    assert lane_symmetric(program(COUNT_ANY, SIZE, False))
    lane_read = SUM_ONLY.replace("%odd = and i32 %x, 1", "%id = call i32 @getSubgroupLocalInvocationId()\n"
                             "  %odd = and i32 %id, 1") + "declare i32 @getSubgroupLocalInvocationId()\n"
    lane_read = lane_read.replace("COUNT", COUNT).replace("SIZE", SIZE).replace("ANCHOR", "")
    assert not lane_symmetric(parse_module(lane_read.replace(" CTRL", "").replace("ATTRS", "")).kernel())
    first = (SUM_ONLY.replace("COUNT", "  %c = call i32 @subgroupBroadcastFirst(i32 %odd)")
             .replace("SIZE", SIZE).replace("ANCHOR", "").replace(" CTRL", "").replace("ATTRS", "")
             + "declare i32 @subgroupBroadcastFirst(i32) convergent\n")
    assert not lane_symmetric(parse_module(first).kernel())
    # Alike lanes: equal arguments; 32 lanes of two values and one outsider.
    classes = lane_classes(two_classes(32), True)
    assert sorted(len(c) for c in classes) == [1, 15, 16]
    assert vector_count([len(c) for c in classes]) == 2 * 16 * 17 - 1
    assert lane_classes(two_classes(4), False) == [[0], [1], [2], [3]]


PAIRS = [(COUNT, SIZE, COUNT_EVEN, SIZE), (COUNT, SIZE, COUNT, SIZE_MOD),
         (COUNT, SIZE, COUNT_ANY, SIZE), (COUNT, SIZE_MOD, COUNT, SIZE),
         (COUNT_ANY, SIZE, COUNT, SIZE)]


@pytest.mark.parametrize("implicit", [False, True])
@pytest.mark.parametrize("pair", PAIRS)
def test_class_vectors_agree_with_every_grouping_listed(pair: tuple[str, str, str, str],
                                                        implicit: bool) -> None:
    # 5 lanes (Bell(5) = 52 groupings, all listed): the full enumeration's verdict is the
    # independent expectation; the check runs 2 * 3 * 2 - 1 = 11 class vectors, not 31 subsets.
    before, after = program(*pair[:2], implicit), program(*pair[2:], implicit)
    schedule = wave([4, 5, 0, 5, 4])
    expected, listed_before = listed_verdict(before, after, schedule)
    got = decomposed.decide(before, after, schedule, Model.MAXIMAL, decomposed.reference_runner)
    assert got is not None and got.passed is expected, (expected, got)
    if not got.passed:  # the violation's grouping is one of after's, replayed whole
        assert got.after_choices is not None and got.after is not None
        assert run(after, schedule.with_choices(got.after_choices)).behaviour == got.after
        assert not any(compare(got.after, b).match is Match.YES for b in listed_before.decided)


@pytest.mark.parametrize("implicit", [False, True])
@pytest.mark.parametrize("model", MODELS)
def test_a_correct_rewrite_passes_at_16_lanes(implicit: bool, model: Model) -> None:
    # By hand: in any group G, both programs return 100|G| + (odd lanes of G) in G's lanes
    # (|G| - even lanes = odd lanes), so before grouped as after matches it. Bell(16)
    # groupings and 2^16 - 1 subsets were beyond every bound (inconclusive); 2 * 9 * 8 - 1
    # = 143 class vectors.
    before, after = program(COUNT, SIZE, implicit), program(COUNT_EVEN, SIZE, implicit)
    verdict = check_refinement(before, after, [two_classes(16)], model)
    assert verdict.kind is Verdict.PASS, (verdict.message, verdict.notes)


def test_a_correct_rewrite_passes_at_64_lanes() -> None:
    # As above, every anchor lane alike (x = 4): 2 * 64 - 1 = 127 class vectors.
    before, after = program(COUNT, SIZE, True), program(COUNT_EVEN, SIZE, True)
    wide = wave([0 if lane == 2 else 4 for lane in range(64)])
    verdict = check_refinement(before, after, [wide], Model.MAXIMAL)
    assert verdict.kind is Verdict.PASS, (verdict.message, verdict.notes)


@pytest.mark.parametrize("implicit", [False, True])
def test_a_bug_that_needs_a_group_of_eight_at_16_lanes(implicit: bool) -> None:
    # By hand: after grouped with a group G of 8 or more shows 100 * (|G| & 7) + c (c the
    # odd lanes of G) in G's lanes, e.g. all 15 anchor lanes in one group: 100 * 7 + 8 =
    # 708. Before shows 100|G| + c with c <= |G|, so 708 needs |G| = 7 and c = 8 > 7: no
    # grouping of before can. 8 lanes (7 in the anchor) pass. Before this check, 16 lanes
    # were inconclusive (Bell(15) groupings, 2^16 - 1 subsets).
    before, after = program(COUNT, SIZE, implicit), program(COUNT, SIZE_BITS, implicit)
    narrow = two_classes(8)
    assert check_refinement(before, after, [narrow], Model.MAXIMAL).kind is Verdict.PASS
    verdict = check_refinement(before, after, [two_classes(16)], Model.MAXIMAL)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    assert run(after, cex.schedule, Model.MAXIMAL).behaviour == cex.after


def test_the_farm_passes_32_lanes_on_the_simulator() -> None:
    from fuzzfarm.refinement.two_oracles import check_two_oracles

    before, after = program(COUNT, SIZE, True), program(COUNT_EVEN, SIZE, True)
    checked = check_two_oracles(before, after, [two_classes(32)], Model.MAXIMAL, agreement=False)
    assert checked.verdict.kind is Verdict.PASS and checked.path == "simt", checked.verdict.message
    assert "group by group" in checked.verdict.message


def test_validate_reports_and_replays_the_wide_bug(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    before, after = program(COUNT, SIZE, True), program(COUNT, SIZE_BITS, True)
    b, a = tmp_path / "before.ll", tmp_path / "after.ll"
    b.write_text(print_module(before.module))
    a.write_text(print_module(after.module))
    schedule = two_classes(32)
    sched = tmp_path / "s.json"
    sched.write_text(schedule.dumps())
    out = tmp_path / "repro"
    assert main(["validate", str(b), str(a), "--schedule", str(sched), "--out", str(out)]) == 1
    capsys.readouterr()
    data = json.loads((out / "schedule.json").read_text())
    assert len(data["active_lanes"]) == 32
    anchors = data["choices"]["anchors"]
    chosen = [f"{name}:{lane}:{occ}={label}" for name, lane, occ, label in anchors]
    xs = ",".join(str(x) for x in schedule.args["x"])
    assert main(["run", str(a), "--threads", "32", "--args", "x=" + xs,
                 *[x for c in chosen for x in ("--anchor", c)]]) == 0
    shown = capsys.readouterr().out
    returned = [int(line.rsplit(" ", 1)[1]) for line in shown.splitlines() if ": ret " in line]
    assert len(returned) == 32
    # Some lane shows 100 * m + c with c > m, beyond every grouping of before (c <= |G| = m).
    assert any(v >= 100 and v % 100 > v // 100 for v in returned), returned


def test_campaign_sizing_keeps_a_wide_wave_of_few_input_classes() -> None:
    # A symmetric pair keeps all 32 lanes of a two-valued wave (543 sub-runs, within the
    # 1023 of 10 lanes' subsets); with 32 different inputs it narrows to at most 10 lanes.
    from fuzzfarm.farm.sizing import sized

    before, after = program(COUNT, SIZE, True), program(COUNT_EVEN, SIZE, True)
    drawn = two_classes(32)
    fallback = Schedule(32, (0, 1), dict(drawn.args))
    assert sized(before, after, [drawn], [Model.MAXIMAL], [fallback]) == [drawn]
    distinct = wave([4 + lane for lane in range(32)])
    [picked] = sized(before, after, [distinct], [Model.MAXIMAL], [fallback])
    assert len(picked.active_lanes) <= decomposed.MAX_LANES
    assert set(picked.active_lanes) <= set(distinct.active_lanes)
