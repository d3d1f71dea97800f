"""An inconclusive case keeps the schedule it stayed undecided on (fuzzfarm/farm/case.py,
``Judgement.undecided_at``), so ``fuzzfarm bugs finding N --out DIR`` writes a reproducer
that replays what was checked; a reproducer whose schedule cannot launch its kernel is
bad input (exit 2, one line), not a traceback from the oracles."""

from __future__ import annotations

import json

from clirun import fuzzfarm
from twin import twin

from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig, _check_models
from fuzzfarm.ir import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.reproducer import Reproducer
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.schedules import generate_schedule

#: Three anchors, each run by every lane, each with a ballot of the lane id's low bit:
#: Bell(n)^3 groupings of after to list, far more than max_runs on 6 lanes, 1 on 1 lane.
#: The ballots' sum decides a branch, which no argument covering every grouping at once
#: follows (the same choice stops at a branch on a grouped value: SEMANTICS.md, "The same
#: choice"), so the wide schedule stays undecided.
KERNEL = """
define void @kernel(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %odd = trunc i32 %lane to i1
  %t1 = call token @llvm.experimental.convergence.anchor()
  %b1 = call i64 @subgroupBallot(i1 %odd) [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  %b2 = call i64 @subgroupBallot(i1 %odd) [ "convergencectrl"(token %t2) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  %b3 = call i64 @subgroupBallot(i1 %odd) [ "convergencectrl"(token %t3) ]
  %s = add i64 %b1, %b2
  %s2 = add i64 %s, %b3
  %p = getelementptr inbounds i64, ptr %out, i32 %lane
  %big = icmp ugt i64 %s2, 64
  br i1 %big, label %high, label %low
high:
  store i64 %s2, ptr %p, align 8
  ret void
low:
  store i64 0, ptr %p, align 8
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.anchor()
"""


def _schedules(fn) -> list[Schedule]:  # type: ignore[no-untyped-def]
    one = generate_schedule(fn, 1, subgroup_size=8, active_lanes=(3,))
    wide = generate_schedule(fn, 2, subgroup_size=8, active_lanes=tuple(range(6)))
    return [one, wide]


def test_a_judgement_names_the_first_schedule_it_left_undecided() -> None:
    fn = parse_module(KERNEL).kernel()
    verdict = check_refinement(fn, twin(fn), _schedules(fn), Model.MAXIMAL, max_runs=4)
    assert verdict.kind is Verdict.INCONCLUSIVE and verdict.undecided == 1
    assert verdict.undecided_at == 1  # the one-lane schedule was decided


def test_an_inconclusive_case_stores_the_undecided_schedule_and_replays_it(tmp_path) -> None:
    fn = parse_module(KERNEL).kernel()
    after = twin(fn)
    schedules = _schedules(fn)
    config = CampaignConfig(Candidate("transform", "sink"), models=(Model.MAXIMAL,), max_runs=4)

    def case(model, verdict, message="", **kw):  # type: ignore[no-untyped-def]
        return dict(model=model, verdict=verdict, message=message, **kw)

    [result] = _check_models(config, 0, fn, after, None, schedules, {}, case)
    assert result["verdict"] == "inconclusive"
    stored = Schedule.from_json(result["schedule"])
    assert stored == schedules[1]
    # the stored schedule alone is undecided again: the reproducer replays what was checked
    again = check_refinement(fn, after, [stored], Model.MAXIMAL, max_runs=4)
    assert again.kind is Verdict.INCONCLUSIVE and again.undecided_at == 0


def test_replay_refuses_a_schedule_that_cannot_launch_the_kernel(tmp_path) -> None:
    fn = parse_module(KERNEL).kernel()
    Reproducer(before=KERNEL, after=KERNEL.replace("%s2", "%sum"), schedule=Schedule.full(1),
               model=Model.MAXIMAL, function="kernel", verdict="inconclusive",
               candidate=None, message="undecided").write(tmp_path / "r")
    ran = fuzzfarm(["replay", tmp_path / "r"])
    assert ran.returncode == 2 and "schedule.json cannot launch @kernel" in ran.stderr, ran
    assert len(ran.stderr.strip().splitlines()) == 1
    # with a schedule that gives the kernel its inputs the same reproducer replays
    good = tmp_path / "r" / "schedule.json"
    good.write_text(json.dumps(_schedules(fn)[0].to_json()))
    ran = fuzzfarm(["replay", tmp_path / "r"])
    assert ran.returncode == 0 and "verdict: pass" in ran.stdout, ran


def test_a_deferred_check_asks_the_simulator_alone() -> None:
    """Six lanes of three anchors: Bell(6)^3 groupings, beyond the simulator's listing.
    Deferred, the check answers at once (path "deferred": the reference not run) so the
    campaign can try narrower rungs first; not deferred, the reference samples."""
    from fuzzfarm.refinement.two_oracles import DEFERRED, check_two_oracles

    fn = parse_module(KERNEL).kernel()
    wide = [_schedules(fn)[1]]
    deferred = check_two_oracles(fn, twin(fn), wide, Model.MAXIMAL, agreement=False, defer=True)
    assert deferred.path == "deferred" and deferred.verdict.kind is Verdict.INCONCLUSIVE
    assert deferred.verdict.message == DEFERRED and deferred.verdict.undecided_at == 0
    asked = check_two_oracles(fn, twin(fn), wide, Model.MAXIMAL, agreement=False)
    assert asked.path == "reference" and asked.verdict.kind is Verdict.INCONCLUSIVE
    assert "only sampled" in "\n".join(asked.verdict.notes)
