"""What the simulator derives from a function alone, computed once per check and reused.

A refinement check runs the same two functions through the simulator several
times (the agreement batch, the enumeration of every implementation choice,
one batch per cycle hierarchy): the compiled :class:`~oracles.simt.compile.Program`,
the CFG facts of each DFS order (:func:`oracles.simt.cfg.analyse`: the cycle
hierarchy, post-dominators, memoized paths; one for all the orders of one
signature, :class:`oracles.simt.cfg.Hierarchy`) and the point tables built on them
(:class:`oracles.simt.tables.PointTables`) depend on the function's text alone,
never on a schedule; the paths and tables no DFS order decides are shared by all
of them. So do the results of the runs themselves, per (model,
schedule): a check asks for the same base runs several times.

Functions are mutable objects without a content hash, and printing one to key
a cache costs about as much as compiling it. So the reuse is *scoped*: inside
``with reused():`` (a caller that promises not to edit the functions it runs, as
a refinement check does) each function object is prepared once; outside it
every call prepares afresh, as before. Nothing survives the block, so an edit
made after it can never meet a stale program.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass, field

from fuzzfarm.analysis.memo import Scoped
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import DfsOrder
from oracles.observation import Observation
from oracles.simt.cfg import CfgInfo, Signature, analyse
from oracles.simt.cfg import hierarchy as cfg_hierarchy
from oracles.simt.compile import Program, compile_function
from oracles.simt.results import LaneTrace
from oracles.simt.tables import PointTables


@dataclass
class Prepared:
    """One function's compiled program and its analyses: per DFS order
    (``Choices.hierarchy``: the DFS seed and explicit orders) the number of its
    analysis, and per analysis its CFG facts and point tables.

    DFS orders of one :attr:`oracles.simt.cfg.Hierarchy.signature` (the same
    headers, nesting and block ranks) share one analysis, and so one batch and one
    remembered run (:mod:`oracles.simt`): a run's behaviour depends on the order
    through its signature alone."""

    fn: Function
    prog: Program
    #: The analysis number of each DFS order asked for.
    _numbers: dict[tuple[int, DfsOrder], int] = field(default_factory=dict)
    #: The analysis number of each signature.
    _by_signature: dict[Signature, int] = field(default_factory=dict)
    #: The analyses, by number.
    _analyses: list[tuple[CfgInfo, PointTables]] = field(default_factory=list)
    #: The path facts every analysis shares (:attr:`oracles.simt.cfg.CfgInfo._memo`).
    _paths: dict = field(default_factory=dict)
    #: The point tables every analysis shares (:class:`oracles.simt.tables.PointTables`).
    _point_paths: dict = field(default_factory=dict)
    #: Results by (model, schedule key): the sizing ladder, the enumeration's base runs and
    #: the agreement batch run many of the same schedules, and a run depends on nothing
    #: else (each schedule of a batch is simulated on its own slots). Each with the DFS
    #: order it was run under (the choices it reports).
    runs: dict[tuple[object, ...], tuple[tuple[int, DfsOrder], Observation[LaneTrace]]] = \
        field(default_factory=dict)
    #: Objects whose identity a key of ``runs`` names, kept alive with it.
    held: list[object] = field(default_factory=list)
    #: A number per distinct schedule without its choices (subgroup size, lanes,
    #: arguments, buffers, budget), which the keys of ``runs`` hold instead of the fields.
    fields: dict[tuple[object, ...], int] = field(default_factory=dict)

    def analysis(self, hierarchy: tuple[int, DfsOrder]) -> int:
        """The number of the analysis DFS order ``hierarchy`` runs on: a new one only
        for a signature not met before (the order's :func:`oracles.simt.cfg.hierarchy`
        is computed once per order, the rest of the analysis once per signature)."""
        number = self._numbers.get(hierarchy)
        if number is None:
            order = cfg_hierarchy(self.fn, *hierarchy)
            number = self._by_signature.get(order.signature)
            if number is None:
                cfg = analyse(self.fn, *hierarchy, order=order, paths=self._paths)
                number = self._by_signature[order.signature] = len(self._analyses)
                self._analyses.append((cfg, PointTables(self.prog, cfg, self._point_paths)))
            self._numbers[hierarchy] = number
        return number

    def analysed(self, number: int) -> tuple[CfgInfo, PointTables]:
        """Analysis ``number`` (:meth:`analysis`): its CFG facts and point tables."""
        return self._analyses[number]

    def for_hierarchy(self, hierarchy: tuple[int, DfsOrder]) -> tuple[CfgInfo, PointTables]:
        """The CFG facts and point tables DFS order ``hierarchy`` runs on."""
        return self._analyses[self.analysis(hierarchy)]


#: Preparations by function identity (the entry keeps the function alive, so an id is
#: never reused within the scope).
_SCOPE: Scoped[int, Prepared] = Scoped()


def reused() -> AbstractContextManager[None]:
    """Prepare each function once within this block (nested blocks share the outer one).

    The caller must not edit the functions it simulates inside the block."""
    return _SCOPE.open()


def reusing() -> bool:
    """Is a :func:`reused` block open (a run made now is remembered for the next ask)?"""
    return _SCOPE.is_open


def prepare(fn: Function) -> Prepared:
    """``fn``'s preparation: the scope's, or a fresh one outside every scope."""
    return _SCOPE.get(id(fn), lambda: Prepared(fn, compile_function(fn)))
