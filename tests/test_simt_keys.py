"""The lane simulator's key table: its vectorized answers equal the tuple-by-tuple ones.

Convergence keys are interned tuples whose ids the simulator compares with numpy
(oracles/simt/keys.py). The table answers a step's keys from per-family columns
when they were interned before; a key's id must not depend on that shortcut (ids
order groups and number the model's anchor labels), so these tests drive one
table through the shortcut and another tuple by tuple, and compare.
"""

from __future__ import annotations

import random

import numpy as np

from oracles.simt.keys import KeyTable
from oracles.simt.memory import decode, encode


def _calls(seed: int, n: int) -> list[tuple[str, int, np.ndarray]]:
    """A step-like sequence: a few key families, values repeating with new ones mixed in."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        tag = rng.choice(["mb", "op", "call"])
        a = rng.randrange(4)
        hi = rng.choice([3, 40, 400])
        out.append((tag, a, np.array([rng.randrange(-1, hi) for _ in range(rng.randrange(1, 90))],
                                     dtype=np.int64)))
    return out


def test_intern_column_gives_the_ids_and_order_of_tuple_interning() -> None:
    for seed in range(5):
        fast, plain = KeyTable(), KeyTable()
        for tag, a, values in _calls(seed, 300):
            got = fast.intern_column(tag, a, values)
            want = plain.intern_each(values, lambda v, tag=tag, a=a: (tag, a, v))
            assert got.tolist() == want.tolist()
        assert fast.keys == plain.keys  # the same ids for the same tuples, in the same order


def test_intern_column_beyond_its_table_and_over_keys_made_without_it() -> None:
    """Values the family's table never holds (from ``COLUMN_LIMIT`` up) and keys interned
    one by one before the column saw them (a block's key without a header context)
    still get the ids tuple-by-tuple interning gives them."""
    from oracles.simt.keys import COLUMN_LIMIT

    rng = random.Random(7)
    fast, plain = KeyTable(), KeyTable()
    for table in (fast, plain):
        table.intern(("mb", 2, -1))
        table.intern(("mb", 2, 5))
    for _ in range(200):
        values = np.array([rng.choice([-1, 5, rng.randrange(9), COLUMN_LIMIT + rng.randrange(3),
                                       COLUMN_LIMIT - 1]) for _ in range(rng.randrange(1, 70))],
                          dtype=np.int64)
        got = fast.intern_column("mb", 2, values)
        want = plain.intern_each(values, lambda v: ("mb", 2, v))
        assert got.tolist() == want.tolist()
    assert fast.keys == plain.keys


def test_columns_read_the_key_tuples() -> None:
    table = KeyTable()
    keys = [("undefined",), ("entry",)] + [
        k for i in range(200) for k in (("mb", i, i - 1), ("anchor", f"a{i % 3}", i),
                                        ("loop", i, i + 1, i % 5), ("op", i, "x"))]
    ids = np.array([table.intern(k) for k in keys], dtype=np.int64)
    assert len(table.keys) > 256  # the columns grew with the table

    def component(k: tuple, i: int) -> int:
        return k[i] if len(k) > i and isinstance(k[i], int) else -1

    for i in (2, 3):
        assert table.field(ids, i).tolist() == [component(k, i) for k in keys]
    assert table.is_anchor(ids).tolist() == [k[0] == "anchor" for k in keys]
    assert table.parent[ids].tolist() == [k[2] if k[0] == "mb" else -2 for k in keys]


def test_pointer_decoding_sign_extends_the_offset() -> None:
    cases = [(0, 0), (1, 5), (3, -1), (7, -(1 << 47)), (65535, (1 << 47) - 1), (2, 12345)]
    ptrs = np.array([encode(o, off) for o, off in cases], dtype=np.uint64)
    obj, off = decode(ptrs)
    assert obj.tolist() == [o for o, _ in cases]
    assert off.tolist() == [off for _, off in cases]
