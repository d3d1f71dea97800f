"""Store load: can the store and the driver carry the traffic of 1,000 workers?

    python -m benchmarks.store_load [--seconds 3] [--rate 6.8] [--finding-rate 0.1]
                                    [--batch-sizes 10 100] [--drivers 1 2] [--no-postgres]

Drives the real store (a SQLite file, and PostgreSQL at ``--pg-url`` in a fresh
schema dropped afterwards; loopback only) with exactly the calls a campaign
driver makes per batch (``fuzzfarm.farm.driver``): one ``claim_batches``, one
``record_findings`` with the batch's stored cases (bug findings, which compute a signature, and inconclusive cases,
which are stored without one) and one ``complete_batch`` with the batch's
counters, at ``--finding-rate`` stored cases per checked
case. Bug findings are mostly further hits of a few signatures, as in a real
campaign. Each driver process claims from the same open-ended campaign for
``--seconds`` and counts the seeds of the batches it completed.

Printed per store, batch size and number of drivers: the sustained cases per
second the store took, and its ratio to the traffic of ``--workers`` workers
(default 1,000) each checking ``--rate`` cases per second (default 6.8, the
per-core rate of ``benchmarks.end_to_end`` on simplifycfg,jump-threading, the
fastest pipeline and so the heaviest store traffic). A ratio >= 1 means the
store keeps up; the headroom is the ratio itself. Not measured here: Ray's own
scheduling (``benchmarks.end_to_end`` on Ray) and the workers' time.
"""

from __future__ import annotations

import argparse
import multiprocessing
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"
#: Distinct bug messages the simulated findings are drawn from (hits of known bugs).
SIGNATURES = 8


@dataclass(frozen=True)
class Load:
    """One measurement's traffic: what each driver does per batch."""

    url: str
    campaign_id: int
    batch_size: int
    finding_rate: float
    seconds: float
    program: str


def _drive(load: Load, index: int, ready: Any, results: Any) -> None:
    """One driver's loop for ``load.seconds`` once every driver is connected (``ready``):
    puts (cases completed, findings recorded) on ``results``."""
    from storage.store import Counters, Store

    store = Store.open(load.url, upgrade=False, create=False)
    worker = f"bench-driver-{index}"
    cases = findings = 0
    owed = 0.0  # fractional findings carried to the next batch
    ready.wait()
    end = time.perf_counter() + load.seconds
    try:
        while time.perf_counter() < end:
            batch = store.claim_batches(load.campaign_id, 1, worker)[0]
            owed += load.finding_rate * len(batch.seeds)
            store.record_findings([_finding(load, seed) for seed in batch.seeds[:int(owed)]])
            findings += int(owed)
            owed -= int(owed)
            store.complete_batch(batch.id, Counters(checked=len(batch.seeds), seconds=1.0),
                                 worker=worker)
            cases += len(batch.seeds)
    finally:
        store.close()
    results.put((cases, findings))


def _finding(load: Load, seed: int) -> Any:
    """A stored case: half of them hits of one of a few bugs, half inconclusive."""
    from storage.store import Finding

    bug = seed % 2 == 0
    return Finding(
        campaign_id=load.campaign_id, seed=seed, candidate="llvm:O2",
        verdict="ill-formed-after" if bug else "inconclusive",
        before_ir=load.program, model="any", pipeline="O2",
        message=(f"Entry intrinsic cannot be preceded by a convergent operation {seed % SIGNATURES}."
                 if bug else "before's implementation choices were only sampled"),
        bisected_pass="simplifycfg" if bug else None)


def _measure(load: Load, drivers: int) -> tuple[float, float]:
    """Sustained (cases/s, findings/s) of ``drivers`` driver processes on one campaign."""
    ctx = multiprocessing.get_context("spawn")
    ready, results = ctx.Barrier(drivers), ctx.Queue()
    procs = [ctx.Process(target=_drive, args=(load, i, ready, results)) for i in range(drivers)]
    for p in procs:
        p.start()
    parts = [results.get(timeout=load.seconds + 120) for _ in procs]
    for p in procs:
        p.join()
    cases, findings = sum(c for c, _ in parts), sum(f for _, f in parts)
    return cases / load.seconds, findings / load.seconds


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


def bench(label: str, url: str, args: argparse.Namespace, program: str) -> None:
    from storage.store import Store

    need = args.workers * args.rate
    print(f"== {label}: the traffic of {args.workers} workers at {args.rate:g} cases/s each "
          f"is {need:,.0f} cases/s, {need * args.finding_rate:,.0f} stored findings/s")
    for batch_size in args.batch_sizes:
        for drivers in args.drivers:
            with Store.open(url) as store:
                cid = store.create_campaign(f"load {batch_size}x{drivers}", candidate="llvm:O2",
                                            master_seed=0, batch_size=batch_size).id
            load = Load(url, cid, batch_size, args.finding_rate, args.seconds, program)
            cases_s, findings_s = _measure(load, drivers)
            batches_s = cases_s / batch_size
            print(f"  batch {batch_size:4d}, {drivers} driver(s): {cases_s:10,.0f} cases/s "
                  f"({batches_s:7,.1f} batches/s, {findings_s:7,.1f} findings/s)  "
                  f"ratio to {args.workers} workers: {cases_s / need:6.2f}")


def main() -> None:
    from generators.programs import generate

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="measured seconds per configuration")
    parser.add_argument("--workers", type=int, default=1000, help="simulated cluster size (default 1000)")
    parser.add_argument("--rate", type=float, default=6.8, help="cases/s per worker core (default 6.8)")
    parser.add_argument("--finding-rate", type=float, default=0.1,
                        help="stored cases (findings + inconclusive) per checked case (default 0.1)")
    parser.add_argument("--batch-sizes", type=int, nargs="+", default=[10, 100],
                        help="seeds per batch (campaign default 10)")
    parser.add_argument("--drivers", type=int, nargs="+", default=[1, 2],
                        help="driver processes sharing the campaign (default 1 2)")
    parser.add_argument("--no-postgres", action="store_true", help="SQLite only")
    parser.add_argument("--pg-url", default=PG_URL, help=f"PostgreSQL server (default {PG_URL})")
    args = parser.parse_args()
    if args.seconds <= 0 or args.workers < 1 or args.rate <= 0 or args.finding_rate < 0 \
            or min(args.batch_sizes) < 1 or min(args.drivers) < 1:
        parser.error("--seconds, --workers, --rate, --batch-sizes, --drivers must be positive")
    program = generate(1).text  # a generated kernel: the size of a stored finding's IR
    with _sqlite() as url:
        bench("SQLite file", url, args, program)
    if not args.no_postgres:
        with _postgres(args.pg_url) as url:
            bench("PostgreSQL (loopback)", url, args, program)


if __name__ == "__main__":
    main()
