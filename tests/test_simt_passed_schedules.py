"""Schedules the lane simulator passed exhaustively are not listed again by the reference.

When the simulator lists every choice of *after* (anchor groupings x cycle hierarchies) on
a schedule and sees each matched by *before*, that schedule passes on the same argument as
a case whose every schedule does (fuzzfarm/refinement/two_oracles.py, step 4; SEMANTICS.md
"Sampled choices and what a verdict means"), even when another schedule of the case holds a
choice *before* does not match (a suspect). The reference then looks only at the suspects'
schedules. Case: O2 seed (11<<32)+191 of end_to_end's campaign (master seed 11), a copied
irreducible cycle whose suspects are all on one schedule of four; before this change the
reference listed all 16 of *after*'s hierarchies on the other three again. (That schedule
is now passed by the reference against *before* with the loop around the cycle peeled.)
"""

from __future__ import annotations

import pytest

import fuzzfarm.refinement.check as check
import fuzzfarm.refinement.two_oracles as two_oracles
from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig, CaseResult, check_case

SEED = (11 << 32) + 191
CONFIG = CampaignConfig(Candidate("pipeline", "O2"))


def _spied(monkeypatch: pytest.MonkeyPatch) -> tuple[list[CaseResult], list[int],
                                                      list[list[tuple[int, object]]]]:
    """Run the case, recording the schedule indices the reference checked (by
    ``_check_schedule``, in order) and the suspects each two-oracle check handed on."""
    checked: list[int] = []
    suspects: list[list[tuple[int, object]]] = []
    real_schedule, real_refinement = check._check_schedule, check.check_refinement

    def schedule_spy(before, after, schedule, model, max_runs, mine=()):
        checked.append(schedule_spy.schedules.index(schedule))
        return real_schedule(before, after, schedule, model, max_runs, mine)

    def refinement_spy(before, after, schedules, model="maximal", **kw):
        schedule_spy.schedules = list(schedules)
        suspects.append(list(kw.get("suspects", ())))
        return real_refinement(before, after, schedules, model, **kw)

    monkeypatch.setattr(check, "_check_schedule", schedule_spy)
    monkeypatch.setattr(two_oracles, "check_refinement", refinement_spy)
    return check_case(CONFIG, SEED), checked, suspects


def test_the_reference_does_not_relist_schedules_the_simulator_passed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    results, checked, suspects = _spied(monkeypatch)
    assert len(suspects) == 1 and suspects[0], "the simulator handed the case on with suspects"
    suspect_schedules = {k for k, _ in suspects[0]}
    # the reference explored only the suspects' schedules: the other three were decided
    # by the simulator's exhaustive listing (before: [0, 1, 2, 3])
    assert set(checked) == suspect_schedules, (checked, suspect_schedules)
    # and the verdict is the reference's on that schedule: a pass against before with the
    # loop around the copied cycle peeled (SEMANTICS.md, "A copied irreducible cycle"),
    # where it was "1 of 4 schedules could not be decided" before copy26
    [result] = [r for r in results if r.model == "maximal"]
    assert result.verdict == "pass"
    [k] = suspect_schedules
    assert str(result.details).startswith(f"schedule {k + 1}: {check.PEELED}")


def test_a_suspect_schedule_still_goes_to_the_reference(monkeypatch: pytest.MonkeyPatch) -> None:
    """The schedule the simulator saw a choice unmatched on is decided by the reference,
    which starts from those choices: the simulator never answers anything but pass, so
    the case's pass is the reference's own re-check of that schedule against the peeled
    *before* (its note names the schedule), not the simulator's."""
    results, checked, suspects = _spied(monkeypatch)
    [k] = {k for k, _ in suspects[0]}
    assert k in checked
    [result] = [r for r in results if r.model == "maximal"]
    assert f"schedule {k + 1}: {check.PEELED}" in str(result.details)
