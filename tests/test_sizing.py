"""Campaign schedule sizing policy (fuzzfarm/farm/sizing.py): which kernels keep
their drawn lanes. Kernels are generated and sorted by independent analyses (cycle
reducibility, the anchor calls in the text), not by the function under test."""

from __future__ import annotations

from dataclasses import replace

from twin import twin

import generators
from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.hierarchies import hierarchies
from fuzzfarm.farm.sizing import decomposes, grows_with_lanes, sized, widened
from fuzzfarm.ir.model import Function
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.vocabulary import Verdict
from generators.schedules import generate_schedule


def _first(pred, limit: int = 200) -> Function:
    for seed in range(limit):
        fn = generators.generate(seed).kernel
        if pred(fn):
            return fn
    raise AssertionError("no generated kernel of that kind")


def _has_anchor(fn: Function) -> bool:
    return any(i.callee == "llvm.experimental.convergence.anchor" for i in fn.instructions())


def _irreducible_only(fn: Function) -> bool:
    return not compute_cycles(fn).is_reducible and not _has_anchor(fn)


def test_anchor_groupings_grow_with_lanes_hierarchies_do_not() -> None:
    assert grows_with_lanes(_first(_has_anchor))
    assert not grows_with_lanes(_first(_irreducible_only))
    seed = next(s for s in range(200) if generators.generate(s).style == "uncontrolled"
                and compute_cycles(generators.generate(s).kernel).is_reducible)
    plain = generators.generate(seed).kernel
    assert "convergent" in plain.attrs and not grows_with_lanes(plain)
    # Without its convergent attribute the kernel's uncontrolled operations communicate
    # among an implicit anchor's threads (SEMANTICS.md "Non-convergent kernels"): a
    # grouping of all its lanes, which grows with them.
    bare = plain.clone()
    bare.attrs = plain.attrs - {"convergent"}
    assert grows_with_lanes(bare)


def test_irreducible_kernel_keeps_a_whole_wave_and_stays_decided() -> None:
    fn = _first(_irreducible_only)
    assert len(hierarchies(fn).orders) > 1  # several choices, but as many at 64 lanes as at 2
    wave = replace(generate_schedule(fn, 5, subgroup_size=64), active_lanes=tuple(range(64)))
    [picked] = sized(fn, twin(fn), [wave], ["maximal"], [wave])
    assert picked.active_lanes == tuple(range(64))
    assert check_two_oracles(fn, twin(fn), [picked], "maximal", max_runs=16).verdict.kind is Verdict.PASS


# An anchor only lanes 0 and 1 reach (FEW), or every lane (ALL).
FEW = """
declare i32 @subgroupAdd(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
declare token @llvm.experimental.convergence.anchor()

define i32 @k(i32 %x) {
entry:
  %id = call i32 @getSubgroupLocalInvocationId()
  %low = icmp ult i32 %id, 2
  br i1 %low, label %then, label %exit
then:
  %a = call token @llvm.experimental.convergence.anchor()
  %s = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  br label %exit
exit:
  %r = phi i32 [ %x, %entry ], [ %s, %then ]
  ret i32 %r
}
"""
ALL = FEW.replace("icmp ult i32 %id, 2", "icmp ult i32 %id, 64")
# ALL with the groups meeting again through the entry token: not decided group by group.
MET = (ALL.replace("  ret i32 %r", """  %t = call i32 @subgroupAdd(i32 %r) [ "convergencectrl"(token %e) ]
  ret i32 %t""").replace("entry:\n", "entry:\n  %e = call token @llvm.experimental.convergence.entry()\n")
       .replace("declare token", "declare token @llvm.experimental.convergence.entry()\ndeclare token"))


def test_a_whole_wave_is_kept_where_its_groupings_can_be_listed() -> None:
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.schedule import Schedule

    narrow = Schedule(64, (0, 1, 9), {"x": tuple(range(64))})
    wave = widened(narrow, tuple(range(64)))
    assert set(narrow.active_lanes) <= set(wave.active_lanes) and wave.args == narrow.args
    few, every = parse_module(FEW).kernel(), parse_module(ALL).kernel()
    # Two lanes reach the anchor: 2 groupings, whatever the wave's width.
    assert sized(few, twin(few), [narrow], ["maximal"], [narrow], wide=[wave]) == [wave]
    # All 64 do (Bell(64) groupings), and the anchor roots every convergent operation:
    # decided group by group (fuzzfarm/refinement/decomposed.py) on the wave's widest
    # rung with at most MAX_LANES lanes (8 of its 64).
    [picked] = sized(every, twin(every), [narrow], ["maximal"], [narrow], wide=[wave])
    assert len(picked.active_lanes) == 8 and set(picked.active_lanes) <= set(wave.active_lanes)
    # With the entry token's reduction after it, the groups meet again: the pick is the
    # one without the wide schedule.
    met = parse_module(MET).kernel()
    assert decomposes(every, every, ["maximal"]) and not decomposes(met, met, ["maximal"])
    assert (sized(met, twin(met), [narrow], ["maximal"], [narrow], wide=[wave])
            == sized(met, twin(met), [narrow], ["maximal"], [narrow]))


def test_a_hierarchy_only_case_checks_its_draws_widened(monkeypatch) -> None:
    """The campaign checks a hierarchy-only kernel on its 3-6-lane draws widened to every
    drawn lane: a superset of the sample, with the sample's own inputs."""
    import fuzzfarm.refinement.two_oracles as two_oracles
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.farm.case import CampaignConfig, check_case

    seed = next(s for s in range(200) if _irreducible_only(generators.generate(s).kernel))
    fn = generators.generate(seed).kernel
    config = CampaignConfig(Candidate("transform", "sink"), check_unfired=True)
    seen: list[list] = []
    real = two_oracles.check_two_oracles

    def spy(before, after, schedules, *args, **kwargs):  # type: ignore[no-untyped-def]
        seen.append(list(schedules))
        return real(before, after, schedules, *args, **kwargs)

    monkeypatch.setattr(two_oracles, "check_two_oracles", spy)
    check_case(config, seed)
    threads = config.threads[seed % len(config.threads)]
    for i, checked in enumerate(seen[0]):
        sample = generate_schedule(fn, seed * 1009 + i, max_active=threads)
        every = generate_schedule(fn, seed * 1009 + i).active_lanes
        assert checked.active_lanes == every and checked.args == sample.args
        assert set(sample.active_lanes) <= set(every)
    assert any(len(s.active_lanes) > 6 for s in seen[0])


def test_the_wave_and_its_ladder_run_in_one_batch_per_program(monkeypatch) -> None:
    """Every lane reaches MET's anchor once, so a schedule of n lanes has Bell(n) groupings:
    Bell(64) and Bell(8) = 4140 exceed the limit of 512, Bell(6) = 203 does not. The pick is
    the ladder's 6-lane rung, and the wave and every rung were simulated in the first batch
    of each program (the rounds after it find their base runs made)."""
    import oracles.simt as simt
    from fuzzfarm.ir.reader import parse_module
    from fuzzfarm.refinement.enumerated import LIMIT
    from fuzzfarm.schedule import Schedule

    # MET: ALL's groups meet again, so the pair is listed rather than decided group by group.
    before = parse_module(MET).kernel()
    after = twin(before)  # a pair with the same skeleton would keep the wave
    narrow = Schedule(64, (0, 1, 9, 12, 20, 33, 40, 50), {"x": tuple(range(64))})
    wave = widened(narrow, tuple(range(64)))
    simulated: list[Function] = []
    real = simt._simulate

    def spy(prepared, schedules, model):  # type: ignore[no-untyped-def]
        simulated.append(prepared.fn)
        return real(prepared, schedules, model)

    monkeypatch.setattr(simt, "_simulate", spy)
    assert LIMIT == 512
    [picked] = sized(before, after, [narrow], ["maximal"], [narrow], wide=[wave])
    assert len(picked.active_lanes) == 6 and set(picked.active_lanes) <= set(narrow.active_lanes)
    assert simulated.count(before) == 1 and simulated.count(after) == 1


#: Lanes 0-2 run anchor %ty only when their %tx group holds them alone: the base run
#: (one group) lists %tx alone, a split grouping reaches %ty, and the listing grows by
#: the groupings of %ty's three lanes (SEMANTICS.md, "Instances a grouping reaches").
GROWS_WHEN_SPLIT = """
define void @kernel(ptr %out, i32 %x) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %tx = call token @llvm.experimental.convergence.anchor()
  %size = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tx) ]
  %alone = icmp eq i32 %size, 1
  %low = icmp ult i32 %lane, 3
  %go = and i1 %alone, %low
  %ps = getelementptr inbounds i32, ptr %out, i32 8
  %p2 = getelementptr inbounds i32, ptr %ps, i32 %lane
  store i32 %size, ptr %p2, align 4
  br i1 %go, label %Y, label %end
Y:
  %ty = call token @llvm.experimental.convergence.anchor()
  %by = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %ty) ]
  %py = getelementptr inbounds i64, ptr %out, i32 %lane
  store i64 %by, ptr %py, align 8
  br label %end
end:
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i64 @subgroupBallot(i1) convergent
declare token @llvm.experimental.convergence.anchor()
"""


def _bell(n: int) -> int:
    row = [1]
    for _ in range(n - 1):  # the Bell triangle
        nxt = [row[-1]]
        for v in row:
            nxt.append(nxt[-1] + v)
        row = nxt
    return row[-1]


def test_a_sized_schedule_whose_listing_outgrows_the_limit_is_retried_narrower() -> None:
    """Six lanes fit the limit as the base run lists them (Bell(6) = 203 groupings of
    %tx), not once split groupings reach %ty (203 x Bell(3) = 1015); the retry takes the
    first rung with room to grow (Bell(5) = 52), decided with 52 x 5 choices, where
    before it fell back to the fixed two lanes."""
    from fuzzfarm.candidates import Candidate
    from fuzzfarm.farm.case import CampaignConfig, _check_models
    from fuzzfarm.ir.reader import parse_module

    fn = parse_module(GROWS_WHEN_SPLIT).kernel()
    wide = generate_schedule(fn, 3, subgroup_size=8, active_lanes=tuple(range(6)))
    two = generate_schedule(fn, 3, subgroup_size=8, active_lanes=(0, 1))
    config = CampaignConfig(Candidate("transform", "sink"), models=("maximal",))

    def case(model, verdict, message="", **kw):  # type: ignore[no-untyped-def]
        return verdict, message

    [(verdict, message)] = _check_models(config, 0, fn, twin(fn), [wide], [two], {}, case)
    assert verdict == "pass"
    assert f"all {_bell(5) * _bell(3)} implementation choices" in message, message
