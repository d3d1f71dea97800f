"""An ipdom violation beside a divergent ``switch`` is inconclusive (SEMANTICS.md,
"ipdom", rule 6; fuzzfarm/refinement/switches.py).

The ipdom model reads a ``switch`` as one n-way branch; a back end lowers it first, to a
compare tree or a jump table, each parting lanes by value at its own blocks. Embedded
``lower-switch`` (which AMDGPU runs before the structurizer) was an ipdom "violation" of
a campaign (``--pipeline lower-switch --model ipdom``, 30 cases, master seed 24):
``tests/data/ipdom/lower_switch.*.ll`` is its reduced reproducer, *after* LLVM's own
output. Lanes with y = 7 and y = 0 both take the ``switch``'s default, together; the tree
sends them down different leaves to the latch, and the header's ``subgroupMax`` of the
next round sees each alone. Under maximal convergence (LLVM's semantics) they meet in
that round either way: a pass.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.analysis.uniformity import analyze
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.switch_lowering import LOWERINGS, lowered, ranges
from fuzzfarm.refinement.switches import divergent_switches, lowered_pairs
from fuzzfarm.refinement.two_oracles import check_two_oracles
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict
from oracles.reference import run

DATA = Path(__file__).resolve().parent / "data" / "ipdom"


def _kernel(text: str):  # noqa: ANN202
    return parse_module(text).kernel()


def _pair():  # noqa: ANN202
    return tuple(_kernel((DATA / f"lower_switch.{p}.ll").read_text()) for p in ("before", "after"))


def test_lower_switch_is_undecided_under_ipdom_and_passes_under_maximal() -> None:
    """Exit 1 on main (the header's maximum {0} and {1} apart in after, {1} together in
    before); inconclusive now, naming the switch; maximal passes as before."""
    before, after = _pair()
    schedule = Schedule.loads((DATA / "lower_switch.schedule.json").read_text())
    verdict = check_refinement(before, after, [schedule], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert len(verdict.notes) == 1 and "before holds a switch on a value threads may not share " \
        "(%loop0.body.7)" in verdict.notes[0]
    assert check_refinement(before, after, [schedule], Model.MAXIMAL).kind is Verdict.PASS


def test_validate_exits_3_on_the_campaigns_pair() -> None:
    result = fuzzfarm(["validate", DATA / "lower_switch.before.ll", DATA / "lower_switch.after.ll",
                       "--model", "ipdom", "--schedule", DATA / "lower_switch.schedule.json"])
    assert result.returncode == 3, result.stdout
    assert "before holds a switch on a value threads may not share" in result.stdout


SWITCH = """
define void @k(ptr %out, i32 %y) convergent {{
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = {value}
  switch i32 %v, label %a [ i32 1, label %{one} i32 2, label %c ]
a:
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %e) ]
  br label %c
b:
  br label %c
c:
  store i32 0, ptr %out, align 4
  ret void
}}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @subgroupAdd(i32) convergent
"""


@pytest.mark.parametrize(("value", "one", "divergent"), [
    ("add i32 %lane, 0", "b", True),           # the lane id: lanes part
    ("add i32 %y, 0", "b", True),              # a per-thread input
    ("add i32 7, 0", "b", False),              # a constant: every lane one way
    ('call i32 @subgroupBroadcastFirst(i32 %lane) [ "convergencectrl"(token %e) ]', "b", False),
    ("add i32 %lane, 0", "a", True),           # two successors still part lanes
])
def test_which_switches_are_divergent(value: str, one: str, divergent: bool) -> None:
    """A switch counts when the uniformity analysis does not prove its condition uniform
    (seed 003, "Uniformity": the broadcast's result is the same for every member) and
    its region (%a, %b: up to its post-dominator %c) holds a convergent operation."""
    fn = _kernel(SWITCH.format(value=value, one=one))
    assert [b.name for b in divergent_switches(fn)] == (["entry"] if divergent else [])


def test_a_broadcast_on_an_anchors_token_counts_under_ipdom() -> None:
    """Seed 003's reading calls the broadcast uniform: the threads converged at it hold one
    anchor instance's token (seed 000, "Controlled Maximal Convergence"). ipdom's lanes
    together at the switch may come from different anchor groups, each with its own first
    lane, so the switch still counts there (``groups_converged=False``)."""
    anchored = 'call i32 @subgroupBroadcastFirst(i32 %lane) [ "convergencectrl"(token %an) ]'
    text = SWITCH.format(value=anchored, one="b").replace(
        "  %v =", "  %an = call token @llvm.experimental.convergence.anchor()\n  %v =", 1)
    fn = _kernel(text)
    assert fn.blocks[0] not in analyze(fn).divergent_branches
    assert [b.name for b in divergent_switches(fn)] == ["entry"]


def test_a_switch_naming_one_successor_parts_nobody() -> None:
    text = SWITCH.format(value="add i32 %lane, 0", one="a").replace("label %c ]", "label %a ]")
    assert divergent_switches(_kernel(text)) == []


def test_a_switch_whose_region_holds_no_communication_parts_nothing_observable() -> None:
    """The sum moved past the join %c: lanes grouped otherwise in %a and %b meet nothing
    there; a call to a definition in the region counts again (it may hold an operation)."""
    text = SWITCH.format(value="add i32 %lane, 0", one="b")
    moved = text.replace("  %sum = call i32 @subgroupAdd", "  %sum.a = add i32 0, 0\n  br label %c\nx:\n"
                         "  %sum = call i32 @subgroupAdd")
    assert divergent_switches(_kernel(moved)) == []
    called = text.replace('  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %e) ]',
                          "  call void @helper()").replace(
        "declare i32 @subgroupAdd(i32) convergent\n",
        "define void @helper() {\n  ret void\n}\n")
    assert [b.name for b in divergent_switches(_kernel(called))] == ["entry"]


def test_a_violation_beside_a_switch_no_two_threads_reach_stays_a_violation() -> None:
    """A hoist-naive campaign's finding (``--model ipdom``, 30 cases, master seed 12): a
    barrier hoisted out of a branch, far above a ``switch`` on the lane id with
    convergent operations in its cases. On this schedule at most one thread reaches the
    switch in any run of either program, so no lowering parts anyone there: the
    violation stands (with the switch counted statically alone it was undecided)."""
    before, after = (_kernel((DATA / f"switch_unreached.{p}.ll").read_text())
                     for p in ("before", "after"))
    assert [b.name for b in divergent_switches(before)] == ["label.21"]
    schedule = Schedule.loads((DATA / "switch_unreached.schedule.json").read_text())
    verdict = check_refinement(before, after, [schedule], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)


FOUR = Schedule.loads('{"subgroup_size": 4, "active_lanes": [0, 1, 2, 3], "args": {}, '
                      '"choices": {"dfs_seed": 0, "order_seed": 0, "anchors": []}, '
                      '"buffer_bytes": 64, "step_budget": 1000}')


def _data_pair(name: str):  # noqa: ANN202
    return tuple(_kernel((DATA / f"{name}.{p}.ll").read_text()) for p in ("before", "after"))


def test_a_real_violation_beside_a_divergent_switch_is_decided() -> None:
    """A sum hoisted out of ``if (lane < 2)`` below a switch on the lane id with a sum in a
    case: inconclusive on main (the switch alone made every such difference undecided);
    now a violation, since it stands with both programs' switches lowered by every back
    end modelled (n-way, LowerSwitch's tree, either chain)."""
    before, after = _data_pair("switch_beside_hoist")
    assert [b.name for b in divergent_switches(before)] == ["entry"]
    verdict = check_refinement(before, after, [FOUR], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, (verdict.message, verdict.notes)


def test_a_difference_only_some_lowerings_show_stays_undecided() -> None:
    """Tests in a row made one switch (and back): the n-way reading and LowerSwitch's tree
    part v = 0 from v = 3 (or v = 2) at %m2 where the chain kept them together, but a back
    end lowering the switch to that chain runs before itself: no violation, either way."""
    before, after = _data_pair("chain_to_switch")
    for b, a in ((before, after), (after, before)):
        verdict = check_refinement(b, a, [FOUR], Model.IPDOM)
        assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
        assert "switches lowered the 'ascending' way" in verdict.notes[0], verdict.notes
        assert check_refinement(b, a, [FOUR], Model.MAXIMAL).kind is Verdict.PASS


def test_the_tree_lowering_is_llvms_lower_switch() -> None:
    """LowerSwitch's output for the campaign's pair (lower_switch.after.ll, LLVM's own) and
    our ``tree`` lowering of its before refine each other under ipdom."""
    before, after = _pair()
    schedule = Schedule.loads((DATA / "lower_switch.schedule.json").read_text())
    tree = lowered(before, ["loop0.body.7"], "tree")
    assert [b.name for b in tree.blocks if b.terminator.opcode == "switch"] == []
    for b, a in ((tree, after), (after, tree)):
        assert check_refinement(b, a, [schedule], Model.IPDOM).kind is Verdict.PASS
    assert check_refinement(after, lowered(before, ["loop0.body.7"], "ascending"), [schedule],
                            Model.IPDOM).kind is not Verdict.PASS


def test_a_pass_only_the_n_way_reading_gives_is_undecided() -> None:
    """A chain of the campaign's tests keeps y = 7 and y = 0 together (both fail every
    test), as the n-way reading does: before read n-way passes it (exit 0 on main), but
    lowered by LowerSwitch's tree before parts them, and the chain does not: a pass must
    hold under every back end's lowering, so it is undecided."""
    before, _ = _pair()
    schedule = Schedule.loads((DATA / "lower_switch.schedule.json").read_text())
    chain = lowered(before, ["loop0.body.7"], "ascending")
    assert check_refinement(before, chain, [schedule], Model.IPDOM,
                            lowerings=False).kind is Verdict.PASS
    for check in (check_refinement, check_two_oracles):
        verdict = check(before, chain, [schedule], Model.IPDOM)
        verdict = getattr(verdict, "verdict", verdict)
        assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
        assert verdict.message.startswith("ipdom: no counterexample with the switches read as "
                                          "n-way branches, but with both programs' divergent "
                                          "switches lowered the 'tree' way: "), verdict.message
    assert check_refinement(before, chain, [schedule], Model.MAXIMAL).kind is Verdict.PASS


RANGES = """
define void @k(ptr %out) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %v = sub i32 %lane, 2
  switch i32 %v, label %j [ i32 0, label %a i32 -1, label %a i32 3, label %j i32 1, label %a
                            i32 5, label %b i32 4, label %b i32 7, label %c ]
a:
  br label %j
b:
  br label %j
c:
  br label %j
j:
  %r = phi i32 [ 100, %entry ], [ 100, %entry ], [ 1, %a ], [ 2, %b ], [ 3, %c ]
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %r, ptr %p, align 4
  ret void
}
declare i32 @getSubgroupLocalInvocationId()
"""


@pytest.mark.parametrize("how", sorted(LOWERINGS))
def test_a_lowering_keeps_each_values_successor_and_phi(how: str) -> None:
    """Negative values (signed order), a range -1..1, a range 4..5, a case naming the
    default (dropped) and the default's phi entry moved to each block that now reaches it:
    every lane of ten (v = -2..7) stores what it stored before."""
    fn = _kernel(RANGES)
    assert [(r.low, r.high, r.dest.name) for r in ranges(fn.entry.terminator)] == [
        (-1, 1, "a"), (4, 5, "b"), (7, 7, "c")]
    low = lowered(fn, ["entry"], how)
    schedule = Schedule.loads('{"subgroup_size": 16, "active_lanes": [0, 1, 2, 3, 4, 5, 6, 7, 8, '
                              '9], "args": {}, "choices": {"dfs_seed": 0, "order_seed": 0, '
                              '"anchors": []}, "buffer_bytes": 64, "step_budget": 1000}')
    assert run(low, schedule, Model.IPDOM).behaviour == run(fn, schedule, Model.IPDOM).behaviour


CALLED = """
define void @k(ptr %out) convergent {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %r = call i32 @pick(i32 %lane)
  %p = getelementptr inbounds i32, ptr %out, i32 %lane
  store i32 %r, ptr %p, align 4
  ret void
}
define i32 @pick(i32 %v) convergent {
entry:
  switch i32 %v, label %d [ i32 1, label %a i32 2, label %b ]
a:
  %s = call i32 @subgroupAdd(i32 1)
  br label %d
b:
  br label %d
d:
  %r = phi i32 [ 0, %entry ], [ %s, %a ], [ 2, %b ]
  ret i32 %r
}
declare i32 @getSubgroupLocalInvocationId()
declare i32 @subgroupAdd(i32) convergent
"""


def test_a_called_functions_switch_is_lowered_in_a_copy_of_the_module() -> None:
    fn = _kernel(CALLED)
    pairs = lowered_pairs(fn, fn)
    assert [how for how, _, _ in pairs] == list(LOWERINGS)
    for _, b, _ in pairs:
        assert b.module is not fn.module and b.module is not None
        pick = b.module.functions["pick"]
        assert all(x.terminator.opcode != "switch" for x in pick.blocks)
        assert fn.module is not None and fn.module.functions["pick"].entry.terminator.opcode \
            == "switch"
        assert run(b, FOUR, Model.IPDOM).behaviour == run(fn, FOUR, Model.IPDOM).behaviour
