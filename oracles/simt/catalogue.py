"""Convergent operations as segmented reductions over communicating sets.

When a group fires, the simulator hands over every slot that fires at this
point together with a group number per slot (one group = one communicating set
of one schedule). Sorting by (group, lane) makes each set a contiguous segment,
so ballot/add/min/max are one ``ufunc.reduceat`` each and broadcastFirst/elect
read the segment start. Shuffle scatters the sources into a slot-indexed array
and checks that the source lane belongs to the same set.

Ballots are i64 with bit L for lane L, which covers subgroups up to 64 lanes. A
128-lane subgroup would need an i128 ballot (or two i64 words, lanes 0-63 and
64-127, as Vulkan's ``uvec4`` ballot does); the model caps subgroups at 64
(``MAX_SUBGROUP_SIZE``), so the simulator keeps one word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from oracles.simt.execute import read
from oracles.simt.state import Operand
from oracles.simt.values import sx, trunc, umask

if TYPE_CHECKING:
    from oracles.simt.scheduler import Simulator

U64 = np.uint64


@dataclass
class Collective:
    """A catalogue call (``subgroupBallot`` ...): the head of a point."""

    text: str
    callee: str
    uid: int
    dst: int
    args: list[Operand]
    token: Operand | None
    width: int
    why: str = ""

    def group_keys(self, sim: Simulator, idx: np.ndarray) -> np.ndarray:
        """The convergence key of this operation's instance in each slot."""
        if self.token is None:
            return sim.state.bkey[idx]
        tv = np.broadcast_to(sim.state.fetch(self.token, idx)[0], idx.shape).astype(np.int64)
        return sim.keys.intern_each(tv, lambda t: ("op", self.uid, t))

    def fire(self, sim: Simulator, idx: np.ndarray, gid: np.ndarray) -> None:
        """Execute for slots ``idx``; ``gid`` numbers their communicating sets."""
        if self.why:
            sim.unsupported(idx, self.why)
            return
        st = sim.state
        lane = st.lane_of[idx]
        order = np.lexsort((lane, gid))
        idx, gid, lane = idx[order], gid[order], lane[order]
        starts = np.flatnonzero(np.r_[True, gid[1:] != gid[:-1]])
        seg = np.cumsum(np.r_[False, gid[1:] != gid[:-1]])  # segment number per slot
        bit = U64(1) << lane.astype(U64)
        name = self.callee
        if name == "subgroupControlBarrier":
            members = np.bitwise_or.reduceat(bit, starts)[seg]
            sim.log_barrier(idx, members)
            return
        if name == "subgroupElect":
            first = np.zeros(idx.shape, dtype=bool)
            first[starts] = True
            st.write(self.dst, idx, first.astype(U64), False)
            return
        v, p = read(sim, self.args[0], idx)
        v = np.broadcast_to(v, idx.shape)
        p = np.broadcast_to(p, idx.shape)
        if name == "subgroupShuffle":
            self._shuffle(sim, idx, gid, v, p)
            return
        any_p = np.logical_or.reduceat(p, starts)[seg]
        w = self.width
        if name == "subgroupBallot":
            bits = np.where((v != 0) & ~p, bit, U64(0))
            res = np.bitwise_or.reduceat(bits, starts)[seg]
        elif name == "subgroupAdd":
            res = np.add.reduceat(v, starts)[seg] & umask(w)
        elif name == "subgroupMin":
            res = trunc(np.minimum.reduceat(sx(v, w), starts)[seg], w)
        elif name == "subgroupMax":
            res = trunc(np.maximum.reduceat(sx(v, w), starts)[seg], w)
        elif name == "subgroupBroadcastFirst":
            res, any_p = v[starts][seg], p[starts][seg]
        else:
            sim.unsupported(idx, f"convergent operation @{name} is not supported")
            return
        st.write(self.dst, idx, res, any_p)

    def _shuffle(self, sim: Simulator, idx: np.ndarray, gid: np.ndarray,
                 v: np.ndarray, p: np.ndarray) -> None:
        st = sim.state
        src, sp = read(sim, self.args[1], idx)
        src = np.broadcast_to(src, idx.shape)
        sp = np.broadcast_to(sp, idx.shape)
        if sp.any():
            sim.ub(idx[sp], f"poison lane operand: {self.text}")
        n = st.nslots
        where = np.full(n, -1, dtype=np.int64)
        where[idx] = gid
        vfull = np.zeros(n, dtype=U64)
        pfull = np.zeros(n, dtype=bool)
        vfull[idx], pfull[idx] = v, p
        inside = src < U64(st.lanes)
        src_slot = st.sched_of[idx] * st.lanes + np.where(inside, src, U64(0)).astype(np.int64)
        ok = inside & (where[src_slot] == gid)
        res = np.where(ok, vfull[src_slot], U64(0))
        st.write(self.dst, idx, res, ~ok | pfull[src_slot])
