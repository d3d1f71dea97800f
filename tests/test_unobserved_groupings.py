"""Anchor groupings that show in no behaviour (fuzzfarm/analysis/unobserved_groupings.py).

A kernel whose anchors' operations compute values that reach nothing observable
has one behaviour per cycle hierarchy at any wave size (SEMANTICS.md, "Unobserved
groupings"). Hand-built kernels below: a sum over the anchor's group kept in a
value nobody reads, next to an entry-token ballot that is stored. At 8 and 16
lanes (Bell(8) = 4140 groupings) the old check sampled the groupings and ended
inconclusive; now a correct copy passes and a wrong store is a violation, under
both models, with an explicit anchor and with a non-convergent kernel's implicit
one. The analysis is checked against the complete listing of groupings on
generated kernels at 3 and 4 lanes (the listing must show no second behaviour).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

import generators
import oracles.reference.enumerate as enumerate_module
from fuzzfarm.analysis.unobserved_groupings import groupings_unobserved, observed_by
from fuzzfarm.farm.sizing import sized
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.two_oracles import check_two_oracles, has_freedom
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.schedules import generate_schedule
from oracles.reference import behaviours, run

MODELS = [Model.MAXIMAL, Model.IPDOM]

HEADER = """
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare i1 @subgroupElect() convergent
declare void @subgroupControlBarrier() convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.entry()
"""

# The anchor's sum %n feeds only %dead (pure arithmetic nobody reads) and the data
# operand of another sum under the anchor; the stored ballot is the entry token's.
EXPLICIT = """
define i32 @k(ptr %out, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  %a = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  %dead = mul i32 %n, 3
  %n2 = call i32 @subgroupAdd(i32 %dead) [ "convergencectrl"(token %a) ]
  %b = call i64 @subgroupBallot(i1 %isodd) [ "convergencectrl"(token %e) ]
  %lo = trunc i64 %b to i32
  %v = add i32 %lo, STORED
  %p = getelementptr inbounds i32, ptr %out, i32 %odd
  store i32 %v, ptr %p, align 4
  ret i32 %id
}
"""

# A non-convergent kernel: its uncontrolled operations hang from the implicit anchor
# (seed 000, "Convergent Operations"); the ballot's value is not stored.
IMPLICIT = """
define i32 @k(ptr %out, i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %id, 1
  %isodd = icmp ne i32 %odd, 0
  %b = call i64 @subgroupBallot(i1 %isodd)
  %n = call i32 @subgroupAdd(i32 %x)
  %v = add i32 %x, STORED
  %p = getelementptr inbounds i32, ptr %out, i32 %odd
  store i32 %v, ptr %p, align 4
  ret i32 %id
}
"""


def kernel(body: str, stored: str = "0") -> Function:
    return parse_module(HEADER + body.replace("STORED", stored)).functions["k"]


def wave(lanes: int) -> Schedule:
    return Schedule.full(lanes, {"x": [lane % 3 for lane in range(lanes)]})


@pytest.mark.parametrize("body", [EXPLICIT, IMPLICIT])
def test_the_analysis_finds_nothing_observed(body: str) -> None:
    fn = kernel(body)
    assert observed_by(fn) is None
    assert groupings_unobserved(fn)
    assert not has_freedom(fn, Model.MAXIMAL)
    assert has_freedom(fn, Model.MAXIMAL, shown_only=False)


@pytest.mark.parametrize(("old", "new", "why"), [
    ("%v = add i32 %lo, STORED", "%v = add i32 %lo, %n2", "reaches a store"),
    ("ret i32 %id", "ret i32 %dead", "reaches a ret"),
    ("%p = getelementptr inbounds i32, ptr %out, i32 %odd",
     "%p = getelementptr inbounds i32, ptr %out, i32 %n", "control flow, an address"),
    ("%dead = mul i32 %n, 3", "%dead = mul i32 %n, 3\n  %f = freeze i32 %dead", "freeze"),
    ("%dead = mul i32 %n, 3",
     "%dead = mul i32 %n, 3\n  %g = getelementptr inbounds i32, ptr %out, i32 %dead",
     "getelementptr (an approximation)"),
    ("%n2 = call i32 @subgroupAdd(i32 %dead) [ \"convergencectrl\"(token %a) ]",
     "call void @subgroupControlBarrier() [ \"convergencectrl\"(token %a) ]", "hangs from"),
    ("%n2 = call i32 @subgroupAdd(i32 %dead) [ \"convergencectrl\"(token %a) ]",
     "%el = call i1 @subgroupElect() [ \"convergencectrl\"(token %a) ]\n"
     "  %n2 = select i1 %el, i32 1, i32 %dead\n"
     "  %sx = add i32 %n2, 0", None),
])
def test_a_grouping_that_may_show_is_found(old: str, new: str, why: str | None) -> None:
    assert old in EXPLICIT
    fn = kernel(EXPLICIT.replace(old, new))
    reason = observed_by(fn)
    if why is None:  # elect's value through a select into nothing: still unobserved
        assert reason is None
        return
    assert reason is not None and why in reason, reason
    assert has_freedom(fn, Model.IPDOM)


@pytest.mark.parametrize("body", [EXPLICIT, IMPLICIT])
@pytest.mark.parametrize("model", MODELS)
def test_a_correct_copy_passes_at_sixteen_lanes(body: str, model: Model) -> None:
    # By hand: every grouping of the anchor gives every lane the same stored ballot
    # of the odd lanes, so after (the same kernel) shows before's one behaviour. The
    # old check sampled after's Bell(16) groupings: inconclusive.
    before = kernel(body)
    after = kernel(body.replace("%v = add", "%v.renamed = add").replace("i32 %v, ptr",
                                                                         "i32 %v.renamed, ptr"))
    for lanes in (8, 16):
        verdict = check_refinement(before, after, [wave(lanes)], model)
        assert verdict.kind is Verdict.PASS, (lanes, verdict.message, verdict.notes)
    farm = check_two_oracles(before, after, [wave(32)], model).verdict
    assert farm.kind is Verdict.PASS, farm.message


@pytest.mark.parametrize("body", [EXPLICIT, IMPLICIT])
@pytest.mark.parametrize("model", MODELS)
def test_a_wrong_store_is_a_violation_at_sixteen_lanes(body: str, model: Model) -> None:
    # By hand: after stores one more than before in every lane, under every grouping
    # of either program (neither grouping shows): a violation whatever after's choice.
    # The old check could not list before's groupings: inconclusive.
    before, after = kernel(body), kernel(body, stored="1")
    verdict = check_refinement(before, after, [wave(16)], model)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    assert run(after, cex.schedule, model).behaviour == cex.after  # replayable


def generated_kernels(seeds: range) -> Iterator[tuple[int, Function]]:
    """The generated kernels of ``seeds``, and each uncontrolled one without its
    ``convergent`` attribute (its implicit anchor's groupings), with their seeds."""
    for seed in seeds:
        prog = generators.generate(seed)
        yield seed, prog.kernel
        if prog.style == "uncontrolled":
            plain = prog.kernel.clone()
            plain.attrs = prog.kernel.attrs - {"convergent"}
            yield seed, plain


def _listed_whole(fn: Function, schedule: Schedule, model: Model, monkeypatch: pytest.MonkeyPatch):
    with monkeypatch.context() as m:
        m.setattr(enumerate_module, "groupings_unobserved", lambda f: False)
        return behaviours(fn, schedule, model, max_runs=4096, sample=False)


@pytest.mark.parametrize("model", MODELS)
def test_generated_kernels_show_one_behaviour_under_every_grouping(
        model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    # Soundness: where every grouping can be listed (3 and 4 lanes), the generated
    # kernels the analysis calls unobserved show exactly the base run's behaviour
    # (one per hierarchy), so a verdict from it is the complete listing's.
    checked = listed = 0
    for seed, fn in generated_kernels(range(120)):
        if not groupings_unobserved(fn):
            continue
        for lanes in (3, 4):
            schedule = generate_schedule(fn, seed * 7 + lanes, subgroup_size=lanes)
            schedule = replace(schedule, active_lanes=tuple(range(lanes)))
            quick = behaviours(fn, schedule, model)
            whole = _listed_whole(fn, schedule, model, monkeypatch)
            if not whole.exhaustive:
                continue
            checked += 1
            listed += whole.runs > quick.runs
            assert quick.exhaustive
            assert whole.decided == quick.decided, (seed, lanes)
    assert checked >= 10 and listed >= 5, (checked, listed)


@pytest.mark.parametrize("body", [EXPLICIT, IMPLICIT])
def test_a_campaign_keeps_every_drawn_lane(body: str) -> None:
    # Sizing: a pair of two such kernels has one choice per hierarchy at 64 lanes as at
    # 2, so the wide schedule (every drawn lane) is kept, not a narrower rung.
    before = kernel(body)
    after = kernel(body.replace("%v = add", "%v.renamed = add").replace("i32 %v, ptr",
                                                                         "i32 %v.renamed, ptr"))
    narrow, wide = wave(4), wave(64)
    assert sized(before, after, [narrow], MODELS, [narrow], wide=[wide]) == [wide]
    assert sized(before, after, [wave(48)], MODELS, [narrow]) == [wave(48)]
