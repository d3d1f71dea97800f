"""The reference's AMDGPU lane permutes: DPP, DPP8, ds_swizzle, permlane16/x16/64.

The ISA describes each control as a movement of a wave's data (a row shifted left, a
wave rotated right, a row mirrored, lane 15 broadcast to the next row). This module
does exactly that, to the list of lane numbers: the list after the movement says, at
each lane, which lane's value arrives there, or None where the movement brings in
nothing (an *invalid* lane). ``fuzzfarm.ir.crosslane`` says which encodings are read
(its checks run before a call waits: ``Interpreter.check_environment``) and what a
lane reads; the lane simulator computes the same sources by arithmetic on lane ids
(``oracles.simt.permutes``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from fuzzfarm.behaviour import POISON
from fuzzfarm.ir import crosslane as xl
from oracles.reference.values import Unsupported

#: Lanes of the widest wave, of a DPP row, of a swizzle group.
WAVE, ROW, HALF = 64, 16, 32
Sources = list[int | None]


def results(op: str, members: dict[int, list[object]], wave64: bool) -> dict[int, object]:
    """Every member's result of permute ``op`` (or ``wave.barrier``) executed by the
    lanes of ``members`` together (their evaluated operands); ``wave64``: the kernel is
    compiled for 64-lane waves (else, for permlane64, ``permute_refusal`` made sure
    it is compiled for 32-lane ones)."""
    lanes = sorted(members)
    if op == xl.WAVE_BARRIER:
        return dict.fromkeys(lanes)
    first = members[lanes[0]]
    if op in (xl.PERMLANE16, xl.PERMLANEX16) and (
            POISON in first[2:4]
            or any(repr(members[lane][2:4]) != repr(first[2:4]) for lane in lanes)):
        raise Unsupported(f"@llvm.{op}: the lane selects differ across S or are poison "
                              "(they are scalar operands)")
    sources = wave_sources(op, first, wave64)
    at = xl.VALUE_OPERAND[op]
    out: dict[int, object] = {}
    for lane in lanes:
        args = members[lane]
        old = args[0] if op == xl.UPDATE_DPP else POISON
        if op in (xl.UPDATE_DPP, xl.MOV_DPP):
            row_mask, bank_mask, bound_ctrl = args[at + 2:at + 5]
            if not (cast(int, row_mask) >> (lane // ROW) & 1
                    and cast(int, bank_mask) >> (lane % ROW // 4) & 1):
                out[lane] = old  # the masks leave the lane unwritten
                continue
        else:
            bound_ctrl = 0
        src = sources[lane]
        if src is None:
            out[lane] = 0 if bound_ctrl else old
        else:
            out[lane] = members[src][at] if src in members else POISON
    return out


def wave_sources(op: str, args: list[object], wave64: bool) -> Sources:
    """The lane whose value each lane of a 64-lane wave reads (None: invalid), from the
    controls in ``args`` (the same in every lane: immediates, or permlane selects)."""
    at = xl.VALUE_OPERAND[op]
    if op in (xl.UPDATE_DPP, xl.MOV_DPP):
        return dpp_sources(cast(int, args[at + 1]))
    if op == xl.MOV_DPP8:
        return _groups(8, lambda base: [base + (cast(int, args[1]) >> 3 * k & 7) for k in range(8)])
    if op == xl.DS_SWIZZLE:
        return swizzle_sources(cast(int, args[1]))
    if op == xl.PERMLANE64:
        lanes: Sources = list(range(WAVE))
        return lanes[HALF:] + lanes[:HALF] if wave64 else lanes
    selects = cast(int, args[2]) | cast(int, args[3]) << 32  # permlane16/x16: 16 nibbles
    pick = [selects >> 4 * k & 15 for k in range(ROW)]
    other = ROW if op == xl.PERMLANEX16 else 0  # x16 reads the other row of its pair
    return _groups(ROW, lambda base: [(base ^ other) + p for p in pick])


def dpp_sources(ctrl: int) -> Sources:
    """DPP control ``ctrl`` as a movement of the wave's lanes (AMDGPUModifierSyntax.rst,
    "dpp_ctrl"): left means toward lower lanes, so after a left shift by n lane i holds
    what lane i + n held; what moves past a row's (or the wave's) end is lost and what
    comes in is invalid."""
    lanes: Sources = list(range(WAVE))
    none: Sources = [None]
    n = ctrl & 15
    if ctrl <= xl.QUAD_PERM_LAST:
        return _groups(4, lambda base: [base + (ctrl >> 2 * k & 3) for k in range(4)])
    rows: dict[int, Callable[[Sources], Sources]] = {
        xl.ROW_SHL: lambda row: row[n:] + none * n,
        xl.ROW_SHR: lambda row: none * n + row[:ROW - n],
        xl.ROW_ROR: lambda row: row[ROW - n:] + row[:ROW - n],
        xl.ROW_SHARE: lambda row: [row[n]] * ROW,
        xl.ROW_XMASK: lambda row: [row[k ^ n] for k in range(ROW)],
    }
    if ctrl & ~15 in rows:
        move = rows[ctrl & ~15]
        return _groups(ROW, lambda base: move(lanes[base:base + ROW]))
    if ctrl == xl.ROW_MIRROR:
        return _groups(ROW, lambda base: lanes[base:base + ROW][::-1])
    if ctrl == xl.ROW_HALF_MIRROR:
        return _groups(8, lambda base: lanes[base:base + 8][::-1])
    wave: dict[int, Sources] = {
        xl.WAVE_SHL1: lanes[1:] + none,
        xl.WAVE_ROL1: lanes[1:] + lanes[:1],
        xl.WAVE_SHR1: none + lanes[:-1],
        xl.WAVE_ROR1: lanes[-1:] + lanes[:-1],
        # lane 15 of each row to the next row; lane 31 to rows 2 and 3 (none reach the rest)
        xl.ROW_BCAST15: none * ROW + [15] * ROW + [31] * ROW + [47] * ROW,
        xl.ROW_BCAST31: none * HALF + [31] * HALF,
    }
    if ctrl in wave:
        return wave[ctrl]
    raise Unsupported(f"DPP control {ctrl:#x}")  # permute_refusal keeps these out


def swizzle_sources(offset: int) -> Sources:
    """ds_swizzle's lanes for ``offset`` (AMDGPUModifierSyntax.rst, "swizzle pattern"):
    in quad-permute mode each lane of a group of 4 reads the lane its 2-bit field of
    offset[7:0] names; in bitmask mode each bit of a lane's 5-bit id within its group of
    32 is forced to 0 (and_mask bit clear), to 1 (or_mask) or inverted (xor_mask)."""
    if offset & xl.SWIZZLE_BITMASK_BIT:
        return _groups(4, lambda base: [base + (offset >> 2 * k & 3) for k in range(4)])
    and_mask, or_mask, xor_mask = offset & 31, offset >> 5 & 31, offset >> 10 & 31
    return _groups(HALF, lambda base: [base + ((k & and_mask | or_mask) ^ xor_mask)
                                       for k in range(HALF)])


def _groups(size: int, group: Callable[[int], Sources]) -> Sources:
    """The wave's sources, ``group(base)`` for each group of ``size`` lanes from ``base``."""
    out: Sources = []
    for base in range(0, WAVE, size):
        out.extend(group(base))
    return out
