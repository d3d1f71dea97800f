"""A small but real store for the dashboard's tests and screenshots.

The violation is genuine: ``check_refinement`` is run on the caller's before
and after kernels (the tests pass ``examples/reduction.ll`` and
``examples/reduction_merged.ll``) and its counterexample schedule is stored,
so the reproducer page replays exactly what ``fuzzfarm validate`` found
(:func:`populate_calls` adds one of modules with device functions). The
other signatures (a crash, an ill-formed result) cover the page's other
paths: no stored after.ll, no minimized reproducer.

Batch completion and finding times are spread over the past hour with direct
UPDATEs (the store stamps "now"), so the campaign charts have a shape.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

import sqlalchemy as sa

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import DEFAULT_MODEL, Model, Verdict
from storage import Counters, Finding, Store
from storage.models import campaigns, findings, seed_batches, signatures, utcnow

#: The schedule of seed 000's example: lanes 0 and 2 take the branch, 1 and 3 do not.
ARGS = {"x": (1, -2, 3, -4)}


@dataclass(frozen=True)
class Sample:
    campaign_id: int
    violation: int  # signature ids
    crash: int
    ill_formed: int
    signatures: int  # how many signatures there are


def violation_schedule(before_ir: str, after_ir: str, model: Model = DEFAULT_MODEL) -> Schedule:
    """The counterexample schedule ``check_refinement`` finds for the pair (it must find one)."""
    before = parse_module(before_ir).kernel(None)
    after = parse_module(after_ir).kernel(None)
    args = {k: [v & 0xFFFFFFFF for v in vals] for k, vals in ARGS.items()}
    verdict = check_refinement(before, after, [Schedule.full(4, args)], model)
    if verdict.kind is not Verdict.VIOLATION or verdict.counterexample is None:
        raise ValueError(f"expected a violation, got {verdict.kind.value}: {verdict.message}")
    return verdict.counterexample.schedule


#: The optimizers of the sample's version-triage table.
SAMPLE_OPT = "LLVM 19.1.7 (/usr/bin/opt-19)"
SAMPLE_EMBEDDED = "LLVM 22.1.0 (embedded, llvmlite 0.50.0)"


def populate(store: Store, before_ir: str, after_ir: str, *, batches: int = 12) -> Sample:
    """One campaign with ``batches`` done batches of 50 seeds, three signatures, one reproducer."""
    camp = store.create_campaign(
        "hoist-merge smoke", candidate="transform:hoist-naive", master_seed=7,
        config={"candidate": {"kind": "transform", "name": "hoist-naive"},
                "models": ["maximal"], "threads": [4, 8]},
        generator_version="gen-1", batch_size=50, seed_start=0, seed_end=50 * (batches + 4))
    claimed = store.claim_batches(camp.id, batches + 1, "worker-a")
    for i, batch in enumerate(claimed[:batches]):
        store.complete_batch(batch.id, Counters(checked=50, fired=30 + i % 7, findings=i % 3,
                                                violations=i % 2, seconds=2.0 + (i % 4)))
    schedule = violation_schedule(before_ir, after_ir)
    common = dict(campaign_id=camp.id, candidate="transform:hoist-naive", before_ir=before_ir)
    violation, _ = store.record_finding(Finding(
        **common, seed=3, verdict="violation", model="maximal", after_ir=after_ir,
        schedule=schedule, message="after shows a behaviour before cannot"))
    store.record_finding(Finding(
        **common, seed=41, verdict="violation", model="maximal", after_ir=after_ir,
        schedule=schedule, message="after shows a behaviour before cannot"))
    crash, _ = store.record_finding(Finding(
        **common, seed=17, verdict="crash", model="maximal", after_command="opt -passes=gvn-hoist",
        schedule=schedule, message="opt crashed: Assertion `isConvergent()' failed"))
    hoist = dict(common, candidate="pipeline:simplifycfg,gvn-hoist", bisected_pass="gvn-hoist",
                 bisected_index=1, after_ir=after_ir, schedule=schedule, model="maximal",
                 verdict="violation", message="after shows a behaviour before cannot",
                 optimizer=SAMPLE_OPT, pipeline="simplifycfg,gvn-hoist")
    for seed in (5, 6, 9):
        hoisted, _ = store.record_finding(Finding(**hoist, seed=seed))
    assert hoisted is not None
    # Version triage: `fuzzfarm bugs recheck` found it fixed in the embedded LLVM.
    store.record_check(hoisted, optimizer=SAMPLE_EMBEDDED, pipeline="simplifycfg,gvn-hoist",
                       verdict="pass", reproduces=False, message="no counterexample")
    ill, _ = store.record_finding(Finding(
        **common, seed=23, verdict="ill-formed-after", model="ipdom",
        after_ir=after_ir.replace("%entry.tok", "%tok"), schedule=schedule,
        message="[token-dominance] a convergence token does not dominate its use"))
    assert violation is not None and crash is not None and ill is not None
    store.add_reproducer(violation, finding_id=None, before_ll=before_ir, after_ll=after_ir,
                         schedule=schedule, command="fuzzfarm validate before.ll after.ll",
                         blocks_before=4, instructions_before=9, blocks_after=4,
                         instructions_after=7, reduction_seconds=1.5)
    _backdate(store, camp.id)
    return Sample(camp.id, violation, crash, ill, len(store.signatures()))


def populate_calls(store: Store, before_ir: str, after_ir: str) -> int:
    """A campaign on modules with device functions (its inliner counters stored) holding
    one violation of a multi-function pair, with a reproducer; returns its signature."""
    camp = store.create_campaign(
        "inliner smoke", candidate="transform:inline-naive", master_seed=8,
        config={"candidate": {"kind": "transform", "name": "inline-naive"},
                "models": ["maximal"], "calls": True},
        generator_version="gen-1", batch_size=10, seed_start=0, seed_end=20)
    for batch in store.claim_batches(camp.id, 2, "worker-b"):
        store.complete_batch(batch.id, Counters(checked=10, fired=7, findings=1, violations=1,
                                                inliner_modules=10, inliner_inlined=7,
                                                inliner_fewer_functions=2, seconds=3.0))
    schedule = violation_schedule(before_ir, after_ir)
    sig, _ = store.record_finding(Finding(
        campaign_id=camp.id, candidate="transform:inline-naive", before_ir=before_ir, seed=4,
        verdict="violation", model="maximal", after_ir=after_ir, schedule=schedule,
        message="after shows a behaviour before cannot"))
    assert sig is not None
    store.add_reproducer(sig, finding_id=None, before_ll=before_ir, after_ll=after_ir,
                         schedule=schedule, command="fuzzfarm validate before.ll after.ll",
                         blocks_before=5, instructions_before=9, blocks_after=2,
                         instructions_after=5, reduction_seconds=1.0)
    return sig


def _backdate(store: Store, campaign_id: int) -> None:
    """Spread completions and findings over the last hour, in their original order."""
    now = utcnow()
    with store.engine.begin() as conn:
        conn.execute(sa.update(campaigns).where(campaigns.c.id == campaign_id)
                     .values(started_at=now - timedelta(minutes=61)))
        ids = conn.execute(sa.select(seed_batches.c.id).where(
            seed_batches.c.campaign_id == campaign_id, seed_batches.c.state == "done")
            .order_by(seed_batches.c.id)).scalars().all()
        for i, bid in enumerate(ids):
            at = now - timedelta(minutes=60) + timedelta(minutes=60 * (i + 1) / len(ids)) \
                - timedelta(seconds=(i % 3) * 40)
            conn.execute(sa.update(seed_batches).where(seed_batches.c.id == bid)
                         .values(finished_at=at))
        fids = conn.execute(sa.select(findings.c.id).where(findings.c.campaign_id == campaign_id)
                            .order_by(findings.c.id)).scalars().all()
        for i, fid in enumerate(fids):
            conn.execute(sa.update(findings).where(findings.c.id == fid)
                         .values(created_at=now - timedelta(minutes=50 - 6 * i)))
        first = (sa.select(sa.func.min(findings.c.created_at))
                 .where(findings.c.signature_id == signatures.c.id).scalar_subquery())
        last = (sa.select(sa.func.max(findings.c.created_at))
                .where(findings.c.signature_id == signatures.c.id).scalar_subquery())
        conn.execute(sa.update(signatures).where(signatures.c.id.in_(
            sa.select(findings.c.signature_id).where(findings.c.campaign_id == campaign_id)))
            .values(first_seen=first, last_seen=last))
