"""A batch transaction on PostgreSQL in one round trip: one call of ``ff_finish_batches``.

``Store.finish_batches`` records the batches' stored cases, completes the batches and
claims the next ones. Statement by statement (:func:`storage.recording.record_all`, then
the completions and the claim) that was a dozen round trips between the driver and the
server, and on a loaded machine each one waits for both processes to get a core
(README, "Cluster limits"). On PostgreSQL the same statements run on the server, in the
function migration 0010 installs: this module packs the call's data into one array per
column (sent in psycopg's binary format, as :data:`storage.recording.PG_INSERT` does, so
7 KB programs are not escaped) and unpacks its answer. The call is a single statement in
autocommit, so it is one transaction, atomic like the statement-by-statement one.

What stays in Python is what needs no database: the first occurrence of each key in the
call (repeats are answered like the statement-by-statement path answers them), the
signature keys (computed by the workers), JSON encoding, the head of a message and the
digest of a case that may be stored compact (a worker usually computed it already).
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import sqlalchemy as sa
from sqlalchemy.engine import Connection

from storage.recording import (
    Finding,
    Recorded,
    UniqueKey,
    message_head,
    program_digest,
    schedule_json,
    unique_key,
)
from storage.signatures import SignatureKey

#: The SQLSTATE the function raises for a claim on a campaign that does not exist.
NO_CAMPAIGN = "FF001"
#: The SQLSTATE it raises when a case sent without its programs (:func:`finish`'s ``slim``)
#: is not stored compact after all.
PROGRAMS_NEEDED = "FF002"


class ProgramsNeeded(Exception):
    """A case was sent without its programs but is to be stored in full: nothing of the call
    was kept, and it is to be sent again with them."""

#: The stored cases' arrays (``f_`` arguments) and their types; ``head`` is a compact
#: finding's message when it differs from the message, ``key`` the index of the
#: signature key in the ``k_`` arrays.
CASE_ARRAYS = (("campaign_id", "bigint"), ("seed", "bigint"), ("candidate", "text"),
               ("pipeline", "text"), ("triple", "text"), ("model", "text"),
               ("verdict", "text"), ("message", "text"), ("head", "text"),
               ("before_ir", "text"), ("after_ir", "text"), ("after_command", "text"),
               ("schedule", "text"), ("choices", "text"), ("bisected_pass", "text"),
               ("bisected_index", "integer"), ("optimizer", "text"), ("digest", "text"),
               ("regenerable", "boolean"), ("slim", "boolean"), ("key", "integer"))
#: The signature keys' arrays (``k_`` arguments).
KEY_ARRAYS = (("hash", "text"), ("kind", "text"), ("candidate", "text"), ("pass", "text"),
              ("shape", "text"))
SCALARS = (("p_now", "timestamptz"), ("p_worker", "text"), ("p_campaign_id", "bigint"),
           ("p_claim", "integer"), ("p_spread", "bigint"), ("p_exemplars", "bigint"))


@dataclass(frozen=True)
class Completion:
    """A batch to complete and its counters (``storage.store.Counters`` as a mapping)."""

    batch_id: int
    counters: dict[str, float]


@dataclass(frozen=True)
class Finished:
    """The function's answer: per stored case of the call ``(signature_id, is_new)``,
    per completion whether it was done, and the claimed batches' rows (``id``, ``start``,
    ``end``, ``state``, ``attempts``, ``worker``), and the hits of the signatures the call
    counted hits for (key_hash -> hits)."""

    recorded: list[Recorded]
    completed: list[bool]
    claimed: list[tuple[int, int, int, str, int, str | None]]
    hits: dict[str, int]


def call_text(counter_names: Sequence[str]) -> str:
    """The call, with named arguments: a counter the function does not know fails loudly
    (a migration that adds one must replace the function)."""
    args = [f"{name} => CAST(%({name})s AS {kind})" for name, kind in SCALARS]
    args += [f"f_{name} => CAST(%(f_{name})b AS {kind}[])" for name, kind in CASE_ARRAYS]
    args += [f"k_{name} => CAST(%(k_{name})b AS {kind}[])" for name, kind in KEY_ARRAYS]
    args += ["b_id => CAST(%(b_id)b AS bigint[])"]
    args += [f"b_{name} => CAST(%(b_{name})b AS bigint[])" for name in counter_names]
    args += ["b_seconds => CAST(%(b_seconds)b AS double precision[])"]
    return f"SELECT * FROM ff_finish_batches({', '.join(args)})"


def _json(value: Any) -> str | None:
    return None if value is None else json.dumps(value)


def _case(finding: Finding, key: int | None, slim: bool) -> dict[str, Any]:
    """One stored case's values, as the function's arrays take them; ``slim``: without its
    programs, schedule, choices and full message (what a compact finding does not keep)."""
    schedule = schedule_json(finding.schedule)
    head = message_head(finding.message)
    # Only a regenerable bug finding can be stored compact, and only then is its digest kept.
    digest = (finding.digest or program_digest(finding.before_ir, finding.after_ir, schedule)
              if key is not None and finding.regenerable else None)
    row = dict(campaign_id=finding.campaign_id, seed=finding.seed, candidate=finding.candidate,
               pipeline=finding.pipeline, triple=finding.triple, model=finding.model,
               verdict=finding.verdict, message=finding.message,
               head=None if head == finding.message else head, before_ir=finding.before_ir,
               after_ir=finding.after_ir, after_command=finding.after_command,
               schedule=None if slim else _json(schedule),
               choices=None if slim else _json(finding.choices),
               bisected_pass=finding.bisected_pass, bisected_index=finding.bisected_index,
               optimizer=finding.optimizer, digest=digest, regenerable=finding.regenerable,
               slim=slim, key=key)
    if slim:
        row.update(message=head, head=None, before_ir=None, after_ir=None)
    return row


def finish(conn: Connection, statement: str, keyed: Sequence[tuple[Finding, SignatureKey | None]],
           completions: Sequence[Completion], counter_names: Sequence[str], now: datetime, *,
           worker: str | None, campaign_id: int | None, claim: int, spread: int,
           exemplars: int, slim: Collection[str] = ()) -> Finished:
    """Call the function (``statement``, :func:`call_text`) on ``conn``, in autocommit.

    ``slim``: the signatures (key hashes) the caller believes have their ``exemplars``
    stored already (hits only grow, but for a resignature): their regenerable findings are
    sent without their programs, since the function stores them compact; half the bytes
    of a call when half its stored cases are further hits. A wrong belief raises
    :class:`ProgramsNeeded`, and nothing of the call stays."""
    first: dict[UniqueKey, int] = {}  # each key's first occurrence in the call
    for i, (finding, _) in enumerate(keyed):
        first.setdefault(unique_key(finding), i)
    keys: dict[str, int] = {}  # key_hash -> its 1-based index in the k_ arrays
    key_rows: list[SignatureKey] = []
    cases = []
    for i in first.values():
        finding, key = keyed[i]
        index = None
        if key is not None:
            if key.key_hash not in keys:
                key_rows.append(key)
                keys[key.key_hash] = len(key_rows)
            index = keys[key.key_hash]
        cases.append(_case(finding, index, index is not None and finding.regenerable
                           and key is not None and key.key_hash in slim))
    params: dict[str, Any] = dict(p_now=now, p_worker=worker, p_campaign_id=campaign_id,
                                  p_claim=claim, p_spread=spread, p_exemplars=exemplars)
    params.update({f"f_{n}": [c[n] for c in cases] for n, _ in CASE_ARRAYS})
    params.update({f"k_{n}": [getattr(k, a) for k in key_rows] for (n, _), a in
                   zip(KEY_ARRAYS, ("key_hash", "kind", "candidate", "pass_name", "shape"),
                       strict=True)})
    params["b_id"] = [c.batch_id for c in completions]
    params.update({f"b_{n}": [int(c.counters[n]) for c in completions] for n in counter_names})
    params["b_seconds"] = [float(c.counters["seconds"]) for c in completions]
    try:
        row = conn.exec_driver_sql(statement, params).one()
    except sa.exc.DBAPIError as exc:
        state = getattr(exc.orig, "sqlstate", None)
        if state == NO_CAMPAIGN:
            raise KeyError(campaign_id) from None
        if state == PROGRAMS_NEEDED:
            raise ProgramsNeeded() from None
        raise
    answers = list(zip(row.r_signature or [], row.r_new or [], strict=True))
    position = {k: at for at, k in enumerate(first)}  # a key's place among the cases sent
    recorded: list[Recorded] = []
    for i, (finding, _) in enumerate(keyed):
        k = unique_key(finding)
        sid, new = answers[position[k]]
        recorded.append((sid, new if first[k] == i else False))  # a repeat: as stored
    claimed = sorted(zip(row.c_id, row.c_start, row.c_end, row.c_state, row.c_attempts,
                         row.c_worker, strict=True), key=lambda b: b[1])
    return Finished(recorded, list(row.r_completed), claimed,
                    dict(zip(row.s_hash or [], row.s_hits or [], strict=True)))
