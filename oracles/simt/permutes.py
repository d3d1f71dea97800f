"""The lane simulator's AMDGPU lane permutes: DPP, DPP8, ds_swizzle, permlane16/x16/64.

Every slot's source lane is computed from its lane id by arithmetic (row = lane & ~15,
place in the row = lane & 15 ...), together with whether the control names a lane at
all (*valid*); the value is then read as every shuffle reads
(``catalogue._read_lane_in_set``: poison when the source is not in the slot's
communicating set). The rules are ``fuzzfarm.ir.crosslane``'s; the reference computes
the same sources by moving lists of lanes (``oracles.reference.permutes``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.ir import crosslane as xl

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

U64 = np.uint64
I64 = np.int64
#: (values, poison) per slot.
Column = tuple[np.ndarray, np.ndarray]
ReadLane = Callable[[np.ndarray], Column]


def fire(text: str, dst: int, sim: Lanes, name: str, idx: np.ndarray, lane: np.ndarray,
         starts: np.ndarray, seg: np.ndarray, ops: list[Column], read_lane: ReadLane,
         differs: Callable[[np.ndarray, np.ndarray], np.ndarray], wave64: bool) -> None:
    """Execute permute ``name`` (or ``wave.barrier``) for slots ``idx``, the call ``text``
    writing register ``dst``: ``ops`` are the
    operands per slot, ``read_lane(src)`` reads the value operand of lane ``src`` in the
    slot's set, ``differs(v, p)`` says per slot whether its set disagrees on an operand;
    ``wave64``: the kernel is compiled for 64-lane waves (else, for permlane64,
    ``permute_refusal`` made sure it is compiled for 32-lane ones)."""
    if name == xl.WAVE_BARRIER:
        return
    st = sim.state
    lid = lane.astype(I64)
    at = xl.VALUE_OPERAND[name]
    valid = np.ones(idx.shape, dtype=bool)
    bad = np.zeros(idx.shape, dtype=bool)
    if name in (xl.UPDATE_DPP, xl.MOV_DPP):
        ctrl, row_mask, bank_mask, bound = (_const(ops[at + k]) for k in range(1, 5))
        src, valid = dpp_source(ctrl, lid)
    elif name == xl.MOV_DPP8:
        sel = _const(ops[1])
        src = (lid & ~7) | ((sel >> (3 * (lid & 7))) & 7)
    elif name == xl.DS_SWIZZLE:
        src = swizzle_source(_const(ops[1]), lid)
    elif name == xl.PERMLANE64:
        src = lid ^ 32 if wave64 else lid
    else:  # permlane16 / permlanex16: the nibble of this lane's place in its row
        (lo, lop), (hi, hip) = ops[2], ops[3]
        bad = differs(lo, lop) | differs(hi, hip) | np.logical_or.reduceat(lop | hip, starts)[seg]
        place = lid & 15
        words = np.where(place < 8, lo, hi).astype(I64)
        pick = (words >> (4 * (place & 7))) & 15
        src = ((lid & ~15) ^ (16 if name == xl.PERMLANEX16 else 0)) | pick
    value, poison = read_lane(np.where(valid, src, lid).astype(U64))
    if name in (xl.UPDATE_DPP, xl.MOV_DPP):
        old, oldp = ops[0] if name == xl.UPDATE_DPP else (np.zeros(idx.shape, U64),
                                                          np.ones(idx.shape, dtype=bool))
        row_on = ((row_mask >> (lid >> 4)) & 1) == 1
        bank_on = ((bank_mask >> ((lid >> 2) & 3)) & 1) == 1
        keeps_old = ~(row_on & bank_on) | (~valid & (bound == 0))
        zero = row_on & bank_on & ~valid & (bound != 0)
        value = np.where(keeps_old, old, np.where(zero, U64(0), value))
        poison = np.where(keeps_old, oldp, poison & ~zero)
    if bad.any():
        sim.unsupported(idx[bad], f"{text}: the lane selects differ across the set or are "
                        "poison (they are scalar operands)")
    ok = ~bad
    st.write(dst, idx[ok], value[ok], poison[ok])


def _const(column: Column) -> int:
    """An immediate operand's value (the same in every slot)."""
    return int(np.asarray(column[0]).reshape(-1)[0])


def dpp_source(ctrl: int, lane: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(source lane, valid) per slot for DPP control ``ctrl`` (one ``permute_refusal``
    accepts): shifting left reads a higher lane, right a lower one."""
    row, place, n = lane & ~15, lane & 15, ctrl & 15
    every = np.ones(lane.shape, dtype=bool)
    kind = ctrl & ~15
    if ctrl <= xl.QUAD_PERM_LAST:
        return (lane & ~3) | ((ctrl >> (2 * (lane & 3))) & 3), every
    if kind == xl.ROW_SHL:
        return lane + n, place + n <= 15
    if kind == xl.ROW_SHR:
        return lane - n, place >= n
    if kind == xl.ROW_ROR:
        return row | ((place - n) & 15), every
    if kind == xl.ROW_SHARE:
        return row | n, every
    if kind == xl.ROW_XMASK:
        return lane ^ n, every
    table: dict[int, tuple[np.ndarray, np.ndarray]] = {
        xl.ROW_MIRROR: (row | (15 - place), every),
        xl.ROW_HALF_MIRROR: (lane ^ 7, every),
        xl.WAVE_SHL1: (lane + 1, lane < 63),
        xl.WAVE_ROL1: ((lane + 1) & 63, every),
        xl.WAVE_SHR1: (lane - 1, lane > 0),
        xl.WAVE_ROR1: ((lane - 1) & 63, every),
        xl.ROW_BCAST15: (row - 1, lane >= 16),
        xl.ROW_BCAST31: (np.full(lane.shape, 31, dtype=I64), lane >= 32),
    }
    return table[ctrl]


def swizzle_source(offset: int, lane: np.ndarray) -> np.ndarray:
    """The source lane per slot of a ds_swizzle ``offset`` (quad-permute or bitmask mode)."""
    if offset & xl.SWIZZLE_BITMASK_BIT:
        return (lane & ~3) | ((offset >> (2 * (lane & 3))) & 3)
    within = ((lane & 31 & (offset & 31)) | ((offset >> 5) & 31)) ^ ((offset >> 10) & 31)
    return (lane & 32) | within
