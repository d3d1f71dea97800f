"""The worker side of a campaign: check a batch of seeds and tally the results.

A batch is the unit of work handed to Ray (a task should run well over 10 ms,
per Ray's guidance; a batch of cases runs for a second or so). The same function
runs in-process for tests and for ``--workers 0``.
"""

from __future__ import annotations

import gc
import os
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy.pool import NullPool

from fuzzfarm.farm.budget import OutOfTime
from fuzzfarm.farm.case import CampaignConfig, CaseResult, Minimized, check_case, minimize
from fuzzfarm.farm.exemplars import presignature
from fuzzfarm.refinement.two_oracles import DISAGREEMENT
from fuzzfarm.reproducer import kernel_name
from storage.recording import PROGRAMS_PER_SIGNATURE, Finding, program_digest, schedule_json
from storage.signatures import SignatureKey
from storage.store import Store

#: Test hook: a worker checking this seed dies at once, as an OOM kill would kill it.
DIE_ON_SEED_ENV = "FUZZFARM_TEST_DIE_ON_SEED"


@dataclass
class BatchReport:
    """What a worker sends back: every finding and inconclusive case, and the tallies."""

    seeds: list[int]
    cases: list[CaseResult]  # findings and inconclusive cases only; passes are counted
    verdicts: Counter[str] = field(default_factory=Counter)
    fired: int = 0
    #: Cases where the lane simulator and the reference disagreed (inconclusive, kept
    #: with program and schedule): a defect in an oracle, to triage, never a bug report.
    oracle_disagreements: int = 0
    timings: dict[str, float] = field(default_factory=dict)
    #: Informational uniformity counters summed over the batch (precision, LLVM versus ours).
    uniformity: Counter[str] = field(default_factory=Counter)
    #: Informational inliner counters summed over the batch (campaigns with calls).
    inlining: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0
    worker: str = ""
    #: False when the campaign's time ran out before every seed was checked.
    complete: bool = True
    #: Findings of a known signature recorded with its exemplar's reduction, not reduced.
    reused: int = 0
    #: The signature key of each finding by (seed, model), computed here where the CPU is:
    #: normalizing a violation's program costs milliseconds the driver cannot spend on
    #: every finding of a big cluster (``storage.store.Finding.signature``).
    signatures: dict[tuple[int, str], SignatureKey] = field(default_factory=dict)
    #: When the task ran, ``time.time()`` at its start and end, in which worker process:
    #: the task-level timings ``benchmarks.end_to_end`` builds the workers' timeline from.
    started: float = 0.0
    ended: float = 0.0
    #: CPU seconds the task used, its LLVM child processes included (:func:`cpu_seconds`):
    #: against ``seconds``, whether the worker had a core to itself.
    cpu: float = 0.0
    #: ``(signature_id, is_new)`` by (seed, model) of the cases this worker recorded in the
    #: store itself (:class:`DirectStore`); the driver records the others.
    recorded: dict[tuple[int, str], tuple[int | None, bool]] = field(default_factory=dict)


@dataclass(frozen=True)
class DirectStore:
    """Where workers record their batches' findings themselves: the campaign's PostgreSQL.

    With a thousand workers the stored cases, not the claims, are the store's traffic
    (``benchmarks/store_load.py``): written by the workers, they reach the database
    over as many connections as there are workers finishing a batch, and the driver's
    one transaction per batch shrinks to the completion and the next claims. Opt-in
    (``campaign --workers-record``): each worker connects once per batch, and on a small
    server the driver's one session stores more per second (README, Cluster limits).
    """

    url: str
    campaign_id: int
    optimizer: str | None
    #: The driver's store's ``exemplars``: findings per signature kept with their programs.
    exemplars: int = PROGRAMS_PER_SIGNATURE


#: One store per worker process and URL. Without a connection pool: a worker writes
#: once per batch (tens of seconds apart), and a thousand idle pooled connections would
#: exhaust the server's ``max_connections``.
_STORES: dict[str, Store] = {}


def _record_directly(config: CampaignConfig, report: BatchReport, direct: DirectStore) -> None:
    """Record the report's cases in the store; on any failure leave them to the driver
    (a store the worker cannot reach must not turn into a crash of the compiler)."""
    found = [finding_of(config, case, campaign_id=direct.campaign_id, optimizer=direct.optimizer,
                        signature=report.signatures.get((case.seed, case.model)))
             for case in report.cases]
    try:
        if direct.url not in _STORES:
            _STORES[direct.url] = Store.open(direct.url, upgrade=False, create=False,
                                             poolclass=NullPool)
        store = _STORES[direct.url]
        store.exemplars = direct.exemplars
        recorded = store.record_findings(found)
    except Exception:  # noqa: BLE001 - any failure: the driver records them instead
        return
    report.recorded = {(c.seed, c.model): r for c, r in zip(report.cases, recorded, strict=True)}


_SETTLED = False


@contextmanager
def _collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while a case is checked, one young collection after.

    A check keeps thousands of simulated runs alive (``oracles.simt.reused``), and each
    full collection scanned them all again: a fifth of the oracles' time went to the
    collector. A case is bounded in time, and what it leaves is collected when it ends."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()
        gc.collect(1)


def _settled() -> None:
    """After the process's first batch, move what it still holds (the modules the cases
    imported, LLVM bindings, caches) out of the collector's view, once: every full
    collection would otherwise scan those long-lived objects again (about a tenth of a
    case's time went to the collector; ``gc.freeze``). The first batch's garbage is
    collected first, so nothing dead is kept."""
    global _SETTLED
    if not _SETTLED:
        _SETTLED = True
        gc.collect()
        gc.freeze()


def run_batch(config_json: dict[str, Any], seeds: list[int], deadline_at: float | None = None,
              known: dict[str, Minimized] | None = None,
              direct: DirectStore | None = None) -> BatchReport:
    """Check every seed of the batch under every model of the configuration.

    ``known`` maps the pre-signatures of bugs already reduced often enough
    (``fuzzfarm.farm.exemplars``) to the reduction their further hits reuse.

    With ``deadline_at`` (``time.time()``, the campaign's ``--time``) the batch stops
    between seeds once it has passed and reports itself incomplete: the driver then
    leaves the batch to a resume instead of waiting for the rest.

    With ``direct`` the worker records the batch's findings and inconclusive cases in
    the store itself (:class:`DirectStore`) before it reports.
    """
    config = CampaignConfig.from_json(config_json)
    started, start, cpu = time.time(), time.perf_counter(), cpu_seconds()
    report = BatchReport(list(seeds), [], worker=f"{os.uname().nodename}:{os.getpid()}")
    die_on = os.environ.get(DIE_ON_SEED_ENV)
    for seed in seeds:
        if deadline_at is not None and time.time() >= deadline_at:
            report.complete = False
            break
        if die_on is not None and int(die_on) == seed:
            os._exit(137)
        try:
            with _collector_paused():
                cases = check_case(config, seed, deadline_at)
        except OutOfTime:
            report.complete = False
            break
        for case in cases:
            report.verdicts[case.verdict] += 1
            report.fired += int(case.fired)
            if case.verdict == "inconclusive" and case.message.startswith(DISAGREEMENT):
                report.oracle_disagreements += 1
            for k, v in case.timings.items():
                report.timings[k] = report.timings.get(k, 0.0) + v
            report.uniformity.update(case.uniformity)
            report.inlining.update(case.inlining)
            if case.is_finding or case.verdict == "inconclusive":
                if case.is_finding:
                    case.presignature = presignature(config.candidate.label, case)
                if case.is_finding and case.presignature in (known or {}):
                    case.minimized, case.reused = (known or {})[case.presignature], True
                    report.reused += 1
                elif case.is_finding and not _already_minimized(report, case):
                    minimize(config, case, kernel_name(case.before))
                    for k in ("reduce",):
                        report.timings[k] = report.timings.get(k, 0.0) + case.timings.get(k, 0.0)
                case.timings = {}
                if case.is_finding:
                    found = finding_of(config, case)
                    key = found.signature_key()
                    if key is not None:
                        report.signatures[(case.seed, case.model)] = key
                    if case.regenerable:  # for the store, should it keep the case compact
                        case.digest = program_digest(found.before_ir, found.after_ir,
                                                     schedule_json(found.schedule))
                report.cases.append(case)
    if direct is not None and report.cases:
        _record_directly(config, report, direct)
    report.seconds = time.perf_counter() - start
    report.started, report.ended, report.cpu = started, time.time(), cpu_seconds() - cpu
    _settled()
    return report


def cpu_seconds() -> float:
    """CPU seconds of this process and of its live child processes (the persistent LLVM
    pass runners, where a case's optimizing and reducing run), read from ``/proc``
    (elsewhere: this process alone)."""
    total = time.process_time()
    tick = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
    for listing in Path("/proc/self/task").glob("*/children"):
        try:
            children = listing.read_text().split()
        except OSError:
            continue
        for pid in children:
            try:
                stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            except (OSError, IndexError):
                continue
            total += (int(stat[11]) + int(stat[12])) / tick  # utime, stime (proc(5))
    return total


def finding_of(config: CampaignConfig, case: CaseResult, *, campaign_id: int = 0,
               optimizer: str | None = None,
               signature: SignatureKey | None = None) -> Finding:
    """The store's record of a finding or inconclusive case of a campaign of ``config``.

    One function for the worker, which computes the signature key from it, and the
    driver, which stores it: the key is a function of these fields only (not of the
    campaign or the optimizer's label), so both get the same one.
    """
    from fuzzfarm.llvm.codegen import failure_pass

    cand = config.candidate
    m = case.minimized
    return Finding(
        campaign_id=campaign_id,
        seed=case.seed,
        candidate=cand.label,
        verdict=case.verdict,
        before_ir=case.before or "",
        model=case.model,
        pipeline=cand.name if cand.kind != "transform" else None,
        triple=cand.triple if cand.kind != "transform" else None,
        message=(case.message + ("\n" + case.details if case.details else ""))[:20_000],
        after_ir=case.after,
        schedule=case.schedule,
        bisected_pass=(m.bisected_pass if m else None) or failure_pass(case.message),
        bisected_index=m.bisected_index if m else None,
        reduced_ir=m.before if m else None,
        optimizer=optimizer,
        signature=signature,
        regenerable=case.regenerable,
        digest=case.digest,
    )


def _already_minimized(report: BatchReport, case: CaseResult) -> bool:
    """A model-independent finding comes once per model: minimize it once."""
    for other in report.cases:
        if other.seed == case.seed and other.model == case.model and other.minimized is not None:
            case.minimized = other.minimized
            return True
    return False


def worker_death_report(config: CampaignConfig, seed: int, error: str) -> BatchReport:
    """The report for a seed whose worker died on every attempt: a crash case per model.

    The program is regenerated here (it is a pure function of the seed) so the
    crash is replayable like any other finding.
    """
    from generators.programs import generate

    try:
        text: str | None = generate(seed, style=config.style, dialect=config.dialect,
                                     calls=config.calls, atomics=config.atomics).text
    except Exception as exc:  # noqa: BLE001 - the generator itself may be what dies
        text = f"; generator failed on seed {seed}: {exc}"
    report = BatchReport([seed], [])
    for model in config.models:
        report.verdicts["crash"] += 1
        report.cases.append(CaseResult(seed, model, "crash", False,
                                       f"worker died while checking this seed: {error}",
                                       before=text, regenerable=False))
    return report
