"""The simulator's legality check (oracles/simt/legality.py) against a plain graph.

For random logs of token-converged instances (slots, key ids in step order) the
schedules it calls cyclic are exactly those whose graph (an edge from each
instance to the next one its lane executed) ``graphlib`` cannot order."""

from __future__ import annotations

import random
from graphlib import CycleError, TopologicalSorter

import numpy as np
import pytest

from oracles.simt.legality import cyclic_schedules


def _expected(log: list[tuple[np.ndarray, np.ndarray]], width: int, candidates: list[int]) -> set[int]:
    per_slot: dict[int, list[int]] = {}
    for slots, keys in log:
        for s, k in zip(slots.tolist(), keys.tolist(), strict=True):
            per_slot.setdefault(s, []).append(k)
    graphs: dict[int, TopologicalSorter[int]] = {}
    for s, keys in per_slot.items():
        b = s // width
        if b in candidates:
            for earlier, later in zip(keys, keys[1:], strict=False):
                graphs.setdefault(b, TopologicalSorter()).add(later, earlier)
    out = set()
    for b, graph in graphs.items():
        try:
            graph.prepare()
        except CycleError:
            out.add(b)
    return out


@pytest.mark.parametrize("seed", range(40))
def test_cyclic_schedules_match_a_topological_sort(seed: int) -> None:
    rng = random.Random(seed)
    nsched, width = rng.randint(1, 6), rng.randint(1, 4)
    nkeys = rng.randint(1, 8)  # few keys: shared between lanes and schedules, cycles are common
    log = []
    for _ in range(rng.randint(0, 12)):
        slots = np.array(sorted(rng.sample(range(nsched * width), rng.randint(1, nsched * width))))
        log.append((slots, np.array([rng.randrange(nkeys) for _ in slots])))
    candidates = sorted(rng.sample(range(nsched), rng.randint(0, nsched)))
    assert cyclic_schedules(log, width, candidates) == _expected(log, width, candidates)


@pytest.mark.parametrize("seed", range(20))
def test_long_logs_match_a_topological_sort(seed: int) -> None:
    """Logs the size of an enumeration batch's (many schedules, lanes and steps, key ids
    spread over a wide range), mostly in one order with a few keys out of it: acyclic
    schedules, ones settled by their first-logged order and ones that must be peeled.
    The compiled pass numbers each schedule's nodes in a scratch column it resets,
    which short logs would not exercise."""
    rng = random.Random(1000 + seed)
    nsched, width = rng.randint(20, 60), rng.randint(2, 8)
    pool = sorted(rng.sample(range(5000), 40))
    log = []
    steps = rng.randint(20, 40)
    for step in range(steps):
        slots = np.array(sorted(rng.sample(range(nsched * width), rng.randint(1, nsched * width // 2))))
        keys = [pool[step] if rng.random() > 0.005 else rng.choice(pool) for _ in slots]
        log.append((slots, np.array(keys)))
    candidates = sorted(rng.sample(range(nsched), rng.randint(0, nsched)))
    expected = _expected(log, width, candidates)
    assert cyclic_schedules(log, width, candidates) == expected
