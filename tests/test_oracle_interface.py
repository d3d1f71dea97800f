"""Both oracles show one face (oracles/oracle.py): run, run a batch, replay recorded choices."""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import Behaviour, Outcome, ThreadBehaviour
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import MODELS
from oracles import reference, simt
from oracles.oracle import Observation, Oracle, agrees

DATA = Path(__file__).resolve().parent / "data"
ORACLES: list[Oracle] = [reference, simt]


def anchored():
    return parse_module((DATA / "anchor_hoisting_hoisted.ll").read_text()).kernel()


def schedules() -> list[Schedule]:
    return [Schedule.full(4, {"condition": [1, 0, 1, 0], "v": [5, 1, 7, 3]}),
            Schedule.full(3, {"condition": [0, 0, 1], "v": [2, 9, 4]})]


@pytest.mark.parametrize("oracle", ORACLES, ids=lambda o: o.NAME)
@pytest.mark.parametrize("model", MODELS)
def test_run_batch_and_replay_are_run(oracle: Oracle, model: str) -> None:
    fn = anchored()
    batch = oracle.run_batch(fn, schedules(), model)
    assert len(batch) == 2
    for s, observed in zip(schedules(), batch, strict=True):
        single = oracle.run(fn, s, model)
        assert single.behaviour == observed.behaviour
        assert single.behaviour.outcome is Outcome.OK
        again = oracle.replay(fn, s, single.choices, model)
        assert again.behaviour == single.behaviour


@pytest.mark.parametrize("model", MODELS)
def test_each_oracle_replays_the_others_choices(model: str) -> None:
    """An anchor grouping chosen explicitly is made by both, and they agree on its behaviour."""
    fn = anchored()
    s = schedules()[0]
    # Lanes 0 and 2 (condition true) in one anchor group, 1 and 3 each alone.
    split = Choices(anchors=(AnchorGroup("tok", 0, 1, 0), AnchorGroup("tok", 2, 1, 0),
                             AnchorGroup("tok", 1, 1, 1), AnchorGroup("tok", 3, 1, 2)))
    for first, second in ((reference, simt), (simt, reference)):
        seen = first.replay(fn, s, split, model)
        other = second.replay(fn, s, seen.choices, model)
        assert agrees(seen, other), (first.NAME, second.NAME)
    # Lane 3 is alone in its group: subgroupMin over {3} is its own value (3), where
    # the model's grouping would have put it with lane 1 (min 1).
    assert reference.replay(fn, s, split, model).behaviour.threads[3].buffers[0][:4] == (3, 0, 0, 0)
    assert reference.run(fn, s, model).behaviour.threads[3].buffers[0][:4] == (1, 0, 0, 0)


def test_agrees_compares_what_both_oracles_define() -> None:
    def seen(behaviour: Behaviour, trace: object = None) -> Observation[object]:
        return Observation(behaviour, Choices(), trace)

    def ok(ret: int) -> Behaviour:
        return Behaviour(Outcome.OK, (ThreadBehaviour(0, ret, (), ()),))

    assert agrees(seen(ok(1)), seen(ok(1))) and not agrees(seen(ok(1)), seen(ok(2)))
    # Where UB struck and how each oracle words it are not compared; the outcome is.
    assert agrees(seen(Behaviour(Outcome.UB, message="division by zero in %a")),
                  seen(Behaviour(Outcome.UB, message="udiv by 0")))
    assert not agrees(seen(Behaviour(Outcome.UB)), seen(ok(1)))
    # Nor what only one oracle can show (its trace).
    assert agrees(seen(ok(1), "a reference record"), seen(ok(1), ["a lane timeline"]))


@pytest.mark.parametrize("model", MODELS)
def test_both_oracles_return_one_observation_type(model: str) -> None:
    """One concrete type, whichever oracle ran: the checks never need to know which."""
    fn = anchored()
    s = schedules()[0]
    ref, sim = reference.run(fn, s, model), simt.run(fn, s, model)
    assert type(ref) is type(sim) is Observation
    assert isinstance(ref.trace, reference.ReferenceTrace) and ref.trace.record.threads
    assert isinstance(sim.trace, simt.LaneTrace) and sim.trace.lane_instructions > 0
    assert sim.trace.timeline[0] == ("entry", 0b1111)  # all four lanes enter together
    # The simulator's choices are computed on first access, once, and then stay put.
    assert sim.choices is sim.choices and sim.choices.anchors
    assert reference.replay(fn, s, sim.choices, model).choices == sim.choices
    with pytest.raises(AttributeError):
        sim.behaviour = ref.behaviour  # type: ignore[misc]  # frozen
