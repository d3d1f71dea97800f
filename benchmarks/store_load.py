"""Store load: can the store and the driver carry the traffic of 1,000 workers?

    python -m benchmarks.store_load [--seconds 3] [--rate 20 50] [--finding-rate 0.1]
                                    [--bug-share 0.5] [--exemplars 3]
                                    [--batch-sizes 100 1000] [--drivers 1] [--writers 0 2]
                                    [--ready 1 8] [--no-postgres | --no-sqlite]
                                    [--pg-statements]

Drives the real store (a SQLite file, and PostgreSQL at ``--pg-url`` in a fresh
schema dropped afterwards; loopback only) with exactly the calls a campaign
driver makes (``fuzzfarm.farm.driver``): one ``claim_batches`` at the start, then
per batch one ``finish_batches``, a single transaction that records the batch's
stored cases (bug findings with the signature key their worker computed, and
inconclusive cases, stored without one), completes the batch with its counters
and claims the next one. On PostgreSQL that transaction is one call of the server-side
function of migration 0010 (``storage.finishing``); ``--pg-statements`` also measures
the statement-by-statement path it replaced (a dozen round trips), in the same run. Stored cases come at ``--finding-rate`` per checked
case, a ``--bug-share`` of them bug findings, the rest inconclusive cases.

The assumption that decides how many stored cases are *compact* (stored without
their programs, ``storage.recording``): every bug finding is a hit of one of a few
(8) signatures, as in a long campaign, where most findings are further hits of bugs
already found (the README's O2 campaign: one SimplifyCFG bug behind most of its
findings). A signature's first ``--exemplars`` findings (default the store's,
``PROGRAMS_PER_SIGNATURE``) keep their programs; every later one is compact, so in
the steady state the compact share of the stored cases is the bug share (default
0.5: half bug hits, half inconclusive cases, which have no signature and keep their
programs). A campaign finding many *distinct* bugs stores more in full: ``--bug-share
0`` measures the worst case (every stored case full), ``--exemplars`` with a huge
value the store before compact findings. The share measured is printed. Each driver
process claims from the same open-ended campaign for
``--seconds`` and counts the seeds of the batches it completed.

On PostgreSQL the workers can record their stored cases themselves
(``campaign --workers-record``, ``fuzzfarm.farm.worker.DirectStore``): ``--writers N``
simulates that with N
processes recording a batch's stored cases per transaction while the driver
only completes and claims; the design then carries the driver's cases per
second, or fewer when the writers' stored cases per second cannot keep up with
that many cases' findings. ``--writers 0`` measures the driver recording them
(the default).

Printed per store, batch size, drivers and writers: the sustained cases per
second the design carries, the stored cases per second, the share of the wall time
the driver process spent on its own CPU (near 100%: the driver's Python is the
limit; well below: it waits for the database), and the ratio to the traffic of
``--workers`` workers (default 1,000) at each ``--rate`` cases per second per
worker (default 20 and 50: the per-core rate the farm is heading for once the
oracles are several times faster; ``benchmarks.end_to_end`` measures today's).
A ratio >= 1 means the store keeps up; the headroom is the ratio itself. Not
measured here: Ray's own scheduling (``benchmarks.end_to_end`` on Ray) and the
workers' time.
"""

from __future__ import annotations

import argparse
import multiprocessing
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any

PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
#: Distinct bug messages the simulated findings are drawn from (hits of known bugs).
SIGNATURES = 8
#: What makes the messages differ (numbers are normalized away, words are not).
BUG_WORDS = ("Entry", "Loop", "Anchor", "Heart", "Token", "Call", "Phi", "Branch")


@dataclass(frozen=True)
class Load:
    """One measurement's traffic: what each driver does per batch."""

    url: str
    campaign_id: int
    batch_size: int
    finding_rate: float
    seconds: float
    program: str
    #: A stored case's schedule (``Schedule.to_json()``); its after program is as big as
    #: ``program`` (an optimized kernel), so a full stored case carries both.
    schedule: dict[str, Any]
    #: 0: the driver records the stored cases (SQLite's design). N: the workers record
    #: them (``fuzzfarm.farm.worker.DirectStore``, PostgreSQL's design), simulated by N
    #: writer processes next to the driver, which then only completes and claims.
    writers: int = 0
    #: Batches finished per transaction: the results that came back while the driver
    #: was busy with the previous one (``Store.finish_batches``).
    ready: int = 1
    #: The share of stored cases that are bug findings (hits of SIGNATURES signatures).
    bug_share: float = 0.5
    #: Findings per signature stored with their programs (``Store.exemplars``).
    exemplars: int = 3
    #: PostgreSQL: the batch transaction as one call of the server-side function (False:
    #: statement by statement, ``Store.batch_function``).
    function: bool = True


def _drive(load: Load, index: int, ready: Any, results: Any) -> None:
    """One driver's loop for ``load.seconds`` once every driver is connected (``ready``):
    puts (cases completed, findings recorded, CPU seconds) on ``results``."""
    from storage.store import BatchResult, Counters, Store

    store = Store.open(load.url, upgrade=False, create=False, exemplars=load.exemplars)
    store.batch_function &= load.function
    worker = f"bench-driver-{index}"
    templates = _templates(load)
    cases = findings = 0
    owed = 0.0  # fractional findings carried to the next batch
    ready.wait()
    cpu = time.process_time()
    end = time.perf_counter() + load.seconds
    try:
        batches = store.claim_batches(load.campaign_id, load.ready, worker)
        while time.perf_counter() < end:
            done = []
            for batch in batches:
                owed += load.finding_rate * len(batch.seeds)
                found = [replace(templates[seed % len(templates)], seed=seed)
                         for seed in batch.seeds[:int(owed)]] if not load.writers else []
                owed -= int(owed)
                done.append(BatchResult(batch.id, found,
                                        Counters(checked=len(batch.seeds), seconds=1.0)))
                cases += len(batch.seeds)
                findings += len(found)
            batches = store.finish_batches(load.campaign_id, done, worker=worker,
                                           claim=load.ready)[2]
    finally:
        store.close()
    results.put(("driver", cases, findings, time.process_time() - cpu))


def _write(load: Load, index: int, ready: Any, results: Any) -> None:
    """One simulated worker's recording for ``load.seconds``: a batch's stored cases per
    transaction, on a connection of its own opened per batch as a worker does."""
    from sqlalchemy.pool import NullPool

    from storage.store import Store

    store = Store.open(load.url, upgrade=False, create=False, poolclass=NullPool,
                       exemplars=load.exemplars)
    store.batch_function &= load.function
    templates = _templates(load)
    per_batch = max(1, round(load.finding_rate * load.batch_size))
    seed = (index + 1) << 40  # seeds of its own: every case is a new stored finding
    findings = 0
    ready.wait()
    cpu = time.process_time()
    end = time.perf_counter() + load.seconds
    try:
        while time.perf_counter() < end:
            store.record_findings([replace(templates[s % len(templates)], seed=s)
                                   for s in range(seed, seed + per_batch)])
            seed += per_batch
            findings += per_batch
    finally:
        store.close()
    results.put(("writer", 0, findings, time.process_time() - cpu))


#: Stored cases per cycle of templates: a bug share is drawn to a hundredth.
CYCLE = 100


def _templates(load: Load) -> list[Any]:
    """The stored cases a batch brings (seed ``s`` takes template ``s % CYCLE``), keyed
    as their workers key them: a ``bug_share`` of them hits of one of SIGNATURES bugs,
    the rest inconclusive; all of them campaign cases, so regenerable."""
    from storage.recording import program_digest
    from storage.store import Finding

    bugs = round(load.bug_share * CYCLE)
    out = []
    for i in range(CYCLE):
        bug = i * bugs // CYCLE != (i + 1) * bugs // CYCLE  # bugs spread over the cycle
        word = BUG_WORDS[i % SIGNATURES]
        f = Finding(
            campaign_id=load.campaign_id, seed=0, candidate="llvm:O2",
            verdict="ill-formed-after" if bug else "inconclusive",
            before_ir=load.program, after_ir=load.program, schedule=load.schedule,
            model="any", pipeline="O2", optimizer="LLVM 19",
            message=(f"{word} cannot be preceded by a convergent operation"
                     if bug else "before's implementation choices were only sampled"),
            bisected_pass="simplifycfg" if bug else None, regenerable=True)
        # Keyed and digested as their workers do (fuzzfarm.farm.worker.run_batch).
        out.append(replace(f, signature=f.signature_key(),
                           digest=program_digest(f.before_ir, f.after_ir, load.schedule)))
    return out


def compact_share(url: str, campaign_id: int) -> tuple[int, float]:
    """The stored cases of a campaign and the share of them stored compact."""
    import sqlalchemy as sa

    from storage.store import Store

    with Store.open(url, upgrade=False, create=False) as store:
        total, compact = store.read(lambda c: c.execute(sa.text(
            "SELECT count(*), count(*) FILTER (WHERE before_ir IS NULL) FROM findings"
            " WHERE campaign_id = :c"), {"c": campaign_id}).one())
    return int(total), (compact / total if total else 0.0)


@dataclass(frozen=True)
class Measured:
    """One configuration's sustained rates (per second) and the drivers' CPU share."""

    cases: float  # cases the drivers completed
    driver_findings: float  # stored cases the drivers recorded
    writer_findings: float  # stored cases the simulated workers recorded
    driver_cpu: float

    def carried(self, finding_rate: float) -> float:
        """The cases per second the design carries: the drivers' rate, or less when the
        workers' recording cannot keep up with that many cases' findings."""
        if not self.writer_findings or finding_rate <= 0:
            return self.cases
        return min(self.cases, self.writer_findings / finding_rate)


def _measure(load: Load, drivers: int) -> Measured:
    """``drivers`` driver processes on one campaign, and ``load.writers`` writers."""
    ctx = multiprocessing.get_context("spawn")
    ready, results = ctx.Barrier(drivers + load.writers), ctx.Queue()
    procs = [ctx.Process(target=_drive, args=(load, i, ready, results)) for i in range(drivers)]
    procs += [ctx.Process(target=_write, args=(load, i, ready, results))
              for i in range(load.writers)]
    for p in procs:
        p.start()
    parts = [results.get(timeout=load.seconds + 120) for _ in procs]
    for p in procs:
        p.join()

    def total(kind: str, i: int) -> float:
        return sum(part[i] for part in parts if part[0] == kind) / load.seconds

    return Measured(total("driver", 1), total("driver", 2), total("writer", 2),
                    total("driver", 3) / drivers)


@contextmanager
def _sqlite() -> Iterator[str]:
    with tempfile.TemporaryDirectory() as tmp:
        yield f"sqlite:///{tmp}/load.db"


@contextmanager
def _postgres(url: str) -> Iterator[str]:
    """A fresh schema on the server at ``url``, dropped afterwards."""
    import sqlalchemy as sa

    schema = f"ff_bench_{uuid.uuid4().hex[:12]}"
    admin = sa.create_engine(url, isolation_level="AUTOCOMMIT")
    with admin.connect() as conn:
        conn.execute(sa.text(f'CREATE SCHEMA "{schema}"'))
    try:
        yield sa.make_url(url).update_query_dict(
            {"options": f"-csearch_path={schema}"}).render_as_string(hide_password=False)
    finally:
        with admin.connect() as conn:
            conn.execute(sa.text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def bench(label: str, url: str, args: argparse.Namespace, program: tuple[str, dict[str, Any]],
          writers: list[int], paths: list[bool]) -> None:
    """Measure every configuration of ``args`` on the store at ``url``; ``paths``: the batch
    transaction as the server-side function (True) and/or statement by statement."""
    from storage.store import Store

    needs = {rate: args.workers * rate for rate in args.rate}
    print(f"== {label}: the traffic of {args.workers} workers at "
          + " or ".join(f"{r:g} cases/s each is {n:,.0f} cases/s ({n * args.finding_rate:,.0f} "
                        f"stored cases/s)" for r, n in needs.items())
          + f"; bug share {args.bug_share:g} of the stored cases, hits of {SIGNATURES} signatures")
    for function, batch_size, drivers, n, ready, exemplars in (
            (f, b, d, n, r, e) for f in paths for b in args.batch_sizes for d in args.drivers
            for n in writers for r in args.ready for e in args.exemplars):
        with Store.open(url) as store:
            cid = store.create_campaign(f"load {batch_size}x{drivers}x{n}", candidate="llvm:O2",
                                        master_seed=0, batch_size=batch_size).id
        load = Load(url, cid, batch_size, args.finding_rate, args.seconds, *program, n, ready,
                    args.bug_share, exemplars, function)
        m = _measure(load, drivers)
        carried = m.carried(args.finding_rate)
        stored, share = compact_share(url, cid)
        who = (f"workers record ({n} writers: {m.writer_findings:6,.0f} stored cases/s)"
               if n else f"driver records ({m.driver_findings:6,.0f} stored cases/s)")
        ratios = ", ".join(f"{carried / need:5.2f} at {r:g}/s" for r, need in needs.items())
        path = "" if len(paths) == 1 else "function, " if function else "statements, "
        print(f"  {path}batch {batch_size:4d}, {drivers} driver(s), {ready:2d} per transaction, "
              f"exemplars {_count(exemplars)}, {who}, {share:4.0%} of {stored:,} compact: "
              f"{carried:9,.0f} cases/s (driver {m.cases:9,.0f} cases/s, "
              f"{m.cases / batch_size:5,.1f} batches/s, CPU {m.driver_cpu:4.0%})  "
              f"ratio to {args.workers} workers: {ratios}")


def _count(exemplars: int) -> str:
    return "all" if exemplars >= ALL else f"{exemplars:3d}"


#: ``--exemplars`` this large: every finding keeps its programs (the store before compact
#: findings).
ALL = 1 << 40


def main() -> None:
    from generators.programs import generate
    from generators.schedules import generate_schedule
    from storage.recording import PROGRAMS_PER_SIGNATURE

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="measured seconds per configuration")
    parser.add_argument("--workers", type=int, default=1000, help="simulated cluster size (default 1000)")
    parser.add_argument("--rate", type=float, nargs="+", default=[20.0, 50.0],
                        help="cases/s per worker core (default 20 50)")
    parser.add_argument("--finding-rate", type=float, default=0.1,
                        help="stored cases (findings + inconclusive) per checked case (default 0.1)")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[100, 1000],
                        help="seeds per batch (default 100 1000)")
    parser.add_argument("--drivers", type=int, nargs="+", default=[1],
                        help="driver processes sharing the campaign (default 1)")
    parser.add_argument("--writers", type=int, nargs="+", default=[0, 2],
                        help="PostgreSQL: 0 = the driver records the stored cases; N = N "
                             "simulated workers record them (--workers-record; default 0 2)")
    parser.add_argument("--ready", type=int, nargs="+", default=[1, 8],
                        help="batches that came back together, finished in one transaction "
                             "(default 1 8)")
    parser.add_argument("--bug-share", type=float, default=0.5,
                        help="share of the stored cases that are bug findings, hits of a few "
                             "known signatures (default 0.5; the rest inconclusive)")
    parser.add_argument("--exemplars", type=lambda v: ALL if v == "all" else int(v), nargs="+",
                        default=[PROGRAMS_PER_SIGNATURE],
                        help="findings per signature stored with their programs, later hits "
                             f"compact (default {PROGRAMS_PER_SIGNATURE}; 'all': none compact)")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    parser.add_argument("--no-sqlite", action="store_true", help="PostgreSQL only")
    parser.add_argument("--pg-statements", action="store_true",
                        help="PostgreSQL: also measure the batch transaction statement by "
                             "statement (before the server-side function of migration 0010)")
    parser.add_argument("--pg-url", default=PG_URL, help=f"PostgreSQL server (default {PG_URL})")
    args = parser.parse_args()
    if args.seconds <= 0 or args.workers < 1 or min(args.rate) <= 0 or args.finding_rate < 0 \
            or min(args.batch_sizes) < 1 or min(args.drivers) < 1 or min(args.writers) < 0 \
            or min(args.ready) < 1 or not 0 <= args.bug_share <= 1 or min(args.exemplars) < 0:
        parser.error("--seconds, --workers, --rate, --batch-sizes, --drivers must be positive")
    # A generated kernel and one of its schedules: the size of a stored finding's IR
    # (before, and after as big) and schedule.
    kernel = generate(1)
    program = (kernel.text, generate_schedule(kernel.kernel, 1009).to_json())
    if not args.no_sqlite:
        with _sqlite() as url:
            bench("SQLite file (the driver records)", url, args, program, [0], [False])
    if not args.no_postgres:
        with _postgres(args.pg_url) as url:
            bench("PostgreSQL (loopback)", url, args, program, args.writers,
                  [True, False] if args.pg_statements else [True])


if __name__ == "__main__":
    main()
