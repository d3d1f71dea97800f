"""The ``Store``: the small typed API the farm uses to talk to its database.

Every method is one short transaction, written so that many worker processes
(Ray actors, ``multiprocessing`` workers, machines of a cluster) can call it at
once without losing or double-counting anything:

- counters are added with ``UPDATE ... SET x = x + :dx`` in the transaction
  that moves a batch from ``running`` to ``done`` (a second completion of the
  same batch changes no row and adds nothing);
- findings are inserted with ``ON CONFLICT DO NOTHING`` on their unique key
  (campaign, seed, candidate, model), and only actually inserted findings count
  towards their signature's ``hits`` (``INSERT ... ON CONFLICT (key_hash) DO
  UPDATE SET hits = hits + excluded.hits``, the hits of a batch counted in
  memory) in the same transaction, so ``hits`` is exactly the number of findings
  with that signature; a batch's findings cost a fixed handful of statements,
  not a few per finding (:mod:`storage.recording`);
- :meth:`Store.finish_batch` does a batch's whole traffic (its findings, its
  completion, the next claims) in one transaction; on PostgreSQL that transaction is
  one call of a server-side function, one round trip (:mod:`storage.finishing`);
- batches are claimed under the campaign's row lock (PostgreSQL ``FOR
  UPDATE``; returned batches also ``SKIP LOCKED``); on SQLite every write
  transaction is ``BEGIN IMMEDIATE`` (see ``storage.engine``), which
  serializes writers, and ``FOR UPDATE`` is silently ignored.

Transactions that fail for a retryable reason (SQLite busy beyond its
timeout, a PostgreSQL deadlock or serialization failure) are retried whole.

Values cross the API as frozen dataclasses, never ORM objects: they are safe
to pickle to other processes and stay valid after the transaction.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict, dataclass, fields
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL, Connection, Engine, RowMapping

from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import BUG_KINDS, STORED_VERDICTS
from storage import models
from storage.engine import DEFAULT_URL, make_engine, normalize_url, read_only
from storage.finishing import Completion, Finished, ProgramsNeeded, call_text, finish
from storage.migrations import current_revision, ensure_head
from storage.models import (
    CAMPAIGN_STATUSES,
    INLINER_COUNTERS,
    TRIAGE_STATES,
    VERDICT_COUNTERS,
    campaigns,
    counter_column,
    findings,
    reproducers,
    seed_batches,
    signature_checks,
    signatures,
    utcnow,
)
from storage.recording import (
    PROGRAMS_PER_SIGNATURE,
    Finding,
    Recorded,
    Statements,
    record_all,
    schedule_json,
)
from storage.signatures import SignatureKey, compute_signature

T = TypeVar("T")

#: Names of the counters a batch reports and a campaign sums (one per stored verdict).
COUNTER_NAMES = ("checked", "findings", *VERDICT_COUNTERS, "fired", *INLINER_COUNTERS)


# -- values ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Counters:
    """What a worker tallied over one batch (or a campaign over all its batches).

    ``findings`` counts stored findings (every bug kind); one counter per stored
    verdict (:func:`count`; named by :func:`~storage.models.counter_column`);
    ``checked`` every case including passes; ``fired`` the cases where the
    candidate changed the program; ``seconds`` worker time. The ``inliner_*``
    counters are informational, for modules with calls: how many there were and how
    many of them the candidate inlined (``fuzzfarm.farm.case.inlining_counts``), so
    a resumed campaign still reports the firing rate of all its batches.
    """

    checked: int = 0
    findings: int = 0
    violations: int = 0
    crashes: int = 0
    inconclusive: int = 0
    ill_formed: int = 0
    codegen: int = 0
    unsound_uniformity: int = 0
    hang: int = 0
    fired: int = 0
    inliner_modules: int = 0
    inliner_inlined: int = 0
    inliner_fewer_functions: int = 0
    seconds: float = 0.0

    @classmethod
    def of(cls, verdicts: Mapping[str, int], *, fired: int = 0, seconds: float = 0.0,
           inlining: Mapping[str, int] | None = None) -> Counters:
        """The counters of cases tallied by verdict (passes and not-fired count as checked),
        with the inliner counters ``inlining`` (keys without the ``inliner_`` prefix)."""
        inliner = {n: (inlining or {}).get(n.removeprefix("inliner_"), 0) for n in INLINER_COUNTERS}
        return cls(checked=sum(verdicts.values()),
                   findings=sum(verdicts.get(k, 0) for k in BUG_KINDS),
                   fired=fired, seconds=seconds, **inliner,
                   **{counter_column(v): verdicts.get(v, 0) for v in STORED_VERDICTS})

    @property
    def inlining(self) -> dict[str, int]:
        """The inliner counters under the names of ``inlining_counts`` (no prefix)."""
        return {n.removeprefix("inliner_"): int(getattr(self, n)) for n in INLINER_COUNTERS}

    def count(self, verdict: str) -> int:
        """The cases of one stored verdict (a bug kind or inconclusive)."""
        return int(getattr(self, counter_column(verdict)))

    def __add__(self, other: Counters) -> Counters:
        return Counters(*(getattr(self, f.name) + getattr(other, f.name) for f in fields(self)))


@dataclass(frozen=True)
class Campaign:
    id: int
    name: str
    config: dict[str, Any]
    generator_version: str
    candidate: str
    master_seed: int
    status: str
    batch_size: int
    seed_start: int
    seed_end: int | None
    next_seed: int
    counters: Counters
    started_at: datetime | None
    finished_at: datetime | None
    created_at: datetime
    updated_at: datetime
    #: The LLVM that ran the candidate (None: one of our transforms).
    optimizer: str | None = None


@dataclass(frozen=True)
class Batch:
    """A claimed (or listed) seed batch: seeds ``start`` to ``end - 1``."""

    id: int
    campaign_id: int
    start: int
    end: int
    state: str
    attempts: int
    worker: str | None

    @property
    def seeds(self) -> range:
        return range(self.start, self.end)


@dataclass(frozen=True)
class BatchResult:
    """What a batch brings back to the store: its stored cases and, when it was checked
    to the end, its counters (None: it stays claimed, for a resume)."""

    batch_id: int
    found: Sequence[Finding]
    counters: Counters | None


@dataclass(frozen=True)
class BatchOutcome:
    """What :meth:`Store.finish_batch` did: the findings' ``(signature_id, is_new)`` in
    order, whether the batch was completed, and the batches claimed next."""

    recorded: list[tuple[int | None, bool]]
    completed: bool
    claimed: list[Batch]


@dataclass(frozen=True)
class StoredFinding:
    id: int
    campaign_id: int
    seed: int
    candidate: str
    pipeline: str | None
    triple: str | None
    model: str
    verdict: str
    message: str
    #: None: a compact finding (:attr:`compact`), ``after_ir`` and ``schedule`` too.
    before_ir: str | None
    after_ir: str | None
    after_command: str | None
    schedule: dict[str, Any] | None
    choices: Any
    bisected_pass: str | None
    bisected_index: int | None
    signature_id: int | None
    created_at: datetime
    optimizer: str | None = None
    #: A compact finding's digest of its programs and schedule (``storage.recording``).
    digest: str | None = None

    @property
    def compact(self) -> bool:
        """Stored without its programs: ``fuzzfarm.farm.regenerate`` gives them back."""
        return self.before_ir is None

    def schedule_object(self) -> Schedule | None:
        try:
            return None if self.schedule is None else Schedule.from_json(self.schedule)
        except ValueError as exc:
            raise StoreError(f"finding {self.id} has an unusable schedule: {exc}") from None


@dataclass(frozen=True)
class Signature:
    """A bug: see :mod:`storage.signatures` for what the key is made of."""

    id: int
    key_hash: str
    kind: str
    candidate: str
    pass_name: str | None
    model: str
    shape: str
    first_seen: datetime
    last_seen: datetime
    hits: int
    triage: str
    note: str
    #: The optimizer of the first finding.
    optimizer: str | None = None

    def to_json(self, checks: Sequence[SignatureCheck] = ()) -> dict[str, Any]:
        """The signature as ``bugs --json`` and the dashboard's API give it, with its
        version-triage table (``versions``)."""
        return {
            "id": self.id, "kind": self.kind, "candidate": self.candidate, "pass": self.pass_name,
            "model": self.model, "optimizer": self.optimizer, "hits": self.hits,
            "first_seen": self.first_seen.isoformat(), "last_seen": self.last_seen.isoformat(),
            "triage": self.triage, "note": self.note, "key": self.key_hash,
            "versions": [c.to_json() for c in checks],
        }


@dataclass(frozen=True)
class SignatureCheck:
    """Whether a signature's reproducer fails the same way on one optimizer (version triage)."""

    id: int
    signature_id: int
    optimizer: str
    pipeline: str
    verdict: str
    reproduces: bool
    message: str
    source: str
    checked_at: datetime

    @property
    def version(self) -> str:
        """``LLVM 19.1.7`` of ``LLVM 19.1.7 (/usr/bin/opt-19)``."""
        return self.optimizer.split(" (")[0]

    def to_json(self) -> dict[str, Any]:
        return {"optimizer": self.optimizer, "pipeline": self.pipeline, "verdict": self.verdict,
                "reproduces": self.reproduces, "source": self.source,
                "checked_at": self.checked_at.isoformat()}


@dataclass(frozen=True)
class StoredReproducer:
    """A reproducer as the store keeps it (the files' contents; :class:`fuzzfarm.reproducer.Reproducer`
    is the case itself)."""

    id: int
    signature_id: int
    finding_id: int | None
    directory: str | None
    before_ll: str | None
    after_ll: str | None
    schedule_json: str | None
    command: str | None
    blocks_before: int | None
    instructions_before: int | None
    blocks_after: int | None
    instructions_after: int | None
    reduction_seconds: float | None
    created_at: datetime


def _make(cls: type[T], row: RowMapping, **extra: Any) -> T:
    names = {f.name for f in fields(cls)}  # type: ignore[arg-type]
    return cls(**{k: v for k, v in row.items() if k in names}, **extra)


def _campaign(row: RowMapping) -> Campaign:
    counters = Counters(**{n: row[n] for n in COUNTER_NAMES}, seconds=float(row["busy_seconds"]))
    return _make(Campaign, row, counters=counters)


def _batch(row: RowMapping) -> Batch:
    return Batch(row["id"], row["campaign_id"], row["start_seed"], row["end_seed"], row["state"],
                 row["attempts"], row["worker"])


# -- the store ------------------------------------------------------------------------


class StoreError(RuntimeError):
    """The database failed under a store operation: damaged pages, a missing table, invalid
    JSON in a row, a read-only file. Commands report it as one line (exit 2)."""


def _store_error(exc: Exception) -> StoreError:
    first = (str(getattr(exc, "orig", None) or exc).strip().splitlines() or [type(exc).__name__])[0]
    return StoreError(f"the store is damaged or unusable: {first}")


#: Row ids are SQL BIGINTs: a larger number (a URL typed by hand) names no row, and must
#: not reach the driver, which cannot even bind it.
MAX_ROW_ID = (1 << 63) - 1


def _is_row_id(value: int) -> bool:
    return 0 < value <= MAX_ROW_ID


class NoStore(LookupError):
    """There is no fuzzfarm store at the URL (and the caller must not create one)."""


def _require_sqlite_file(url: str | URL) -> None:
    """A read-only opener must never turn a missing or empty file into a database.

    Checked before any connection: SQLite creates a missing file on connect and
    treats a 0-byte file (say, a store truncated by a full disk) as an empty
    database, which the migrations would then silently fill with a new schema.
    """
    u = normalize_url(url)
    if u.get_backend_name() != "sqlite" or u.database in (None, "", ":memory:") \
            or u.database.startswith("file:"):  # a URI filename: SQLite's own open flags apply
        return
    path = Path(u.database)
    if not path.is_file():
        raise NoStore(f"no database file {u.database}")
    if path.stat().st_size == 0:
        raise NoStore(f"{u.database} is an empty file, not a fuzzfarm store")


class Store:
    """Campaigns, seed batches, findings, signatures and reproducers in one SQL database."""

    def __init__(self, engine: Engine, *, retries: int = 8,
                 exemplars: int = PROGRAMS_PER_SIGNATURE) -> None:
        if engine.dialect.name not in ("sqlite", "postgresql"):
            raise ValueError(f"unsupported database {engine.dialect.name!r} (SQLite or PostgreSQL)")
        self.engine = engine
        self._reader = read_only(engine)
        self._retries = retries
        #: Findings per signature stored with their programs; further regenerable hits
        #: are compact (:mod:`storage.recording`).
        self.exemplars = exemplars
        self._dialect_insert = sqlite.insert if engine.dialect.name == "sqlite" else postgresql.insert
        self._postgres = engine.dialect.name == "postgresql"
        self._statements = Statements.of(self._dialect_insert, postgres=self._postgres)
        #: PostgreSQL: a batch transaction (``finish_batches``, ``record_findings``) is one
        #: call of the server's ``ff_finish_batches`` (migration 0010, :mod:`storage.finishing`),
        #: one round trip instead of a dozen. False: the statements one by one, as on SQLite
        #: (the reference the function is tested against).
        self.batch_function = self._postgres
        self._finish_call = call_text(COUNTER_NAMES)
        #: Signatures (key hashes) seen with ``exemplars`` hits stored: their further
        #: regenerable hits go to the function without their programs (``finishing.finish``).
        self._exemplified: set[str] = set()

    @classmethod
    def open(cls, url: str | URL = DEFAULT_URL, *, upgrade: bool = True, create: bool = True,
             exemplars: int = PROGRAMS_PER_SIGNATURE, **engine_kwargs: Any) -> Store:
        """Connect to ``url`` and (by default) upgrade its schema to the newest migration.

        The upgrade is safe to race: concurrent openers serialize on the
        database's write lock and all but the first find nothing to do. With
        ``create=False`` (every command but a new campaign) a database that is
        not already a fuzzfarm store raises :class:`NoStore` and is left untouched.
        """
        if not create:
            _require_sqlite_file(url)
        engine = make_engine(url, **engine_kwargs)
        if not create:
            try:
                revision = current_revision(engine)
            except Exception:
                engine.dispose()
                raise
            if revision is None:
                engine.dispose()
                raise NoStore(f"{normalize_url(url).render_as_string()} has no fuzzfarm schema")
        if upgrade:
            ensure_head(engine)
        return cls(engine, exemplars=exemplars)

    @property
    def label(self) -> str:
        """A short name of this database for file paths (reproducer directories): the SQLite
        file's stem, or PostgreSQL's host and database, so two stores used from one
        directory write their reproducers to different places."""
        url = self.engine.url
        if url.get_backend_name() == "sqlite":
            name = Path(url.database or "memory").stem or "memory"
        else:
            name = f"{url.host or 'local'}-{url.database or 'db'}"
        return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).lstrip(".") or "store"

    def close(self) -> None:
        self.engine.dispose()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- transactions -------------------------------------------------------------------

    def _write(self, fn: Callable[[Connection], T], *, durable: bool = True,
               one_statement: bool = False) -> T:
        """Run ``fn`` in a write transaction, retried whole on a retryable failure.

        ``one_statement``: ``fn`` runs a single statement, in autocommit, which is then its
        own transaction (no BEGIN and COMMIT round trips; the server-side function asks
        for ``durable=False`` itself).

        ``durable=False`` (a batch's traffic) lets PostgreSQL return from the commit
        before its log reaches the disk (``synchronous_commit = off`` for this
        transaction): the driver's one transaction per batch otherwise waits for an
        fsync, which capped it at a few dozen batches per second
        (``benchmarks/store_load.py``). A crash of the driver or a worker still loses
        nothing; a crash of the database server can lose the last fraction of a second
        of batch transactions, never a part of one and never in a different order, so
        those batches are running or pending again and are redone on resume (their
        findings recorded again exactly once). That is the guarantee SQLite gives here
        anyway (``synchronous = NORMAL`` in WAL mode, ``storage.engine``).
        """
        for attempt in range(self._retries + 1):
            try:
                if one_statement:
                    with self.engine.connect() as conn:
                        conn.execution_options(isolation_level="AUTOCOMMIT")
                        return fn(conn)
                with self.engine.begin() as conn:
                    if not durable and self._postgres:
                        conn.exec_driver_sql("SET LOCAL synchronous_commit TO OFF")
                    return fn(conn)
            except sa.exc.OperationalError as exc:
                if attempt == self._retries or not _retryable(exc):
                    raise _store_error(exc) from exc
                time.sleep(min(2.0, 0.01 * 2**attempt) * (0.5 + random.random()))
            except (sa.exc.DatabaseError, json.JSONDecodeError) as exc:
                raise _store_error(exc) from exc
        raise AssertionError("unreachable")

    def read(self, fn: Callable[[Connection], T]) -> T:
        """Run ``fn`` in a read-only transaction (for queries the store has no method for,
        such as the dashboard's); a damaged database raises :class:`StoreError`."""
        return self._read(fn)

    def _read(self, fn: Callable[[Connection], T]) -> T:
        try:
            with self._reader.connect() as conn:
                return fn(conn)
        except (sa.exc.DatabaseError, json.JSONDecodeError) as exc:
            raise _store_error(exc) from exc

    # -- campaigns ----------------------------------------------------------------------

    def create_campaign(
        self,
        name: str,
        *,
        candidate: str,
        master_seed: int,
        config: Mapping[str, Any] | None = None,
        generator_version: str = "",
        batch_size: int = 1000,
        seed_start: int = 0,
        seed_end: int | None = None,
        optimizer: str | None = None,
    ) -> Campaign:
        """A new campaign over seeds ``[seed_start, seed_end)`` (open-ended if ``seed_end`` is None)."""
        if batch_size <= 0:
            raise ValueError("batch_size must be positive")
        if seed_end is not None and seed_end <= seed_start:
            raise ValueError("empty seed range")
        now = utcnow()
        values = dict(
            name=name, config=json.loads(json.dumps(dict(config or {}))),
            generator_version=generator_version, candidate=candidate, master_seed=master_seed,
            status="created", batch_size=batch_size, seed_start=seed_start, seed_end=seed_end,
            next_seed=seed_start, busy_seconds=0.0, created_at=now, updated_at=now,
            optimizer=optimizer,
            **dict.fromkeys(COUNTER_NAMES, 0),
        )

        def tx(conn: Connection) -> Campaign:
            row = conn.execute(sa.insert(campaigns).values(values).returning(campaigns)).mappings().one()
            return _campaign(row)

        return self._write(tx)

    def campaign(self, campaign_id: int) -> Campaign | None:
        if not _is_row_id(campaign_id):
            return None
        row = self._read(lambda c: c.execute(
            sa.select(campaigns).where(campaigns.c.id == campaign_id)).mappings().one_or_none())
        return None if row is None else _campaign(row)

    def campaigns(self) -> list[Campaign]:
        rows = self._read(lambda c: c.execute(
            sa.select(campaigns).order_by(campaigns.c.id)).mappings().all())
        return [_campaign(r) for r in rows]

    def set_campaign_status(self, campaign_id: int, status: str) -> None:
        """Pause, resume (``running``), stop (``done``/``failed``) a campaign."""
        if status not in CAMPAIGN_STATUSES:
            raise ValueError(f"status must be one of {CAMPAIGN_STATUSES}")
        now = utcnow()
        values: dict[str, Any] = {"status": status, "updated_at": now}
        if status in ("done", "failed"):
            values["finished_at"] = now

        def tx(conn: Connection) -> None:
            n = conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                             .values(values)).rowcount
            if n == 0:
                raise KeyError(campaign_id)

        self._write(tx)

    def settle_campaign(self, campaign_id: int) -> str:
        """After a driver stops: ``done`` if every seed is checked, else ``paused`` (resumable).

        A driver that stops cannot just pause the campaign: another driver (a resume
        started while this one ran) may have completed the last batch meanwhile, and
        pausing would hide that the campaign is finished. Returns the status.
        """
        now = utcnow()

        def tx(conn: Connection) -> str:
            _maybe_finish(conn, campaign_id, now)
            status = conn.execute(sa.select(campaigns.c.status)
                                  .where(campaigns.c.id == campaign_id)).scalar_one_or_none()
            if status == "running":
                conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                             .values(status="paused", updated_at=now))
                return "paused"
            if status is None:
                raise KeyError(campaign_id)
            return str(status)

        return self._write(tx)

    # -- seed batches -------------------------------------------------------------------

    def claim_batches(self, campaign_id: int, n: int, worker: str, *,
                      spread: int = 0) -> list[Batch]:
        """Hand up to ``n`` batches of the campaign to ``worker`` (fewer, or none, at the end).

        Returned batches (``pending``: their worker failed or vanished) go
        first, then new ones are carved from ``next_seed``. A campaign that is
        paused, done or failed hands out nothing. No batch is ever held by two
        workers: claims serialize on the campaign row. With ``spread`` (the batches
        the caller keeps out at once) a finite campaign's new batches are at most
        ``ceil(seeds left / spread)`` seeds, so its last batches end together.
        """
        if n <= 0:
            return []
        now = utcnow()
        return self._write(lambda conn: _claim(conn, campaign_id, n, worker, now, spread))

    def complete_batch(self, batch_id: int, counters: Counters, *, worker: str | None = None) -> bool:
        """Mark a running batch done and add its counters to the campaign, atomically.

        Returns False (and adds nothing) when the batch is not running, or not
        held by ``worker`` when one is given: a duplicate completion, or a
        worker whose claim went stale and was handed to someone else.
        The campaign becomes ``done`` when its last batch of a finite range ends.
        """
        now = utcnow()
        return self._write(lambda conn: _complete(conn, batch_id, counters, worker, now)
                           is not None)

    def finish_batch(self, campaign_id: int, batch_id: int, found: Sequence[Finding],
                     counters: Counters | None, *, worker: str, claim: int = 0) -> BatchOutcome:
        """A batch's whole store traffic in one transaction: record its stored cases
        (:meth:`record_findings`), complete it with ``counters`` (:meth:`complete_batch`;
        None: it stays claimed, for a resume), and claim up to ``claim`` next batches
        (:meth:`claim_batches`).

        One transaction (one commit, one flush of the log) per batch instead of three,
        and the findings and the completion commit together: a crash keeps both or
        neither, and a resume redoing the batch finds its findings recorded (no double
        hits). The claimed batches are handed out in the same commit, so a driver that
        dies right after holds them as ``running`` until a resume requeues them.
        """
        (recorded,), (completed,), claimed = self.finish_batches(
            campaign_id, [BatchResult(batch_id, found, counters)], worker=worker, claim=claim)
        return BatchOutcome(recorded, completed, claimed)

    def finish_batches(self, campaign_id: int, results: Sequence[BatchResult], *, worker: str,
                       claim: int = 0,
                       spread: int = 0) -> tuple[list[list[Recorded]], list[bool], list[Batch]]:
        """:meth:`finish_batch` for every batch of ``results`` in one transaction: the
        findings of each, whether each was completed, and the batches claimed.

        A driver with many workers finishes the batches that came back together while it
        was busy with the previous transaction: the more arrive at once, the fewer
        transactions per batch, so the driver's capacity grows with its load. ``spread``
        as for :meth:`claim_batches`.
        """
        keyed = [_keyed(r.found) for r in results]
        flat = [k for ks in keyed for k in ks]
        now = utcnow()
        if self.batch_function:
            done = self._on_server(flat, [Completion(r.batch_id, asdict(r.counters))
                                          for r in results if r.counters is not None],
                                   now, worker=worker, campaign_id=campaign_id, claim=claim,
                                   spread=spread)
            answers = iter(done.completed)
            return (_split(done.recorded, keyed),
                    [r.counters is not None and next(answers) for r in results],
                    [Batch(b[0], campaign_id, *b[1:]) for b in done.claimed])

        def tx(conn: Connection) -> tuple[list[list[Recorded]], list[bool], list[Batch]]:
            recorded = record_all(conn, self._statements, flat, now,
                                  exemplars=self.exemplars) if flat else []
            completed = [r.counters is not None
                         and _complete(conn, r.batch_id, r.counters, worker, now) is not None
                         for r in results]
            claimed = _claim(conn, campaign_id, claim, worker, now, spread) if claim > 0 else []
            return _split(recorded, keyed), completed, claimed

        return self._write(tx, durable=False)

    def _on_server(self, keyed: Sequence[tuple[Finding, SignatureKey | None]],
                   completions: Sequence[Completion], now: datetime, *, worker: str | None,
                   campaign_id: int | None, claim: int, spread: int) -> Finished:
        """A batch transaction as one call of the server's function (:attr:`batch_function`);
        sent again with every program when a signature believed to have its exemplars had
        lost hits meanwhile (a resignature moved them)."""
        def call(slim: set[str]) -> Finished:
            return self._write(lambda conn: finish(
                conn, self._finish_call, keyed, completions, COUNTER_NAMES, now,
                worker=worker, campaign_id=campaign_id, claim=claim, spread=spread,
                exemplars=self.exemplars, slim=slim), one_statement=True)

        try:
            done = call(self._exemplified)
        except ProgramsNeeded:
            self._exemplified.clear()
            done = call(set())
        for key_hash, hits in done.hits.items():
            if hits >= self.exemplars:
                self._exemplified.add(key_hash)
            else:
                self._exemplified.discard(key_hash)
        return done

    def fail_batch(self, batch_id: int, error: str, *, worker: str | None = None,
                   max_attempts: int = 3) -> str | None:
        """Give a running batch back after its worker failed on it.

        It becomes ``pending`` (claimed again first) until it has been tried
        ``max_attempts`` times, then ``failed``. Returns the new state, None
        when the batch was not running (or not ``worker``'s).
        """
        now = utcnow()
        conds = [seed_batches.c.id == batch_id, seed_batches.c.state == "running"]
        if worker is not None:
            conds.append(seed_batches.c.worker == worker)
        new_state = sa.case((seed_batches.c.attempts >= max_attempts, "failed"), else_="pending")

        def tx(conn: Connection) -> str | None:
            row = conn.execute(
                sa.update(seed_batches).where(*conds)
                .values(state=new_state, error=error, finished_at=now)
                .returning(seed_batches.c.state, seed_batches.c.campaign_id)
            ).one_or_none()
            if row is None:
                return None
            _maybe_finish(conn, row.campaign_id, now)
            return str(row.state)

        return self._write(tx)

    def requeue_stale(self, campaign_id: int, older_than: timedelta, *,
                      max_attempts: int = 3) -> int:
        """Return batches claimed longer than ``older_than`` ago (their worker is presumed dead).

        A late completion by the old worker is then refused if it passes its
        ``worker`` name to :meth:`complete_batch`. Returns how many were requeued.
        """
        now = utcnow()
        new_state = sa.case((seed_batches.c.attempts >= max_attempts, "failed"), else_="pending")

        def tx(conn: Connection) -> int:
            n = conn.execute(
                sa.update(seed_batches)
                .where(seed_batches.c.campaign_id == campaign_id,
                       seed_batches.c.state == "running",
                       seed_batches.c.claimed_at < now - older_than)
                .values(state=new_state, error="stale claim", finished_at=now)
            ).rowcount
            _maybe_finish(conn, campaign_id, now)
            return int(n)

        return self._write(tx)

    def batches(self, campaign_id: int, state: str | None = None) -> list[Batch]:
        query = sa.select(seed_batches).where(seed_batches.c.campaign_id == campaign_id)
        if state is not None:
            query = query.where(seed_batches.c.state == state)
        rows = self._read(lambda c: c.execute(query.order_by(seed_batches.c.start_seed))
                          .mappings().all())
        return [_batch(r) for r in rows]

    # -- findings and signatures --------------------------------------------------------

    def record_finding(self, finding: Finding) -> tuple[int | None, bool]:
        """Store a finding and count it against its signature: ``(signature_id, is_new)``.

        ``is_new`` is True exactly once per signature, for the finding that
        created it. Idempotent: recording a finding whose (campaign, seed,
        candidate, model) is already stored changes nothing and returns the
        stored finding's signature with ``is_new`` False. Inconclusive
        findings are stored without a signature: ``(None, False)``.
        """
        return self.record_findings([finding])[0]

    def record_findings(self, found: Sequence[Finding]) -> list[Recorded]:
        """:meth:`record_finding` for each finding, in one transaction of a few set-based
        statements whatever their number (:mod:`storage.recording`); on PostgreSQL one
        call of the server-side function (:attr:`batch_function`)."""
        keyed = _keyed(found)
        if keyed and self.batch_function:
            return self._on_server(keyed, [], utcnow(), worker=None, campaign_id=None,
                                   claim=0, spread=0).recorded
        return self._write(lambda conn: record_all(conn, self._statements, keyed, utcnow(),
                                                   exemplars=self.exemplars),
                           durable=False) if keyed else []

    def _count_hit(self, conn: Connection, key: SignatureKey, model: str,
                   now: datetime, optimizer: str | None = None) -> tuple[int, int]:
        """Upsert the signature of ``key`` with one more hit: ``(id, hits after)``.

        ``hits == 1`` afterwards means this call created it (hits only ever
        grow by one per inserted finding), which works on both databases
        without PostgreSQL's ``xmax`` trick.
        """
        stmt = self._dialect_insert(signatures).values(
            key_hash=key.key_hash, kind=key.kind, candidate=key.candidate,
            pass_name=key.pass_name, model=model, optimizer=optimizer, shape=key.shape,
            first_seen=now,
            last_seen=now, hits=1, triage="new", note="",
        )
        stmt = stmt.on_conflict_do_update(
            index_elements=[signatures.c.key_hash],
            set_={"hits": signatures.c.hits + 1, "last_seen": stmt.excluded.last_seen},
        ).returning(signatures.c.id, signatures.c.hits)
        row = conn.execute(stmt).one()
        return int(row.id), int(row.hits)

    def _found_on(self, conn: Connection, signature_id: int, optimizer: str | None,
                  pipeline: str | None, verdict: str, now: datetime) -> None:
        """A campaign found the signature on ``optimizer``: it reproduces there."""
        if optimizer is not None and pipeline is not None:
            self._upsert_check(conn, dict(
                signature_id=signature_id, optimizer=optimizer, pipeline=pipeline, verdict=verdict,
                reproduces=True, message="", source="campaign", checked_at=now))

    def _upsert_check(self, conn: Connection, values: dict[str, Any]) -> None:
        conn.execute(self._statements.upsert_checks, values)

    def record_check(self, signature_id: int, *, optimizer: str, pipeline: str, verdict: str,
                     reproduces: bool, message: str = "", source: str = "recheck") -> None:
        """Record whether the signature reproduces on ``optimizer`` (replacing an older answer)."""
        values = dict(signature_id=signature_id, optimizer=optimizer, pipeline=pipeline,
                      verdict=verdict, reproduces=reproduces, message=message[:2000],
                      source=source, checked_at=utcnow())
        self._write(lambda conn: self._upsert_check(conn, values))

    def checks(self, signature_id: int) -> list[SignatureCheck]:
        """Which optimizers reproduce the signature, oldest answer first."""
        return self.all_checks([signature_id]).get(signature_id, [])

    def all_checks(self, signature_ids: Sequence[int] | None = None) -> dict[int, list[SignatureCheck]]:
        """The version-triage tables of these signatures (all: None), oldest answer first."""
        query = sa.select(signature_checks).order_by(signature_checks.c.checked_at,
                                                     signature_checks.c.id)
        if signature_ids is not None:
            query = query.where(signature_checks.c.signature_id.in_(list(signature_ids)))
        rows = self._read(lambda c: c.execute(query).mappings().all())
        out: dict[int, list[SignatureCheck]] = {}
        for r in rows:
            out.setdefault(r["signature_id"], []).append(_make(SignatureCheck, r))
        return out

    def resignature(self, finding_id: int, *, reduced_ir: str | None = None,
                    bisected_pass: str | None = None,
                    bisected_index: int | None = None) -> tuple[int | None, bool]:
        """Recompute a stored finding's signature after minimization and/or bisection.

        The finding moves its hit from the old signature to the new one in one
        transaction (so the hit counts stay exact); an old signature left with
        no hits that nobody triaged yet is deleted. Returns ``(signature_id,
        is_new)`` like :meth:`record_finding`. A compact finding (no programs, the
        first line of its message) raises ValueError: its key needs what it keeps not.
        """

        def tx(conn: Connection) -> tuple[int | None, bool]:
            row = conn.execute(
                sa.select(findings).where(findings.c.id == finding_id).with_for_update()
            ).mappings().one_or_none()
            if row is None:
                raise KeyError(finding_id)
            if row["before_ir"] is None:
                raise ValueError(f"finding {finding_id} is compact: its signature is computed "
                                 "from the regenerated case (fuzzfarm.farm.regenerate)")
            pass_name = bisected_pass if bisected_pass is not None else row["bisected_pass"]
            index = bisected_index if bisected_index is not None else row["bisected_index"]
            if row["verdict"] not in BUG_KINDS:
                return None, False
            key = compute_signature(row["verdict"], row["candidate"], bisected_pass=pass_name,
                                    message=row["message"], ir=reduced_ir or row["before_ir"])
            conn.execute(sa.update(findings).where(findings.c.id == finding_id)
                         .values(bisected_pass=pass_name, bisected_index=index))
            old = row["signature_id"]
            if old is not None:
                old_hash = conn.execute(sa.select(signatures.c.key_hash)
                                        .where(signatures.c.id == old)).scalar_one_or_none()
                if old_hash == key.key_hash:
                    return old, False
                conn.execute(sa.update(signatures).where(signatures.c.id == old)
                             .values(hits=signatures.c.hits - 1))
                conn.execute(sa.delete(signatures).where(
                    signatures.c.id == old, signatures.c.hits <= 0, signatures.c.triage == "new"))
            now = utcnow()
            signature_id, hits = self._count_hit(conn, key, row["model"], now, row["optimizer"])
            conn.execute(sa.update(findings).where(findings.c.id == finding_id)
                         .values(signature_id=signature_id))
            self._found_on(conn, signature_id, row["optimizer"], row["pipeline"], row["verdict"], now)
            return signature_id, hits == 1

        return self._write(tx)

    def signatures(
        self,
        *,
        kind: str | None = None,
        triage: str | Sequence[str] | None = None,
        candidate: str | None = None,
        pass_name: str | None = None,
        campaign_id: int | None = None,
        min_hits: int = 0,
        limit: int | None = None,
    ) -> list[Signature]:
        """Signatures matching every given filter, most hits first.

        ``campaign_id`` keeps signatures with at least one finding in that campaign.
        """
        query = sa.select(signatures)
        if kind is not None:
            query = query.where(signatures.c.kind == kind)
        if triage is not None:
            states = [triage] if isinstance(triage, str) else list(triage)
            query = query.where(signatures.c.triage.in_(states))
        if candidate is not None:
            query = query.where(signatures.c.candidate == candidate)
        if pass_name is not None:
            query = query.where(signatures.c.pass_name == pass_name)
        if campaign_id is not None:
            query = query.where(signatures.c.id.in_(
                sa.select(findings.c.signature_id).where(findings.c.campaign_id == campaign_id)))
        if min_hits:
            query = query.where(signatures.c.hits >= min_hits)
        query = query.order_by(signatures.c.hits.desc(), signatures.c.id).limit(limit)
        rows = self._read(lambda c: c.execute(query).mappings().all())
        return [_make(Signature, r) for r in rows]

    def signature(self, signature_id: int) -> Signature | None:
        if not _is_row_id(signature_id):
            return None
        row = self._read(lambda c: c.execute(
            sa.select(signatures).where(signatures.c.id == signature_id)).mappings().one_or_none())
        return None if row is None else _make(Signature, row)

    def set_triage(self, signature_id: int, state: str, note: str | None = None) -> Signature:
        """Set a signature's triage state (and its note, when given)."""
        if state not in TRIAGE_STATES:
            raise ValueError(f"triage state must be one of {TRIAGE_STATES}")
        values: dict[str, Any] = {"triage": state}
        if note is not None:
            values["note"] = note

        if not _is_row_id(signature_id):
            raise KeyError(signature_id)

        def tx(conn: Connection) -> Signature:
            row = conn.execute(
                sa.update(signatures).where(signatures.c.id == signature_id).values(values)
                .returning(signatures)
            ).mappings().one_or_none()
            if row is None:
                raise KeyError(signature_id)
            return _make(Signature, row)

        return self._write(tx)

    def findings_for(self, signature_id: int, *, limit: int | None = None) -> list[StoredFinding]:
        """The findings of a signature, oldest first."""
        if not _is_row_id(signature_id):
            return []
        query = (sa.select(findings).where(findings.c.signature_id == signature_id)
                 .order_by(findings.c.id).limit(limit))
        rows = self._read(lambda c: c.execute(query).mappings().all())
        return [_make(StoredFinding, r) for r in rows]

    def exemplar(self, signature_id: int) -> StoredFinding | None:
        """The signature's first finding stored with its programs; its first finding when
        every one is compact (a signature whose exemplars moved away); None: no finding."""
        first = self.findings_for(signature_id, limit=1)
        if not first or not first[0].compact:  # the usual case: the first hit is an exemplar
            return first[0] if first else None
        query = (sa.select(findings).where(findings.c.signature_id == signature_id,
                                           findings.c.before_ir.is_not(None))
                 .order_by(findings.c.id).limit(1))
        row = self._read(lambda c: c.execute(query).mappings().one_or_none())
        return first[0] if row is None else _make(StoredFinding, row)

    def finding(self, finding_id: int) -> StoredFinding | None:
        if not _is_row_id(finding_id):
            return None
        row = self._read(lambda c: c.execute(
            sa.select(findings).where(findings.c.id == finding_id)).mappings().one_or_none())
        return None if row is None else _make(StoredFinding, row)

    def count_findings(self, campaign_id: int | None = None) -> int:
        query = sa.select(sa.func.count()).select_from(findings)
        if campaign_id is not None:
            query = query.where(findings.c.campaign_id == campaign_id)
        return int(self._read(lambda c: c.execute(query).scalar_one()))

    # -- reproducers --------------------------------------------------------------------

    def add_reproducer(
        self,
        signature_id: int,
        *,
        finding_id: int | None = None,
        directory: str | None = None,
        before_ll: str | None = None,
        after_ll: str | None = None,
        schedule: Schedule | Mapping[str, Any] | str | None = None,
        command: str | None = None,
        blocks_before: int | None = None,
        instructions_before: int | None = None,
        blocks_after: int | None = None,
        instructions_after: int | None = None,
        reduction_seconds: float | None = None,
    ) -> int:
        """Attach a reproducer (files in ``directory`` and/or the blobs) to a signature."""
        if directory is None and before_ll is None:
            raise ValueError("a reproducer needs a directory or the before.ll text")
        schedule_text = (schedule if isinstance(schedule, str) or schedule is None
                         else json.dumps(schedule_json(schedule), sort_keys=True))
        values = dict(
            signature_id=signature_id, finding_id=finding_id, directory=directory,
            before_ll=before_ll, after_ll=after_ll, schedule_json=schedule_text, command=command,
            blocks_before=blocks_before, instructions_before=instructions_before,
            blocks_after=blocks_after, instructions_after=instructions_after,
            reduction_seconds=reduction_seconds, created_at=utcnow(),
        )
        return self._write(lambda c: int(c.execute(
            sa.insert(reproducers).values(values).returning(reproducers.c.id)).scalar_one()))

    def reproducers(self, signature_id: int) -> list[StoredReproducer]:
        """A signature's reproducers, smallest (fewest instructions after minimization) first."""
        if not _is_row_id(signature_id):
            return []
        query = (sa.select(reproducers).where(reproducers.c.signature_id == signature_id)
                 .order_by(reproducers.c.instructions_after.is_(None),
                           reproducers.c.instructions_after, reproducers.c.id))
        rows = self._read(lambda c: c.execute(query).mappings().all())
        return [_make(StoredReproducer, r) for r in rows]


def _claim(conn: Connection, campaign_id: int, n: int, worker: str, now: datetime,
           spread: int = 0) -> list[Batch]:
    """The body of :meth:`Store.claim_batches` in the caller's transaction."""
    camp = conn.execute(
        sa.select(campaigns.c.status, campaigns.c.next_seed, campaigns.c.seed_end,
                  campaigns.c.batch_size)
        .where(campaigns.c.id == campaign_id).with_for_update(key_share=True)
    ).one_or_none()
    if camp is None:
        raise KeyError(campaign_id)
    if camp.status not in ("created", "running"):
        return []
    returned = [r.id for r in conn.execute(
        sa.select(seed_batches.c.id)
        .where(seed_batches.c.campaign_id == campaign_id,
               seed_batches.c.state == "pending")
        .order_by(seed_batches.c.start_seed).limit(n)
        .with_for_update(skip_locked=True)
    )]
    claimed: list[Batch] = []
    if returned:
        claimed += [_batch(r) for r in conn.execute(
            sa.update(seed_batches).where(seed_batches.c.id.in_(returned))
            .values(state="running", worker=worker, claimed_at=now, error=None,
                    attempts=seed_batches.c.attempts + 1)
            .returning(seed_batches)
        ).mappings()]
    start = camp.next_seed
    rows = []
    while len(claimed) + len(rows) < n and (camp.seed_end is None or start < camp.seed_end):
        end = start + camp.batch_size
        if camp.seed_end is not None:
            left = camp.seed_end - start
            # Guided self-scheduling: near the end of a finite range, batches shrink to
            # a share of what is left, so that no worker sits idle while another works
            # through a full last batch (end_to_end's idle time "after the last batch").
            # (An exact integer ceiling, as the server-side function computes it.)
            size = min(camp.batch_size, left, max(1, -(-left // spread)) if spread else left)
            end = start + size
        rows.append(dict(
            campaign_id=campaign_id, start_seed=start, end_seed=end, state="running",
            attempts=1, worker=worker, claimed_at=now,
            seconds=0.0, **dict.fromkeys(COUNTER_NAMES, 0),
        ))
        start = end
    if rows:
        claimed += [_batch(r) for r in conn.execute(
            sa.insert(seed_batches).returning(*seed_batches.c), rows).mappings()]
        values: dict[str, Any] = {"next_seed": start}
        if camp.status == "created":
            values.update(status="running", started_at=now)
        values["updated_at"] = now
        conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                     .values(values))
    return sorted(claimed, key=lambda b: b.start)


def _complete(conn: Connection, batch_id: int, counters: Counters, worker: str | None,
              now: datetime) -> int | None:
    """The body of :meth:`Store.complete_batch` in the caller's transaction: the batch's
    campaign, None when the batch was not running (or not ``worker``'s)."""
    conds = [seed_batches.c.id == batch_id, seed_batches.c.state == "running"]
    if worker is not None:
        conds.append(seed_batches.c.worker == worker)
    campaign_id = conn.execute(
        sa.update(seed_batches).where(*conds)
        .values(state="done", finished_at=now, **asdict(counters))
        .returning(seed_batches.c.campaign_id)
    ).scalar_one_or_none()
    if campaign_id is None:
        return None
    adds: dict[str, Any] = {n: campaigns.c[n] + getattr(counters, n) for n in COUNTER_NAMES}
    adds["busy_seconds"] = campaigns.c.busy_seconds + counters.seconds
    camp = conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                        .values(updated_at=now, **adds)
                        .returning(campaigns.c.status, campaigns.c.next_seed,
                                   campaigns.c.seed_end)).one()
    # Only the completion of a finite campaign's carved-out range can finish it (this
    # UPDATE holds the campaign row, as _maybe_finish's lock would).
    if camp.status == "running" and camp.seed_end is not None and camp.next_seed >= camp.seed_end:
        _maybe_finish(conn, campaign_id, now)
    return int(campaign_id)


def _split(recorded: list[Recorded], keyed: Sequence[Sequence[Any]]) -> list[list[Recorded]]:
    """The outcomes of a call's stored cases, per batch (``keyed``: each batch's cases)."""
    out, at = [], 0
    for ks in keyed:
        out.append(recorded[at:at + len(ks)])
        at += len(ks)
    return out


def _keyed(found: Sequence[Finding]) -> list[tuple[Finding, SignatureKey | None]]:
    """The findings with their signature keys, after checking their verdicts are stored ones."""
    for finding in found:
        if finding.verdict not in STORED_VERDICTS:
            raise ValueError(f"verdict {finding.verdict!r} is not stored "
                             f"(one of {', '.join(STORED_VERDICTS)})")
    return [(finding, finding.signature_key()) for finding in found]


def _maybe_finish(conn: Connection, campaign_id: int, now: datetime) -> None:
    """Mark a finite campaign done once every seed is carved and no batch is open.

    Runs after the caller updated the campaign row or a batch row in this
    transaction; on PostgreSQL the campaign row lock taken here makes two
    concurrent last completions see each other (the second one finishes it).
    """
    camp = conn.execute(
        sa.select(campaigns.c.status, campaigns.c.next_seed, campaigns.c.seed_end)
        .where(campaigns.c.id == campaign_id).with_for_update(key_share=True)
    ).one()
    if camp.status != "running" or camp.seed_end is None or camp.next_seed < camp.seed_end:
        return
    open_batches = conn.execute(
        sa.select(sa.func.count()).select_from(seed_batches)
        .where(seed_batches.c.campaign_id == campaign_id,
               seed_batches.c.state.in_(("pending", "running")))
    ).scalar_one()
    if open_batches == 0:
        conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                     .values(status="done", finished_at=now, updated_at=now))


def _retryable(exc: sa.exc.OperationalError) -> bool:
    """SQLite busy beyond its timeout, PostgreSQL deadlock or serialization failure."""
    code = getattr(exc.orig, "sqlstate", None)
    if code in ("40P01", "40001"):
        return True
    text = str(exc.orig).lower()
    return "database is locked" in text or "database is busy" in text


__all__ = [
    "Batch",
    "BatchOutcome",
    "BatchResult",
    "Campaign",
    "Counters",
    "Finding",
    "StoredReproducer",
    "Signature",
    "Store",
    "StoreError",
    "StoredFinding",
    "models",
]
