"""What the firing rule may ask of the running simulation: the :class:`Machine` protocol.

The completeness check (:mod:`oracles.simt.prospects`) and its per-lane
judgement (:mod:`oracles.simt.judge`) read the compiled program, its CFG facts,
the reconvergence model and the schedules' anchor overrides, on top of what an
op sees (:class:`oracles.simt.lanes.Lanes`). The simulator implements this
protocol and owns those two; typing them against the protocol instead of the
simulator's class keeps the import graph a tree.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from oracles.simt.cfg import CfgInfo
from oracles.simt.compile import Program
from oracles.simt.lanes import Lanes
from oracles.simt.models import Ipdom, Maximal


class Machine(Lanes, Protocol):
    """One batch's simulation, as the firing rule sees it."""

    prog: Program
    cfg: CfgInfo
    model: Maximal | Ipdom
    #: Does any schedule of the batch override an anchor's grouping?
    has_overrides: bool

    def anchor_plan(self, sched: int, name: str, lane: int) -> list[tuple[int, int]]:
        """Schedule ``sched``'s overrides of anchor ``name`` for ``lane``: (occurrence, label)."""
        ...

    def anchor_table(self, name: str) -> np.ndarray:
        """Override labels of anchor ``name``: ``[slot, occurrence]`` -> label, -1 for none."""
        ...
