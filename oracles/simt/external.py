"""External calls on lanes (SEMANTICS.md, "External calls"; :mod:`fuzzfarm.external`).

A call to a declared, non-convergent function computes the environment's fixed
function of its arguments for every lane at once: FNV-1a of the callee's name,
then one splitmix64 round per argument, all in wrapping ``uint64`` arithmetic.
A call that may write memory also appends one event per lane to the simulator's
call log; :mod:`oracles.simt.results` turns the log into each thread's events.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from fuzzfarm.external import EXTERNAL_POISON, GOLDEN, MIX_A, MIX_B, callee_seed
from oracles.simt.execute import read
from oracles.simt.state import Operand

if TYPE_CHECKING:
    from oracles.simt.scheduler import Simulator

U64 = np.uint64


def _mix(h: np.ndarray) -> np.ndarray:
    h = (h ^ (h >> U64(30))) * U64(MIX_A)
    h = (h ^ (h >> U64(27))) * U64(MIX_B)
    return h ^ (h >> U64(31))


@dataclass
class ExternalCall:
    """``dst = @callee(srcs)``; ``width`` 0 for a void callee; ``event`` if it may write."""

    text: str
    dst: int
    srcs: list[Operand]
    callee: str
    width: int
    event: bool

    def run(self, sim: Simulator, idx: np.ndarray) -> None:
        h = np.full(idx.shape, callee_seed(self.callee), dtype=U64)
        poison = np.zeros(idx.shape, dtype=bool)
        values, poisons = [], []
        for s in self.srcs:
            v, p = read(sim, s, idx)
            v = np.broadcast_to(np.asarray(v, dtype=U64), idx.shape)
            p = np.broadcast_to(np.asarray(p, dtype=bool), idx.shape)
            h = _mix(h + U64(GOLDEN) + v)
            poison = poison | p
            values.append(v.copy())
            poisons.append(p.copy())
        if self.event:
            sim.call_log.append((idx.copy(), self.callee, values, poisons))
        if self.width == 0:
            return
        if poison.any():
            sim.note(idx[poison], EXTERNAL_POISON)
        if self.width < 64:
            h = h & U64((1 << self.width) - 1)
        sim.state.write(self.dst, idx, h, poison)
