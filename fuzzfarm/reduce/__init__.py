"""Minimization of failing cases and pass bisection.

- :mod:`fuzzfarm.reduce.bisect`: :func:`bisect_pipeline`, the first pass of an
  LLVM pipeline (llvmlite or an external ``opt``) that shows a problem;
- :mod:`fuzzfarm.reduce.program` and :mod:`fuzzfarm.reduce.schedule_edits`: the
  reductions of the kernel and of the schedule, as plain-data edits;
- :mod:`fuzzfarm.reduce.interesting`: the predicate, "still the same failure";
- :mod:`fuzzfarm.reduce.reducer`: the driver, :func:`reduce_case`;
- :mod:`fuzzfarm.reduce.cases`: reproducer directories in and out
  (:func:`reduce_reproducer`, :func:`replay`), used by ``fuzzfarm reduce`` and
  ``fuzzfarm replay``.
"""

from fuzzfarm.reduce.bisect import BisectError, BisectResult, bisect_pipeline
from fuzzfarm.reduce.cases import BadReproducer, ReduceReport, reduce_reproducer, replay
from fuzzfarm.reduce.interesting import Evaluation, Target, evaluate, make_target
from fuzzfarm.reduce.reducer import NotReproduced, Reduced, ReductionStats, reduce_case

__all__ = [
    "BadReproducer",
    "BisectError",
    "BisectResult",
    "NotReproduced",
    "Evaluation",
    "ReduceReport",
    "Reduced",
    "ReductionStats",
    "Target",
    "bisect_pipeline",
    "evaluate",
    "make_target",
    "reduce_case",
    "reduce_reproducer",
    "replay",
]
