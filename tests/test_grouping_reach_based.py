"""A buffer whose tainted stores all run where the base run's do, at untainted addresses, is
reached only at the bytes they wrote last in the base run (fuzzfarm/analysis/grouping_reach.py,
``_Taint.based``; fuzzfarm/refinement/reach.py, ``written_last``; SEMANTICS.md, "What a
grouping can reach", *Bytes the base run's tainted stores wrote last*).

Generated kernels store an anchor's values at addresses their inputs decide (``out[x & 15]``)
beside values no grouping changes: such a store writes somewhere different in each lane, so
the whole buffer was reached and every difference there hidden. But no grouping moves it:
its address is untainted and it lies outside every region, so every grouping runs the base
run's stores into the buffer, in order, at the base run's addresses, and only the bytes a
tainted store wrote last may differ. Checked against the complete listing of every grouping
at 3 and 4 lanes here and (generated kernels, both models) in tests/test_grouping_reach.py.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_grouping_reach import (
    DUPLICATED,
    ELECT,
    MODELS,
    _every_grouping_shows_the_base_run,
    ballot_bytes_violate,
    kernel,
    rewritten,
)

import generators
from fuzzfarm.analysis.grouping_reach import grouping_reach
from fuzzfarm.refinement.reach import written_last
from fuzzfarm.schedule import Schedule
from fuzzfarm.vocabulary import Model
from generators.schedules import generate_schedule
from oracles.reference import run

# ELECT with its anchor's elected sum stored at out[x & 3] (bytes 0..15, by the lane's
# input), in the buffer whose bytes 0..7 the entry ballot then overwrites.
AT_INPUT = ("define void @k(ptr %out, ptr %side, i32 %x)", "define void @k(ptr %out, i32 %x)"), \
    ("  store i32 %v, ptr %side, align 4\n",
     "  %i = and i32 %x, 3\n  %at = getelementptr inbounds i32, ptr %out, i32 %i\n"
     "  store i32 %v, ptr %at, align 4\n")


def at_input(text: str) -> str:
    return rewritten(text, AT_INPUT)


def test_the_buffer_is_based_on_its_one_tainted_store() -> None:
    fn = kernel(at_input(ELECT))
    reach = grouping_reach(fn)
    assert reach is not None
    assert reach.buffers == reach.based == frozenset({0}) and not reach.exact
    [(b, k)] = reach.marked
    assert fn.blocks[b].instructions[k].opcode == "store"


@pytest.mark.parametrize("model", MODELS)
def test_the_bytes_written_last_by_the_sum(model: Model) -> None:
    # By hand: x = 0, 1, 2, 3 store the sum at bytes 0..3, 4..7, 8..11, 12..15; the
    # ballot (an i64 at out[0]) then overwrites bytes 0..7 in every lane.
    fn = kernel(at_input(ELECT))
    reach = grouping_reach(fn)
    assert reach is not None
    schedule = Schedule.full(4, {"x": [0, 1, 2, 3]})
    base = run(fn, schedule, model).behaviour
    last = written_last(fn, schedule, model, reach, base)
    assert last == {0: {0: frozenset()}, 1: {0: frozenset()}, 2: {0: frozenset(range(8, 12))},
                    3: {0: frozenset(range(12, 16))}}


@pytest.mark.parametrize("model", MODELS)
def test_every_grouping_shows_the_base_run_elsewhere(model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = kernel(at_input(ELECT))
    for lanes in (3, 4):
        schedule = Schedule.full(lanes, {"x": [(lane * 5) % 7 + 1 for lane in range(lanes)]})
        assert _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch)


@pytest.mark.parametrize(("old", "new"), [
    # the store in the elected leader's arm: a region, which some groupings make a
    # thread run and others not
    ("  br label %merge\n\nmember:", "  %j = and i32 %x, 3\n"
     "  %in = getelementptr inbounds i32, ptr %out, i32 %j\n  store i32 %sum, ptr %in, align 4\n"
     "  br label %merge\n\nmember:"),
    # at an index the sum decides: a grouping moves the store
    ("  %i = and i32 %x, 3\n", "  %i = and i32 %v, 3\n"),
])
def test_a_store_a_grouping_may_move_or_skip_leaves_the_buffer_whole(old: str, new: str) -> None:
    text = at_input(ELECT)
    assert old in text
    reach = grouping_reach(kernel(text.replace(old, new)))
    assert reach is not None and 0 in reach.buffers and not reach.based


@pytest.mark.parametrize("model", MODELS)
def test_a_duplicated_entry_ballot_beside_a_sum_at_the_inputs_index_is_a_violation_at_32_lanes(
        model: Model) -> None:
    # DUPLICATED's ballot in lane 0 holds lanes 0..5 where ELECT's holds all 32, at bytes
    # 0..7, which the ballot writes last in every lane; with the sum stored at out[x & 3]
    # the whole buffer was reached and the case inconclusive.
    before, after = kernel(at_input(ELECT)), kernel(at_input(DUPLICATED))
    ballot_bytes_violate(before, after, model)


#: The generated kernels among seeds 0..399 with a based buffer (16 of the 155 whose
#: reach is known); the first two run by default, the rest with the slow tests.
BASED_SEEDS = (16, 42, 63, 65, 90, 113, 133, 140, 150, 181, 223, 270, 276, 297, 339, 347)


@pytest.mark.parametrize("model", MODELS)
@pytest.mark.parametrize("seed", [*BASED_SEEDS[:2], *(pytest.param(s, marks=pytest.mark.slow)
                                                       for s in BASED_SEEDS[2:])])
def test_generated_kernels_with_based_buffers_against_the_listing(
        seed: int, model: Model, monkeypatch: pytest.MonkeyPatch) -> None:
    fn = generators.generate(seed).kernel
    reach = grouping_reach(fn)
    assert reach is not None and reach.based
    checked = 0
    for lanes in (2, 3):
        schedule = generate_schedule(fn, seed * 7 + lanes, subgroup_size=lanes)
        schedule = replace(schedule, active_lanes=tuple(range(lanes)))
        checked += _every_grouping_shows_the_base_run(fn, schedule, model, monkeypatch, grown=True)
    assert checked
