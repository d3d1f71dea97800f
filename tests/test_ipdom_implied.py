"""The ipdom model counts only the taken edge of a branch whose test a dominating branch
decided (oracles/SEMANTICS.md, "ipdom", rule 3; fuzzfarm/analysis/implied.py).

Jump threading, GVN and SimplifyCFG fold a branch that repeats a test already decided
above it; with the never-taken edge counted, the post-dominator of the branch above was
moved by an edge no thread takes, and LLVM's fold read as a changed barrier set.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis.dominators import (
    immediate_post_dominator,
    post_dominator_tree,
    reconvergence_edges,
    reconvergence_tree,
)
from fuzzfarm.ir.reader import parse_module

# %t repeats a test on %l that %entry decided: by the condition %c1 itself, by a
# comparison of the same operand it implies, or by one it does not decide.
TEMPLATE = """
define void @k(i32 %l, i32 %m, i1 %p) convergent {{
entry:
  %c1 = {first}
  br i1 %c1, label %t, label %j
t:
  %c2 = {second}
  br i1 %c2, label %u, label %v
u:
  br label %j
v:
  br label %j
j:
  ret void
}}
"""


def _edges(first: str, second: str, second_is_first: bool = False) -> list[str]:
    text = TEMPLATE.format(first=first, second=second)
    if second_is_first:  # the second branch tests %c1 itself
        text = text.replace("br i1 %c2", "br i1 %c1")
    fn = parse_module(text).kernel()
    return [b.name for b in reconvergence_edges(fn)[fn.block("t")]]


@pytest.mark.parametrize(("first", "second", "taken"), [
    ("icmp ult i32 %l, 8", "icmp ult i32 %l, 16", ["u"]),   # l < 8 implies l < 16
    ("icmp ult i32 %l, 8", "icmp ugt i32 %l, 9", ["v"]),    # ... and not l > 9
    ("icmp ult i32 %l, 8", "icmp ugt i32 8, %l", ["u"]),    # constant first, swapped
    ("icmp slt i32 %l, 0", "icmp sgt i32 %l, 5", ["v"]),    # negative: not above 5
    ("icmp slt i32 %l, 0", "icmp ugt i32 %l, 2147483647", ["u"]),  # sign bit set, unsigned
    ("icmp eq i32 %l, 3", "icmp ne i32 %l, 3", ["v"]),
    ("icmp eq i32 %l, 3", "icmp sle i32 %l, 3", ["u"]),
    ("icmp slt i32 %l, %m", "icmp sge i32 %l, %m", ["v"]),  # the inverse order
    ("icmp slt i32 %l, %m", "icmp sgt i32 %m, %l", ["u"]),  # the same, swapped
    ("icmp eq i32 %l, %m", "icmp ult i32 %l, %m", ["v"]),   # equality crosses signedness
])
def test_an_implied_comparison_takes_one_edge(first: str, second: str, taken: list[str]) -> None:
    assert _edges(first, second) == taken


@pytest.mark.parametrize(("first", "second"), [
    ("icmp ult i32 %l, 16", "icmp ult i32 %l, 8"),   # l < 16 says nothing of l < 8
    ("icmp slt i32 %l, 8", "icmp ult i32 %l, 8"),    # signed bound, unsigned test
    ("icmp slt i32 %l, %m", "icmp ult i32 %l, %m"),  # signed order, unsigned order
    ("icmp ult i32 %l, 8", "icmp ult i32 %m, 8"),    # another value
    ("icmp ult i32 %l, 8", "icmp ult i64 0, 1"),     # (a constant: folded, rule 2)
])
def test_an_undecided_comparison_keeps_both_edges(first: str, second: str) -> None:
    edges = _edges(first, second)
    if "i64 0, 1" in second:
        assert edges == ["u"]  # folded as a constant, not by the test above
    else:
        assert edges == ["u", "v"]


def test_the_same_condition_value_takes_the_edge_it_took() -> None:
    assert _edges("icmp ult i32 %l, 8", "icmp ult i32 %l, 8", second_is_first=True) == ["u"]


def test_negation_and_conjunction_carry_the_outcome() -> None:
    fn = parse_module("""
define void @k(i32 %l, i1 %p) convergent {
entry:
  %a = icmp ult i32 %l, 8
  %both = and i1 %a, %p
  br i1 %both, label %t, label %j
t:
  %na = xor i1 %a, true
  br i1 %na, label %u, label %v
u:
  br label %j
v:
  br i1 %p, label %w, label %j
w:
  br label %j
j:
  ret void
}
""").kernel()
    edges = reconvergence_edges(fn)
    assert [b.name for b in edges[fn.block("t")]] == ["v"]   # %a held, so not %na
    assert [b.name for b in edges[fn.block("v")]] == ["w"]   # %p held too
    # a failed conjunction says nothing of either half
    assert [b.name for b in edges[fn.block("entry")]] == ["t", "j"]


def test_an_edge_that_does_not_dominate_decides_nothing() -> None:
    """%t is also reached from %other, where %c1 was never tested true: both edges stay."""
    fn = parse_module("""
define void @k(i32 %l, i1 %p) convergent {
entry:
  %c1 = icmp ult i32 %l, 8
  br i1 %p, label %test, label %other
test:
  br i1 %c1, label %t, label %j
other:
  br label %t
t:
  br i1 %c1, label %u, label %j
u:
  br label %j
j:
  ret void
}
""").kernel()
    assert [b.name for b in reconvergence_edges(fn)[fn.block("t")]] == ["u", "j"]


def test_a_loop_back_to_the_test_keeps_the_edge_dominance() -> None:
    """In a loop whose header repeats %c (defined outside), the latch's test is decided by
    the header's edge into the body, which dominates it (the only other way into the
    body is none): the latch takes one edge, and the loop's exit post-dominates all."""
    fn = parse_module("""
define void @k(i32 %l, i32 %n) convergent {
entry:
  %c = icmp ult i32 %l, 8
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %latch ]
  br i1 %c, label %body, label %exit
body:
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, %n
  br i1 %more, label %latch, label %exit
latch:
  br i1 %c, label %h, label %exit
exit:
  ret void
}
""").kernel()
    edges = reconvergence_edges(fn)
    assert [b.name for b in edges[fn.block("latch")]] == ["h"]
    assert [b.name for b in edges[fn.block("h")]] == ["body", "exit"]
    assert immediate_post_dominator(reconvergence_tree(fn), fn.block("h")) is fn.block("exit")
    assert immediate_post_dominator(post_dominator_tree(fn), fn.block("h")) is fn.block("exit")


HUNT = Path(__file__).resolve().parent / "data" / "clang" / "hunt23"


@pytest.mark.parametrize("model", ["ipdom", "maximal"])
def test_gvn_folding_a_decided_early_return_passes(model: str) -> None:
    """tests/data/clang/hunt23/h23.hip's ``h_implied_ret`` (gfx90a, clang-19 -O0 without
    optnone, then opt-19 ``sroa``): inside ``if (l < 8)`` an early ``return`` behind
    ``l >= 16``, then a ballot of every lane. opt-19 ``gvn,simplifycfg`` folds the
    decided test. The never-taken return made the kernel's return block, not the
    ballot's, the post-dominator of ``l < 8``, so lanes 0-7 and 8-63 ballot apart in
    the before: exit 1 under ipdom on main. Over the edges a lane can take, all 64 meet
    at the ballot, as they do after the fold."""
    result = fuzzfarm(["validate", HUNT / "h_implied_ret_sroa.ll", HUNT / "h_implied_ret_sroa_gvn.ll",
                       "--model", model])
    assert result.returncode == 0, result.stdout
