"""Lanes a ``.sync`` membermask names outside its communicating set: shown exited at the end?

The lane simulator's side of SEMANTICS.md, "Membermasks naming exited lanes" (the
reference's is ``oracles/reference/exits.py``). PTX ISA ("shfl.sync", "vote.sync",
"match.sync", "redux.sync"): the threads of a membermask wait only for its non-exited
threads. ``Collective._nvvm`` computes an instance whose members all pass one mask that
names other lanes too over its set S, and records what it owes here; when the batch has
run, a schedule keeps its outcome only where it ended ``ok`` and each such lane X is
either not launched or took part only in instances that also held a lane of S and fired
before this one (firing order is each shared lane's own order). Otherwise, and on any
other end of a schedule holding such an instance, the schedule is unsupported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.conventions import MEMBERMASK_MISMATCH, NVPTX_WARP

if TYPE_CHECKING:
    from oracles.simt.state import State

U64 = np.uint64


class Exits:
    """The instances fired in a batch (numbered in firing order: one number per point's
    firing, every set of it alike) and the ones computed over S whose masks name more."""

    def __init__(self) -> None:
        self.fired = 0
        #: per firing: (its number, the slots, each slot's set number)
        self.met: list[tuple[int, np.ndarray, np.ndarray]] = []
        #: per instance computed over S: (its number, one slot of each set, the set's lane
        #: bits, the bits of the lanes its mask names outside it, the operation's text)
        self.owed: list[tuple[int, np.ndarray, np.ndarray, np.ndarray, str]] = []

    def fire(self, idx: np.ndarray, gid: np.ndarray) -> None:
        self.fired += 1
        self.met.append((self.fired, idx.copy(), gid.copy()))

    def owe(self, slots: np.ndarray, members: np.ndarray, named: np.ndarray, text: str) -> None:
        if slots.size:
            self.owed.append((self.fired, slots.copy(), members.copy(), named.copy(), text))

    def judge(self, st: State, outcome: list[Outcome | None], message: list[str]) -> None:
        """Make unsupported every schedule holding an instance whose named lanes are not all
        shown exited (``outcome``/``message``: the simulator's, None where still open)."""
        if not self.owed:
            return
        slot, number, sets = self._meetings(st)
        start = np.searchsorted(slot, np.arange(st.nslots + 1))
        for at, first, members, named, text in self.owed:
            sched = st.sched_of[first]
            lanes = np.arange(NVPTX_WARP, dtype=U64)
            which, x = np.nonzero((named[:, None] >> lanes[None, :]) & U64(1))
            b = sched[which]
            inside = x < st.slot_at.shape[1]
            xslot = np.full(x.shape, -1, dtype=np.int64)
            xslot[inside] = st.slot_at[b[inside], x[inside]]
            launched = xslot >= 0
            ended = np.array([outcome[k] is not None for k in b.tolist()], dtype=bool)
            open_ = self._open(st, b)
            failed = launched & (ended | open_)
            # every meeting of a launched X: before this instance, with a lane of S
            lo, hi = start[np.maximum(xslot, 0)], start[np.maximum(xslot, 0) + 1]
            counts = np.where(launched, hi - lo, 0)
            pair = np.repeat(np.arange(x.size), counts)
            pos = np.repeat(lo - np.cumsum(counts) + counts, counts) + np.arange(counts.sum())
            bad = (number[pos] >= at) | ((sets[pos] & members[which[pair]]) == 0)
            failed[pair[bad]] = True
            for k in np.flatnonzero(failed).tolist():
                s = int(b[k])
                if outcome[s] is Outcome.UNSUPPORTED:
                    continue
                outcome[s] = Outcome.UNSUPPORTED
                mask = int(members[which[k]] | named[which[k]])
                message[s] = (f"{text}: membermask {mask:#x} {MEMBERMASK_MISMATCH} "
                              f"{int(members[which[k]]):#x}, and lane {int(x[k])} it names is "
                              "not shown exited before it")

    @staticmethod
    def _open(st: State, sched: np.ndarray) -> np.ndarray:
        """Per entry of ``sched``: has that schedule a lane still waiting or out of budget?"""
        live = ((st.point >= 0) | st.frozen) & (st.lane_of >= 0)
        per = np.bincount(st.sched_of[live], minlength=st.nsched) > 0
        return per[sched]

    def _meetings(self, st: State) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Every (slot, instance number, the instance's lane bits), sorted by slot."""
        slots, numbers, sets = [], [], []
        for n, idx, gid in self.met:
            _, inv = np.unique(gid, return_inverse=True)
            acc = np.zeros(inv.max(initial=-1) + 1, dtype=U64)
            np.bitwise_or.at(acc, inv, U64(1) << st.lane_of[idx].astype(U64))
            slots.append(idx)
            numbers.append(np.full(idx.shape, n, dtype=np.int64))
            sets.append(acc[inv])
        slot = np.concatenate(slots) if slots else np.zeros(0, dtype=np.int64)
        order = np.argsort(slot, kind="stable")
        return (slot[order], np.concatenate(numbers)[order] if numbers else slot,
                np.concatenate(sets)[order] if sets else slot.astype(U64))
