"""The lane simulator's path tables (oracles.simt.tables, oracles.simt.cfg) against a
plain search per pair, written here from the definition, on generated modules with
calls (the expanded call trees whose size made a search per pair too slow, issue #16)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from generators.programs import generate
from oracles.simt.cfg import CfgInfo, analyse
from oracles.simt.compile import compile_function
from oracles.simt.tables import PointTables


def paths(succs: Callable[[int], list[int]], src: int, dst: int, avoid: frozenset[int]) -> bool:
    """A path of at least one edge from ``src`` to ``dst`` whose interior avoids ``avoid``."""
    seen: set[int] = set()
    work = list(succs(src))
    while work:
        b = work.pop()
        if b == dst:
            return True
        if b not in seen and b not in avoid:
            seen.add(b)
            work.extend(succs(b))
    return False


def prepared(seed: int) -> tuple[CfgInfo, PointTables]:
    fn = generate(seed, calls=True).module.kernel("kernel")
    cfg = analyse(fn, seed % 3)
    return cfg, PointTables(compile_function(fn), cfg)


@pytest.mark.parametrize("seed", [3, 8, 21, 40, 77])
def test_reach_is_a_path_search_on_kernels_without_calls(seed: int) -> None:
    """The closures and backward walks the firing rule's tables read equal a search per pair."""
    cfg = analyse(generate(seed).kernel, 0, ())
    for dst in range(cfg.nblocks):
        avoid = frozenset(cfg.hdr[dst])
        for src in range(cfg.nblocks):
            assert cfg.reach(src, dst) == paths(cfg.succs.__getitem__, src, dst, frozenset())
            assert cfg.reach(src, dst, avoid) == paths(cfg.succs.__getitem__, src, dst, avoid)
            assert cfg.reach_summary(src, dst) == paths(cfg.summary_succs, src, dst, frozenset())


@pytest.mark.parametrize("seed", [3, 7])
def test_tables_match_a_search_per_point(seed: int) -> None:
    cfg, tables = prepared(seed)
    pts = tables.prog.points
    assert cfg.region_entry, "the generated kernel should call a defined function"
    for p, point in enumerate(pts):
        x, j = point.block, point.start
        hdr = frozenset(cfg.hdr[x])
        want_any = [(q.block == x and q.start <= j) or paths(cfg.succs.__getitem__, q.block, x,
                                                             frozenset()) for q in pts]
        want_mb = [paths(cfg.succs.__getitem__, q.block, x, hdr) for q in pts]
        want_ib = [paths(cfg.summary_succs, q.block, x, frozenset()) for q in pts]
        assert list(tables.table("any", p)) == want_any + [False]
        assert list(tables.table("mb", p)) == want_mb + [False]
        assert list(tables.table("ib", p)) == want_ib + [False]
    assert cfg.n_relevant == [paths(cfg.summary_succs, b, b, frozenset())
                              for b in range(cfg.nblocks)]


@pytest.mark.parametrize("seed", [3, 7])
def test_path_tables_match_the_scalar_rule(seed: int) -> None:
    """``path_table`` answers every point at once what ``reach`` answers for one."""
    cfg, tables = prepared(seed)
    pts = tables.prog.points
    instrs = sorted({(q.block, q.start) for q in pts})[:40]
    for dst in instrs:
        for avoid in [None, *instrs[::3]]:
            want = [tables.reach(q.block, q.start, dst, avoid, True) for q in pts]
            assert list(tables.path_table(dst, avoid)) == want + [False]
    # and the scalar rule's CFG query, with an avoided block, is the search's
    for dst, _ in instrs:
        for a, _ in instrs[::3]:
            for src in range(cfg.nblocks):
                assert cfg.reach(src, dst, frozenset({a})) == paths(
                    cfg.succs.__getitem__, src, dst, frozenset({a}))
