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

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

import numpy as np

from fuzzfarm.ir import conventions, crosslane, opencl
from fuzzfarm.ir.types import FloatType, IntType
from oracles.simt import floats, floatscans, opkernels, permutes, scans
from oracles.simt.execute import read
from oracles.simt.state import Operand, State
from oracles.simt.values import icmp, spread, sx, trunc, umask

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

U64 = np.uint64

#: :func:`_segmented`'s codes of the operations compiled by kernels other than
#: :func:`oracles.simt.opkernels.collective`.
_SHUFFLE, _BARRIER = -2, -3
#: The operand of an operation that takes none.
_NO_OPERAND = Operand()


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
    #: The kernel is compiled for 64-lane AMDGPU waves (conventions.amdgpu_wave64): the
    #: wave size is the launch's, so the kernel's attributes say it, for its callees too.
    wave64: bool = False
    #: A barrier that orders the members' memory accesses by itself
    #: (``conventions.barrier_orders``).
    orders: bool = False
    #: Its ``ds_bpermute`` reads within 32-lane halves (``crosslane.bpermute_in_halves``;
    #: None: not known).
    halves: bool | None = False
    #: The kernel is compiled for 32-lane AMDGPU waves (``conventions.amdgpu_wave32``): a
    #: lane index is read modulo 32.
    wave32: bool = False
    #: The instruction as the program wrote it, one number for all its copies in expanded
    #: calls: a workgroup barrier's executions are counted per site under ipdom
    #: (:mod:`fuzzfarm.partial_barriers`).
    site: int = -1
    #: Its tie class (:data:`fuzzfarm.schedule.TIE` + its name) when the kernel's
    #: own entry token controls it directly, else "": every thread that runs it runs the
    #: same instance whatever the anchor groupings (SEMANTICS.md, "Ties between threads"),
    #: so the run logs it among the anchor instances for the listing of groupings.
    tie: str = ""
    #: How the compiled common case runs it (:func:`_segmented`; -1: the numpy code only).
    _segmented: tuple[int, np.uint64] | None = field(default=None, init=False, repr=False,
                                                     compare=False)

    #: The constants of a shuffle's two operands (:func:`_segmented`).
    _constants: tuple[np.uint64, np.uint64] = field(default=(U64(0), U64(0)), init=False,
                                                     repr=False, compare=False)

    @property
    def callee_name(self) -> str:
        """The catalogue operation the callee behaves as (``conventions.OPS``)."""
        spec = conventions.OPS.get(self.callee)
        return spec.behaves_as if spec is not None else self.callee

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
        if self._segmented is None:
            self._segmented = _segmented(self)
        code, value = self._segmented
        if code >= 0:  # the common case, compiled (opkernels)
            arg = self.args[0] if self.args else _NO_OPERAND
            if opkernels.collective(st.vals, st.pois, idx, gid, st.lane_of, code, arg.reg, value,
                                    arg.poison, self.width, self.dst):
                return
        elif code == _SHUFFLE and self._shuffled(sim, idx, gid):
            return
        elif code == _BARRIER:  # a subgroup barrier: the sets' lane masks, compiled
            members = opkernels.members(idx, gid, st.lane_of)
            if members.size == idx.size:
                self._log_barrier(sim, idx, members)
                return
        if self.callee_name == conventions.NVVM_BARRIER_COUNT:  # (id, n): n the whole block
            idx, gid = self._whole_block(sim, idx, gid)
            if not idx.size:
                return
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
        if name.startswith("amdgcn."):
            self._amdgcn(sim, name, idx, lane, bit, starts, seg)
            return
        reduction = name in conventions.NVVM_BARRIER_REDUCTIONS
        if name in ("subgroupControlBarrier", "s.barrier", conventions.NVVM_BARRIER_COUNT) or reduction:
            members = np.bitwise_or.reduceat(bit, starts)[seg]
            if name != "subgroupControlBarrier":
                # a workgroup barrier is defined only when every active lane meets it
                full = np.array([sum(1 << x for x in s.active_lanes) for s in sim.schedules],
                                dtype=U64)[st.sched_of[idx]]
                partial = members != full
                undefined = conventions.partial_barrier_is_undefined(self.callee)
                if not sim.maximal and not reduction and undefined:
                    # under ipdom a split may be the model's own: the members pass, the
                    # run's end decides (oracles.reference.catalogue.communicate)
                    sim.count_barrier(self.site, idx)
                    if partial.any():
                        sim.partial_barrier(idx[partial], self.site, self.text)
                elif partial.any():
                    if sim.maximal and undefined:
                        sim.ub(idx[partial], f"{self.text}: a workgroup barrier reached by only "
                               "some active lanes (divergent control flow)")
                    else:
                        sim.unsupported(idx[partial], f"{self.text}: a workgroup barrier reached "
                                        "by only some active lanes has no defined meaning")
                    idx, members = idx[~partial], members[~partial]
                    if reduction:
                        keep = ~partial
                        starts, seg = _segments(seg[keep])
            self._log_barrier(sim, idx, members)
            if reduction and idx.size:
                self._barrier_reduction(sim, name, idx, starts, seg)
            return
        if name == "subgroupElect":
            first = np.zeros(idx.shape, dtype=bool)
            first[starts] = True
            st.write(self.dst, idx, first.astype(U64), False)
            return
        v, p = read(sim, self.args[0], idx)
        v = spread(v, idx.shape)
        p = spread(p, idx.shape)
        if name in ("subgroupShuffle", opencl.SHUFFLE_XOR):
            self._shuffle(sim, idx, gid, v, p, lane if name == opencl.SHUFFLE_XOR else None)
            return
        if name.startswith(opencl.CLUSTERED_PREFIX):
            self._clustered(sim, name, idx, lane, change, v, p)
            return
        any_p = np.logical_or.reduceat(p, starts)[seg] if p.any() else False
        w = self.width
        if name == "subgroupBallot":
            bits = np.where((v != 0) & ~p, bit, U64(0))
            res = np.bitwise_or.reduceat(bits, starts)[seg]
        elif name == "subgroupAdd":
            res = np.add.reduceat(v, starts)[seg] & umask(w)
        elif name in ("opencl.any", "opencl.all"):
            fold = np.logical_or if name == "opencl.any" else np.logical_and
            res = fold.reduceat((v & umask(w)) != 0, starts)[seg].astype(U64)
        elif name == "subgroupMin":
            res = trunc(np.minimum.reduceat(sx(v, w), starts)[seg], w)
        elif name == "subgroupMax":
            res = trunc(np.maximum.reduceat(sx(v, w), starts)[seg], w)
        elif name == "subgroupBroadcastFirst":
            res, any_p = v[starts][seg], p[starts][seg]
        elif name.startswith("wave.reduce."):
            res = _reduce(name.rsplit(".", 1)[1], v, starts, seg, w)
        elif name.startswith(opencl.SCAN_PREFIX):
            res, any_p = scans.scan(name, v, p, starts, w)
        elif name.startswith(opencl.FLOAT_PREFIX):
            res, any_p, notes = floatscans.collective(name, w, v, p, starts)
            for what, where in notes.items():
                if where.any():
                    sim.note(idx[where], what)
        else:
            sim.unsupported(idx, f"convergent operation @{name} is not supported")
            return
        st.write(self.dst, idx, res, any_p)

    def _clustered(self, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
                   change: np.ndarray, v: np.ndarray, p: np.ndarray) -> None:
        """``sub_group_clustered_reduce_<op>(v, n)`` (``opencl.CLUSTERED_PREFIX``): each set's
        segment cut again where ``lane // n`` changes, then reduced as ``wave.reduce``; a
        poison v poisons its cluster. ``n`` must be a constant power of two up to each
        schedule's subgroup size, else unsupported (the reference's ``_clustered``)."""
        size = self.args[1]
        n = size.value if size.reg < 0 and not size.poison else None
        subgroups = np.array([s.subgroup_size for s in sim.schedules])[sim.state.sched_of[idx]]
        ok = np.array([opencl.cluster_size(n, int(w)) is not None for w in subgroups], dtype=bool)
        if not ok.all():
            sim.unsupported(idx[~ok], f"{self.text}: a cluster size that is not a constant power "
                            "of two up to the subgroup's size (undefined in OpenCL)")
            # a set is one schedule's: whole segments are dropped, the others keep their starts
            idx, lane, change, v, p = idx[ok], lane[ok], change[ok], v[ok], p[ok]
            if not idx.size:
                return
        assert n is not None
        cut = change.copy()
        cut[1:] |= (lane[1:] // n) != (lane[:-1] // n)
        starts = np.flatnonzero(cut)
        seg = np.cumsum(cut) - 1
        res = _reduce(name.removeprefix(opencl.CLUSTERED_PREFIX), v, starts, seg, self.width)
        sim.state.write(self.dst, idx, res, np.logical_or.reduceat(p, starts)[seg])

    def _whole_block(self, sim: Lanes, idx: np.ndarray, gid: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """The slots of a barrier over a thread count (``conventions.NVVM_BARRIER_COUNT``)
        whose count is every thread of their schedule's block; the others unsupported."""
        v, p = read(sim, self.args[1], idx)
        items = np.array([s.launch.group_items for s in sim.schedules], dtype=U64)[sim.state.sched_of[idx]]
        bad = spread(p, idx.shape) | (spread(v, idx.shape) & umask(32) != items)
        if bad.any():
            sim.unsupported(idx[bad], f"{self.text}: a barrier over part of the block, which "
                            "warps a case does not run may complete")
        return idx[~bad], gid[~bad]

    def _log_barrier(self, sim: Lanes, idx: np.ndarray, members: np.ndarray) -> None:
        """Record a barrier the slots ``idx`` met, ``members`` each one's set as a lane mask
        (the order of the slots does not matter: results and races read them per slot)."""
        sim.log_barrier(idx, members)
        if sim.races is not None:
            sim.races.barrier(idx, members, self.orders)

    def _shuffled(self, sim: Lanes, idx: np.ndarray, gid: np.ndarray) -> bool:
        """A shuffle in one compiled call (:func:`oracles.simt.opkernels.shuffle`), as
        :meth:`_shuffle` computes it; False, having written nothing, where its numpy code
        must run (a poison lane operand). The sets need no sorting: each slot reads one
        other by its slot number."""
        st = sim.state
        value, lane = self.args[0], self.args[1]
        v0, v1 = self._constants
        return opkernels.shuffle(st.vals, st.pois, idx, gid, st.sched_of, st.slot_at, st.lane_of,
                                 value.reg, v0, value.poison, lane.reg, v1, lane.poison,
                                 self.callee_name == opencl.SHUFFLE_XOR, self.dst)

    def _barrier_reduction(self, sim: Lanes, name: str, idx: np.ndarray, starts: np.ndarray,
                           seg: np.ndarray) -> None:
        """``barrier.cta.red.{popc,and,or}`` (PTX ISA, "bar.red") over each set: the count
        of true predicates, all of them, any of them; poison if any member's is poison."""
        v, p = read(sim, self.args[1], idx)
        true = spread(v, idx.shape) != 0
        poison = np.logical_or.reduceat(spread(p, idx.shape), starts)[seg]
        count = np.add.reduceat(true.astype(U64), starts)[seg]
        size = np.add.reduceat(np.ones(idx.shape, dtype=U64), starts)[seg]
        kind = name.rsplit(".", 1)[1]
        res = count if kind == "popc" else (count == size if kind == "and" else count > 0)
        sim.state.write(self.dst, idx, np.asarray(res).astype(U64), poison)

    def _shuffle(self, sim: Lanes, idx: np.ndarray, gid: np.ndarray,
                 v: np.ndarray, p: np.ndarray, xor_of: np.ndarray | None = None) -> None:
        """Each lane reads ``v`` of the lane its operand names, or (``xor_of``: the lanes,
        for ``sub_group_shuffle_xor``) of its own lane xor the operand."""
        st = sim.state
        src, sp = read(sim, self.args[1], idx)
        src = spread(src, idx.shape)
        if xor_of is not None:
            src = src ^ xor_of.astype(src.dtype)
        sp = spread(sp, idx.shape)
        if sp.any():
            sim.ub(idx[sp], f"poison lane operand: {self.text}")
        st.write(self.dst, idx, *_read_lane_in_set(st, idx, gid, v, p, src))

    def _nvvm(self, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
              bit: np.ndarray, starts: np.ndarray, seg: np.ndarray) -> None:
        """NVVM's warp operations (README, the nvptx dialect table), segment-wise.

        Modelled only where the meaning is certain: 32-lane warps, and a membermask
        equal to the communicating set in every member, or masks cutting the set into
        tiles (the reference's ``catalogue._tiles``; not ``bar.warp.sync``). A lane missing from its own
        mask is UB (PTX); any other mask, a poison mask, shuffle lane or ``c``
        operand, or ``c`` with bits PTX gives no meaning, is unsupported.
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
        at = conventions.nvvm_mask_operand(name)
        (mask, mpois) = ops[at]
        # the reference's order: a poison mask, then a lane outside its own mask (UB),
        # then a mask other than the set, then the shuffle's own operands
        poison_mask = np.logical_or.reduceat(mpois, starts)[seg]
        not_self = ((mask >> lane.astype(U64)) & U64(1)) == 0
        ub_seg = np.logical_or.reduceat(not_self, starts)[seg] & ~wide & ~poison_mask
        # tiles (the reference's catalogue._tiles): each lane's mask names exactly the
        # lanes of its set passing that same mask; bar.warp.sync needs the whole set
        order, tstarts, tseg = _tiles(seg, mask, lane)
        tile_bits = np.bitwise_or.reduceat(bit[order], tstarts)[tseg]
        tiled = np.empty(idx.shape, dtype=bool)
        tiled[order] = tile_bits == mask[order]
        bad = mask != members
        # one mask for the whole set, naming lanes outside it too: over the set when those
        # had exited (PTX's non-exited threads; the reference's catalogue._nvvm), which
        # the simulator's exits judge when the batch ends; not bar.warp.sync
        one = np.minimum.reduceat(mask, starts)[seg] == np.maximum.reduceat(mask, starts)[seg]
        wider = one & bad & (sim.exits is not None)
        if name != "nvvm.bar.warp.sync":
            bad = bad & ~tiled & ~wider
        shuffle = name.startswith("nvvm.shfl.sync.")
        if shuffle:
            bad = bad | ops[2][1] | ops[3][1] | ((ops[3][0] & ~U64(conventions.SHFL_C_BITS)) != 0)
        mismatch = np.logical_or.reduceat(bad, starts)[seg]
        unsup = (poison_mask | mismatch) & ~wide & ~ub_seg
        if ub_seg.any():
            sim.ub(idx[ub_seg], f"{self.text}: a lane is not in its own membermask")
        if unsup.any():
            sim.unsupported(idx[unsup], f"{self.text}: membermask or operands outside the "
                            "modelled cases (mask = the communicating set or tiles of it, c of "
                            "clamp and segment bits)")
        ok = ~(wide | ub_seg | unsup)
        if not ok.any():
            return
        owing = np.zeros(idx.shape, dtype=bool)
        owing[starts] = True
        owing &= ok & wider
        if sim.exits is not None and name != "nvvm.bar.warp.sync" and owing.any():
            sim.exits.owe(idx[owing], members[owing], mask[owing] & ~members[owing], self.text)
        if name == "nvvm.bar.warp.sync":
            sim.log_barrier(idx[ok], members[ok])
            if sim.races is not None:
                sim.races.barrier(idx[ok], members[ok], self.orders)
            return
        if shuffle:
            v, p = ops[1]
            src, in_range = _shfl_source(name.rsplit(".", 1)[1], lane.astype(np.int64),
                                         ops[2][0].astype(np.int64), ops[3][0].astype(np.int64))
            tile = np.empty(idx.shape, dtype=np.int64)
            tile[order] = tseg
            res, poison = _read_lane_in_set(st, idx, tile, v, p, src.astype(U64))
            st.write(self.dst, idx[ok], res[ok], poison[ok])
            if name.startswith(conventions.NVVM_SHFL_P):  # {value, PTX's predicate}
                st.write(self.dst + 1, idx[ok], in_range[ok].astype(U64), False)
            return
        v, vp = ops[1 - at]
        any_p = np.empty(idx.shape, dtype=bool)
        any_p[order] = np.logical_or.reduceat(vp[order], tstarts)[tseg]
        res = np.empty(idx.shape, dtype=U64)
        res[order] = _nvvm_result(name, v[order], bit[order], tstarts, tseg)
        st.write(self.dst, idx[ok], res[ok], any_p[ok])
        if name == "nvvm.match.all.sync":  # {the set or 0, whether the values agree}
            st.write(self.dst + 1, idx[ok], (res[ok] != 0).astype(U64), any_p[ok])


    def _amdgcn(self, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
                bit: np.ndarray, starts: np.ndarray, seg: np.ndarray) -> None:
        """AMDGPU's cross-lane intrinsics (README, the amdgcn dialect table), segment-wise:
        a non-uniform operand that must be uniform makes the whole set's result poison
        (undefined, IntrinsicsAMDGPU.td); a poison index or a lane index only the wave
        size decides makes it unsupported; a lane outside S reads poison."""
        st = sim.state
        ops = []
        for a in self.args:
            v, p = read(sim, a, idx)
            ops.append((spread(v, idx.shape), spread(p, idx.shape)))
        if name in crosslane.WAVE_OPS:
            def read_lane(src: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
                v, p = ops[crosslane.VALUE_OPERAND[name]]
                return _read_lane_in_set(st, idx, seg, v, p, src)

            permutes.fire(self.text, self.dst, sim, name, idx, lane, starts, seg, ops, read_lane,
                          lambda v, p: _differs(v, p, starts, seg), self.wave64)
            return
        if name in conventions.COMPARE_PREDICATES:
            self._compare_ballot(sim, name, idx, lane, bit, starts, seg, ops)
            return
        if name == "amdgcn.ballot.i32":
            bad = lane >= 32
            v, p = ops[0]
            res = np.bitwise_or.reduceat(np.where(v != 0, bit, U64(0)), starts)[seg]
            poison = np.logical_or.reduceat(p, starts)[seg]
        elif name == "amdgcn.ds.bpermute":
            j = (ops[0][0] >> U64(2)) & U64(31 if self.wave32 else 63)
            own_half = (lane.astype(U64) & U64(32)) | (j & U64(31))
            if self.halves:  # crosslane.bpermute_source: the lane's own half
                j, bad = own_half, ops[0][1]
            elif self.halves is None:  # not known: only where both readings name one lane
                bad = ops[0][1] | (own_half != j)
            elif self.wave32:
                bad = ops[0][1]
            else:
                bad = ops[0][1] | ((j >= U64(32)) & ~_wave64(sim, idx, self.wave64))
            res, poison = _read_lane_in_set(st, idx, seg, ops[1][0], ops[1][1], j)
        else:  # readlane (v, l), writelane (v, l, old)
            raw, ip = ops[1]
            index = raw & U64(31 if self.wave32 else 63)  # the lane select (conventions.amdgcn_lane)
            bad = ip | ((index >= U64(32)) & ~_wave64(sim, idx, self.wave64))
            # an operand that must be uniform and is not: the result is undefined, poison
            # in the whole set (the reference checks this first, before the index)
            undefined = _differs(raw, ip, starts, seg)
            if name == "amdgcn.writelane":
                undefined = undefined | _differs(ops[0][0], ops[0][1], starts, seg)
                mine = lane.astype(U64) == index
                res = np.where(mine, ops[0][0], ops[2][0])
                poison = np.where(mine, ops[0][1], ops[2][1])
            else:
                res, poison = _read_lane_in_set(st, idx, seg, ops[0][0], ops[0][1],
                                                np.where(bad | undefined, U64(0), index))
            bad = bad & ~undefined
            poison = poison | undefined
        unsup = np.logical_or.reduceat(bad, starts)[seg]
        if unsup.any():
            sim.unsupported(idx[unsup], f"{self.text}: an operand outside the modelled cases "
                            "(not uniform, poison, or a lane only the wave size decides)")
        ok = ~unsup
        st.write(self.dst, idx[ok], res[ok], poison[ok])

    def _compare_ballot(self, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
                        bit: np.ndarray, starts: np.ndarray, seg: np.ndarray,
                        ops: list[tuple[np.ndarray, np.ndarray]]) -> None:
        """``llvm.amdgcn.icmp``/``fcmp`` (a, b, pred): the ballot over each set of the
        comparison (the reference's ``catalogue._compare_ballot``); an unknown predicate, or
        an i32 result in a set with a lane 32 or up, is unsupported; a poison a or b of any
        member poisons the set's result."""
        spec = conventions.OPS[self.callee]
        code = int(ops[2][0][0]) if not ops[2][1].any() else None
        pred = conventions.COMPARE_PREDICATES[name].get(code) if code is not None else None
        if pred is None:
            sim.unsupported(idx, f"{self.text}: predicate {code} is none of LLVM's")
            return
        ty = spec.params[0]
        (a, ap), (b, bp) = ops[0], ops[1]
        if isinstance(ty, FloatType):
            truth = floats.kernel("fcmp", pred, ty.bits, 1, frozenset())([a, b])
        else:
            truth = icmp(pred, a, b, cast(IntType, ty).bits, frozenset())[0]
        res = np.bitwise_or.reduceat(np.where(truth != 0, bit, U64(0)), starts)[seg]
        poison = np.logical_or.reduceat(ap | bp, starts)[seg]
        ok = np.ones(idx.shape, dtype=bool)
        if cast(IntType, spec.return_type).bits == 32:
            ok = ~np.logical_or.reduceat(lane >= 32, starts)[seg]
            if not ok.all():
                sim.unsupported(idx[~ok], f"{self.text}: an i32 mask holds 32 lanes")
        sim.state.write(self.dst, idx[ok], res[ok], poison[ok])


def _differs(v: np.ndarray, p: np.ndarray, starts: np.ndarray, seg: np.ndarray) -> np.ndarray:
    """Per slot: does any member of its segment hold another value than the first
    (poison is a value of its own, as the reference compares them)?"""
    fv, fp = v[starts][seg], p[starts][seg]
    other = (p != fp) | (~p & ~fp & (v != fv))
    return np.logical_or.reduceat(other, starts)[seg]


def _wave64(sim: Lanes, idx: np.ndarray, compiled64: bool) -> np.ndarray:
    """Per slot: is its wave known to have 64 lanes (an active lane 32 or up, or code
    compiled for 64-lane waves)? (``conventions.amdgcn_lane`` is the reference's rule.)"""
    known = np.array([compiled64 or max(s.active_lanes) >= 32 for s in sim.schedules], dtype=bool)
    return known[sim.state.sched_of[idx]]


def _nvvm_result(name: str, v: np.ndarray, bit: np.ndarray, starts: np.ndarray,
                 seg: np.ndarray) -> np.ndarray:
    """The result of a vote, redux or match over each segment (the set S of a slot)."""
    kind = name.rsplit(".", 1)[1] if name.startswith("nvvm.redux.") else name.split(".")[2]
    if name == "nvvm.vote.ballot.sync":
        return np.bitwise_or.reduceat(np.where(v != 0, bit, U64(0)), starts)[seg]
    if name.startswith("nvvm.vote."):
        every = np.logical_and.reduceat(v != 0, starts)[seg]
        some = np.logical_or.reduceat(v != 0, starts)[seg]
        truth = {"all": every, "any": some, "uni": every | ~some}[kind]
        return truth.astype(U64)
    if name == "nvvm.match.all.sync":  # the set where every value equals the first's, else 0
        agree = np.logical_and.reduceat(v == v[starts][seg], starts)[seg]
        return np.where(agree, np.bitwise_or.reduceat(bit, starts)[seg], U64(0))
    if name == "nvvm.match.any.sync":
        # lanes of the same segment with the same value: group by (segment, value)
        _, group = np.unique(np.stack([seg.astype(U64), v]), axis=1, return_inverse=True)
        group = group.reshape(-1)
        same = np.zeros(int(group.max()) + 1, dtype=U64)
        np.bitwise_or.at(same, group, bit)
        return same[group]
    return _reduce(kind, v, starts, seg, 32)


def _reduce(kind: str, v: np.ndarray, starts: np.ndarray, seg: np.ndarray, w: int) -> np.ndarray:
    """``redux.sync.<kind>`` / ``wave.reduce.<kind>`` of ``w``-bit values over each segment."""
    if kind in ("min", "max"):
        pick = np.minimum if kind == "min" else np.maximum
        return trunc(pick.reduceat(sx(v, w), starts)[seg], w)
    if kind == "sub":  # AMDGPU's wave.reduce.sub: 0 minus the wrapping sum
        return (U64(0) - np.add.reduceat(v, starts)[seg]) & umask(w)
    ufunc = {"umin": np.minimum, "umax": np.maximum, "add": np.add, "and": np.bitwise_and,
             "or": np.bitwise_or, "xor": np.bitwise_xor}[kind]
    return ufunc.reduceat(v, starts)[seg] & umask(w)


def _shfl_source(mode: str, lane: np.ndarray, b: np.ndarray,
                 c: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The source lane of ``shfl.sync.<mode>`` in every slot and PTX's predicate (was
    the computed lane in range; PTX ISA's pseudocode; the reference's scalar twin is
    ``conventions.shfl_lane``)."""
    bval, cval, segmask = b & 31, c & 31, (c >> 8) & 31
    max_lane = (lane & segmask) | (cval & ~segmask & 31)
    if mode == "up":
        j = lane - bval
        in_range = j >= max_lane
    else:
        j = {"down": lambda: lane + bval, "bfly": lambda: lane ^ bval,
             "idx": lambda: (lane & segmask) | (bval & ~segmask & 31)}[mode]()
        in_range = j <= max_lane
    return np.where(in_range, j, lane), in_range


def _tiles(seg: np.ndarray, mask: np.ndarray,
           lane: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The slots regrouped by (set, membermask): (the order sorting them so, the starts
    of the groups in that order, the group number of each sorted slot). Where every
    mask is the set's, the groups are the sets."""
    order = np.lexsort((lane, mask, seg))
    change = np.empty(order.shape, dtype=bool)
    change[:1] = True
    change[1:] = (seg[order][1:] != seg[order][:-1]) | (mask[order][1:] != mask[order][:-1])
    return order, np.flatnonzero(change), np.cumsum(change) - 1


def _segmented(op: Collective) -> tuple[int, np.uint64]:
    """The code of ``op`` in :data:`oracles.simt.opkernels.SEGMENTED` and its operand's
    constant; code -1 where the numpy code must run: another operation, a result wider
    than 64 bits, an ``undef`` operand or a constant numpy does not convert. A shuffle is
    :data:`_SHUFFLE` (its operands' constants in ``op._constants``) and a subgroup barrier
    :data:`_BARRIER`, each with a compiled kernel of its own."""
    name = op.callee_name
    if name == "subgroupControlBarrier":
        return _BARRIER, U64(0)
    if name in ("subgroupShuffle", opencl.SHUFFLE_XOR):
        if not 0 < op.width <= 64 or len(op.args) != 2 or any(a.undef for a in op.args):
            return -1, U64(0)
        try:
            op._constants = (U64(op.args[0].value), U64(op.args[1].value))
        except OverflowError:
            return -1, U64(0)
        return _SHUFFLE, U64(0)
    code = opkernels.SEGMENTED.get(name, -1)
    if code < 0 or not 0 < op.width <= 64:
        return -1, U64(0)
    if code == 0:
        return code, U64(0)
    if not op.args or op.args[0].undef:
        return -1, U64(0)
    try:
        return code, U64(op.args[0].value)
    except OverflowError:
        return -1, U64(0)


def _segments(seg: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(starts, renumbered segment per slot) of sorted segment numbers ``seg``."""
    change = np.empty(seg.shape, dtype=bool)
    change[:1] = True
    np.not_equal(seg[1:], seg[:-1], out=change[1:])
    return np.flatnonzero(change), np.cumsum(change) - 1


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
