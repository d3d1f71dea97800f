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


def test_maximal_arrival_makes_the_keys_tuple_interning_makes() -> None:
    """The maximal model's compiled arrival (``KeyTable.arrive_maximal``: contexts, known
    keys and new keys' ids, depths and jump pointers in one call) against the contexts
    worked out here lane by lane and interned tuple by tuple: the same ids, tuples,
    chain depths and jumps, also past the family's table (contexts from COLUMN_LIMIT up,
    which it hands to the Python interning)."""
    from oracles.simt.keys import COLUMN_LIMIT

    rng = random.Random(11)
    fast, plain = KeyTable(), KeyTable()
    for table in (fast, plain):
        table.intern(("undefined",))
        table.intern(("entry",))
    nslots, nheaders = 40, 3
    hkey = np.full((nslots, nheaders), -1, dtype=np.int64)
    htime = np.zeros((nslots, nheaders), dtype=np.int64)
    tick = 0
    for _ in range(400):
        block = rng.randrange(5)
        cols = np.array(sorted(rng.sample(range(nheaders), rng.randrange(1, nheaders + 1))),
                        dtype=np.int64)
        slots = np.array(sorted(rng.sample(range(nslots), rng.randrange(1, nslots + 1))),
                         dtype=np.int64)
        if rng.random() < 0.02:  # a context the family's table never holds
            hkey[slots[0], cols[0]] = COLUMN_LIMIT + rng.randrange(2)
            htime[slots[0], cols[0]] = tick = tick + 1
        # each lane's latest header among cols (the first column of the latest time)
        want_ctx = [int(hkey[s, max(cols.tolist(), key=lambda c, s=s: (htime[s, c], -c))])
                    for s in slots.tolist()]
        want = [plain.intern(("mb", block, c)) for c in want_ctx]
        got = fast.arrive_maximal(block, hkey, htime, slots, cols)
        assert got.tolist() == want
        # the lanes enter a header: a later arrival's context is this key
        col = int(rng.choice(cols.tolist()))
        tick += 1
        hkey[slots, col], htime[slots, col] = got, tick
    assert fast.keys == plain.keys
    assert fast.depth == plain.depth and fast.jump == plain.jump
    assert max(fast.depth) > 20  # chains of contexts were built, with jumps along them
    ids = np.arange(len(fast.keys))
    assert fast.parent[ids].tolist() == plain.parent[ids].tolist()
    assert fast.field(ids, 2).tolist() == plain.field(ids, 2).tolist()
    for key in range(len(fast.keys)):  # the jumps serve the chain walk as before
        if fast.depth[key] > 0:
            d = fast.depth[key] // 2
            assert fast.ancestor(key, d) == plain.ancestor(key, d)
