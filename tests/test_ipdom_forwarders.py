"""An ipdom violation that only an empty forwarding block makes is inconclusive.

The ipdom model splits lanes at a branch by the successor it names, so a ``switch`` whose
case 2 reaches ``%body`` through a block holding only ``br label %body`` keeps those lanes
apart from case 5's, which jump there directly; SimplifyCFG removing the block joined them:
a "violation" of an opt-19 ``default<O3>`` campaign (``--model ipdom --calls``, 30 cases,
master seed 16). Every back end removes such a block before a SIMT stack runs the code, so
a violation is re-checked with both programs' forwarding blocks bypassed (SEMANTICS.md,
"ipdom", rule 5; fuzzfarm/refinement/forwarders.py); the seed's jump-threading split
(seed 000, "Unstructured Control Flow") stays a violation with or without one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from clirun import fuzzfarm

from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import check_refinement
from fuzzfarm.refinement.forwarders import bypass_forwarders, forwarder_message, forwarders
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model, Verdict

DATA = Path(__file__).resolve().parent / "data"
#: Lanes 2 and 5 take cases 2 and 5 (%sw is the lane id & 7); lane 3 takes the default.
SWITCH = Schedule(subgroup_size=8, active_lanes=(2, 3, 5), args={"y": (1,) * 8})
#: Lanes 0 and 3 reach then2 from entry, lane 1 through then1, lane 2 does not reach it.
JT = Schedule.full(4, {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]})


def _kernel(path: str):  # noqa: ANN202
    return parse_module((DATA / path).read_text()).kernel()


@pytest.mark.parametrize("pair", [("switch_forwarder.before", "switch_forwarder.after"),
                                  ("switch_forwarder.after", "switch_forwarder.before"),
                                  ("switch_forwarder_dead.before", "switch_forwarder.after")])
def test_removing_or_inserting_an_empty_case_block_is_inconclusive(pair: tuple[str, str]) -> None:
    """The campaign's SimplifyCFG fold, reduced, its inverse (an edge split), and the
    block with the unused ``icmp`` the campaign's kernel had: exit 1 on main,
    inconclusive now, with the reason."""
    first, second = (DATA / "ipdom" / f"{name}.ll" for name in pair)
    result = fuzzfarm(["validate", first, second, "--model", "ipdom"])
    assert result.returncode == 3, result.stdout
    assert forwarder_message(["fwd"]) in result.stdout


def test_the_schedule_is_undecided_and_maximal_passes() -> None:
    before, after = (_kernel(f"ipdom/switch_forwarder.{p}.ll") for p in ("before", "after"))
    verdict = check_refinement(before, after, [SWITCH], Model.IPDOM)
    assert verdict.kind is Verdict.INCONCLUSIVE, verdict.message
    assert verdict.notes == ["schedule 1: " + forwarder_message(["fwd"])]
    assert check_refinement(before, after, [SWITCH], Model.MAXIMAL).kind is Verdict.PASS


def test_a_real_split_beside_a_forwarder_stays_a_violation() -> None:
    """Seed 000's jump threading with %entry's edge to the barrier through an empty block:
    bypassed, it is the seed's threaded kernel, whose barrier sets ({0,3}, {1}) the
    original ({0,1,3}) cannot show under post-dominator reconvergence."""
    original = _kernel("reference/jt_original.ll")
    threaded = _kernel("ipdom/jt_threaded_forwarder.ll")
    assert bypass_forwarders(threaded) is not None
    verdict = check_refinement(original, threaded, [JT], Model.IPDOM)
    assert verdict.kind is Verdict.VIOLATION, verdict.message


def test_forwarders_follow_chains_and_leave_cycles_phis_effects_and_the_entry() -> None:
    """%f1 (a dead icmp), %f2 and %phi (a dead phi) lead to %end; %p stores, %q's target
    has a phi, the loop of forwarders has no target and the entry no predecessor: none of
    these is one."""
    fn = parse_module("""
define void @k(i1 %c) {
entry:
  br label %a
a:
  br i1 %c, label %f1, label %loop1
f1:
  %dead = icmp eq i1 %c, false
  br label %f2
f2:
  br label %end
loop1:
  br label %loop2
loop2:
  br label %loop1
p:
  store i32 0, ptr null
  br label %end
q:
  br label %phi
phi:
  %x = phi i32 [ 0, %q ]
  br label %end
end:
  ret void
}
""").kernel()
    named = {b.name: t.name for b, t in forwarders(fn).items()}
    assert named == {"f1": "end", "f2": "end", "phi": "end"}
    bypassed = bypass_forwarders(fn)
    assert bypassed is not None
    copy, dropped = bypassed
    assert dropped == ["f1", "phi"]  # a chain is named by its first block
    assert [s.name for s in copy.block("a").successors] == ["end", "loop1"]
    assert "f1" not in {b.name for b in copy.blocks} and "f2" not in {b.name for b in copy.blocks}
    assert [s.name for s in fn.block("a").successors] == ["f1", "loop1"]  # fn unchanged
