"""The guided search of *before*'s anchor groupings for a match of one *after* behaviour
(fuzzfarm/refinement/guided.py; SEMANTICS.md, "Sampled choices and what a verdict means").

``tests/data/guided/before.ll`` runs two anchors in each of three loop iterations: at 16
lanes and more its groupings cannot be listed, and a sample of 64 never holds the one
*after* shows. ``halves.ll`` unswitches the loop on ``lane < 8`` and ties each half's
operations to loop hearts: one legal grouping of *before* (lanes 0-7 and 8-15 apart for
every instance of both anchors), so the check passes once that grouping is found, and
*after* has no choice of its own (its listing is exhaustive). ``split_max.ll`` takes the
maximum over every lane instead: one anchor instance gives its ballot and its maximum
one set in *before*, so no grouping matches, and a search that finds nothing decides
nothing (inconclusive, never a violation: *before*'s groupings were not all listed).
The lane simulator's check (``passes_every_choice``) searches the same way where its
listing of *before* is cut at the limit, so the two oracles decide the pair alike.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.directed import site_namings
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.refinement.guided import Budget, guided_match
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import behaviours, run

DATA = Path(__file__).parent / "data" / "guided"
MODELS = [Model.MAXIMAL, Model.IPDOM]


def _kernel(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).functions["kernel"]


def _schedule(lanes: int) -> Schedule:
    return Schedule.full(lanes, {"x": [(lane * 5) % 7 - 3 for lane in range(lanes)]})


@pytest.mark.parametrize("model", MODELS)
def test_halves_grouping_is_found_instance_by_instance(model: Model) -> None:
    before, after = _kernel("before"), _kernel("halves")
    schedule = _schedule(16)
    shown = run(after, schedule, model)
    # By hand: every iteration, lane 0's ballot is lanes 0-7 (0xff), lane 15's lanes 8-15.
    assert shown.behaviour.threads[0].return_value != run(before, schedule, model).behaviour \
        .threads[0].return_value
    by_label, by_callee = site_namings(before, after)
    # after's operations are renamed (%bal.lo, ...): by label nothing is matched.
    assert guided_match(before, schedule, model, shown.behaviour, shown.trace.record,
                        Choices(), by_label, Budget(24)) is None
    found = guided_match(before, schedule, model, shown.behaviour, shown.trace.record,
                         Choices(), by_callee, Budget(24))
    assert found is not None
    chosen, comparison = found
    assert comparison.match is Match.YES
    # The grouping found is the halves': each anchor instance of lanes 0-7 shares its label
    # with lane 0's instance of the same iteration, none with lane 8's.
    label = {(g.anchor, g.lane, g.occurrence): g.label for g in chosen.anchors}
    for anchor in ("a", "b"):
        for occurrence in (1, 2, 3):
            lo = {label[(anchor, lane, occurrence)] for lane in range(8)}
            hi = {label[(anchor, lane, occurrence)] for lane in range(8, 16)}
            assert len(lo) == 1 and len(hi) == 1 and lo != hi
    # And the proof holds on its own: before run with it shows after's behaviour.
    again = run(before, schedule.with_choices(chosen), model).behaviour
    assert compare(shown.behaviour, again).match is Match.YES


@pytest.mark.parametrize("model", MODELS)
def test_unswitched_halves_pass_where_before_cannot_be_listed(model: Model) -> None:
    before, after = _kernel("before"), _kernel("halves")
    schedule = _schedule(16)
    assert not behaviours(before, schedule, model, max_runs=64).exhaustive
    assert behaviours(after, schedule, model, max_runs=64).exhaustive
    assert check_refinement(before, after, [schedule], model).kind is Verdict.PASS


@pytest.mark.parametrize("model", MODELS)
def test_a_set_no_grouping_gives_stays_undecided(model: Model) -> None:
    before, after = _kernel("before"), _kernel("split_max")
    verdict = check_refinement(before, after, [_schedule(16)], model)
    assert verdict.kind is Verdict.INCONCLUSIVE
    # The search ran and found nothing (it never claims a match its run does not show).
    schedule = _schedule(16)
    shown = run(after, schedule, model)
    for site in site_namings(before, after):
        assert guided_match(before, schedule, model, shown.behaviour, shown.trace.record,
                            Choices(), site, Budget(24)) is None


@pytest.mark.parametrize("model", MODELS)
def test_lane_simulator_finds_the_halves_grouping_too(model: Model) -> None:
    """*after*'s one choice is listed; *before*'s listing is cut at the limit and holds no
    match: the guided search finds the halves' grouping, as in the reference's check."""
    before, schedule = _kernel("before"), _schedule(16)
    assert passes_every_choice(before, _kernel("halves"), [schedule], model) is not None
    # No grouping gives split_max's sets: the search finds nothing, nothing passes.
    assert passes_every_choice(before, _kernel("split_max"), [schedule], model) is None
