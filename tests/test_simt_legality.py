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
