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

#: The contradiction's message (the reference words its own).
CYCLIC = ("the chosen anchor grouping makes convergence-before cyclic (seed 003): "
          "no implementation")


def cyclic_schedules(tied_log: list[tuple[np.ndarray, np.ndarray]] | None, width: int,
                     candidates: list[int]) -> set[int]:
    """The schedules among ``candidates`` whose token-converged instances, in each
    lane's execution order (the log is in step order), close a cycle; schedule ``b``
    owns slots ``b * width`` to ``(b + 1) * width - 1`` (:class:`oracles.simt.state.State`).

    One graph per schedule, all peeled at once (Kahn's algorithm, vectorized): a
    batch of enumerated choices holds hundreds of schedules, and a graph object per
    schedule cost more than the run itself. What is left after peeling every node
    without a remaining predecessor lies on a cycle or behind one."""
    if not tied_log or not candidates:
        return set()
    slots = np.concatenate([s for s, _ in tied_log])
    keys = np.concatenate([k for _, k in tied_log]).astype(np.int64)
    # The step each instance was logged at (the log is in step order).
    steps = np.repeat(np.arange(len(tied_log), dtype=np.int64), [len(s) for s, _ in tied_log])
    order = np.argsort(slots, kind="stable")  # each slot's instances in step order
    slots, keys, steps = slots[order], keys[order], steps[order]
    sched = slots // width
    chosen = np.zeros(int(sched[-1]) + 1, dtype=bool)
    chosen[[b for b in candidates if b < chosen.size]] = True
    follows = (slots[1:] == slots[:-1]) & chosen[sched[1:]]
    if not follows.any():
        return set()
    b = sched[1:][follows]
    # Nodes are (schedule, key), numbered b * span + key: each schedule's graph is its own.
    keys = keys - keys.min()
    span = int(keys.max()) + 1
    codes = np.concatenate([b * span + keys[:-1][follows], b * span + keys[1:][follows]])
    nodes, ids = np.unique(codes, return_inverse=True)
    src, dst = ids[:b.size], ids[b.size:]
    # A schedule whose every edge leads from a node first logged earlier to one first
    # logged later has no cycle (a cycle would be first logged before itself): only the
    # others are peeled. Converged instances mostly run in one step, so nearly every
    # batch is settled here, where peeling took one pass per node on the longest path.
    first = np.full(len(nodes), len(tied_log), dtype=np.int64)
    np.minimum.at(first, ids, np.concatenate([steps[:-1][follows], steps[1:][follows]]))
    suspect = first[src] >= first[dst]
    if not suspect.any():
        return set()
    live = np.isin(b, b[suspect])
    gone = np.zeros(len(nodes), dtype=bool)
    while True:
        free = (np.bincount(dst[live], minlength=len(nodes)) == 0) & ~gone
        if not free.any():
            break
        gone |= free
        live &= ~gone[src]
    return set((nodes[~gone] // span).tolist())
