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

from fuzzfarm.ir import conventions
from oracles.simt.execute import read
from oracles.simt.state import Operand, State
from oracles.simt.values import spread, sx, trunc, umask

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

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

    def group_keys(self, sim: Lanes, idx: np.ndarray) -> np.ndarray:
        """The convergence key of this operation's instance in each slot."""
        if self.token is None:
            return sim.state.bkey[idx]
        tv = spread(sim.state.fetch(self.token, idx)[0], idx.shape).astype(np.int64)
        return sim.keys.intern_column("op", self.uid, tv)

    def fire(self, sim: Lanes, idx: np.ndarray, gid: np.ndarray) -> None:
        """Execute for slots ``idx`` (ascending); ``gid`` numbers their communicating sets."""
        if self.why:
            sim.unsupported(idx, self.why)
            return
        st = sim.state
        lane = st.lane_of[idx]
        change = np.empty(gid.shape, dtype=bool)  # a new set starts here
        change[:1] = True
        np.not_equal(gid[1:], gid[:-1], out=change[1:])
        if (gid[1:] < gid[:-1]).any():
            # Sets interleave (one schedule's lanes in two sets): sort by (set, lane).
            # Otherwise the ascending slots are already in that order, a schedule's
            # lanes having ascending slots (oracles.simt.state).
            order = np.lexsort((lane, gid))
            idx, gid, lane = idx[order], gid[order], lane[order]
            np.not_equal(gid[1:], gid[:-1], out=change[1:])
        starts = np.flatnonzero(change)
        seg = np.cumsum(change) - 1  # segment number per slot
        bit = U64(1) << lane.astype(U64)
        spec = conventions.OPS.get(self.callee)
        name = spec.behaves_as if spec is not None else self.callee
        if name.startswith("nvvm."):
            self._nvvm(sim, name, idx, lane, bit, starts, seg)
            return
        if name in ("subgroupControlBarrier", "s.barrier"):
            members = np.bitwise_or.reduceat(bit, starts)[seg]
            if name == "s.barrier":
                # a workgroup barrier is defined only when every active lane meets it
                full = np.array([sum(1 << x for x in s.active_lanes) for s in sim.schedules],
                                dtype=U64)[st.sched_of[idx]]
                partial = members != full
                if partial.any():
                    sim.unsupported(idx[partial], f"{self.text}: a workgroup barrier reached by "
                                    "only some active lanes has no defined meaning")
                    idx, members = idx[~partial], members[~partial]
            sim.log_barrier(idx, members)
            return
        if name == "subgroupElect":
            first = np.zeros(idx.shape, dtype=bool)
            first[starts] = True
            st.write(self.dst, idx, first.astype(U64), False)
            return
        v, p = read(sim, self.args[0], idx)
        v = spread(v, idx.shape)
        p = spread(p, idx.shape)
        if name == "subgroupShuffle":
            self._shuffle(sim, idx, gid, v, p)
            return
        any_p = np.logical_or.reduceat(p, starts)[seg] if p.any() else False
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
        elif name == "wave.reduce.umin":
            res = np.minimum.reduceat(v, starts)[seg]
        elif name == "wave.reduce.umax":
            res = np.maximum.reduceat(v, starts)[seg]
        else:
            sim.unsupported(idx, f"convergent operation @{name} is not supported")
            return
        st.write(self.dst, idx, res, any_p)

    def _shuffle(self, sim: Lanes, idx: np.ndarray, gid: np.ndarray,
                 v: np.ndarray, p: np.ndarray) -> None:
        st = sim.state
        src, sp = read(sim, self.args[1], idx)
        src = spread(src, idx.shape)
        sp = spread(sp, idx.shape)
        if sp.any():
            sim.ub(idx[sp], f"poison lane operand: {self.text}")
        st.write(self.dst, idx, *_read_lane_in_set(st, idx, gid, v, p, src))

    def _nvvm(self, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
              bit: np.ndarray, starts: np.ndarray, seg: np.ndarray) -> None:
        """NVVM's warp operations (README, the nvptx dialect table), segment-wise.

        Modelled only where the meaning is certain: 32-lane warps, and a membermask
        equal to the communicating set in every member. A lane missing from its own
        mask is UB (PTX); any other mask, a poison mask, lane or ``c`` operand, or
        ``c`` != 31 is unsupported.
        """
        st = sim.state
        members = np.bitwise_or.reduceat(bit, starts)[seg]
        wide = np.maximum.reduceat(lane, starts)[seg] >= conventions.NVPTX_WARP
        if wide.any():
            sim.unsupported(idx[wide], f"{self.text}: NVPTX warps have 32 lanes")
        if name == "nvvm.activemask":
            ok = ~wide
            st.write(self.dst, idx[ok], members[ok], False)
            return
        ops = []
        for a in self.args:
            v, p = read(sim, a, idx)
            ops.append((spread(v, idx.shape), spread(p, idx.shape)))
        (mask, mpois) = ops[0]
        # the reference's order: a poison mask, then a lane outside its own mask (UB),
        # then a mask other than the set, then the shuffle's own operands
        poison_mask = np.logical_or.reduceat(mpois, starts)[seg]
        not_self = ((mask >> lane.astype(U64)) & U64(1)) == 0
        ub_seg = np.logical_or.reduceat(not_self, starts)[seg] & ~wide & ~poison_mask
        bad = mask != members
        if name == "nvvm.shfl.sync.idx":
            bad = bad | ops[2][1] | ops[3][1] | (ops[3][0] != U64(31))
        mismatch = np.logical_or.reduceat(bad, starts)[seg]
        unsup = (poison_mask | mismatch) & ~wide & ~ub_seg
        if ub_seg.any():
            sim.ub(idx[ub_seg], f"{self.text}: a lane is not in its own membermask")
        if unsup.any():
            sim.unsupported(idx[unsup], f"{self.text}: membermask or operands outside the "
                            "modelled cases (mask = the communicating set, c = 31)")
        ok = ~(wide | ub_seg | unsup)
        if not ok.any():
            return
        if name == "nvvm.vote.ballot.sync":
            pv, pp = ops[1]
            bits = np.where((pv != 0) & ~pp, bit, U64(0))
            res = np.bitwise_or.reduceat(bits, starts)[seg]
            any_p = np.logical_or.reduceat(pp, starts)[seg]
            st.write(self.dst, idx[ok], res[ok], any_p[ok])
            return
        # shfl.sync.idx with c = 31: the source lane is (lane & 31), within the same set
        v, p = ops[1]
        res, poison = _read_lane_in_set(st, idx, seg, v, p, ops[2][0] & U64(31))
        st.write(self.dst, idx[ok], res[ok], poison[ok])


def _read_lane_in_set(st: State, idx: np.ndarray, group: np.ndarray, v: np.ndarray,
                      p: np.ndarray, src: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """A shuffle's read, for every executing slot: ``v`` of lane ``src`` of the same
    schedule when that lane is in the slot's communicating set (same ``group``), else
    poison. Returns (values, poison); shared by ``subgroupShuffle`` and ``shfl.sync``."""
    n = st.nslots
    group_of = np.full(n, -1, dtype=np.int64)
    group_of[idx] = group
    vfull = np.zeros(n, dtype=U64)
    pfull = np.zeros(n, dtype=bool)
    vfull[idx], pfull[idx] = v, p
    inside = src < U64(st.slot_at.shape[1])
    src_slot = st.slot_at[st.sched_of[idx], np.where(inside, src, U64(0)).astype(np.int64)]
    same = inside & (src_slot >= 0) & (group_of[src_slot] == group)  # -1: an inactive lane
    return np.where(same, vfull[src_slot], U64(0)), ~same | pfull[src_slot]
