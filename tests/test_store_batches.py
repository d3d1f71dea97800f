"""A batch's store traffic in one transaction: set-based recording and ``finish_batch``.

Both engines (a SQLite file, a fresh PostgreSQL schema). The expectations are
counted from the inputs (distinct stored cases per bug, the first case of each
new bug in the caller's order), not read back from the implementation.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest
from pgtest import fresh_schema

import storage.recording
from storage import Counters, Finding, Store
from storage.signatures import compute_signature
from storage.store import BatchResult


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[Store]:
    if request.param == "sqlite":
        with Store.open(f"sqlite:///{tmp_path / 'f.db'}") as s:
            yield s
        return
    with fresh_schema("ff_batch") as url, Store.open(url) as s:
        yield s


PROGRAM = "define void @k() {\nentry:\n  ret void\n}\n"
#: Verifier messages of different bugs (numbers and names are normalized away, words are not).
BUGS = ("Entry intrinsic cannot be preceded by a convergent operation",
        "Convergence control token can only be used by convergent operations",
        "Loop intrinsic must be in the header of its cycle",
        "Cannot mix controlled and uncontrolled convergence")


def case(campaign_id: int, seed: int, bug: int | None, model: str = "tokens") -> Finding:
    """A stored case: bug ``bug`` (a verifier message of its own) or inconclusive (None)."""
    if bug is None:
        return Finding(campaign_id, seed, "O2", "inconclusive", PROGRAM, model=model,
                       message="before's implementation choices were only sampled")
    return Finding(campaign_id, seed, "O2", "ill-formed-after", PROGRAM, model=model,
                   pipeline="O2", optimizer="LLVM 19", bisected_pass="simplifycfg",
                   message=BUGS[bug])


def test_a_batch_counts_each_distinct_case_once_and_names_the_first_finder(store: Store) -> None:
    cid = store.create_campaign("c", candidate="O2", master_seed=0).id
    earlier = case(cid, 1, bug=0)
    sid0, _ = store.record_finding(earlier)
    bugs = [0, 1, 1, None, 2, 1, 0, None, 2]
    batch = [case(cid, 10 + i, b) for i, b in enumerate(bugs)]
    batch += [earlier, batch[1], case(cid, 10, 0, model="other")]  # stored before, repeated, new
    recorded = store.record_findings(batch)

    distinct = {(f.seed, f.model): f for f in [earlier, *batch]}
    hits = Counter(f.message for f in distinct.values() if f.verdict != "inconclusive")
    sigs = {s.id: s for s in store.signatures()}
    by_bug = {f.message: sid for f, (sid, _) in zip(batch, recorded, strict=True) if sid}
    assert len(sigs) == 3 and set(by_bug.values()) == set(sigs)
    assert by_bug[earlier.message] == sid0
    for message, sid in by_bug.items():
        assert sigs[sid].hits == hits[message]
        assert len(store.findings_for(sid)) == hits[message]
    assert store.count_findings(cid) == len(distinct)
    # New exactly once per new bug, for its first case in the batch's order.
    first_new = {}
    for i, f in enumerate(batch):
        if f.verdict != "inconclusive" and f.message != earlier.message:
            first_new.setdefault(f.message, i)
    assert [i for i, (_, new) in enumerate(recorded) if new] == sorted(first_new.values())
    assert [sid for (sid, _), f in zip(recorded, batch, strict=True)
            if f.verdict == "inconclusive"] == [None, None]
    # Each bug reproduces on the campaign's optimizer: one version-triage row, not one per hit.
    assert all(len(store.checks(sid)) == 1 for sid in sigs)
    assert store.record_findings(batch) == [(sid, False) for sid, _ in recorded]
    assert {s.id: s.hits for s in store.signatures()} == {s.id: s.hits for s in sigs.values()}


def test_a_signature_computed_by_the_worker_is_the_one_stored(store: Store) -> None:
    cid = store.create_campaign("c", candidate="O2", master_seed=0).id
    plain = case(cid, 1, bug=3)
    key = compute_signature(plain.verdict, plain.candidate, bisected_pass=plain.bisected_pass,
                            message=plain.message, ir=plain.before_ir)
    (sid, new), = store.record_findings([replace(plain, seed=2, signature=key)])
    assert new and store.record_finding(plain) == (sid, False)
    assert store.signature(sid).key_hash == plain.signature_key().key_hash == key.key_hash


def test_finish_batch_records_completes_and_claims_in_one_transaction(store: Store) -> None:
    cid = store.create_campaign("c", candidate="O2", master_seed=0, batch_size=4,
                                seed_end=20).id
    (batch,) = store.claim_batches(cid, 1, "me")
    found = [case(cid, batch.start, 0), case(cid, batch.start + 1, None)]
    counters = Counters(checked=4, findings=1, ill_formed=1, inconclusive=1, seconds=2.0)
    out = store.finish_batch(cid, batch.id, found, counters, worker="me", claim=2)
    assert out.completed and out.recorded[0][1] and out.recorded[1] == (None, False)
    assert [b.seeds for b in out.claimed] == [range(4, 8), range(8, 12)]
    assert all(b.state == "running" and b.worker == "me" for b in out.claimed)
    camp = store.campaign(cid)
    assert camp.counters.checked == 4 and camp.counters.inconclusive == 1
    assert [b.id for b in store.batches(cid, "done")] == [batch.id]

    # Not the holder: its findings are facts and stay, the completion is refused.
    other = out.claimed[0]
    late = store.finish_batch(cid, other.id, [case(cid, other.start, 1)], Counters(checked=4),
                              worker="someone else")
    assert not late.completed and late.claimed == [] and store.count_findings(cid) == 3
    assert store.campaign(cid).counters.checked == 4
    # Out of time inside the batch: findings recorded, the batch stays claimed.
    kept = store.finish_batch(cid, other.id, [case(cid, other.start + 1, None)], None,
                              worker="me", claim=1)
    assert not kept.completed and store.batches(cid, "running")[0].id == other.id
    assert [b.seeds for b in kept.claimed] == [range(12, 16)]

    # A failure anywhere in the transaction keeps nothing of it.
    third = out.claimed[1]
    with pytest.raises(KeyError):
        store.finish_batch(cid + 100, third.id, [case(cid, third.start, 2)], Counters(checked=4),
                           worker="me", claim=1)
    assert store.count_findings(cid) == 4 and len(store.signatures()) == 2
    assert third.id in [b.id for b in store.batches(cid, "running")]


def test_a_case_stored_by_another_writer_meanwhile_keeps_its_record(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """PostgreSQL lets another driver store the same case between the batch's look-up of
    stored cases and its insert (a requeued batch done twice): the stored record stands,
    and the hits counted for the lost insert are taken back."""
    cid = store.create_campaign("c", candidate="O2", master_seed=0).id
    sid_a, _ = store.record_finding(case(cid, 1, bug=0))
    # The other writer's record of seed 2 reached a different signature (reduced otherwise).
    sid_b, _ = store.record_finding(case(cid, 2, bug=1))
    real = storage.recording._stored
    calls = []

    def blind_first(*args: Any) -> Any:
        calls.append(args)
        return {} if len(calls) == 1 else real(*args)

    monkeypatch.setattr(storage.recording, "_stored", blind_first)
    recorded = store.record_findings([case(cid, 1, bug=0), case(cid, 2, bug=2),
                                      case(cid, 3, bug=0)])
    assert recorded == [(sid_a, False), (sid_b, False), (sid_a, False)]
    hits = {s.id: s.hits for s in store.signatures()}
    assert hits == {sid_a: 2, sid_b: 1}  # bug 2's signature, created for nothing, is gone
    assert store.count_findings(cid) == 3


def test_batches_that_came_back_together_are_finished_in_one_transaction(store: Store) -> None:
    cid = store.create_campaign("c", candidate="O2", master_seed=0, batch_size=5,
                                seed_end=30).id
    a, b, c = store.claim_batches(cid, 3, "me")
    results = [BatchResult(a.id, [case(cid, a.start, 0), case(cid, a.start + 1, 0)],
                           Counters(checked=5, findings=2, ill_formed=2)),
               BatchResult(b.id, [], Counters(checked=5)),
               BatchResult(c.id, [case(cid, c.start, 1)], None)]  # out of time: stays claimed
    recorded, completed, claimed = store.finish_batches(cid, results, worker="me", claim=2)
    assert [len(r) for r in recorded] == [2, 0, 1]
    assert recorded[0][0][1] and recorded[0][1] == (recorded[0][0][0], False)
    assert recorded[2][0][1] and recorded[2][0][0] != recorded[0][0][0]
    assert completed == [True, True, False]
    assert [x.seeds for x in claimed] == [range(15, 20), range(20, 25)]
    assert store.campaign(cid).counters.checked == 10
    assert {x.id for x in store.batches(cid, "running")} == {c.id, *(x.id for x in claimed)}


def test_the_last_batches_of_a_finite_campaign_shrink_with_spread(store: Store) -> None:
    """Guided self-scheduling: with ``spread`` batches out at once, a batch is at most the
    spread's share of the seeds left, so the last batches end together."""
    plain = store.create_campaign("plain", candidate="O2", master_seed=0, batch_size=5,
                                  seed_end=30).id
    assert [len(b.seeds) for b in store.claim_batches(plain, 10, "me")] == [5] * 6
    cid = store.create_campaign("guided", candidate="O2", master_seed=1, batch_size=5,
                                seed_start=100, seed_end=130).id
    sizes = []
    while batches := store.claim_batches(cid, 2, "me", spread=4):
        sizes += [len(b.seeds) for b in batches]
    left = 30
    for size in sizes:  # never more than a quarter of what is left (rounded up), nor 5
        assert 1 <= size <= min(5, -(-left // 4))
        left -= size
    assert left == 0 and sizes[:3] == [5, 5, 5] and sizes[-3:] == [1, 1, 1]
    bounds = sorted((b.start, b.end) for b in store.batches(cid))
    assert bounds[0][0] == 100 and bounds[-1][1] == 130
    assert all(a[1] == b[0] for a, b in zip(bounds, bounds[1:], strict=False))


def test_programs_are_compressed_with_lz4_where_the_server_has_it(tmp_path: Any) -> None:
    """Migration 0008: new programs in ``findings`` are compressed with lz4 (pg_attribute's
    ``attcompression`` 'l') on a PostgreSQL that lists lz4, and stay readable."""
    import sqlalchemy as sa

    with fresh_schema("ff_lz4") as url, Store.open(url) as store:
        with store.engine.connect() as conn:
            methods = conn.execute(sa.text(
                "SELECT enumvals FROM pg_settings WHERE name = 'default_toast_compression'"
            )).scalar() or []
            got = dict(conn.execute(sa.text(
                "SELECT attname, attcompression FROM pg_attribute"
                " WHERE attrelid = 'findings'::regclass AND attname IN ('before_ir', 'after_ir')"
            )).all())
        assert got == dict.fromkeys(("before_ir", "after_ir"), "l" if "lz4" in methods else "")
        cid = store.create_campaign("c", candidate="O2", master_seed=0).id
        big = case(cid, 1, bug=0)
        big = replace(big, before_ir=PROGRAM * 400)  # large enough to be compressed
        sid, _ = store.record_finding(big)
        assert store.findings_for(sid)[0].before_ir == PROGRAM * 400


def test_the_look_up_of_stored_cases_probes_the_unique_index(tmp_path: Any) -> None:
    """SQLite: a batch's look-up of the cases already stored searches the unique key, not the
    table (a scan grew with the campaign: 100 ms per batch at 20,000 stored cases)."""
    import sqlalchemy as sa

    with Store.open(f"sqlite:///{tmp_path / 'f.db'}") as store:
        cid = store.create_campaign("c", candidate="O2", master_seed=0).id
        first = store.record_findings([case(cid, s, s % 2 or None) for s in range(50)])
        sent: list[tuple[str, Any]] = []
        sa.event.listen(store.engine, "before_cursor_execute",
                        lambda conn, cursor, statement, params, *_: sent.append((statement,
                                                                                 params)))
        recorded = store.record_findings([case(cid, s, 0, model=m) for s in range(40, 60)
                                          for m in ("tokens", "any")])
        assert recorded[:20:2] == first[40:50]  # the stored ones, found
        looks = [(q, p) for q, p in sent if q.lstrip().upper().startswith("SELECT")
                 and "FROM findings" in q]
        assert looks
        with store.engine.connect() as conn:
            for query, params in looks:
                plan = " ".join(r[3] for r in conn.exec_driver_sql(
                    "EXPLAIN QUERY PLAN " + query, params).all())
                assert "SEARCH findings USING INDEX" in plan and "SCAN findings" not in plan
