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

So do the runs themselves: a run's observation depends on the function, the model and
the schedule (with its choices) alone, and one check asks for many of the same runs
again (the sampled listing of *after*, its whole listing, the listings of both programs
under every cycle hierarchy when a difference shows under some: the base run of each
hierarchy, and most groupings, each time). Inside the scope each is made once
(:func:`remembered`), and the work it charged (:mod:`fuzzfarm.work`) is charged again,
in the same steps, each time it is asked for, so a metered computation (the reducer's
candidates) counts and stops exactly as if it had run again.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from fuzzfarm.analysis.memo import Scoped
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import Choices
from fuzzfarm.vocabulary import Model
from fuzzfarm.work import charge
from oracles.observation import Observation
from oracles.reference.models import IpdomModel, MaximalModel, make_models
from oracles.reference.prospects import Reach

#: Edges an ipdom re-check restricts post-dominators to (hashable: part of the keys), or None.
Taken = frozenset[tuple[Block, Block]] | None


@dataclass
class Setup:
    """One (well-formed) kernel's run-independent parts under one model and hierarchy choice."""

    models: dict[Function, MaximalModel | IpdomModel]
    reach: Reach


#: Setups by (function identity, model, ``Choices.hierarchy``, the edges an ipdom re-check
#: restricts post-dominators to); the entry keeps the function alive, so an id is never
#: reused within the scope.
_SCOPE: Scoped[tuple[int, Model, object, Taken], tuple[Function, Setup]] = Scoped()


#: Runs by (function identity, model, traced, the schedule with its choices as JSON, the
#: restricted edges): the observation and the work each of its steps charged, in order; the
#: entry keeps the function alive.
_RUNS: Scoped[tuple[int, Model, bool, str, Taken], tuple[Function, Observation, list[int]]] = Scoped()


@contextmanager
def reused() -> Iterator[None]:
    """Set each function up, and make each run, once within this block (nested blocks
    share the outer one).

    The caller must not edit the functions it runs inside the block."""
    with _SCOPE.open(), _RUNS.open():
        yield


def remembered(fn: Function, model: Model, traced: bool, schedule_json: str,
               make: Callable[[list[int]], Observation], taken: Taken = None) -> Observation:
    """The scope's run of ``fn`` on the schedule (``schedule_json``: the schedule and its
    choices, :meth:`~fuzzfarm.schedule.Schedule.dumps`; ``taken``: the ipdom model's
    restricted edges, :func:`setup`), made by ``make`` (which appends the
    work of each step it charges to the list it is given) the first time; a later ask
    charges that work again, step by step. Outside every scope: ``make``'s run."""
    if not _RUNS.is_open:
        return make([])
    key = (id(fn), model, traced, schedule_json, taken)
    hit = _RUNS.peek(key)
    if hit is not None:
        for units in hit[2]:
            charge(units)
        return hit[1]
    steps: list[int] = []
    observation = make(steps)  # a run that raises (a work limit) is not remembered
    _RUNS.put(key, (fn, observation, steps))
    return observation


def setup(fn: Function, model: Model, choices: Choices, taken: Taken = None) -> Setup:
    """``fn``'s setup for the hierarchy ``choices`` pick (their DFS seed and order), with the
    ipdom models' post-dominators over only the edges ``taken`` where given
    (:class:`~oracles.reference.models.IpdomModel`): the scope's, or a fresh one outside
    every scope."""
    return _SCOPE.get((id(fn), model, choices.hierarchy, taken),
                      lambda: (fn, Setup(make_models(fn, model, choices, taken), Reach(fn))))[1]
