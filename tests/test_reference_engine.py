"""The engine: firing rule, outcomes, order independence, the record and behaviour sets."""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.behaviour import POISON, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from oracles.reference import behaviours, run

DATA = Path(__file__).parent / "data" / "reference"


def load(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).kernel()


def parse(text: str) -> Function:
    return parse_module(text).kernel()


# -- metamorphic: order_seed never changes a behaviour or a record --------------------

GOLDEN: list[tuple[str, dict[str, list[int]], str, int]] = [
    ("seed003_loop", {"bmask": [1, 6], "trips": [2, 3]}, "maximal", 0),
    ("seed003_irreducible", {"path": [0b11000, 0b110, 0b11]}, "maximal", 0),
    ("seed003_irreducible", {"path": [0b10010, 0b110001]}, "maximal", 1),
    ("seed003_irreducible", {"path": [0b10010, 0b110001]}, "ipdom", 0),
    ("reduction_ifelse", {"delta": [3, -1, 5, -2]}, "maximal", 0),
    ("jt_original", {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]}, "ipdom", 0),
    ("jt_threaded", {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]}, "ipdom", 0),
    ("jt_threaded", {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]}, "maximal", 0),
    ("jt_original_entry", {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]}, "ipdom", 0),
    ("jt_threaded_entry", {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]}, "ipdom", 0),
    ("loop_heart", {"counter": [3, 4, 0, 6]}, "maximal", 0),
    ("loop_heart", {"counter": [3, 4, 0, 6]}, "ipdom", 0),
    ("unroll_remainder", {"counter": [3, 4, 5, 1]}, "maximal", 0),
    ("unroll_noremainder", {"counter": [2, 4, 0, 6]}, "maximal", 0),
    ("extended_loop", {"breakat": [0, 1, 1, 2]}, "maximal", 0),
    ("extended_loop_uncontrolled", {"breakat": [0, 1, 1, 2]}, "ipdom", 0),
    ("extended_loop_uncontrolled", {"breakat": [0, 1, 1, 2]}, "maximal", 0),
    ("anchor_hoist_original", {"x": [1, 2, 4, 8], "c": [1, 0, 1, 0]}, "maximal", 0),
    ("anchor_hoist_hoisted", {"x": [1, 2, 4, 8], "c": [1, 0, 1, 0]}, "ipdom", 0),
    ("anchor_sunk_into_loop", {"counter": [2, 3, 1, 0]}, "maximal", 0),
    ("sink_original", {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]}, "maximal", 0),
    ("sink_all", {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]}, "maximal", 0),
    ("sink_b", {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]}, "maximal", 0),
    ("shuffle_original", {"data": [10, 11, 12, 13], "id": [2, 0, 1, 3], "c": [1, 0, 1, 0]}, "maximal", 0),
    ("shuffle_hoisted", {"data": [10, 11, 12, 13], "id": [2, 0, 1, 3], "c": [1, 0, 1, 0]}, "ipdom", 0),
]


@pytest.mark.parametrize(("name", "args", "model", "dfs_seed"), GOLDEN,
                         ids=[f"{g[0]}-{g[2]}-{g[3]}" for g in GOLDEN])
def test_order_seed_changes_nothing(name: str, args: dict[str, list[int]], model: str, dfs_seed: int) -> None:
    threads = len(next(iter(args.values())))
    schedule = Schedule.full(threads, args, choices=Choices(dfs_seed=dfs_seed))
    fn = load(name)
    reference = run(fn, schedule, model)
    assert reference.behaviour.outcome is Outcome.OK, reference.behaviour.message
    for order_seed in (1, 2, 3, 17):
        other = run(fn, schedule, model, order_seed=order_seed)
        assert other.choices.order_seed == order_seed
        assert other.behaviour == reference.behaviour
        assert other.trace.record == reference.trace.record
        assert other.trace.record.render() == reference.trace.record.render()


# -- the firing rule ----------------------------------------------------------------

WAITS = """
declare void @subgroupControlBarrier() convergent
define void @k(i32 %x) {
entry:
  %first = icmp eq i32 %x, 0
  br i1 %first, label %spin, label %after
spin:
  %stay = icmp ne i32 %x, %x
  br i1 %stay, label %after, label %spin
after:
  call void @subgroupControlBarrier()
  ret void
}
"""


def test_a_stuck_thread_that_could_still_arrive_blocks_the_group() -> None:
    # Lane 0 spins in a loop that could (statically) leave for %after: the barrier
    # must not fire from an incomplete set, so the run is a timeout, not a result.
    result = run(parse(WAITS), Schedule.full(2, {"x": [0, 1]}, step_budget=200))
    assert result.behaviour.outcome is Outcome.TIMEOUT
    assert result.trace.record.pending == {(1, result.trace.record.instances(1)[-1].position)}
    assert "never fired" in result.trace.record.render()


def test_a_stuck_thread_that_cannot_arrive_does_not_block() -> None:
    text = WAITS.replace("br i1 %stay, label %after, label %spin", "br label %spin")
    result = run(parse(text), Schedule.full(3, {"x": [0, 1, 2]}, step_budget=200))
    assert result.behaviour.outcome is Outcome.TIMEOUT  # lane 0 still times out ...
    assert not result.trace.record.pending  # ... but lanes 1 and 2 passed the barrier together
    barrier = result.trace.record.find(1, "controlBarrier@after#0")
    assert result.trace.record.communicating_set(barrier) == {1, 2}


def test_crossing_anchor_groups_are_contradictory() -> None:
    choices = Choices(anchors=(AnchorGroup("tok", 0, 1, 0), AnchorGroup("tok", 0, 2, 1),
                               AnchorGroup("tok", 1, 1, 1), AnchorGroup("tok", 1, 2, 0)))
    schedule = Schedule.full(2, {"counter": [2, 2]}, choices=choices)
    result = run(load("anchor_sunk_into_loop"), schedule)
    assert result.behaviour.outcome is Outcome.CONTRADICTORY
    assert result.behaviour.message.startswith("the convergence order is contradictory")
    assert len(result.trace.record.pending) == 2


def test_ub_in_one_thread_makes_the_run_ub() -> None:
    text = """
declare i32 @subgroupAdd(i32) convergent
define i32 @k(i32 %x) {
entry:
  %s = call i32 @subgroupAdd(i32 %x)
  %d = udiv i32 100, %x
  ret i32 %d
}
"""
    result = run(parse(text), Schedule.full(3, {"x": [1, 0, 2]}))
    assert result.behaviour.outcome is Outcome.UB
    assert result.behaviour.message.startswith("lane 1: udiv by zero")


# -- catalogue operations ---------------------------------------------------------------

CATALOGUE = """
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupMin(i32) convergent
declare i32 @subgroupMax(i32) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i1 @subgroupElect() convergent
declare i32 @subgroupShuffle(i32, i32) convergent
declare i32 @getSubgroupLocalInvocationId()
define i64 @k(i32 %x, ptr %out) {
entry:
  %lane = call i32 @getSubgroupLocalInvocationId()
  %odd = trunc i32 %lane to i1
  %ballot = call i64 @subgroupBallot(i1 %odd)
  %min = call i32 @subgroupMin(i32 %x)
  %max = call i32 @subgroupMax(i32 %x)
  %first = call i32 @subgroupBroadcastFirst(i32 %x)
  %elect = call i1 @subgroupElect()
  %e = zext i1 %elect to i32
  %next = add i32 %lane, 1
  %shuffled = call i32 @subgroupShuffle(i32 %x, i32 %next)
  store i32 %min, ptr %out
  %p1 = getelementptr i32, ptr %out, i64 1
  store i32 %max, ptr %p1
  %p2 = getelementptr i32, ptr %out, i64 2
  store i32 %first, ptr %p2
  %p3 = getelementptr i32, ptr %out, i64 3
  store i32 %e, ptr %p3
  %p4 = getelementptr i32, ptr %out, i64 4
  store i32 %shuffled, ptr %p4
  ret i64 %ballot
}
"""


def test_catalogue_semantics() -> None:
    schedule = Schedule(8, (1, 2, 4, 5), {"x": (0, 5, -3 & 0xFFFFFFFF, 0, 7, 9, 0, 0)},
                        buffer_bytes=20)
    b = run(parse(CATALOGUE), schedule).behaviour
    assert b.outcome is Outcome.OK

    def word(t, i):  # noqa: ANN001, ANN202
        data = t.buffers[0][4 * i: 4 * i + 4]
        return POISON if POISON in data else int.from_bytes(bytes(data), "little")

    for t in b.threads:
        assert t.return_value == (1 << 1) | (1 << 5)  # odd active lanes passed true
        assert word(t, 0) == -3 & 0xFFFFFFFF and word(t, 1) == 9
        assert word(t, 2) == 5  # lane 1 is the lowest active lane
        assert word(t, 3) == int(t.lane == 1)
    shuffled = {t.lane: word(t, 4) for t in b.threads}
    assert shuffled == {1: -3 & 0xFFFFFFFF, 2: POISON, 4: 9, 5: POISON}  # lanes 3, 6 inactive


def test_poison_in_a_reduction_poisons_every_member() -> None:
    text = """
declare i32 @subgroupAdd(i32) convergent
define i32 @k(i32 %x) {
entry:
  %p = add nuw i32 %x, 4294967295
  %s = call i32 @subgroupAdd(i32 %p)
  ret i32 %s
}
"""
    b = run(parse(text), Schedule.full(3, {"x": [0, 1, 0]})).behaviour
    assert [t.return_value for t in b.threads] == [POISON] * 3


# -- ipdom keys -------------------------------------------------------------------------


def test_ipdom_loop_converges_iteration_by_iteration() -> None:
    text = """
declare void @subgroupControlBarrier() convergent
define void @k(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  call void @subgroupControlBarrier()
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @subgroupControlBarrier()
  ret void
}
"""
    for model in ("ipdom", "maximal"):
        b = run(parse(text), Schedule.full(2, {"n": [3, 4]}), model).behaviour
        assert [[set(s) for s in t.barriers] for t in b.threads] == [
            [{0, 1}] * 3 + [{0, 1}],
            [{0, 1}] * 3 + [{1}, {0, 1}],
        ], model


# -- the record ---------------------------------------------------------------------------


def test_record_api() -> None:
    result = run(load("reduction_ifelse"), Schedule.full(3, {"delta": [1, -1, 2]}))
    r = result.trace.record
    assert r.lanes == (0, 1, 2)
    gains = r.find(0, "%total_gains")
    assert gains.kind == "op" and gains.block == "then" and gains.is_convergent_op
    assert [i.lane for i in r.members(gains)] == [0, 2]
    assert r.converged(gains, r.find(2, "%total_gains"))
    assert not r.converged(gains, gains)  # converged-with relates different threads
    with pytest.raises(KeyError):
        r.find(1, "%total_gains")
    text = r.render()
    assert "communicating sets:" in text and "%total_gains in %then" in text
    data = r.to_json()
    assert data["threads"][1]["instances"][0]["label"] == "entry"


# -- behaviour sets ------------------------------------------------------------------------


def test_behaviours_cover_both_hierarchies() -> None:
    text = (DATA / "seed003_irreducible.ll").read_text().replace(
        "define i32 @irreducible(i32 %path) {",
        # convergent: the hierarchy is the only choice (no implicit anchor, SEMANTICS.md)
        "declare i32 @subgroupAdd(i32) convergent\ndefine i32 @irreducible(i32 %path) convergent {",
    ).replace("  %kS.next = add i32 %kS, 1\n",
              "  %kS.next = add i32 %kS, 1\n  %n = call i32 @subgroupAdd(i32 1)\n")
    text = text.replace("ret i32 %kS.next", "ret i32 %n")
    fn = parse(text)
    result = behaviours(fn, Schedule.full(2, {"path": [0b10010, 0b110001]}))
    assert result.exhaustive and result.runs == 2
    # Under P as header thread 1's last S converges with thread 2's last S; under R it
    # converges with thread 2's second S: the set sizes returned differ.
    assert len(result.decided) == 2
    # One behaviour per hierarchy: the natural order's and one explicit order.
    orders = {c.dfs_order for e in result.entries for c in e.choices}
    assert len(orders) == 2 and () in orders


def test_behaviours_sample_when_too_large() -> None:
    schedule = Schedule.full(8, {"x": list(range(8)), "c": [1, 0] * 4})
    result = behaviours(load("anchor_hoist_hoisted"), schedule, max_runs=10, seed=3)
    assert not result.exhaustive
    assert result.runs <= 10 and len(result.decided) >= 2
    again = behaviours(load("anchor_hoist_hoisted"), schedule, max_runs=10, seed=3)
    assert again == result  # sampling is seeded


def test_ipdom_has_one_hierarchy() -> None:
    result = behaviours(load("seed003_irreducible"), Schedule.full(2, {"path": [3, 6]}), "ipdom")
    assert result.exhaustive and result.runs == 1


# -- bad schedules ---------------------------------------------------------------------------


def test_schedule_must_fit_the_function() -> None:
    with pytest.raises(ValueError, match="no values for argument %delta"):
        run(load("reduction_ifelse"), Schedule.full(2))
    text = "define i32 @k(i32 inreg %u) {\nentry:\n  ret i32 %u\n}\n"
    with pytest.raises(ValueError, match="inreg"):
        run(parse(text), Schedule.full(2, {"u": [1, 2]}))
    with pytest.raises(ValueError, match="unknown convergence model"):
        run(parse(text), Schedule.full(2, {"u": [1, 1]}), "simt")
