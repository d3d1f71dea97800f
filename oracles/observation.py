"""What an oracle observed on one schedule: the one result type both oracles return.

An :class:`Observation` holds what the refinement check and the agreement check
compare, the same whichever oracle produced it:

- ``behaviour`` (:class:`~fuzzfarm.behaviour.Behaviour`): how the run ended (ok,
  UB, timeout, contradictory, unsupported) and, when it ended ok, per lane the
  return value, the output buffers, the barrier events (the communicating set of
  each barrier) and the external call events (SEMANTICS.md, "Observable behaviour");
- ``choices`` (:class:`~fuzzfarm.schedule.Choices`): the implementation choices
  the run made (cycle hierarchy, anchor groupings, order), so that the other
  oracle can replay exactly this run.

What only one oracle can show, for display and triage, is its ``trace``: the
reference's :class:`~oracles.reference.record.ReferenceTrace` (the execution
record of seed 003 and the traced values), the simulator's
:class:`~oracles.simt.results.LaneTrace` (its lane timeline and instruction count).
No check looks into a trace, so nothing can come to depend on which oracle ran.

The simulator records a batch's choices in batch-wide logs and most callers never
read them, so ``choices`` may be given as a function computing them; it is
called once, on first access.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from fuzzfarm.behaviour import Behaviour
from fuzzfarm.schedule import Choices

#: The oracle-specific detail of an observation.
Trace = TypeVar("Trace", covariant=True)


@dataclass(frozen=True, eq=False)
class Observation(Generic[Trace]):
    """What one oracle observed running one kernel on one schedule.

    Not compared with ``==`` (two oracles' messages and traces differ by design):
    whether two observations agree is :func:`oracles.oracle.agrees`, whether one
    refines another :func:`fuzzfarm.refinement.compare.compare` of their behaviours.
    """

    behaviour: Behaviour
    #: The choices made, or a function computing them on first access (see the module docstring).
    made: Choices | Callable[[], Choices] = field(repr=False)
    trace: Trace

    @property
    def choices(self) -> Choices:
        """The implementation choices this run made: replaying them reproduces ``behaviour``."""
        made = self.made
        if not isinstance(made, Choices):
            made = made()
            object.__setattr__(self, "made", made)  # computed once; the observation stays frozen
        return made
