"""Time: the whole run within ``--time``, and when a slow optimizer counts as hanging.

A campaign's ``--time`` bounds everything it does: the steering pilot gets a
share of it (:data:`PILOT_SHARE`), and the driver stops handing out work and
asks workers to stop between cases when it ends (:class:`Deadline`). A worker
finishes at most the case it is on, and that case is bounded by the per-case
timeout.

The per-case timeout is derived from the optimizer's *normal* time on such
kernels, measured before the run (:func:`measure`): :data:`HANG_FACTOR` times
the slowest normal run, at least :data:`MIN_CASE_TIMEOUT` seconds (process
start-up and machine load vary) and at most :data:`MAX_CASE_TIMEOUT`. An
optimizer that exceeds it on a case is recorded as a ``hang`` finding with the
kernel, so a hanging pass is found, not waited for.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from fuzzfarm.candidates import Candidate, apply

#: The slowest normal run times this is the per-case timeout.
HANG_FACTOR = 20.0
#: The per-case timeout is never shorter than this (seconds) ...
MIN_CASE_TIMEOUT = 10.0
#: ... nor longer (seconds): the default time limit of one optimization.
MAX_CASE_TIMEOUT = 60.0
#: Share of ``--time`` the steering pilot may use.
PILOT_SHARE = 0.2
#: Kernels timed to learn the optimizer's normal time.
SAMPLES = 4


@dataclass(frozen=True)
class Deadline:
    """A wall-clock end (``time.time()``, so that it means the same in every worker process)."""

    at: float | None = None

    @classmethod
    def after(cls, seconds: float | None) -> Deadline:
        return cls(None if seconds is None else time.time() + seconds)

    def passed(self) -> bool:
        return self.at is not None and time.time() >= self.at

    def remaining(self) -> float | None:
        return None if self.at is None else max(0.0, self.at - time.time())

    def share(self, fraction: float) -> Deadline:
        """A deadline ``fraction`` of the way to this one (the pilot's)."""
        left = self.remaining()
        return Deadline(None if left is None else time.time() + fraction * left)


def case_timeout(normal_seconds: list[float]) -> float:
    """The per-case timeout for an optimizer whose normal runs took ``normal_seconds``."""
    slowest = max(normal_seconds, default=0.0)
    return min(MAX_CASE_TIMEOUT, max(MIN_CASE_TIMEOUT, HANG_FACTOR * slowest))


class OutOfTime(Exception):
    """The run's time ended during a case (its optimization was cut short: no verdict)."""


def measure(candidate: Candidate, master_seed: int, *, style: str = "any", calls: bool = False,
            deadline: Deadline | None = None, samples: int = SAMPLES) -> float | None:
    """The per-case timeout for ``candidate`` (None for our own transforms: they run in
    process, in no optimizer).

    The normal time is taken on the preflight's trivial kernel (which the optimizer
    already passed) and on up to ``samples`` generated kernels (seeds outside every
    campaign's range), each allowed the timeout the times so far give: one that
    exceeds it ends the measurement (it is a hang by that very rule, and the
    campaign will record it), as does ``deadline``.
    """
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.llvm.preflight import TRIVIAL_KERNEL
    from generators.programs import generate

    if candidate.kind == "transform":
        return None
    deadline = deadline or Deadline()
    seconds: list[float] = []
    kernels = [(parse_module(TRIVIAL_KERNEL), "preflight")]
    for i in range(samples + 1):
        if i > 0:
            prog = generate((1 << 61) + master_seed * 1000 + i, style=style, calls=calls)
            kernels.append((prog.module, prog.kernel.name))
        if deadline.passed():
            break
        module, name = kernels[i]
        left = deadline.remaining()
        limit = case_timeout(seconds) if seconds else MAX_CASE_TIMEOUT
        limit = limit if left is None else max(0.5, min(limit, left))
        start = time.perf_counter()
        result = apply(candidate, module, name, seed=i, timeout=limit)
        if result.status == "timeout":
            break
        seconds.append(time.perf_counter() - start)
    return case_timeout(seconds) if seconds else MAX_CASE_TIMEOUT
