"""The SQL schema (SQLAlchemy 2 declarative), shared by SQLite and PostgreSQL.

The tables are created and changed only by the alembic migrations in
``storage/migrations`` (``Store.open`` upgrades to head); this module is the
schema the code expects, and a test checks that the two agree (alembic's
autogenerate comparison finds no difference after ``upgrade head``). Changing
a column here therefore needs a new migration.

Portability choices:

- enumerations are plain strings with CHECK constraints, not native enum
  types: a PostgreSQL ``CREATE TYPE`` would have to be migrated separately
  and SQLite has none;
- primary keys are 64-bit on PostgreSQL (a long campaign produces many
  findings) and ``INTEGER`` on SQLite (the rowid alias, which is 64-bit);
- seeds are 64-bit signed integers (0 <= seed < 2**63);
- timestamps are stored in UTC and always read back as timezone-aware UTC
  (SQLite keeps no zone), see :class:`UTCDateTime`;
- JSON is ``JSONB`` on PostgreSQL, ``JSON`` (text) on SQLite.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.dialects import postgresql
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column
from sqlalchemy.types import TypeDecorator

# The verdict and bug-kind CHECK constraints come from the vocabulary: a kind added
# there changes them, so it needs a migration.
from fuzzfarm.vocabulary import BUG_KINDS, STORED_VERDICTS, Verdict

#: Triage states of a signature.
TRIAGE_STATES = ("new", "confirmed", "reported", "fixed", "ignored")
#: States of a seed batch.
BATCH_STATES = ("pending", "running", "done", "failed")
#: Who wrote a signature check: a campaign that found the signature, or ``bugs recheck``.
CHECK_SOURCES = ("campaign", "recheck")
#: Campaign statuses.
CAMPAIGN_STATUSES = ("created", "running", "paused", "done", "failed")

#: Constraint names are fixed by convention, so that migrations (and SQLite's
#: batch mode, which recreates tables) can refer to them on both databases.
NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

Id = sa.BigInteger().with_variant(sa.Integer(), "sqlite")
#: ``none_as_null``: a Python None is SQL NULL, not the JSON text 'null'.
Json = sa.JSON(none_as_null=True).with_variant(postgresql.JSONB(none_as_null=True), "postgresql")


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored in UTC and returned timezone-aware (UTC).

    SQLite has no time zones: without this, values written aware would come
    back naive and compare unequal to the ones PostgreSQL returns.
    """

    impl = sa.DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: pass a timezone-aware (UTC) value")
        value = value.astimezone(UTC)
        return value.replace(tzinfo=None) if dialect.name == "sqlite" else value

    def process_result_value(self, value: datetime | None, dialect: sa.Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


def utcnow() -> datetime:
    return datetime.now(UTC)


#: The counters of the first schema kept their names; a later kind's counter is its name.
_FIRST_COUNTERS = {Verdict.VIOLATION: "violations", Verdict.CRASH: "crashes",
                   Verdict.ILL_FORMED_AFTER: "ill_formed", Verdict.INCONCLUSIVE: "inconclusive"}


def counter_column(verdict: str) -> str:
    """The ``campaigns`` and ``seed_batches`` column counting the cases of a stored verdict."""
    return _FIRST_COUNTERS.get(Verdict(verdict), verdict.replace("-", "_"))


#: One counter per stored verdict (bug kinds and inconclusive), in the vocabulary's order.
VERDICT_COUNTERS: tuple[str, ...] = tuple(counter_column(v) for v in STORED_VERDICTS)


#: Informational counters of modules with calls: how many, and how many the candidate
#: inlined (fuzzfarm.farm.case.inlining_counts), kept per batch like the others.
INLINER_COUNTERS: tuple[str, ...] = ("inliner_modules", "inliner_inlined",
                                     "inliner_fewer_functions")


def _check_in(column: str, values: tuple[str, ...]) -> str:
    quoted = ", ".join(f"'{v}'" for v in values)
    return f"{column} IN ({quoted})"


class Base(DeclarativeBase):
    metadata = sa.MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: dict[Any, Any] = {datetime: UTCDateTime(), dict[str, Any]: Json}


class Campaign(Base):
    """One fuzzing run: a generator configuration, a candidate and a seed range.

    Seeds are handed out in batches carved lazily from ``next_seed`` (so an
    open-ended campaign, ``seed_end`` NULL, needs no pre-created rows). The
    counters are sums over completed batches, added in the same transaction
    that marks a batch done, so they never count a batch twice.
    """

    __tablename__ = "campaigns"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    name: Mapped[str] = mapped_column(sa.String(200), index=True)
    config: Mapped[dict[str, Any]] = mapped_column(Json)
    generator_version: Mapped[str] = mapped_column(sa.String(100))
    #: The candidate optimization: a transform name, a pass pipeline or an ``opt`` command.
    candidate: Mapped[str] = mapped_column(sa.Text)
    #: The LLVM that ran the candidate (``OptimizerIdentity.label``); NULL for our transforms.
    optimizer: Mapped[str | None] = mapped_column(sa.String(200))
    master_seed: Mapped[int] = mapped_column(sa.BigInteger)
    status: Mapped[str] = mapped_column(sa.String(16), default="created")
    batch_size: Mapped[int] = mapped_column(sa.Integer)
    seed_start: Mapped[int] = mapped_column(sa.BigInteger)
    #: Exclusive end of the seed range; NULL: open-ended.
    seed_end: Mapped[int | None] = mapped_column(sa.BigInteger)
    #: First seed not yet carved into a batch.
    next_seed: Mapped[int] = mapped_column(sa.BigInteger)

    checked: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    findings: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    violations: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    crashes: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inconclusive: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    ill_formed: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    codegen: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    unsound_uniformity: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    hang: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    #: Cases where the candidate changed the program (it "fired").
    fired: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    #: Modules with calls, and those the candidate inlined (INLINER_COUNTERS).
    inliner_modules: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inliner_inlined: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inliner_fewer_functions: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    #: Worker seconds spent on completed batches.
    busy_seconds: Mapped[float] = mapped_column(sa.Float, default=0.0)

    started_at: Mapped[datetime | None] = mapped_column()
    finished_at: Mapped[datetime | None] = mapped_column()
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    updated_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        sa.CheckConstraint(_check_in("status", CAMPAIGN_STATUSES), name="status"),
        sa.CheckConstraint("batch_size > 0", name="batch_size"),
    )


class SeedBatch(Base):
    """A half-open seed range ``[start_seed, end_seed)`` handed to one worker at a time.

    ``pending`` batches (returned by a failed or vanished worker) are claimed
    before new ones are carved; ``attempts`` counts claims, so a batch that
    keeps killing workers ends ``failed`` instead of looping forever.
    """

    __tablename__ = "seed_batches"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    # Indexed by ix_seed_batches_campaign_state (campaign_id first).
    campaign_id: Mapped[int] = mapped_column(sa.ForeignKey("campaigns.id", ondelete="CASCADE"))
    start_seed: Mapped[int] = mapped_column(sa.BigInteger)
    end_seed: Mapped[int] = mapped_column(sa.BigInteger)
    state: Mapped[str] = mapped_column(sa.String(16), default="pending")
    attempts: Mapped[int] = mapped_column(sa.Integer, default=0)
    worker: Mapped[str | None] = mapped_column(sa.String(200))
    claimed_at: Mapped[datetime | None] = mapped_column()
    finished_at: Mapped[datetime | None] = mapped_column()
    error: Mapped[str | None] = mapped_column(sa.Text)

    checked: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    findings: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    violations: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    crashes: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inconclusive: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    ill_formed: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    codegen: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    unsound_uniformity: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    hang: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    fired: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inliner_modules: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inliner_inlined: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    inliner_fewer_functions: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    seconds: Mapped[float] = mapped_column(sa.Float, default=0.0)

    __table_args__ = (
        sa.UniqueConstraint("campaign_id", "start_seed"),
        sa.Index("ix_seed_batches_campaign_state", "campaign_id", "state"),
        sa.CheckConstraint(_check_in("state", BATCH_STATES), name="state"),
        sa.CheckConstraint("end_seed > start_seed", name="range"),
    )


class Signature(Base):
    """One bug: findings that share (candidate after bisection, kind, normalized shape).

    ``key_hash`` is the SHA-256 of that triple (``storage.signatures``);
    ``hits`` is the number of distinct findings with this signature, kept
    exact by incrementing it in the transaction that inserts the finding.
    ``model`` is the convergence model of the first finding (not part of the key).
    """

    __tablename__ = "signatures"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    key_hash: Mapped[str] = mapped_column(sa.String(64), unique=True)
    kind: Mapped[str] = mapped_column(sa.String(32))
    candidate: Mapped[str] = mapped_column(sa.Text)
    pass_name: Mapped[str | None] = mapped_column(sa.String(200))
    model: Mapped[str] = mapped_column(sa.String(100))
    #: The optimizer of the first finding (which LLVMs reproduce it: ``signature_checks``).
    optimizer: Mapped[str | None] = mapped_column(sa.String(200))
    shape: Mapped[str] = mapped_column(sa.Text)
    first_seen: Mapped[datetime] = mapped_column(default=utcnow)
    last_seen: Mapped[datetime] = mapped_column(default=utcnow)
    hits: Mapped[int] = mapped_column(sa.BigInteger, default=0)
    triage: Mapped[str] = mapped_column(sa.String(16), default="new", index=True)
    note: Mapped[str] = mapped_column(sa.Text, default="")

    __table_args__ = (
        sa.CheckConstraint(_check_in("kind", BUG_KINDS), name="kind"),
        sa.CheckConstraint(_check_in("triage", TRIAGE_STATES), name="triage"),
    )


class Finding(Base):
    """One case that did not pass: the program, the schedule and what went wrong.

    Unique per (campaign, seed, candidate, model): a worker that re-runs a
    batch (after a crash or a stale claim) records the same rows again, and
    the unique constraint turns that into a no-op instead of a double count.

    A *compact* finding (``before_ir`` NULL) is a further hit of a signature that
    already has its stored exemplars (``storage.recording.PROGRAMS_PER_SIGNATURE``):
    its programs and schedule are not stored, because the case is a function of the
    campaign's configuration and the seed (``fuzzfarm.farm.regenerate`` runs it
    again), and ``digest`` says what they were, so a regeneration is checked.
    """

    __tablename__ = "findings"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    #: Not indexed alone: the unique key below begins with it (migration 0010).
    campaign_id: Mapped[int] = mapped_column(sa.ForeignKey("campaigns.id", ondelete="CASCADE"))
    seed: Mapped[int] = mapped_column(sa.BigInteger)
    candidate: Mapped[str] = mapped_column(sa.Text)
    pipeline: Mapped[str | None] = mapped_column(sa.Text)
    triple: Mapped[str | None] = mapped_column(sa.String(100))
    #: The LLVM that ran the candidate (``OptimizerIdentity.label``); NULL for our transforms.
    optimizer: Mapped[str | None] = mapped_column(sa.String(200))
    model: Mapped[str] = mapped_column(sa.String(100))
    verdict: Mapped[str] = mapped_column(sa.String(32))
    message: Mapped[str] = mapped_column(sa.Text, default="")
    #: NULL: a compact finding (see the class docstring), ``after_ir`` and ``schedule`` too.
    before_ir: Mapped[str | None] = mapped_column(sa.Text)
    after_ir: Mapped[str | None] = mapped_column(sa.Text)
    #: How to produce ``after_ir`` when it is not stored (e.g. an ``opt`` command line).
    after_command: Mapped[str | None] = mapped_column(sa.Text)
    #: ``Schedule.to_json()`` of the failing execution.
    schedule: Mapped[dict[str, Any] | None] = mapped_column(Json)
    #: The generator's choices for this case (JSON, generator-defined).
    choices: Mapped[dict[str, Any] | None] = mapped_column(Json)
    bisected_pass: Mapped[str | None] = mapped_column(sa.String(200))
    bisected_index: Mapped[int | None] = mapped_column(sa.Integer)
    signature_id: Mapped[int | None] = mapped_column(
        sa.ForeignKey("signatures.id", ondelete="SET NULL"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(default=utcnow)
    #: A compact finding's ``storage.recording.program_digest`` of the programs and the
    #: schedule it was found with; NULL for a finding stored with them.
    digest: Mapped[str | None] = mapped_column(sa.String(64))

    __table_args__ = (
        sa.UniqueConstraint("campaign_id", "seed", "candidate", "model"),
        sa.CheckConstraint(_check_in("verdict", STORED_VERDICTS), name="verdict"),
    )


class Reproducer(Base):
    """A (usually minimized) reproducer of a signature: the files a bug report needs.

    Either ``directory`` points at the files on shared storage, or the blobs
    are stored here (or both). Sizes before/after minimization and the time the
    reduction took are kept to judge the minimizer.
    """

    __tablename__ = "reproducers"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    signature_id: Mapped[int] = mapped_column(
        sa.ForeignKey("signatures.id", ondelete="CASCADE"), index=True
    )
    finding_id: Mapped[int | None] = mapped_column(
        sa.ForeignKey("findings.id", ondelete="SET NULL"), index=True
    )
    directory: Mapped[str | None] = mapped_column(sa.Text)
    before_ll: Mapped[str | None] = mapped_column(sa.Text)
    after_ll: Mapped[str | None] = mapped_column(sa.Text)
    schedule_json: Mapped[str | None] = mapped_column(sa.Text)
    command: Mapped[str | None] = mapped_column(sa.Text)
    blocks_before: Mapped[int | None] = mapped_column(sa.Integer)
    instructions_before: Mapped[int | None] = mapped_column(sa.Integer)
    blocks_after: Mapped[int | None] = mapped_column(sa.Integer)
    instructions_after: Mapped[int | None] = mapped_column(sa.Integer)
    reduction_seconds: Mapped[float | None] = mapped_column(sa.Float)
    created_at: Mapped[datetime] = mapped_column(default=utcnow)


class SignatureCheck(Base):
    """Version triage: does this signature's reproducer fail the same way on this optimizer?

    One row per (signature, optimizer, pipeline), the latest answer: written
    when a campaign finds the signature (``source`` ``campaign``: it reproduces
    there by definition) and by ``fuzzfarm bugs recheck`` (``source``
    ``recheck``). ``verdict`` is what the reproducer gave there (``pass``, the
    signature's kind, another kind, ``error`` ...); ``reproduces`` whether that is
    the same failure.
    """

    __tablename__ = "signature_checks"

    id: Mapped[int] = mapped_column(Id, primary_key=True, autoincrement=True)
    signature_id: Mapped[int] = mapped_column(
        sa.ForeignKey("signatures.id", ondelete="CASCADE"), index=True
    )
    optimizer: Mapped[str] = mapped_column(sa.String(200))
    pipeline: Mapped[str] = mapped_column(sa.Text)
    verdict: Mapped[str] = mapped_column(sa.String(32))
    reproduces: Mapped[bool] = mapped_column(sa.Boolean)
    message: Mapped[str] = mapped_column(sa.Text, default="")
    source: Mapped[str] = mapped_column(sa.String(16))
    checked_at: Mapped[datetime] = mapped_column(default=utcnow)

    __table_args__ = (
        sa.UniqueConstraint("signature_id", "optimizer", "pipeline"),
        sa.CheckConstraint(_check_in("source", CHECK_SOURCES), name="source"),
    )


metadata = Base.metadata
campaigns = Campaign.__table__
seed_batches = SeedBatch.__table__
signatures = Signature.__table__
findings = Finding.__table__
reproducers = Reproducer.__table__
signature_checks = SignatureCheck.__table__
