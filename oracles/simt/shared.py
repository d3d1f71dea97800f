"""Module globals in the lane simulator: one copy per schedule, and its data races.

oracles/SEMANTICS.md, "Memory the threads share". A global is a memory object like a
buffer, but every lane of a schedule accesses the same bytes: the row of the
schedule's first slot in the arenas (:meth:`Races.rows`). Data races are found with
vector clocks over the slots of a schedule (a column per slot), joined at barrier
instances (through the fences around them, or by the barriers that order memory
themselves), and a shadow of each global byte: per access kind and slot, that slot's
clock at its latest such access. An access races with another slot's earlier access of
a conflicting kind that its clock does not cover; lanes writing one byte in the same
step race too. So a race is found whichever lane the simulator steps first.
"""

from __future__ import annotations

import numpy as np

from fuzzfarm.behaviour import ATOMIC_ORDER, DATA_RACE
from fuzzfarm.ir.model import SELF_COMMUTING_RMW_OPS

#: Access kinds (an atomic read-modify-write is an atomic read and an atomic write).
READ, WRITE, AREAD, AWRITE = range(4)
#: The kinds of another slot's access each kind races with (LangRef: atomics never race
#: with each other, two reads never race).
CONFLICTS = {READ: (WRITE, AWRITE), AREAD: (WRITE,), WRITE: (READ, WRITE, AREAD, AWRITE),
             AWRITE: (READ, WRITE)}
#: ``syncscope`` names that reach the whole workgroup (system, agent, workgroup, NVPTX's).
WIDE_SCOPES = ("", "agent", "workgroup", "one-as", "agent-one-as", "workgroup-one-as",
               "block", "cluster", "device")


def fence_kind(predicate: str) -> tuple[bool, bool]:
    """(release, acquire) of a fence written ``[syncscope("S")] ORDERING`` at workgroup
    scope or wider; (False, False) for narrower scopes."""
    *scope, ordering = predicate.split()
    name = scope[0].removeprefix('syncscope("').removesuffix('")') if scope else ""
    if name not in WIDE_SCOPES:
        return False, False
    return ordering in ("release", "acq_rel", "seq_cst"), ordering in ("acquire", "acq_rel", "seq_cst")


#: Families of atomic accesses (as oracles/reference/shared.py): 0 is an access whose
#: order matters against any other thread's atomic (a store, ``xchg``, ``nand``, a result
#: the run may show), 1 an atomic load (loads commute), then one per commuting operation.
NON_COMMUTING, LOAD = 0, 1
FAMILIES = {"add": 2, "sub": 2, "and": 3, "or": 4, "xor": 5, "max": 6, "min": 7, "umax": 8,
            "umin": 9}


#: Families of the self-commuting operations, one per (operation, constant operand), numbered
#: after :data:`FAMILIES` as they are met (an int8 shadow holds them: past 127, none).
_SELF_FAMILIES: dict[tuple[str, int], int] = {}


def rmw_family(operation: str, shown: bool, operand: int | None = None) -> int:
    """The family of an ``atomicrmw`` whose result the run may (``shown``) or cannot show
    (``operand``: as oracles/reference/shared.py's ``atomic_family``)."""
    if shown:
        return NON_COMMUTING
    if operation in SELF_COMMUTING_RMW_OPS:
        if operand is None:
            return NON_COMMUTING
        key = (operation, operand)
        if key not in _SELF_FAMILIES:
            family = max(FAMILIES.values()) + 1 + len(_SELF_FAMILIES)
            if family > np.iinfo(np.int8).max:
                return NON_COMMUTING
            _SELF_FAMILIES[key] = family
        return _SELF_FAMILIES[key]
    return FAMILIES.get(operation, NON_COMMUTING)


class Races:
    """Clocks and shadow of one batch (built only for programs naming globals)."""

    def __init__(self, nsched: int, width: int, columns: np.ndarray, nbytes: int) -> None:
        #: arena address -> shadow column (-1: not a global's byte)
        self.columns = columns
        self.width = width
        n = nsched * width
        self.clock = np.zeros((n, width), dtype=np.int32)
        self.clock[np.arange(n), np.arange(n) % width] = 1
        self.released = np.zeros((n, width), dtype=np.int32)
        self.pending = np.zeros((n, width), dtype=np.int32)
        self.shadow = np.zeros((4, nsched, max(nbytes, 1), width), dtype=np.int32)
        self.racy = np.zeros(nsched, dtype=bool)
        #: per global byte and slot: clock and family of its latest atomic access
        self.aclock = np.zeros((nsched, max(nbytes, 1), width), dtype=np.int32)
        self.afamily = np.zeros((nsched, max(nbytes, 1), width), dtype=np.int8)
        self.ordered = np.zeros(nsched, dtype=bool)  # True: an order-dependent atomic

    def access(self, idx: np.ndarray, addr: np.ndarray, nbytes: int, kind: int) -> None:
        """Slots ``idx`` access ``nbytes`` bytes from arena addresses ``addr`` (globals'
        bytes only are tracked)."""
        idx, cols = self._shadow_cols(idx, addr, nbytes)
        if not idx.size:
            return
        sched, k = idx // self.width, idx % self.width
        clock = self.clock[idx]  # (n, W)
        seen = np.zeros(idx.shape, dtype=bool)
        others = np.ones((idx.size, self.width), dtype=bool)
        others[np.arange(idx.size), k] = False
        for c in CONFLICTS[kind]:
            last = self.shadow[c][sched[:, None], cols]  # (n, nbytes, W)
            seen |= ((last > clock[:, None, :]) & others[:, None, :]).any(axis=(1, 2))
        if kind == WRITE:  # two lanes writing one byte in this step
            seen |= self._same_step(sched, cols)
        self.racy[sched[seen]] = True
        self.shadow[kind][sched[:, None], cols, k[:, None]] = clock[np.arange(idx.size), k][:, None]

    def _shadow_cols(self, idx: np.ndarray, addr: np.ndarray,
                     nbytes: int) -> tuple[np.ndarray, np.ndarray]:
        """The slots of ``idx`` that touch a global, and their shadow columns."""
        cols = self.columns[addr[:, None] + np.arange(nbytes)]
        rows = np.nonzero((cols >= 0).any(axis=1))[0]
        return idx[rows], np.maximum(cols[rows], 0)

    def _same_step(self, sched: np.ndarray, cols: np.ndarray) -> np.ndarray:
        """Per slot: does another slot of its schedule touch one of its bytes in this step?"""
        pairs = sched[:, None] * self.columns.size + cols
        uniq, counts = np.unique(pairs.reshape(-1), return_counts=True)
        return np.asarray(np.isin(pairs, uniq[counts > 1]).any(axis=1))

    def atomic(self, idx: np.ndarray, addr: np.ndarray, nbytes: int, family: int) -> None:
        """Slots ``idx`` access ``nbytes`` bytes atomically: order-dependent where another
        slot's atomic access there is not ordered before it, unless both are loads or
        both read-modify-writes of one commuting family; lanes of one step count as
        unordered (the same instruction: one family)."""
        idx, cols = self._shadow_cols(idx, addr, nbytes)
        if not idx.size:
            return
        sched, k = idx // self.width, idx % self.width
        clock = self.clock[idx]
        others = np.ones((idx.size, self.width), dtype=bool)
        others[np.arange(idx.size), k] = False
        last = self.aclock[sched[:, None], cols]  # (n, nbytes, W)
        fam = self.afamily[sched[:, None], cols]
        clash = (last > clock[:, None, :]) & others[:, None, :]
        if family != NON_COMMUTING:
            clash &= fam != family
        found = clash.any(axis=(1, 2))
        if family == NON_COMMUTING:
            found |= self._same_step(sched, cols)
        self.ordered[sched[found]] = True
        own = self.afamily[sched[:, None], cols, k[:, None]]
        never = self.aclock[sched[:, None], cols, k[:, None]] == 0
        self.afamily[sched[:, None], cols, k[:, None]] = np.where(
            never | (own == family), family, NON_COMMUTING)
        self.aclock[sched[:, None], cols, k[:, None]] = clock[np.arange(idx.size), k][:, None]

    def fence(self, idx: np.ndarray, release: bool, acquire: bool) -> None:
        if release:
            self._release(idx)
        if acquire:
            self.clock[idx] = np.maximum(self.clock[idx], self.pending[idx])

    def _release(self, idx: np.ndarray) -> None:
        self.released[idx] = self.clock[idx]
        self.clock[idx, idx % self.width] += 1

    def barrier(self, idx: np.ndarray, members: np.ndarray, ordering: bool) -> None:
        """One barrier firing: ``members[i]`` is slot ``idx[i]``'s communicating set
        (``ordering``: the barrier orders their accesses, ``conventions.barrier_orders``)."""
        if ordering:
            self._release(idx)
        sched = idx // self.width
        for s, m in set(zip(sched.tolist(), members.tolist(), strict=True)):
            group = idx[(sched == s) & (members == m)]
            passed = self.released[group].max(axis=0)
            self.pending[group] = np.maximum(self.pending[group], passed)
            if ordering:
                self.clock[group] = np.maximum(self.clock[group], passed)

    def note(self, approx: list[set[str]]) -> None:
        for b in np.flatnonzero(self.racy).tolist():
            approx[b].add(DATA_RACE)
        for b in np.flatnonzero(self.ordered).tolist():
            approx[b].add(ATOMIC_ORDER)
