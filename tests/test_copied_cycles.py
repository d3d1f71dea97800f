"""A transform that copies an irreducible cycle (here: LLVM's full unrolling, run by the
real opt-19) gives each copy its own header choice, where the original has one.

Seed 003 ("Cycles"): the cycle hierarchy is the DFS's choice, and it decides maximal
convergence inside irreducible cycles. After unrolling, a DFS may pick block ``a`` as
the header of the first copy and ``b.1`` of the second, which no hierarchy of the
original can. An implementation that unrolled or peeled the loop itself has the same
choice (oracles/SEMANTICS.md, "A copied irreducible cycle"), so a difference only
those mixed hierarchies show passes when *before* with the loop's iterations peeled
shows it too; one the peeled loop cannot show stays inconclusive (never "violation")
unless *after* differs under every one of its hierarchies, as a real bug in the
copies does.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement import check
from fuzzfarm.refinement.check import (
    COPIED_CYCLES,
    PEELED,
    WHOLE,
    Counterexample,
    check_refinement,
    copies_irreducible_cycles,
    violates_in_every_hierarchy,
)
from fuzzfarm.refinement.compare import Match
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Verdict
from oracles.reference import behaviours, hierarchies, reused, run
from oracles.reference.enumerate import only_base_run

OPT = shutil.which("opt-19")
KERNEL = Path(__file__).parent / "data" / "unroll_irreducible.ll"
pytestmark = pytest.mark.skipif(OPT is None, reason="Debian's llvm-19 (opt-19) is not installed")


def unrolled() -> str:
    assert OPT is not None
    done = subprocess.run([OPT, "-passes=loop-unroll-full", "-S", str(KERNEL), "-o", "-"],
                          capture_output=True, text=True, check=True)
    return done.stdout


def programs(after_text: str):  # type: ignore[no-untyped-def]
    return parse_module(KERNEL.read_text()).kernel(), parse_module(after_text).kernel()


SCHEDULE = Schedule(4, (0, 1, 2), {"x": [7, 63, 0, 64]})


def test_unrolling_copies_the_cycle_and_inconsistent_headers_differ() -> None:
    before, after = programs(unrolled())
    assert copies_irreducible_cycles(before, after)
    assert not copies_irreducible_cycles(before, before)
    assert len(hierarchies(before).orders) == 2 and len(hierarchies(after).orders) == 4
    # Every behaviour of after under a hierarchy whose two copies pick the same block
    # (a and a.1, or b and b.1) is one of before's; the mixed ones are not.
    before_set = behaviours(before, SCHEDULE, "maximal").decided
    for order in hierarchies(after).orders:
        shown = run(after, SCHEDULE.with_choices(Choices(dfs_order=order)), "maximal").behaviour
        headers = {b.name for b in after.blocks if b.name.removesuffix(".1") in ("a", "b")
                   and _is_header(after, order, b.name)}
        consistent = {h.removesuffix(".1") for h in headers}
        assert (shown in before_set) == (len(consistent) == 1), (headers, shown.describe())


def _is_header(fn, order, name: str) -> bool:  # type: ignore[no-untyped-def]
    from fuzzfarm.analysis.cycles import chosen_order, compute_cycles

    info = compute_cycles(fn, chosen_order(fn, 0, order))
    return any(info.is_header(b) for b in fn.blocks if b.name == name)


@pytest.mark.parametrize("simulator", [True, False])
def test_a_difference_only_under_mixed_headers_passes_against_the_peeled_loop(  # type: ignore[no-untyped-def]
        simulator: bool, monkeypatch) -> None:
    """Inconclusive on main (COPIED_CYCLES): the mixed hierarchies are *before*'s with
    its loop's first iteration peeled, the copy and the loop each heading the cycle on
    their own. Passed by the lane simulator's listing, or without it by the reference's."""
    if not simulator:
        monkeypatch.setattr(check, "_simulator_passes", lambda *args: False)
    before, after = programs(unrolled())
    assert not violates_in_every_hierarchy(before, after, SCHEDULE, "maximal")
    built = counting_counterexamples(monkeypatch)
    verdict = check_refinement(before, after, [SCHEDULE], "maximal")
    assert verdict.kind is Verdict.PASS, verdict.message
    assert any(PEELED in note for note in verdict.notes)
    assert not built  # the difference from unpeeled before is never shown
    # ipdom has no hierarchy to choose: the unrolled copies reconverge like the loop.
    assert check_refinement(before, after, [SCHEDULE], "ipdom").kind is Verdict.PASS


def right_when_split(text: str) -> str:
    """The second copy's ballot is right when the cycle's two entries stay apart (lane 1
    alone: 2) and 5 when every lane meets (7): wrong under the copy's hierarchies that
    head it by ``a.1``, where no iteration of *before*, peeled or not, shows 5."""
    return text.replace(
        "  %ba.1 = call i64 @subgroupBallot(i1 true)\n",
        "  %bx.1 = call i64 @subgroupBallot(i1 true)\n"
        "  %split.1 = icmp eq i64 %bx.1, 2\n"
        "  %ba.1 = select i1 %split.1, i64 %bx.1, i64 5\n", 1)


def test_a_copy_right_under_some_headers_only_stays_inconclusive(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The control: *after* shows 5 under some of its hierarchies, a behaviour neither
    *before* nor its peeled loop has, yet matches *before* under others (both copies
    headed by ``b``): inconclusive as on main, never passed by the peeled loop."""
    text = right_when_split(unrolled())
    assert "i64 5" in text
    before, after = programs(text)
    assert not violates_in_every_hierarchy(before, after, SCHEDULE, "maximal")
    built = counting_counterexamples(monkeypatch)
    verdict = check_refinement(before, after, [SCHEDULE], "maximal")
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert any(COPIED_CYCLES in note for note in verdict.notes)
    assert not any(PEELED in note for note in verdict.notes) and not built


def test_a_real_bug_in_the_copies_is_still_a_violation(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The first copy's ballot now votes only the even lanes: wrong under every hierarchy.
    text = unrolled().replace("@subgroupBallot(i1 true)", "@subgroupBallot(i1 %side)", 1)
    before, after = programs(text)
    assert violates_in_every_hierarchy(before, after, SCHEDULE, "maximal")
    built = counting_counterexamples(monkeypatch)
    verdict = check_refinement(before, after, [SCHEDULE], "maximal")
    assert verdict.kind is Verdict.VIOLATION, verdict.message
    assert isinstance(verdict.counterexample, Counterexample) and len(built) == 1
    assert "%ba.1" in verdict.counterexample.describe()  # built: its tables are there


def counting_counterexamples(monkeypatch) -> list[object]:  # type: ignore[no-untyped-def]
    """The counterexamples the check builds from now on (their schedules)."""
    built: list[object] = []
    real = check._counterexample

    def counted(*args, **kwargs):  # type: ignore[no-untyped-def]
        built.append(args[2])
        return real(*args, **kwargs)

    monkeypatch.setattr(check, "_counterexample", counted)
    return built


def anchored(text: str) -> str:
    """``text`` with every ballot under an anchor of its own: its groupings are choices."""
    ballot = re.compile(r"^  (%[\w.]+) = call i64 @subgroupBallot\((.*)\)$", re.M)
    return ballot.sub(r'  \1.t = call token @llvm.experimental.convergence.anchor()\n'
                      r'  \1 = call i64 @subgroupBallot(\2) [ "convergencectrl"(token \1.t) ]',
                      text) + "declare token @llvm.experimental.convergence.anchor() convergent\n"


def shown_under(listing, order):  # type: ignore[no-untyped-def]
    return {e.behaviour for e in listing.entries if any(c.dfs_order == order for c in e.choices)}


#: Two lanes: few enough anchor instances that every grouping of both copies is listed.
PAIR = Schedule(4, (0, 1), {"x": [7, 63, 0, 64]})


def test_a_hierarchy_without_referenced_anchors_lists_its_base_run_alone() -> None:
    # The premise of violates_in_every_hierarchy's early no (only_base_run).
    _, after = programs(unrolled())
    whole = behaviours(after, SCHEDULE, "maximal", max_runs=WHOLE, sample=False)
    for order in hierarchies(after).orders:
        only = only_base_run(after, SCHEDULE, "maximal", order)
        assert only is not None and shown_under(whole, order) == {only}
    # With anchors the hierarchy's listing holds its groupings' behaviours too.
    _, after = programs(anchored(unrolled()))
    whole = behaviours(after, PAIR, "maximal", max_runs=WHOLE, sample=False)
    assert whole.complete
    for order in hierarchies(after).orders:
        assert only_base_run(after, PAIR, "maximal", order) is None
        assert len(shown_under(whole, order)) > 1


def every_hierarchy_whole(before, after, schedule: Schedule) -> bool:  # type: ignore[no-untyped-def]
    """violates_in_every_hierarchy's rule on both whole listings, without the early no."""
    before_set = behaviours(before, schedule, "maximal", max_runs=WHOLE, sample=False)
    after_set = behaviours(after, schedule, "maximal", max_runs=WHOLE, sample=False)
    assert before_set.complete and hierarchies(after).complete
    return all(any(b.decided and check._match_any(b, before_set)[0] is Match.NO
                   for b in shown_under(after_set, order))
               for order in hierarchies(after).orders)


def bug(text: str) -> str:
    """The first copy's ballot votes only the even lanes: wrong under every hierarchy."""
    return text.replace("@subgroupBallot(i1 true)", "@subgroupBallot(i1 %side)", 1)


@pytest.mark.parametrize(("edit", "schedule", "early"), [
    (lambda t: t, SCHEDULE, True),  # differs under mixed headers only
    (bug, SCHEDULE, False),
    (anchored, PAIR, False),  # no hierarchy can answer from its base run
    (lambda t: anchored(bug(t)), PAIR, False),
])
def test_the_early_no_answers_as_the_whole_listings_do(  # type: ignore[no-untyped-def]
        edit, schedule: Schedule, early: bool, monkeypatch) -> None:
    before, after = programs(edit(unrolled()))
    listed: list[object] = []
    real = check.behaviours

    def listing(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
        listed.append(fn)
        return real(fn, *args, **kwargs)

    monkeypatch.setattr(check, "behaviours", listing)
    with reused():
        answer = check.violates_in_every_hierarchy(before, after, schedule, "maximal")
    assert answer == every_hierarchy_whole(before, after, schedule)
    # Where a hierarchy answered no from its base run, after's whole listing was never made.
    assert (after not in listed) == early


#: The README campaign's case 53 (O2 on a generated kernel): LLVM's O2 fully unrolled a
#: loop of at most three iterations around an irreducible cycle with convergent operations.
O2_PAIR = Path(__file__).parent / "data" / "copied_cycles"


def validate(after: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    from fuzzfarm.cli import main

    code = main(["validate", str(O2_PAIR / "o2_unrolled_before.ll"), str(after),
                 "--threads", "4", "--schedules", "4"])
    return code, capsys.readouterr().out


def test_validate_passes_o2s_full_unrolling(capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 3 on main: three of four schedules differ from *before* under the hierarchies
    that head the three copies of the cycle differently. Against *before* with two
    iterations of the loop peeled (the threads start three) each is matched: exit 0."""
    code, out = validate(O2_PAIR / "o2_unrolled_after.ll", capsys)
    assert code == 0, out
    assert "0 undecided" in out and PEELED in out


def test_validate_still_reports_a_wrong_ballot_in_the_last_copy(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The control on the real pair: the third copy's ``ballot(true)`` votes lane 0 only,
    so its stored mask is 1 where every hierarchy of every copy, peeled or not, stores
    the mask of the lanes that met there (7 on lanes 0-2): a violation, as on main."""
    text = (O2_PAIR / "o2_unrolled_after.ll").read_text()
    wrong = text.replace("%ballot8.2 = tail call i64 @subgroupBallot(i1 true)",
                         "%ballot8.2 = tail call i64 @subgroupBallot(i1 %lc2)")
    assert wrong != text
    after = tmp_path / "after.ll"
    after.write_text(wrong)
    code, out = validate(after, capsys)
    assert code == 1, out
    assert "violation" in out


#: A kernel whose irreducible cycle {a, b} is reached from two paths (even lanes through
#: %p1, odd ones through %p2), entered at %b when ``x`` is not 0; the ballot in %a is
#: what a lane returns (SEMANTICS.md, "A copied irreducible cycle": "Not covered").
PATHS = """declare i64 @subgroupBallot(i1) convergent
declare i32 @getSubgroupLocalInvocationId()

define i64 @k(ptr %out, i32 %x) convergent {{
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %odd = and i32 %lane, 1
  %side = icmp eq i32 %odd, 0
  %go = icmp eq i32 %x, 0
  br i1 %side, label %p1, label %p2

p1:
  br label %j{first}

p2:
  br label %j{second}
{copies}
exit:
  %v = phi i64 {incoming}
  ret i64 %v
}}
"""
CYCLE = """
j{s}:
  br i1 %go, label %a{s}, label %b{s}

a{s}:
  %na{s} = phi i32 [ 0, %j{s} ], [ %nb1{s}, %b{s} ]
  %ba{s} = call i64 @subgroupBallot(i1 true)
  %na1{s} = add i32 %na{s}, 1
  %da{s} = icmp ult i32 %na1{s}, 2
  br i1 %da{s}, label %b{s}, label %exit

b{s}:
  %nb{s} = phi i32 [ 0, %j{s} ], [ %na1{s}, %a{s} ]
  %nb1{s} = add i32 %nb{s}, 1
  %db{s} = icmp ult i32 %nb1{s}, 2
  br i1 %db{s}, label %a{s}, label %exit
"""


def paths(suffixes: tuple[str, ...]) -> str:
    """The kernel with one copy of the cycle per suffix; two: one per path into it."""
    incoming = ", ".join(f"[ %ba{s}, %a{s} ], [ 0, %b{s} ]" for s in suffixes)
    return PATHS.format(first=suffixes[0], second=suffixes[-1], incoming=incoming,
                        copies="".join(CYCLE.format(s=s) for s in suffixes))


def test_a_cycle_copied_per_path_stays_a_violation() -> None:
    """Tail duplication of the cycle into the two paths: even and odd lanes now meet in
    different copies, so the ballot that met lanes 0-2 (7) splits them (5, 2) whatever
    the copies' headers. No loop is around the cycle, so nothing is peeled, and the
    every-hierarchy rule reports the violation, as on main."""
    before = parse_module(paths(("",))).kernel()
    after = parse_module(paths((".1", ".2"))).kernel()
    assert copies_irreducible_cycles(before, after)
    verdict = check_refinement(before, after, [Schedule(4, (0, 1, 2), {"x": [1] * 4})], "maximal")
    assert verdict.kind is Verdict.VIOLATION, verdict.message


def test_schedules_of_one_peel_plan_share_the_copy_and_its_listing(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Two schedules whose threads start the loop equally often (peel plan: one
    iteration of ``outer``) are checked against one peeled copy of *before*, listed by
    the lane simulator for both in one call: on main each schedule peeled and listed
    its own (2 and 2). The verdicts stay: both pass against the copy; with the copy's
    match broken (:func:`right_when_split`) both stay inconclusive."""
    made = {"peeled": 0, "passes_every_choice": 0}
    for name in made:
        real = getattr(check, name)

        def counted(*args, _real=real, _name=name, **kwargs):  # type: ignore[no-untyped-def]
            made[_name] += 1
            return _real(*args, **kwargs)

        monkeypatch.setattr(check, name, counted)
    both = [SCHEDULE, PAIR]
    suspects = [(0, Choices()), (1, Choices())]
    before, after = programs(unrolled())
    verdict = check_refinement(before, after, both, "maximal", suspects=suspects)
    assert verdict.kind is Verdict.PASS, verdict.message
    assert [note.startswith(f"schedule {k}: ") and PEELED in note
            for k, note in enumerate(verdict.notes, start=1)] == [True, True]
    assert made == {"peeled": 1, "passes_every_choice": 1}
    before, after = programs(right_when_split(unrolled()))
    verdict = check_refinement(before, after, both, "maximal", suspects=suspects)
    assert verdict.kind is Verdict.INCONCLUSIVE and verdict.undecided == 2, verdict.message
    assert not any(PEELED in note for note in verdict.notes)
