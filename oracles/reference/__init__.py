"""The reference interpreter: the oracle users trust (SEMANTICS.md, implemented for clarity).

Public surface (the package is an :class:`oracles.oracle.Oracle`):

- :func:`run` executes one kernel on one schedule under a convergence model and
  returns an :class:`~oracles.observation.Observation` (behaviour, choices, and as its
  trace a :class:`ReferenceTrace`: the :class:`ExecutionRecord`, traced values);
  :func:`run_batch` one per schedule, :func:`replay` with given choices.
- :func:`behaviours` explores the implementation choices (anchor groupings, DFS
  orders of irreducible cycles) and returns a :class:`BehaviourSet`.
- :func:`hierarchies` lists every cycle hierarchy, each as the explicit DFS order
  (``Choices.dfs_order``) that gives it (from :mod:`fuzzfarm.analysis.hierarchies`).
- ``with reused(): ...`` sets each function up (models, reachability) once inside the block.
"""

from fuzzfarm.analysis.hierarchies import hierarchies
from oracles.reference.enumerate import BehaviourEntry, BehaviourSet, behaviours
from oracles.reference.record import ExecutionRecord, Instance, ReferenceTrace, ValueInstance
from oracles.reference.reuse import reused
from oracles.reference.scheduler import check_schedule, replay, run, run_batch
from oracles.reference.wellformed import ill_formed, unsupported_reason

#: Which oracle this is, in messages and reports.
NAME = "reference"

__all__ = [
    "check_schedule",
    "BehaviourEntry",
    "BehaviourSet",
    "ExecutionRecord",
    "ValueInstance",
    "Instance",
    "ReferenceTrace",
    "behaviours",
    "hierarchies",
    "NAME",
    "ill_formed",
    "replay",
    "reused",
    "run",
    "run_batch",
    "unsupported_reason",
]
