"""The simulator's state: numpy arrays over *slots*, one slot per (schedule, lane).

Slot ``s`` is an active lane (``lane_of[s]``) of schedule ``s // W``, where ``W``
(``width``) is the most active lanes of any schedule of the batch: a schedule's
active lanes fill its ``W`` slots in lane order, and the slots left over are never
live. Lanes a schedule does not activate have no slot at all (``slot_at`` is -1):
the enumerated choices run a few active lanes of wide subgroups, and arrays over
every lane of the subgroup would be mostly untouched memory that each first write
pays for.
Registers are a ``[registers, slots]`` uint64 matrix with a parallel poison
matrix (tokens live in the same matrix as key ids). Memory is one byte arena per
slot with a poison bit per byte. Scheduling state (current point, block-instance
key, step counts, per-model context) is one array per field so that every
scheduling decision is a numpy expression over slots, never a Python loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

import numpy as np

#: ``point`` value of a lane that has returned or was never active.
DONE = -1


@dataclass
class Operand:
    """An instruction operand: a register, or a constant folded into the op.

    Constants are held as scalars so that they broadcast instead of being gathered.
    ``undef`` marks an ``undef`` constant (read by :func:`oracles.simt.execute.undef`:
    the schedule's chosen value, else poison that records the approximation), ``bits``
    its integer width (0: not an integer, always poison).
    """

    reg: int = -1
    value: int = 0
    poison: bool = False
    undef: bool = False
    bits: int = 0

    @property
    def is_const(self) -> bool:
        return self.reg < 0


@dataclass
class State:
    """All per-slot arrays of one simulation."""

    nsched: int
    width: int
    nregs: int
    arena: int
    nheaders: int
    nanchors: int
    nloops: int
    #: ``[schedule, k]``: the lane of slot ``schedule * width + k`` (-1: a slot left over).
    layout: np.ndarray
    vals: np.ndarray = field(init=False)
    pois: np.ndarray = field(init=False)
    point: np.ndarray = field(init=False)
    bkey: np.ndarray = field(init=False)
    steps: np.ndarray = field(init=False)
    blocked: np.ndarray = field(init=False)
    frozen: np.ndarray = field(init=False)
    mem: np.ndarray = field(init=False)
    mpois: np.ndarray = field(init=False)
    #: Bytes no store wrote (an alloca's): a load reads them as undef (LangRef, "alloca").
    muninit: np.ndarray = field(init=False)
    #: Bytes of stored pointers: ``k + 1`` for byte ``k`` of one, 0 for any other byte
    #: (oracles/simt/memory.py: a pointer loads back only from its own eight bytes).
    mptr: np.ndarray = field(init=False)
    hkey: np.ndarray = field(init=False)
    htime: np.ndarray = field(init=False)
    stack: np.ndarray = field(init=False)
    occ: np.ndarray = field(init=False)
    lcnt: np.ndarray = field(init=False)
    ltok: np.ndarray = field(init=False)
    retval: np.ndarray = field(init=False)
    retpois: np.ndarray = field(init=False)
    sched_of: np.ndarray = field(init=False)
    lane_of: np.ndarray = field(init=False)
    #: ``[schedule, lane]`` -> its slot, -1 for a lane the schedule does not activate.
    slot_at: np.ndarray = field(init=False)
    #: Per (schedule, arena byte of a ``ptr`` argument's buffer), the first lane whose
    #: atomic hit it (oracles/simt/memory.py, ``private_atomics``).
    private_atomics: dict[tuple[int, int], int] = field(init=False)

    def __post_init__(self) -> None:
        n = self.nsched * self.width
        self.vals = np.zeros((self.nregs, n), dtype=np.uint64)
        self.pois = np.zeros((self.nregs, n), dtype=bool)
        self.point = np.full(n, DONE, dtype=np.int64)
        self.bkey = np.full(n, -1, dtype=np.int64)
        self.steps = np.zeros(n, dtype=np.int64)
        self.blocked = np.zeros(n, dtype=bool)
        self.frozen = np.zeros(n, dtype=bool)
        self.mem = np.zeros((n, max(self.arena, 1)), dtype=np.uint8)
        self.mpois = np.zeros((n, max(self.arena, 1)), dtype=bool)
        self.muninit = np.zeros((n, max(self.arena, 1)), dtype=bool)
        self.mptr = np.zeros((n, max(self.arena, 1)), dtype=np.uint8)
        self.hkey = np.full((n, max(self.nheaders, 1)), -1, dtype=np.int64)
        self.htime = np.zeros((n, max(self.nheaders, 1)), dtype=np.int64)
        self.stack = np.zeros(n, dtype=np.int64)
        self.occ = np.zeros((n, max(self.nanchors, 1)), dtype=np.int64)
        self.lcnt = np.zeros((n, max(self.nloops, 1)), dtype=np.int64)
        self.ltok = np.full((n, max(self.nloops, 1)), -1, dtype=np.int64)
        self.retval = np.zeros(n, dtype=np.uint64)
        self.retpois = np.zeros(n, dtype=bool)
        self.sched_of = np.arange(n, dtype=np.int64) // self.width
        self.lane_of = self.layout.reshape(-1).astype(np.int64)
        used = self.lane_of >= 0
        self.slot_at = np.full((self.nsched, int(self.lane_of.max(initial=0)) + 1), -1, dtype=np.int64)
        self.slot_at[self.sched_of[used], self.lane_of[used]] = np.flatnonzero(used)
        self.private_atomics = {}

    @property
    def nslots(self) -> int:
        return self.nsched * self.width

    def fetch(self, op: Operand, idx: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """Values and poison bits of ``op`` for slots ``idx`` (scalars for constants)."""
        if op.reg < 0:
            # numpy scalars: they broadcast against the slots like the arrays do
            return cast(np.ndarray, np.uint64(op.value)), cast(np.ndarray, np.bool_(op.poison))
        return self.vals[op.reg][idx], self.pois[op.reg][idx]

    def write(self, reg: int, idx: np.ndarray, value, poison) -> None:
        self.vals[reg][idx] = value
        self.pois[reg][idx] = poison


@dataclass
class LaneView:
    """One lane's state as a judgement reads it, rebuilt from a signature row.

    The models' :meth:`can_block` and :class:`oracles.simt.judge.Judge` read it;
    only the fields the head's judgement can read are filled (see
    :class:`oracles.simt.judge.Layout`): ``tokens``, ``lcnt``, ``ltok`` and ``occ``
    map a register or column to its value."""

    block: int
    start: int
    bkey: int
    hkey: tuple[int, ...]
    recency: tuple[int, ...]
    headers: list[int]
    stack: int
    tokens: dict[int, int]
    lcnt: dict[int, int]
    ltok: dict[int, int]
    occ: dict[int, int]
    lane: int
    sched: int

    def ctx(self, hs: tuple[int, ...]) -> int:
        """Key of this lane's latest instance of any header in ``hs`` (-1: none)."""
        for col in self.recency:
            if col < 0:
                break
            if self.headers[col] in hs:
                return self.hkey[col]
        return -1
