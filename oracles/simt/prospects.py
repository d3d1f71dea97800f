"""The firing rule: is a waiting group's communicating set complete?

A group of lanes waiting at a convergent operation ``U`` with key ``K`` may fire
only when no other live lane of its schedule could still produce an instance of
``U`` with key ``K`` (SEMANTICS.md, "When an operation may fire"). "Could" is
decided on the CFG: a lane could if some path from where it stands produces the
key, given what it has already executed (its header contexts or ipdom stack,
its token values, loop counts and anchor occurrences). Values are not tracked,
so this over-approximates what the lane will do, which is the safe side: a
group never fires early; at worst it waits, and if every lane waits the run is
``Outcome.CONTRADICTORY``.

Most groups are decided by numpy alone: a group holding every live lane of its
schedule is complete; a lane whose point cannot reach ``U`` at all is no
obstacle; a lane in the same context as the group (same header context, same
ipdom stack, same token value) only needs a path, read from a per-point table;
an anchor override only needs a later occurrence with the same label. Only the
remaining (group, lane) pairs go to :class:`~oracles.simt.judge.Judge`.
"""

from __future__ import annotations

import numpy as np

from oracles.simt import kernels
from oracles.simt.catalogue import Collective
from oracles.simt.judge import Judge, TokenDef
from oracles.simt.machine import Machine
from oracles.simt.tables import PointTables


class Prospects:
    def __init__(self, sim: Machine, tables: PointTables) -> None:
        self.sim, self.tables = sim, tables
        self.judge = Judge(sim, tables)
        self.defs = self.judge.defs
        self.table = tables.table
        self.path_table = tables.path_table

    # -- overrides --------------------------------------------------------------------

    def max_occurrence(self, d: TokenDef, slots: np.ndarray, labels: np.ndarray) -> np.ndarray:
        """The last occurrence of anchor ``d`` that each lane's overrides put in the group
        ``label`` (0: none)."""
        table = self.sim.anchor_table(d.name)[slots]
        hits = table == labels[:, None]
        return np.where(hits, np.arange(table.shape[1])[None, :], 0).max(axis=1)

    # -- the rule ----------------------------------------------------------------------

    def fireable(self, head: Collective, p: int, idx: np.ndarray,
                 gkey: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(may fire, group number) for each slot in ``idx`` waiting at point ``p``."""
        st = self.sim.state
        gid, gkeys, complete, cand_group, cand_slot = kernels.groups(
            idx, gkey, st.point, st.width, st.nsched, self.table("any", p))
        if cand_group.size:
            # A group is complete unless a candidate could still produce its instance.
            could = self.could(head, p, cand_slot, gkeys[cand_group])
            complete[cand_group] = True
            complete[cand_group[could]] = False
        return complete[gid], gid

    def could(self, head: Collective, p: int, slots: np.ndarray, keys: np.ndarray) -> np.ndarray:
        """For each (lane, key) pair: could the lane still produce ``head``'s instance ``key``?"""
        if head.token is None or head.token.reg not in self.defs:
            decided, could = self.sim.model.quick(p, slots, keys)
        else:
            decided, could = self._quick_token(head.token.reg, p, slots, keys)
        rest = np.flatnonzero(~decided)
        if rest.size:
            could[rest] = self.judge.judge(head, p, slots[rest], keys[rest])
        return could

    def _quick_token(self, reg: int, p: int, slots: np.ndarray,
                     keys: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        pos = self.sim.prog.points[p]
        return self._quick_use(reg, (pos.block, pos.start), slots, self.sim.keys.field(keys, 2))

    def _quick_use(self, reg: int, pos: tuple[int, int], slots: np.ndarray,
                   kt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Vectorized :meth:`Judge._can_use`: (decided, could) per lane."""
        st, d = self.sim.state, self.defs[reg]
        pts = st.point[slots]
        here = (d.block, d.index)
        same = st.vals[reg][slots].astype(np.int64) == kt
        could = same & self.path_table(pos, here)[pts]
        decided = same.copy()
        rest = np.flatnonzero(~same)
        if rest.size and self.tables.reach(d.block, d.index + 1, pos, here, True):
            dd, dc = self._quick_def(reg, slots[rest], kt[rest])
            decided[rest], could[rest] = dd, dc
        elif rest.size:
            decided[rest] = True  # no path from the definition to pos: never
        return decided, could

    def _quick_def(self, reg: int, slots: np.ndarray,
                   kt: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Vectorized :meth:`Judge._can_def`: could each lane still execute the definition of
        ``reg`` producing token ``kt``? (decided, could); model-keyed anchors stay undecided."""
        sim, st, d = self.sim, self.sim.state, self.defs[reg]
        pts = st.point[slots]
        here = (d.block, d.index)
        decided = np.ones(slots.shape, dtype=bool)
        if d.kind == "centry":  # a call site's instance first: the judge decides
            return np.zeros(slots.shape, dtype=bool), np.zeros(slots.shape, dtype=bool)
        if d.kind == "entry":
            could = (kt == sim.key_entry) & (st.vals[reg][slots] == 0)
            return decided, could & self.path_table(here, None)[pts]
        if d.kind == "anchor":
            over = self.is_override(kt)
            could = np.zeros(slots.shape, dtype=bool)
            if over.any():
                sl = slots[over]
                later = self.max_occurrence(d, sl, self.sim.keys.field(kt[over], 2)) > st.occ[sl, d.col]
                could[over] = later & self.path_table(here, None)[pts[over]]
            return over, could
        parent, n = self.sim.keys.field(kt, 2), self.sim.keys.field(kt, 3)
        pd = self.defs.get(d.parent_reg)
        if pd is None:
            return decided, np.zeros(slots.shape, dtype=bool)
        avoid = (pd.block, pd.index)
        again = (n == 1) | self.tables.reach(d.block, d.index + 1, here, avoid, False)
        same = st.vals[d.parent_reg][slots].astype(np.int64) == parent
        cnt = np.where(st.ltok[slots, d.col] == parent, st.lcnt[slots, d.col], 0)
        could = same & (n > cnt) & self.path_table(here, avoid)[pts] & ((n == cnt + 1) | again)
        rest = np.flatnonzero(~same)
        if rest.size:
            if self.tables.reach(pd.block, pd.index + 1, here, avoid, True):
                dd, dc = self._quick_def(d.parent_reg, slots[rest], parent[rest])
                decided[rest], could[rest] = dd, dc & again[rest]
            else:
                could[rest] = False
        return decided, could

    def is_override(self, keys: np.ndarray) -> np.ndarray:
        """Which keys are ``("anchor", name, label)`` (an anchor grouped by an override)."""
        return self.sim.keys.is_anchor(keys)
