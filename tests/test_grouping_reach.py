"""What a grouping of the anchors can reach (fuzzfarm/analysis/grouping_reach.py) and the
violations decided on the rest at any wave size (fuzzfarm/refinement/reach.py).

SEMANTICS.md, "What a grouping can reach": every legal grouping of *before* shows its
hierarchy's base run on every observable no grouping reaches, so a behaviour of *after*
that differs from the base runs there is a violation without listing *before*'s Bell(n)
groupings. Checked here against the complete listing at 3 and 4 lanes (generated kernels
and hand-written ones with branches on an anchor's elect), under both models, and on a
seed-000-style pair by hand at 32 and 64 lanes, where the old check could only sample
*before*'s groupings (exit 3).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from clirun import fuzzfarm
from test_unobserved_groupings import HEADER as UNOBSERVED_HEADER
from test_unobserved_groupings import _listed_whole, generated_kernels

from fuzzfarm.analysis.cycles import compute_cycles
from fuzzfarm.analysis.grouping_reach import grouping_reach, never_poison
from fuzzfarm.behaviour import Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.compare import Match, refines
from fuzzfarm.refinement.reach import masked, unreached_difference, written_last
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from generators.schedules import generate_schedule
from oracles.reference import behaviours, run
from oracles.reference.enumerate import base_choices

MODELS = [Model.MAXIMAL, Model.IPDOM]

HEADER = UNOBSERVED_HEADER + """
declare i32 @subgroupMin(i32) convergent
declare i32 @subgroupShuffle(i32, i32) convergent
"""

# Seed 000's opportunistic shape ("Opportunistic Convergent Operations": an elect under
# an anchor picks a leader, which alone adds), then an entry-token ballot after a branch
# on the lane id ("llvm.experimental.convergence.entry": every thread of the launch, the
# branch notwithstanding). The anchor's sum reaches %side only; %out holds the ballot.
ELECT = """
define void @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %first = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  br i1 %first, label %leader, label %member

leader:
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  br label %merge

member:
  br label %merge

merge:
  %v = phi i32 [ %sum, %leader ], [ 0, %member ]
  store i32 %v, ptr %side, align 4
  %low = icmp ult i32 %lane, 6
  br i1 %low, label %then, label %join

then:
  br label %join

join:
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret void
}
"""

# The wrong tail duplication of ELECT's entry-token ballot into both arms of the lane
# branch: each arm's copy sees only its arm's lanes (seed 000: the entry token's
# instances in different blocks are different operations). With 7 or more active lanes
# both arms are taken.
DUPLICATED = ELECT.replace("""  br i1 %low, label %then, label %join

then:
  br label %join

join:
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]""", """  br i1 %low, label %then, label %else

then:
  %b1 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  br label %join

else:
  %b2 = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  br label %join

join:
  %b = phi i64 [ %b1, %then ], [ %b2, %else ]""")

# An anchor inside a loop (one instance per iteration): its minimum decides a branch in
# the loop body whose region holds another elect and a nested branch; the count reaches
# %side, the entry token's ballot of odd lanes %out, a barrier under the anchor only its
# event.
LOOP = """
define i32 @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  br label %h

h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %latch ]
  %a = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @subgroupMin(i32 %x) [ "convergencectrl"(token %a) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %a) ]
  %lt = icmp slt i32 %m, %i
  br i1 %lt, label %small, label %latch

small:
  %el = call i1 @subgroupElect() [ "convergencectrl"(token %a) ]
  %z = zext i1 %el to i32
  %t = add i32 %acc, %z
  br i1 %el, label %twice, label %latch

twice:
  %t2 = add i32 %t, %z
  br label %latch

latch:
  %acc1 = phi i32 [ %t, %small ], [ %acc, %h ], [ %t2, %twice ]
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 2
  br i1 %c, label %h, label %exit

exit:
  store i32 %acc1, ptr %side, align 4
  %odd = and i32 %lane, 1
  %isodd = icmp ne i32 %odd, 0
  %b = call i64 @subgroupBallot(i1 %isodd) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %lane
}
"""

# A non-convergent kernel: its uncontrolled operations hang from its implicit anchor
# (seed 000, "Convergent Operations"), the ballot too, so %out is reached as well and
# only the returned lane id is not.
IMPLICIT = """
define i32 @k(ptr %out, ptr %side, i32 %x) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %first = call i1 @subgroupElect()
  br i1 %first, label %leader, label %join

leader:
  %sum = call i32 @subgroupAdd(i32 %x)
  br label %join

join:
  %v = phi i32 [ %sum, %leader ], [ 0, %entry ]
  store i32 %v, ptr %side, align 4
  %b = call i64 @subgroupBallot(i1 true)
  store i64 %b, ptr %out, align 8
  %r = add i32 %lane, 1
  ret i32 %r
}
"""

HAND = {"elect": ELECT, "loop": LOOP, "implicit": IMPLICIT}


def kernel(body: str) -> Function:
    return parse_module(HEADER + body).functions["k"]


def ballot_bytes_violate(before: Function, after: Function, model: Model) -> None:
    """DUPLICATED's ballot against ELECT's at 32 lanes (lane 0's holds lanes 0..5 where
    ELECT's holds all 32) is a violation shown only at the ballot's bytes 0..7 of buffer 0,
    whatever else a grouping reaches in that buffer."""
    schedule = Schedule.full(32, {"x": [lane % 5 for lane in range(32)]})
    verdict = check_refinement(before, after, [schedule], model, max_runs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    assert all(d.what.startswith("buffer 0 byte") and int(d.what.split()[-1]) < 8
               for d in cex.differences), cex.describe()


def rewritten(text: str, edits: tuple[tuple[str, str], ...]) -> str:
    """``text`` with each (old, new) of ``edits`` replaced, each old required present (a
    hand kernel's variant that silently stayed the original would test nothing)."""
    for old, new in edits:
        assert old in text
        text = text.replace(old, new)
    return text


def test_what_each_hand_kernel_reaches() -> None:
    # By hand: ELECT's sum reaches %side (buffer 1) through the merge phi; LOOP's count
    # %side and its barrier the events; IMPLICIT's ballot hangs from the implicit anchor
    # too, so both buffers.
    elect, loop, implicit = (grouping_reach(kernel(HAND[k])) for k in ("elect", "loop", "implicit"))
    assert elect is not None and loop is not None and implicit is not None
    assert (elect.buffers, elect.returned, elect.barriers, elect.regions) == (frozenset({1}), False,
                                                                              False, True)
    assert (loop.buffers, loop.returned, loop.barriers, loop.regions) == (frozenset({1}), False,
                                                                          True, True)
    assert (implicit.buffers, implicit.returned, implicit.regions) == (frozenset({0, 1}), False, True)


@pytest.mark.parametrize(("old", "new"), [
    # a store in the region through an address no bound covers: some grouping may run it
    # past the buffer (undefined), or a volatile one (an event some groupings make)
    ("  %sum = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]\n",
     "  %sum = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]\n"
     "  %far = getelementptr i32, ptr %out, i32 %x\n  store i32 1, ptr %far, align 4\n"),
    ("  %sum = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]\n",
     "  %sum = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]\n"
     "  store volatile i32 1, ptr %out, align 4\n"),
    # a shuffle in the region may be poison, and so may a branch on it
    ("%first = call i1 @subgroupElect() [ \"convergencectrl\"(token %a) ]",
     "%sh = call i32 @subgroupShuffle(i32 %x, i32 0) [ \"convergencectrl\"(token %a) ]\n"
     "  %first = icmp eq i32 %sh, 0"),
    # the sum as an address
    ("store i32 %v, ptr %side, align 4",
     "%p = getelementptr i32, ptr %side, i32 %v\n  store i32 1, ptr %p, align 4"),
    # a flag that makes poison of an overflow, then a branch on it
    ("%first = call i1 @subgroupElect() [ \"convergencectrl\"(token %a) ]",
     "%s0 = call i32 @subgroupAdd(i32 %x) [ \"convergencectrl\"(token %a) ]\n"
     "  %s1 = add nsw i32 %s0, 1\n  %first = icmp eq i32 %s1, 0"),
])
def test_what_may_be_undefined_or_unseen_is_unknown(old: str, new: str) -> None:
    assert old in ELECT
    assert grouping_reach(kernel(ELECT.replace(old, new))) is None


def test_never_poison() -> None:
    fn = kernel(LOOP)
    values = {i.name: i for i in fn.instructions() if i.name}
    assert never_poison(values["lt"]) and never_poison(values["el"])
    fn = kernel(ELECT.replace("%low = icmp ult i32 %lane, 6",
                              "%lp = shl nuw i32 %lane, 1\n  %low = icmp ult i32 %lp, 6"))
    values = {i.name: i for i in fn.instructions() if i.name}
    assert not never_poison(values["low"])


def _every_grouping_shows_the_base_run(fn: Function, schedule: Schedule, model: Model,
                                       monkeypatch: pytest.MonkeyPatch, grown: bool = False) -> bool:
    """Every legal grouping of the complete listing, on what ``fn``'s reach leaves out,
    shows its hierarchy's base run (False: the listing is not complete; with ``grown``,
    not exhaustive: a listing grown by the instances groupings reach, SEMANTICS.md
    "Instances a grouping reaches", holds every grouping its runs' order calls acyclic)."""
    reach = grouping_reach(fn)
    assert reach is not None
    whole = _listed_whole(fn, schedule, model, monkeypatch)
    if not (whole.exhaustive if grown else whole.complete):
        return False
    for entry in whole.entries:
        shown, choices = entry.behaviour, entry.choices[0]
        if shown.outcome is Outcome.CONTRADICTORY and choices.anchors:
            continue  # no implementation
        base = run(fn, schedule.with_choices(base_choices(schedule, choices.dfs_order)), model).behaviour
        assert shown.outcome == base.outcome and shown.approximations == base.approximations, \
            (choices, shown.describe(), base.describe())
        base_schedule = schedule.with_choices(base_choices(schedule, choices.dfs_order))
        last = written_last(fn, base_schedule, model, reach, base)
        assert masked(shown, base, reach, last) == base, (choices, shown.describe(), base.describe())
    return True


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("name", sorted(HAND))
def test_hand_kernels_show_the_base_run_where_nothing_reaches(
        name: str, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel(HAND[name])
    for lanes in (2, 3) if name == "loop" else (3, 4):  # the loop's: one anchor instance per iteration
        schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 - 3 for lane in range(lanes)]})
        assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize(("seeds", "at_least"), [
    (range(25), 4), pytest.param(range(25, 160), 20, marks=pytest.mark.slow)])
def test_generated_kernels_show_the_base_run_where_nothing_reaches(
        model: Model, seeds: range, at_least: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Soundness against the complete listing of every grouping at 3 and 4 lanes (seeds
    # 0..159: 34 kernels whose reach is known, one with a region, 14 with barriers).
    checked = kernels = 0
    for seed, fn in generated_kernels(seeds):
        reach = grouping_reach(fn)
        if reach is None or (reach.regions and not compute_cycles(fn).is_reducible):
            continue  # regions in an irreducible CFG: test_grouping_reach_irreducible.py
        kernels += 1
        for lanes in (3, 4):
            schedule = generate_schedule(fn, seed * 7 + lanes, subgroup_size=lanes)
            schedule = replace(schedule, active_lanes=tuple(range(lanes)))
            checked += _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)
    assert kernels >= at_least and checked >= at_least, (kernels, checked)


@pytest.mark.slow
@pytest.mark.parametrize("model", MODELS)
def test_the_verdict_is_the_complete_listings_at_seven_lanes(model: Model) -> None:
    # Where before's groupings can all be listed, the unreached difference agrees with
    # the listing: every behaviour of DUPLICATED it calls unmatched matches no grouping.
    before, after = kernel(ELECT), kernel(DUPLICATED)
    found = 0
    for seed in range(2):
        schedule = replace(generate_schedule(before, seed, subgroup_size=7), active_lanes=tuple(range(7)))
        listed = behaviours(before, schedule, model, max_runs=5000, sample=False)
        assert listed.complete
        for entry in behaviours(after, schedule, model, max_runs=64).entries:
            unreached = unreached_difference(before, schedule, model, entry.behaviour)
            matched = any(b.decided and refines(entry.behaviour, b) for b in listed.behaviours)
            if unreached is not None:
                found += 1
                assert not matched
                assert unreached.comparison.match is Match.NO
    assert found >= 2


@pytest.mark.parametrize("model", MODELS)
def test_a_correct_copy_is_never_a_violation_at_32_lanes(model: Model) -> None:
    # After = before with a value renamed: no behaviour of it may be called unmatched.
    before = kernel(ELECT)
    after = kernel(ELECT.replace("%v = phi", "%v.r = phi").replace("i32 %v, ptr", "i32 %v.r, ptr"))
    verdict = check_refinement(before, after, [Schedule.full(32, {"x": list(range(32))})], model,
                               max_runs=16)
    assert verdict.kind is not Verdict.VIOLATION, verdict.message


@pytest.mark.parametrize("threads", [32, pytest.param(64, marks=pytest.mark.slow)])
def test_a_duplicated_entry_ballot_is_a_violation_at_real_wave_sizes(tmp_path, threads: int) -> None:
    # By hand: at 7 or more active lanes both arms of %low are taken, so DUPLICATED's
    # ballot in lane 0 holds lanes 0..5 where ELECT's holds every active lane, under
    # every grouping of the anchor (which reaches %side only). The old check could not
    # list before's Bell(n) groupings: exit 3.
    (tmp_path / "before.ll").write_text(HEADER + ELECT)
    (tmp_path / "after.ll").write_text(HEADER + DUPLICATED)
    out = fuzzfarm(["validate", tmp_path / "before.ll", tmp_path / "after.ll", "--threads", str(threads),
                    "--schedules", "2", "--seed", "1", "--out", tmp_path / "cex"])
    assert out.returncode == 1, out.stdout + out.stderr
    assert "buffer 0 byte 0" in out.stdout
    assert "after %b1 with {0,1,2,3,4,5}" in out.stdout or "after %b2" in out.stdout


@pytest.mark.parametrize("model", MODELS)
def test_the_counterexample_replays(model: Model) -> None:
    before, after = kernel(ELECT), kernel(DUPLICATED)
    schedule = Schedule.full(64, {"x": [lane % 5 for lane in range(64)]})
    verdict = check_refinement(before, after, [schedule], model, max_runs=8)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)
    cex = verdict.counterexample
    assert cex is not None
    assert run(after, cex.schedule, model).behaviour == cex.after
    lane0 = next(t for t in cex.after.threads if t.lane == 0)
    assert lane0.buffers[0][:8] == tuple((0x3F).to_bytes(8, "little"))


# A shuffle under an anchor reads a lane of its group: poison for a lane whose group
# lacks lane 0 (seed 000: the anchor's groups are the implementation's), so what a
# grouping may make poison must reach no promise that makes poison undefined behaviour
# (LangRef "noundef", "!noundef"): one grouping of before would then be undefined,
# and undefined behaviour allows anything, so no violation on the rest could be claimed.
PROMISED = """
define RET @k(ptr %out, ptr %side, i32 %x) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  %sh = call i32 @subgroupShuffle(i32 %x, i32 0) [ "convergencectrl"(token %a) ]
  USE
  %b = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  store i64 %b, ptr %out, align 8
  ret i32 %sh
}

declare i32 @llvm.umax.i32(i32, i32)
!0 = !{}
"""


@pytest.mark.parametrize(("ret", "use", "known"), [
    ("i32", "", True),                  # the returned value may be poison: masked, fine
    ("noundef i32", "", False),         # poison returned under noundef: undefined
    ("i32", "store i32 %sh, ptr %side, align 4\n  %l = load i32, ptr %side, align 4\n"
            "  store i32 %l, ptr %side, align 4", True),
    ("i32", "store i32 %sh, ptr %side, align 4\n  %l = load i32, ptr %side, align 4, !noundef !0\n"
            "  store i32 %l, ptr %side, align 4", False),
    ("i32", "%m = call i32 @llvm.umax.i32(i32 %sh, i32 1)\n  store i32 %m, ptr %side, align 4", True),
    ("i32", "%m = call i32 @llvm.umax.i32(i32 noundef %sh, i32 1)\n"
            "  store i32 %m, ptr %side, align 4", False),
])
def test_poison_a_grouping_may_make_reaches_no_noundef_promise(ret: str, use: str, known: bool) -> None:
    reach = grouping_reach(kernel(PROMISED.replace("RET", ret).replace("USE", use)))
    assert (reach is not None) == known
