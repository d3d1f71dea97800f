"""What an instruction kernel may ask of the running simulation: the :class:`Lanes` protocol.

Compiled ops (:mod:`oracles.simt.execute`, ``catalogue``, ``memory``, ``tokens``,
``lanefunctions``) are data plus a ``run(lanes, idx)`` method. They are built
by the compiler before any simulation exists and cached with the program, so
they must not know the simulator's class: they see only this small face of it
(the per-slot state, the key table, and the side channels for undefined
behaviour, unsupported operations, approximations and the event logs). The
simulator (:class:`oracles.simt.scheduler.Simulator`) implements it, which
keeps the import graph a tree: ops -> lanes -> state, never ops -> simulator.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from fuzzfarm.schedule import Schedule
from oracles.simt.exits import Exits
from oracles.simt.keys import KeyTable
from oracles.simt.shared import Races
from oracles.simt.state import State

#: One external call event: (slots, callee, argument values, argument poison bits).
CallRecord = tuple[np.ndarray, str, list[np.ndarray], list[np.ndarray]]


class Lanes(Protocol):
    """The simulation as an op sees it while it executes for an array of slots."""

    state: State
    keys: KeyTable
    #: Key id of ``("entry",)``, the token of ``convergence.entry``.
    key_entry: int
    schedules: list[Schedule]
    call_log: list[CallRecord]
    #: What ``.sync`` instances computed over a set their mask exceeds owe (PTX's exited
    #: lanes, :mod:`oracles.simt.exits`); None for a program passing no membermask.
    exits: Exits | None
    #: The model is maximal convergence, where a workgroup barrier only some lanes meet is
    #: the program's divergence (undefined behaviour), not the model's (ipdom's split at a
    #: loop whose exits have no post-dominator but the function's: :meth:`partial_barrier`).
    maximal: bool

    def ub(self, slots: np.ndarray, why: str) -> None:
        """End the schedules of ``slots`` with ``Outcome.UB``."""

    def unsupported(self, slots: np.ndarray, why: str) -> None:
        """End the schedules of ``slots`` with ``Outcome.UNSUPPORTED``."""

    def note(self, slots: np.ndarray, what: str) -> None:
        """Record an approximation (``"undef"``, ...) on the behaviours of ``slots``."""

    def object_size(self, obj: np.ndarray, idx: np.ndarray) -> np.ndarray:
        """Size in bytes of memory object ``obj`` in each slot (-1 for no object)."""
        ...

    def object_base(self, obj: np.ndarray) -> np.ndarray:
        """Arena offset of each memory object."""
        ...

    def object_columns(self) -> tuple[np.ndarray, int, np.ndarray]:
        """What :meth:`object_size` and :meth:`object_base` read, for compiled ops
        (:mod:`oracles.simt.opkernels`): the sizes (one row of ``ncols`` columns, or one
        row per schedule; the last column -1 for any larger id), ``ncols``, the bases."""
        ...

    def sized_by_schedule(self, obj: np.ndarray) -> np.ndarray:
        """True where memory object ``obj`` is a ``ptr`` argument's buffer (its size is
        the schedule's, ``fuzzfarm.behaviour.BUFFER_BOUNDS``)."""
        ...

    def anchor_labels(self, name: str, idx: np.ndarray, occ: np.ndarray) -> np.ndarray | None:
        """Override labels for occurrences ``occ`` of anchor ``name`` (-1: none), or None."""
        ...

    def log_anchor(self, name: str, idx: np.ndarray, occ: np.ndarray, keys: np.ndarray) -> None:
        """Record one execution of an anchor for the run's reported choices."""

    def log_tied(self, idx: np.ndarray, keys: np.ndarray) -> None:
        """Record instances the tokens converge (chosen anchor groups, loop hearts,
        controlled operations, callee entries) in execution order, when the batch
        chose anchor groupings (:mod:`oracles.simt.legality`); otherwise nothing."""

    def anchor_site(self, name: str, idx: np.ndarray, labels: np.ndarray, site: int) -> None:
        """Grouped occurrences of a callee's implicit anchor entered at invocation region
        ``site``: a group also entered at another site ends its schedule unsupported."""

    #: The race shadow of a program naming module globals (oracles/simt/shared.py), else None.
    races: Races | None

    def shared_object(self, obj: np.ndarray) -> np.ndarray:
        """True where memory object ``obj`` is a module global (one copy per schedule)."""
        ...

    def count_barrier(self, site: int, idx: np.ndarray) -> None:
        """Count one execution of the workgroup barrier ``site`` in each slot of ``idx``
        (under ipdom: :mod:`fuzzfarm.partial_barriers`)."""

    def partial_barrier(self, slots: np.ndarray, site: int, text: str) -> None:
        """Under ipdom, the slots of a workgroup barrier instance that missed some active
        lane: they pass it, and the end of their schedule's run decides
        (:mod:`fuzzfarm.partial_barriers`)."""

    def log_barrier(self, idx: np.ndarray, members: np.ndarray) -> None:
        """Record one barrier event (each slot with its communicating set's lane mask)."""
