"""A workgroup barrier only some lanes met, under ipdom: decided at the run's end.

Under maximal convergence a workgroup barrier instance that some active lane does not
meet is undefined behaviour at once (``conventions.partial_barrier_is_undefined``:
OpenCL C 2.0 6.13.8, CUDA's and HIP's ``__syncthreads``, PTX's aligned barriers). Under
ipdom such an instance may be the model's own split: lanes that leave a loop in
different iterations through a block that post-dominates nothing run it apart, where
LLVM's reading (seed 003, "Maximal Convergence") converges them. So both oracles let the
members of a partial instance pass it, run on, and decide here, once the run is over:

- converged-with relates dynamic instances of *different* threads for the *same*
  static instance, and convergence-before is a strict partial order (seed 003, the
  definitions after the threads' table), so a set of converged instances holds at most
  one execution per thread, of one instruction. If an active lane executed the barrier
  instruction fewer times in its whole run than another lane did, some instance of the
  other lane misses it under *every* converged-with relation: undefined behaviour,
  whatever the model (the source languages' rule above);
- otherwise (every lane met it as often) the split may be the model's: unsupported, as
  before;
- the run must have ended normally with no approximation (a data race, an undefined
  value, a float order): only then is the path each lane took one the program takes,
  whatever the instances the partial barrier left out (their memory ordering shows as a
  race). Any other end keeps the first partial instance's "unsupported", except
  undefined behaviour of a thread before the first partial instance, which the oracles
  keep without calling :func:`judge` (until then the run is exact).

The counts are per static barrier instruction, over every invocation of the function
holding it: coarser than per call site (a difference there is one in some call site's
executions), and sound where a chosen grouping of a callee's implicit anchor joins
invocations from different call sites into one instance.
"""

from __future__ import annotations

from collections.abc import Mapping

from fuzzfarm.behaviour import TYPE_PUN, Behaviour, Outcome


def fewer(counts: Mapping[int, int], lanes: tuple[int, ...]) -> tuple[int, int] | None:
    """(a lane that executed the barrier fewest times, one that executed it most) when
    they differ, among the active ``lanes`` (``counts``: executions per lane; a lane
    absent executed it never); else None."""
    got = [(counts.get(lane, 0), lane) for lane in lanes]
    low, high = min(got), max(got)
    return (low[1], high[1]) if low[0] < high[0] else None


def judge(behaviour: Behaviour, first: str, counts: Mapping[str, Mapping[int, int]],
          lanes: tuple[int, ...]) -> Behaviour:
    """The verdict of a run under ipdom in which some workgroup barrier instance missed
    an active lane (``first``: that instance's "unsupported" message). ``behaviour`` is
    what the run showed with the members let through, ``counts`` the executions of each
    barrier instruction that had a partial instance (by its text), per lane."""
    if behaviour.outcome is not Outcome.OK or behaviour.approximations - {TYPE_PUN}:
        return Behaviour(Outcome.UNSUPPORTED, message=first, approximations=behaviour.approximations)
    for site, per_lane in sorted(counts.items()):
        pair = fewer(per_lane, lanes)
        if pair is not None:
            few, many = pair
            return Behaviour(Outcome.UB, message=(
                f"{site}: lane {few} executes it {per_lane.get(few, 0)} time(s) in its whole run, "
                f"lane {many} {per_lane[many]}: a workgroup barrier in divergent control flow "
                "(an instance misses a lane however the executions are grouped)"),
                approximations=behaviour.approximations)
    return Behaviour(Outcome.UNSUPPORTED, message=first, approximations=behaviour.approximations)
