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

from fuzzfarm.behaviour import DATA_RACE

#: Access kinds (an atomic read-modify-write is an atomic read and an atomic write).
READ, WRITE, AREAD, AWRITE = range(4)
#: The kinds of another slot's access each kind races with (LangRef: atomics never race
#: with each other, two reads never race).
CONFLICTS = {READ: (WRITE, AWRITE), AREAD: (WRITE,), WRITE: (READ, WRITE, AREAD, AWRITE),
             AWRITE: (READ, WRITE)}
#: Barriers that order memory by themselves (as oracles/reference/shared.py; LLVM gives
#: them no ``memory(none)``, PTX orders the participants' accesses).
ORDERING_BARRIERS = frozenset({"llvm.nvvm.barrier.cta.sync.aligned.all",
                               "llvm.nvvm.barrier.cta.sync.all", "llvm.nvvm.bar.warp.sync"})
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

    def access(self, idx: np.ndarray, addr: np.ndarray, nbytes: int, kind: int) -> None:
        """Slots ``idx`` access ``nbytes`` bytes from arena addresses ``addr`` (globals'
        bytes only are tracked)."""
        cols = self.columns[addr[:, None] + np.arange(nbytes)]  # (n, nbytes)
        mine = cols >= 0
        if not mine.any():
            return
        rows = np.nonzero(mine.any(axis=1))[0]
        idx, cols = idx[rows], np.maximum(cols[rows], 0)
        sched, k = idx // self.width, idx % self.width
        clock = self.clock[idx]  # (n, W)
        seen = np.zeros(idx.shape, dtype=bool)
        others = np.ones((idx.size, self.width), dtype=bool)
        others[np.arange(idx.size), k] = False
        for c in CONFLICTS[kind]:
            last = self.shadow[c][sched[:, None], cols]  # (n, nbytes, W)
            seen |= ((last > clock[:, None, :]) & others[:, None, :]).any(axis=(1, 2))
        if kind == WRITE:  # two lanes writing one byte in this step
            pairs = sched[:, None] * self.columns.size + cols
            flat = pairs.reshape(-1)
            uniq, counts = np.unique(flat, return_counts=True)
            twice = np.isin(pairs, uniq[counts > 1]).any(axis=1)
            seen |= twice
        self.racy[sched[seen]] = True
        self.shadow[kind][sched[:, None], cols, k[:, None]] = clock[np.arange(idx.size), k][:, None]

    def fence(self, idx: np.ndarray, release: bool, acquire: bool) -> None:
        if release:
            self._release(idx)
        if acquire:
            self.clock[idx] = np.maximum(self.clock[idx], self.pending[idx])

    def _release(self, idx: np.ndarray) -> None:
        self.released[idx] = self.clock[idx]
        self.clock[idx, idx % self.width] += 1

    def barrier(self, idx: np.ndarray, members: np.ndarray, callee: str) -> None:
        """One barrier firing: ``members[i]`` is slot ``idx[i]``'s communicating set."""
        ordering = callee in ORDERING_BARRIERS
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
