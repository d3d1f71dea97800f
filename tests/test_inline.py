"""Our inliner (``fuzzfarm/transforms/inline.py``) on hand-written cases from seed 000's
section on ``llvm.experimental.convergence.entry``: what it inlines and refuses, that
its output is well formed, and (with the oracles executing calls) that the aware form
keeps every behaviour while the naive form is caught."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from fuzzfarm.analysis.static_rules import check_module
from fuzzfarm.ir.conventions import ANCHOR, ENTRY
from fuzzfarm.ir.model import Module
from fuzzfarm.ir.printer import print_module
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.llvm.bridge import verify
from fuzzfarm.transforms.base import TransformResult
from fuzzfarm.transforms.registry import get

DATA = Path(__file__).parent / "data" / "transforms"


def load(name: str) -> Module:
    return parse_module((DATA / f"{name}.ll").read_text())


def inline(module: Module, naive: bool = False, function: str = "kernel") -> TransformResult:
    return get("inline-naive" if naive else "inline")(module, function, random.Random(0))


def well_formed(result: TransformResult) -> str:
    text = print_module(result.module)
    assert verify(text) is None, text
    assert check_module(result.module) == [], text
    again = print_module(parse_module(text))  # it reads back (to a fixed point of printing)
    assert print_module(parse_module(again)) == again
    return text


def test_aware_inliner_substitutes_the_call_sites_token() -> None:
    """Seed 000's example: the inlined reduction uses the loop heart %inner."""
    module = load("inline_loop_heart")
    result = inline(module)
    assert result.fired, result.notes
    text = well_formed(result)
    kernel = result.module.kernel("kernel")
    add = next(i for i in kernel.instructions() if i.callee == "subgroupAdd")
    assert add.convergence_token is not None and add.convergence_token.name == "inner"
    assert not any(i.callee == ENTRY for i in kernel.instructions())
    # @callee was internal and has no call left: deleted, as LLVM's inliner does
    assert "callee" not in result.module.functions and "@callee(" not in text
    assert "callee" in module.functions  # the input is untouched


def test_naive_inliner_forgets_the_call_sites_token() -> None:
    result = inline(load("inline_loop_heart"), naive=True)
    assert result.fired
    well_formed(result)
    kernel = result.module.kernel("kernel")
    add = next(i for i in kernel.instructions() if i.callee == "subgroupAdd")
    tok = add.convergence_token
    assert tok is not None and getattr(tok, "callee", None) == ANCHOR
    assert "anchor" in result.notes


def test_branch_call_with_two_returns_gets_a_phi() -> None:
    result = inline(load("inline_branch_entry"))
    assert result.fired
    well_formed(result)
    kernel = result.module.kernel("kernel")
    assert not any(i.opcode == "call" and i.callee == "callee" for i in kernel.instructions())
    phis = [i for i in kernel.instructions() if i.opcode == "phi" and len(i.operands) == 2
            and i.name and i.name.endswith(".ret")]
    assert phis, print_module(result.module)
    # @callee is external: it stays for other callers
    assert "callee" in result.module.functions


def test_uncontrolled_inlining_and_noinline() -> None:
    result = inline(load("inline_uncontrolled"))
    assert result.fired
    well_formed(result)
    kernel = result.module.kernel("kernel")
    callees = {i.callee for i in kernel.instructions() if i.opcode == "call"}
    assert "callee" not in callees and "helper" in callees  # @helper is noinline
    again = inline(result.module)
    assert not again.fired and "noinline" in again.notes


def test_mixed_styles_are_refused_by_both_forms() -> None:
    module = load("inline_mixed")
    for naive in (False, True):
        r = inline(module, naive)
        assert not r.fired and "cannot be mixed" in r.notes
        r2 = inline(module, naive, "kernel2")
        assert not r2.fired and "no convergencectrl token" in r2.notes


def test_generated_modules_inline_to_well_formed_output() -> None:
    from generators.programs import generate

    fired = 0
    for seed in range(40):
        p = generate(seed, calls=True)
        for naive in (False, True):
            r = inline(p.module, naive)
            if r.fired:
                fired += 1
                well_formed(r)
    assert fired >= 40  # most generated modules have a call the inliner may take


# -- behaviour: both oracles execute calls -------------------------------------------------


def _verdict(before: Module, after: Module, model: str = "maximal") -> str:
    from fuzzfarm.refinement.two_oracles import check_two_oracles
    from fuzzfarm.schedule import Schedule
    from fuzzfarm.vocabulary import Model

    schedules = [Schedule.full(4, {"x": [1, 2, 3, 4], "n": [3, 3, 1, 2]}),
                 Schedule.full(3, {"x": [-1, 5, 2], "n": [1, 2, 3]})]
    checked = check_two_oracles(before.kernel("kernel"), after.kernel("kernel"), schedules,
                                Model(model), max_runs=64)
    return checked.verdict.kind.value


@pytest.mark.parametrize("case", ["inline_loop_heart", "inline_branch_entry", "inline_uncontrolled"])
@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_aware_inlining_keeps_every_behaviour(case: str, model: str) -> None:
    module = load(case)
    assert _verdict(module, inline(module).module, model) == "pass"


@pytest.mark.parametrize("case", ["inline_loop_heart", "inline_branch_entry"])
def test_naive_inlining_is_caught(case: str) -> None:
    module = load(case)
    assert _verdict(module, inline(module, naive=True).module) == "violation"


# -- the reducer on a module with device functions ------------------------------------------


def test_reducer_drops_unrelated_device_functions_and_keeps_the_failure() -> None:
    """The naive inliner's failure needs @callee (its entry token made an anchor); the
    reducer deletes the call of @noise, then @noise itself (``drop-functions``), and shrinks
    the kernel and @callee, while the case stays a violation of the same transform."""
    from fuzzfarm.reduce.cases import reduce_finding, replay
    from fuzzfarm.reproducer import Reproducer
    from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
    from fuzzfarm.vocabulary import Model

    text = (DATA / "inline_reduce.ll").read_text()
    module = parse_module(text)
    after = print_module(inline(module, naive=True).module)
    schedule = Schedule.full(4, {"x": [1, 2, 3, 4], "y": [0, 0, 0, 0]}).with_choices(
        Choices(anchors=(AnchorGroup("tok.i", 0, 1, 0), AnchorGroup("tok.i", 1, 1, 0),
                         AnchorGroup("tok.i", 2, 1, 1))))
    found = Reproducer(before=text, after=after, schedule=schedule, model=Model.MAXIMAL,
                       function="kernel", verdict="violation",
                       candidate={"kind": "transform", "name": "inline-naive"},
                       message="after shows a behaviour before cannot")
    report = reduce_finding(found, seconds=60, bisect=False)
    reduced = parse_module(report.reproducer.before)
    names = {f.name for f in reduced.definitions}
    assert "noise" not in names and "callee" in names, report.reproducer.before
    assert report.stats()["instructions_after"] < report.stats()["instructions_before"]
    assert replay(report.reproducer, reapply=True).verdict == "violation"


# -- a campaign on modules with calls -----------------------------------------------------


def test_campaign_of_the_naive_inliner_reports_its_firing_and_finds_the_bug(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """``--transform inline-naive`` generates modules with calls by itself; the summary
    gives the inliner's firing rate (modules whose kernel lost a call) and the violation
    is a reduced signature whose reproducer keeps the device function it needs."""
    import json

    from fuzzfarm.cli import main

    monkeypatch.chdir(tmp_path)
    assert main(["campaign", "--transform", "inline-naive", "--cases", "12", "--seed", "3",
                 "--no-steer", "--workers", "0", "--no-progress", "--model", "maximal",
                 "--max-inconclusive", "1"]) == 0
    out = capsys.readouterr().out
    line = next(ln for ln in out.splitlines() if ln.startswith("inliner: "))
    inlined, modules = (int(w) for w in line.split()[1:4:2])
    assert modules == 12 and 0 < inlined <= modules
    assert "oracle disagreement" not in out
    assert main(["bugs", "--json"]) == 0
    sigs = json.loads(capsys.readouterr().out)
    assert sigs and sigs[0]["kind"] == "violation"
    before = next((tmp_path / "reproducers").rglob("before.ll")).read_text()
    assert len(parse_module(before).definitions) >= 2


# -- the LLVM bugs of examples/inliner/ still show ---------------------------------------

EXAMPLES = Path(__file__).parent.parent / "examples" / "inliner"


@pytest.mark.parametrize(("example", "kind", "pipeline"), [
    ("inliner-mixed-convergence", "opt", "inline"),
    ("inliner-mixed-convergence", "pipeline", "O1"),
    ("inliner-loop-intrinsic-merged", "opt", "always-inline"),
    ("inliner-loop-intrinsic-merged", "pipeline", "always-inline"),
    ("early-cse-anchors-merged", "opt", "early-cse"),
    ("loop-unswitch-extended-heart-22", "pipeline", "O2"),
    ("indvars-entry-moved", "opt", "indvars"),
    ("indvars-entry-moved", "pipeline", "O2"),
])
def test_llvm_bugs_on_device_functions_reproduce(example: str, kind: str, pipeline: str) -> None:
    """Well-formed input (ours and LLVM's verifier), ill-formed output: each file's header."""
    from fuzzfarm.candidates import Candidate, apply
    from fuzzfarm.wellformed import check_well_formed

    text = (EXAMPLES / f"{example}.ll").read_text()
    module = parse_module(text)
    assert check_well_formed(module.kernel("kernel"), module, text=text).ok
    cand = Candidate(kind, pipeline, opt_path="opt-19" if kind == "opt" else None)  # type: ignore[arg-type]
    assert apply(cand, module, "kernel").status == "ill-formed-after"


def test_bisection_names_the_always_inliner() -> None:
    """The AlwaysInliner runs even with -opt-bisect-limit=0: when the problem shows with
    every skippable pass skipped, bisection names it (it fails alone) instead of pass 1."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.reduce.bisect import bisect_pipeline

    text = (EXAMPLES / "inliner-loop-intrinsic-merged.ll").read_text()
    for cand in (Candidate("pipeline", "O2"), Candidate("opt", "default<O2>", opt_path="opt-19")):
        found = bisect_pipeline(text, cand, lambda after: False,
                                on_ill_formed=lambda message: "Loop intrinsic" in message)
        assert (found.pass_name, found.method) == ("always-inline", "required pass")
    text = (EXAMPLES / "early-cse-anchors-merged.ll").read_text()  # an optional pass: named
    found = bisect_pipeline(text, Candidate("pipeline", "O2"), lambda after: False,
                            on_ill_formed=lambda message: "well-nested" in message)
    assert found.pass_name == "early-cse" and found.method == "opt-bisect"


def test_a_resumed_campaign_reports_the_inliner_over_all_its_batches(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The inliner counters are stored per batch (storage migration 0007): a campaign
    interrupted after its first batch and resumed reports every module with calls it
    checked, not only those of the resumed part."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.cli import main
    from fuzzfarm.farm.case import CampaignConfig
    from fuzzfarm.farm.driver import CampaignRunner, RunOptions, create_campaign
    from storage.store import Store

    class Interrupted(Exception):
        pass

    def stop(tally, total) -> None:
        raise Interrupted

    db = f"sqlite:///{tmp_path}/c.db"
    with Store.open(db) as store:
        config = CampaignConfig(Candidate("transform", "inline"), calls=True, models=("maximal",))
        cid = create_campaign(store, config, master_seed=3, cases=4, batch_size=2)
        runner = CampaignRunner(store, cid, RunOptions(workers=0, reproducers=tmp_path / "r",
                                                       progress=stop))
        with pytest.raises(Interrupted):
            runner.run()
        first = runner.tally.inlining
        assert first["modules"] == 2  # one batch of two modules with calls, stored
        assert store.campaign(cid).counters.inlining == dict(first)  # type: ignore[union-attr]
    assert main(["campaign", "--resume", str(cid), "--workers", "0", "--no-progress", "--db", db,
                 "--reproducers", str(tmp_path / "r"), "--max-inconclusive", "1"]) == 0
    line = next(ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("inliner: "))
    inlined, modules = (int(w) for w in line.split()[1:4:2])
    with Store.open(db) as store:
        total = store.campaign(cid).counters  # type: ignore[union-attr]
    assert modules == total.inliner_modules == 4
    assert inlined == total.inliner_inlined >= first["inlined"]
