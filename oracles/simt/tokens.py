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
                keys[over] = sim.keys.intern_each(
                    labels[over], lambda lab: ("anchor", self.name, lab))
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
        tv = np.broadcast_to(st.fetch(self.token, idx)[0], idx.shape).astype(np.int64)
        same = st.ltok[idx, self.col] == tv
        n = np.where(same, st.lcnt[idx, self.col] + 1, 1)
        st.ltok[idx, self.col] = tv
        st.lcnt[idx, self.col] = n
        keys = sim.keys.intern_rows([tv, n], lambda t, k: ("loop", self.uid, t, k))
        st.write(self.dst, idx, keys.astype(U64), False)
