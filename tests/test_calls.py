"""Calls to functions defined in the module (SEMANTICS.md, "Calls to defined functions").

Golden tests: seed 000's inlining example ("llvm.experimental.convergence.entry")
and hand-written multi-function kernels whose communicating sets are worked out
here, independently of the oracles, from the seed's rule: two threads execute
converged instances of a callee's ``entry`` (and so of everything it controls)
iff they executed converged instances of the call site.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from twin import twin

from fuzzfarm.behaviour import Outcome
from fuzzfarm.cli import main
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import IDENTICAL, check_refinement
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict
from fuzzfarm.wellformed import check_well_formed
from oracles import reference
from oracles.reference.thread import MAX_CALL_DEPTH

DATA = Path(__file__).resolve().parent / "data" / "calls"
MODELS = (Model.MAXIMAL, Model.IPDOM)

DECLS = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.ctpop.i64(i64)
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
"""


def kernel(text: str, name: str | None = None) -> Function:
    return parse_module(text if "declare" in text else DECLS + text).kernel(name)


def returns(fn: Function, schedule: Schedule, model: Model) -> list[object]:
    b = reference.run(fn, schedule, model).behaviour
    assert b.outcome is Outcome.OK, b.message
    return [t.return_value for t in b.threads]


def mask(lanes: set[int]) -> int:
    return sum(1 << lane for lane in lanes)


# -- seed 000's inlining example ------------------------------------------------------------


def test_seed000_inlining_example_sets_and_refinement() -> None:
    """Seed 000, "llvm.experimental.convergence.entry": callee() (convergent, its
    operation controlled by its entry token) called in a loop under the heart %inner.
    The callee's ballot in iteration i communicates among the threads converged at
    %inner's i-th instance: those still looping (n > i); inlining replaces the entry
    token by %inner and keeps every set."""
    before = kernel((DATA / "seed000_inline_before.ll").read_text())
    after = kernel((DATA / "seed000_inline_after.ll").read_text())
    n = [1, 2, 3, 3]
    schedule = Schedule.full(4, {"n": n})
    expected = []
    for lane in range(4):
        acc = 0
        for i in range(n[lane]):
            ballot = mask({m for m in range(4) if n[m] > i}) if i % 2 else 0
            acc = (acc << 8) | ballot
        expected.append(acc)
    assert expected == [0, 14, 14 << 8, 14 << 8]
    for model in MODELS:
        assert returns(before, schedule, model) == expected
        assert returns(after, schedule, model) == expected
        record = reference.run(before, schedule, model).trace.record
        second = record.find(1, "%b@callee", 2)  # iteration 1's ballot, inside the callee
        assert record.communicating_set(second) == {1, 2, 3}
        assert record.communicating_set(record.find(2, "%b@callee", 3)) == {2, 3}
        schedules = [schedule, Schedule.full(4, {"n": [3, 1, 2, 1]})]
        assert check_refinement(before, after, schedules, model).kind is Verdict.PASS
        assert check_refinement(after, before, schedules, model).kind is Verdict.PASS


# -- uncontrolled calls: the call site is a dynamic instance ---------------------------------

VOTE = """
define internal i64 @vote(i1 %p) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 %p)
  ret i64 %b
}
"""

TWO_CALL_SITES = VOTE + """
define i64 @k(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  %r1 = call i64 @vote(i1 true)
  br label %end
else:
  %r2 = call i64 @vote(i1 true)
  br label %end
end:
  %r = phi i64 [ %r1, %then ], [ %r2, %else ]
  ret i64 %r
}
"""

ONE_CALL_SITE = VOTE + """
define i64 @k(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  %r = call i64 @vote(i1 true)
  ret i64 %r
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_uncontrolled_callee_communicates_among_its_call_sites_threads(model: Model) -> None:
    """Seed 004's ballot if/else merge through a call: each call site's instance is
    its own; the callee's uncontrolled ballot sees only the threads that entered
    through converged instances of that call site."""
    fn = kernel(TWO_CALL_SITES)
    schedule = Schedule.full(4, {"c": [1, 0, 1, 1]})
    then, other = mask({0, 2, 3}), mask({1})
    assert returns(fn, schedule, model) == [then, other, then, then]
    merged = kernel(ONE_CALL_SITE)
    assert returns(merged, schedule, model) == [15, 15, 15, 15]
    assert check_refinement(fn, merged, [schedule], model).kind is Verdict.VIOLATION
    uniform = Schedule.full(4, {"c": [1, 1, 1, 1]})
    assert check_refinement(fn, merged, [uniform], model).kind is Verdict.PASS


CONTROLLED_SITES = """
define internal i64 @vote(i1 %p) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %b = call i64 @subgroupBallot(i1 %p) [ "convergencectrl"(token %t) ]
  ret i64 %b
}

define i64 @k(i32 %c) convergent {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  %a = call i64 @vote(i1 true) [ "convergencectrl"(token %t) ]
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %then, label %end
then:
  %b = call i64 @vote(i1 true) [ "convergencectrl"(token %t) ]
  br label %end
end:
  %v = phi i64 [ %b, %then ], [ 0, %entry ]
  %s = shl i64 %a, 8
  %r = or i64 %s, %v
  ret i64 %r
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_entry_of_callee_converges_iff_call_sites_did(model: Model) -> None:
    """Seed 000, "llvm.experimental.convergence.entry", item 2: the callee's entry
    instances converge exactly when the call-site instances do; the call site in
    %then, controlled by the kernel's entry token, has the threads that reach it."""
    fn = kernel(CONTROLLED_SITES)
    schedule = Schedule.full(4, {"c": [0, 1, 1, 0]})
    record = reference.run(fn, schedule, model).trace.record
    assert record.communicating_set(record.find(1, "%t@vote", 1)) == {0, 1, 2, 3}
    assert record.communicating_set(record.find(1, "%t@vote", 2)) == {1, 2}
    assert record.communicating_set(record.find(2, "%b@vote", 2)) == {1, 2}
    full = 15 << 8
    assert returns(fn, schedule, model) == [full, full | 6, full | 6, full]


# -- a non-convergent callee: its implicit or explicit anchor -------------------------------

RANK = """
define internal i32 @rank() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %id = call i32 @getSubgroupLocalInvocationId()
  %id64 = zext i32 %id to i64
  %bit = shl i64 1, %id64
  %below = sub i64 %bit, 1
  %masked = and i64 %ballot, %below
  %n = call i64 @llvm.ctpop.i64(i64 %masked)
  %r = trunc i64 %n to i32
  ret i32 %r
}
"""

RANK_IN_BRANCH = RANK + """
define i32 @k(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %then, label %end
then:
  %r = call i32 @rank()
  br label %end
end:
  %v = phi i32 [ %r, %then ], [ -1, %entry ]
  ret i32 %v
}
"""

RANK_HOISTED = RANK + """
define i32 @k(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  %r = call i32 @rank()
  br i1 %cc, label %then, label %end
then:
  br label %end
end:
  %v = phi i32 [ %r, %then ], [ -1, %entry ]
  ret i32 %v
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_anchor_in_a_non_convergent_callee(model: Model) -> None:
    """Seed 000, "Opportunistic Convergent Operations": @rank is not convergent and
    anchors its own group. By default the anchor groups the threads that called
    together (lanes 0, 1, 3: ranks 0, 1, 2); every other grouping is a legal
    behaviour too. Sinking the call into the branch only narrows the groups (pass);
    hoisting it lets lane 2 join lane 3's group (rank 3 only after). @rank's call site
    is not a convergent operation, so LLVM may hoist it and the difference is the
    implementation's choice: inconclusive, never a violation (refinement/check.py)."""
    before = kernel(RANK_IN_BRANCH)
    schedule = Schedule.full(4, {"c": [1, 1, 0, 1]})
    assert returns(before, schedule, model) == [0, 1, -1 & 0xFFFFFFFF, 2]
    split = Choices(anchors=(AnchorGroup("anchor@rank", 0, 1, 0), AnchorGroup("anchor@rank", 1, 1, 1),
                             AnchorGroup("anchor@rank", 3, 1, 1)))
    assert returns(before, schedule.with_choices(split), model) == [0, 0, -1 & 0xFFFFFFFF, 1]
    found = reference.behaviours(before, schedule, model)
    assert found.exhaustive
    ranks = {tuple(t.return_value for t in b.threads) for b in found.decided}
    assert len(ranks) == 4  # the partitions of {0, 1, 3}, two of which agree
    hoisted = kernel(RANK_HOISTED)
    assert check_refinement(hoisted, before, [schedule], model).kind is Verdict.PASS
    hoisted_verdict = check_refinement(before, hoisted, [schedule], model)
    assert hoisted_verdict.kind is Verdict.INCONCLUSIVE
    assert "@rank is not convergent" in hoisted_verdict.message
    assert "rank" in "".join(hoisted_verdict.notes)  # the mismatch found stays on record


IMPLICIT = """
define internal i64 @count() {
entry:
  %b = call i64 @subgroupBallot(i1 true)
  ret i64 %b
}

define i64 @k(i32 %c) convergent {
entry:
  %r = call i64 @count()
  ret i64 %r
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_implicit_anchor_of_a_non_convergent_callee(model: Model) -> None:
    """Seed 000, "Convergent Operations", note: in a function that is not convergent,
    uncontrolled operations communicate among an implementation-defined subset of the
    threads in its body: the callee's implicit anchor (``@count``), one instance per
    call, grouped by the choices (by default: the threads that called together)."""
    fn = kernel(IMPLICIT)
    schedule = Schedule.full(3, {"c": [0, 0, 0]})
    assert returns(fn, schedule, model) == [7, 7, 7]
    apart = Choices(anchors=(AnchorGroup("@count", 0, 1, 0), AnchorGroup("@count", 1, 1, 1),
                             AnchorGroup("@count", 2, 1, 0)))
    assert returns(fn, schedule.with_choices(apart), model) == [5, 2, 5]
    found = reference.behaviours(fn, schedule, model)
    assert found.exhaustive and len(found.decided) == 5  # Bell(3) groupings, all distinct


COUNT_FROM_TWO_SITES = IMPLICIT.split("define i64 @k")[0] + """
define i64 @k(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  %r1 = call i64 @count()
  br label %end
else:
  %r2 = call i64 @count()
  br label %end
end:
  %r = phi i64 [ %r1, %then ], [ %r2, %else ]
  ret i64 %r
}
"""

COUNT_IN_A_LOOP = IMPLICIT.split("define i64 @k")[0] + """
define i64 @k(i32 %n) convergent {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %b = call i64 @count()
  %shifted = shl i64 %acc, 8
  %acc1 = or i64 %shifted, %b
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, %n
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %acc1
}
"""


def _group_masks(grouping: tuple[AnchorGroup, ...]) -> dict[tuple[int, int], int]:
    """Each (lane, occurrence)'s ballot when the grouping alone decides who votes together."""
    groups: dict[int, set[int]] = {}
    for g in grouping:
        groups.setdefault(g.label, set()).add(g.lane)
    return {(g.lane, g.occurrence): mask(groups[g.label]) for g in grouping}


@pytest.mark.parametrize("model", MODELS)
def test_lane_simulator_runs_a_callee_implicit_anchor_under_every_grouping(model: Model) -> None:
    """The callee's implicit anchor on lanes (oracles/simt/calls.py): under every grouping
    of its instances the simulator and the reference agree, and a lane's ballot is the
    mask of its group (worked out here from the grouping alone), across loop iterations
    too (lane 2's first call may vote with lane 1's second). Only acyclic groupings are
    listed (oracles/reference/groupings.py); a crossing one, made by hand, makes the
    convergence order cyclic and is contradictory for both."""
    from oracles import simt
    from oracles.oracle import agrees
    from oracles.reference.enumerate import anchor_groupings

    fn = kernel(COUNT_IN_A_LOOP)
    schedule = Schedule.full(3, {"n": [1, 2, 2]})
    instances = [("@count", 0, 1), ("@count", 1, 1), ("@count", 1, 2), ("@count", 2, 1),
                 ("@count", 2, 2)]
    outcomes: dict[Outcome, int] = {}
    for grouping in anchor_groupings(instances):
        run = schedule.with_choices(Choices(anchors=grouping))
        sim = simt.run(fn, run, model)
        assert agrees(sim, reference.replay(fn, run, sim.choices, model)), grouping
        outcomes[sim.behaviour.outcome] = outcomes.get(sim.behaviour.outcome, 0) + 1
        if sim.behaviour.outcome is Outcome.OK:
            votes = _group_masks(grouping)
            want = [votes[(0, 1)], votes[(1, 1)] << 8 | votes[(1, 2)],
                    votes[(2, 1)] << 8 | votes[(2, 2)]]
            assert [t.return_value for t in sim.behaviour.threads] == want, grouping
    assert outcomes[Outcome.OK] > 10 and set(outcomes) == {Outcome.OK}
    # Lane 1's first call with lane 2's second and lane 1's second with lane 2's first.
    crossing = Choices(anchors=tuple(AnchorGroup("@count", lane, occ, label) for lane, occ, label in
                                     [(0, 1, 0), (1, 1, 1), (2, 2, 1), (1, 2, 2), (2, 1, 2)]))
    run = schedule.with_choices(crossing)
    sim = simt.run(fn, run, model)
    assert sim.behaviour.outcome is Outcome.CONTRADICTORY
    assert agrees(sim, reference.replay(fn, run, sim.choices, model))


@pytest.mark.parametrize("model", MODELS)
def test_a_grouping_across_call_sites_is_left_to_the_reference(model: Model) -> None:
    """Two call sites of @count: a grouping that keeps each site's threads apart runs on
    lanes; one that joins threads of both sites (legal: they converge inside @count) is
    outside the simulator's scope (unsupported), never a different behaviour."""
    from oracles import simt
    from oracles.oracle import agrees
    from oracles.reference.enumerate import anchor_groupings

    fn = kernel(COUNT_FROM_TWO_SITES)
    schedule = Schedule.full(4, {"c": [1, 0, 1, 0]})
    site = {0: "then", 1: "else", 2: "then", 3: "else"}
    ran = 0
    for grouping in anchor_groupings([("@count", lane, 1) for lane in range(4)]):
        run = schedule.with_choices(Choices(anchors=grouping))
        sim = simt.run(fn, run, model)
        ref = reference.run(fn, run, model).behaviour
        votes = _group_masks(grouping)
        assert [t.return_value for t in ref.threads] == [votes[(lane, 1)] for lane in range(4)]
        sites = {label: {site[g.lane] for g in grouping if g.label == label}
                 for label in {g.label for g in grouping}}
        if all(len(s) == 1 for s in sites.values()):
            assert agrees(sim, reference.replay(fn, run, sim.choices, model)), grouping
            ran += 1
        else:
            assert sim.behaviour.outcome is Outcome.UNSUPPORTED, grouping
            assert "different call sites" in sim.behaviour.message
    assert ran == 4  # the partitions of {0, 2} times those of {1, 3}


def test_run_both_compares_a_non_convergent_callee_or_says_why_not(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``run --oracle both`` compares the oracles on a callee's implicit anchor; a grouping
    joining two call sites is outside the simulator: "not compared", not "DISAGREES"."""
    path = tmp_path / "implicit.ll"
    path.write_text(DECLS + COUNT_FROM_TWO_SITES)
    common = ["run", str(path), "--threads", "4", "--args", "c=1,0,1,0", "--oracle", "both"]
    assert main([*common, "--anchor", "@count:0:1=0", "--anchor", "@count:2:1=1"]) == 0
    assert "agrees with the reference" in capsys.readouterr().out
    assert main([*common, "--anchor", "@count:0:1=0", "--anchor", "@count:1:1=0"]) == 0
    out = capsys.readouterr().out
    assert "DISAGREES" not in out
    assert "cannot run this kernel" in out and "not compared" in out


#: @spin's irreducible cycle {a, b} (two entries: a or b may be its header) holds a
#: ballot: its hierarchies differ in which ballots converge, and an inlining
#: implementation picks one per call site.
IRREDUCIBLE_CALLEE = """
define internal i32 @spin(i32 %c) convergent {
entry:
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %a, label %b
a:
  %n = add i32 %c, -1
  %z = icmp eq i32 %n, 0
  br i1 %z, label %done, label %b
b:
  %v = call i64 @subgroupBallot(i1 true)
  br label %a
done:
  ret i32 %n
}
"""
#: The same cycle without the ballot: no convergent operation and no call in it, so
#: its header enters no communicating set (seed 003, "Maximal Convergence": an
#: instance's convergence reads only the headers of the cycles that contain it).
OP_FREE_CALLEE = IRREDUCIBLE_CALLEE.replace("  %v = call i64 @subgroupBallot(i1 true)\n", "")

KERNEL_TWO_BALLOTS = """
define i64 @k(i32 %c) convergent {
entry:
  %s = call i32 @spin(i32 1)
  %cc = icmp ne i32 %c, 0
  br i1 %cc, label %then, label %else
then:
  %r1 = call i64 @subgroupBallot(i1 true)
  br label %end
else:
  %r2 = call i64 @subgroupBallot(i1 true)
  br label %end
end:
  %r = phi i64 [ %r1, %then ], [ %r2, %else ]
  ret i64 %r
}
"""
TWO_BALLOTS = IRREDUCIBLE_CALLEE + KERNEL_TWO_BALLOTS

KERNEL_ONE_BALLOT = """
define i64 @k(i32 %c) convergent {
entry:
  %s = call i32 @spin(i32 1)
  %r = call i64 @subgroupBallot(i1 true)
  ret i64 %r
}
"""
ONE_BALLOT = IRREDUCIBLE_CALLEE + KERNEL_ONE_BALLOT


#: ``KERNEL_TWO_BALLOTS`` calling @spin from a second call site too: two calling contexts.
KERNEL_TWO_BALLOTS_TWO_SPINS = KERNEL_TWO_BALLOTS.replace(
    "  %s = call i32 @spin(i32 1)\n", "  %s = call i32 @spin(i32 1)\n  %s2 = call i32 @spin(i32 1)\n")
KERNEL_ONE_BALLOT_TWO_SPINS = KERNEL_ONE_BALLOT.replace(
    "  %s = call i32 @spin(i32 1)\n", "  %s = call i32 @spin(i32 1)\n  %s2 = call i32 @spin(i32 1)\n")


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("before_text", [KERNEL_TWO_BALLOTS, KERNEL_TWO_BALLOTS_TWO_SPINS],
                         ids=["one-site", "two-sites"])
def test_a_mismatch_beside_an_irreducible_callee_is_judged(model: Model, before_text: str) -> None:
    """Seed 004's ballot merge beside a call to a function with an irreducible cycle
    holding a convergent operation: judged a violation (inconclusive on main). Called
    from one site, the function's one hierarchy is its one inlined copy's; from two,
    *before* is judged with a copy of @spin per call site, so each copy's hierarchy is
    its own (fuzzfarm/ir/contexts.py). Lanes 0, 2, 3 take ``then``: *before* ballots
    0b1101 there and 0b0010 in lane 1, *after*'s one ballot 0b1111 in all, whatever
    @spin's hierarchies."""
    schedule = Schedule.full(4, {"c": [1, 0, 1, 1]})
    before = kernel(IRREDUCIBLE_CALLEE + before_text)
    after = kernel(ONE_BALLOT)
    assert returns(before, schedule, model) == [0b1101, 0b0010, 0b1101, 0b1101]
    assert returns(after, schedule, model) == [0b1111] * 4
    verdict = check_refinement(before, after, [schedule], model)
    assert verdict.kind is Verdict.VIOLATION, verdict.message
    assert verdict.counterexample is not None
    renamed = kernel(IRREDUCIBLE_CALLEE + before_text.replace("%r1", "%r1.r"))
    same = check_refinement(before, renamed, [schedule], model)
    assert same.kind is Verdict.PASS and same.message != IDENTICAL


@pytest.mark.parametrize("model", MODELS)
def test_a_mismatch_beside_an_after_calling_an_irreducible_callee_twice_is_inconclusive(
        model: Model) -> None:
    """*after* calling @spin from two sites: the oracles list one hierarchy of @spin for
    both, an inlining implementation of *after* one per site, so *after*'s listing is not
    all of its behaviours and the merge stays undecided."""
    schedule = Schedule.full(4, {"c": [1, 0, 1, 1]})
    verdict = check_refinement(kernel(TWO_BALLOTS), kernel(IRREDUCIBLE_CALLEE + KERNEL_ONE_BALLOT_TWO_SPINS),
                               [schedule], model)
    assert verdict.kind is Verdict.INCONCLUSIVE
    assert "@spin holds an irreducible cycle" in verdict.message


def _validate_per_context(after: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    code = main(["validate", str(DATA / "per_context_before.ll"), str(DATA / after),
                 "--function", "k", "--threads", "4"])
    return code, capsys.readouterr().out


def test_validate_decides_two_inlined_copies_of_an_irreducible_callee(
        capsys: pytest.CaptureFixture[str]) -> None:
    """opt-19 -O2 inlines @spin at both call sites; its copies pick their cycle headers on
    their own, which *before* with one hierarchy per function cannot show (exit 3 on
    main). With a copy of @spin per call site *before* shows each combination: a pass."""
    code, out = _validate_per_context("per_context_after.ll", capsys)
    assert code == 0, out
    assert "0 undecided" in out


def test_validate_reports_a_grouping_no_copy_of_the_callee_gives(
        capsys: pytest.CaptureFixture[str]) -> None:
    """The first copy's ballot split by lane number, lanes 0-1 apart from 2-3: a grouping
    neither header of the copy's cycle gives where a lane of each half enters at each of
    its entries (the lanes with ``c = 0`` at %b.i, the others at %a.i): a violation
    (exit 3 on main)."""
    code, out = _validate_per_context("per_context_split.ll", capsys)
    assert code == 1, out
    assert "violation" in out


@pytest.mark.parametrize("model", MODELS)
def test_a_mismatch_beside_an_op_free_irreducible_callee_is_judged(model: Model) -> None:
    """The same merge beside a callee whose irreducible cycle holds no convergent
    operation: every hierarchy of every inlined copy groups the kernel's ballots alike,
    so the merge is judged a violation (inconclusive before the callee's hierarchies
    were told apart by what they can change). Lanes 0, 2, 3 take ``then``: *before*
    ballots 0b1101 there and 0b0010 in lane 1, *after*'s one ballot 0b1111 in all."""
    schedule = Schedule.full(4, {"c": [1, 0, 1, 1]})
    before = kernel(OP_FREE_CALLEE + KERNEL_TWO_BALLOTS)
    after = kernel(OP_FREE_CALLEE + KERNEL_ONE_BALLOT)
    assert returns(before, schedule, model) == [0b1101, 0b0010, 0b1101, 0b1101]
    assert returns(after, schedule, model) == [0b1111] * 4
    verdict = check_refinement(before, after, [schedule], model)
    assert verdict.kind is Verdict.VIOLATION, verdict.message
    assert verdict.counterexample is not None
    shown = reference.run(after, verdict.counterexample.schedule, model).behaviour
    assert [t.return_value for t in shown.threads] == [0b1111] * 4


# -- recursion --------------------------------------------------------------------------------

RECURSIVE = VOTE.replace("@vote(i1 %p)", "@unused(i1 %p)") + """
define internal i32 @down(i32 %d) convergent {
entry:
  %b = call i64 @subgroupBallot(i1 true)
  %bt = trunc i64 %b to i32
  %z = icmp eq i32 %d, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 %bt
rec:
  %d1 = sub i32 %d, 1
  %r = call i32 @down(i32 %d1)
  %s = add i32 %r, %bt
  ret i32 %s
}

define i32 @k(i32 %d) convergent {
entry:
  %r = call i32 @down(i32 %d)
  ret i32 %r
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_recursion_levels_communicate_among_threads_that_recursed_together(model: Model) -> None:
    """Level j's ballot: the threads whose recursive call sites converged down to j,
    those with d >= j; lane L returns the sum of its levels' ballots."""
    fn = kernel(RECURSIVE, "k")
    d = [0, 1, 2, 2]
    level = [mask({m for m in range(4) if d[m] >= j}) for j in range(3)]
    expected = [sum(level[: d[lane] + 1]) for lane in range(4)]
    assert expected == [15, 29, 41, 41]
    assert returns(fn, Schedule.full(4, {"d": d}), model) == expected


def test_unbounded_recursion_is_undecided_not_a_bug() -> None:
    """Recursion is bounded by the call depth (and the step budget): a run that goes
    deeper ends in a timeout, which no verdict calls a bug."""
    fn = kernel(RECURSIVE, "k")
    deep = Schedule.full(2, {"d": [MAX_CALL_DEPTH + 5, 0]})
    b = reference.run(fn, deep).behaviour
    assert b.outcome is Outcome.TIMEOUT and "deeper" in b.message
    assert check_refinement(fn, twin(fn), [deep]).kind is Verdict.INCONCLUSIVE


# -- the kernel convention and the commands ---------------------------------------------------


def test_kernel_is_the_only_visible_uncalled_definition() -> None:
    module = parse_module(DECLS + TWO_CALL_SITES)
    assert module.kernel().name == "k"
    ambiguous = parse_module(DECLS + TWO_CALL_SITES.replace("define internal", "define"))
    assert ambiguous.kernel().name == "k"  # @vote is called: not a kernel
    two = parse_module(DECLS + ONE_CALL_SITE + ONE_CALL_SITE.split("}", 1)[1].replace("@k(", "@k2("))
    with pytest.raises(KeyError, match="cannot tell the kernel"):
        two.kernel()
    assert two.kernel("k2").name == "k2"


def test_commands_on_multi_function_modules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "calls.ll"
    good.write_text(DECLS + TWO_CALL_SITES)
    assert main(["check", str(good)]) == 0
    assert main(["run", str(good), "--threads", "4", "--args", "c=1,0,1,1"]) == 0
    out = capsys.readouterr().out
    assert "lane 1: ret 2" in out and "%b@vote" in out
    merged = tmp_path / "merged.ll"
    merged.write_text(DECLS + ONE_CALL_SITE)
    assert main(["validate", str(good), str(merged), "--threads", "4"]) == 1
    two = tmp_path / "two.ll"
    two.write_text(DECLS + ONE_CALL_SITE + ONE_CALL_SITE.split("}", 1)[1].replace("@k(", "@k2("))
    capsys.readouterr()
    assert main(["run", str(two), "--threads", "2"]) == 2
    err = capsys.readouterr().err
    assert "cannot tell the kernel" in err and len(err.strip().splitlines()) == 1
    assert main(["run", str(two), "--function", "k2", "--threads", "2", "--args", "c=0,0"]) == 0


def test_ill_formed_callee_makes_the_kernel_ill_formed(tmp_path: Path) -> None:
    """Seed 000: entry in a function that is not convergent is an error, and a kernel
    is only as well formed as the functions it runs."""
    bad = DECLS + CONTROLLED_SITES.replace("define internal i64 @vote(i1 %p) convergent",
                                           "define internal i64 @vote(i1 %p)")
    fn = kernel(bad)
    problem = check_well_formed(fn, llvm=False).first
    assert problem is not None and "entry" in problem
    assert reference.run(fn, Schedule.full(2, {"c": [0, 1]})).behaviour.outcome is Outcome.UNSUPPORTED
    path = tmp_path / "bad.ll"
    path.write_text(bad)
    assert main(["check", str(path)]) == 1


def test_reproducer_kernel_name_follows_the_convention() -> None:
    """A reproducer names its kernel without parsing (an optimizer may have crashed on
    the text): the only visible definition no definition calls, even when a helper
    comes first in the module."""
    from fuzzfarm.reproducer import kernel_name

    assert kernel_name(DECLS + TWO_CALL_SITES) == "k"
    assert kernel_name((DATA / "seed000_inline_before.ll").read_text()) == "main"
    assert kernel_name(DECLS + TWO_CALL_SITES.replace("define internal", "define")) == "k"


# -- both oracles -----------------------------------------------------------------------------

AGREEMENT = {
    "seed000-inline": ((DATA / "seed000_inline_before.ll").read_text(), None, {"n": [1, 2, 3, 3]}),
    "two-call-sites": (TWO_CALL_SITES, None, {"c": [1, 0, 1, 1]}),
    "controlled-sites": (CONTROLLED_SITES, None, {"c": [0, 1, 1, 0]}),
    "anchor-in-callee": (RANK_IN_BRANCH, None, {"c": [1, 1, 0, 1]}),
    "anchor-hoisted": (RANK_HOISTED, None, {"c": [1, 1, 0, 1]}),
    "recursion": (RECURSIVE, "k", {"d": [0, 1, 2, 2]}),
    "too-deep": (RECURSIVE, "k", {"d": [MAX_CALL_DEPTH + 5, 0, 1, 2]}),
}


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("case", sorted(AGREEMENT))
def test_lane_simulator_executes_calls_and_agrees(case: str, model: Model) -> None:
    """The lane simulator runs the same kernels (its own expansion of the call tree,
    oracles/simt/calls.py), and the reference replaying its choices agrees."""
    from oracles import simt
    from oracles.oracle import agrees

    text, name, args = AGREEMENT[case]
    fn = kernel(text, name)
    schedule = Schedule.full(4, args)
    sim = simt.run(fn, schedule, model)
    assert sim.behaviour.outcome is not Outcome.UNSUPPORTED, sim.behaviour.message
    assert agrees(sim, reference.replay(fn, schedule, sim.choices, model))
    assert sim.behaviour == reference.run(fn, schedule, model).behaviour or (
        sim.behaviour.outcome is Outcome.TIMEOUT)


@pytest.mark.parametrize("model", MODELS)
def test_lane_simulator_groups_callee_anchors_like_the_reference(model: Model) -> None:
    from oracles import simt

    fn = kernel(RANK_IN_BRANCH)
    split = Choices(anchors=(AnchorGroup("anchor@rank", 0, 1, 0), AnchorGroup("anchor@rank", 1, 1, 1),
                             AnchorGroup("anchor@rank", 3, 1, 1)))
    schedule = Schedule.full(4, {"c": [1, 1, 0, 1]}).with_choices(split)
    sim = simt.run(fn, schedule, model)
    assert [t.return_value for t in sim.behaviour.threads] == [0, 0, -1 & 0xFFFFFFFF, 1]
    listed = {(g.anchor, g.lane, g.occurrence) for g in sim.choices.anchors}
    assert listed == {("anchor@rank", lane, 1) for lane in (0, 1, 3)}


@pytest.mark.parametrize("model", MODELS)
def test_two_oracle_check_on_multi_function_modules(model: Model) -> None:
    """The farm's check (fuzzfarm/refinement/two_oracles.py): seed 000's inlining pair
    passes on the lane simulator's fast path; merging two call sites is a violation
    the reference reports."""
    from fuzzfarm.refinement.two_oracles import check_two_oracles

    before = kernel((DATA / "seed000_inline_before.ll").read_text())
    after = kernel((DATA / "seed000_inline_after.ll").read_text())
    schedules = [Schedule.full(4, {"n": [1, 2, 3, 3]}), Schedule.full(4, {"n": [3, 1, 2, 1]})]
    done = check_two_oracles(before, after, schedules, model)
    assert done.verdict.kind is Verdict.PASS and done.disagreement is None
    merged = check_two_oracles(kernel(TWO_CALL_SITES), kernel(ONE_CALL_SITE),
                               [Schedule.full(4, {"c": [1, 0, 1, 1]})], model)
    assert merged.verdict.kind is Verdict.VIOLATION and merged.disagreement is None


def test_both_oracles_bound_calls_at_the_same_depth() -> None:
    from oracles.simt.calls import MAX_CALL_DEPTH as SIMT_DEPTH

    assert SIMT_DEPTH == MAX_CALL_DEPTH


def _outlined(kernel_fn: Function) -> Function:
    """The kernel's body moved into an internal convergent helper that a new kernel calls
    (through the kernel's entry token when the body uses tokens): by seed 000's rule the
    helper's threads converge exactly as the kernel's did, so the behaviour is the same."""
    from fuzzfarm.ir import conventions
    from fuzzfarm.ir.model import Argument, Instruction, OperandBundle
    from fuzzfarm.ir.printer import print_module
    from fuzzfarm.ir.types import TOKEN, VOID

    module = kernel_fn.module
    assert module is not None
    body = kernel_fn.clone("body")
    body.linkage = "internal"
    module.add(body)
    new = Function(kernel_fn.name, kernel_fn.return_type,
                   [Argument(a.name, a.type, a.index, a.attrs) for a in kernel_fn.args],
                   attrs=kernel_fn.attrs)
    entry = new.add_block("entry")
    bundles = []
    if any(i.callee == conventions.ENTRY for i in kernel_fn.instructions()):
        tok = entry.append(Instruction("call", TOKEN, [], "wtok", callee=conventions.ENTRY))
        bundles = [OperandBundle("convergencectrl", (tok,))]
    void = kernel_fn.return_type == VOID
    call = entry.append(Instruction("call", kernel_fn.return_type, list(new.args),
                                    None if void else "r", callee="body", bundles=bundles))
    entry.append(Instruction("ret", VOID, [] if void else [call]))
    del module.functions[kernel_fn.name]
    module.add(new)
    return parse_module(print_module(module)).kernel()


@pytest.mark.parametrize("seed", [pytest.param(s, marks=pytest.mark.slow) if s >= 2 else s
                                  for s in range(12)])
def test_generated_kernels_behave_the_same_outlined(seed: int) -> None:
    """Generated kernels (reducible and irreducible, with loops, anchors, barriers,
    external calls) against their outlined versions, under both models and every cycle
    hierarchy the reference explores first: the reference gives the original's
    behaviour, and the lane simulator agrees with the reference."""
    from generators.programs import generate
    from generators.schedules import generate_schedule
    from oracles import simt
    from oracles.oracle import agrees

    for k in range(seed * 5, seed * 5 + 5):
        original = generate(k).module.kernel()
        outlined = _outlined(parse_module(generate(k).text).kernel())
        runs = [(Model.IPDOM, ())] + [(Model.MAXIMAL, d)
                                       for d in reference.hierarchies(original).orders[:2]]
        for model, dfs_order in runs:
            base = generate_schedule(original, k)
            schedule = base.with_choices(Choices(dfs_order=dfs_order))
            # The explicit DFS order names the function of its blocks: now "body".
            moved = base.with_choices(Choices(dfs_order=tuple(("body", b, s) for _, b, s in dfs_order)))
            want = reference.run(original, schedule, model).behaviour
            got = reference.run(outlined, moved, model).behaviour
            assert got == want or (got.outcome is want.outcome is not Outcome.OK), (k, model)
            sim = simt.run(outlined, moved, model)
            assert sim.behaviour.outcome is not Outcome.UNSUPPORTED, (k, sim.behaviour.message)
            assert agrees(sim, reference.replay(outlined, moved, sim.choices, model)), (k, model)


@pytest.mark.parametrize("seed", [22, 28])
def test_ipdom_lanes_inside_an_invocation_return_to_the_saved_stack(seed: int) -> None:
    """Generated modules with calls where, under ipdom, a lane inside an invocation was
    judged able to reach any kernel block ("any path": its caller's stack was not in
    its view), so two waiting groups each waited for the other and the simulator ended
    contradictory where the reference runs to the end. The judgement now returns the
    lane to the stack saved at its call (oracles/simt/models.py, Ipdom._returned)."""
    from generators.programs import generate
    from generators.schedules import generate_schedule
    from oracles import simt
    from oracles.oracle import agrees

    fn = generate(seed, calls=True).kernel
    schedule = generate_schedule(fn, seed)
    sim = simt.run(fn, schedule, Model.IPDOM)
    ref = reference.replay(fn, schedule, sim.choices, Model.IPDOM)
    assert agrees(sim, ref), (sim.behaviour.outcome, ref.behaviour.outcome)


KERNEL_AND_CALLEE_ANCHORS = RANK.replace("%anchor", "%a") + """
define i64 @k(i32 %c) {
entry:
  %u = call i64 @subgroupBallot(i1 true)
  %r = call i32 @rank()
  %s = shl i64 %u, 8
  %r64 = zext i32 %r to i64
  %v = or i64 %s, %r64
  ret i64 %v
}
"""


@pytest.mark.parametrize("model", MODELS)
def test_callee_anchor_groups_across_the_kernels_implicit_groups(model: Model) -> None:
    """A non-convergent kernel (its implicit anchor ``@k``) calling @rank (its own anchor
    ``a@rank``). The lane simulator runs each group of ``@k`` as a sub-run: a grouping of
    ``a@rank`` inside those groups runs there, listing each instance once; one that joins
    lanes of two ``@k`` groups (the reference lets them converge in @rank) is left to the
    reference (unsupported), never a different behaviour."""
    from oracles import simt
    from oracles.oracle import agrees

    fn = kernel(KERNEL_AND_CALLEE_ANCHORS)
    split = (AnchorGroup("@k", 0, 1, 0), AnchorGroup("@k", 1, 1, 0), AnchorGroup("@k", 2, 1, 1))
    schedule = Schedule.full(3, {"c": [0, 0, 0]})
    inside = schedule.with_choices(Choices(anchors=split + (
        AnchorGroup("a@rank", 0, 1, 5), AnchorGroup("a@rank", 1, 1, 6), AnchorGroup("a@rank", 2, 1, 7))))
    sim = simt.run(fn, inside, model)
    assert agrees(sim, reference.replay(fn, inside, sim.choices, model))
    assert [t.return_value for t in sim.behaviour.threads] == [3 << 8, 3 << 8, 4 << 8]
    listed = [(g.anchor, g.lane, g.occurrence) for g in sim.choices.anchors]
    assert len(listed) == len(set(listed)) == 6
    across = schedule.with_choices(Choices(anchors=split + (
        AnchorGroup("a@rank", 0, 1, 5), AnchorGroup("a@rank", 1, 1, 6), AnchorGroup("a@rank", 2, 1, 5))))
    assert [t.return_value for t in reference.run(fn, across, model).behaviour.threads] == [
        3 << 8 | 0, 3 << 8 | 0, 4 << 8 | 1]  # lanes 0 and 2 rank together in @rank
    assert simt.run(fn, across, model).behaviour.outcome is Outcome.UNSUPPORTED


ANCHORED_CALL_IN_A_LOOP = """
define i64 @k() {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc1, %loop ]
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call i64 @vote() [ "convergencectrl"(token %a) ]
  %shifted = shl i64 %acc, 8
  %acc1 = or i64 %shifted, %b
  %i1 = add i32 %i, 1
  %more = icmp slt i32 %i1, 2
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %acc1
}

define internal i64 @vote() convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %v = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %e) ]
  ret i64 %v
}
"""


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize(("groups", "want"), [
    # iteration 1: {0, 1} {2}; iteration 2: {0} {1, 2}
    ([[0, 0, 1], [2, 3, 3]], [0b011 << 8 | 0b001, 0b011 << 8 | 0b110, 0b100 << 8 | 0b110]),
    # iteration 1: {0} {1} {2}; iteration 2: {0, 1, 2}
    ([[0, 1, 2], [3, 3, 3]], [0b001 << 8 | 0b111, 0b010 << 8 | 0b111, 0b100 << 8 | 0b111]),
])
def test_call_under_an_anchor_grouped_anew_each_iteration(
        groups: list[list[int]], want: list[int], model: Model) -> None:
    """A call controlled by an anchor in a loop, its instances grouped differently in each
    iteration (the mutation benchmark's inline family, seed 65, reduced). By SEMANTICS.md
    "Calls to defined functions", @vote's entry (so its ballot) converges exactly where
    the call site's anchor instance did: each iteration's ballot is the mask of the
    lane's group in that iteration, worked out here from the grouping alone. The lane
    simulator once judged every lane able to join any group (it ignored the lanes' plans
    below a call) and ended such runs contradictory."""
    from oracles import simt

    fn = kernel(ANCHORED_CALL_IN_A_LOOP)
    grouping = tuple(AnchorGroup("a", lane, occ + 1, labels[lane])
                     for occ, labels in enumerate(groups) for lane in range(3))
    schedule = Schedule.full(3, {}).with_choices(Choices(anchors=grouping))
    assert [t.return_value for t in reference.run(fn, schedule, model).behaviour.threads] == want
    sim = simt.run(fn, schedule, model).behaviour
    assert sim.outcome is Outcome.OK, sim.message
    assert [t.return_value for t in sim.threads] == want
