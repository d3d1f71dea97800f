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
   :data:`DISAGREEMENT`, with the program and schedule, for triage. The replay
   runs on every case that reaches step 5 (so before any finding, as before),
   and on a deterministic sample of the cases the simulator decides alone
   (:func:`agreement_sampled`, one seed block in :data:`AGREEMENT_EVERY`): the
   replays cost as much as the simulator's own checks, and the oracles'
   agreement is also tested on generated programs by ``tests/test_simt_agreement.py``.
3. **Fast path**: when neither program leaves a choice to the implementation
   (no anchor, and under *maximal* a reducible CFG), each has exactly one
   behaviour per schedule, which is what the reference's enumeration would find
   too; if every schedule's comparison is YES the case passes.
4. **Every choice**: when a program leaves choices to the implementation, the
   simulator enumerates all of *after*'s (anchor groupings, cycle hierarchies)
   as extra schedules of one batch (:mod:`fuzzfarm.refinement.enumerated`); if
   each is matched by *before*, the case passes without the reference's own,
   one-run-at-a-time enumeration. Where some schedules hold a choice *before*
   does not match (the suspects), the others whose every choice was listed and
   matched are passed all the same, schedule by schedule, on the same argument:
   the reference only looks at the suspects' schedules (and any left undecided).
5. Anything else (a mismatch, an undecided comparison, too many choices, a
   simulator error) goes to :func:`~fuzzfarm.refinement.check.check_refinement`:
   the reference confirms or refutes every candidate violation, and only it
   reports one, with its counterexample.

Steps 3 and 4 only ever answer "pass", and only where the reference would too
(both oracles implement SEMANTICS.md, and step 2 keeps checking that they
agree); so the verdicts are the reference's, at the simulator's cost. Each
function is compiled and analysed once for the whole check, by both oracles
(:func:`oracles.simt.reused`, :func:`oracles.reference.reused`).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from fuzzfarm.analysis.memo import per_function
from fuzzfarm.analysis.unobserved_groupings import groupings_unobserved
from fuzzfarm.behaviour import Behaviour, Outcome
from fuzzfarm.ir.calls import reachable_functions
from fuzzfarm.ir.conventions import ANCHOR, implicit_anchor
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.structure import same_program
from fuzzfarm.refinement import decomposed
from fuzzfarm.refinement.check import (
    Judgement,
    check_refinement,
    passes_lowered,
    signature_difference,
)
from fuzzfarm.refinement.compare import refines
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, Verdict
from oracles.oracle import agrees

#: The message prefix of a case where the two oracles disagree.
DISAGREEMENT = "oracle disagreement:"

#: A case the simulator decides alone is cross-checked on the reference in one block of
#: consecutive seeds out of this many (:func:`agreement_sampled`); every case that goes
#: to the reference is cross-checked. A replay costs about one simulator check per
#: program, so sampling 1 in 8 costs an eighth of replaying every such case, while a
#: campaign of a few hundred seeds still cross-checks dozens of them.
AGREEMENT_EVERY = 8


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
    #: Reference replays of the simulator's choices run (0: the agreement check was not
    #: sampled for a case the simulator decided), and their seconds (within "reference").
    replays: int = 0
    agreement_seconds: float = 0.0


def has_freedom(fn: Function, model: str, *, shown_only: bool = True) -> bool:
    """Can ``fn`` show more than one behaviour on one schedule (an implementation choice)?

    Anchors, and the implicit anchor of a non-convergent kernel with uncontrolled
    operations (SEMANTICS.md, "Non-convergent kernels"), unless no grouping of them
    can show in a behaviour (SEMANTICS.md, "Unobserved groupings"; ``shown_only``
    false counts them anyway, as a campaign sizing *before* for an *after* it has
    not seen does); under
    *maximal* also an irreducible CFG (several cycle hierarchies, seed 003). Under *ipdom* the reference explores no hierarchy.
    Reducibility stands in for ``len(hierarchies(fn).orders) == 1``: it implies
    it, costs one cycle analysis instead of up to thousands, and errs towards
    the reference. The functions ``fn`` may call count too (SEMANTICS.md, "Calls to
    defined functions": their anchors and implicit anchors, their cycles)."""
    functions = reachable_functions(fn)
    if any(any(i.callee == ANCHOR for i in f.instructions()) or implicit_anchor(f) is not None
           for f in functions) and not (shown_only and groupings_unobserved(fn)):
        return True
    return model == Model.MAXIMAL and not _reducible(fn)


def normalized(fn: Function, schedules: Sequence[Schedule]) -> list[Schedule]:
    """Schedules with the choices that cannot change ``fn``'s behaviour reset (one batch):
    ``order_seed`` always, the DFS order (``dfs_seed``, ``dfs_order``) when the CFG is
    reducible (one hierarchy). ``undef`` goes back to poison too: a value for it is one
    of the programs' executions, where the check needs all of them (a counterexample's
    value is found again by :func:`fuzzfarm.refinement.check.check_refinement`)."""
    if not _reducible(fn):
        return [s.with_choices(replace(s.choices, order_seed=0, undef=None)) for s in schedules]
    return [s.with_choices(replace(s.choices, order_seed=0, dfs_seed=0, dfs_order=(), undef=None))
            for s in schedules]


def _reducible(fn: Function) -> bool:
    """Are ``fn`` and every function it may call reducible (one cycle hierarchy)?"""
    return all(_reducible_alone(f) for f in reachable_functions(fn))


@per_function
def _reducible_alone(fn: Function) -> bool:
    """Is ``fn`` reducible? Asked for every schedule list a check normalizes; remembered
    per function (:func:`fuzzfarm.analysis.memo.per_function`)."""
    from fuzzfarm.analysis.chosen_cycles import chosen_cycles

    return chosen_cycles(fn).is_reducible


def agreement_sampled(agree_index: int, schedules: int) -> bool:
    """Does the case numbered ``agree_index`` (a campaign passes its seed) replay the
    simulator's choices on the reference even when the simulator alone decides it?

    One block of ``schedules`` consecutive numbers in :data:`AGREEMENT_EVERY` is
    sampled: the agreement schedule ``agree_index % schedules`` runs through every
    position within a block, so a campaign of consecutive seeds cross-checks every
    schedule position at the same rate, and a fixed seed always replays or never
    (a rerun decides alike)."""
    return (agree_index // max(1, schedules)) % AGREEMENT_EVERY == 0


def check_two_oracles(
    before: Function,
    after: Function,
    schedules: Sequence[Schedule],
    model: Model = DEFAULT_MODEL,
    *,
    max_runs: int = 16,
    agree_index: int = 0,
    agreement: bool | None = None,
    defer: bool = False,
    lowerings: bool = True,
) -> TwoOracleResult:
    """Check *after* against *before* with both oracles (see the module docstring).

    ``agree_index`` picks the schedule (modulo their number) on which the oracles
    are compared; a campaign varies it with the seed so every position is covered.
    ``agreement``: replay on the reference even if the simulator decides the case
    (default: :func:`agreement_sampled`); a case the reference decides always replays.
    ``defer``: where the simulator could not list every choice of *after* and saw no
    choice *before* does not match, answer inconclusive with path ``"deferred"`` instead
    of running the reference's sampled search (hundreds of milliseconds, and it cannot
    pass such a case): the caller has narrower schedules to try first.
    ``lowerings``: a pass under ipdom is checked again, the same way, with both programs'
    divergent switches lowered by each back end modelled
    (:func:`~fuzzfarm.refinement.check.passes_lowered`).
    """
    from oracles import reference, simt

    def again(b: Function, a: Function) -> Judgement:
        return _check_two_oracles(b, a, schedules, model, max_runs, agree_index, False,
                                  False).verdict

    # one scope: a program the lowerings leave as it is is prepared and run once
    with simt.reused(), reference.reused():
        result = _check_two_oracles(before, after, schedules, model, max_runs, agree_index,
                                    agreement, defer)
        if not lowerings:
            return result
        return replace(result, verdict=passes_lowered(result.verdict, before, after, schedules,
                                                      model, again))


def _check_two_oracles(before: Function, after: Function, schedules: Sequence[Schedule],
                       model: Model, max_runs: int, agree_index: int, agreement: bool | None,
                       defer: bool) -> TwoOracleResult:
    from oracles import reference, simt

    if signature_difference(before, after) or same_program(before, after):
        # Neither oracle can run after on these schedules, or after is before: one answer.
        return TwoOracleResult(check_refinement(before, after, schedules, model,
                                                lowerings=False), "reference")
    if agreement is None:
        agreement = agreement_sampled(agree_index, len(schedules))
    with simt.reused(), reference.reused():  # before and after are not edited during the check
        return _Check(before, after, list(schedules), model, max_runs, agree_index,
                      defer).run(agreement)


class _Check:
    """One two-oracle check: the simulator's runs, the agreement replays, the verdict."""

    def __init__(self, before: Function, after: Function, schedules: list[Schedule], model: Model,
                 max_runs: int, agree_index: int, defer: bool = False) -> None:
        self.programs = {"before": before, "after": after}
        self.defer = defer
        self.schedules, self.model, self.max_runs = schedules, model, max_runs
        self.k = agree_index % len(schedules) if schedules else 0
        self.timings: dict[str, float] = {}
        self.notes: list[str] = []
        #: (schedule index, choice) of after that the simulator saw before not match.
        self.suspects: list[tuple[int, Choices]] = []
        #: Schedules whose every choice of after the simulator listed and saw matched while
        #: others had suspects: passed, the reference is not asked to list them again.
        self.passed: set[int] = set()
        self.replays = 0
        self.agreement_seconds = 0.0
        #: Per program, the simulated schedules and their results (None: the simulator failed).
        self.sims: dict[str, tuple[list[Schedule], list]] | None = {}

    def result(self, verdict: Judgement, path: str, d: Disagreement | None = None) -> TwoOracleResult:
        return TwoOracleResult(verdict, path, d, self.timings, self.replays, self.agreement_seconds)

    def run(self, agreement: bool) -> TwoOracleResult:
        schedules, model = self.schedules, self.model
        fast = not any(has_freedom(fn, model) for fn in self.programs.values())
        t = time.perf_counter()
        # Deterministic programs: every schedule, both programs (step 3). Otherwise only
        # the agreement schedule, and only when it is replayed (step 4 runs its own).
        if fast or agreement:
            self._simulate(None if fast else self.k)
        t = _timed(self.timings, "simt", t)
        if agreement:
            d = self._agreement()
            if d is not None:
                return self._disagreement(d, t)
        t = _timed(self.timings, "reference", t)

        if fast and self.sims:
            pairs = zip(self.sims["after"][1], self.sims["before"][1], strict=True)
            if all(refines(a.behaviour, b.behaviour) for a, b in pairs):
                verdict = Judgement(Verdict.PASS, len(schedules), 0,
                                    "no counterexample (lane simulator; both programs deterministic)")
                return self.result(verdict, "simt")

        if self.sims is not None and not fast:
            # Every choice of after, simulated at once (step 4).
            before, after = self.programs["before"], self.programs["after"]
            try:
                reason = passes_every_choice(before, after, normalized(after, schedules), model,
                                             suspects=self.suspects, passed=self.passed)
            except Exception as exc:  # noqa: BLE001 - the reference still decides the case
                self.notes.append(f"lane simulator failed ({type(exc).__name__}: {exc}) "
                                  "enumerating the choices; reference only")
                reason, self.sims = None, None
                self.passed.clear()
            if reason is None and self.sims is not None:
                reason = self._decomposed()
            t = _timed(self.timings, "simt", t)
            if reason is not None:
                return self.result(Judgement(Verdict.PASS, len(schedules), 0, reason), "simt")
            if self.defer and self.sims is not None and not self.suspects:
                n = len(schedules)
                return self.result(Judgement(Verdict.INCONCLUSIVE, n, n, DEFERRED, None,
                                             list(self.notes), undecided_at=0), "deferred")

        if not agreement:
            # The reference decides this case: the oracles are compared first, as always.
            self._simulate(self.k)  # a no-op for a deterministic pair: simulated above
            t = _timed(self.timings, "simt", t)
            d = self._agreement()
            if d is not None:
                return self._disagreement(d, t)
        verdict = check_refinement(self.programs["before"], self.programs["after"], schedules,
                                   model, max_runs=self.max_runs, suspects=self.suspects,
                                   passed=self.passed, lowerings=False)
        verdict.notes[:0] = self.notes
        _timed(self.timings, "reference", t)
        return self.result(verdict, "reference")

    def _decomposed(self) -> str | None:
        """A pass decided group by group on the simulator (step 4, too many groupings to
        list): every schedule's sub-runs of *after* match *before*'s
        (:mod:`fuzzfarm.refinement.decomposed`); None when one does not."""
        before, after = self.programs["before"], self.programs["after"]
        try:
            for schedule in self.schedules:
                decided = decomposed.decide(before, after, schedule, self.model,
                                            decomposed.simulator_runner,
                                            max_lanes=decomposed.MAX_SIMULATED_LANES, violations=False)
                if decided is None:
                    return None
        except Exception as exc:  # noqa: BLE001 - the reference still decides the case
            self.notes.append(f"lane simulator failed ({type(exc).__name__}: {exc}) "
                              "on the groups' sub-runs; reference only")
            return None
        return "no counterexample (lane simulator, group by group: every sub-run matched)"

    def _simulate(self, only: int | None) -> None:
        """Simulate both programs on every schedule, or on schedule ``only`` alone."""
        from oracles import simt

        if self.sims is None or (self.sims and only is not None):
            return  # the simulator failed already, or ran a superset
        try:
            for name, fn in self.programs.items():
                scheds = normalized(fn, self.schedules)
                picked = scheds if only is None else [scheds[only]]
                self.sims[name] = (picked, simt.run_batch(fn, picked, self.model))
        except Exception as exc:  # noqa: BLE001 - a simulator defect must not lose the case
            self.notes.append(f"lane simulator failed ({type(exc).__name__}: {exc}); reference only")
            self.sims = None

    def _agreement(self) -> Disagreement | None:
        """The reference replays the simulator's choices on one schedule per program."""
        from oracles import reference

        if not self.sims:
            return None
        t = time.perf_counter()
        try:
            for name, fn in self.programs.items():
                picked, results = self.sims[name]
                i = self.k if len(picked) > 1 else 0
                sim = results[i]
                if sim.behaviour.outcome is Outcome.UNSUPPORTED:
                    continue  # outside the simulator's documented scope (i128, ptrtoint, ...)
                self.replays += 1
                ref = reference.replay(fn, picked[i], sim.choices, self.model)
                if not agrees(sim, ref):
                    return Disagreement(name, picked[i].with_choices(sim.choices), sim.behaviour,
                                        ref.behaviour)
            return None
        finally:
            self.agreement_seconds += time.perf_counter() - t

    def _disagreement(self, d: Disagreement, start: float) -> TwoOracleResult:
        _timed(self.timings, "reference", start)
        n = len(self.schedules)
        verdict = Judgement(Verdict.INCONCLUSIVE, n, n, d.message(self.model), None, [d.describe()])
        return self.result(verdict, "disagreement", d)


#: The message of a deferred check (``check_two_oracles(defer=True)``).
DEFERRED = ("the lane simulator could not list every choice of after on these schedules "
            "(the reference was not asked)")


def _timed(timings: dict[str, float], key: str, start: float) -> float:
    now = time.perf_counter()
    timings[key] = timings.get(key, 0.0) + now - start
    return now


def _indent(text: str) -> str:
    return "\n".join("  " + line for line in text.splitlines())
