"""The cycle hierarchy of a function under a schedule's DFS choices, computed once.

A check asks for the same hierarchies many times over: the hierarchy search
(:mod:`fuzzfarm.analysis.hierarchies`) builds one per DFS order it finds, the
lane simulator builds the hierarchy of each order again for its analyses
(:func:`oracles.simt.cfg.hierarchy`), every reference run under the maximal
model builds its own (:class:`oracles.reference.models.MaximalModel`), and the
check asks whether the natural order's is reducible several times. The
hierarchy depends on the function's CFG and the DFS order alone (seed 003,
"Cycles": the headers are where the DFS enters each cycle first), so it is
kept per function (:func:`fuzzfarm.analysis.memo.per_function`: dropped when
the function's shape changes) and per order, where the order is its seed and
the explicit successor orders it gives this function's blocks (what
:func:`fuzzfarm.analysis.cycles.chosen_order` reads of ``dfs_order``).

The :class:`~fuzzfarm.analysis.cycles.CycleInfo` returned is shared: callers
read it and never edit it.
"""

from __future__ import annotations

from fuzzfarm.analysis.cycles import CycleInfo, chosen_order, compute_cycles
from fuzzfarm.analysis.memo import per_function
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import DfsOrder


@per_function
def _by_order(fn: Function) -> dict[tuple[object, ...], CycleInfo]:
    """``fn``'s hierarchies made so far, by :func:`_order_key` (a fresh table whenever
    ``fn``'s shape changed)."""
    return {}


def _order_key(fn: Function, dfs_seed: int, dfs_order: DfsOrder) -> tuple[object, ...]:
    """What of (``dfs_seed``, ``dfs_order``) :func:`chosen_order` reads for ``fn``: the
    seed and, per block of ``fn``, the last explicit order listed for it (a later entry
    of a block replaces an earlier one there too)."""
    table = {block: succs for f, block, succs in dfs_order if f == fn.name}
    return dfs_seed, tuple(sorted(table.items()))


def chosen_cycles(fn: Function, dfs_seed: int = 0, dfs_order: DfsOrder = ()) -> CycleInfo:
    """``compute_cycles(fn, chosen_order(fn, dfs_seed, dfs_order))``, made once per
    function shape and order (seed 0 and no explicit order: the natural order's)."""
    table = _by_order(fn)
    key = _order_key(fn, dfs_seed, dfs_order)
    hit = table.get(key)
    if hit is None:
        hit = table[key] = compute_cycles(fn, chosen_order(fn, dfs_seed, dfs_order))
    return hit
