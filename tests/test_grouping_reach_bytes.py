"""A buffer a grouping reaches only through stores at constant offsets is reached at those
bytes only (fuzzfarm/analysis/grouping_reach.py, ``span``; SEMANTICS.md, "What a grouping
can reach").

Generated kernels have one buffer, ``out``, and store an anchor's values at constant
offsets next to values no grouping changes (``out[11] = n``): reached whole, the buffer
hid every difference there. The finer claim is checked against the complete listing of
every grouping at 3 and 4 lanes by tests/test_grouping_reach.py (generated kernels, several
with such buffers, under both models); here a seed-000-style pair by hand.
"""

from __future__ import annotations

import pytest
from test_grouping_reach import DUPLICATED, ELECT, MODELS, ballot_bytes_violate, kernel, rewritten

from fuzzfarm.analysis.grouping_reach import grouping_reach
from fuzzfarm.vocabulary import Model

# ELECT with its anchor's elected sum stored at out[4] (bytes 16..19) instead of in a
# buffer of its own: the entry ballot at out[0] (bytes 0..7) is what no grouping reaches.
ONE_BUFFER = ("define void @k(ptr %out, ptr %side, i32 %x)", "define void @k(ptr %out, i32 %x)"), \
    ("  store i32 %v, ptr %side, align 4\n",
     "  %at = getelementptr inbounds i32, ptr %out, i32 4\n  store i32 %v, ptr %at, align 4\n")


def one_buffer(text: str) -> str:
    return rewritten(text, ONE_BUFFER)


def test_only_the_stored_bytes_are_reached() -> None:
    reach = grouping_reach(kernel(one_buffer(ELECT)))
    assert reach is not None
    assert reach.buffers == reach.exact == frozenset({0})
    assert reach.spans == frozenset((0, byte) for byte in range(16, 20))
    assert not reach.reaches_byte(0, 0) and reach.reaches_byte(0, 19) and not reach.reaches_byte(0, 20)


@pytest.mark.parametrize("index", ["i32 %x", "i32 -1"])
def test_a_store_at_another_offset_reaches_the_whole_buffer(index: str) -> None:
    # An index a thread's input decides, or one below zero: not a constant span.
    reach = grouping_reach(kernel(one_buffer(ELECT).replace("ptr %out, i32 4", "ptr %out, " + index)))
    assert reach is not None and reach.buffers == frozenset({0}) and not reach.exact


@pytest.mark.parametrize("model", MODELS)
def test_a_duplicated_entry_ballot_beside_an_anchors_sum_is_a_violation_at_32_lanes(model: Model) -> None:
    # By hand: DUPLICATED's ballot in lane 0 holds lanes 0..5 where ELECT's holds every
    # active lane (tests/test_grouping_reach.py); with the anchor's sum in the same buffer,
    # the whole buffer was reached and the case inconclusive.
    before, after = kernel(one_buffer(ELECT)), kernel(one_buffer(DUPLICATED))
    ballot_bytes_violate(before, after, model)
