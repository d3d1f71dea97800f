"""The maximal model's compiled branch move runs a ``br``/``cbr`` as the Python does.

:meth:`oracles.simt.models.Maximal.branch` does a step's terminator in one compiled
call (the condition, each edge's phi copies, the arrival with its key interning,
the target points) where :meth:`oracles.simt.scheduler.Simulator._terminate` did
it in Python, which still runs what the call declines. Key ids order groups and
number anchor labels, so the call must make the very keys, with the very ids, that
the Python makes. These tests run generated programs (loops, phis, anchors, the
kernels the campaigns make) and the hand-written ones of ``tests/data`` both ways and
compare everything a run shows, and the key tables themselves.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

import generators
from fuzzfarm.ir import parse_module
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Schedule
from oracles import simt
from oracles.simt import models
from oracles.simt.keys import KeyTable

DATA = Path(__file__).resolve().parent / "data"


def _runs(
    fn: Function, scheds: list[Schedule], compiled: bool, monkeypatch: pytest.MonkeyPatch
) -> tuple[list[tuple], list[list[tuple]]]:
    """Every result's behaviour, choices, anchor order and lane instructions, and the
    key tuples of every batch (in id order)."""
    tables: list[list[tuple]] = []
    init = KeyTable.__init__

    def kept(self: KeyTable) -> None:
        init(self)
        tables.append(self.keys)

    with monkeypatch.context() as m:
        m.setattr(KeyTable, "__init__", kept)
        if not compiled:
            m.setattr(models.Maximal, "branch", lambda self, idx, block, term: False)
        results = simt.run_batch(fn, scheds, "maximal")
    shown = [
        (r.behaviour, r.choices, r.trace.anchor_order, r.trace.lane_instructions) for r in results
    ]
    return shown, tables


def _schedules(fn: Function, seed: int, lanes: int, count: int) -> list[Schedule]:
    out = []
    for k in range(count):
        s = generators.generate_schedule(fn, seed * 1000 + k, subgroup_size=lanes)
        out.append(s.with_choices(replace(s.choices, dfs_seed=0, order_seed=0)))
    return out


@pytest.mark.parametrize("seed", range(12))
def test_generated_kernels_run_alike_both_ways(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = generators.generate(seed).module.kernel()
    scheds = _schedules(fn, seed, (4, 8, 32)[seed % 3], 6)
    compiled, compiled_keys = _runs(fn, scheds, True, monkeypatch)
    plain, plain_keys = _runs(fn, scheds, False, monkeypatch)
    assert compiled == plain
    assert compiled_keys == plain_keys
    assert any(len(k) > 2 for k in compiled_keys)  # blocks were entered, keys made


def test_hand_written_kernels_run_alike_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    ran = 0
    for path in sorted(DATA.glob("*.ll"))[:40]:
        try:
            fn = parse_module(path.read_text()).kernel()
            scheds = _schedules(fn, 1, 8, 2)
        except Exception:  # not a kernel the generators can give inputs to
            continue
        compiled, compiled_keys = _runs(fn, scheds, True, monkeypatch)
        plain, plain_keys = _runs(fn, scheds, False, monkeypatch)
        assert compiled == plain, path.name
        assert compiled_keys == plain_keys, path.name
        ran += 1
    assert ran >= 10
