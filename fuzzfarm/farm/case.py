"""One case of a campaign: generate, optimize, check; everything a worker does per seed.

A case is fully determined by the campaign configuration and its seed: the
program, the schedules and the candidate's choices all derive from them, so the
same master seed and configuration give the same findings, and any case can be
replayed from its seed alone.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Iterator, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from fuzzfarm.candidates import Candidate, CandidateResult, apply
from fuzzfarm.farm.budget import MAX_CASE_TIMEOUT, OutOfTime
from fuzzfarm.ir.conventions import NVPTX_WARP
from fuzzfarm.ir.model import Function, Module
from fuzzfarm.llvm.bridge import PassRunner
from fuzzfarm.schedule import Schedule
from fuzzfarm.verifyeach import FirstBad
from fuzzfarm.vocabulary import (
    ANY_MODEL,
    DEFAULT_MODEL,
    Applied,
    Model,
    Verdict,
    is_bug,
    model_of,
)


@dataclass(frozen=True)
class CampaignConfig:
    """What a campaign checks; stored with the campaign so it can be resumed."""

    candidate: Candidate
    models: tuple[Model, ...] = (DEFAULT_MODEL,)
    schedules_per_case: int = 4
    threads: tuple[int, ...] = (3, 4, 5, 6)  # active lanes per schedule
    max_runs: int = 16
    style: str = "any"
    max_blocks: int | None = None
    check_unfired: bool = False  # a candidate that did not change the kernel is trivially correct
    reduce_seconds: float = 10.0  # minimization budget per finding (0: record unreduced)
    steering: tuple[tuple[str, float], ...] = ()  # swarm configurations and pilot firing rates
    dialect: str = "portable"  # generated kernels use this target's operations (generators.dialects)
    calls: bool = False  # modules of several functions: the kernel calls device functions (generators.calls)
    atomics: bool = False  # kernels add atomically to a device global (generators.atomics)
    #: Check the candidate's uniformity analysis (``opt print<uniformity>``) instead of a
    #: refinement: the candidate's ``opt_path`` analyses, its pipeline (unless it is
    #: fuzzfarm.uniformity.case.PRINTER) runs first.
    uniformity: bool = False
    #: Seconds the optimizer may take on one case before the case is a ``hang`` finding
    #: (derived from its normal time, ``fuzzfarm.farm.budget``); None: 60 s, inconclusive.
    case_timeout: float | None = None

    def reproducer_candidate(self, verdict: str) -> Candidate:
        """What a finding's reproducer re-applies: the candidate, except that an
        unsound-uniformity finding is the analysed (already optimized) kernel alone."""
        from dataclasses import replace

        from fuzzfarm.uniformity.case import PRINTER

        if self.uniformity and verdict == "unsound-uniformity":
            return replace(self.candidate, name=PRINTER)
        return self.candidate

    @property
    def policy(self):
        from fuzzfarm.farm.steering import SteeringPolicy

        return SteeringPolicy(self.steering) if self.steering else None

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        d["candidate"] = self.candidate.to_json()
        return d

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CampaignConfig:
        d = dict(data)
        d["candidate"] = Candidate.from_json(d["candidate"])
        d["models"] = tuple(Model(m) for m in d.get("models", (DEFAULT_MODEL,)))
        d["threads"] = tuple(d.get("threads", (3, 4, 5, 6)))
        d["steering"] = tuple((str(k), float(r)) for k, r in d.get("steering", ()))
        return cls(**d)


@dataclass
class CaseResult:
    """The outcome of one (seed, model) case; findings carry everything to replay them."""

    seed: int
    model: str
    verdict: str
    fired: bool
    message: str = ""
    before: str | None = None
    after: str | None = None
    schedule: dict[str, Any] | None = None
    details: str = ""
    features: dict[str, Any] = field(default_factory=dict)
    timings: dict[str, float] = field(default_factory=dict)
    minimized: Minimized | None = None
    known: bool = False  # a known codegen failure: counted as a hit, not reduced
    #: The finding's key before reduction (fuzzfarm.farm.exemplars).
    presignature: str | None = None
    #: What a violation's counterexample shows (fuzzfarm.farm.evidence), its pre-signature's
    #: content; empty for other verdicts.
    evidence: str = ""
    #: True when ``minimized`` is a known signature's exemplar, reused instead of reducing.
    reused: bool = False
    #: Informational uniformity counters of this case (precision, LLVM versus ours).
    uniformity: dict[str, int] = field(default_factory=dict)
    #: Informational inliner counters of a case with calls (:func:`inlining_counts`).
    inlining: dict[str, int] = field(default_factory=dict)
    #: :func:`check_case` gives this result again for the same configuration and seed, so
    #: the store may keep a further hit of its signature without its programs
    #: (``fuzzfarm.farm.regenerate``). False for a worker's death (checking the seed again
    #: kills the process) and a hang (whether an optimization hangs depends on the clock).
    regenerable: bool = True
    #: ``storage.recording.program_digest`` of a regenerable finding, computed by its worker.
    digest: str | None = None

    @property
    def is_finding(self) -> bool:
        return is_bug(self.verdict)


@dataclass
class Minimized:
    """A finding after bisection and reduction: what its signature and reproducer are made of."""

    before: str
    after: str | None
    schedule: dict[str, Any]
    bisected_pass: str | None
    bisected_index: int | None
    stats: dict[str, Any]
    note: str = ""
    #: What ``before`` reproduces with when it is not the campaign's candidate (JSON): a
    #: verify-each finding's single pass, run on the module that pass got.
    candidate: dict[str, Any] | None = None


_RUNNERS: dict[str, PassRunner] = {}


def _runner(triple: str) -> PassRunner:
    """One persistent LLVM worker process per triple and per farm worker."""
    if triple not in _RUNNERS:
        _RUNNERS[triple] = PassRunner(triple)
    return _RUNNERS[triple]


def _confirm_timeout(cand: Candidate, module: Module, function: str, seed: int,
                     runner: PassRunner | None, timeout: float,
                     deadline_at: float | None) -> tuple[CandidateResult, bool]:
    """A time-out is a ``hang`` only if a second try times out too.

    One wall-clock time-out can be the machine's doing, not the optimizer's: a worker
    process restarted after a crash spends its first seconds importing llvmlite, and
    on a loaded machine a niced worker can wait seconds for a core (seen: a 0.5 s O3
    run recorded as a 10 s hang at load average 12). A false hang is a false finding,
    so the case is optimized again, on a worker that has already answered once (its
    start-up outside the clock), with the same time-out; a second time-out is a hang.
    When the run's time ends before a second try fits, the case is cut short
    (``OutOfTime``: redone on resume), never recorded as an unconfirmed hang.
    Returns the second try's result and whether the run's time cut it short."""
    from fuzzfarm.llvm.preflight import TRIVIAL_KERNEL

    if runner is not None:
        runner.warm(TRIVIAL_KERNEL)
    if deadline_at is not None and deadline_at - time.time() < timeout:
        return CandidateResult(Applied.TIMEOUT, None), True
    return apply(cand, module, function, seed=seed, runner=runner, timeout=timeout), False


def check_case(config: CampaignConfig, seed: int, deadline_at: float | None = None) -> list[CaseResult]:
    """Generate the program for ``seed``, apply the candidate, check it under each model.

    Never raises but :class:`OutOfTime` (the run's ``deadline_at`` cut the optimization
    short: no verdict at all): an internal error becomes an ``inconclusive`` case whose
    message holds the traceback's last line, so a campaign never loses a seed.
    """
    timings: dict[str, float] = {}
    inlining: dict[str, int] = {}
    try:
        out = _check_case(config, seed, timings, deadline_at, inlining)
    except OutOfTime:
        raise
    except Exception as exc:  # noqa: BLE001 - an oracle defect must not kill the campaign
        last = traceback.format_exception_only(type(exc), exc)[-1].strip()
        out = [CaseResult(seed, m, "inconclusive", False, f"internal error: {last}")
               for m in config.models]
    # The stage timings are the seed's, not one model's: carried by the first result
    # only, so that a worker summing its cases' timings counts them once.
    for i, r in enumerate(out):
        r.timings = timings if i == 0 else {}
        r.inlining = inlining if i == 0 else {}
    return out


def inlining_counts(before: Module, after: Module, kernel: str) -> dict[str, int]:
    """Did an inliner fire on a module with calls? ``inlined`` when *after*'s kernel calls
    defined functions fewer times than *before*'s, or *after* has fewer definitions; the
    campaign summary reports the share of ``modules`` that were."""
    def calls(m: Module) -> int:
        fn = m.functions.get(kernel)
        if fn is None or fn.is_declaration:
            return 0
        return sum(1 for i in fn.instructions() if i.opcode == "call"
                   and (callee := m.functions.get(i.callee or "")) is not None
                   and not callee.is_declaration)

    before_calls = calls(before)
    if not before_calls:
        return {}
    fewer_functions = len(after.definitions) < len(before.definitions)
    return {"modules": 1, "inlined": int(calls(after) < before_calls or fewer_functions),
            "fewer_functions": int(fewer_functions)}


def _timed(timings: dict[str, float], key: str, start: float) -> float:
    now = time.perf_counter()
    timings[key] = timings.get(key, 0.0) + now - start
    return now


def anchors_in_cycles(fn: Function) -> bool:
    """Does an anchor run inside a cycle, so that each iteration's instance is an
    implementation choice? (A non-convergent kernel's implicit anchor runs once.)"""
    from fuzzfarm.analysis.cycles import compute_cycles
    from fuzzfarm.ir.conventions import ANCHOR

    info = compute_cycles(fn)
    return any(i.callee == ANCHOR and i.parent is not None and info.cycle_of(i.parent) is not None
               for i in fn.instructions())


def _check_case(config: CampaignConfig, seed: int, timings: dict[str, float],
                deadline_at: float | None = None,
                inlining: dict[str, int] | None = None) -> list[CaseResult]:
    from fuzzfarm.farm.sizing import grows_with_lanes, widened
    from fuzzfarm.refinement.skeleton import same_skeleton
    from fuzzfarm.refinement.two_oracles import has_freedom
    from fuzzfarm.wellformed import check_well_formed
    from generators.programs import generate
    from generators.schedules import MAX_COUNT, generate_schedule
    from oracles import simt

    t = time.perf_counter()
    policy = config.policy
    prog = generate(seed, features=policy.features_for(seed) if policy else None, style=config.style,
                    dialect=config.dialect, calls=config.calls, atomics=config.atomics)
    fn = prog.kernel
    features = {"style": prog.style, **prog.census}
    # Realistic subgroup sizes (4..64) so lane-dependent branches diverge. A kernel
    # without implementation choices is decided at any size, so all its drawn lanes stay
    # active (real waves have 32 or 64); otherwise at most ``threads`` lanes, narrowed
    # further once the candidate ran until after's choices can all be listed
    # (fuzzfarm.farm.sizing). When an anchor runs in a cycle (every iteration's
    # instance is grouped anew) the ladder starts from the same width with loop bounds
    # up to 2; the fallback is the fixed 2 lanes. A schedule is widened back to all its
    # drawn lanes (a superset, same inputs: fuzzfarm.farm.sizing.widened) when the only
    # choice is the cycle hierarchy (as many at 64 lanes as at 2), and tried so first for
    # anchors outside cycles (kept if its groupings can all be listed: ``wide``).
    # An NVPTX warp has 32 lanes: the nvptx dialect's operations are defined for no more.
    free = any(has_freedom(fn, model, shown_only=False) for model in config.models)
    size = NVPTX_WARP if config.dialect == "nvptx" else None
    threads = config.threads[seed % len(config.threads)] if free else None
    cycles = free and anchors_in_cycles(fn)
    fixed = [generate_schedule(fn, seed * 1009 + i, max_active=2 if cycles else threads,
                               max_count=2 if cycles else MAX_COUNT, subgroup_size=size)
             for i in range(config.schedules_per_case)]
    grows = free and grows_with_lanes(fn)
    drawn = [generate_schedule(fn, seed * 1009 + i, subgroup_size=size).active_lanes
             for i in range(config.schedules_per_case)] if free and not cycles else []
    if free and not grows:
        fixed = [widened(s, lanes) for s, lanes in zip(fixed, drawn, strict=True)]
    starts = fixed
    wide = [widened(s, lanes) for s, lanes in zip(fixed, drawn, strict=True)] if grows and drawn else None
    if cycles:
        starts = [generate_schedule(fn, seed * 1009 + i, max_active=threads, max_count=2,
                                    subgroup_size=size) for i in range(config.schedules_per_case)]
    t = _timed(timings, "generate", t)

    cand = config.candidate
    if config.uniformity:
        return _uniformity_case(config, seed, prog, fixed, timings, t)
    runner = _runner(cand.triple) if cand.kind == "pipeline" else None
    timeout, cut = config.case_timeout or MAX_CASE_TIMEOUT, False
    if deadline_at is not None and deadline_at - time.time() < timeout:
        timeout, cut = max(0.5, deadline_at - time.time()), True
    result = apply(cand, prog.module, fn.name, seed=seed, runner=runner, timeout=timeout)
    if result.status == Applied.TIMEOUT and not cut:
        result, cut = _confirm_timeout(cand, prog.module, fn.name, seed, runner, timeout, deadline_at)
    _timed(timings, "optimize", t)
    if config.calls and inlining is not None and result.module is not None:
        inlining.update(inlining_counts(prog.module, result.module, fn.name))
    if result.status == Applied.TIMEOUT and cut:
        raise OutOfTime(f"seed {seed}: the run's time ended during its optimization")

    def case(model: str, verdict: str, message: str = "", **kw: Any) -> CaseResult:
        return CaseResult(seed, model, verdict, result.fired, message, before=prog.text,
                          after=result.text, features=features, timings=timings, **kw)

    def every_model(verdict: str, message: str = "") -> list[CaseResult]:
        # Counted once per model (the counters add up per case) but stored once:
        # model ANY_MODEL makes the store's (campaign, seed, candidate, model) key equal.
        # The first schedule goes with it: replaying a crash or an ill-formed output on
        # an LLVM that fixed it runs the oracles on the (now well-formed) output.
        return [case(ANY_MODEL, verdict, message, schedule=fixed[0].to_json())
                for _ in config.models]

    if result.status == Applied.TIMEOUT and config.case_timeout is not None:
        hangs = every_model(Verdict.HANG, f"hang: {cand.label} gave no result within "
                                          f"{config.case_timeout:g} s, twice ({result.message})")
        for r in hangs:
            r.regenerable = False
        return hangs
    if result.status in ("crash", "ill-formed-after", "codegen"):
        out = every_model(result.status, result.message)
        for r in out:
            r.known = result.known
        return out
    if cand.kind == "codegen" and not cand.stop and result.status == "ok":
        return every_model("pass")  # compiled cleanly; no semantic oracle for machine code
    # with a stop point, the IR llc printed there is checked like an optimizer's output
    if result.status != "ok" or result.module is None:
        return every_model("inconclusive", f"{result.status}: {result.message}")
    if not result.fired and not config.check_unfired:
        return every_model("not-fired")
    after_fn = _kernel_or_none(result.module, fn.name)
    if after_fn is None:
        return every_model("inconclusive", "the candidate removed the kernel")
    problem = check_well_formed(after_fn, result.module, llvm=False).first  # LLVM verified it in apply()
    if problem:
        return every_model("ill-formed-after", problem)

    if cycles and same_skeleton(fn, after_fn):
        # Decided at any width (SEMANTICS.md, "The same skeleton"): the cycle's schedules
        # widened to every drawn lane too, loop bounds as drawn for them (up to 2).
        wide = [widened(s, generate_schedule(fn, seed * 1009 + i, subgroup_size=size).active_lanes)
                for i, s in enumerate(starts)]
    with simt.reused():  # the programs are compiled once for sizing and checking
        return _check_models(config, seed, fn, after_fn, starts if free else None, fixed,
                             timings, case, wide)


def _check_models(config: CampaignConfig, seed: int, fn: Function, after_fn: Function,
                  starts: list[Schedule] | None, fixed: list[Schedule],
                  timings: dict[str, float], case: Any,
                  wide: list[Schedule] | None = None) -> list[CaseResult]:
    """Each model's verdict on the sized schedules (``starts`` narrowed; None: ``fixed``
    as drawn), or where those stay undecided on the first retry that decides: a
    narrower rung, then the fixed schedules (:func:`_decided`)."""
    from fuzzfarm.farm.evidence import violation_evidence
    from fuzzfarm.farm.sizing import sized

    schedules = fixed
    if starts is not None:
        t = time.perf_counter()
        schedules = sized(fn, after_fn, starts, config.models, fixed, wide=wide)
        _timed(timings, "simt", t)
    out: list[CaseResult] = []
    for model in config.models:
        # Both oracles: the lane simulator passes deterministic cases and is checked
        # against the reference on one schedule per program; the reference decides
        # everything else and is the only source of a violation (refinement/two_oracles.py).
        checked, ran = _decided(fn, after_fn, schedules, starts, fixed, model, config, seed, timings)
        verdict = checked.verdict
        if checked.disagreement is not None:
            d = checked.disagreement
            out.append(case(model, verdict.kind.value, verdict.message,
                            schedule=d.schedule.to_json(), details=d.describe()))
            continue
        cex = verdict.counterexample
        # an inconclusive case keeps a schedule it stayed undecided on, so that its
        # reproducer (``fuzzfarm bugs finding N --out DIR``) replays what was checked
        undecided = ran[verdict.undecided_at] if verdict.undecided_at is not None else None
        out.append(case(
            model,
            verdict.kind.value,
            verdict.message,
            schedule=cex.schedule.to_json() if cex else undecided.to_json() if undecided else None,
            details=cex.describe() if cex else "\n".join(verdict.notes),
            evidence=violation_evidence(fn, after_fn, cex)
            if cex and verdict.kind is Verdict.VIOLATION else "",
        ))
    return out


def _decided(fn: Function, after_fn: Function, schedules: list[Schedule],
             starts: list[Schedule] | None, fixed: list[Schedule], model: Model,
             config: CampaignConfig, seed: int, timings: dict[str, float]) -> tuple[Any, list[Schedule]]:
    """The check of one model, and the schedules it is on: the sized ones, or where those
    stay undecided (a grouping reached an instance the base run did not list, or
    reordered a lane's instances, and the listing outgrew the limit) the first of
    :func:`_retries` that decides.

    Every attempt first runs on the lane simulator alone (``defer``): a check it can
    neither pass nor suspect of a violation is put off, not handed to the reference,
    whose sampled search of too many choices costs hundreds of milliseconds and can
    never pass the case. Only when no attempt is decided that way do the put-off ones
    get the reference's search, in order; the verdict reported is then the first
    attempt's (the sized schedules'), as without the retries."""
    from fuzzfarm.refinement.two_oracles import check_two_oracles

    def check(scheds: list[Schedule], defer: bool) -> Any:
        r = check_two_oracles(fn, after_fn, scheds, model, max_runs=config.max_runs,
                              agree_index=seed, defer=defer)
        for k, v in r.timings.items():
            timings[k] = timings.get(k, 0.0) + v
        return r

    def final(r: Any) -> bool:
        return r.verdict.kind is not Verdict.INCONCLUSIVE or r.disagreement is not None

    attempts = [schedules]
    undecided: dict[int, Any] = {}
    deferred: list[int] = []
    retrying = schedules != fixed  # sized: narrower rungs and the fixed schedules remain
    retries = _retries(fn, after_fn, starts, config.models, fixed, schedules, timings) \
        if retrying else iter(())
    i = 0
    while True:
        if i == len(attempts):  # the next retry, sized only when it is needed
            more = next(retries, None)
            if more is None:
                break
            attempts.append(more)
        r = check(attempts[i], defer=retrying)
        if final(r):
            return r, attempts[i]
        if r.path == "deferred":
            deferred.append(i)
        else:
            undecided[i] = r
        i += 1
    for i in deferred:  # the reference's search where the simulator could not list
        r = check(attempts[i], defer=False)
        if final(r):
            return r, attempts[i]
        undecided[i] = r
    first = min(undecided)
    return undecided[first], attempts[first]


#: How much smaller than the limit the listing of each retry's rung is (its room to grow),
#: in the order they are tried: a rung at 1/8 of the limit leaves a listing that grows
#: (anchor instances that groupings reach beyond the base run) room for 8 times its
#: choices; one at 1/64 is the next try where that was not enough (fewer lanes, so
#: fewer anchor instances to group), before the fixed schedules.
RETRY_HEADROOMS = (8, 64)


def _retries(fn: Function, after_fn: Function, starts: list[Schedule] | None,
             models: Sequence[Model], fixed: list[Schedule], tried: list[Schedule],
             timings: dict[str, float]) -> Iterator[list[Schedule]]:
    """Schedules to check when the sized ones stayed undecided: for each of
    :data:`RETRY_HEADROOMS`, each ladder's first rung whose choices number at most that
    fraction of the limit (where they were narrowed at all), then the fixed schedules;
    each only if it differs from what was tried. Lazily: a retry is sized only if the
    one before it did not decide."""
    from fuzzfarm.farm.sizing import sized
    from fuzzfarm.refinement.enumerated import LIMIT

    seen = [tried]
    if starts is not None:
        for headroom in RETRY_HEADROOMS:
            t = time.perf_counter()
            narrower = sized(fn, after_fn, starts, models, fixed, limit=LIMIT // headroom)
            _timed(timings, "simt", t)
            if narrower not in seen:
                seen.append(narrower)
                yield narrower
    if fixed not in seen:
        yield fixed


def _uniformity_case(config: CampaignConfig, seed: int, prog, schedules, timings: dict[str, float],  # type: ignore[no-untyped-def]
                     t: float) -> list[CaseResult]:
    """Check the analysis on the generated kernel (after the pipeline, when there is one)."""
    from fuzzfarm.uniformity.case import PRINTER, check_kernel

    cand = config.candidate
    features = {"style": prog.style, **prog.census}
    text, fired = prog.text, False
    if cand.name != PRINTER:
        result = apply(cand, prog.module, prog.kernel.name, seed=seed)
        t = _timed(timings, "optimize", t)
        if result.status in ("crash", "ill-formed-after"):
            return [CaseResult(seed, ANY_MODEL, result.status, True, result.message, before=prog.text,
                               after=result.text, features=features, timings=timings)
                    for _ in config.models]
        if result.status != "ok" or result.text is None:
            return [CaseResult(seed, ANY_MODEL, "inconclusive", False, f"{result.status}: {result.message}",
                               before=prog.text, features=features, timings=timings)
                    for _ in config.models]
        text, fired = result.text, result.fired
    out = check_kernel(text, prog.kernel.name, schedules, opt=cand.opt_path or "opt", triple=cand.triple,
                       probes=True)
    _timed(timings, "uniformity", t)
    # The analysed kernel is the case: a refutation is reproduced and reduced on it alone.
    return [CaseResult(seed, model, out.verdict, fired, out.message, before=text,
                       schedule=out.schedule.to_json() if out.schedule else None,
                       details=out.details, features={**features, "claim_kind": out.claim_kind},
                       timings=timings, uniformity=out.stats if i == 0 else {})
            for i, model in enumerate(config.models)]


def _uniformity_extra(config: CampaignConfig, case: CaseResult) -> dict[str, Any]:
    """What a uniformity finding's reproducer records: the claim kind, the analysis only."""
    if not config.uniformity or case.verdict != "unsound-uniformity":
        return {}
    return {"claim_kind": case.features.get("claim_kind"), "pipeline": config.candidate.name}


def minimize(config: CampaignConfig, case: CaseResult, function: str) -> None:
    """Bisect the pass and reduce the case (within ``config.reduce_seconds``), in place.

    Every finding goes through this before it is recorded, so that all hits of one
    bug get their signature the same way: the bisected pass, and the shape of the
    reduced program. A case that does not reproduce (or a reducer error) is left
    unreduced, with a note; it is still recorded.
    """
    from fuzzfarm.reduce.cases import reduce_finding
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import Schedule

    if not case.is_finding or config.reduce_seconds <= 0 or not case.before \
            or case.verdict == Verdict.HANG:  # every try would wait out the timeout
        return
    if case.verdict == Verdict.CODEGEN:
        _minimize_codegen(config, case, function)
        return
    if case.verdict == Verdict.ILL_FORMED_AFTER and config.candidate.verify_each:
        _minimize_each(config, case, function)
        return
    t = time.perf_counter()
    found = Reproducer(
        before=case.before, after=case.after,
        schedule=Schedule.from_json(case.schedule) if case.schedule else Schedule.full(1),
        model=model_of(case.model),
        function=function, verdict=case.verdict,
        candidate=config.reproducer_candidate(case.verdict).to_json(),
        message=case.message, extra={"seed": case.seed, "max_runs": config.max_runs,
                                     **_uniformity_extra(config, case)},
    )
    try:
        report = reduce_finding(found, seconds=config.reduce_seconds,
                                opt_path=config.candidate.opt_path)
    except Exception as exc:  # noqa: BLE001 - an unreducible case is still a finding
        case.details = (case.details + f"\n(not reduced: {exc})").strip()
        return
    finally:
        case.timings["reduce"] = case.timings.get("reduce", 0.0) + time.perf_counter() - t
    reduced = report.reproducer
    case.minimized = Minimized(
        before=reduced.before,
        after=reduced.after,
        schedule=json.loads(reduced.schedule_text()),
        bisected_pass=report.bisect.pass_name if report.bisect else None,
        bisected_index=report.bisect.index if report.bisect else None,
        stats=report.stats(),
        note=report.bisect_note,
    )


def _minimize_each(config: CampaignConfig, case: CaseResult, function: str) -> None:
    """A ``--verify-each`` finding: the pass is the first one after which the module was
    ill formed (no bisection: the output may be well formed). Its reproducer is the
    module before that pass and the single pass when that alone breaks the same rule
    (:func:`_single_pass_reproducer`), else the kernel and the whole
    pipeline with verify-each; either is reduced while it breaks that rule."""
    from fuzzfarm.reduce.cases import reduce_finding
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.verifyeach import run_each

    assert case.before is not None
    cand = config.candidate
    t = time.perf_counter()
    each = run_each(cand.optimizer, case.before, cand.name, cand.triple)
    bad = each.first_bad
    if bad is None:
        case.details = (case.details + "\n(not reduced: the rerun made no ill-formed module)").strip()
        return
    single = _single_pass_reproducer(cand, bad, function)
    before, used, message = (single[0], single[1], single[2]) if single else \
        (case.before, cand, case.message)
    note = (f"the module before {bad.pass_name} and that pass alone ({used.name})" if single
            else f"{bad.pass_name} alone does not break the rule on the module it got: the "
                 "whole pipeline with verify-each")
    found = Reproducer(before=before, after=None, schedule=Schedule.full(1),
                       model=DEFAULT_MODEL, function=function, verdict=case.verdict,
                       candidate=used.to_json(), message=message,
                       extra={"seed": case.seed, "max_runs": config.max_runs,
                              "bisected_pass": bad.pass_name})
    try:
        report = reduce_finding(found, seconds=config.reduce_seconds, bisect=False,
                                opt_path=cand.opt_path)
    except Exception as exc:  # noqa: BLE001 - an unreducible case is still a finding
        case.details = (case.details + f"\n(not reduced: {exc})").strip()
        case.minimized = Minimized(before=before, after=None, schedule=Schedule.full(1).to_json(),
                                   bisected_pass=bad.pass_name, bisected_index=bad.position,
                                   stats={}, note=note, candidate=used.to_json())
        return
    finally:
        case.timings["reduce"] = case.timings.get("reduce", 0.0) + time.perf_counter() - t
    case.minimized = Minimized(
        before=report.reproducer.before, after=report.reproducer.after,
        schedule=json.loads(report.reproducer.schedule_text()),
        bisected_pass=bad.pass_name, bisected_index=bad.position, stats=report.stats(), note=note,
        candidate=used.to_json())


def _single_pass_reproducer(candidate: Candidate, bad: FirstBad,
                           function: str) -> tuple[str, Candidate, str] | None:
    """(module before the pass, the single-pass candidate, its message) when the pass
    alone, on the module it got, breaks the same rule as in the pipeline (the first line
    of the message is the same); None when no spelling of it does, or the module before
    it is not one our reader reads (the reproducer's kernel must be one)."""
    from dataclasses import replace

    from fuzzfarm import verifyeach
    from fuzzfarm.ir.errors import IRError
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.llvm.diagnostics import first_line

    try:
        module = parse_module(bad.before)
        module.kernel(function)
    except (IRError, KeyError, ValueError):
        return None
    if candidate.optimizer.embedded:
        name = verifyeach.embedded_single_pass(bad.pass_name)
        spellings = [name] if name else []
    else:
        assert candidate.opt_path is not None
        spellings = verifyeach.single_pass_pipelines(
            bad.pass_name, verifyeach.printed_pipeline(candidate.opt_path, candidate.name, candidate.triple))
    want = first_line(bad.message)
    for spelling in spellings[:verifyeach.MAX_SPELLINGS]:
        single = replace(candidate, name=spelling, verify_each=False)
        got = apply(single, module, function)
        if got.status == "ill-formed-after" and first_line(got.message) == want:
            return bad.before, single, got.message
    return None


def _minimize_codegen(config: CampaignConfig, case: CaseResult, function: str) -> None:
    """A back end's failure: its pass comes with it (the machine verifier's ``# After``,
    the stack dump) or from ``-opt-bisect-limit``; the kernel is reduced while it fails
    the same way. A known failure (``codegen.KNOWN_FAILURES``) is counted unreduced."""
    from fuzzfarm.llvm.codegen import CodegenTarget, bisect_codegen, diagnose, failure_pass
    from fuzzfarm.reduce.cases import reduce_finding
    from fuzzfarm.reduce.interesting import codegen_line
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import Schedule

    cand = config.candidate
    if case.known or cand.codegen is None:
        return
    t = time.perf_counter()
    target = CodegenTarget.parse(cand.codegen)
    if "\nin pass: " not in case.message and case.after:
        wanted = codegen_line(case.message)

        def fails(result) -> bool:
            return result.status == "failed" and codegen_line(
                diagnose(result.stderr, 1).message()) == wanted

        found = bisect_codegen(case.after, target, fails, llc=cand.llc_path)
        if found.pass_name:
            case.message += f"\nin pass: {found.pass_name} (opt-bisect {found.index}/{found.total})"
        elif found.note:
            case.details = (case.details + f"\nbisection: {found.note}").strip()
    pass_name = failure_pass(case.message)
    found = Reproducer(before=case.before, after=None, schedule=Schedule.full(1),
                       model=DEFAULT_MODEL, function=function, verdict=case.verdict,
                       candidate=cand.to_json(), message=case.message,
                       extra={"seed": case.seed, "max_runs": config.max_runs})
    try:
        report = reduce_finding(found, seconds=config.reduce_seconds, bisect=False,
                                opt_path=cand.opt_path)
    except Exception as exc:  # noqa: BLE001 - an unreducible case is still a finding
        case.details = (case.details + f"\n(not reduced: {exc})").strip()
        return
    finally:
        case.timings["reduce"] = case.timings.get("reduce", 0.0) + time.perf_counter() - t
    case.minimized = Minimized(
        before=report.reproducer.before, after=None,
        schedule=json.loads(report.reproducer.schedule_text()),
        bisected_pass=pass_name, bisected_index=None, stats=report.stats(),
        note="pass named by the back end" if pass_name else "no pass found")


def _kernel_or_none(module: Module, name: str):
    try:
        return module.kernel(name)
    except KeyError:
        return None

