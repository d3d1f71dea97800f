"""Recording a batch's findings with a handful of set-based statements, whatever their number.

The store's limit used to be per stored case: every finding or inconclusive case
cost an insert, a signature upsert, an update and a version-triage upsert, each
built and compiled by SQLAlchemy in Python (``benchmarks/store_load.py`` measured
700-900 stored cases per second, most of it statement construction in the driver,
not the database). Here one batch's cases cost a fixed number of statements:

1. one ``SELECT`` of the batch's (campaign, seed, candidate, model) keys already
   stored (a resumed or requeued batch; usually none);
2. one multi-row signature upsert, the batch's hits counted *in memory* per key
   (``hits = hits + excluded.hits``), in ``key_hash`` order so that every writer
   locks signature rows in one order (no deadlock between drivers);
3. one multi-row insert of the findings with their signature ids
   (``ON CONFLICT DO NOTHING RETURNING`` the keys that were inserted);
4. one executemany of the version-triage upserts, deduplicated per (signature,
   optimizer, pipeline).

A signature's first :data:`PROGRAMS_PER_SIGNATURE` findings (its stored exemplars,
counted by the upsert's ``hits``) keep their programs and schedule; a further hit
whose case can be run again from the campaign and its seed (``Finding.regenerable``)
is stored *compact*: its key, verdict, signature, pass, the first line of its message
and the :func:`program_digest` of what it carried, a few hundred bytes instead of
about 7 KB of IR (``fuzzfarm.farm.regenerate`` gives the programs back). With a
thousand workers the stored programs were the store's limit
(``benchmarks/store_load.py``); hit counts are the same either way.

The semantics are those of one ``record_finding`` per case: ``hits`` is exactly
the number of stored findings of a signature, ``is_new`` is True once per
signature (for the first finding, in the caller's order, of the call that
created it), and recording a stored finding again changes nothing. Step 1 and
step 3 can disagree only when another writer stores the same key in between
(PostgreSQL, two drivers on one requeued batch; SQLite serializes writers): the
hits counted for findings that step 3 did not insert are taken back, and a
signature left with no hit that this call created is deleted again.

On PostgreSQL these steps run on the server, in the function of migration 0010, one
round trip per batch transaction (:mod:`storage.finishing`); this module is SQLite's
path and the reference the function is tested against (``tests/test_finish_function.py``).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import BUG_KINDS
from storage.models import findings, signature_checks, signatures
from storage.signatures import SignatureKey, compute_signature

#: Findings of a signature stored with their programs (its exemplars); further hits that
#: can be regenerated are stored compact. Three: a few different cases of one bug to
#: compare, next to its reduced reproducer.
PROGRAMS_PER_SIGNATURE = 3
#: Characters of a compact finding's message kept (its first line).
MESSAGE_HEAD = 200


@dataclass(frozen=True)
class Finding:
    """A finding as a worker reports it to :meth:`Store.record_finding`.

    ``reduced_ir`` is the minimized program, when there is one: the signature's
    shape is computed from it (falling back to ``before_ir``). It is not stored
    with the finding (reproducers keep minimized programs).
    """

    campaign_id: int
    seed: int
    candidate: str
    verdict: str
    before_ir: str
    model: str = ""
    pipeline: str | None = None
    triple: str | None = None
    message: str = ""
    after_ir: str | None = None
    after_command: str | None = None
    schedule: Schedule | Mapping[str, Any] | None = None
    choices: Mapping[str, Any] | Sequence[Any] | None = None
    bisected_pass: str | None = None
    bisected_index: int | None = None
    reduced_ir: str | None = None
    #: ``OptimizerIdentity.label`` of the LLVM that ran the candidate (None: our transforms).
    optimizer: str | None = None
    #: The signature computed beforehand from these same fields (:meth:`signature_key`),
    #: by the worker that found the case: normalizing a violation's program costs
    #: milliseconds, which a driver recording thousands of cases per second cannot spend.
    #: None: computed when recorded.
    signature: SignatureKey | None = None
    #: The case is a function of its campaign's configuration and seed, so a further hit
    #: of a signature may be stored compact (``fuzzfarm.farm.regenerate`` runs it again).
    #: False (the default) for anything else: a worker's death, a hand-made finding.
    regenerable: bool = False
    #: :func:`program_digest` of the programs and schedule, computed beforehand by the
    #: worker like ``signature`` (hashing 7 KB per finding is the driver's CPU otherwise);
    #: None: computed when the finding is stored compact.
    digest: str | None = None

    def signature_key(self) -> SignatureKey | None:
        """The signature of this finding, None for an inconclusive one."""
        if self.verdict not in BUG_KINDS:
            return None
        if self.signature is not None:
            return self.signature
        return compute_signature(
            self.verdict, self.candidate, bisected_pass=self.bisected_pass,
            message=self.message, ir=self.reduced_ir or self.before_ir,
        )


#: The unique key of a stored finding: one per (campaign, seed, candidate, model).
UNIQUE = (findings.c.campaign_id, findings.c.seed, findings.c.candidate, findings.c.model)

#: The outcome of recording one finding: its signature id (None: inconclusive) and
#: whether this finding created the signature.
Recorded = tuple[int | None, bool]

UniqueKey = tuple[int, int, str, str]


def unique_key(finding: Finding) -> UniqueKey:
    return (finding.campaign_id, finding.seed, finding.candidate, finding.model)


@dataclass(frozen=True)
class Statements:
    """The statements of one dialect, built once per store (SQLAlchemy then reuses their
    compiled form: building a statement costs more Python than running it)."""

    insert_findings: Any
    upsert_signatures: Any
    upsert_checks: Any
    #: PostgreSQL: the batch's findings go in and are looked up as arrays (:data:`PG_INSERT`).
    postgres: bool = False

    @classmethod
    def of(cls, dialect_insert: Callable[[sa.Table], Any], *, postgres: bool = False) -> Statements:
        ins = dialect_insert(findings)
        sig = dialect_insert(signatures)
        chk = dialect_insert(signature_checks)
        return cls(
            insert_findings=ins.on_conflict_do_nothing(index_elements=list(UNIQUE))
            .returning(*UNIQUE),
            upsert_signatures=sig.on_conflict_do_update(
                index_elements=[signatures.c.key_hash],
                set_={"hits": signatures.c.hits + sig.excluded.hits,
                      "last_seen": sig.excluded.last_seen},
            ).returning(signatures.c.id, signatures.c.key_hash, signatures.c.hits),
            upsert_checks=chk.on_conflict_do_update(
                index_elements=[signature_checks.c.signature_id, signature_checks.c.optimizer,
                                signature_checks.c.pipeline],
                set_={k: chk.excluded[k] for k in ("verdict", "reproduces", "message", "source",
                                                   "checked_at")},
            ),
            postgres=postgres,
        )


#: The ``findings`` columns a batch inserts, with their PostgreSQL array types.
PG_COLUMNS = (("campaign_id", "bigint"), ("seed", "bigint"), ("candidate", "text"),
              ("pipeline", "text"), ("triple", "text"), ("model", "text"), ("verdict", "text"),
              ("message", "text"), ("before_ir", "text"), ("after_ir", "text"),
              ("after_command", "text"), ("schedule", "jsonb"), ("choices", "jsonb"),
              ("bisected_pass", "text"), ("bisected_index", "integer"), ("optimizer", "text"),
              ("signature_id", "bigint"), ("created_at", "timestamptz"), ("digest", "text"))
_JSONB = {name for name, kind in PG_COLUMNS if kind == "jsonb"}

#: PostgreSQL: a batch's findings as one array per column, unnested into rows. The
#: statement's text is short and the same for every batch, so psycopg parses it once and
#: the server prepares it; a multi-row ``VALUES`` list would be a new, long text per batch
#: size (psycopg re-parsed its thousands of placeholders on every batch: most of the
#: driver's time in ``benchmarks/store_load.py``). The arrays go in psycopg's binary format
#: (``%(name)b``): the text format escapes every quote of every program, which cost as much
#: as the insert itself. JSON travels as text, cast on the server.
PG_INSERT = (
    f"INSERT INTO findings ({', '.join(n for n, _ in PG_COLUMNS)}) SELECT "
    + ", ".join(f"CAST({n} AS jsonb)" if n in _JSONB else n for n, _ in PG_COLUMNS)
    + " FROM unnest("
    + ", ".join(f"CAST(%({n})b AS {'text' if n in _JSONB else k}[])" for n, k in PG_COLUMNS)
    + f") AS u({', '.join(n for n, _ in PG_COLUMNS)})"
    " ON CONFLICT (campaign_id, seed, candidate, model) DO NOTHING"
    " RETURNING campaign_id, seed, candidate, model")

#: PostgreSQL: which of a batch's (campaign, seed, candidate, model) keys are stored.
PG_STORED = sa.text(
    "SELECT f.campaign_id, f.seed, f.candidate, f.model, f.signature_id FROM findings f"
    " JOIN unnest(CAST(:campaign_id AS bigint[]), CAST(:seed AS bigint[]),"
    " CAST(:candidate AS text[]), CAST(:model AS text[])) AS k(campaign_id, seed, candidate, model)"
    " ON f.campaign_id = k.campaign_id AND f.seed = k.seed AND f.candidate = k.candidate"
    " AND f.model = k.model")


def _insert(conn: Connection, stmts: Statements, rows: list[dict[str, Any]]) -> set[UniqueKey]:
    """Insert the rows unless their key is stored: the keys inserted."""
    if not stmts.postgres:
        return {tuple(r) for r in conn.execute(stmts.insert_findings, rows)}  # type: ignore[misc]
    arrays = {n: [(None if r[n] is None else json.dumps(r[n])) if n in _JSONB else r[n]
                  for r in rows] for n, _ in PG_COLUMNS}
    # psycopg's own cursor (binary placeholders), in the connection's transaction.
    with conn.connection.dbapi_connection.cursor() as cursor:  # type: ignore[union-attr]
        cursor.execute(PG_INSERT, arrays)
        return {tuple(r) for r in cursor.fetchall()}  # type: ignore[misc]


def schedule_json(schedule: Schedule | Mapping[str, Any] | None) -> dict[str, Any] | None:
    if schedule is None:
        return None
    if isinstance(schedule, Schedule):
        return schedule.to_json()
    return dict(schedule)


def program_digest(before_ir: str | None, after_ir: str | None,
                   schedule: Mapping[str, Any] | None) -> str:
    """What a finding's programs and schedule were, in 32 hex digits: a compact finding
    keeps it so that its regeneration is checked (same generator, same optimizer)."""
    text = json.dumps([before_ir, after_ir, schedule], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def message_head(message: str) -> str:
    """What a compact finding keeps of its message: the first line, shortened."""
    return message.split("\n", 1)[0][:MESSAGE_HEAD]


def finding_row(finding: Finding, signature_id: int | None, now: datetime, *,
                compact: bool = False) -> dict[str, Any]:
    """The ``findings`` row of a finding, without its programs when ``compact``."""
    schedule = schedule_json(finding.schedule)
    choices = None if finding.choices is None else json.loads(json.dumps(finding.choices))
    row = dict(
        campaign_id=finding.campaign_id, seed=finding.seed, candidate=finding.candidate,
        pipeline=finding.pipeline, triple=finding.triple, model=finding.model,
        verdict=finding.verdict, message=finding.message, before_ir=finding.before_ir,
        after_ir=finding.after_ir, after_command=finding.after_command, schedule=schedule,
        choices=choices, bisected_pass=finding.bisected_pass,
        bisected_index=finding.bisected_index, optimizer=finding.optimizer,
        signature_id=signature_id, created_at=now, digest=None,
    )
    if compact:
        row.update(message=message_head(finding.message), before_ir=None, after_ir=None,
                   schedule=None, choices=None,
                   digest=finding.digest or program_digest(finding.before_ir,
                                                           finding.after_ir, schedule))
    return row


def _stored(conn: Connection, stmts: Statements,
            keys: Sequence[UniqueKey]) -> dict[UniqueKey, int | None]:
    """The signature ids of the findings among ``keys`` that are already stored."""
    out: dict[UniqueKey, int | None] = {}
    if stmts.postgres:
        columns = [[k[i] for k in keys] for i in range(4)]
        for row in conn.execute(PG_STORED, dict(zip(("campaign_id", "seed", "candidate", "model"),
                                                     columns, strict=True))):
            out[(row.campaign_id, row.seed, row.candidate, row.model)] = row.signature_id
        return out
    # SQLite scans the whole table for a row-value IN list (100 ms per batch at 20,000
    # stored cases, growing with the campaign), but probes the unique index (campaign, seed,
    # candidate, model) for ``campaign = ? AND seed IN (...)`` with the other two fixed: a
    # batch's keys share them but for a few models.
    groups: dict[tuple[int, str, str], list[int]] = {}
    for campaign_id, seed, candidate, model in keys:
        groups.setdefault((campaign_id, candidate, model), []).append(seed)
    for (campaign_id, candidate, model), seeds in groups.items():
        for start in range(0, len(seeds), 500):  # bound parameters well under limits
            for row in conn.execute(sa.select(*UNIQUE, findings.c.signature_id).where(
                    findings.c.campaign_id == campaign_id, findings.c.candidate == candidate,
                    findings.c.model == model, findings.c.seed.in_(seeds[start:start + 500]))):
                out[(row.campaign_id, row.seed, row.candidate, row.model)] = row.signature_id
    return out


def record_all(conn: Connection, stmts: Statements,
               keyed: Sequence[tuple[Finding, SignatureKey | None]], now: datetime, *,
               exemplars: int = PROGRAMS_PER_SIGNATURE) -> list[Recorded]:
    """Record every finding of ``keyed`` (with its signature key, None for an inconclusive
    case) in the caller's transaction: see the module docstring. A signature's first
    ``exemplars`` findings keep their programs, later regenerable ones are compact."""
    out: list[Recorded] = [(None, False)] * len(keyed)
    first: dict[UniqueKey, int] = {}  # the first occurrence of each key in this call
    for i, (finding, _) in enumerate(keyed):
        first.setdefault(unique_key(finding), i)
    stored = _stored(conn, stmts, list(first))
    fresh = [i for k, i in first.items() if k not in stored]
    groups: dict[str, list[int]] = {}  # key_hash -> the fresh findings of it, in order
    for i in fresh:
        key = keyed[i][1]
        if key is not None:
            groups.setdefault(key.key_hash, []).append(i)
    sig_of: dict[str, tuple[int, bool]] = {}  # key_hash -> (id, created by this call)
    compact: set[int] = set()  # the fresh findings past their signature's exemplars
    if groups:
        rows = []
        for key_hash in sorted(groups):
            finding, key = keyed[groups[key_hash][0]]
            assert key is not None
            rows.append(dict(key_hash=key_hash, kind=key.kind, candidate=key.candidate,
                             pass_name=key.pass_name, model=finding.model,
                             optimizer=finding.optimizer, shape=key.shape, first_seen=now,
                             last_seen=now, hits=len(groups[key_hash]), triage="new", note=""))
        for row in conn.execute(stmts.upsert_signatures, rows):
            members = groups[row.key_hash]
            sig_of[row.key_hash] = (int(row.id), int(row.hits) == len(members))
            before = int(row.hits) - len(members)  # the signature's hits stored before
            compact.update(i for j, i in enumerate(members)
                           if before + j >= exemplars and keyed[i][0].regenerable)

    def signature_id(i: int) -> int | None:
        key = keyed[i][1]
        return None if key is None else sig_of[key.key_hash][0]

    inserted: set[UniqueKey] = set()
    if fresh:
        inserted = _insert(conn, stmts, [finding_row(keyed[i][0], signature_id(i), now,
                                                     compact=i in compact) for i in fresh])
    lost = [i for i in fresh if unique_key(keyed[i][0]) not in inserted]
    if lost:  # another writer stored them meanwhile: its record stands, our hits go back
        _take_back(conn, [keyed[i][1] for i in lost], sig_of)
        stored.update(_stored(conn, stmts, [unique_key(keyed[i][0]) for i in lost]))
    for key_hash, members in groups.items():
        sid, created = sig_of[key_hash]
        kept = [i for i in members if unique_key(keyed[i][0]) in inserted]
        for j, i in enumerate(kept):
            out[i] = (sid, created and j == 0)
    for k, i in first.items():
        if k in stored:
            out[i] = (stored[k], False)
    for i, (finding, _) in enumerate(keyed):  # a key repeated within the call: as stored
        if first[unique_key(finding)] != i:
            out[i] = (out[first[unique_key(finding)]][0], False)
    _found_on(conn, stmts, [(keyed[i][0], out[i][0]) for i in fresh
                            if unique_key(keyed[i][0]) in inserted], now)
    return out


def _take_back(conn: Connection, keys: Sequence[SignatureKey | None],
               sig_of: dict[str, tuple[int, bool]]) -> None:
    """Subtract the hits counted for findings that were not inserted after all."""
    lost: dict[str, int] = {}
    for key in keys:
        if key is not None:
            lost[key.key_hash] = lost.get(key.key_hash, 0) + 1
    for key_hash in sorted(lost):
        sid, created = sig_of[key_hash]
        conn.execute(sa.update(signatures).where(signatures.c.id == sid)
                     .values(hits=signatures.c.hits - lost[key_hash]))
        if created:
            conn.execute(sa.delete(signatures).where(
                signatures.c.id == sid, signatures.c.hits <= 0, signatures.c.triage == "new"))


def _found_on(conn: Connection, stmts: Statements,
              recorded: Sequence[tuple[Finding, int | None]], now: datetime) -> None:
    """A campaign found these signatures on their findings' optimizers: they reproduce there
    (one row per signature, optimizer and pipeline, however many hits)."""
    rows: dict[tuple[int, str, str], dict[str, Any]] = {}
    for finding, sid in recorded:
        if sid is not None and finding.optimizer is not None and finding.pipeline is not None:
            rows[(sid, finding.optimizer, finding.pipeline)] = dict(
                signature_id=sid, optimizer=finding.optimizer, pipeline=finding.pipeline,
                verdict=finding.verdict, reproduces=True, message="", source="campaign",
                checked_at=now)
    if rows:
        conn.execute(stmts.upsert_checks, [rows[k] for k in sorted(rows)])
