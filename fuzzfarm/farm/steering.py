"""Steer the generator towards programs the candidate actually changes.

A candidate that never fires tests nothing, and which programs make it fire
depends on the candidate: loop passes want loops, jump threading wants flag
phis, our hoist wants identical arms. Like YARPGen's generation policies, a
campaign first runs a short *pilot*: it applies the candidate (no oracles, so
it is cheap) to a few programs of each of several swarm configurations and
measures the firing rate of each. The campaign then draws every case's swarm
configuration with weight ``firing rate + FLOOR``: configurations that make the
candidate fire are favoured, and the floor keeps every configuration alive so
rare feature combinations still occur.

Everything is a pure function of the master seed and the candidate, so the same
configuration gives the same campaign; the policy is stored with the campaign.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from fuzzfarm.candidates import Candidate, apply
from fuzzfarm.farm.budget import MAX_CASE_TIMEOUT, Deadline
from generators.features import Features

#: Weight every configuration keeps whatever its firing rate.
FLOOR = 0.05


@dataclass(frozen=True)
class SteeringPolicy:
    """Swarm configurations (by seed) and their measured firing rates."""

    configs: tuple[tuple[str, float], ...]  # (swarm seed, firing rate in the pilot)

    def weights(self) -> list[float]:
        return [rate + FLOOR for _, rate in self.configs]

    def features_for(self, seed: int) -> Features:
        """The swarm configuration of case ``seed`` (deterministic)."""
        rng = random.Random(f"fuzzfarm-steer:{seed}")
        key = rng.choices([k for k, _ in self.configs], weights=self.weights())[0]
        return Features.swarm(key)

    @property
    def pilot_rate(self) -> float:
        return sum(r for _, r in self.configs) / max(1, len(self.configs))

    def to_json(self) -> list[list[Any]]:
        return [[k, round(r, 4)] for k, r in self.configs]

    @classmethod
    def from_json(cls, data: list[list[Any]] | None) -> SteeringPolicy | None:
        return None if not data else cls(tuple((str(k), float(r)) for k, r in data))

    def describe(self) -> str:
        best = sorted(self.configs, key=lambda c: -c[1])[:3]
        shown = ", ".join(f"{k} {r:.0%}" for k, r in best)
        return (f"pilot firing rate {self.pilot_rate:.0%} over {len(self.configs)} swarm "
                f"configurations; favoured: {shown}")


def pilot(candidate: Candidate, master_seed: int, *, style: str = "any", calls: bool = False,
          configs: int = 8,
          programs: int = 10, deadline: Deadline | None = None,
          timeout: float = MAX_CASE_TIMEOUT) -> SteeringPolicy:
    """Measure the candidate's firing rate on ``programs`` programs of each configuration.

    Bounded like the campaign it steers: it stops at ``deadline`` (its share of
    ``--time``) and at the first optimization that takes longer than ``timeout``
    (a hanging optimizer is the campaign's to record, not the pilot's to wait for);
    configurations it did not measure keep rate 0 (the floor weight).
    """
    from functools import partial

    from fuzzfarm.llvm.bridge import PassRunner
    from generators.programs import generate

    runner = PassRunner(candidate.triple) if candidate.kind == "pipeline" else None
    rates: list[tuple[str, float]] = []
    try:
        rates = _measure(candidate, master_seed, style, configs, programs, runner,
                         partial(generate, calls=calls),
                         deadline or Deadline(), timeout)
    finally:
        if runner is not None:
            runner.close()
    return SteeringPolicy(tuple(rates))


def _measure(candidate, master_seed, style, configs, programs, runner, generate,  # type: ignore[no-untyped-def]
             deadline: Deadline, timeout: float):
    rates: list[tuple[str, float]] = []
    stopped = False
    for k in range(configs):
        key = f"{master_seed}:{k}"
        features = Features.swarm(key)
        fired = 0
        for i in range(programs):
            if stopped or deadline.passed():
                stopped = True
                break
            seed = (1 << 62) + master_seed * 1000 + k * programs + i  # outside campaign seeds
            prog = generate(seed, features=features, style=style)
            left = deadline.remaining()
            limit = timeout if left is None else max(1.0, min(timeout, left))
            result = apply(candidate, prog.module, prog.kernel.name, seed=seed, runner=runner,
                           timeout=limit)
            if result.status == "timeout":
                stopped = True
                break
            fired += int(result.status == "ok" and result.fired) or int(result.status == "crash")
        rates.append((key, fired / programs))
    return rates
