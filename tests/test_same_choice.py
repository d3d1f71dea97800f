"""*after* under a grouping against *before* under the same grouping, at real wave sizes
(fuzzfarm/refinement/same_choice.py; SEMANTICS.md, "The same choice").

The kernel: an entry-token ballot, an anchor's sum, adjusted on a branch of an input
and stored at a lane-decided offset, and a second anchor's maximum returned xor the
lane. O2 folds the branch into a select and rewrites the addresses (so the skeleton
differs) but keeps both anchors and every convergent operation in place. With 8 lanes
and more the two anchors have Bell(8)^2 groupings and more: *after*'s are only sampled,
and the pair was inconclusive (exit 3). Seed 000 ("llvm.experimental.convergence.anchor"):
an anchor's grouping is the implementation's, so *after* grouped any way must be matched
by *before* grouped the same way, which the traced base runs prove for every grouping.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import WHOLE, check_refinement
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.same_choice import same_choice
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

HEADER = """
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.anchor() convergent
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
declare i32 @subgroupMax(i32) convergent
declare i64 @subgroupBallot(i1) convergent
"""

BALLOT = """  %b = call i64 @subgroupBallot(i1 %big) [ "convergencectrl"(token %e) ]
"""
ENTRY = """define i32 @k(ptr %out, i32 %x, i32 %y) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %big = icmp sgt i32 %y, 10
""" + BALLOT + """  %a = call token @llvm.experimental.convergence.anchor()
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
"""
MAX = """  %a2 = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %a2) ]
"""

BEFORE = ENTRY + """  br i1 %big, label %then, label %else

then:
  %t1 = add i32 %sum, %y
  br label %join

else:
  %t2 = add i32 %sum, -3
  br label %join

join:
  %t = phi i32 [ %t1, %then ], [ %t2, %else ]
  %idx = and i32 %lane, 3
  %p = getelementptr inbounds i32, ptr %out, i32 %idx
  store i32 %t, ptr %p, align 4
  %q = getelementptr inbounds i64, ptr %out, i32 4
  store i64 %b, ptr %q, align 8
""" + MAX + """  %r = xor i32 %m, %lane
  ret i32 %r
}
"""

#: What O2 makes of it: the branch a select, the addition commuted, the addresses in
#: bytes with a 64-bit index; the anchors and convergent operations where they were.
O2 = ENTRY + """  %d = select i1 %big, i32 %y, i32 -3
  %t = add i32 %d, %sum
  %idx = and i32 %lane, 3
  %idx64 = zext i32 %idx to i64
  %p = getelementptr inbounds i32, ptr %out, i64 %idx64
  store i32 %t, ptr %p, align 4
  %q = getelementptr inbounds i8, ptr %out, i64 32
  store i64 %b, ptr %q, align 8
""" + MAX + """  %r = xor i32 %lane, %m
  ret i32 %r
}
"""
#: The second anchor merged into the first (as O2's CSE does with two anchors): the
#: implementation chose the same grouping for both, one of *before*'s choices.
MERGED = O2.replace(MAX, MAX.replace('  %a2 = call token @llvm.experimental.convergence.anchor()\n', "")
                    .replace("token %a2", "token %a"))
#: The entry-token ballot rehung on a new anchor: a grouping of the lanes may leave some
#: out of it, where *before*'s ballot has every lane (a miscompile).
MISGROUPED = O2.replace(BALLOT, '  %a3 = call token @llvm.experimental.convergence.anchor()\n'
                        + BALLOT.replace("token %e", "token %a3"))
#: The sum's adjustment written differently (right, but another expression of the sum:
#: the replay proves nothing and the pair stays with the other arguments).
REWRITTEN = O2.replace("%t = add i32 %d, %sum", "%t0 = sub i32 0, %d\n  %t = sub i32 %sum, %t0")
#: The stored sum one more: wrong under every grouping.
WRONG = O2.replace("store i32 %t, ptr %p", "%t.1 = add i32 %t, 1\n  store i32 %t.1, ptr %p")


def kernel(body: str) -> Function:
    return parse_module(body + HEADER).functions["k"]


def schedule(lanes: int) -> Schedule:
    """Every lane active; y above 10 in every third lane, so both arms run."""
    return Schedule(lanes, tuple(range(lanes)),
                    {"x": tuple(3 * i + 1 for i in range(lanes)),
                     "y": tuple(20 if i % 3 == 0 else i for i in range(lanes))},
                    buffer_bytes=64)


def verdict(after: str, lanes: int, model: Model = Model.MAXIMAL) -> Verdict:
    return check_refinement(kernel(BEFORE), kernel(after), [schedule(lanes)], model).kind


@pytest.mark.parametrize("after", [O2, MERGED], ids=["o2", "merged"])
@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_an_o2_rewrite_that_keeps_the_anchors_passes_at_8_and_32_lanes(after: str, model: Model) -> None:
    assert same_choice(kernel(BEFORE), kernel(after), schedule(8), model) is not None
    assert verdict(after, 8, model) is Verdict.PASS
    assert verdict(after, 32, model) is Verdict.PASS


def test_a_misgrouping_after_is_still_a_violation_at_8_lanes() -> None:
    assert same_choice(kernel(BEFORE), kernel(MISGROUPED), schedule(8), Model.MAXIMAL) is None
    assert verdict(MISGROUPED, 8) is Verdict.VIOLATION


@pytest.mark.parametrize("after", [REWRITTEN, WRONG], ids=["rewritten", "wrong"])
def test_another_expression_of_a_grouped_value_proves_nothing(after: str) -> None:
    assert same_choice(kernel(BEFORE), kernel(after), schedule(8), Model.MAXIMAL) is None


@pytest.mark.slow
@pytest.mark.parametrize("after", [REWRITTEN, WRONG], ids=["rewritten", "wrong"])
def test_another_expression_of_a_grouped_value_is_not_passed_at_8_lanes(after: str) -> None:
    assert verdict(after, 8) is not Verdict.PASS


def test_a_merged_anchor_is_never_read_into_after_s_choices() -> None:
    """*after* with two anchors where *before* has one: *after* may group them apart,
    which no choice of *before* shows, so *before*'s anchors are never merged for it."""
    assert same_choice(kernel(MERGED), kernel(O2), schedule(8), Model.MAXIMAL) is None


DATA = Path(__file__).parent / "data" / "same_choice"


@pytest.mark.parametrize("seed", [16, 20, 92])
@pytest.mark.parametrize("model", [Model.MAXIMAL, Model.IPDOM])
def test_every_choice_of_after_runs_as_before_under_the_same_choice(seed: int, model: Model) -> None:
    """The claim itself, on the complete listing at 3 lanes: generated anchor kernels and
    opt-19's O2 output (``data/same_choice``: 20's O2 folded one anchor into another,
    92's keeps four anchors); every listed choice of *after* shows what *before* shows
    with the transferred choice."""
    from generators.programs import generate
    from generators.schedules import generate_schedule
    from oracles.reference import behaviours, run

    before = generate(seed).kernel
    after = parse_module((DATA / f"o2_{seed}.ll").read_text()).functions[before.name]
    drawn = generate_schedule(before, 3, subgroup_size=3)
    sched = Schedule(3, (0, 1, 2), drawn.args, buffer_bytes=drawn.buffer_bytes)
    transfer = same_choice(before, after, sched, model)
    assert transfer is not None
    listed = behaviours(after, sched, model, max_runs=WHOLE, sample=False)
    assert listed.exhaustive and sum(len(e.choices) for e in listed.entries) > 1
    for entry in listed.entries:
        for choices in entry.choices:
            mine = transfer(choices)
            assert mine is not None
            shown = run(before, sched.with_choices(mine), model).behaviour
            assert compare(entry.behaviour, shown).match is Match.YES, (choices, entry.behaviour, shown)


UNEVEN = """define i32 @k(ptr %out, i32 %x, i32 %y) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %a = call token @llvm.experimental.convergence.anchor()
  %odd = and i32 %lane, 1
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %even, label %join

even:
  %sum = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %a) ]
  store i32 %sum, ptr %out, align 4
  br label %join

join:
  %a2 = call token @llvm.experimental.convergence.anchor()
  %m = call i32 @subgroupMax(i32 %lane) [ "convergencectrl"(token %a2) ]
  ret i32 %m
}
"""


def test_an_anchor_merged_across_uneven_paths_is_not_read_as_the_other() -> None:
    """The even lanes run the sum between the two anchors, the odd ones do not: grouped
    as ``%a``'s instances, ``%a2``'s could close a cycle in *before* that *after* has
    not, so the merge is not read (and nothing is proved)."""
    merged = UNEVEN.replace("  %a2 = call token @llvm.experimental.convergence.anchor()\n", "") \
        .replace("token %a2", "token %a")
    assert same_choice(kernel(UNEVEN), kernel(merged), schedule(8), Model.MAXIMAL) is None
    assert same_choice(kernel(UNEVEN), kernel(UNEVEN), schedule(8), Model.MAXIMAL) is not None
