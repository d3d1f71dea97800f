"""Work (fuzzfarm/work.py): counted the same on every machine and load, limited cooperatively."""

from __future__ import annotations

import threading

import pytest

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule
from fuzzfarm.work import Meter, WorkLimitExceeded, charge, metered
from oracles import reference
from oracles.reference.scheduler import RUN_WORK

#: Each lane adds 1 to %i until it reaches %x: 1 + 4 * x + 1 instructions per lane (the
#: entry's branch; per iteration the phi, the add, the compare and the branch; the ret).
COUNTING = """\
define i32 @kernel(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %again = icmp ult i32 %next, %x
  br i1 %again, label %loop, label %exit
exit:
  ret i32 %next
}
"""


def counting():
    return parse_module(COUNTING).kernel()


def test_a_run_costs_its_steps_whatever_the_machine() -> None:
    fn = counting()
    schedule = Schedule.full(2, {"x": [3, 5]})
    with metered() as meter:
        reference.run(fn, schedule)
    # Lane 0: 1 + 4*3 + 1 steps, lane 1: 1 + 4*5 + 1, and the run's fixed cost.
    assert meter.used == (14 + 22) + RUN_WORK
    with metered() as again:
        reference.run(fn, schedule)
    assert again.used == meter.used


def test_past_the_limit_the_work_stops_at_a_safe_point() -> None:
    fn = counting()
    runaway = Schedule.full(4, {"x": [10**9] * 4})  # every lane runs to its step budget
    with pytest.raises(WorkLimitExceeded), metered(limit=1_000) as meter:
        reference.run(fn, runaway)
    # Stopped after the first thread's run to its budget, not at the end of the run.
    assert 1_000 < meter.used <= RUN_WORK + runaway.step_budget
    # The interpreter is in a clean state: the same kernel runs normally afterwards.
    assert reference.run(fn, Schedule.full(1, {"x": [2]})).behaviour.threads[0].return_value == 2


def test_meters_nest_and_are_per_thread() -> None:
    with metered() as outer:
        charge(5)
        with metered(limit=10) as inner:
            charge(7)
        assert (inner.used, outer.used) == (7, 12)
        seen: list[Meter] = []

        def elsewhere() -> None:  # another thread's work is not this meter's
            charge(1_000)
            with metered() as own:
                charge(3)
            seen.append(own)

        t = threading.Thread(target=elsewhere)
        t.start()
        t.join()
        assert outer.used == 12 and seen[0].used == 3
    charge(10**9)  # no meter: nothing counts, nothing raises
