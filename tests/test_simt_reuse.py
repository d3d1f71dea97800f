"""The lane simulator's batching and reuse leave every result as a run on its own gives.

A batch holds schedules of different subgroup sizes, active lanes and choices;
inside ``simt.reused()`` a schedule already run is answered from memory. Both
rely on a schedule's result depending on the program, the model and the
schedule alone, which is what is checked here, on generated kernels: each
schedule's behaviour and choices in a mixed batch equal those of the schedule
simulated alone (a batch of one, outside any reuse scope).
"""

from __future__ import annotations

import pytest

from fuzzfarm.schedule import Choices, Schedule
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles import simt
from oracles.simt import scheduler


def _mixed(fn, seed: int) -> list[Schedule]:
    """Schedules of several shapes: wide and narrow subgroups, few and many active lanes,
    and one of them again with a different order seed."""
    out = [generate_schedule(fn, seed * 31 + i, max_active=None if i % 2 else 3)
           for i in range(5)]
    out.append(out[0].with_choices(Choices(order_seed=7)))
    return out


@pytest.mark.parametrize("seed", [3, 8, 21, 40])
def test_a_batch_gives_each_schedule_its_own_result(seed: int) -> None:
    fn = generate(seed).kernel
    schedules = _mixed(fn, seed)
    together = simt.run_batch(fn, schedules, "maximal")
    for s, r in zip(schedules, together, strict=True):
        alone = simt.run(fn, s, "maximal")
        assert r.behaviour == alone.behaviour, s.dumps()
        assert r.choices == alone.choices, s.dumps()
        # cut from the batch-wide anchor log (oracles/simt/results.py)
        assert r.trace.anchor_order == alone.trace.anchor_order, s.dumps()


def test_reused_answers_a_repeated_schedule_without_simulating(monkeypatch: pytest.MonkeyPatch) -> None:
    fn = generate(8).kernel
    schedules = _mixed(fn, 8)
    built: list[int] = []
    original = scheduler.Simulator.__init__

    def counting(self, prog, cfg, batch, *args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(len(batch))
        original(self, prog, cfg, batch, *args, **kwargs)

    monkeypatch.setattr(scheduler.Simulator, "__init__", counting)
    with simt.reused():
        first = simt.run_batch(fn, schedules, "maximal")
        runs = sum(built)
        # The same schedules (equal, not identical objects) and a duplicate within one call.
        again = simt.run_batch(fn, [Schedule.loads(s.dumps()) for s in schedules] + [schedules[1]],
                               "maximal")
        assert sum(built) == runs
        assert [r.behaviour for r in again] == [r.behaviour for r in first] + [first[1].behaviour]
        simt.run_batch(fn, schedules, "ipdom")  # another model is another run
        assert sum(built) > runs
    assert runs == len(schedules)


@pytest.mark.parametrize("seed", range(12))
def test_fast_unique_is_numpys_unique(seed: int) -> None:
    """Whichever way it counts (a table over the range, or a sort), the simulator's unique
    gives numpy's answer, for dense and for sparse values."""
    import numpy as np

    from oracles.simt.keys import fast_unique

    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 3000))
    v = rng.integers(-5, int(rng.choice([10, 1000, 10**6])), n)
    uniq, inv = fast_unique(v)
    expect_uniq, expect_inv = np.unique(v, return_inverse=True)
    assert uniq.tolist() == expect_uniq.tolist()
    assert inv.tolist() == expect_inv.reshape(-1).tolist()


def test_reused_tells_apart_schedules_that_share_their_arguments() -> None:
    """The run memo numbers a schedule's fields once per call by the identity of the
    objects they hold (oracles.simt._key): schedules made with ``dataclasses.replace``
    share one arguments dict and one lanes tuple, yet differ in the lanes, the buffer
    size or the step budget, and each must get its own run."""
    from dataclasses import replace

    fn = generate(21).kernel
    base = generate_schedule(fn, 21 * 31, max_active=None)
    lanes = base.active_lanes
    variants = [base, replace(base, active_lanes=lanes[: max(1, len(lanes) // 2)]),
                replace(base, active_lanes=lanes[-1:]), replace(base, step_budget=3),
                replace(base, buffer_bytes=max(base.buffer_bytes // 2,
                                               4 * max(map(len, base.buffers.values()), default=0)))]
    assert all(v.args is base.args for v in variants)
    assert len({v.dumps() for v in variants}) == len(variants)
    with simt.reused():
        together = simt.run_batch(fn, variants, "maximal")
        again = simt.run_batch(fn, list(reversed(variants)), "maximal")
    for s, r, r2 in zip(variants, together, reversed(again), strict=True):
        alone = simt.run(fn, s, "maximal")
        assert r.behaviour == alone.behaviour, s.dumps()
        assert r2 is r
