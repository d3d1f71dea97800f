"""Static path tables over a compiled program's points, for one CFG analysis.

The firing rule (:mod:`oracles.simt.prospects`) and the models' quick checks
(:mod:`oracles.simt.models`) ask, for every point a lane may stand at, "can a
lane here still reach that instruction (avoiding this one)?". The answers
depend only on the program and the CFG facts of one DFS order, never on a
schedule, so one :class:`PointTables` serves every batch of that program and
seed (:mod:`oracles.simt.programs` caches them together); all but the header
context's ("mb") do not depend on the order, and the tables of one program's
analyses share them.
"""

from __future__ import annotations

import random

import numpy as np

from oracles.simt.cfg import CfgInfo
from oracles.simt.compile import Program


class PointTables:
    """Per-point reachability tables of one (program, CFG analysis), memoized."""

    def __init__(self, prog: Program, cfg: CfgInfo,
                 paths: dict[tuple, np.ndarray] | None = None) -> None:
        self.prog, self.cfg = prog, cfg
        pts = prog.points
        #: Block and starting instruction of each point, plus -1 for DONE (index -1).
        self.block_of = np.array([q.block for q in pts] + [-1], dtype=np.int64)
        self.start_of = np.array([q.start for q in pts] + [-1], dtype=np.int64)
        #: The tables that depend on the DFS order (``"mb"``, through the headers).
        self._tables: dict[tuple, np.ndarray] = {}
        #: The others, which depend on the program and its graph alone: ``paths``, shared by
        #: the tables of the program's every analysis (:mod:`oracles.simt.programs`).
        self._paths: dict[tuple, np.ndarray] = {} if paths is None else paths
        self._ranks: dict[int, tuple[np.ndarray, np.ndarray]] = {}
        #: Per block, the header columns around it and the headers as a set
        #: (:class:`oracles.simt.models.Maximal`), made on first use.
        self._header_cols: tuple[list[np.ndarray], list[frozenset[int]]] | None = None
        #: What :class:`oracles.simt.judge.Judge` reads off the program alone, made on first use.
        self.judge_static: object | None = None
        #: The program's branch moves for the compiled kernel
        #: (:class:`oracles.simt.models.MoveTables`, which imports this module), made on first use.
        self.moves: object | None = None

    def ranks(self, order_seed: int) -> tuple[np.ndarray, np.ndarray]:
        """The scheduling priority of every point for ``order_seed`` (plus DONE, never
        run) and the point of every rank: a function of the program, the CFG and the
        seed, so every batch of them shares one pair (the scheduler only reads them)."""
        hit = self._ranks.get(order_seed)
        if hit is None:
            pts, rank_of = self.prog.points, self.cfg.rank
            order = sorted(range(len(pts)), key=lambda q: (rank_of[pts[q].block], q))
            if order_seed:
                random.Random(order_seed).shuffle(order)
            rank = np.zeros(len(pts) + 1, dtype=np.int64)
            rank[-1] = np.iinfo(np.int64).max  # DONE (-1) never runs
            rank[order] = np.arange(len(order), dtype=np.int64)
            hit = self._ranks[order_seed] = (rank, np.array(order, dtype=np.int64))
        return hit

    def header_cols(self) -> tuple[list[np.ndarray], list[frozenset[int]]]:
        """Per block, the columns of the headers around it (in ``hdr`` order) and those
        headers as a set: CFG facts every batch of the maximal model reads."""
        if self._header_cols is None:
            cfg = self.cfg
            self._header_cols = ([np.array([cfg.header_col[h] for h in hs], dtype=np.int64)
                                  for hs in cfg.hdr], [frozenset(hs) for hs in cfg.hdr])
        return self._header_cols

    def table(self, kind: str, p: int) -> np.ndarray:
        """A bool per point q (plus a False entry for DONE, index -1): can a lane at q reach
        point p at all ("any"), or a later instance of p's block in the same header context
        ("mb") or on the same ipdom stack ("ib")?"""
        key = (kind, p)
        store = self._tables if kind == "mb" else self._paths
        hit = store.get(key)
        if hit is None:
            prog, cfg = self.prog, self.cfg
            x, j = prog.points[p].block, prog.points[p].start
            blocks = self.block_of[:-1]
            if kind == "any":
                out = cfg.sources(x)[blocks] | ((blocks == x) & (self.start_of[:-1] <= j))
            elif kind == "mb":
                out = cfg.sources(x, frozenset(cfg.hdr[x]))[blocks]
            else:
                out = cfg.sources(x, summary=True)[blocks]
            hit = store[key] = np.append(out, False)
        return hit

    def path_table(self, dst: tuple[int, int], avoid: tuple[int, int] | None) -> np.ndarray:
        """A bool per point q (plus DONE): a path from q to instruction ``dst`` that does not
        execute instruction ``avoid`` (the same block instance counts)."""
        key = ("path", dst, avoid)
        hit = self._paths.get(key)
        if hit is None:
            # :meth:`reach` with ``same_ok``, for every point at once
            b, st = self.block_of[:-1], self.start_of[:-1]
            (xb, xj), cfg = dst, self.cfg
            same = (b == xb) & (st <= xj)
            if avoid is None:
                out = same | cfg.sources(xb)[b]
            else:
                ab, aj = avoid
                passes = (b == ab) & (st <= aj)  # this block instance executes ``avoid``
                out = np.where(same, ~(passes & (aj < xj)),
                               ~passes & (not (xb == ab and aj < xj))
                               & cfg.sources(xb, frozenset({ab}))[b])
            hit = self._paths[key] = np.append(out, False)
        return hit

    def reach(self, block: int, start: int, dst: tuple[int, int],
              avoid: tuple[int, int] | None, same_ok: bool) -> bool:
        """A path from instruction ``start`` of ``block`` to instruction ``dst`` that never
        executes the instruction ``avoid``; ``same_ok`` allows staying in this block instance."""
        xb, xj = dst
        if same_ok and block == xb and start <= xj:
            return not (avoid and avoid[0] == block and start <= avoid[1] < xj)
        if avoid and avoid[0] == block and avoid[1] >= start:
            return False
        if avoid and xb == avoid[0] and avoid[1] < xj:
            return False
        return self.cfg.reach(block, xb, frozenset({avoid[0]}) if avoid else frozenset())
