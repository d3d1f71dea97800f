"""The common case of the busiest ops, compiled (numba, nopython).

``getelementptr`` and ``store`` run about once per step between them on a campaign
(O2, 60 cases: 3,586 and 4,388 runs), and as numpy expressions each cost some 45 us
(a gather per operand, decoding the pointer, the object sizes, the bounds, the
scatter of the result: twenty-odd calls of a few microseconds over a few slots).
Here each is one call that reads the operands straight from the register matrix
for the slots ``idx`` and writes its result there. So are the subgroup operations
generated kernels use (elect, ballot, add, min, max, broadcastFirst: some 30 us a run
as segmented numpy reductions, 4,129 runs on that campaign; later the shuffles, 77 us a
run in numpy, and the subgroup barrier, 32 us: 274 and 651 runs), and the commonest pure
instructions (and, or, xor, add, sub, mul, zext, trunc, icmp: most of the 9,195 runs of
pure instructions there, some 15 us each).

Only the common case is compiled, and it computes exactly what the numpy code
(:class:`oracles.simt.memory.Gep`, :class:`~oracles.simt.memory.Store`,
:meth:`oracles.simt.catalogue.Collective.fire`, the kernels of
:class:`oracles.simt.execute.Compute`) does there: no ``undef`` operand, for a pure
instruction only the flags :func:`pure_code` lists, for a store no module global (no
race shadow) and no access out of bounds, for a subgroup operation a result of at
most 64 bits and lanes below 64, for a shuffle no poison lane operand. A kernel that meets anything else writes nothing
and says so, and the op runs its numpy code, which notes the approximation, the
undefined behaviour or the race exactly as before.

Pointers are encoded as in :func:`oracles.simt.memory.decode` (object id in the top
16 bits, a signed 48-bit offset below); object sizes are the simulator's
``object_size`` table (one row, or one row per schedule), bases its ``object_base``.
"""

from __future__ import annotations

import numpy as np
from numba import njit

# Like oracles/simt/kernels.py: no helper is called per slot (numba compiled such
# helpers into far slower code); every operand read is written out in the loop.


@njit(cache=True, nogil=True)
def _read(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, reg: int, val: np.uint64,
          vpois: bool) -> tuple[np.ndarray, np.ndarray]:
    """An operand's values and poison bits for slots ``idx``: register ``reg``, or the
    constant ``val`` with poison ``vpois`` where ``reg`` is negative."""
    n = idx.size
    v = np.empty(n, dtype=np.uint64)
    p = np.empty(n, dtype=np.bool_)
    for i in range(n):
        if reg >= 0:
            v[i] = vals[reg, idx[i]]
            p[i] = pois[reg, idx[i]]
        else:
            v[i] = val
            p[i] = vpois
    return v, p


@njit(cache=True, nogil=True)
def _pointers(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, reg: int, val: np.uint64,
              vpois: bool, sizes: np.ndarray, ncols: int,
              width: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Per slot of ``idx``, a pointer operand (register ``reg``, or the constant ``val``
    with poison ``vpois`` where ``reg`` is negative) decoded: its bits, its poison, its
    object, its signed offset and the object's size (``sizes``: ``ncols`` per row, one
    row, or one per schedule of ``width`` slots; the last column -1 for larger ids)."""
    n = idx.size
    pv, pp = _read(vals, pois, idx, reg, val, vpois)
    obj = np.empty(n, dtype=np.int64)
    off = np.empty(n, dtype=np.int64)
    size = np.empty(n, dtype=np.int64)
    one_row = sizes.size == ncols
    for i in range(n):
        s = idx[i]
        o = np.int64(pv[i] >> np.uint64(48))
        obj[i] = o
        off[i] = np.int64(pv[i] << np.uint64(16)) >> 16
        col = o if o < ncols - 1 else ncols - 1
        size[i] = sizes[col] if one_row else sizes[(s // width) * ncols + col]
    return pv, pp, obj, off, size


@njit(cache=True, nogil=True)
def gep(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, dst: int,
        base_reg: int, base_val: np.uint64, base_pois: bool,
        regs: np.ndarray, consts: np.ndarray, cpois: np.ndarray,
        widths: np.ndarray, scales: np.ndarray, inbounds: bool, nuw: bool,
        sizes: np.ndarray, ncols: int, width: int) -> bool:
    """``getelementptr`` for slots ``idx``: the new pointer and its poison into register
    ``dst``; False (nothing written) when an inbounds offset leaves its object for some
    slot, which the numpy code notes. Index ``k`` is register ``regs[k]``, or the
    constant ``consts[k]`` (poison ``cpois[k]``) where that is negative; ``sizes``
    holds ``ncols`` object sizes per row, one row, or one per schedule of ``width``
    slots."""
    n = idx.size
    out_v = np.empty(n, dtype=np.uint64)
    out_p = np.empty(n, dtype=np.bool_)
    pv, pp, _, offs, size = _pointers(vals, pois, idx, base_reg, base_val, base_pois, sizes,
                                      ncols, width)
    top = np.uint64(0xFFFF) << np.uint64(48)
    low = ~top
    for i in range(n):
        s = idx[i]
        poison = pp[i]
        off = offs[i]
        if inbounds and (off < 0 or off > size[i]):
            return False
        wraps = False
        for k in range(regs.size):
            if regs[k] >= 0:
                v = vals[regs[k], s]
                poison = poison or pois[regs[k], s]
            else:
                v = consts[k]
                poison = poison or cpois[k]
            w = widths[k]
            if w == 64:
                sv = np.int64(v)
            else:
                sign = np.uint64(1) << np.uint64(w - 1)
                sv = np.int64((v ^ sign) - sign)
            delta = sv * scales[k]
            if nuw and delta < 0:
                wraps = True
            off = off + delta
            if inbounds and (off < 0 or off > size[i]):
                return False
        out_v[i] = (pv[i] & top) | (np.uint64(off) & low)
        out_p[i] = poison or wraps
    for i in range(n):
        vals[dst, idx[i]] = out_v[i]
        pois[dst, idx[i]] = out_p[i]
    return True


@njit(cache=True, nogil=True)
def store(mem: np.ndarray, mpois: np.ndarray, muninit: np.ndarray, mptr: np.ndarray,
          vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, nbytes: int,
          ptr_reg: int, ptr_val: np.uint64, ptr_pois: bool,
          val_reg: int, val_val: np.uint64, val_pois: bool,
          sizes: np.ndarray, ncols: int, width: int, bases: np.ndarray) -> bool:
    """``store`` of ``nbytes`` (at most 8) little-endian bytes for slots ``idx``, each in its
    own arena row; False (nothing written) when some slot's pointer is poison, null or
    out of bounds, which the numpy code reports. Operands as in :func:`gep`. The bytes
    written hold no pointer any more (their ``mptr`` tags are cleared)."""
    n = idx.size
    addr = np.empty(n, dtype=np.int64)
    _, pp, objs, offs, size = _pointers(vals, pois, idx, ptr_reg, ptr_val, ptr_pois, sizes,
                                        ncols, width)
    for i in range(n):
        obj, off = objs[i], offs[i]
        if pp[i] or obj <= 0 or off < 0 or off > size[i] - nbytes:
            return False
        b = obj if obj < bases.size - 1 else bases.size - 1
        addr[i] = bases[b] + off
    v, p = _read(vals, pois, idx, val_reg, val_val, val_pois)
    for i in range(n):
        s = idx[i]
        a = addr[i]
        for k in range(nbytes):
            mem[s, a + k] = np.uint8((v[i] >> np.uint64(8 * k)) & np.uint64(0xFF))
            mpois[s, a + k] = p[i]
            muninit[s, a + k] = False
            mptr[s, a + k] = 0
    return True


#: The subgroup operations :func:`collective` computes, by the code it takes.
SEGMENTED = {"subgroupElect": 0, "subgroupBallot": 1, "subgroupAdd": 2, "subgroupMin": 3,
             "subgroupMax": 4, "subgroupBroadcastFirst": 5}


@njit(cache=True, nogil=True)
def collective(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, gid: np.ndarray,
               lane_of: np.ndarray, code: int, reg: int, val: np.uint64, vpois: bool,
               width: int, dst: int) -> bool:
    """One of the :data:`SEGMENTED` subgroup operations for slots ``idx`` (ascending),
    ``gid`` numbering their communicating sets: the result and its poison into register
    ``dst``; False (nothing written) for a ballot with a lane beyond 64. The operand is
    read as in :func:`gep`; ``width`` (1 to 64) is the result's.

    As :meth:`oracles.simt.catalogue.Collective.fire`: a set's first member is its lowest
    lane, which is its first slot along ``idx`` (a schedule's active lanes are sorted and
    take its slots in order, so the numpy code's sort by set and lane keeps each set's
    slots in this order); ballot sets bit L for lane L of each member whose operand is
    true and not poison; add wraps, min and max compare sign-extended values, each masked
    to ``width``; a reduction is poison where any member's operand is, a broadcast where
    the first member's is."""
    n = idx.size
    ng = 0
    for i in range(n):
        if gid[i] + 1 > ng:
            ng = gid[i] + 1
    first = np.full(ng, -1, dtype=np.int64)
    for i in range(n):
        if first[gid[i]] < 0:
            first[gid[i]] = i
    if code == 0:
        for i in range(n):
            vals[dst, idx[i]] = np.uint64(1) if first[gid[i]] == i else np.uint64(0)
            pois[dst, idx[i]] = False
        return True
    v, p = _read(vals, pois, idx, reg, val, vpois)
    mask = ~np.uint64(0) if width == 64 else (np.uint64(1) << np.uint64(width)) - np.uint64(1)
    sign = np.uint64(1) << np.uint64(width - 1)
    anyp = np.zeros(ng, dtype=np.bool_)
    acc = np.zeros(ng, dtype=np.uint64)
    low = np.zeros(ng, dtype=np.int64)
    seen = np.zeros(ng, dtype=np.bool_)
    for i in range(n):
        g = gid[i]
        anyp[g] = anyp[g] or p[i]
        if code == 1:
            lane = lane_of[idx[i]]
            if lane >= 64:
                return False
            if v[i] != 0 and not p[i]:
                acc[g] |= np.uint64(1) << np.uint64(lane)
        elif code == 2:
            acc[g] += v[i]
        elif code == 3 or code == 4:
            x = np.int64(v[i]) if width == 64 else np.int64((v[i] ^ sign) - sign)
            if not seen[g] or (x < low[g] if code == 3 else x > low[g]):
                low[g] = x
                seen[g] = True
    for i in range(n):
        g = gid[i]
        if code == 5:
            res = v[first[g]]
            poison = p[first[g]]
        else:
            poison = anyp[g]
            if code == 1:
                res = acc[g]
            elif code == 2:
                res = acc[g] & mask
            else:
                res = np.uint64(low[g]) & mask
        vals[dst, idx[i]] = res
        pois[dst, idx[i]] = poison
    return True


@njit(cache=True, nogil=True)
def shuffle(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, gid: np.ndarray,
            sched_of: np.ndarray, slot_at: np.ndarray, lane_of: np.ndarray, reg: int,
            val: np.uint64, vpois: bool, lreg: int, lval: np.uint64, lpois: bool, xor: bool,
            dst: int) -> bool:
    """``subgroupShuffle`` (``xor``: ``sub_group_shuffle_xor``) for slots ``idx``
    (ascending), ``gid`` numbering their communicating sets: each slot reads the value
    operand of the lane its lane operand names (xor its own lane), poison unless that
    lane is active and in the slot's set; False (nothing written) where a lane operand is
    poison, which is undefined behaviour the numpy code reports. As
    :func:`oracles.simt.catalogue._read_lane_in_set`, which scatters into arrays over
    every slot: here the source slot is found in ``idx`` by bisection."""
    v, p = _read(vals, pois, idx, reg, val, vpois)
    src, sp = _read(vals, pois, idx, lreg, lval, lpois)
    n = idx.size
    for i in range(n):
        if sp[i]:
            return False
    nlanes = np.uint64(slot_at.shape[1])
    for i in range(n):
        s = src[i]
        if xor:
            s = s ^ np.uint64(lane_of[idx[i]])
        res = np.uint64(0)
        poison = True
        if s < nlanes:
            slot = slot_at[sched_of[idx[i]], np.int64(s)]
            if slot >= 0:
                j = np.searchsorted(idx, slot)
                if j < n and idx[j] == slot and gid[j] == gid[i]:
                    res = v[j]
                    poison = p[j]
        vals[dst, idx[i]] = res
        pois[dst, idx[i]] = poison
    return True


@njit(cache=True, nogil=True)
def members(idx: np.ndarray, gid: np.ndarray, lane_of: np.ndarray) -> np.ndarray:
    """Each slot's communicating set as a lane mask (bit L for lane L), ``gid`` numbering
    the sets of slots ``idx``; empty where a lane is 64 or above (the numpy code runs)."""
    n = idx.size
    ng = 0
    for i in range(n):
        if lane_of[idx[i]] >= 64:
            return np.empty(0, dtype=np.uint64)
        if gid[i] + 1 > ng:
            ng = gid[i] + 1
    acc = np.zeros(ng, dtype=np.uint64)
    for i in range(n):
        acc[gid[i]] |= np.uint64(1) << np.uint64(lane_of[idx[i]])
    out = np.empty(n, dtype=np.uint64)
    for i in range(n):
        out[i] = acc[gid[i]]
    return out


#: The pure instructions :func:`compute` runs, by code: an opcode, or an icmp predicate.
PURE = {"and": 0, "or": 1, "xor": 2, "add": 3, "sub": 4, "mul": 5, "zext": 6, "trunc": 7,
        "eq": 10, "ne": 11, "ugt": 12, "uge": 13, "ult": 14, "ule": 15,
        "sgt": 16, "sge": 17, "slt": 18, "sle": 19}
#: The flags :func:`compute` reads, as bits; the flags each code may carry.
FLAG_BITS = {"nuw": 1, "nsw": 2, "samesign": 4, "nneg": 8}
_ALLOWED = {3: {"nuw", "nsw"}, 6: {"nneg"}, **{c: {"samesign"} for c in range(10, 20)}}


def pure_code(opcode: str, predicate: str | None, flags: frozenset[str], width: int,
              result_width: int) -> tuple[int, int] | None:
    """(code, flag bits) of an instruction :func:`compute` runs exactly as its numpy kernel
    (oracles/simt/values.py) does, or None: another opcode, a flag it does not model
    (``or disjoint``, ``sub nuw`` ...), an operand or result wider than 64 bits."""
    code = PURE.get((predicate or "eq") if opcode == "icmp" else opcode)
    if code is None or not (0 < width <= 64 and 0 < result_width <= 64):
        return None
    if flags - _ALLOWED.get(code, set()):
        return None
    return code, sum(FLAG_BITS[f] for f in flags)


@njit(cache=True, nogil=True)
def compute(vals: np.ndarray, pois: np.ndarray, idx: np.ndarray, dst: int, code: int,
            flags: int, width: int, result_width: int, ra: int, va: np.uint64, pa: bool,
            rb: int, vb: np.uint64, pb: bool) -> None:
    """A pure instruction of :func:`pure_code`'s for slots ``idx``: the result and its poison
    (the operands' and the flags') into register ``dst``. Operands as in :func:`gep`; a
    cast reads the first only; ``width`` is the operands', ``result_width`` a trunc's."""
    mask = ~np.uint64(0) if width == 64 else (np.uint64(1) << np.uint64(width)) - np.uint64(1)
    mask2 = (~np.uint64(0) if result_width == 64
             else (np.uint64(1) << np.uint64(result_width)) - np.uint64(1))
    sign = np.uint64(1) << np.uint64(width - 1)
    lo = -(np.int64(1) << np.int64(width - 1)) if width < 64 else np.int64(0)
    hi = (np.int64(1) << np.int64(width - 1)) - np.int64(1) if width < 64 else np.int64(0)
    av, ap = _read(vals, pois, idx, ra, va, pa)
    unary = code == 6 or code == 7  # a cast: no second operand
    bv, bp = _read(vals, pois, idx, -1 if unary else rb, np.uint64(0) if unary else vb,
                   False if unary else pb)
    for i in range(idx.size):
        s = idx[i]
        a, b = av[i], bv[i]
        poison = ap[i] or bp[i]
        if code == 0:
            r = a & b
        elif code == 1:
            r = a | b
        elif code == 2:
            r = a ^ b
        elif code == 3:
            r = (a + b) & mask
            if flags & 1:
                poison = poison or (r < a if width == 64 else (a + b) > mask)
            if flags & 2:
                if width == 64:
                    poison = poison or (((a ^ r) & (b ^ r)) >> np.uint64(63)) != 0
                else:
                    total = np.int64((a ^ sign) - sign) + np.int64((b ^ sign) - sign)
                    poison = poison or total < lo or total > hi
        elif code == 4:
            r = (a - b) & mask
        elif code == 5:
            r = (a * b) & mask
        elif code == 6:
            r = a
            if flags & 8:
                poison = poison or ((a >> np.uint64(width - 1)) & np.uint64(1)) != 0
        elif code == 7:
            r = a & mask2
        else:
            if code >= 16:
                x = np.int64(a) if width == 64 else np.int64((a ^ sign) - sign)
                y = np.int64(b) if width == 64 else np.int64((b ^ sign) - sign)
                t = (x > y if code == 16 else x >= y if code == 17
                     else x < y if code == 18 else x <= y)
            elif code == 10:
                t = a == b
            elif code == 11:
                t = a != b
            elif code == 12:
                t = a > b
            elif code == 13:
                t = a >= b
            elif code == 14:
                t = a < b
            else:
                t = a <= b
            r = np.uint64(1) if t else np.uint64(0)
            if flags & 4:
                poison = poison or (((a >> np.uint64(width - 1)) & np.uint64(1))
                                    != ((b >> np.uint64(width - 1)) & np.uint64(1)))
        vals[dst, s] = r
        pois[dst, s] = poison
