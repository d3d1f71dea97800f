"""The SQL store on both engines: migrations, concurrency, triage, deduplication.

Every database test runs twice: on a SQLite file in a temporary directory and
on the real PostgreSQL server of the machine (``FUZZFARM_TEST_PG_URL``,
default ``postgresql+psycopg://postgres@127.0.0.1:5432/test``, user ``root``
tried when ``postgres`` is refused). PostgreSQL tests never skip: a missing
server is a failure. Each test gets its own PostgreSQL schema
(``ff_test_<random>``, selected through the connection's ``search_path``), so
concurrent runs never collide; the schema is dropped afterwards.

The concurrency tests use real processes (``spawn``, like Ray workers; one
pool per module, since starting them is the slow part) that wait on a barrier
and then hammer the same database.
"""

from __future__ import annotations

import contextlib
import multiprocessing as mp
import random
import time
from collections import Counter as Tally
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from pgtest import fresh_schema

from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import BUG_KINDS, STORED_VERDICTS, Verdict
from storage import Counters, Finding, Store
from storage.engine import make_engine, read_only
from storage.migrations import current_revision, downgrade, head_revision, upgrade
from storage.models import campaigns, metadata, seed_batches
from storage.recording import program_digest, schedule_json
from storage.signatures import compute_signature, crash_state, normalize_ir, normalize_pass

WORKERS = 6
SPAWN = mp.get_context("spawn")
TABLES = {"campaigns", "seed_batches", "signatures", "findings", "reproducers"}


# -- databases ------------------------------------------------------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    """An empty database: a fresh SQLite file, or a fresh PostgreSQL schema."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'fuzzfarm.db'}"
        return
    with fresh_schema("ff_test") as url:
        yield url


@pytest.fixture
def store(db_url: str) -> Iterator[Store]:
    with Store.open(db_url) as s:
        yield s


_BARRIER: Any = None


def _init_worker(barrier: Any) -> None:
    global _BARRIER
    _BARRIER = barrier


def _start_together() -> None:
    """Wait until all WORKERS tasks of one ``starmap`` run (a blocked worker takes no other task)."""
    _BARRIER.wait(timeout=120)


@pytest.fixture(scope="module")
def pool() -> Iterator[Any]:
    barrier = SPAWN.Barrier(WORKERS)
    with SPAWN.Pool(WORKERS, initializer=_init_worker, initargs=(barrier,)) as p:
        yield p


# -- programs -------------------------------------------------------------------------


def kernel(op: str = "subgroupAdd", k: int = 7, *, names: str = "", shape: str = "diamond",
           fn: str = "kernel") -> str:
    """A small kernel: a convergent ``op`` under a branch (diamond) or in a loop.

    ``names`` prefixes every local name and ``k`` is the constant compared
    with, so two calls differing only in those are the same bug's cases.
    """
    n = names
    head = f"""; ModuleID = '{fn}.ll'
source_filename = "{fn}"
target triple = "spirv64-unknown-unknown"

define spir_func i32 @{fn}(i32 noundef %{n}x, ptr %{n}out) #0 {{
entry:
  %{n}tok = call token @llvm.experimental.convergence.entry()
  %{n}cond = icmp slt i32 %{n}x, {k}
"""
    if shape == "diamond":
        body = f"""  br i1 %{n}cond, label %{n}then, label %{n}exit

{n}then:                                             ; preds = %entry
  %{n}v = call i32 @{op}(i32 %{n}x) [ "convergencectrl"(token %{n}tok) ]
  store i32 %{n}v, ptr %{n}out, align 4
  br label %{n}exit

{n}exit:
  %{n}r = phi i32 [ %{n}v, %{n}then ], [ {k + 1}, %entry ]
  ret i32 %{n}r
}}
"""
    else:
        body = f"""  br label %{n}loop

{n}loop:
  %{n}i = phi i32 [ 0, %entry ], [ %{n}next, %{n}loop ]
  %{n}lt = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %{n}tok) ]
  %{n}v = call i32 @{op}(i32 %{n}i) [ "convergencectrl"(token %{n}lt) ]
  %{n}next = add nsw i32 %{n}i, {k}
  %{n}again = icmp ult i32 %{n}next, %{n}v
  br i1 %{n}again, label %{n}loop, label %{n}exit, !llvm.loop !0

{n}exit:
  ret i32 %{n}v
}}
"""
    tail = f"""
declare token @llvm.experimental.convergence.entry() #1
declare i32 @{op}(i32) #1

attributes #0 = {{ convergent nounwind }}
attributes #1 = {{ convergent }}
!0 = distinct !{{!0}}
"""
    return head + body + tail


ASSERT_CRASH = """opt: /build/llvm-{v}/llvm/lib/Transforms/Scalar/JumpThreading.cpp:{line}: \
bool llvm::JumpThreadingPass::threadEdge(llvm::BasicBlock*): Assertion \
`BB->getSinglePredecessor() && "no predecessor"' failed.
PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.
Stack dump:
0.	Program arguments: /usr/lib/llvm-{v}/bin/opt -passes=jump-threading /tmp/case{seed}.ll
1.	Running pass "function(jump-threading)" on module "/tmp/case{seed}.ll"
2.	Running pass "jump-threading" on function "{fn}"
 #0 0x{a:012x} llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-{v}/bin/opt+0x2c4a3c8)
 #1 0x{a:012x} llvm::sys::RunSignalHandlers() (/usr/lib/llvm-{v}/bin/opt+0x2c47f2e)
 #2 0x{a:012x} SignalHandler(int) Signals.cpp:0:0
 #3 0x{a:012x} (/lib/x86_64-linux-gnu/libc.so.6+0x42520)
 #4 0x{a:012x} pthread_kill (/lib/x86_64-linux-gnu/libc.so.6+0x969fc)
 #5 0x{a:012x} raise (/lib/x86_64-linux-gnu/libc.so.6+0x42476)
 #6 0x{a:012x} abort (/lib/x86_64-linux-gnu/libc.so.6+0x287f3)
 #7 0x{a:012x} (/lib/x86_64-linux-gnu/libc.so.6+0x2871b)
 #8 0x{a:012x} llvm::{top}(llvm::BasicBlock*, llvm::SmallVectorImpl<llvm::BasicBlock*> const&) (/usr/lib/llvm-{v}/bin/opt+0x395a0f4)
 #9 0x{a:012x} llvm::JumpThreadingPass::processBlock(llvm::BasicBlock*) (/usr/lib/llvm-{v}/bin/opt+0x3959e21)
#10 0x{a:012x} llvm::JumpThreadingPass::runImpl(llvm::Function&) (/usr/lib/llvm-{v}/bin/opt+0x3958a10)
#11 0x{a:012x} llvm::JumpThreadingPass::run(llvm::Function&, llvm::AnalysisManager<llvm::Function>&) (/usr/lib/llvm-{v}/bin/opt+0x3958000)
"""


def crash_message(*, seed: int = 1, a: int = 0x55D5C1E0A3C8, line: int = 1234, v: int = 19,
                  fn: str = "kernel", top: str = "JumpThreadingPass::threadEdge") -> str:
    return ASSERT_CRASH.format(seed=seed, a=a, line=line, v=v, fn=fn, top=top)


def sig(verdict: str, candidate: str = "jump-threading", **kw: Any) -> str:
    return compute_signature(verdict, candidate, **kw).key_hash


# -- migrations -----------------------------------------------------------------------


def test_open_migrates_an_empty_database(db_url: str) -> None:
    engine = make_engine(db_url)
    try:
        assert current_revision(engine) is None
        assert not TABLES & set(sa.inspect(engine).get_table_names())
        with Store.open(db_url) as store:
            assert store.campaigns() == []
        # The schema came from the migration (alembic's version table exists),
        # and the migration builds exactly what the models describe.
        assert current_revision(engine) == head_revision()
        assert TABLES | {"alembic_version"} <= set(sa.inspect(engine).get_table_names())
        with engine.connect() as conn:
            diff = compare_metadata(MigrationContext.configure(conn), metadata)
        assert diff == []
        # Opening again is a no-op.
        with Store.open(db_url) as store:
            assert current_revision(engine) == head_revision()
            if engine.dialect.name == "sqlite":  # back on after the migration's connection
                with store.engine.connect() as conn:
                    assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
    finally:
        engine.dispose()


def test_downgrade_upgrade_round_trip(db_url: str) -> None:
    with Store.open(db_url) as store:
        store.create_campaign("before", candidate="O3", master_seed=1)
    engine = make_engine(db_url)
    try:
        downgrade(engine, "base")
        assert current_revision(engine) is None
        assert not TABLES & set(sa.inspect(engine).get_table_names())
        upgrade(engine)
        assert current_revision(engine) == head_revision()
        with Store.open(db_url) as store:
            assert store.campaigns() == []  # the downgrade dropped the data with the tables
            c = store.create_campaign("after", candidate="O3", master_seed=2)
            assert [x.name for x in store.campaigns()] == ["after"]
            assert c.status == "created"
    finally:
        engine.dispose()


def _open_worker(url: str) -> int:
    _start_together()
    with Store.open(url) as store:
        return len(store.campaigns())


def test_concurrent_open_migrates_once(db_url: str, pool: Any) -> None:
    assert pool.map(_open_worker, [db_url] * WORKERS) == [0] * WORKERS
    engine = make_engine(db_url)
    try:
        assert current_revision(engine) == head_revision()
    finally:
        engine.dispose()


def test_sqlite_engine_settings(tmp_path: Any) -> None:
    """WAL, a busy timeout, BEGIN IMMEDIATE for writes and a deferred BEGIN for reads."""
    engine = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    begins: list[str] = []

    @sa.event.listens_for(engine, "before_cursor_execute")
    def _log(_conn: Any, _cur: Any, statement: str, *_: Any) -> None:
        if statement.startswith("BEGIN"):
            begins.append(statement)

    try:
        with engine.begin() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA busy_timeout").scalar() >= 10_000
            assert conn.exec_driver_sql("PRAGMA foreign_keys").scalar() == 1
        with read_only(engine).connect() as conn:
            conn.exec_driver_sql("SELECT 1").scalar()
        assert begins == ["BEGIN IMMEDIATE", "BEGIN"]
    finally:
        engine.dispose()


# -- campaigns and batches ------------------------------------------------------------


def test_campaign_round_trip_and_batches(store: Store) -> None:
    c = store.create_campaign("c", candidate="simplifycfg,jump-threading", master_seed=2**62,
                              config={"blocks": 8, "ops": ["subgroupAdd"]},
                              generator_version="gen-1", batch_size=100, seed_end=250)
    got = store.campaign(c.id)
    assert got == c and got.config == {"blocks": 8, "ops": ["subgroupAdd"]}
    assert got.master_seed == 2**62 and got.created_at.tzinfo is not None
    b = store.claim_batches(c.id, 5, "w1")
    assert [(x.start, x.end) for x in b] == [(0, 100), (100, 200), (200, 250)]
    assert store.claim_batches(c.id, 1, "w2") == []
    assert store.campaign(c.id).status == "running"

    assert store.fail_batch(b[1].id, "worker died", worker="w1", max_attempts=2) == "pending"
    (again,) = store.claim_batches(c.id, 3, "w2")
    assert (again.id, again.attempts, again.worker) == (b[1].id, 2, "w2")
    assert store.complete_batch(b[1].id, Counters(checked=100), worker="w1") is False  # not w1's
    assert store.complete_batch(again.id, Counters(checked=100, findings=2, violations=1,
                                                   crashes=1, fired=40, seconds=2.5), worker="w2")
    assert store.complete_batch(again.id, Counters(checked=100), worker="w2") is False  # twice
    assert store.complete_batch(b[0].id, Counters(checked=100, inconclusive=3))
    assert store.campaign(c.id).status == "running"
    assert store.requeue_stale(c.id, timedelta(seconds=-1)) == 1  # b[2] presumed dead
    (last,) = store.claim_batches(c.id, 1, "w3")
    assert store.complete_batch(last.id, Counters(checked=50, ill_formed=1))
    final = store.campaign(c.id)
    assert final.status == "done" and final.finished_at is not None
    assert final.counters == Counters(checked=250, findings=2, violations=1, crashes=1,
                                      inconclusive=3, ill_formed=1, fired=40, seconds=2.5)
    assert [x.state for x in store.batches(c.id)] == ["done"] * 3

    store.set_campaign_status(c.id, "paused")
    assert store.claim_batches(c.id, 1, "w4") == []


def test_every_stored_verdict_is_counted(store: Store) -> None:
    """One counter per bug kind and inconclusive, derived from the vocabulary: a new kind
    without its counter column (storage.migrations.kinds.add_counters) fails here."""
    from storage.models import counter_column

    for table in (campaigns, seed_batches):
        assert {counter_column(v) for v in STORED_VERDICTS} <= set(table.c.keys())
    c = store.create_campaign("kinds", candidate="O2", master_seed=1, config={},
                              generator_version="gen-1", batch_size=10, seed_end=10)
    (batch,) = store.claim_batches(c.id, 1, "w")
    tallied = {"pass": 3, "not-fired": 1, **{v.value: k + 1 for k, v in enumerate(STORED_VERDICTS)}}
    counters = Counters.of(tallied, fired=9, seconds=1.0)
    assert counters.checked == sum(tallied.values())
    assert counters.findings == sum(tallied[v] for v in BUG_KINDS)
    assert store.complete_batch(batch.id, counters, worker="w")
    stored = store.campaign(c.id).counters
    assert stored == counters
    assert [stored.count(v) for v in STORED_VERDICTS] == [tallied[v] for v in STORED_VERDICTS]
    assert (stored.count(Verdict.CODEGEN), stored.count(Verdict.UNSOUND_UNIFORMITY)) == (
        tallied["codegen"], tallied["unsound-uniformity"])


def _claim_worker(url: str, campaign_id: int, name: str
                  ) -> tuple[str, list[tuple[int, int]], list[tuple[int, int, int]]]:
    claims: list[tuple[int, int]] = []
    done: list[tuple[int, int, int]] = []
    with Store.open(url) as store:
        _start_together()
        while batches := store.claim_batches(campaign_id, 3, name):
            for b in batches:
                claims.append((b.id, b.attempts))
                if b.start % 350 == 0 and b.attempts == 1:  # some first attempts fail
                    assert store.fail_batch(b.id, "injected", worker=name) == "pending"
                    continue
                if store.complete_batch(b.id, Counters(checked=len(b.seeds), fired=1),
                                        worker=name):
                    done.append((b.id, b.start, b.end))
            # A worker works between its claims. Without that pause, SQLite's busy handler
            # (no queue: waiters poll with growing sleeps) lets one process that claims and
            # completes in a tight loop take every batch before the others wake up.
            time.sleep(0.003)
    return name, claims, done


def test_concurrent_batch_claiming(store: Store, db_url: str, pool: Any) -> None:
    c = store.create_campaign("race", candidate="O3", master_seed=7, batch_size=50, seed_end=6000)
    out = pool.starmap(_claim_worker, [(db_url, c.id, f"w{i}") for i in range(WORKERS)])
    claims = [cl for _, cls, _ in out for cl in cls]
    done = [d for _, _, ds in out for d in ds]
    # No batch was ever held by two workers at once (same batch, same attempt).
    assert len(claims) == len(set(claims))
    # Every seed checked exactly once.
    seeds = sorted(s for _, start, end in done for s in range(start, end))
    assert seeds == list(range(6000))
    assert len({bid for bid, _, _ in done}) == len(done) == 120
    assert sum(1 for _, a in claims if a == 2) == len(range(0, 6000, 350))
    final = store.campaign(c.id)
    assert final.status == "done"
    assert final.counters.checked == 6000 and final.counters.fired == 120
    assert {b.state for b in store.batches(c.id)} == {"done"}
    assert sum(1 for _, _, ds in out if ds) > 1, "the workers did not overlap"


# -- findings, signatures, dedup ------------------------------------------------------

#: Bug classes of the concurrency test: (verdict, convergent op, shape, asserted call).
BUGS = [
    ("violation", "subgroupAdd", "diamond", None),
    ("violation", "subgroupBallot", "diamond", None),
    ("violation", "subgroupAdd", "loop", None),
    ("ill-formed-after", "subgroupMin", "loop", None),
    ("crash", "subgroupAdd", "diamond", "getSinglePredecessor()"),
    ("crash", "subgroupAdd", "diamond", "getUniquePredecessor()"),
]


def make_finding(campaign_id: int, seed: int) -> Finding:
    """Seed ``seed``'s finding: bug class ``seed % 7`` (class 6: inconclusive), varied names."""
    cls = seed % 7
    rng = random.Random(seed)
    names = rng.choice(["", "a.", "tmp", "q_"]) + str(seed)
    if cls == 6:
        return Finding(campaign_id, seed, "O3", "inconclusive", kernel(names=names),
                       message="timeout after 20000 steps")
    verdict, op, shape, asserted = BUGS[cls]
    ir = kernel(op, rng.randrange(1, 1000), names=names, shape=shape, fn=f"k{seed}")
    message = ""
    if verdict == "crash":
        message = crash_message(seed=seed, a=rng.getrandbits(44), fn=f"k{seed}").replace(
            "getSinglePredecessor()", asserted or "")
    elif verdict == "ill-formed-after":
        message = f"Instruction does not dominate all uses!\n  %{names}v = call i32 ..."
    return Finding(
        campaign_id, seed, "O3", verdict, ir, model="tokens", triple="spirv64",
        message=message, after_ir=ir, schedule=Schedule.full(4, {f"{names}x": [seed, 1, 2, 3]}),
        choices={"blocks": rng.randrange(10)}, bisected_pass="jump-threading<O3>",
        bisected_index=rng.randrange(40),
    )


def _record_worker(url: str, campaign_ids: list[int], seeds: int, me: int
                   ) -> list[tuple[int, int, int | None, bool]]:
    todo = [(c, s) for c in campaign_ids for s in range(seeds)]
    todo += [(campaign_ids[0], 1000 + me)]  # one finding only this worker has
    random.Random(me).shuffle(todo)
    out = []
    with Store.open(url) as store:
        _start_together()
        # Odd workers record a batch's findings in one transaction, as the driver does.
        chunk = 4 if me % 2 else 1
        for i in range(0, len(todo), chunk):
            part = todo[i:i + chunk]
            recorded = store.record_findings([make_finding(c, s) for c, s in part])
            out += [(c, s, sid, new) for (c, s), (sid, new) in zip(part, recorded, strict=True)]
        # Recording again is a no-op, also after the others finished.
        for c, s in todo[:5]:
            sid, new = store.record_finding(make_finding(c, s))
            out.append((c, s, sid, new))
            assert not new
    return out


def test_concurrent_idempotent_recording(store: Store, db_url: str, pool: Any) -> None:
    cids = [store.create_campaign(f"c{i}", candidate="O3", master_seed=i).id for i in range(2)]
    seeds = 28
    results = pool.starmap(_record_worker, [(db_url, cids, seeds, i) for i in range(WORKERS)])
    out = [r for rs in results for r in rs]

    all_seeds = [(c, s) for c in cids for s in range(seeds)] + [(cids[0], 1000 + i)
                                                               for i in range(WORKERS)]
    assert store.count_findings() == len(all_seeds)  # nothing lost, nothing doubled
    # Every worker saw the same signature for the same finding.
    by_case: dict[tuple[int, int], set[int | None]] = {}
    for c, s, sid, _ in out:
        by_case.setdefault((c, s), set()).add(sid)
    assert all(len(v) == 1 for v in by_case.values())
    # One signature per bug class, whatever the names, constants and campaign.
    by_class: dict[int, set[int | None]] = {}
    for (_, s), sids in by_case.items():
        by_class.setdefault(s % 7, set()).update(sids)
    assert by_class[6] == {None}
    assert all(len(by_class[k]) == 1 for k in range(6))
    assert len({next(iter(by_class[k])) for k in range(6)}) == 6
    # hits == number of distinct findings; is_new exactly once per signature.
    expected = Tally(s % 7 for _, s in all_seeds)
    new_count = Tally(sid for _, _, sid, new in out if new)
    sigs = {x.id: x for x in store.signatures()}
    assert len(sigs) == 6
    for k in range(6):
        sid = next(iter(by_class[k]))
        assert sigs[sid].hits == expected[k]
        assert new_count[sid] == 1
        assert len(store.findings_for(sid)) == expected[k]
        assert sigs[sid].kind == BUGS[k][0] and sigs[sid].pass_name == "jump-threading"
    assert sum(1 for _, _, _, new in out if new) == 6


def test_finding_round_trip_and_idempotence(store: Store) -> None:
    c = store.create_campaign("c", candidate="O3", master_seed=1)
    f = make_finding(c.id, 0)
    sid, new = store.record_finding(f)
    assert new and sid is not None
    assert store.record_finding(f) == (sid, False)
    (stored,) = store.findings_for(sid)
    assert stored.seed == 0 and stored.before_ir == f.before_ir and stored.model == "tokens"
    assert stored.schedule_object() == f.schedule
    assert stored.choices == f.choices and stored.bisected_pass == "jump-threading<O3>"
    assert store.finding(stored.id) == stored
    # A different model is a different finding of the same bug.
    assert store.record_finding(Finding(**{**f.__dict__, "model": "other"})) == (sid, False)
    assert store.signature(sid).hits == 2
    assert store.record_finding(make_finding(c.id, 6)) == (None, False)  # inconclusive
    with store.engine.connect() as conn:  # a missing schedule is SQL NULL, not JSON 'null'
        assert conn.execute(sa.text("SELECT count(*) FROM findings WHERE schedule IS NULL")
                            ).scalar() == 1
    with pytest.raises(ValueError):
        store.record_finding(Finding(c.id, 9, "O3", "pass", kernel()))
    assert [s.id for s in store.signatures(campaign_id=c.id)] == [sid]
    other = store.create_campaign("d", candidate="O3", master_seed=2)
    assert store.signatures(campaign_id=other.id) == []


def test_further_hits_of_a_signature_are_stored_compact(store: Store) -> None:
    """Past a signature's exemplars, a regenerable hit keeps its key, verdict, signature,
    pass, message head and a digest of its programs, not the programs; hit counts are
    those of full rows, and anything not regenerable (or inconclusive) stays full."""
    store.exemplars = 2
    c = store.create_campaign("c", candidate="O3", master_seed=1)

    def hit(seed: int, regenerable: bool = True) -> Finding:
        return Finding(**{**make_finding(c.id, seed).__dict__, "regenerable": regenerable})

    # Bug class 0 (seeds = 0 mod 7) is one signature; 6 mod 7 is inconclusive.
    (sid, new), _ = store.record_findings([hit(0), hit(7)])
    assert new
    rows = store.record_findings([hit(14), hit(21), hit(28), hit(35, regenerable=False), hit(6)])
    assert [r[0] for r in rows] == [sid] * 4 + [None]
    assert store.record_finding(hit(14)) == (sid, False)  # recorded again: nothing changes
    assert store.signature(sid).hits == 6
    found = {f.seed: f for f in store.findings_for(sid)}
    assert sorted(s for s, f in found.items() if f.compact) == [14, 21, 28]
    for seed in (14, 21, 28):
        f, full = found[seed], hit(seed)
        assert (f.before_ir, f.after_ir, f.schedule, f.choices) == (None, None, None, None)
        assert (f.verdict, f.model, f.bisected_pass, f.bisected_index) == (
            full.verdict, full.model, full.bisected_pass, full.bisected_index)
        assert f.message == full.message.split("\n")[0][:200]
        assert f.digest == program_digest(full.before_ir, full.after_ir,
                                          schedule_json(full.schedule))
    assert found[0].before_ir == hit(0).before_ir and found[35].before_ir == hit(35).before_ir
    assert found[0].digest is None and found[35].digest is None
    with store.engine.connect() as conn:  # an inconclusive case has no signature: full
        assert conn.execute(sa.text("SELECT before_ir FROM findings WHERE seed = 6")
                            ).scalar() == hit(6).before_ir
    # The hits of one call count in order: a new signature's first two keep their programs.
    rows = store.record_findings([hit(1), hit(8), hit(15)])
    assert [f.compact for f in store.findings_for(rows[0][0])] == [False, False, True]
    assert store.exemplar(sid) == found[0]
    with pytest.raises(ValueError):
        store.resignature(found[14].id, bisected_pass="gvn")


def test_compact_findings_migrate_down_and_up(db_url: str) -> None:
    """Migration 0009 on a store with data: down to 0008 a compact finding keeps an empty
    program (its key, verdict and signature stay), up again every row is there."""
    with Store.open(db_url, exemplars=0) as store:
        c = store.create_campaign("c", candidate="O3", master_seed=1)
        full = make_finding(c.id, 0)
        store.record_findings([full, Finding(**{**make_finding(c.id, 7).__dict__,
                                                "regenerable": True})])
        sid = store.findings_for(store.signatures()[0].id)[0].signature_id
    engine = make_engine(db_url)
    try:
        downgrade(engine, "0008")
        with engine.connect() as conn:
            assert conn.execute(sa.text("SELECT seed, before_ir FROM findings ORDER BY seed")
                                ).all() == [(0, full.before_ir), (7, "")]
        upgrade(engine)
        assert current_revision(engine) == head_revision()
    finally:
        engine.dispose()
    with Store.open(db_url) as store:
        assert [(f.seed, f.signature_id, f.compact) for f in store.findings_for(sid)] == [
            (0, sid, False), (7, sid, False)]
        assert store.signature(sid).hits == 2


def test_triage_persists(store: Store, db_url: str) -> None:
    c = store.create_campaign("c", candidate="O3", master_seed=1)
    a, _ = store.record_finding(make_finding(c.id, 0))
    b, _ = store.record_finding(make_finding(c.id, 1))
    assert a is not None and b is not None and a != b
    updated = store.set_triage(a, "reported", "llvm/llvm-project#12345")
    assert (updated.triage, updated.note) == ("reported", "llvm/llvm-project#12345")
    assert store.set_triage(a, "fixed").note == "llvm/llvm-project#12345"  # note kept
    with pytest.raises(ValueError):
        store.set_triage(a, "wontfix")
    with pytest.raises(KeyError):
        store.set_triage(10**9, "confirmed")
    with Store.open(db_url) as again:
        got = again.signature(a)
        assert got is not None and (got.triage, got.note) == ("fixed", "llvm/llvm-project#12345")
        assert [s.id for s in again.signatures(triage="new")] == [b]
        assert [s.id for s in again.signatures(triage=["fixed", "ignored"])] == [a]
        # A new hit on a triaged bug keeps its triage state.
        assert again.record_finding(make_finding(c.id, 7)) == (a, False)
        assert again.signature(a).triage == "fixed"


def test_resignature_and_reproducers(store: Store) -> None:
    c = store.create_campaign("c", candidate="O3", master_seed=1)
    # Unminimized: a different shape (an extra instruction) from the known bug.
    known, _ = store.record_finding(make_finding(c.id, 0))
    noisy = kernel(names="n").replace("  %ncond", "  %junk = add i32 %nx, 1\n  %ncond")
    f = Finding(c.id, 100, "O3", "violation", noisy, model="tokens",
                bisected_pass="jump-threading")
    sid, new = store.record_finding(f)
    assert new and sid != known
    (stored,) = store.findings_for(sid)
    # Minimization shows it is the known bug: the hit moves, the empty signature goes.
    assert store.resignature(stored.id, reduced_ir=kernel(k=99)) == (known, False)
    assert store.signature(sid) is None
    assert store.signature(known).hits == 2
    rid = store.add_reproducer(known, finding_id=stored.id, before_ll=kernel(), after_ll=kernel(),
                               schedule=Schedule.full(4), command="opt -passes=jump-threading",
                               blocks_before=9, instructions_before=40, blocks_after=3,
                               instructions_after=8, reduction_seconds=1.5)
    store.add_reproducer(known, directory="/shared/repro/1", instructions_after=12)
    repros = store.reproducers(known)
    assert [r.id for r in repros][0] == rid
    assert Schedule.loads(repros[0].schedule_json or "") == Schedule.full(4)
    with pytest.raises(ValueError):
        store.add_reproducer(known)


# -- deduplication (pure) -------------------------------------------------------------


def test_same_bug_same_signature() -> None:
    a = kernel("subgroupAdd", 7)
    b = kernel("subgroupAdd", 123456, names="renamed.", fn="other")
    assert normalize_ir(a) == normalize_ir(b)
    assert sig("violation", ir=a) == sig("violation", ir=b)
    # Unnamed (numbered) values and blocks, attributes and metadata differ too.
    numbered = """define i32 @f(i32 %0, ptr %1) {
  %3 = call token @llvm.experimental.convergence.entry()
  %4 = icmp slt i32 %0, -5
  br i1 %4, label %5, label %7

5:
  %6 = call i32 @subgroupAdd(i32 %0) [ "convergencectrl"(token %3) ]
  store i32 %6, ptr %1, align 16
  br label %7

7:                                                ; preds = %5, %2
  %8 = phi i32 [ %6, %5 ], [ 0, %2 ]
  ret i32 %8
}
"""
    assert normalize_ir(numbered) == normalize_ir(a)
    # A pipeline or O3 bisected to the same pass (spelled with or without options).
    assert sig("violation", "O3", bisected_pass="jump-threading<O3>", ir=a) == sig(
        "violation", "simplifycfg,jump-threading", bisected_pass="function(jump-threading)", ir=b)
    # LLVM 19 bisects to pass classes, LLVM 22 to pass names: the same pass, the same bug.
    assert sig("violation", "O3", bisected_pass="SimpleLoopUnswitchPass", ir=a) == sig(
        "violation", "O3", bisected_pass="simple-loop-unswitch<nontrivial>", ir=a)
    assert sig("ill-formed-after", "default<O3>", bisected_pass="SimplifyCFGPass", ir=a,
               message="Loop intrinsic cannot be preceded") == sig(
        "ill-formed-after", "default<O3>", bisected_pass="simplifycfg", ir=a,
        message="Loop intrinsic cannot be preceded")
    # ... also where the pipeline name is not the class name spelt differently (read from
    # opt-19: `-passes=indvars -opt-bisect-limit=-1` runs IndVarSimplifyPass)
    for cls, name in [("IndVarSimplifyPass", "indvars"), ("LoopFullUnrollPass", "loop-unroll-full"),
                      ("MergedLoadStoreMotionPass", "mldst-motion"), ("InlinerPass", "inline")]:
        assert sig("ill-formed-after", "default<O2>", bisected_pass=cls,
                   message="Entry intrinsic can occur only in the entry block.") == sig(
            "ill-formed-after", "O2", bisected_pass=f"function(loop-mssa({name}))",
            message="Entry intrinsic can occur only in the entry block."), cls
    # ... and different passes stay apart
    assert sig("violation", "O2", bisected_pass="IndVarSimplifyPass", ir=a) != sig(
        "violation", "O2", bisected_pass="LoopFullUnrollPass", ir=a)
    # Crashes: addresses, paths, LLVM version, line, seed file and function names vary.
    m1 = crash_message()
    m2 = crash_message(seed=77, a=0x7FFF0000BEEF, line=1240, v=20, fn="k99")
    assert crash_state(m1) == crash_state(m2)
    assert crash_state(m1).splitlines() == [
        "assertion: BB->getSinglePredecessor() && \"no predecessor\"",
        "pass: jump-threading",
    ]
    # Stack frames depend on the build (inlining, symbols): not part of the signature.
    assert crash_state(crash_message(top="JumpThreadingPass::cloneInstructions")) == crash_state(m1)
    assert sig("crash", message=m1, ir=a) == sig("crash", message=m2, ir=kernel("subgroupMin"))
    # Ill-formed: the verifier message's names do not matter.
    assert sig("ill-formed-after", ir=a, message="Instruction does not dominate all uses!\n %x") \
        == sig("ill-formed-after", ir=b, message="Instruction does not dominate all uses!\n %y")


def test_different_bugs_different_signatures() -> None:
    a = kernel("subgroupAdd")
    base = sig("violation", ir=a)
    assert sig("violation", "simplifycfg", ir=a) != base  # another candidate
    assert sig("violation", "O3", bisected_pass="licm", ir=a) != sig(
        "violation", "O3", bisected_pass="jump-threading", ir=a)  # another pass
    assert sig("ill-formed-after", ir=a) != base  # another verdict kind
    assert sig("violation", ir=kernel("subgroupBallot")) != base  # another convergent op
    assert sig("violation", ir=kernel("subgroupAdd", shape="loop")) != base  # another CFG
    assert sig("violation", ir=a.replace("icmp slt", "icmp ult")) != base  # another predicate
    other_assert = crash_message().replace("getSinglePredecessor()", "getUniquePredecessor()")
    assert sig("crash", message=other_assert) != sig("crash", message=crash_message())
    assert sig("crash", message=crash_message().replace('"jump-threading" on function',
                                                        '"simplifycfg" on function')) != sig(
        "crash", message=crash_message())  # another running pass
    assert sig("ill-formed-after", ir=a, message="Entry block to function must not have preds!") \
        != sig("ill-formed-after", ir=a, message="Instruction does not dominate all uses!")
    with pytest.raises(ValueError):
        compute_signature("inconclusive", "O3", ir=a)


def test_crash_state_python_traceback_and_signals() -> None:
    tb = """Traceback (most recent call last):
  File "/home/a/fuzzfarm/transforms/sink.py", line 88, in run
    self.sink(block)
  File "/home/a/fuzzfarm/transforms/sink.py", line 120, in sink
    raise ValueError(f"phi {phi} in block {b} has {n} incoming values")
ValueError: phi %v12 in block %bb3 has 3 incoming values
"""
    other = tb.replace("%v12", "%x").replace("%bb3", "%exit").replace("3 incoming", "5 incoming")
    other = other.replace("/home/a", "/srv/ci").replace("line 88", "line 90")
    assert crash_state(tb) == crash_state(other) == (
        "python: ValueError: phi %_ in block %_ has N incoming values\nsink\nrun")
    assert crash_state("Segmentation fault (core dumped) at 0x1234").startswith("signal: ")
    assert crash_state("LLVM ERROR: Broken module found, compilation aborted!") == (
        "llvm error: Broken module found, compilation aborted!")
    assert normalize_pass("function<eager-inv>(loop-mssa(licm<allowspeculation>))") == "licm"


def test_signature_checks_record_which_optimizers_reproduce(store: Store) -> None:
    """Version triage: one answer per (signature, optimizer, pipeline), the latest one wins."""
    o19, o22 = "LLVM 19.1.7 (/usr/bin/opt-19)", "LLVM 22.1.0 (embedded, llvmlite 0.50.0)"
    c = store.create_campaign("c", candidate="opt:default<O3>", master_seed=1, optimizer=o19)
    assert store.campaign(c.id).optimizer == o19
    f = make_finding(c.id, 3)  # an ill-formed-after
    f = Finding(**{**f.__dict__, "optimizer": o19, "pipeline": "default<O3>"})
    sid, new = store.record_finding(f)
    assert new and sid is not None
    assert store.signature(sid).optimizer == o19
    assert store.findings_for(sid)[0].optimizer == o19
    [found] = store.checks(sid)
    assert (found.optimizer, found.pipeline, found.reproduces, found.source) == (
        o19, "default<O3>", True, "campaign")
    store.record_check(sid, optimizer=o22, pipeline="default<O3>", verdict="pass", reproduces=False)
    store.record_check(sid, optimizer=o22, pipeline="default<O3>", verdict="well-formed",
                       reproduces=False, message="x")
    checks = store.checks(sid)
    assert [(k.optimizer, k.verdict, k.reproduces) for k in checks] == [
        (o19, "ill-formed-after", True), (o22, "well-formed", False)]
    # A finding moved to another signature takes its optimizer's answer along.
    moved, _ = store.resignature(store.findings_for(sid)[0].id, bisected_pass="gvn")
    assert moved is not None and store.signature(moved).pass_name == "gvn"
    assert [k.optimizer for k in store.checks(moved)] == [o19]


def test_sqlite_switch_to_wal_waits_for_a_writer(tmp_path: Any) -> None:
    """Converting a file to WAL needs it to itself, and SQLite fails the switch at once (no
    busy handler) while another connection holds the write lock: what two processes opening
    a fresh store together do to each other. The opener must wait and retry instead."""
    import sqlite3
    import threading

    path = tmp_path / "fresh.db"
    with contextlib.closing(sqlite3.connect(path)) as seed:
        seed.execute("CREATE TABLE t (x)")
        seed.commit()
    holder = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    holder.execute("BEGIN IMMEDIATE")  # another opener, mid-conversion or mid-migration
    release = threading.Timer(0.5, holder.execute, ("COMMIT",))
    release.start()
    engine = make_engine(f"sqlite:///{path}")
    try:
        with engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
    finally:
        release.join()
        engine.dispose()
        holder.close()


def test_a_db_without_a_scheme_is_a_sqlite_file(tmp_path: Any, monkeypatch: Any,
                                                 capsys: Any) -> None:
    """``--db runs/x.db`` (what a user types) names a SQLite file, relative or absolute,
    instead of failing with SQLAlchemy's "could not parse"."""
    from fuzzfarm.cli import main

    absolute = tmp_path / "abs.db"
    Store.open(str(absolute)).close()
    assert absolute.stat().st_size > 0
    monkeypatch.chdir(tmp_path)
    Store.open("rel.db").close()
    assert (tmp_path / "rel.db").stat().st_size > 0
    assert main(["bugs", "--db", str(absolute)]) == 0
    assert main(["bugs", "--db", "missing.db"]) == 2
    assert "no database file missing.db" in capsys.readouterr().err
