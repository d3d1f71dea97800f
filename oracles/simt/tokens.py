"""The convergence control intrinsics: ops that write a token (a key id) per lane.

A token register holds the key of the dynamic instance that defined it
(SEMANTICS.md, "Controlled operations"); key id 0 is reserved for "not defined
yet" so a fresh register is never mistaken for a real token.

- ``entry``: the key ``("entry",)`` in every lane (one kernel launch);
- ``anchor``: the model's key of the anchor's block instance, unless the
  schedule's ``Choices.anchors`` override (anchor, lane, occurrence); every
  execution is logged so the run can report its grouping as ``AnchorGroup``s;
- ``loop``: ``("loop", U, token, n)`` with ``n`` counting this lane's executions
  of ``U`` with the same token value.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from oracles.simt.state import Operand
from oracles.simt.values import spread

if TYPE_CHECKING:
    from oracles.simt.lanes import Lanes

U64 = np.uint64


@dataclass
class EntryOp:
    text: str
    dst: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sim.state.write(self.dst, idx, U64(sim.key_entry), False)


@dataclass
class AnchorOp:
    text: str
    dst: int
    name: str
    col: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        st = sim.state
        st.occ[idx, self.col] += 1
        occ = st.occ[idx, self.col]
        keys = st.bkey[idx].copy()
        labels = sim.anchor_labels(self.name, idx, occ)
        if labels is not None:
            over = labels >= 0
            if over.any():
                keys[over] = sim.keys.intern_column("anchor", self.name, labels[over])
                sim.log_tied(idx[over], keys[over])
        sim.log_anchor(self.name, idx, occ, keys)
        st.write(self.dst, idx, keys.astype(U64), False)


@dataclass
class LoopOp:
    text: str
    dst: int
    uid: int
    token: Operand
    col: int

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        st = sim.state
        tv = spread(st.fetch(self.token, idx)[0], idx.shape).astype(np.int64)
        same = st.ltok[idx, self.col] == tv
        n = np.where(same, st.lcnt[idx, self.col] + 1, 1)
        st.ltok[idx, self.col] = tv
        st.lcnt[idx, self.col] = n
        keys = sim.keys.intern_rows([tv, n], lambda t, k: ("loop", self.uid, t, k))
        sim.log_tied(idx, keys)
        st.write(self.dst, idx, keys.astype(U64), False)


@dataclass
class CallEnterOp:
    """A call site of a function defined in the module (:mod:`oracles.simt.calls`): its
    dynamic instance's key, ``("call", region, T)`` with its token's value T when it
    has one, else ``("call", region, block key)``; writes the invocation's root
    ``("frame", call key)`` and saves the lane's ipdom stack for the return.

    A callee with an implicit anchor (``anchor``, its occurrence column ``col``)
    executes it here (SEMANTICS.md, "Calls to defined functions"): an occurrence the
    choices group starts from ``("anchor", anchor, label)`` instead of the frame."""

    text: str
    dst: int
    region: int
    token: Operand | None
    stack_reg: int
    anchor: str | None = None
    col: int = -1

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        st = sim.state
        if self.token is not None:
            sub = spread(st.fetch(self.token, idx)[0], idx.shape).astype(np.int64)
        else:
            sub = st.bkey[idx]
        calls = sim.keys.intern_column("call", self.region, sub)
        if self.token is not None:
            sim.log_tied(idx, calls)
        roots = sim.keys.intern_each(calls, lambda c: ("frame", c))
        if self.anchor is not None:
            roots = self._implicit_anchor(sim, idx, roots)
        st.write(self.dst, idx, roots.astype(U64), False)
        st.write(self.stack_reg, idx, st.stack[idx].astype(U64), False)

    def _implicit_anchor(self, sim: Lanes, idx: np.ndarray, roots: np.ndarray) -> np.ndarray:
        """The callee's implicit anchor: one occurrence per invocation; grouped roots."""
        assert self.anchor is not None
        name, st = self.anchor, sim.state
        st.occ[idx, self.col] += 1
        occ = st.occ[idx, self.col]
        labels = sim.anchor_labels(name, idx, occ)
        if labels is not None:
            over = labels >= 0
            if over.any():
                roots = roots.copy()
                roots[over] = sim.keys.intern_column("anchor", name, labels[over])
                sim.anchor_site(name, idx[over], labels[over], self.region)
                sim.log_tied(idx[over], roots[over])
        sim.log_anchor(name, idx, occ, roots)
        return roots


@dataclass
class CalleeEntryOp:
    """``llvm.experimental.convergence.entry`` in a called function: ``("entry", root)``,
    converged exactly where the call site's instances were (seed 000, item 2)."""

    text: str
    dst: int
    root: Operand

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        roots = spread(sim.state.fetch(self.root, idx)[0], idx.shape).astype(np.int64)
        keys = sim.keys.intern_each(roots, lambda r: ("entry", r))
        sim.log_tied(idx, keys)
        sim.state.write(self.dst, idx, keys.astype(U64), False)


@dataclass
class TooDeepOp:
    """A call below the call depth bound: its lanes stop, and the run is a timeout."""

    text: str

    def run(self, sim: Lanes, idx: np.ndarray) -> None:
        sim.state.frozen[idx] = True
