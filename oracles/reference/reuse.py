"""What a reference run derives from the function alone, computed once per check and reused.

A refinement check runs the same two functions on the reference hundreds of
times (every schedule, every anchor grouping and hierarchy it samples). Each
run needs the convergence models of the kernel and of the functions it may call
(cycle hierarchies of one DFS order, post-dominators) and the CFG
reachability memo of the firing rule (:class:`~oracles.reference.prospects.Reach`); none of them depends on the
schedule or the choices, only on the function's text and the DFS seed.

As in the lane simulator (:mod:`oracles.simt.programs`), functions are mutable
and have no content hash, so the reuse is *scoped*: inside ``with reused():``
(a caller that promises not to edit the functions it runs, as a refinement
check does) each function object is set up once per (model, cycle hierarchy); outside
every scope each run sets up afresh. Nothing survives the block.
"""

from __future__ import annotations

from contextlib import AbstractContextManager
from dataclasses import dataclass

from fuzzfarm.analysis.memo import Scoped
from fuzzfarm.ir.model import Function
from fuzzfarm.schedule import Choices
from fuzzfarm.vocabulary import Model
from oracles.reference.models import IpdomModel, MaximalModel, make_models
from oracles.reference.prospects import Reach


@dataclass
class Setup:
    """One (well-formed) kernel's run-independent parts under one model and hierarchy choice."""

    models: dict[Function, MaximalModel | IpdomModel]
    reach: Reach


#: Setups by (function identity, model, ``Choices.hierarchy``); the entry keeps the
#: function alive, so an id is never reused within the scope.
_SCOPE: Scoped[tuple[int, Model, object], tuple[Function, Setup]] = Scoped()


def reused() -> AbstractContextManager[None]:
    """Set each function up once within this block (nested blocks share the outer one).

    The caller must not edit the functions it runs inside the block."""
    return _SCOPE.open()


def setup(fn: Function, model: Model, choices: Choices) -> Setup:
    """``fn``'s setup for the hierarchy ``choices`` pick (their DFS seed and order): the
    scope's, or a fresh one outside every scope."""
    return _SCOPE.get((id(fn), model, choices.hierarchy),
                      lambda: (fn, _fresh(fn, model, choices)))[1]


def _fresh(fn: Function, model: Model, choices: Choices) -> Setup:
    return Setup(make_models(fn, model, choices), Reach(fn))
