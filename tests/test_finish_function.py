"""PostgreSQL's one-round-trip batch transaction (``ff_finish_batches``, migration 0010)
against the statement-by-statement path it replaces.

The same traffic runs twice, each time in a fresh PostgreSQL schema under the same
clock: once through the server-side function (``Store.batch_function``, the default
on PostgreSQL) and once statement by statement (``storage.recording.record_all``,
``_complete``, ``_claim``: the path SQLite keeps). Every answer of the API and every row
of every table (ids and timestamps included) must be the same. The traffic covers what
the function decides: stored cases already stored (a resumed batch), repeated within a
call, compact past a signature's exemplars (regenerable or not), a belief about
exemplars made wrong by a resignature, completions refused or left open, returned
batches claimed again, a paused campaign, a finite campaign's end with ``spread``, a
claim on a missing campaign (nothing of the call kept), and a case another writer stores
while the call waits for it. The scenario also checks it covers each of these, so that a
traffic that stopped reaching a branch fails instead of comparing nothing.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
import sqlalchemy as sa
from pgtest import fresh_schema

import storage.finishing
import storage.store
from storage import Counters, Finding, Store
from storage.models import metadata
from storage.store import BatchResult

PROGRAM = "define void @k() {\nentry:\n  ret void\n}\n"
BUGS = ("Entry intrinsic cannot be preceded by a convergent operation",
        "Loop intrinsic must be in the header of its cycle" + " of the kernel" * 16,
        "Cannot mix controlled and uncontrolled convergence\nsecond line of the message",
        "Convergence control token can only be used by convergent operations")


def case(cid: int, seed: int, bug: int | None, *, model: str = "tokens",
         regenerable: bool = True, optimizer: str | None = "LLVM 19",
         pipeline: str | None = "O2") -> Finding:
    """A stored case with every column filled: bug ``bug`` or inconclusive (None)."""
    verdict = "inconclusive" if bug is None else "ill-formed-after"
    message = "before's implementation choices were only sampled" if bug is None else BUGS[bug]
    return Finding(cid, seed, "O2", verdict, PROGRAM.replace("@k", f"@k{seed}"), model=model,
                   pipeline=pipeline, triple="amdgcn-amd-amdhsa", message=message,
                   after_ir=PROGRAM, after_command="opt -O2",
                   schedule={"seed": seed, "order": [3, 1, 2]},
                   choices={"anchor": seed % 2, "loop": [1, 2]},
                   bisected_pass=None if bug is None else "simplifycfg",
                   bisected_index=None if bug is None else seed % 7, optimizer=optimizer,
                   regenerable=regenerable, digest=f"{seed:032x}" if seed % 2 else None)


def counters(seed: int) -> Counters:
    """Counters whose every field differs (a misplaced column shows)."""
    names = [n for n in Counters.__dataclass_fields__ if n != "seconds"]
    return Counters(**{n: seed * 100 + i for i, n in enumerate(names)}, seconds=seed + 0.25)


class Clock:
    """The same timestamps in both runs: each call of ``utcnow`` one second later."""

    def __init__(self) -> None:
        self.t = datetime(2026, 11, 24, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.t += timedelta(seconds=1)
        return self.t


def dump(store: Store) -> dict[str, list[dict[str, Any]]]:
    """Every row of every table, in id order."""
    def read(conn: sa.Connection) -> dict[str, list[dict[str, Any]]]:
        return {name: [dict(r) for r in conn.execute(sa.select(table).order_by(table.c.id))
                       .mappings()] for name, table in metadata.tables.items()}
    return store.read(read)


def traffic(store: Store) -> list[Any]:
    """A driver's and a worker's calls; returns every answer of the API."""
    store.exemplars = 2
    out: list[Any] = []
    cid = store.create_campaign("finite", candidate="O2", master_seed=0, batch_size=5,
                                seed_end=60).id
    other = store.create_campaign("open", candidate="O2", master_seed=1, batch_size=4).id
    a, b, c = store.claim_batches(cid, 3, "d1", spread=4)
    out.append([a, b, c])
    found_a = [case(cid, a.start, 0), case(cid, a.start + 1, None), case(cid, a.start + 2, 1),
               case(cid, a.start + 3, 0), case(cid, a.start + 3, 0)]  # a repeat in the call
    found_b = [case(cid, b.start, 0), case(cid, b.start + 1, 0, regenerable=False),
               case(cid, b.start + 2, 1, model="any", optimizer=None),
               case(cid, b.start + 3, 2, pipeline=None), case(cid, b.start, 0)]  # across batches
    out.append(store.finish_batches(cid, [BatchResult(a.id, found_a, counters(1)),
                                          BatchResult(b.id, found_b, counters(2)),
                                          BatchResult(c.id, [case(cid, c.start, 1)], None)],
                                    worker="d1", claim=2, spread=4))
    claimed = out[-1][2]
    # A resumed batch: its cases are stored already, its completion still open.
    out.append(store.finish_batches(cid, [BatchResult(c.id, [case(cid, c.start, 1),
                                                             case(cid, c.start + 1, 0)],
                                                      counters(3))], worker="d1"))
    # A worker records its batch's cases itself (DirectStore): further hits go compact.
    out.append(store.record_findings([case(cid, 1000 + i, i % 3) for i in range(9)]
                                     + [case(cid, 1000, 0), case(cid, 2000, None)]))
    # Not the holder: the cases stay, the completion is refused.
    out.append(store.finish_batch(cid, claimed[0].id, [case(cid, claimed[0].start, 2)],
                                  counters(4), worker="someone else"))
    # A worker dies: its batch is returned and claimed again first.
    out.append(store.fail_batch(claimed[0].id, "worker died", worker="d1"))
    out.append(store.finish_batches(cid, [BatchResult(claimed[1].id, [], counters(5))],
                                    worker="d1", claim=3, spread=4))
    # Bug 3 gets its two exemplars, then a resignature moves one of them to another
    # signature: its next hits, believed further hits, are below its exemplars again.
    out.append(store.record_findings([case(cid, 5000, 3), case(cid, 5001, 3)]))
    moved = store.findings_for(out[-1][0][0])[0]
    out.append(store.resignature(moved.id, bisected_pass="instcombine"))
    out.append(store.record_findings([case(cid, 5002, 3), case(cid, 5003, 3)]))
    # A paused campaign claims nothing; its cases and completions are still stored.
    (o,) = store.claim_batches(other, 1, "d2")
    store.set_campaign_status(other, "paused")
    out.append(store.finish_batches(other, [BatchResult(o.id, [case(other, o.start, 1)],
                                                        counters(6))], worker="d2", claim=2))
    # A claim on a campaign that does not exist: nothing of the call stays.
    with pytest.raises(KeyError):
        store.finish_batches(cid + 100, [BatchResult(a.id, [case(cid, 4000, 1)],
                                                     counters(7))], worker="d1", claim=1)
    # The finite campaign to its end: batches shrink with spread, the last completion ends it.
    while running := store.batches(cid, "running"):
        out.append(store.finish_batches(
            cid, [BatchResult(x.id, [case(cid, x.start, x.start % 3)], counters(x.start))
                  for x in running], worker="d1", claim=2, spread=4))
    out.append(store.campaign(cid))
    return out


@pytest.fixture
def clock(monkeypatch: pytest.MonkeyPatch) -> Callable[[], None]:
    def reset() -> None:
        monkeypatch.setattr(storage.store, "utcnow", Clock())
    return reset


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, bool]]:
    """Each call of the function: how many signatures were believed to have their
    exemplars (their further hits sent without programs), and whether the function asked
    for the programs after all."""
    seen: list[tuple[int, bool]] = []
    real = storage.finishing.finish

    def spy(*args: Any, slim: Any = (), **kwargs: Any) -> Any:
        try:
            result = real(*args, slim=slim, **kwargs)
        except storage.finishing.ProgramsNeeded:
            seen.append((len(slim), True))
            raise
        seen.append((len(slim), False))
        return result

    monkeypatch.setattr(storage.store, "finish", spy)
    return seen


Tables = dict[str, list[dict[str, Any]]]


def run(url: str, function: bool, scenario: Callable[[Store], Any]) -> tuple[Any, Tables]:
    with Store.open(url) as store:
        assert store.batch_function  # the default on PostgreSQL
        store.batch_function = function
        answers = scenario(store)
        return answers, dump(store)


def both(scenario: Callable[[str, Store], Any],
         reset: Callable[[], None]) -> tuple[tuple[Any, Tables], tuple[Any, Tables]]:
    """The scenario through the function and statement by statement, each in a fresh schema."""
    with fresh_schema("ff_fn") as fn_url, fresh_schema("ff_st") as st_url:
        reset()
        by_function = run(fn_url, True, lambda store: scenario(fn_url, store))
        reset()
        by_statements = run(st_url, False, lambda store: scenario(st_url, store))
    return by_function, by_statements


def test_the_function_stores_what_the_statements_store(
        clock: Callable[[], None], calls: list[tuple[int, bool]]) -> None:
    by_function, by_statements = both(lambda _, store: traffic(store), clock)
    assert by_function[0] == by_statements[0]
    for table, rows in by_statements[1].items():
        assert by_function[1][table] == rows, table
    # The traffic reached what it is meant to compare.
    findings = by_statements[1]["findings"]
    assert sum(f["before_ir"] is None for f in findings) >= 5  # compact further hits
    for bug in (1, 2):  # a compact finding keeps its message's first line, up to 200
        assert {f["message"] for f in findings if f["before_ir"] is None
                and f["message"][:20] == BUGS[bug][:20]} == {BUGS[bug].split("\n")[0][:200]}
        assert {f["message"] for f in findings if f["before_ir"] is not None
                and f["message"][:20] == BUGS[bug][:20]} == {BUGS[bug]}
    assert any(slim and not asked for slim, asked in calls)  # sent without programs, kept
    assert any(asked for _, asked in calls)  # a wrong belief: sent again with the programs
    assert any(b["attempts"] == 2 for b in by_statements[1]["seed_batches"])  # returned
    assert by_statements[0][-1].status == "done"


def lost_race(url: str, store: Store) -> list[Any]:
    """Another writer stores one of the call's cases after the call looked for it: the call
    waits for the other's commit on the unique key, and the other's record stands."""
    cid = store.create_campaign("c", candidate="O2", master_seed=0).id
    out: list[Any] = [store.record_finding(case(cid, 1, 0))]
    engine = sa.create_engine(url)
    try:
        with engine.connect() as other, engine.connect() as watch:
            pid = other.execute(sa.text("SELECT pg_backend_pid()")).scalar_one()
            other.execute(sa.text(
                "INSERT INTO findings (campaign_id, seed, candidate, model, verdict, message,"
                " created_at) VALUES (:c, 2, 'O2', 'tokens', 'inconclusive', 'theirs', :t)"),
                {"c": cid, "t": datetime(2026, 1, 1, tzinfo=UTC)})
            thread = threading.Thread(target=lambda: out.append(store.record_findings(
                [case(cid, 1, 0), case(cid, 2, 2), case(cid, 3, 0), case(cid, 4, 1)])))
            thread.start()
            deadline = time.monotonic() + 60
            while not watch.execute(sa.text(
                    "SELECT count(*) FROM pg_stat_activity WHERE :p = ANY(pg_blocking_pids(pid))"),
                    {"p": pid}).scalar_one():
                assert time.monotonic() < deadline, "the call never waited for the other writer"
                time.sleep(0.05)
                watch.rollback()
            other.commit()
            thread.join(timeout=60)
    finally:
        engine.dispose()
    return out


def test_a_case_stored_by_another_writer_meanwhile_is_answered_alike(
        clock: Callable[[], None]) -> None:
    by_function, by_statements = both(lost_race, clock)
    assert by_function == by_statements
    (sid, _), recorded = by_statements[0]
    # Seed 2 is theirs (no signature): the hit counted for it (bug 2, a signature created
    # by this call) is taken back and the signature deleted again.
    assert recorded == [(sid, False), (None, False), (sid, False), (recorded[3][0], True)]
    assert {s["id"]: s["hits"] for s in by_statements[1]["signatures"]} == {
        sid: 2, recorded[3][0]: 1}
    assert len(by_statements[1]["signatures"]) == 2


def test_a_batch_transaction_is_one_statement() -> None:
    """One round trip: the driver sends the call and nothing else (no BEGIN, no COMMIT)."""
    with fresh_schema("ff_fn") as url, Store.open(url) as store:
        cid = store.create_campaign("c", candidate="O2", master_seed=0, batch_size=5).id
        (batch,) = store.claim_batches(cid, 1, "d")
        sent: list[str] = []
        sa.event.listen(store.engine, "before_cursor_execute",
                        lambda *args: sent.append(args[2]))
        found = [case(cid, batch.start + i, i % 2 or None) for i in range(4)]
        _, completed, claimed = store.finish_batches(
            cid, [BatchResult(batch.id, found, counters(1))], worker="d", claim=2)
        assert completed == [True] and len(claimed) == 2 and store.count_findings(cid) == 4
        assert len(sent) == 2 and "ff_finish_batches" in sent[0]  # and count_findings
        sent.clear()
        store.batch_function = False
        store.finish_batches(cid, [BatchResult(claimed[0].id, found, counters(1))],
                             worker="d", claim=1)
        assert len(sent) >= 8  # what it replaces (with BEGIN and COMMIT, not seen here)
