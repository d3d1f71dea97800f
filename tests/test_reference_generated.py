"""The reference interpreter on generated kernels: no crash, order independence, and no
contradiction where the spec guarantees none (the models' own groupings).

The default run takes a few seeds; ``--run-slow`` takes many.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from fuzzfarm.behaviour import Outcome
from oracles.reference import run

programs = pytest.importorskip("generators.programs")
schedules = pytest.importorskip("generators.schedules")


def check(seed: int) -> None:
    try:
        program = programs.generate(seed)
        fn = program.kernel
        schedule = schedules.generate_schedule(fn, seed)
    except Exception as exc:  # the generator is not under test here
        pytest.skip(f"generator failed on seed {seed}: {exc}")
    # The models' own anchor groupings: maximal convergence never contradicts itself
    # (seed 003: it satisfies the strict convergence-before order).
    schedule = schedule.with_choices(replace(schedule.choices, anchors=()))
    for model in ("maximal", "ipdom"):
        first = run(fn, schedule, model, order_seed=0)
        assert first.behaviour.outcome is not Outcome.CONTRADICTORY, (seed, model, first.behaviour.message)
        assert not first.trace.record.cyclic, (seed, model)
        for record in first.trace.record.threads:
            keys = [i.key for i in record]
            assert len(set(keys)) == len(keys), "same-thread instances never share a key"
        other = run(fn, schedule, model, order_seed=seed + 1)
        assert other.behaviour == first.behaviour, (seed, model)
        assert other.trace.record == first.trace.record, (seed, model)


@pytest.mark.parametrize("seed", range(5))
def test_generated_kernels(seed: int) -> None:
    check(seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(5, 400))
def test_generated_kernels_full(seed: int) -> None:
    check(seed)
