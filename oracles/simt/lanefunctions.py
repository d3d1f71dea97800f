"""Non-convergent functions of the lane id from the target dialects, vectorized.

``llvm.amdgcn.mbcnt.lo(mask, acc)`` / ``mbcnt.hi`` add to ``acc`` the number
of bits of ``mask`` set for the lanes below this one, among lanes 0-31 (lo) or
32-63 (hi) (AMD ISA, V_MBCNT_LO/HI_U32_B32: the thread mask is ``(1 << lane) -
1`` as 64 bits); ``mbcnt.hi(-1, mbcnt.lo(-1, 0))`` is the lane id in wave32 and
wave64. ``llvm.nvvm.read.ptx.sreg.laneid`` is the lane id of a 32-lane warp.
The work-item ids (``llvm.amdgcn.workitem.id.*``, ``llvm.nvvm.read.ptx.sreg.tid.*``)
are the lane id along x and 0 along y and z (``fuzzfarm.ir.conventions.workitem_id``).
The launch values (workgroup id, size and count: ``fuzzfarm.launch``) are the
schedule's, the same in every lane of it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm import launch as launches
from fuzzfarm.ir import conventions as conv
from oracles.simt.execute import read
from oracles.simt.state import Operand
from oracles.simt.values import spread

if TYPE_CHECKING:
    from fuzzfarm.ir.model import Function, Instruction
    from oracles.simt.lanes import Lanes

U64 = np.uint64
_LOW32 = U64(0xFFFFFFFF)


@dataclass
class LaneFunction:
    """One lane-function call: ``callee`` on ``srcs`` and the lane id."""

    text: str
    dst: int
    callee: str
    srcs: list[Operand]

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        st = sim.state
        lane = st.lane_of[idx].astype(U64)
        if self.callee in conv.LANE_VALUES:
            if self.callee in conv.NVPTX_WARP_ONLY:
                wide = lane >= U64(conv.NVPTX_WARP)
                if wide.any():
                    sim.unsupported(idx[wide], f"{self.text}: NVPTX warps have 32 lanes")
                idx, lane = idx[~wide], lane[~wide]
            if self.callee in conv.NVVM_LANEMASKS:
                st.write(self.dst, idx, _lanemask(self.callee.rsplit(".", 1)[1], lane), False)
                return
            st.write(self.dst, idx, lane if conv.reads_lane(self.callee) else np.zeros_like(lane), False)
            return
        (mask, mp), (acc, ap) = (read(sim, s, idx) for s in self.srcs)
        # (1 << lane) - 1 without overflowing at lane 64 (lanes are < 64)
        below = (U64(1) << lane) - U64(1)
        half = (below >> U64(32)) if self.callee == conv.AMDGCN_MBCNT_HI else below
        count = np.bitwise_count(np.asarray(mask, dtype=U64) & half & _LOW32).astype(U64)
        st.write(self.dst, idx, (np.asarray(acc, dtype=U64) + count) & _LOW32,
                 spread(mp | ap, idx.shape))


def _lanemask(kind: str, lane: np.ndarray) -> np.ndarray:
    """PTX's %lanemask_<kind> of every slot's lane (lanes < 32; the reference's
    scalar twin is ``conventions.lanemask``)."""
    eq = U64(1) << lane
    if kind == "eq":
        return eq
    if kind in ("lt", "ge"):
        lt = eq - U64(1)
        return lt if kind == "lt" else ~lt & _LOW32
    le = (eq << U64(1)) - U64(1)
    return le if kind == "le" else ~le & _LOW32


@dataclass
class LaunchValue:
    """A launch intrinsic call: each slot reads its schedule's launch
    (``Launch.value``), or its schedule ends unsupported where the kernel's bounds may
    exclude that launch (``fuzzfarm.launch.unsupported``, asked once per launch)."""

    text: str
    dst: int
    kernel: Function
    inst: Instruction
    _seen: dict[launches.Launch, int | str] = field(default_factory=dict)

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sched = sim.state.sched_of[idx]
        for s in np.unique(sched):
            launch = sim.schedules[int(s)].launch
            if launch not in self._seen:
                why = launches.unsupported(self.kernel, self.inst, launch)
                self._seen[launch] = why if why is not None else launch.value(self.inst.callee or "")
            got, mine = self._seen[launch], idx[sched == s]
            if isinstance(got, str):
                sim.unsupported(mine, f"{self.text}: {got}")
            else:
                sim.state.write(self.dst, mine, np.full(mine.shape, got, dtype=U64), False)


@dataclass
class WorkItemValue:
    """An OpenCL work-item function's call (``fuzzfarm.ir.opencl``): each slot's value
    from its lane, its dimension operand and its schedule's launch, computed by the
    reference's own function; a poison dimension or a launch the kernel's bounds may
    exclude ends the slot's schedule unsupported."""

    text: str
    dst: int
    kernel: Function
    inst: Instruction
    #: The dimension operand; None for a sub-group query, which has none.
    dim: Operand | None

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        if self.dim is None:
            dims, poison = np.zeros(idx.shape, dtype=U64), np.zeros(idx.shape, dtype=bool)
        else:
            dims, poison = read(sim, self.dim, idx)
            dims, poison = np.broadcast_to(dims, idx.shape), spread(poison, idx.shape)
        if poison.any():
            sim.unsupported(idx[poison], f"{self.text}: a poison dimension")
        callee = self.inst.callee or ""
        st = sim.state
        out, keep = np.zeros(idx.shape, dtype=U64), ~poison
        for k in np.flatnonzero(keep):
            sched = sim.schedules[int(st.sched_of[idx[k]])]
            launch = sched.launch
            got = launches.work_item_value(callee, int(dims[k]), int(st.lane_of[idx[k]]), launch,
                                           launches.sub_group_size(self.kernel, sched.subgroup_size))
            why = launches.work_item_unsupported(self.kernel, self.inst, launch, got, got)
            if why is not None:
                sim.unsupported(idx[k:k + 1], f"{self.text}: {why}")
                keep[k] = False
            out[k] = got
        st.write(self.dst, idx[keep], out[keep], False)


def lane_function(callee: str, text: str, dst: int, srcs: list[Operand]) -> LaneFunction:
    return LaneFunction(text, dst, callee, srcs)
