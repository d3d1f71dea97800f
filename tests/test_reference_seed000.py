"""Golden tests: the examples of seed 000 ("Convergent Operation Semantics").

Every example is a complete kernel in tests/data/reference/; inputs make the
threads take the paths the document describes, and the assertions are the
document's own conclusions. Transform examples compare the behaviour *sets*
(over every anchor grouping) of the original and transformed kernels: a correct
transform only shows behaviours the original could show.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import oracles.reference.scheduler as scheduler
from fuzzfarm.behaviour import POISON, Behaviour, Outcome
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import AnchorGroup, Choices, Schedule
from oracles.reference import BehaviourSet, behaviours, run

DATA = Path(__file__).parent / "data" / "reference"


def load(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).kernel()


def barriers(behaviour: Behaviour) -> list[list[set[int]]]:
    assert behaviour.outcome is Outcome.OK, behaviour.message
    return [[set(s) for s in t.barriers] for t in behaviour.threads]


def exhaustive(name: str, schedule: Schedule, model: str = "maximal") -> BehaviourSet:
    result = behaviours(load(name), schedule, model)
    assert result.exhaustive, name
    return result


# -- "Reductions inside Divergent Control Flow" ------------------------------------


def test_subgroup_add_sums_only_its_side() -> None:
    deltas = [3, -1, 5, -2, 7, -4]
    result = run(load("reduction_ifelse"), Schedule.full(6, {"delta": deltas}))
    gains = sum(d for d in deltas if d > 0)
    losses = sum(d for d in deltas if d <= 0)
    for t, d in zip(result.behaviour.threads, deltas, strict=True):
        assert t.return_value == (gains if d > 0 else losses) & 0xFFFFFFFF
        assert t.buffers[0][:4] == tuple(((gains if d > 0 else losses) & 0xFFFFFFFF).to_bytes(4, "little"))
    record = result.trace.record
    assert record.communicating_set(record.find(0, "%total_gains")) == {0, 2, 4}
    assert record.communicating_set(record.find(1, "%total_losses")) == {1, 3, 5}


# -- "Unstructured Control Flow": jump threading and the barrier ----------------------

# Lanes 0 and 3 reach then2 from entry, lane 1 through then1, lane 2 does not reach it.
JT = Schedule.full(4, {"c1": [0, 1, 1, 0], "c2": [0, 1, 0, 1]})


def jt(name: str, model: str) -> list[list[set[int]]]:
    return barriers(run(load(name), JT, model).behaviour)


def test_jump_threading_changes_the_barrier_set_under_ipdom() -> None:
    # Post-dominator reconvergence: in the original all threads reaching the barrier
    # reconverged at %mid; after threading, those arriving along different paths
    # synchronize separately (the first post-dominator is %end).
    assert jt("jt_original", "ipdom") == [[{0, 1, 3}], [{0, 1, 3}], [], [{0, 1, 3}]]
    assert jt("jt_threaded", "ipdom") == [[{0, 3}], [{1}], [], [{0, 3}]]


def test_jump_threading_keeps_the_barrier_set_under_maximal() -> None:
    # "Maximal reconvergence ... behaves the same in both versions."
    assert jt("jt_original", "maximal") == jt("jt_threaded", "maximal") == [
        [{0, 1, 3}], [{0, 1, 3}], [], [{0, 1, 3}]
    ]


@pytest.mark.parametrize("model", ["maximal", "ipdom"])
def test_jump_threading_with_the_entry_token_is_the_same(model: str) -> None:
    # "This set of threads does not change after jump threading."
    assert jt("jt_original_entry", model) == jt("jt_threaded_entry", model) == [
        [{0, 1, 3}], [{0, 1, 3}], [], [{0, 1, 3}]
    ]


# -- "Loop Unrolling": hearts, and threads executing 3 and 4 iterations -------------

HEARTS = Schedule.full(2, {"counter": [3, 4]})


def test_hearts_converge_iteration_by_iteration() -> None:
    # Thread 1: A B B B C, Thread 2: A B B B B C: converged in iterations 1..3.
    result = run(load("loop_heart"), HEARTS)
    assert barriers(result.behaviour) == [[{0, 1}] * 3, [{0, 1}] * 3 + [{1}]]
    record = result.trace.record
    for n in (1, 2, 3):
        assert record.converged(record.find(0, "%inner", n), record.find(1, "%inner", n))
        assert not record.converged(record.find(0, "%inner", n), record.find(1, "%inner", n + 1))


# -- "Rationale for the Static Rules on Cycles": an anchor used in a loop without a heart


def test_anchor_in_loop_without_heart_is_rejected() -> None:
    result = run(load("anchor_loop_no_heart"), Schedule.full(2, {"n": [2, 2]}))
    assert result.behaviour.outcome is Outcome.UNSUPPORTED
    assert result.behaviour.message.startswith("ill-formed: [closed-path-1]")


def test_anchor_in_loop_without_heart_contradicts_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    # Without the static check, the dynamic rules make I1 == I2 (both iterations use
    # the same token value): one thread would produce one key twice.
    monkeypatch.setattr(scheduler, "ill_formed", lambda fn: None)
    result = run(load("anchor_loop_no_heart"), Schedule.full(2, {"n": [2, 2]}))
    assert result.behaviour.outcome is Outcome.UNSUPPORTED
    assert "two dynamic instances" in result.behaviour.message


# -- "Extended Cycles: Divergent Exit from a Loop" -------------------------------------

BREAKS = Schedule.full(4, {"breakat": [0, 1, 1, 2]})


def test_break_with_loop_token_communicates_per_iteration() -> None:
    # Only threads that exit in the same iteration communicate in %C.
    assert barriers(run(load("extended_loop"), BREAKS).behaviour) == [
        [{0}], [{1, 2}], [{1, 2}], [{3}]
    ]


def test_break_without_tokens_converges_outside_the_loop() -> None:
    # "When compiled, all threads that execute the exit in different iterations first
    # converge at the beginning of C" (C lies outside the loop).
    assert barriers(run(load("extended_loop_uncontrolled"), BREAKS).behaviour) == [[{0, 1, 2, 3}]] * 4


# -- "Loop Unrolling" with and without a remainder ---------------------------------


def test_unrolling_with_remainder_changes_the_third_iteration() -> None:
    original = barriers(run(load("loop_heart"), HEARTS).behaviour)
    unrolled = barriers(run(load("unroll_remainder"), HEARTS).behaviour)
    # Iterations 1 and 2 still communicate together ...
    assert [b[:2] for b in unrolled] == [b[:2] for b in original] == [[{0, 1}] * 2] * 2
    # ... but "the set of communicating threads for the 3rd iteration differs".
    assert original[0][2] == original[1][2] == {0, 1}
    assert unrolled[0][2] == {0} and unrolled[1][2] == {1}
    # Over every anchor grouping, the unrolled behaviour is not one the original allows.
    before = exhaustive("loop_heart", HEARTS)
    after = exhaustive("unroll_remainder", HEARTS)
    assert not after.decided <= before.decided


def test_unrolling_without_remainder_is_correct() -> None:
    even = Schedule.full(2, {"counter": [2, 4]})
    before = exhaustive("loop_heart", even)
    after = exhaustive("unroll_noremainder", even)
    assert after.decided == before.decided
    assert len(before.decided) == 2  # the anchor groups both threads or separates them
    default = barriers(run(load("unroll_noremainder"), even).behaviour)
    assert default == [[{0, 1}] * 2, [{0, 1}] * 2 + [{1}] * 2]


# -- "Hoisting and Sinking" ------------------------------------------------------------

SIDES = Schedule.full(4, {"x": [1, 2, 4, 8], "c": [1, 0, 1, 0]})


def test_anchor_hoisting_in_acyclic_code_keeps_the_behaviour() -> None:
    original = exhaustive("anchor_hoist_original", SIDES)
    hoisted = exhaustive("anchor_hoist_hoisted", SIDES)
    assert hoisted.decided == original.decided
    # Each static operation communicates only among threads with the same condition.
    default = run(load("anchor_hoist_hoisted"), SIDES).behaviour
    assert [t.return_value for t in default.threads] == [5, 10, 5, 10]


def test_anchor_sinking_into_a_loop_changes_the_behaviour() -> None:
    both_twice = Schedule.full(2, {"counter": [2, 2]})
    original = exhaustive("loop_heart", both_twice)
    sunk = exhaustive("anchor_sunk_into_loop", both_twice)
    # Per iteration anchors may group threads differently in each iteration:
    # together first, apart second, which the original (one grouping for all
    # iterations) cannot show.
    assert original.decided < sunk.decided
    mixed = next(b for b in sunk.decided - original.decided)
    assert {frozenset({0, 1})} <= set(mixed.threads[0].barriers)
    # A crossing grouping (lane 0's first anchor with lane 1's second and vice versa)
    # makes convergence-before cyclic: not a legal implementation choice.
    crossing = Choices(anchors=(AnchorGroup("tok", 0, 1, 0), AnchorGroup("tok", 0, 2, 1),
                                AnchorGroup("tok", 1, 1, 1), AnchorGroup("tok", 1, 2, 0)))
    result = run(load("anchor_sunk_into_loop"), both_twice.with_choices(crossing))
    assert result.behaviour.outcome is Outcome.CONTRADICTORY
    assert result.behaviour not in sunk.decided


SINK = Schedule.full(4, {"x": [1, 2, 4, 8], "c": [1, 1, 0, 0]})


def test_sinking_a_and_b_with_their_anchor_is_correct() -> None:
    original = exhaustive("sink_original", SINK)
    sunk = exhaustive("sink_all", SINK)
    assert sunk.decided <= original.decided


def test_sinking_only_b_is_incorrect() -> None:
    original = exhaustive("sink_original", SINK)
    sunk = exhaustive("sink_b", SINK)
    extra = sunk.decided - original.decided
    assert extra
    # The new behaviours are exactly those where a thread saw %a != %b: threads
    # without the condition communicated at %a but not at %b.
    for b in extra:
        words = [tuple(int.from_bytes(bytes(t.buffers[0][i:i + 4]), "little") for i in (0, 4))
                 for t in b.threads[:2]]
        assert any(a != bb for a, bb in words)
    for b in original.decided:
        for t in b.threads[:2]:
            assert t.buffers[0][0:4] == t.buffers[0][4:8]


def test_shuffle_hoisting_differs_only_where_the_original_was_poison() -> None:
    schedule = Schedule.full(4, {"data": [10, 11, 12, 13], "id": [2, 0, 1, 3], "c": [1, 0, 1, 0]})
    original = run(load("shuffle_original"), schedule).behaviour
    hoisted = run(load("shuffle_hoisted"), schedule).behaviour
    before = [t.return_value for t in original.threads]
    after = [t.return_value for t in hoisted.threads]
    assert before == [12, POISON, POISON, 13]  # lanes 1 and 2 read a lane of the other side
    assert after == [12, 10, 11, 13]
    assert all(b is POISON or a == b for a, b in zip(after, before, strict=True))
