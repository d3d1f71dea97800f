"""The farm checks every case with both oracles (fuzzfarm/refinement/two_oracles.py).

- The lane simulator's fast path (deterministic programs, every schedule YES)
  gives the verdict the reference alone gives, case by case, for a naive and an
  aware transform and an LLVM pipeline.
- A disagreement between the oracles is an inconclusive "oracle disagreement"
  case, counted by the worker, never a violation.
- A violation still comes from the reference, with its counterexample.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

import pytest

import fuzzfarm.refinement.two_oracles as two_oracles
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig, check_case
from fuzzfarm.farm.worker import run_batch
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.vocabulary import Verdict

BASE = 2 << 32  # the seeds of the fast-path cases (master seed 2)
NAIVE_BASE = 12 << 32  # the seeds of test_farm's hoist-naive campaign (master seed 12)


@dataclass
class Call:
    seed: int
    args: tuple
    kwargs: dict
    result: two_oracles.TwoOracleResult


def _recording(monkeypatch: pytest.MonkeyPatch) -> list[Call]:
    calls: list[Call] = []
    original = two_oracles.check_two_oracles

    def wrapper(before, after, schedules, model="maximal", **kw):
        result = original(before, after, schedules, model, **kw)
        calls.append(Call(kw.get("agree_index", -1), (before, after, list(schedules), model), kw,
                          result))
        return result

    monkeypatch.setattr(two_oracles, "check_two_oracles", wrapper)
    return calls


@pytest.mark.parametrize(("candidate", "cases"), [
    (Candidate("transform", "sink-naive"), 48),  # our transforms fire on few kernels
    (Candidate("transform", "sink"), 48),
    (Candidate("pipeline", "simplifycfg,jump-threading"), 16),
])
def test_fast_path_gives_the_reference_verdicts(candidate: Candidate, cases: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _recording(monkeypatch)
    config = CampaignConfig(candidate, models=("maximal", "ipdom"), reduce_seconds=0)
    for seed in range(BASE, BASE + cases):
        check_case(config, seed)
    paths = Counter(c.result.path for c in calls)
    assert paths["disagreement"] == 0, [
        (c.seed, c.args[3], c.result.verdict.message) for c in calls if c.result.path == "disagreement"]
    # the fast path is actually taken (and the reference still decides the rest)
    print(candidate.label, dict(paths), Counter(c.result.verdict.kind.value for c in calls))
    assert paths["simt"] >= 4, paths
    for c in calls:
        before, after, schedules, model = c.args
        reference_only = check_refinement(before, after, schedules, model,
                                          max_runs=c.kwargs["max_runs"])
        if c.result.path == "simt":
            assert c.result.verdict.kind is Verdict.PASS
            # the simulator may decide what the reference could only sample (step 5),
            # never the other way round
            assert reference_only.kind in (Verdict.PASS, Verdict.INCONCLUSIVE)
        else:
            assert c.result.verdict.kind is reference_only.kind, (c.seed, model, c.result.path)


def _first_violation(config: CampaignConfig) -> int:
    for seed in range(NAIVE_BASE, NAIVE_BASE + 60):  # generator version 3: the first is + 3
        if any(c.verdict == "violation" for c in check_case(config, seed)):
            return seed
    raise AssertionError("hoist-naive found no violation in 60 seeds")


NAIVE = CampaignConfig(Candidate("transform", "hoist-naive"), models=("maximal", "ipdom"),
                       reduce_seconds=0)


@pytest.fixture(scope="module")
def violating_seed() -> int:
    return _first_violation(NAIVE)


def test_violation_comes_from_the_reference_with_its_counterexample(violating_seed: int) -> None:
    cases = check_case(NAIVE, violating_seed)
    found = [c for c in cases if c.verdict == "violation"]
    assert found
    for c in found:
        assert c.schedule is not None
        assert "differences:" in c.details and "before:" in c.details
        assert not c.message.startswith(two_oracles.DISAGREEMENT)
    # the stage timings are the seed's: carried once, by the first model's result
    assert {"generate", "optimize", "simt", "reference"} <= set(cases[0].timings)
    assert all(not c.timings for c in cases[1:])


def _planted(real):
    """The simulator, wrong on purpose: every behaviour's outcome flipped."""

    def wrong(fn, schedules, model="maximal"):
        return [replace(r, behaviour=Behaviour(Outcome.UB, (), "planted")
                        if r.behaviour.outcome is Outcome.OK else Behaviour(Outcome.OK, ()))
                for r in real(fn, schedules, model)]

    return wrong


def test_planted_disagreement_is_inconclusive_never_a_violation(
        violating_seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    from oracles import simt

    monkeypatch.setattr(two_oracles, "AGREEMENT_EVERY", 1)  # every case cross-checked
    monkeypatch.setattr(simt, "run_batch", _planted(simt.run_batch))
    cases = check_case(NAIVE, violating_seed)
    assert [c.verdict for c in cases] == ["inconclusive"] * 2
    for c in cases:
        assert c.message.startswith("oracle disagreement:")
        assert c.schedule is not None and c.before and c.after
        assert "simulator:" in c.details and "reference" in c.details
    report = run_batch(NAIVE.to_json(), [violating_seed])
    assert report.verdicts["violation"] == 0
    assert report.oracle_disagreements == 2
    assert len(report.cases) == 2  # kept, with program and schedule, for triage


def test_simulator_crash_falls_back_to_the_reference(violating_seed: int,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    from oracles import simt

    def boom(fn, schedules, model="maximal"):
        raise RuntimeError("planted simulator crash")

    monkeypatch.setattr(simt, "run_batch", boom)
    cases = check_case(NAIVE, violating_seed)
    assert "violation" in [c.verdict for c in cases]


def test_agreement_sample_covers_every_schedule_position() -> None:
    """A campaign's consecutive seeds replay one block in AGREEMENT_EVERY, every position."""
    every, n = two_oracles.AGREEMENT_EVERY, 5
    sampled = [s for s in range(BASE, BASE + 40 * every * n) if two_oracles.agreement_sampled(s, n)]
    assert len(sampled) == 40 * n
    assert Counter(s % n for s in sampled) == dict.fromkeys(range(n), 40)


def test_a_case_for_the_reference_is_always_cross_checked(
        violating_seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Unsampled, a case the simulator decides is not replayed; one that reaches the
    reference (here a violation) still is, on both programs, before its verdict."""
    monkeypatch.setattr(two_oracles, "AGREEMENT_EVERY", 1 << 40)  # no seed near here sampled
    calls = _recording(monkeypatch)
    for seed in range(violating_seed - 3, violating_seed + 1):
        check_case(NAIVE, seed)
    assert all(not two_oracles.agreement_sampled(c.seed, len(c.args[2])) for c in calls)
    by_path = {c.result.path: c.result for c in calls}
    assert by_path["reference"].verdict.kind is Verdict.VIOLATION
    assert by_path["reference"].replays == 2 and by_path["reference"].agreement_seconds > 0
    assert by_path["simt"].replays == 0 and by_path["simt"].agreement_seconds == 0
