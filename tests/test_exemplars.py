"""Only new work for violations: a pre-signature read from the counterexample, before reduction.

``fuzzfarm.farm.evidence`` summarizes what a violation's counterexample shows;
``fuzzfarm.farm.exemplars`` keys it, learns which signature its reduced exemplars reach,
and lets a worker count a further hit of a known pre-signature without reducing it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import fuzzfarm.farm.worker as worker
from fuzzfarm.candidates import Candidate
from fuzzfarm.farm.case import CampaignConfig, CaseResult, Minimized
from fuzzfarm.farm.driver import SEED_STRIDE, CampaignRunner, RunOptions, Tally, create_campaign
from fuzzfarm.farm.evidence import violation_evidence
from fuzzfarm.farm.exemplars import EXEMPLARS_PER_SIGNATURE, Exemplars, presignature
from fuzzfarm.farm.regenerate import with_programs
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from storage.store import Store

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def _evidence(before: str, after: str, model: Model = Model.MAXIMAL) -> str:
    b = parse_module((EXAMPLES / before).read_text()).kernel(None)
    a = parse_module((EXAMPLES / after).read_text()).kernel(None)
    schedule = Schedule.full(4, {"x": [1, -2, 3, -4]})
    judged = check_refinement(b, a, [schedule], model)
    assert judged.kind is Verdict.VIOLATION and judged.counterexample is not None
    return violation_evidence(b, a, judged.counterexample)


def test_evidence_says_what_the_counterexample_shows() -> None:
    """Seed 000's reduction example: merging the two branch-local sums into one above the
    branch makes lane 0's sum run over all four lanes (its set grows: merged; one
    convergent operation instead of two; the return value differs). The reverse
    transform splits one sum into two (its set shrinks: split; more operations)."""
    assert _evidence("reduction.ll", "reduction_merged.ll") == (
        "differences return; first differing operation subgroupAdd (not in a cycle) -> "
        "subgroupAdd (not in a cycle), merged; convergent operations fewer")
    assert _evidence("reduction_merged.ll", "reduction.ll") == (
        "differences return; first differing operation subgroupAdd (not in a cycle) -> "
        "subgroupAdd (not in a cycle), split; convergent operations more")


def _violation(evidence: str, model: str = "ipdom", seed: int = 1) -> CaseResult:
    return CaseResult(seed, model, "violation", True, "after shows a behaviour before cannot",
                      before="define i32 @k() {\n  ret i32 0\n}", evidence=evidence)


def test_violation_presignature_keys_model_candidate_and_evidence() -> None:
    merged = "differences buffer; first differing operation subgroupAdd (not in a cycle) -> " \
             "subgroupAdd (not in a cycle), merged; convergent operations fewer"
    split = merged.replace("merged", "split")
    key = presignature("opt:default<O3>", _violation(merged))
    assert key is not None and key == presignature("opt:default<O3>", _violation(merged, seed=9))
    assert key != presignature("opt:default<O3>", _violation(split))
    assert key != presignature("opt:default<O3>", _violation(merged, model="maximal"))
    assert key != presignature("opt:default<O2>", _violation(merged))
    # A counterexample that was not read (no evidence): no shortcut, always reduced.
    assert presignature("opt:default<O3>", _violation("")) is None


def _minimized(tag: str) -> Minimized:
    return Minimized(before=f"; {tag}", after=None, schedule={}, bisected_pass=None,
                     bisected_index=None, stats={})


def test_exemplars_count_seeds_and_never_shortcut_an_ambiguous_presignature() -> None:
    """A pre-signature is known once EXEMPLARS_PER_SIGNATURE seeds' reductions reached one
    signature. One seed's reduction shared by its models is one exemplar; exemplars
    that reached different signatures keep the pre-signature ambiguous for good."""
    assert EXEMPLARS_PER_SIGNATURE == 2
    ex = Exemplars()
    ex.learn("p", 1, 10, _minimized("first"))
    ex.learn("p", 1, 10, _minimized("first, again"))  # the same seed, another model
    assert ex.known() == {}
    ex.learn("p", 2, 10, _minimized("second"))
    assert ex.known() == {"p": _minimized("first")}
    ex.learn("q", 1, 20, _minimized("q1"))
    ex.learn("q", 2, 21, _minimized("q2"))
    ex.learn("q", 3, 20, _minimized("q3"))
    assert "q" not in ex.known()


#: Seeds of the hoist-naive campaign of master seed 12 whose output violates under maximal:
#: index 3 merges two barriers outside any cycle, index 78 two inside one (another
#: pre-signature).
HOIST_NAIVE = CampaignConfig(Candidate("transform", "hoist-naive"), reduce_seconds=2)
FIRST, OTHER = 12 * SEED_STRIDE + 3, 12 * SEED_STRIDE + 78


@pytest.fixture(scope="module")
def found() -> tuple[CaseResult, CaseResult]:
    """The two violations, each reduced by its worker (no pre-signature known)."""
    config = HOIST_NAIVE.to_json()
    (first,) = worker.run_batch(config, [FIRST]).cases
    (other,) = worker.run_batch(config, [OTHER]).cases
    return first, other


def test_a_violation_of_a_known_presignature_is_counted_not_reduced(
        found: tuple[CaseResult, CaseResult], monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """The worker's side: a violation whose pre-signature the driver knows gets the known
    exemplar's reduction (so its signature is the exemplar's, not one of its own) and the
    reducer never runs for it; with another pre-signature known, it is reduced. Stored,
    it is a hit of the exemplar's signature, kept compact like any further hit, and its
    programs come back from its seed."""
    config = HOIST_NAIVE.to_json()
    first, other = found
    assert first.verdict == other.verdict == "violation"
    assert first.presignature and other.presignature and first.presignature != other.presignature
    assert first.minimized is not None and other.minimized is not None and not first.reused
    reduced = []

    def minimize(config, case, function):  # type: ignore[no-untyped-def]
        reduced.append(case.seed)

    monkeypatch.setattr(worker, "minimize", minimize)
    again = worker.run_batch(config, [FIRST], known={first.presignature: other.minimized})
    assert reduced == [] and again.reused == 1
    (hit,) = again.cases
    assert hit.reused and hit.minimized == other.minimized
    own = worker.finding_of(HOIST_NAIVE, first).signature_key()
    exemplar = worker.finding_of(HOIST_NAIVE, other).signature_key()
    assert own is not None and exemplar is not None and own.key_hash != exemplar.key_hash
    assert again.signatures[(FIRST, "maximal")] == exemplar
    # Another pre-signature known: this violation is reduced as before.
    alone = worker.run_batch(config, [FIRST], known={other.presignature: other.minimized})
    assert reduced == [FIRST] and alone.reused == 0 and not alone.cases[0].reused
    store = Store.open(f"sqlite:///{tmp_path}/s.db", exemplars=1)
    cid = create_campaign(store, HOIST_NAIVE, master_seed=12, cases=80, batch_size=80)
    (sid, new), = store.record_findings([worker.finding_of(HOIST_NAIVE, other, campaign_id=cid)])
    (hit_sid, hit_new), = store.record_findings([worker.finding_of(
        HOIST_NAIVE, hit, campaign_id=cid, signature=again.signatures[(FIRST, "maximal")])])
    assert new and (hit_sid, hit_new) == (sid, False) and store.signature(sid).hits == 2
    stored = next(f for f in store.findings_for(sid) if f.seed == FIRST)
    assert stored.compact
    back = with_programs(store, stored)
    assert (back.before_ir, back.after_ir, back.verdict) == (hit.before, hit.after, "violation")


def test_the_driver_counts_a_known_violation_and_a_resumed_run_reduces_it(
        found: tuple[CaseResult, CaseResult], tmp_path: Path) -> None:
    """The driver's side: a run whose exemplars of a pre-signature (two seeds) reached one
    signature records the campaign's violation of that pre-signature against it, unreduced.
    What a run knows lives in the run: interrupted (Ctrl-C) and resumed, a campaign's
    violation is reduced by the resumed run, and every case is counted once."""
    first, other = found
    assert first.presignature and other.minimized is not None
    store = Store.open(f"sqlite:///{tmp_path}/s.db")
    elsewhere = create_campaign(store, HOIST_NAIVE, master_seed=12, cases=80, batch_size=80)
    (sid, _), = store.record_findings([worker.finding_of(HOIST_NAIVE, other,
                                                         campaign_id=elsewhere)])

    def knowing(runner: CampaignRunner) -> CampaignRunner:
        for seed in (OTHER, OTHER + 1):
            runner.exemplars.learn(first.presignature, seed, sid, other.minimized)
        return runner

    # Seeds 0..3 of master seed 12: only FIRST (index 3) violates.
    cid = create_campaign(store, HOIST_NAIVE, master_seed=12, cases=4, batch_size=1)
    tally = knowing(CampaignRunner(store, cid, RunOptions(workers=0, reproducers=tmp_path))).run()
    assert tally.verdicts["violation"] == tally.reused == 1
    (hit,) = [f for f in store.findings_for(sid) if f.campaign_id == cid]
    assert hit.seed == FIRST

    def interrupt(t: Tally, total: int | None) -> None:
        if t.cases >= 2:
            raise KeyboardInterrupt

    again = create_campaign(store, HOIST_NAIVE, master_seed=12, cases=4, batch_size=1)
    with pytest.raises(KeyboardInterrupt):
        knowing(CampaignRunner(store, again, RunOptions(workers=0, reproducers=tmp_path,
                                                        progress=interrupt))).run()
    camp = store.campaign(again)
    assert camp is not None and camp.counters.checked == 2 and camp.counters.findings == 0
    resumed = CampaignRunner(store, again, RunOptions(workers=0, reproducers=tmp_path)).run()
    assert resumed.cases == 2 and resumed.verdicts["violation"] == 1 and resumed.reused == 0
    camp = store.campaign(again)
    assert camp is not None and camp.counters.checked == 4 and camp.counters.findings == 1
    (mine,) = [f for s in store.signatures(campaign_id=again) for f in store.findings_for(s.id)
               if f.campaign_id == again]
    assert mine.seed == FIRST and mine.signature_id != sid
