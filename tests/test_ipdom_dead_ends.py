"""Edges into dead ends do not move the ipdom model's reconvergence points
(oracles/SEMANTICS.md, "ipdom", rule 1; fuzzfarm/analysis/dominators.py,
``reconvergence_edges``).

A dead end is a region from which no ``ret`` is reachable: a trap, an ``unreachable``
(clang's default of a cleanup switch, ``__builtin_unreachable``). Counted, the edge into
it made the function exit the post-dominator of the branch (and of every branch around
it), so threads that went on never met again; LLVM merging, sinking or dropping that
edge then read as a changed barrier set.
"""

from __future__ import annotations

from pathlib import Path

from clirun import fuzzfarm

from fuzzfarm.analysis.dominators import (
    immediate_post_dominator,
    post_dominator_tree,
    reconvergence_edges,
    reconvergence_tree,
)
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

HUNT = Path(__file__).resolve().parent / "data" / "clang" / "hunt23"

# An assert inside a lane-dependent branch: lanes with %p check %v and trap when it is
# negative; every lane then ballots at %join.
ASSERT = """
declare void @llvm.trap()
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
define void @k(i1 %p, i32 %v, ptr %out) convergent {
entry:
  br i1 %p, label %check, label %join
check:
  %bad = icmp slt i32 %v, 0
  br i1 %bad, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  br label %join
join:
  %odd = trunc i32 %v to i1
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %odd)
  store i64 %b, ptr %out
  ret void
}
"""

# The same with the check folded away (what an optimizer that proves %v >= 0 makes).
FOLDED = """
declare i64 @llvm.amdgcn.ballot.i64(i1) convergent
define void @k(i1 %p, i32 %v, ptr %out) convergent {
entry:
  br i1 %p, label %check, label %join
check:
  br label %join
join:
  %odd = trunc i32 %v to i1
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %odd)
  store i64 %b, ptr %out
  ret void
}
"""


def test_an_assert_does_not_move_the_post_dominator() -> None:
    fn = parse_module(ASSERT).kernel()
    entry, check, ok, join = (fn.block(n) for n in ("entry", "check", "ok", "join"))
    assert reconvergence_edges(fn)[check] == [ok]
    # over every edge the trap makes the exit the post-dominator of both branches
    assert immediate_post_dominator(post_dominator_tree(fn), entry) is None
    assert immediate_post_dominator(post_dominator_tree(fn), check) is None
    tree = reconvergence_tree(fn)
    assert immediate_post_dominator(tree, entry) is join
    assert immediate_post_dominator(tree, check) is ok


def test_lanes_around_an_assert_meet_at_the_ballot() -> None:
    """Lanes 0, 1 pass the check, lanes 2, 3 skip it: all four ballot together (the
    post-dominator of %entry is %join), as in the version without the check."""
    schedule = Schedule(subgroup_size=4, active_lanes=(0, 1, 2, 3),
                        args={"p": (1, 1, 0, 0), "v": (1, 2, 3, 5)})
    before, after = parse_module(ASSERT).kernel(), parse_module(FOLDED).kernel()
    for model in (Model.IPDOM, Model.MAXIMAL):
        verdict = check_refinement(before, after, [schedule], model)
        assert verdict.kind is Verdict.PASS, (model, verdict.message)


def test_a_block_with_only_dead_ends_keeps_its_edges() -> None:
    """Both successors of %inner trap: nothing to choose, both edges stay, and the
    region's own join is still the post-dominator inside it."""
    fn = parse_module("""
declare void @llvm.trap()
define void @k(i1 %p, i1 %q) convergent {
entry:
  br i1 %p, label %inner, label %done
inner:
  br i1 %q, label %a, label %b
a:
  br label %die
b:
  br label %die
die:
  call void @llvm.trap()
  unreachable
done:
  ret void
}
""").kernel()
    edges = reconvergence_edges(fn)
    assert edges[fn.block("entry")] == [fn.block("done")]
    assert edges[fn.block("inner")] == [fn.block("a"), fn.block("b")]
    tree = reconvergence_tree(fn)
    assert immediate_post_dominator(tree, fn.block("inner")) is fn.block("die")


def test_a_function_that_never_returns_keeps_every_edge() -> None:
    fn = parse_module("""
declare void @llvm.trap()
define void @k(i1 %p) convergent {
entry:
  br i1 %p, label %a, label %b
a:
  call void @llvm.trap()
  unreachable
b:
  unreachable
}
""").kernel()
    assert reconvergence_edges(fn)[fn.block("entry")] == [fn.block("a"), fn.block("b")]


def test_a_cuda_cleanup_switch_no_longer_hides_the_shuffle() -> None:
    """clang-19 -O0 (without optnone) of tests/data/clang/hunt23/h23.cu's
    ``c_cleanup_loop``: a guard object with a destructor in a loop with ``break`` and
    ``continue``, so clang joins the loop's exits by a cleanup switch whose default is
    ``unreachable``; a full-warp ``__shfl_xor_sync`` after the loop. Counted, the edge
    into ``unreachable`` made the exit the post-dominator of the switch, so the lanes
    leaving the loop by ``break`` and by the loop test never met at the shuffle (exit 3
    on main: 'membermask 0xffffffff is not exactly the communicating set'). Without it
    they meet and opt-19 ``default<O3>``'s kernel is decided: a pass."""
    result = fuzzfarm(["validate", HUNT / "c_cleanup_loop_O0.ll", HUNT / "c_cleanup_loop_O0_O3.ll",
                       "--model", "ipdom"])
    assert result.returncode == 0, result.stdout
    assert "0 undecided" in result.stdout
