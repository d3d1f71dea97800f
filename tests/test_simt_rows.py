"""The distinct-rows helpers of the lane simulator's key tables (oracles/simt/keys.py).

``distinct_rows`` answers in two ways above ``SMALL`` rows (tuples sorted in Python, or
the columns folded with numpy); callers intern keys in its row order, so both must give
the same rows in the same order and the same indices. The expectations are computed
here independently: the distinct row tuples, sorted (or in the order first met)."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracles.simt import keys


def _expected_sorted(rows: list[tuple[int, ...]]) -> tuple[list[tuple[int, ...]], list[int]]:
    uniq = sorted(set(rows))
    return uniq, [uniq.index(r) for r in rows]


def _columns(rows: list[tuple[int, ...]], ncols: int) -> list[np.ndarray]:
    return [np.array([r[c] for r in rows], dtype=np.int64) for c in range(ncols)]


@st.composite
def _tables(draw: st.DrawFn, lo: int, hi: int) -> tuple[list[tuple[int, ...]], int]:
    ncols = draw(st.integers(1, 5))
    values = st.integers(-3, draw(st.sampled_from([3, 40, 5000])))
    rows = draw(st.lists(st.tuples(*[values] * ncols), min_size=lo, max_size=hi))
    return rows, ncols


@settings(max_examples=60, deadline=None)
@given(_tables(keys.SMALL + 1, 300))
def test_above_small_both_ways_give_the_rows_sorted(table: tuple[list[tuple[int, ...]], int]) -> None:
    rows, ncols = table
    want_rows, want_inv = _expected_sorted(rows)
    cols = _columns(rows, ncols)
    for per_column in (0, 10**6):  # the numpy fold, then the sorted tuples
        with pytest.MonkeyPatch.context() as mp:
            mp.setattr(keys, "SORTED_PER_COLUMN", per_column)
            got_rows, got_inv = keys.distinct_rows(cols)
        assert got_rows == want_rows
        assert got_inv.tolist() == want_inv


@settings(max_examples=30, deadline=None)
@given(_tables(1, keys.SMALL))
def test_up_to_small_rows_come_in_the_order_met(table: tuple[list[tuple[int, ...]], int]) -> None:
    rows, ncols = table
    met = list(dict.fromkeys(rows))
    got_rows, got_inv = keys.distinct_rows(_columns(rows, ncols))
    assert got_rows == met
    assert got_inv.tolist() == [met.index(r) for r in rows]


def test_rows_met_numbers_each_row_by_its_first_sight() -> None:
    cols = [np.array([5, 1, 5, 1, 2] * 20, dtype=np.int64), np.array([0, 0, 0, 1, 0] * 20, dtype=np.int64)]
    rows, inv = keys.rows_met(cols)
    assert rows == [(5, 0), (1, 0), (1, 1), (2, 0)]
    assert inv.tolist()[:5] == [0, 1, 0, 2, 3]
