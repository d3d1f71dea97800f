"""The brute-force expectation for checks that avoid listing every grouping.

Where every implementation choice of both programs can be listed (a few lanes),
*after* refines *before* iff each listed behaviour of *after* is matched by some
listed behaviour of *before*: the independent verdict a faster check (group by
group, by class vector) must reproduce.
"""

from __future__ import annotations

from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.schedule import Schedule
from oracles.reference import BehaviourSet, behaviours


def listed_verdict(before: Function, after: Function, schedule: Schedule,
                   max_runs: int = 64) -> tuple[bool, BehaviourSet]:
    """(does every grouping of *after* match one of *before*'s, *before*'s listing),
    both programs listed whole (asserted)."""
    listed_before = behaviours(before, schedule, max_runs=max_runs)
    listed_after = behaviours(after, schedule, max_runs=max_runs)
    assert listed_before.complete and listed_after.exhaustive
    passes = all(any(compare(a, b).match is Match.YES for b in listed_before.decided)
                 for a in listed_after.decided)
    return passes, listed_before
