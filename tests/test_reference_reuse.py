"""The reference's runs remembered inside ``reference.reused()`` (oracles/reference/reuse.py).

A check asks for many of the same runs again (a sampled listing, then the whole one,
then both programs under every hierarchy); inside the scope each (function, model,
schedule with its choices) runs once, and a later ask gets the same observation and
charges the same work, step by step, so a metered computation counts and stops as if
the run had been made again. Outside every scope nothing is remembered."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_work import COUNTING

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.work import WorkLimitExceeded, metered
from oracles import reference
from oracles.reference import scheduler


@pytest.fixture
def executions(monkeypatch: pytest.MonkeyPatch) -> list[Schedule]:
    """The schedules the reference actually executed (not answered from the scope)."""
    made: list[Schedule] = []
    real = scheduler._run

    def counted(fn, schedule, *args):  # type: ignore[no-untyped-def]
        made.append(schedule)
        return real(fn, schedule, *args)

    monkeypatch.setattr(scheduler, "_run", counted)
    return made


def test_a_run_asked_again_in_the_scope_is_made_once(executions: list[Schedule]) -> None:
    fn = parse_module(COUNTING).kernel()
    schedule = Schedule.full(2, {"x": [3, 5]})
    with reference.reused():
        first = reference.run(fn, schedule)
        again = reference.run(fn, replace(schedule))  # an equal schedule, another object
        other = reference.run(fn, Schedule.full(2, {"x": [3, 6]}))
        ipdom = reference.run(fn, schedule, "ipdom")
    assert again is first and other is not first and ipdom is not first
    assert len(executions) == 3
    assert [t.return_value for t in other.behaviour.threads] == [3, 6]
    reference.run(fn, schedule)  # outside the scope: run again
    assert len(executions) == 4


def test_a_remembered_run_charges_its_work_again_step_by_step(executions: list[Schedule]) -> None:
    fn = parse_module(COUNTING).kernel()
    schedule = Schedule.full(4, {"x": [40, 3, 900, 7]})
    with metered() as once:
        reference.run(fn, schedule)
    with reference.reused(), metered() as twice:
        reference.run(fn, schedule)
        reference.run(fn, schedule)
    assert twice.used == 2 * once.used and len(executions) == 2
    # A limit crossed during the remembered run stops it where the run itself stopped:
    # after the same thread's step, with the same work counted.
    limit = once.used + once.used // 2
    with pytest.raises(WorkLimitExceeded), metered(limit) as alone:
        reference.run(fn, schedule)
        reference.run(fn, schedule)
    with pytest.raises(WorkLimitExceeded), reference.reused(), metered(limit) as scoped:
        reference.run(fn, schedule)
        reference.run(fn, schedule)
    assert scoped.used == alone.used > limit
