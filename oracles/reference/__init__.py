"""The reference interpreter: the oracle users trust (SEMANTICS.md, implemented for clarity).

Public surface:

- :func:`run` executes one kernel on one schedule under a convergence model and
  returns a :class:`RunResult` (behaviour, :class:`ExecutionRecord`, choices).
- :func:`behaviours` explores the implementation choices (anchor groupings, DFS
  orders of irreducible cycles) and returns a :class:`BehaviourSet`.
- :func:`hierarchy_seeds` lists ``dfs_seed`` values giving distinct cycle hierarchies.
"""

from oracles.reference.enumerate import BehaviourEntry, BehaviourSet, behaviours, hierarchy_seeds
from oracles.reference.record import ExecutionRecord, Instance
from oracles.reference.scheduler import RunResult, run
from oracles.reference.wellformed import ill_formed, unsupported_reason

__all__ = [
    "BehaviourEntry",
    "BehaviourSet",
    "ExecutionRecord",
    "Instance",
    "RunResult",
    "behaviours",
    "hierarchy_seeds",
    "ill_formed",
    "run",
    "unsupported_reason",
]
