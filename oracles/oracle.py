"""The one face both oracles show, and the one test of whether they agree.

The reference interpreter (:mod:`oracles.reference`) and the lane simulator
(:mod:`oracles.simt`) are independent implementations of SEMANTICS.md. Each
package *is* an :class:`Oracle`: it exposes the same three functions, so a
caller (the farm's two-oracle check, ``fuzzfarm run --oracle``, the dashboard,
the tests) can hold either one and never needs to know which.

- ``run(fn, schedule, model)``: one execution of ``fn`` on one schedule;
- ``run_batch(fn, schedules, model)``: one per schedule, in order (the
  simulator runs them as one vectorized batch, the reference one by one);
- ``replay(fn, schedule, choices, model)``: an execution that makes exactly the
  implementation ``choices`` recorded by an earlier run (possibly of the other
  oracle); this is how the two are compared one to one.

Each returns an :class:`~oracles.observation.Observation`, one concrete type:
the behaviour and the choices that produced it, and as its ``trace`` the detail
only that oracle can show (the reference its
:class:`~oracles.reference.ExecutionRecord`, the simulator its lane timeline).
:func:`agrees` compares two observations and never looks at a trace.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from fuzzfarm.behaviour import INTERLEAVED, TYPE_PUN, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles.observation import Observation

__all__ = ["Observation", "Oracle", "agrees"]


class Oracle(Protocol):
    """An executable semantics of SEMANTICS.md (both oracle packages implement it)."""

    NAME: str

    def run(self, fn: Function, schedule: Schedule, model: Model = ...) -> Observation[object]: ...

    def run_batch(self, fn: Function, schedules: Sequence[Schedule],
                  model: Model = ...) -> Sequence[Observation[object]]: ...

    def replay(self, fn: Function, schedule: Schedule, choices: Choices,
               model: Model = ...) -> Observation[object]: ...


def agrees(one: Observation[object], other: Observation[object]) -> bool:
    """Do two oracles' observations on the same schedule and choices agree?

    Equal outcomes, and for ``ok`` equal threads and approximations; messages are
    not compared (each oracle words its own), nor the details of a run that did
    not end ``ok`` (where UB struck, which step ran out first), nor the traces.
    """
    first, second = one.behaviour, other.behaviour
    racy = first.approximations & INTERLEAVED
    if racy or second.approximations & INTERLEAVED:
        # each oracle shows its own interleaving of a racy run: they agree on the race
        return racy == second.approximations & INTERLEAVED
    if first.outcome != second.outcome:
        return False
    if first.outcome is not Outcome.OK:
        return True
    # A type pun through !tbaa is the reference's note alone (fuzzfarm.behaviour.TYPE_PUN):
    # the simulator never reports a violation, so it need not see one.
    return first.threads == second.threads and first.memory == second.memory \
        and first.approximations - {TYPE_PUN} == second.approximations - {TYPE_PUN}


if TYPE_CHECKING:  # the type checker proves both packages implement the protocol
    from oracles import reference, simt

    _REFERENCE: Oracle = reference
    _SIMT: Oracle = simt
