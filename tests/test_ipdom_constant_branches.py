"""The ipdom model reconverges at post-dominators over the edges a thread can take.

A branch on a constant (``br i1 true``, a ``switch`` on a constant) is no divergence, and
the edge it never takes is no path: every compiler folds it before a SIMT stack ever runs
the code. Computed over dead edges too, the post-dominators made LLVM's SimplifyCFG
folding such a branch a "violation" under ``--model ipdom``: 15 of them in two campaigns
(``--model both``, nvptx and amdgcn dialects), none a change any machine shows.
(fuzzfarm/analysis/dominators.py, ``reconvergence_tree``; SEMANTICS.md, "ipdom".)
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis.dominators import (
    immediate_post_dominator,
    post_dominator_tree,
    reconvergence_tree,
)
from fuzzfarm.analysis.sccp import executable_edges as taken_edges
from fuzzfarm.ir.model import Block
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model, Verdict

DATA = Path(__file__).resolve().parent / "data" / "ipdom"


def live_successors(block: Block) -> list[Block]:
    """``block``'s successors over the edges a thread can take (``taken_edges``)."""
    assert block.parent is not None
    return taken_edges(block.parent)[block]


def test_dead_edges_are_no_paths_for_reconvergence() -> None:
    fn = parse_module((DATA / "dead_exit.before.ll").read_text()).kernel()
    entry, then, join = fn.block("entry"), fn.block("then.8"), fn.block("label.14")
    assert live_successors(then) == [join]
    assert live_successors(entry) == entry.successors  # a condition, both edges live
    # every edge: the dead return makes %join no post-dominator of %entry
    assert immediate_post_dominator(post_dominator_tree(fn), entry) is None
    assert immediate_post_dominator(reconvergence_tree(fn), entry) is join


def test_a_constant_switch_takes_its_matching_case() -> None:
    fn = parse_module("""
define i32 @k(i32 %x) convergent {
entry:
  switch i32 2, label %d [ i32 1, label %a
                           i32 2, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
""").kernel()
    assert [b.name for b in live_successors(fn.block("entry"))] == ["b"]


def _kernel(name: str):  # noqa: ANN202
    return parse_module((DATA / name).read_text()).kernel()


@pytest.mark.parametrize("order_seed", [0, 1, 385861237])
@pytest.mark.parametrize("model", [Model.IPDOM, Model.MAXIMAL])
def test_folding_a_constant_branch_passes(model: Model, order_seed: int) -> None:
    """The campaign's schedule: lane 0 takes %then.8, lanes 1 and 2 go straight to the
    barrier. Over live edges %label.14 post-dominates %entry, so all three meet there,
    as in the folded after (under ipdom the old post-dominators said {0} and {1,2}:
    a violation on every order)."""
    schedule = Schedule(subgroup_size=4, active_lanes=(0, 1, 2),
                        args={"p": (1, 0, 0, 0), "x": (7, 63, 0, 64)},
                        choices=Choices(order_seed=order_seed))
    verdict = check_refinement(_kernel("dead_exit.before.ll"), _kernel("dead_exit.folded.ll"),
                               [schedule], model)
    assert verdict.kind is Verdict.PASS, verdict.message


@pytest.mark.parametrize("model", ["ipdom", "maximal"])
def test_splitting_the_barrier_by_the_branch_stays_a_violation(model: str) -> None:
    """The split after gives each side of %p its own barrier: a violation under both."""
    result = fuzzfarm(["validate", DATA / "dead_exit.before.ll", DATA / "dead_exit.split.ll",
                       "--model", model])
    assert result.returncode == 1, result.stdout


def test_both_oracles_meet_at_the_live_post_dominator() -> None:
    result = fuzzfarm(["run", DATA / "dead_exit.before.ll", "--model", "ipdom", "--oracle", "both",
                       "--args", "p=1,0,1,0"])
    assert result.returncode == 0, result.stdout
    assert "{0,1,2,3}" in result.stdout  # one barrier set of all four lanes


# A condition computed from constants alone (rule 2 of SEMANTICS.md's "ipdom"): clang at
# -O0 spills a flag, mem2reg leaves ``icmp sgt i32 0, 0``; LLVM folds it like a constant.
FOLDED = """
define void @k(i32 %x) convergent {
entry:
  %flag = icmp sgt i32 0, 0
  %c = COND
  br i1 %c, label %early, label %join
early:
  ret void
join:
  ret void
}
"""


@pytest.mark.parametrize(("cond", "taken"), [
    ("or i1 %flag, false", "join"),                 # 0 > 0 is false
    ("xor i1 %flag, true", "early"),
    ("and i1 %flag, true", "join"),
    ("icmp eq i32 7, 7", "early"),
    ("icmp ult i8 -1, 3", "join"),                  # 255 < 3 unsigned: false
    ("icmp slt i8 -1, 3", "early"),                 # -1 < 3 signed: true
    ("icmp eq i32 %x, 0", None),                    # not a constant: both edges
    ("and i1 %flag, undef", None),                  # undef is no constant here
])
def test_a_condition_of_constants_takes_one_edge(cond: str, taken: str | None) -> None:
    fn = parse_module(FOLDED.replace("COND", cond)).kernel()
    names = [b.name for b in live_successors(fn.block("entry"))]
    assert names == ([taken] if taken else ["early", "join"])


def test_a_switch_on_a_folded_value_takes_its_case() -> None:
    fn = parse_module("""
define i32 @k() convergent {
entry:
  %z = zext i1 true to i32
  switch i32 %z, label %d [ i32 1, label %a
                            i32 0, label %b ]
a:
  ret i32 1
b:
  ret i32 2
d:
  ret i32 3
}
""").kernel()
    assert [b.name for b in live_successors(fn.block("entry"))] == ["a"]


HUNT = Path(__file__).resolve().parent / "data" / "clang" / "hunt23"


@pytest.mark.parametrize("model", ["ipdom", "maximal"])
def test_o3_folding_a_spilled_constant_flag_passes(model: str) -> None:
    """tests/data/clang/hunt23/h23.hip's ``h_flag_ret`` (gfx90a, clang-19 -O0 without
    optnone, then opt-19 ``sroa``): ``const int k = 0; int z = k;`` and in the odd lanes'
    branch ``if (z > 0) return;``, which mem2reg leaves as ``icmp sgt i32 0, 0``; then a
    ballot of every lane. Unfolded, the never-taken return kept the odd and even lanes
    apart at the ballot: exit 1 under ipdom on main against opt-19 ``default<O3>``."""
    result = fuzzfarm(["validate", HUNT / "h_flag_ret_sroa.ll", HUNT / "h_flag_ret_sroa_O3.ll",
                       "--model", model])
    assert result.returncode == 0, result.stdout


@pytest.mark.parametrize("name", ["ult_zero", "rfl_const", "phi_const", "phi_loop_const",
                                  "phi_dead_latch", "phi_loop_exit"])
def test_campaign_folds_of_conditions_that_never_vary_pass(name: str) -> None:
    """Two violations of an opt-19 ``default<O3>`` amdgcn campaign under ``--model ipdom``
    (30 cases, master seed 1), reduced: an early return behind ``icmp ult i32 %b, 0``
    (SimplifyCFG), and behind ``icmp eq (readfirstlane(i32 0)), 1`` (InstCombine folds
    the readfirstlane of a constant); and, from the campaign rerun after those were
    folded, behind ``icmp eq (phi [0, %entry]), 1`` (EarlyCSE), and once more with the
    phi also its own value around a never-taken latch (SimplifyCFG), and with the phi fed
    ``add %i0, 0`` over that never-taken latch (``phi_dead_latch``: SimplifyCFG; the edge is
    dead, so only the entry's 0 flows in), and with ``add %i0, 1`` over a latch ``icmp ult
    %i.next, 1`` that the first round already leaves (``phi_loop_exit``: EarlyCSE; only
    SCCP's optimistic reading sees the latch is never taken). No such condition can
    ever hold; counted, the return kept the lanes that tested it from the others at the
    convergent operation below (exit 1 on main and after rules 1 and 3 alone)."""
    result = fuzzfarm(["validate", DATA / f"{name}.before.ll", DATA / f"{name}.after.ll",
                       "--model", "ipdom"])
    assert result.returncode == 0, result.stdout


def test_a_comparison_that_holds_for_every_value_is_folded() -> None:
    fn = parse_module(FOLDED.replace("COND", "icmp ule i8 %y, -1").replace("i32 %x", "i8 %y")).kernel()
    assert [b.name for b in live_successors(fn.block("entry"))] == ["early"]
    fn = parse_module(FOLDED.replace("COND", "icmp sgt i8 %y, 127").replace("i32 %x", "i8 %y")).kernel()
    assert [b.name for b in live_successors(fn.block("entry"))] == ["join"]
    fn = parse_module(FOLDED.replace("COND", "icmp sgt i8 %y, 126").replace("i32 %x", "i8 %y")).kernel()
    assert [b.name for b in live_successors(fn.block("entry"))] == ["early", "join"]


LATCH = """
declare i1 @subgroupElect() convergent
define void @kernel(ptr %out, i32 %x) convergent {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %next, %latch ]
  %c = icmp eq i32 %i, 1
  br i1 %c, label %early, label %latch
latch:
  %next = add i32 %i, %x
  LATCH_TEST
  br i1 %back, label %header, label %join
early:
  ret void
join:
  %e = call i1 @subgroupElect()
  ret void
}
"""


def test_a_phi_reads_only_edges_a_thread_can_take() -> None:
    """Behind a latch ``br i1 false`` the header's phi only ever holds the entry's 0, so
    ``icmp eq %i, 1`` never holds (SEMANTICS.md, "ipdom", rule 2). Behind a latch that may
    be taken, ``%i + %x`` flows in and both edges stay."""
    fn = parse_module(LATCH.replace("LATCH_TEST", "%back = and i1 false, true")).kernel()
    edges = taken_edges(fn)
    assert [b.name for b in edges[fn.block("header")]] == ["latch"]
    assert [b.name for b in edges[fn.block("latch")]] == ["join"]
    fn = parse_module(LATCH.replace("LATCH_TEST", "%back = icmp ult i32 %x, 7")).kernel()
    edges = taken_edges(fn)
    assert [b.name for b in edges[fn.block("header")]] == ["early", "latch"]


def test_sccp_sees_a_latch_the_first_round_leaves() -> None:
    """``%next = %i + 1`` and a latch ``%next <u 1``: read optimistically (the latch edge
    unexecuted until a run could take it), %i is 0, %next 1, the latch never taken, the
    early return never reached. With ``%next <u 2`` the second round runs with %i = 1: the
    phi is then overdefined and both edges of the header stay (never claimed dead)."""
    fn = parse_module(LATCH.replace("%i, %x", "%i, 1")
                      .replace("LATCH_TEST", "%back = icmp ult i32 %next, 1")).kernel()
    edges = taken_edges(fn)
    assert [b.name for b in edges[fn.block("header")]] == ["latch"]
    assert [b.name for b in edges[fn.block("latch")]] == ["join"]
    fn = parse_module(LATCH.replace("%i, %x", "%i, 1")
                      .replace("LATCH_TEST", "%back = icmp ult i32 %next, 2")).kernel()
    edges = taken_edges(fn)
    assert [b.name for b in edges[fn.block("header")]] == ["early", "latch"]
    assert [b.name for b in edges[fn.block("latch")]] == ["header", "join"]
