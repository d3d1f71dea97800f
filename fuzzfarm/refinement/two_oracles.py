"""The farm's two-oracle check: the lane simulator decides the easy cases, the reference the rest.

For one (before, after, schedules, model):

1. **Simulator** (:mod:`oracles.simt`): both programs run over the case's
   schedules in one vectorized batch each. Their ``order_seed`` is set to 0 (it
   never changes a behaviour, SEMANTICS.md "Nondeterminism") and, for a
   reducible CFG, so is ``dfs_seed`` (one cycle hierarchy whatever the DFS), so
   the schedules of a case share one batch.
2. **Agreement** (the second oracle checks the first): on one schedule per
   program, the reference replays the simulator's choices
   (``reference.replay(fn, schedule, sim.choices, model)``); the two behaviours
   must agree (:func:`oracles.oracle.agrees`). A disagreement is a defect in an oracle, never a
   compiler bug: the case ends ``inconclusive`` with a message starting
   :data:`DISAGREEMENT`, with the program and schedule, for triage.
3. **Fast path**: when neither program leaves a choice to the implementation
   (no anchor, and under *maximal* a reducible CFG), each has exactly one
   behaviour per schedule, which is what the reference's enumeration would find
   too; if every schedule's comparison is YES the case passes.
4. **Every choice**: when a program leaves choices to the implementation, the
   simulator enumerates all of *after*'s (anchor groupings, cycle hierarchies)
   as extra schedules of one batch (:mod:`fuzzfarm.refinement.enumerated`); if
   each is matched by *before*, the case passes without the reference's own,
   one-run-at-a-time enumeration.
5. Anything else (a mismatch, an undecided comparison, too many choices, a
   simulator error) goes to :func:`~fuzzfarm.refinement.check.check_refinement`:
   the reference confirms or refutes every candidate violation, and only it
   reports one, with its counterexample.

Steps 3 and 4 only ever answer "pass", and only where the reference would too
(both oracles implement SEMANTICS.md, and step 2 keeps checking that they
agree); so the verdicts are the reference's, at the simulator's cost. Each
function is compiled and analysed once for the whole check
(:func:`oracles.simt.reused`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.conventions import ANCHOR, implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.check import Judgement, check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, Verdict
from oracles.oracle import agrees

#: The message prefix of a case where the two oracles disagree.
DISAGREEMENT = "oracle disagreement:"


@dataclass
class Disagreement:
    """Where the simulator and the reference's replay of its choices differ."""

    program: str  # "before" or "after"
    schedule: Schedule  # with the simulator's choices: replayable as is
    simulator: Behaviour
    reference: Behaviour

    def message(self, model: str) -> str:
        return (f"{DISAGREEMENT} the lane simulator and the reference differ on {self.program} "
                f"(model {model}): simulator {self.simulator.outcome.value}, "
                f"reference {self.reference.outcome.value}")

    def describe(self) -> str:
        return "\n".join([
            f"program: {self.program}; schedule {self.schedule.dumps()}",
            "simulator:", _indent(self.simulator.describe()),
            "reference (replaying the simulator's choices):", _indent(self.reference.describe()),
        ])


@dataclass
class TwoOracleResult:
    verdict: Judgement
    path: str  # "simt" (decided by the fast path), "reference", or "disagreement"
    disagreement: Disagreement | None = None
    timings: dict[str, float] = field(default_factory=dict)


def has_freedom(fn: Function, model: str) -> bool:
    """Can ``fn`` show more than one behaviour on one schedule (an implementation choice)?

    Anchors always, and the implicit anchor of a non-convergent kernel with
    uncontrolled operations (SEMANTICS.md, "Non-convergent kernels"); under
    *maximal* also an irreducible CFG (several cycle hierarchies, seed 003). Under *ipdom* the reference explores no hierarchy.
    Reducibility stands in for ``len(hierarchies(fn).orders) == 1``: it implies
    it, costs one cycle analysis instead of up to thousands, and errs towards
    the reference. The functions ``fn`` may call count too (SEMANTICS.md, "Calls to
    defined functions": their anchors and implicit anchors, their cycles)."""
    for f in reachable_functions(fn):
        if any(i.callee == ANCHOR for i in f.instructions()) or implicit_anchor(f) is not None:
            return True
    return model == Model.MAXIMAL and not _reducible(fn)


def normalized(fn: Function, schedules: Sequence[Schedule]) -> list[Schedule]:
    """Schedules with the choices that cannot change ``fn``'s behaviour reset (one batch):
    ``order_seed`` always, the DFS order (``dfs_seed``, ``dfs_order``) when the CFG is
    reducible (one hierarchy)."""
    if not _reducible(fn):
        return [s.with_choices(replace(s.choices, order_seed=0)) for s in schedules]
    return [s.with_choices(replace(s.choices, order_seed=0, dfs_seed=0, dfs_order=()))
            for s in schedules]


def _reducible(fn: Function) -> bool:
    """Are ``fn`` and every function it may call reducible (one cycle hierarchy)?"""
    from fuzzfarm.analysis.cycles import compute_cycles

    return all(compute_cycles(f).is_reducible for f in reachable_functions(fn))


def check_two_oracles(
    before: Function,
    after: Function,
    schedules: Sequence[Schedule],
    model: Model = DEFAULT_MODEL,
    *,
    max_runs: int = 16,
    agree_index: int = 0,
) -> TwoOracleResult:
    """Check *after* against *before* with both oracles (see the module docstring).

    ``agree_index`` picks the schedule (modulo their number) on which the oracles
    are compared; a campaign varies it with the seed so every position is covered.
    """
    from oracles import simt

    with simt.reused():  # before and after are not edited during the check
        return _check(before, after, list(schedules), model, max_runs, agree_index)


def _check(before: Function, after: Function, schedules: list[Schedule], model: Model,
           max_runs: int, agree_index: int) -> TwoOracleResult:
    from oracles import reference, simt

    timings: dict[str, float] = {}
    fast = not has_freedom(before, model) and not has_freedom(after, model)
    k = agree_index % len(schedules) if schedules else 0
    sims = {}
    notes: list[str] = []
    suspects: list[tuple[int, Choices]] = []  # after's choices the simulator saw unmatched

    t = time.perf_counter()
    try:
        for name, fn in (("before", before), ("after", after)):
            scheds = normalized(fn, schedules)
            # With freedom only the agreement schedule is simulated here (step 4 runs more).
            picked = scheds if fast else [scheds[k]]
            sims[name] = (picked, simt.run_batch(fn, picked, model))
    except Exception as exc:  # noqa: BLE001 - a simulator defect must not lose the case
        notes.append(f"lane simulator failed ({type(exc).__name__}: {exc}); reference only")
        sims = {}
    t = _timed(timings, "simt", t)

    # The agreement check, one schedule per program.
    for name, fn in (("before", before), ("after", after)):
        if name not in sims:
            continue
        picked, results = sims[name]
        i = k if len(picked) > 1 else 0
        sim = results[i]
        if sim.behaviour.outcome is Outcome.UNSUPPORTED:
            continue  # outside the simulator's documented scope (i128, ptrtoint, ...)
        ref = reference.replay(fn, picked[i], sim.choices, model)
        if not agrees(sim, ref):
            _timed(timings, "reference", t)
            d = Disagreement(name, picked[i].with_choices(sim.choices), sim.behaviour, ref.behaviour)
            verdict = Judgement(Verdict.INCONCLUSIVE, len(schedules), len(schedules),
                              d.message(model), None, [d.describe()])
            return TwoOracleResult(verdict, "disagreement", d, timings)
    t = _timed(timings, "reference", t)

    if fast and sims:
        pairs = zip(sims["after"][1], sims["before"][1], strict=True)
        if all(compare(a.behaviour, b.behaviour).match is Match.YES for a, b in pairs):
            verdict = Judgement(Verdict.PASS, len(schedules), 0,
                              "no counterexample (lane simulator; both programs deterministic)")
            return TwoOracleResult(verdict, "simt", None, timings)

    if sims and not fast:
        # Every choice of after, simulated at once (step 4).
        try:
            reason = passes_every_choice(before, after, normalized(after, schedules), model,
                                         suspects=suspects)
        except Exception as exc:  # noqa: BLE001 - the reference still decides the case
            notes.append(f"lane simulator failed ({type(exc).__name__}: {exc}) enumerating "
                         "the choices; reference only")
            reason = None
        t = _timed(timings, "simt", t)
        if reason is not None:
            verdict = Judgement(Verdict.PASS, len(schedules), 0, reason)
            return TwoOracleResult(verdict, "simt", None, timings)

    verdict = check_refinement(before, after, schedules, model, max_runs=max_runs,
                               suspects=suspects)
    verdict.notes[:0] = notes
    _timed(timings, "reference", t)
    return TwoOracleResult(verdict, "reference", None, timings)


def _timed(timings: dict[str, float], key: str, start: float) -> float:
    now = time.perf_counter()
    timings[key] = timings.get(key, 0.0) + now - start
    return now


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
