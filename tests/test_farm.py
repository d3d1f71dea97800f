"""The farm on a real local Ray instance: counters add up, dead workers lose nothing, resume.

One Ray instance serves the module (starting Ray costs seconds). The worker-death
hook ``FUZZFARM_TEST_DIE_ON_SEED`` must be in the environment before Ray starts,
so that worker processes inherit it; it names a seed no test campaign reaches
unless it asks to.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fuzzfarm.candidates import Candidate
from fuzzfarm.cli import main
from fuzzfarm.farm.case import CampaignConfig
from fuzzfarm.farm.driver import SEED_STRIDE, CampaignRunner, RunOptions, create_campaign
from fuzzfarm.farm.worker import DIE_ON_SEED_ENV
from fuzzfarm.vocabulary import BUG_KINDS, STORED_VERDICTS
from storage.store import Store

MASTER = 5
DYING_SEED = MASTER * SEED_STRIDE + 7  # the 8th seed of campaigns with master seed 5


@pytest.fixture(scope="module")
def ray_local():
    import ray

    os.environ[DIE_ON_SEED_ENV] = str(DYING_SEED)
    ray.init(address="local", num_cpus=2, include_dashboard=False, log_to_driver=False,
             configure_logging=False)
    yield ray
    ray.shutdown()
    os.environ.pop(DIE_ON_SEED_ENV, None)


def _store(tmp_path: Path) -> Store:
    return Store.open(f"sqlite:///{tmp_path}/farm.db")


def _counters_add_up(store: Store, campaign_id: int, cases: int, models: int) -> None:
    camp = store.campaign(campaign_id)
    assert camp is not None
    c = camp.counters
    assert c.checked == cases * models
    assert c.findings == sum(c.count(kind) for kind in BUG_KINDS)
    # Every seed's batch is done exactly once and the batches tile the seed range.
    batches = sorted(store.batches(campaign_id), key=lambda b: b.start)
    assert all(b.state == "done" for b in batches)
    assert batches[0].start == camp.seed_start and batches[-1].end == camp.seed_end
    assert all(a.end == b.start for a, b in zip(batches, batches[1:], strict=False))


def test_campaign_on_ray_finds_naive_bug_and_counters_add_up(ray_local, tmp_path: Path) -> None:
    store = _store(tmp_path)
    config = CampaignConfig(Candidate("transform", "hoist-naive"), models=("maximal", "ipdom"))
    cid = create_campaign(store, config, master_seed=12, cases=30, batch_size=5)
    tally = CampaignRunner(store, cid, RunOptions(workers=2, reproducers=tmp_path / "r")).run()
    _counters_add_up(store, cid, 30, 2)
    assert tally.cases == 60
    assert tally.verdicts["violation"] >= 1
    # Task-level timings: one span per batch, inside the run.
    assert len(tally.spans) == len(store.batches(cid)) and all(0 < a <= b for _, a, b in tally.spans)
    sig = store.signatures(campaign_id=cid)[0]
    repro = tally.reproducers[sig.id]
    assert (repro / "before.ll").exists() and (repro / "after.ll").exists()
    # Same master seed and configuration: same findings, in-process this time.
    store2 = Store.open(f"sqlite:///{tmp_path}/farm2.db")
    cid2 = create_campaign(store2, config, master_seed=12, cases=30, batch_size=7)
    CampaignRunner(store2, cid2, RunOptions(workers=0, reproducers=tmp_path / "r2")).run()
    keys = {s.key_hash for s in store.signatures(campaign_id=cid)}
    assert keys == {s.key_hash for s in store2.signatures(campaign_id=cid2)}


def test_a_signature_left_without_reproducer_gets_one(tmp_path: Path) -> None:
    """A run that recorded a new signature and stopped before writing its reproducer (a
    worker recording directly that died, a driver killed after its commit): the next run
    that meets the signature writes it, once."""
    store = _store(tmp_path)
    config = CampaignConfig(Candidate("transform", "hoist-naive"))
    first = create_campaign(store, config, master_seed=12, cases=12, batch_size=4)
    CampaignRunner(store, first, RunOptions(workers=0, reproducers=tmp_path / "a")).run()
    sigs = store.signatures(campaign_id=first)
    assert sigs and all(len(store.reproducers(s.id)) == 1 for s in sigs)
    with store.engine.begin() as conn:
        conn.exec_driver_sql("DELETE FROM reproducers")
    again = create_campaign(store, config, master_seed=12, cases=12, batch_size=4)
    tally = CampaignRunner(store, again, RunOptions(workers=0, reproducers=tmp_path / "b")).run()
    assert tally.new_signatures == [] and set(tally.reproducers) == {s.id for s in sigs}
    assert all(len(store.reproducers(s.id)) == 1 for s in sigs)


def test_worker_death_costs_nothing(ray_local, tmp_path: Path) -> None:
    store = _store(tmp_path)
    config = CampaignConfig(Candidate("transform", "sink-naive"))
    cid = create_campaign(store, config, master_seed=MASTER, cases=12, batch_size=4)
    tally = CampaignRunner(store, cid, RunOptions(workers=2, reproducers=tmp_path / "r")).run()
    _counters_add_up(store, cid, 12, 1)
    assert tally.worker_deaths >= 2  # the batch twice (Ray's retry), then the seed alone
    crashes = [f for s in store.signatures(kind="crash") for f in store.findings_for(s.id)]
    assert [f.seed for f in crashes] == [DYING_SEED]
    assert "worker died" in crashes[0].message
    assert crashes[0].before_ir.startswith("define") or "define" in crashes[0].before_ir


def test_resume_neither_repeats_nor_skips(ray_local, tmp_path: Path) -> None:
    store = _store(tmp_path)
    config = CampaignConfig(Candidate("transform", "hoist"))
    cid = create_campaign(store, config, master_seed=3, cases=40, batch_size=4)
    # Interrupt: a tiny time budget stops handing out work after the first batches.
    first = CampaignRunner(store, cid, RunOptions(workers=2, seconds=0.01, reproducers=tmp_path)).run()
    camp = store.campaign(cid)
    assert camp is not None and first.cases < 40 and camp.status != "done"
    second = CampaignRunner(store, cid, RunOptions(workers=2, reproducers=tmp_path)).run()
    assert first.cases + second.cases == 40
    _counters_add_up(store, cid, 40, 1)
    assert store.campaign(cid).status == "done"  # type: ignore[union-attr]


def test_gate_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    base = tmp_path / "baseline.json"
    common = ["gate", "--transform", "hoist-naive", "--cases", "30", "--seed", "12", "--workers", "0",
              "--baseline", str(base), "--junit", str(tmp_path / "j.xml"),
              "--summary", str(tmp_path / "s.md"), "--reproducers", str(tmp_path / "r"),
              "--max-inconclusive", "1"]  # the naive hoist fires on few generated kernels
    assert main(common) == 1  # a bug not in the (missing) baseline
    junit = (tmp_path / "j.xml").read_text()
    assert 'failures="1"' in junit and "new bug signature" in junit
    assert "FAILED" in (tmp_path / "s.md").read_text()
    assert main([*common, "--update-baseline"]) == 0
    assert main(common) == 0  # the same campaign again: nothing new
    assert 'failures="0"' in (tmp_path / "j.xml").read_text()
    assert main(["gate", "--cases", "3", "--baseline", str(base)]) == 2  # no candidate
    base.write_text("not json")
    assert main(common) == 2
    # The aware transform produces no violations, so an empty baseline passes.
    (tmp_path / "empty.json").write_text('{"version": 1, "signatures": []}')
    ok = ["gate", "--transform", "hoist", "--cases", "20", "--workers", "0",
          "--baseline", str(tmp_path / "empty.json"), "--junit", str(tmp_path / "j2.xml"),
          "--summary", str(tmp_path / "s2.md"), "--max-inconclusive", "1"]
    assert main(ok) == 0
    # ... but it fires on none of these kernels: by default such a gate tested nothing.
    assert main(ok[:-2]) == 3
    assert "NOT TESTED" in (tmp_path / "s2.md").read_text()
    capsys.readouterr()


def test_campaign_and_bugs_cli(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["campaign", "--transform", "hoist-naive", "--cases", "30", "--seed", "12", "--no-steer",
                 "--workers", "0", "--no-progress", "--model", "both", "--max-inconclusive", "1"]) == 0
    out = capsys.readouterr().out
    assert "bug signatures" in out and "violation" in out
    assert "…" not in out and "inconclusive" in out and "firing rate" in out  # a log keeps every word
    header = next(line for line in out.splitlines() if "passed" in line and "firing rate" in line)
    assert all(kind in header for kind in STORED_VERDICTS)  # codegen, unsound-uniformity, ...
    assert main(["bugs", "--json"]) == 0
    import json

    sigs = json.loads(capsys.readouterr().out)
    assert sigs and sigs[0]["kind"] == "violation"
    sid = str(sigs[0]["id"])
    assert main(["bugs", "show", sid]) == 0
    assert "first differing operation" in capsys.readouterr().out
    assert main(["bugs", "set", sid, "--state", "confirmed", "--note", "hoist bug"]) == 0
    assert "confirmed" in capsys.readouterr().out
    assert main(["bugs", "--json", "--state", "confirmed"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["note"] == "hoist bug"
    assert main(["bugs", "show", "999"]) == 2
    assert main(["bugs", "--db", "sqlite:///nowhere.db"]) == 2
    assert main(["campaign", "--cases", "3"]) == 2  # no candidate
    assert main(["campaign", "--resume", "77", "--workers", "0"]) == 2
    # Workers recording their own findings need workers and a PostgreSQL store.
    assert main(["campaign", "--transform", "hoist", "--cases", "3", "--workers-record",
                 "--db", f"sqlite:///{tmp_path}/w.db"]) == 2
    assert not (tmp_path / "w.db").exists()


def test_known_signature_is_counted_not_reduced_again(tmp_path: Path) -> None:
    """Only new work: generated controlled kernels all fail AMDGPU's machine verifier the
    same way; the first EXEMPLARS_PER_SIGNATURE hits are reduced, every later hit is
    recorded against the same signature with the exemplar's reduction, and counted."""
    from fuzzfarm.farm.exemplars import EXEMPLARS_PER_SIGNATURE
    from fuzzfarm.llvm.codegen import CodegenTarget

    amdgpu = CodegenTarget.parse("amdgcn-amd-amdhsa:gfx1030")
    store = _store(tmp_path)
    config = CampaignConfig(Candidate("codegen", "", amdgpu.triple, codegen=str(amdgpu),
                                      known_codegen=False), style="controlled", reduce_seconds=3)
    cid = create_campaign(store, config, master_seed=3, cases=6, batch_size=1)
    tally = CampaignRunner(store, cid, RunOptions(workers=0, reproducers=tmp_path / "r")).run()
    camp = store.campaign(cid)
    assert camp is not None and camp.counters.checked == 6 and camp.counters.findings == tally.findings
    sigs = store.signatures(campaign_id=cid)
    assert tally.findings == sum(s.hits for s in sigs) >= EXEMPLARS_PER_SIGNATURE + 1
    # Batches of one seed in process: each signature's hits past its exemplars reuse them.
    assert tally.reused == sum(max(0, s.hits - EXEMPLARS_PER_SIGNATURE) for s in sigs) >= 1
    for s in sigs:
        found = store.findings_for(s.id)
        assert len(found) == s.hits
        # Every hit, reduced or not, is bisected to the signature's pass.
        assert all(f.bisected_pass == s.pass_name for f in found)


def test_time_counts_from_the_command_start_preflight_included(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--time`` is the wall time of the whole command, as a user reads a clock: the
    preflight of the optimizer counts, for a new campaign and for a resumed one alike."""
    import time

    import fuzzfarm.llvm.preflight as preflight

    real = preflight.preflight

    def slow(candidate):  # type: ignore[no-untyped-def]
        time.sleep(1.2)
        return real(candidate)

    monkeypatch.setattr(preflight, "preflight", slow)
    monkeypatch.chdir(tmp_path)
    db = f"sqlite:///{tmp_path}/t.db"
    args = ["--pipeline", "simplifycfg", "--db", db, "--workers", "0", "--no-progress",
            "--no-steer", "--time", "1"]
    assert main(["campaign", *args]) == 3  # nothing tested: the preflight used the time up
    store = Store.open(db)
    (camp,) = store.campaigns()
    assert camp.counters.checked == 0
    assert main(["campaign", "--resume", str(camp.id), *args[2:]]) == 3
    assert store.campaign(camp.id).counters.checked == 0
    capsys.readouterr()


def _hits(store: Store) -> dict[tuple[int, str], object]:
    """Every finding of a signature by (seed, model)."""
    return {(f.seed, f.model): f for s in store.signatures() for f in store.findings_for(s.id)}


# The codegen campaign (reused exemplars) is slow; the violations one runs by default.
@pytest.mark.parametrize("kind", ["violations", pytest.param("codegen", marks=pytest.mark.slow)])
def test_compact_hits_regenerate_what_a_full_record_stored(tmp_path: Path, kind: str) -> None:
    """One small real campaign run twice: once every finding keeps its programs, once with
    a low exemplar threshold (0 for violations: every one compact; 1 for codegen failures
    that are hits of one signature, reused exemplars included). Hit counts per signature
    are the same, and every compact finding regenerates (``fuzzfarm.farm.regenerate``) to
    the programs, schedule and verdict the full run stored; its message is the checker's,
    which the full run's starts with (a reducer's notes follow it there). The CLI shows a
    compact finding and writes it as a reproducer that replays to the same verdict."""
    from fuzzfarm.farm.regenerate import RegenerationError, with_programs
    from fuzzfarm.llvm.codegen import CodegenTarget

    if kind == "violations":
        config = CampaignConfig(Candidate("transform", "hoist-naive"), models=("maximal", "ipdom"),
                                reduce_seconds=0)
        master, cases, exemplars = 12, 12, 0
    else:
        amdgpu = CodegenTarget.parse("amdgcn-amd-amdhsa:gfx1030")
        config = CampaignConfig(Candidate("codegen", "", amdgpu.triple, codegen=str(amdgpu),
                                          known_codegen=False), style="controlled",
                                reduce_seconds=3)
        master, cases, exemplars = 3, 6, 1
    stores = {}
    for name, keep in (("full", 1 << 30), ("compact", exemplars)):
        url = f"sqlite:///{tmp_path}/{name}.db"
        store = stores[name] = Store.open(url, exemplars=keep)
        cid = create_campaign(store, config, master_seed=master, cases=cases, batch_size=1)
        CampaignRunner(store, cid, RunOptions(workers=0, reproducers=tmp_path / name)).run()
    full, compact = _hits(stores["full"]), _hits(stores["compact"])
    assert set(full) == set(compact)
    assert sorted((s.key_hash, s.hits) for s in stores["full"].signatures()) == \
        sorted((s.key_hash, s.hits) for s in stores["compact"].signatures())
    compacted = [f for f in compact.values() if f.compact]  # type: ignore[attr-defined]
    assert compacted and not any(f.compact for f in full.values())  # type: ignore[attr-defined]
    for f in compacted:
        got, want = with_programs(stores["compact"], f), full[(f.seed, f.model)]
        assert (got.before_ir, got.after_ir, got.schedule) == (
            want.before_ir, want.after_ir, want.schedule)  # type: ignore[attr-defined]
        assert (got.verdict, got.bisected_pass) == (want.verdict, want.bisected_pass)  # type: ignore[attr-defined]
        assert want.message.startswith(got.message)  # type: ignore[attr-defined]
    f = compacted[-1]
    db = f"sqlite:///{tmp_path}/compact.db"
    assert main(["bugs", "hits", str(f.signature_id), "--db", db]) == 0
    out = tmp_path / "hit"
    assert main(["bugs", "finding", str(f.id), "--db", db, "--out", str(out)]) == 0
    assert (out / "before.ll").read_text() == full[(f.seed, f.model)].before_ir  # type: ignore[attr-defined]
    assert main(["replay", str(out)]) == 1  # the recorded kind of finding reproduces
    assert main(["bugs", "finding", str(f.id), "--db", db, "--out", str(out)]) == 2  # never overwritten
    # What is not the case found is refused with its reason, never shown as the finding.
    store = stores["compact"]
    with store.engine.begin() as conn:
        conn.exec_driver_sql(f"UPDATE findings SET digest = 'x' WHERE id = {f.id}")
    assert main(["bugs", "finding", str(f.id), "--db", db]) == 2
    with store.engine.begin() as conn:
        conn.exec_driver_sql(f"UPDATE campaigns SET generator_version = 'old' WHERE id = {f.campaign_id}")
    with pytest.raises(RegenerationError, match="generator version old"):
        with_programs(store, compacted[0])
