"""Is a run with chosen anchor groupings an implementation at all?

Seed 003 ("Convergence"): convergence-before is a strict partial order. A
``Choices.anchors`` grouping is an implementation's choice only if the instances
the tokens converge, ordered by each thread's own order, close no cycle
(SEMANTICS.md, "Sampled choices"). Most cyclic groupings already leave some
operation waiting for itself, and the run ends contradictory; a cycle through
instances that never wait (different iterations of a loop whose heart the entry
token converges iteration by iteration, paired by an anchor grouping) ends
normally, so the finished run is checked here, as the reference interpreter
checks its own record.

Nodes are key ids: every instance the simulator logged as token-converged
(``Lanes.log_tied``: chosen anchor groups, loop hearts, controlled operations,
call sites with a token, callee entries) is its key, shared by the converged
instances of all lanes. The model's own keys (blocks, uncontrolled operations,
anchors the model groups) are never nodes: they order only their own thread, and
dropping them keeps every path between nodes, because a thread's nodes stay in
its order. The kernel's ``convergence.entry`` is first in every thread and so on
no cycle; it is not logged.
"""

from __future__ import annotations

import numpy as np

from oracles.simt import kernels

#: The contradiction's message (the reference words its own).
CYCLIC = ("the chosen anchor grouping makes convergence-before cyclic (seed 003): "
          "no implementation")


def cyclic_schedules(tied_log: list[tuple[np.ndarray, np.ndarray]] | None, width: int,
                     candidates: list[int]) -> set[int]:
    """The schedules among ``candidates`` whose token-converged instances, in each
    lane's execution order (the log is in step order), close a cycle; schedule ``b``
    owns slots ``b * width`` to ``(b + 1) * width - 1`` (:class:`oracles.simt.state.State`).

    One graph per schedule, all judged in one compiled pass
    (:func:`oracles.simt.kernels.cyclic`): a batch of enumerated choices holds hundreds
    of schedules and its log up to some 10^5 instances, where a graph object per
    schedule cost more than the run itself, and even the vectorized peeling's sort of
    every node was a tenth of the simulator's time on a campaign. A schedule whose every
    edge leads from a node first logged earlier to one first logged later has no cycle
    (a cycle would be first logged before itself): converged instances mostly run in one
    step, so nearly every schedule is settled by that test, and only the others are
    peeled."""
    if not tied_log or not candidates:
        return set()
    slots = np.concatenate([s for s, _ in tied_log]).astype(np.int64)
    keys = np.concatenate([k for _, k in tied_log]).astype(np.int64)
    # The step each instance was logged at (the log is in step order).
    steps = np.repeat(np.arange(len(tied_log), dtype=np.int64), [len(s) for s, _ in tied_log])
    nslots = int(slots.max()) + 1
    chosen = np.zeros(nslots // width + 1, dtype=bool)
    chosen[[b for b in candidates if b < chosen.size]] = True
    return set(np.flatnonzero(kernels.cyclic(slots, keys, steps, chosen, width, nslots)).tolist())
