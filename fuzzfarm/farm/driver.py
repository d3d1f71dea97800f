"""The campaign driver: hand out seed batches on Ray, stream results into the store.

The store is the campaign's memory: batches are claimed from it, completed in
it with their counters, and findings are recorded in it as they arrive, so an
interrupted campaign resumes exactly where it stopped (``--resume``), without
repeating or skipping a seed. Work goes out with backpressure (at most
``2 x workers`` batches in flight, collected with ``ray.wait``).

Nothing is lost when a worker dies: Ray retries the batch once; if it dies
again the batch is split into one task per seed, and a seed whose worker dies
on every attempt is recorded as a *crash* finding. Every seed ends as checked,
finding or inconclusive, and the counters add up.
"""

from __future__ import annotations

import os
import socket
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import timedelta
from pathlib import Path
from typing import Any

from fuzzfarm.farm.budget import Deadline
from fuzzfarm.farm.case import CampaignConfig, CaseResult, Minimized
from fuzzfarm.farm.exemplars import Exemplars
from fuzzfarm.farm.worker import (
    BatchReport,
    DirectStore,
    finding_of,
    run_batch,
    worker_death_report,
)
from fuzzfarm.vocabulary import BUG_KINDS, model_of
from storage.store import Batch, BatchResult, Counters, Finding, Store

#: A batch retried this many times by Ray before it is split seed by seed.
RAY_RETRIES = 1
#: Seeds are ``master_seed * SEED_STRIDE + index`` so campaigns never overlap by accident.
SEED_STRIDE = 1 << 32


@dataclass
class Tally:
    """Live totals of one run of the driver (the store holds the campaign's totals)."""

    cases: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    fired: int = 0
    signatures: set[int] = field(default_factory=set)
    new_signatures: list[int] = field(default_factory=list)
    timings: dict[str, float] = field(default_factory=dict)
    uniformity: Counter[str] = field(default_factory=Counter)  # informational, uniformity campaigns
    inlining: Counter[str] = field(default_factory=Counter)  # informational, campaigns with calls
    worker_seconds: float = 0.0
    worker_deaths: int = 0
    #: Findings of a known signature recorded without reducing them (fuzzfarm.farm.exemplars).
    reused: int = 0
    oracle_disagreements: int = 0  # an oracle defect, never a compiler bug: stored as inconclusive
    reproducers: dict[int, Path] = field(default_factory=dict)
    #: Cases the workers recorded in the store themselves (``DirectStore``).
    worker_recorded: int = 0
    #: Task-level timings: (worker process, start, end) of every batch, ``time.time()``.
    spans: list[tuple[str, float, float]] = field(default_factory=list)
    #: CPU seconds inside the tasks, LLVM child processes included.
    worker_cpu: float = 0.0

    @property
    def findings(self) -> int:
        return sum(self.verdicts[v] for v in BUG_KINDS)


@dataclass
class RunOptions:
    workers: int = 2
    address: str | None = None
    seconds: float | None = None
    #: The end of the whole run (``--time`` counted from the command's start, so that the
    #: pilot's time counts too); default: ``seconds`` from the start of :meth:`run`.
    deadline: Deadline | None = None
    reproducers: Path = Path("reproducers")
    progress: Callable[[Tally, int | None], None] | None = None
    #: Workers record their findings in the store themselves (``DirectStore``; PostgreSQL
    #: only, a SQLite file is the driver's alone). Off by default: on the development
    #: machine the driver's single session stores more per second than workers opening a
    #: connection per batch (README, Cluster limits); for a PostgreSQL server of many
    #: cores, whose ingest one session does not reach.
    worker_writes: bool = False


def seed_range(master_seed: int, cases: int | None) -> tuple[int, int | None]:
    start = master_seed * SEED_STRIDE
    return start, None if cases is None else start + cases


def create_campaign(store: Store, config: CampaignConfig, *, master_seed: int, cases: int | None,
                    batch_size: int, name: str | None = None) -> int:
    from generators.programs import GENERATOR_VERSION

    if not 0 <= master_seed < (1 << 30):
        raise ValueError("the master seed must be between 0 and 2**30")
    start, end = seed_range(master_seed, cases)
    camp = store.create_campaign(
        name or f"{config.candidate.label} seed {master_seed}",
        candidate=config.candidate.label,
        master_seed=master_seed,
        config=config.to_json(),
        generator_version=str(GENERATOR_VERSION),
        batch_size=batch_size,
        seed_start=start,
        seed_end=end,
        optimizer=optimizer_label(config),
    )
    return camp.id


def optimizer_label(config: CampaignConfig) -> str | None:
    """The identity of the LLVM that runs the campaign's candidate (None for our
    transforms): an llc-only candidate (``--llc PATH --codegen ... --stop-after``) is run
    by that llc, not by the embedded LLVM."""
    from fuzzfarm.llvm.optimizer import opt_identity

    cand = config.candidate
    if cand.kind == "transform":
        return None
    if cand.kind == "codegen" and cand.llc_path:
        return opt_identity(cand.llc_path).label
    return cand.optimizer.identity().label


class CampaignRunner:
    """Runs one campaign (new or resumed) to its end, its time budget or an interrupt."""

    def __init__(self, store: Store, campaign_id: int, options: RunOptions) -> None:
        camp = store.campaign(campaign_id)
        if camp is None:
            raise KeyError(f"no campaign {campaign_id}")
        self.store = store
        self.campaign_id = campaign_id
        self.config = CampaignConfig.from_json(camp.config)
        self.optimizer = camp.optimizer
        self.options = options
        self.tally = Tally()
        self.exemplars = Exemplars()
        self.worker_id = f"driver:{socket.gethostname()}:{os.getpid()}"
        self.total = None if camp.seed_end is None else (camp.seed_end - camp.seed_start) * len(self.config.models)

    # -- execution backends ------------------------------------------------------------------

    def run(self) -> Tally:
        """Run until every seed is checked, the time budget ends, or Ctrl-C (then resumable)."""
        # A resumed campaign: batches a dead driver held go back to the queue.
        self.store.requeue_stale(self.campaign_id, timedelta(0), max_attempts=1_000_000)
        self.deadline = self.options.deadline or Deadline.after(self.options.seconds)
        if self.options.workers == 0:
            self._run_inline()
        else:
            self._run_ray()
        return self.tally

    def _direct_store(self) -> DirectStore | None:
        """Where the workers record findings themselves, None when the driver does."""
        url = self.store.engine.url
        if not self.options.worker_writes or url.get_backend_name() != "postgresql":
            return None
        return DirectStore(url.render_as_string(hide_password=False), self.campaign_id,
                           self.optimizer, self.store.exemplars)

    def _claims(self, inflight: int, limit: int) -> int:
        """How many batches to claim with ``inflight`` out, at most ``limit`` out at once."""
        return 0 if self.deadline.passed() else max(0, limit - inflight)

    def _run_inline(self) -> None:
        config_json = self.config.to_json()
        queued = self.store.claim_batches(self.campaign_id, self._claims(0, 1), self.worker_id)
        while queued:
            batch = queued.pop()
            report = run_batch(config_json, list(batch.seeds), self.deadline.at,
                               self.exemplars.known())
            queued = self._finish_batch(batch, report, claim=self._claims(0, 1))

    def _run_ray(self) -> None:
        """Batches go out on Ray and come back through ``ray.wait``; the results that came
        back together are stored in one transaction that also claims the batches that take
        the free slots (:meth:`Store.finish_batches`): at most one transaction per batch,
        fewer when many workers finish while the driver is busy."""
        import ray

        _start_ray(self.options.workers, self.options.address)
        remote_batch = ray.remote(max_retries=RAY_RETRIES)(run_batch)
        remote_seed = ray.remote(max_retries=RAY_RETRIES)(run_batch)
        config_ref = ray.put(self.config.to_json())
        known = _KnownRef(ray.put)
        direct = self._direct_store()
        max_inflight = 2 * max(1, int(ray.cluster_resources().get("CPU", self.options.workers)))
        inflight: dict[Any, tuple[Batch, int | None]] = {}  # ref -> (batch, seed if split)
        splits: dict[int, tuple[list[BatchReport], set[int]]] = {}
        end = self.deadline.at
        queued = self.store.claim_batches(self.campaign_id, self._claims(0, max_inflight),
                                          self.worker_id, spread=max_inflight)
        try:
            while True:
                known_ref = known.of(self.exemplars.known()) if queued else None
                for batch in queued:
                    inflight[remote_batch.remote(config_ref, list(batch.seeds), end, known_ref,
                                                 direct)] = (batch, None)
                queued = []
                if not inflight:
                    break
                ready, _ = ray.wait(list(inflight), num_returns=1, timeout=0.5)
                if ready:  # and whatever else came back meanwhile: stored together
                    ready, _ = ray.wait(list(inflight), num_returns=len(inflight), timeout=0)
                done: list[tuple[Batch, BatchReport]] = []
                for ref in ready:
                    batch, seed = inflight.pop(ref)
                    try:
                        report: BatchReport | None = ray.get(ref)
                        error = ""
                    except ray.exceptions.RayError as exc:
                        report, error = None, _one_line(exc)
                        self.tally.worker_deaths += 1
                    if seed is None and report is not None:
                        done.append((batch, report))
                    elif seed is None:
                        # The whole batch failed twice: isolate the seed that kills workers.
                        splits[batch.id] = ([], set(batch.seeds))
                        for s in batch.seeds:
                            inflight[remote_seed.remote(config_ref, [s], end, None, direct)] = \
                                (batch, s)
                    else:
                        parts, waiting = splits[batch.id]
                        parts.append(report or worker_death_report(self.config, seed, error))
                        waiting.discard(seed)
                        if not waiting:
                            del splits[batch.id]
                            done.append((batch, _merge(parts)))
                if done:
                    queued += self._finish_batches(
                        done, claim=self._claims(len(inflight), max_inflight), spread=max_inflight)
                self._report_progress()
        except KeyboardInterrupt:
            for ref in inflight:
                ray.cancel(ref, force=True)
            raise

    # -- results -----------------------------------------------------------------------------

    def _finish_batch(self, batch: Batch, report: BatchReport, *, claim: int = 0) -> list[Batch]:
        return self._finish_batches([(batch, report)], claim=claim)

    def _finish_batches(self, done: list[tuple[Batch, BatchReport]], *,
                        claim: int = 0, spread: int = 0) -> list[Batch]:
        """Store the results of batches that came back (each one's findings the workers did
        not record, and its completion unless the time ran out inside it: then it stays
        claimed for a resume) and claim up to ``claim`` next batches, all in one
        transaction; returns the claimed batches."""
        todo = [[case for case in report.cases if (case.seed, case.model) not in report.recorded]
                for _, report in done]
        results = [BatchResult(batch.id, [self._finding(case, report) for case in cases],
                               Counters.of(report.verdicts, fired=report.fired,
                                           seconds=report.seconds, inlining=report.inlining)
                               if report.complete else None)
                   for (batch, report), cases in zip(done, todo, strict=True)]
        recorded, _, claimed = self.store.finish_batches(
            self.campaign_id, results, worker=self.worker_id, claim=claim, spread=spread)
        for (_, report), cases, stored in zip(done, todo, recorded, strict=True):
            by_case = {**report.recorded, **{(case.seed, case.model): r
                                             for case, r in zip(cases, stored, strict=True)}}
            for case in report.cases:
                self._recorded(case, *by_case[(case.seed, case.model)])
            self._count(report)
        self._report_progress()
        return claimed

    def _count(self, report: BatchReport) -> None:
        t = self.tally
        t.worker_recorded += len(report.recorded)
        t.cases += sum(report.verdicts.values())
        t.verdicts.update(report.verdicts)
        if report.started:
            t.spans.append((report.worker, report.started, report.ended))
        t.worker_cpu += report.cpu
        if report.complete:
            t.fired += report.fired
            t.oracle_disagreements += report.oracle_disagreements
            t.uniformity.update(report.uniformity)
            t.inlining.update(report.inlining)
            t.worker_seconds += report.seconds
            t.reused += report.reused
            for k, s in report.timings.items():
                t.timings[k] = t.timings.get(k, 0.0) + s

    def _finding(self, case: CaseResult, report: BatchReport) -> Finding:
        return finding_of(self.config, case, campaign_id=self.campaign_id,
                          optimizer=self.optimizer,
                          signature=report.signatures.get((case.seed, case.model)))

    def _recorded(self, case: CaseResult, signature_id: int | None, is_new: bool) -> None:
        """After the store took a case: learn its exemplar, write a new signature's reproducer."""
        m = case.minimized
        if signature_id is None:
            return
        if case.presignature and m is not None and not case.reused:
            self.exemplars.learn(case.presignature, case.seed, signature_id, m)
        first = signature_id not in self.tally.signatures
        self.tally.signatures.add(signature_id)
        if is_new:  # (workers writing directly: not necessarily the first report of it)
            self.tally.new_signatures.append(signature_id)
        # A reproducer once per signature and run: for the finding that created it, or the
        # first one seen when the run that created it stopped before writing its reproducer
        # (a worker that recorded it and died, a driver killed right after its commit).
        if first and (is_new or not self.store.reproducers(signature_id)):
            directory = self._write_reproducer(signature_id, case)
            self.tally.reproducers[signature_id] = directory
            self.store.add_reproducer(
                signature_id,
                directory=str(directory),
                before_ll=m.before if m else case.before,
                after_ll=m.after if m else case.after,
                schedule=m.schedule if m else case.schedule,
                command=f"fuzzfarm replay {directory}",
                **(m.stats if m else {}),
            )

    def _write_reproducer(self, signature_id: int, case: CaseResult) -> Path:
        """The reduced case in the directory, the case as found in ``original/``."""
        from fuzzfarm.reproducer import Reproducer, kernel_name, unused_directory
        from fuzzfarm.schedule import Schedule

        # One tree per store (two stores used from one directory never share a path), and
        # never over another reproducer (a store recreated under the same name).
        out = unused_directory(self.options.reproducers / self.store.label
                               / f"campaign-{self.campaign_id}" / f"signature-{signature_id}")
        m = case.minimized
        common = dict(
            model=model_of(case.model),
            function=kernel_name(case.before),
            verdict=case.verdict,
            candidate=self.config.reproducer_candidate(case.verdict).to_json(),
            message=case.message,
            extra={"seed": case.seed, "campaign": self.campaign_id, "signature": signature_id,
                   "max_runs": self.config.max_runs, "optimizer": self.optimizer,
                   "case_timeout": self.config.case_timeout},
        )
        original = Schedule.from_json(case.schedule) if case.schedule else Schedule.full(1)
        if m is None:
            return Reproducer(before=case.before or "", after=case.after, schedule=original,
                              **common).write(out)
        Reproducer(before=case.before or "", after=case.after, schedule=original,
                   **common).write(out / "original")
        common["extra"] = {**common["extra"], "bisected_pass": m.bisected_pass, **m.stats}
        if m.candidate is not None:  # the reduced program's own candidate (a single pass)
            common["candidate"] = m.candidate
        return Reproducer(before=m.before, after=m.after, schedule=Schedule.from_json(m.schedule),
                          **common).write(out)

    def _report_progress(self) -> None:
        if self.options.progress is not None:
            self.options.progress(self.tally, self.total)


class _KnownRef:
    """The known exemplars (``Exemplars.known``) in Ray's object store, put once per change
    instead of serialized into every task."""

    def __init__(self, put: Callable[[Any], Any]) -> None:
        self._put = put
        self._keys: frozenset[str] | None = None
        self._ref: Any = None

    def of(self, known: dict[str, Minimized]) -> Any:
        # A pre-signature's reduction never changes once known (Exemplars.learn keeps the
        # first), so the set of pre-signatures tells whether the dictionary changed.
        if self._keys != frozenset(known):
            self._keys, self._ref = frozenset(known), self._put(known)
        return self._ref


def _merge(parts: list[BatchReport]) -> BatchReport:
    out = BatchReport([], [])
    for p in parts:
        out.signatures.update(p.signatures)
        out.recorded.update(p.recorded)
        out.seeds += p.seeds
        out.cases += p.cases
        out.verdicts.update(p.verdicts)
        out.fired += p.fired
        out.oracle_disagreements += p.oracle_disagreements
        out.uniformity.update(p.uniformity)
        out.inlining.update(p.inlining)
        out.seconds += p.seconds
        out.complete = out.complete and p.complete
        out.reused += p.reused
        for k, s in p.timings.items():
            out.timings[k] = out.timings.get(k, 0.0) + s
    return out


def _one_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0] if text else ''}"[:500]


#: Seconds to wait for a TCP connection to a Ray cluster's address before giving up.
CONNECT_SECONDS = 10.0


class ClusterUnreachable(RuntimeError):
    """Nothing answers at the Ray address (``--address`` or ``RAY_ADDRESS``): one line."""


def check_cluster_address(address: str | None, timeout: float = CONNECT_SECONDS) -> None:
    """Fail fast when nothing listens at ``address`` (``ray.init`` would wait forever).

    ``auto`` (find a local cluster) and an unset address are left to Ray; otherwise
    ``[ray://]HOST:PORT`` must accept a TCP connection within ``timeout`` seconds.
    """
    address = address or os.environ.get("RAY_ADDRESS")
    if not address or address in ("auto", "local"):
        return
    target = address.split("://", 1)[-1]
    host, sep, port_text = target.rpartition(":")
    if not sep or not port_text.isdigit() or not 0 < int(port_text) < 65536 or not host:
        raise ClusterUnreachable(f"Ray address {address!r}: expected HOST:PORT (e.g. head-node:6379)")
    try:
        with socket.create_connection((host.strip("[]"), int(port_text)), timeout=timeout):
            pass
    except (OSError, UnicodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise ClusterUnreachable(f"no Ray cluster answers at {address} ({reason}; "
                                 f"gave up after at most {timeout:g} s)") from None


def _start_ray(workers: int, address: str | None) -> None:
    """Start Ray explicitly: a bare ``ray.init()`` silently joins whatever cluster it finds.

    ``--address`` (or ``RAY_ADDRESS``) joins an existing cluster on purpose; without
    them we start a private local instance with ``workers`` CPUs.
    """
    import ray

    if ray.is_initialized():
        return
    address = address or os.environ.get("RAY_ADDRESS")
    common: dict[str, Any] = {"log_to_driver": False, "configure_logging": False}
    if address:
        check_cluster_address(address)
        ray.init(address=address, **common)
    else:
        env = {k: v for k, v in os.environ.items() if k.startswith("FUZZFARM_")}
        ray.init(address="local", num_cpus=workers, include_dashboard=False,
                 runtime_env={"env_vars": env} if env else None, **common)
