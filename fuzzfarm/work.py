"""Work: what a computation cost, counted so that it is the same on every machine and load.

The reducer gives each candidate a limit and each reduction a budget. Measured
in seconds, both would make the reduced case (and so a violation's signature
key, :mod:`storage.signatures`) depend on how busy the machine was: a candidate
cut off under load is rejected, the same candidate on an idle machine accepted.
Counted in *work* they do not. One unit of work is one step of the reference
interpreter (one instruction executed by one thread); the reducer adds a fixed
amount per candidate evaluated (parsing, printing, the candidate's pipeline).

The count is cooperative: the code doing the work calls :func:`charge` at points
where stopping is safe (the reference after each thread's run up to its next
convergent operation), and a :class:`WorkLimitExceeded` is raised there and
nowhere else. Nothing is interrupted from outside (no signal lands in a
finalizer or half way through filling a cache).

Meters are per thread and per asyncio task (a context variable): a dashboard
request in one thread is not charged to a reduction in another. Without an
active meter :func:`charge` does nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass


class WorkLimitExceeded(Exception):
    """The work of a metered computation passed its limit."""


@dataclass
class Meter:
    """The work charged since the meter started, and the limit (None: only count)."""

    limit: int | None = None
    used: int = 0


_ACTIVE: ContextVar[Meter | None] = ContextVar("fuzzfarm_work_meter", default=None)


@contextmanager
def metered(limit: int | None = None) -> Iterator[Meter]:
    """Count the work done inside the block; past ``limit`` units :func:`charge` raises.

    A meter inside another counts its work in the outer one too (when it ends, or
    when it raises), so an outer limit holds whatever the inner ones allow.
    """
    outer = _ACTIVE.get()
    meter = Meter(limit)
    token = _ACTIVE.set(meter)
    try:
        yield meter
    finally:
        _ACTIVE.reset(token)
        if outer is not None:
            outer.used += meter.used


def charge(units: int) -> None:
    """Count ``units`` of work on the active meter; raise when it is past its limit."""
    meter = _ACTIVE.get()
    if meter is None:
        return
    meter.used += units
    if meter.limit is not None and meter.used > meter.limit:
        raise WorkLimitExceeded(f"work limit of {meter.limit} units exceeded")
