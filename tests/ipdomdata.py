"""The hand-built ipdom pairs of tests/data/ipdom and their schedules, shared by the tests."""

from __future__ import annotations

from pathlib import Path

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Schedule

DATA = Path(__file__).resolve().parent / "data" / "ipdom"


def kernel(name: str) -> Function:
    """The kernel of ``tests/data/ipdom/<name>``."""
    return parse_module((DATA / name).read_text()).kernel()


def narrowed(schedule: Schedule, fn: Function) -> Schedule:
    """``schedule`` with only the arguments ``fn`` has (the pairs of a file share one
    schedule, a program of the pair may lack an argument it folded away)."""
    names = {a.name for a in fn.args}
    return Schedule(schedule.subgroup_size, schedule.active_lanes,
                    {k: v for k, v in schedule.args.items() if k in names})
