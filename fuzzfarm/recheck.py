"""Version triage: does a bug signature reproduce on another LLVM?

A signature found with one optimizer (``opt-19``, a nightly build, the
embedded LLVM 22.1) says nothing yet about the others. :func:`recheck` replays
the signature's smallest reproducer with the same pipeline (or another one)
on another optimizer and answers whether it fails *the same way* there: the
same verdict kind and, for crashes and ill-formed outputs, the same normalized
first line (:func:`fuzzfarm.reduce.cases.replay`, the reducer's own notion of
"same failure"). The answers, kept per (signature, optimizer, pipeline) in the
store, read as "reproduces with LLVM 19.1.7, fixed in 22.1.0" or "new in my
build".

An answer is recorded only when the replay decided something: an optimizer
that cannot run the pipeline, or a reproducer that cannot be replayed, is a
*skip* with its reason, never "does not reproduce" (a false "fixed" would be
as misleading as a false bug). A violation whose replay is inconclusive is a
skip too. A crash, ill-formed output or code generation failure needs no
oracle: the candidate is applied once, and a well-formed module where the
failure was is verdict ``well-formed`` (does not reproduce).
"""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from fuzzfarm.candidates import Candidate
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.optimizer import Optimizer
from fuzzfarm.llvm.preflight import PreflightError, preflight
from fuzzfarm.reproducer import Reproducer, kernel_name
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import model_of

if TYPE_CHECKING:
    from fuzzfarm.reduce.interesting import Evaluation

#: The recorded verdict of a crash, ill-formed or codegen signature whose optimizer now produces
#: a well-formed module (whether that module is also correct is a campaign's question).
WELL_FORMED = "well-formed"
#: Kinds whose failure shows without running the oracles: rechecked by applying the candidate.
WITHOUT_ORACLES = ("crash", "ill-formed-after", "codegen")


@dataclass(frozen=True)
class RecheckResult:
    """One signature on one optimizer: ``verdict`` of the replay and whether it ``reproduces``;
    ``skipped`` (with ``message`` saying why) when nothing was decided."""

    signature_id: int
    optimizer: str
    pipeline: str
    verdict: str
    reproduces: bool
    message: str = ""
    skipped: bool = False

    @property
    def summary(self) -> str:
        if self.skipped:
            return f"skipped: {self.message}"
        if self.reproduces:
            return "reproduces"
        if self.verdict in ("pass", WELL_FORMED):
            return f"does not reproduce ({self.verdict})"
        return f"does not reproduce ({self.verdict}: {self.message.splitlines()[0] if self.message else ''})"


class Rechecker:
    """Replays signatures of ``store`` on ``optimizer``; ``pipeline`` None: each signature's own.

    Each distinct pipeline is tried once on the optimizer first
    (:func:`fuzzfarm.llvm.preflight.preflight`); a pipeline it cannot run skips
    the signatures that need it.
    """

    def __init__(self, store: Any, optimizer: Optimizer, pipeline: str | None = None) -> None:
        self.store = store
        self.optimizer = optimizer
        self.pipeline = pipeline
        self.label = optimizer.identity().label
        self._preflight: dict[tuple[str, str], str | None] = {}

    def candidate(self, pipeline: str, triple: str, like: Candidate | None = None) -> Candidate:
        """The candidate that runs ``pipeline`` on this optimizer (with ``like``'s code
        generation, if it had one)."""
        kind = "pipeline" if self.optimizer.embedded else "opt"
        base = like or Candidate(kind, pipeline, triple)
        return dataclasses.replace(base, kind=kind, name=pipeline, triple=triple,
                                   opt_path=self.optimizer.path)

    def usable(self, candidate: Candidate) -> str | None:
        """None if the optimizer runs this pipeline, else why not (tried once per pipeline)."""
        key = (candidate.name, candidate.triple)
        if key not in self._preflight:
            try:
                preflight(candidate)
                self._preflight[key] = None
            except PreflightError as exc:
                self._preflight[key] = str(exc)
        return self._preflight[key]

    def recheck(self, signature_id: int) -> RecheckResult:
        """Replay one signature and record the answer (unless skipped)."""
        from fuzzfarm.reduce.cases import BadReproducer, replay
        from fuzzfarm.reduce.interesting import close_runners

        rep, original = self._reproducer(signature_id)
        if rep is None or original is None:
            return self._skip(signature_id, self.pipeline or "-",
                              "made by one of our own transforms or by code generation alone, "
                              "not by an optimizer" if original is None
                              else "no stored finding to replay")
        pipeline = self.pipeline or original.name
        candidate = self.candidate(pipeline, original.triple, original)
        problem = self.usable(candidate)
        if problem is not None:
            return self._skip(signature_id, pipeline, problem)
        rep.candidate = candidate.to_json()
        try:
            if rep.verdict in WITHOUT_ORACLES:
                outcome = _apply_once(rep, self.optimizer.path)
            else:
                outcome = replay(rep, reapply=True, opt_path=self.optimizer.path)
        except BadReproducer as exc:
            return self._skip(signature_id, pipeline, f"cannot replay: {exc}")
        finally:
            close_runners()
        verdict = outcome.verdict
        if verdict in ("error", "rejected", "timeout", "inconclusive"):
            return self._skip(signature_id, pipeline, f"{verdict}: {outcome.message}")
        result = RecheckResult(signature_id, self.label, pipeline, verdict, outcome.matches,
                               outcome.message)
        self.store.record_check(signature_id, optimizer=self.label, pipeline=pipeline,
                                verdict=verdict, reproduces=outcome.matches,
                                message=outcome.message)
        return result

    def _skip(self, signature_id: int, pipeline: str, why: str) -> RecheckResult:
        first = why.splitlines()[0] if why else ""
        return RecheckResult(signature_id, self.label, pipeline, "skipped", False, first, True)

    def _reproducer(self, signature_id: int) -> tuple[Reproducer | None, Candidate | None]:
        """The signature's smallest reproducer as recorded, and the candidate that found it."""
        from fuzzfarm.farm.regenerate import RegenerationError, with_programs

        f = self.store.exemplar(signature_id)
        if f is None:
            return None, Candidate("transform", "")
        campaign = self.store.campaign(f.campaign_id)
        data = (campaign.config or {}).get("candidate") if campaign else None
        if not data or data.get("kind") in ("transform", "codegen"):
            return None, None
        original = Candidate.from_json(data)
        before, schedule = f.before_ir, f.schedule_object()
        for r in self.store.reproducers(signature_id):  # smallest first
            if r.before_ll:
                before = r.before_ll
                if r.schedule_json:
                    schedule = Schedule.from_json(json.loads(r.schedule_json))
                break
        if before is None or (schedule is None and f.compact):
            try:  # no exemplar and no reproducer program left: the compact hit regenerated
                f = with_programs(self.store, f)
            except RegenerationError:
                return None, Candidate("transform", "")
            before, schedule = before or f.before_ir, schedule or f.schedule_object()
        assert before is not None
        rep = Reproducer(before=before, schedule=_covering(before, schedule, f.seed),
                         model=model_of(f.model), function=kernel_name(before), verdict=f.verdict,
                         candidate=data, message=f.message, extra={"seed": f.seed})
        return rep, original


def _covering(before: str, schedule: Schedule | None, seed: int) -> Schedule:
    """``schedule`` if it gives every integer argument of the kernel values, else one generated
    for it (findings recorded before crashes kept a schedule have none: a crash needs none,
    but the same kernel on an LLVM that fixed the crash runs through the oracles)."""
    from fuzzfarm.ir.types import PtrType
    from generators.schedules import generate_schedule

    fn = parse_module(before).kernel()
    from fuzzfarm.inputs import kernel_inputs

    needed = {a.name for a in kernel_inputs(fn) if not isinstance(a.type, PtrType)}
    if schedule is not None and needed <= set(schedule.args):
        return schedule
    return generate_schedule(fn, seed, max_active=4)


def _apply_once(rep: Reproducer, opt_path: str | None) -> Evaluation:
    """The recorded candidate applied to *before* once, judged without the oracles."""
    from fuzzfarm.candidates import apply
    from fuzzfarm.reduce.cases import checked_before, recorded_target
    from fuzzfarm.reduce.interesting import Evaluation, same_failure
    from fuzzfarm.wellformed import check_well_formed

    target = recorded_target(rep, opt_path)
    before = checked_before(rep)
    result = apply(target.candidate, parse_module(rep.before), before.name, seed=target.seed,
                   timeout=target.timeout)
    if result.status in WITHOUT_ORACLES:
        outcome = Evaluation(result.status, result.message, result.text)
    elif result.status != "ok" or result.module is None:
        outcome = Evaluation("inconclusive" if result.status == "timeout" else "error", result.message)
    else:
        try:
            problem = check_well_formed(result.module.kernel(before.name), result.module,
                                        llvm=False).first
        except KeyError:
            problem = None
        outcome = (Evaluation("ill-formed-after", problem, result.text) if problem
                   else Evaluation(WELL_FORMED, "the output is well formed", result.text))
    outcome.matches = same_failure(target, outcome)
    return outcome
