"""The lane simulator's compiled step bookkeeping (oracles/simt/kernels.py) against its
definitions written out slot by slot in plain Python.

The kernels replaced numpy expressions whose results decide which point runs next,
which lanes fire together and which ids new convergence keys get; the fingerprint of
``benchmarks.simt_replay`` shows that whole campaigns simulate alike, and these tests
pin each kernel's answer on hand-made and random states, edge cases included (no
runnable slot, empty inputs, more values than the first-appearance regime takes).
"""

from __future__ import annotations

import random

import numpy as np

from oracles.simt import kernels

I64 = np.int64


def _state(rng: random.Random, nsched: int, width: int, npoints: int):
    n = nsched * width
    point = np.array([rng.choice([-1] + list(range(npoints))) for _ in range(n)], dtype=I64)
    blocked = np.array([rng.random() < 0.2 for _ in range(n)])
    frozen = np.array([rng.random() < 0.1 for _ in range(n)])
    alive = np.repeat(np.array([rng.random() < 0.8 for _ in range(nsched)]), width)
    return point, blocked, frozen, alive


def _runnable(point, blocked, frozen, alive, s: int) -> bool:
    return bool(point[s] >= 0 and not blocked[s] and not frozen[s] and alive[s])


def test_pick_runs_the_lowest_ranked_runnable_point_with_all_its_runnable_slots() -> None:
    # Hand-made: 2 schedules of 3 slots; point 1 has the lowest rank (0), but its only
    # slot in schedule 0 is blocked and the one in schedule 1 is frozen; point 0 is next.
    point = np.array([1, 0, -1, 0, 1, 2], dtype=I64)
    blocked = np.array([True, False, False, False, False, False])
    frozen = np.array([False, False, False, False, True, False])
    alive = np.ones(6, dtype=bool)
    rank = np.array([1, 0, 2, np.iinfo(I64).max], dtype=I64)  # points 0..2, then DONE
    at_rank = np.array([1, 0, 2], dtype=I64)
    running = np.zeros(2, dtype=bool)
    p, idx = kernels.pick(point, blocked, frozen, alive, rank, at_rank, 3, running)
    assert (p, idx.tolist(), running.tolist()) == (0, [1, 3], [True, True])
    # Nothing runnable: -1, no slots, no schedule running.
    p, idx = kernels.pick(point, np.ones(6, dtype=bool), frozen, alive, rank, at_rank, 3, running)
    assert (p, idx.tolist(), running.tolist()) == (-1, [], [False, False])

    rng = random.Random(7)
    for _ in range(200):
        nsched, width, npoints = rng.randint(1, 6), rng.randint(1, 9), rng.randint(1, 7)
        point, blocked, frozen, alive = _state(rng, nsched, width, npoints)
        order = list(range(npoints))
        rng.shuffle(order)
        rank = np.zeros(npoints + 1, dtype=I64)
        rank[-1] = np.iinfo(I64).max
        for r, q in enumerate(order):
            rank[q] = r
        p, idx = kernels.pick(point, blocked, frozen, alive, rank, np.array(order, dtype=I64),
                              width, running := np.zeros(nsched, dtype=bool))
        live = [s for s in range(point.size) if _runnable(point, blocked, frozen, alive, s)]
        want = min((int(point[s]) for s in live), key=lambda q: rank[q], default=-1)
        assert p == want
        assert idx.tolist() == [s for s in live if point[s] == want]
        assert running.tolist() == [any(s // width == b for s in live) for b in range(nsched)]
        waiting = kernels.slots_at(point, frozen, alive, blocked, max(want, 0), False)
        assert waiting.tolist() == [s for s in range(point.size) if point[s] == max(want, 0)
                                    and alive[s] and not frozen[s]]


def test_groups_number_by_schedule_and_key_and_find_the_lanes_that_could_join() -> None:
    # Hand-made: width 4, two schedules. At the head (point 5): schedule 0's slots 0, 1
    # with key 9 and slot 2 with key 4; schedule 1's slots 4, 5 with key 4. Slot 3 stands
    # at point 2 (which reaches the head), slot 6 at point 3 (which does not), slot 7 has
    # returned.
    point = np.array([5, 5, 5, 2, 5, 5, 3, -1], dtype=I64)
    reach = np.array([False, False, True, False, False, True, False])  # points 0..5, DONE
    idx = np.array([0, 1, 2, 4, 5], dtype=I64)
    gkey = np.array([9, 9, 4, 4, 4], dtype=I64)
    gid, gkeys, complete, cand_group, cand_slot = kernels.groups(idx, gkey, point, 4, 2, reach)
    assert gid.tolist() == [1, 1, 0, 2, 2]  # (0, 4), (0, 9), (1, 4)
    assert gkeys.tolist() == [4, 9, 4]
    # Schedule 1's group misses slot 6, which cannot reach the head: complete. Schedule
    # 0's groups each have the other group's lanes (at the head) and slot 3 as candidates.
    assert complete.tolist() == [False, False, True]
    assert list(zip(cand_group.tolist(), cand_slot.tolist(), strict=True)) == [
        (0, 0), (0, 1), (0, 3), (1, 2), (1, 3)]

    rng = random.Random(11)
    for _ in range(200):
        nsched, width, npoints = rng.randint(1, 6), rng.randint(1, 9), rng.randint(1, 5)
        point, _, _, _ = _state(rng, nsched, width, npoints)
        p = rng.randrange(npoints)
        idx = np.flatnonzero(point == p).astype(I64)
        gkey = np.array([rng.randrange(4) for _ in idx], dtype=I64)
        reach = np.array([rng.random() < 0.5 for _ in range(npoints)] + [False])
        gid, gkeys, complete, cand_group, cand_slot = kernels.groups(
            idx, gkey, point, width, nsched, reach)
        names = sorted({(int(s) // width, int(k)) for s, k in zip(idx, gkey, strict=True)})
        assert gid.tolist() == [names.index((int(s) // width, int(k)))
                                for s, k in zip(idx, gkey, strict=True)]
        assert gkeys.tolist() == [k for _, k in names]
        pairs = []
        for g, (b, k) in enumerate(names):
            members = {int(s) for s, kk in zip(idx, gkey, strict=True) if s // width == b and kk == k}
            live = [s for s in range(b * width, (b + 1) * width) if point[s] >= 0]
            if len(members) == len(live):
                assert complete[g]
                continue
            mine = [(g, s) for s in live if s not in members and reach[point[s]]]
            assert complete[g] == (not mine)
            pairs += mine
        assert list(zip(cand_group.tolist(), cand_slot.tolist(), strict=True)) == pairs


def test_distinct_orders_as_keys_are_made_and_tabled_reads_a_family_column() -> None:
    values = np.array([7, -1, 7, 3, -1, 12], dtype=I64)
    uniq, inv = kernels.distinct(values, False)
    assert (uniq.tolist(), inv.tolist()) == ([7, -1, 3, 12], [0, 1, 0, 2, 1, 3])
    uniq, inv = kernels.distinct(values, True)
    assert (uniq.tolist(), inv.tolist()) == ([-1, 3, 7, 12], [2, 0, 2, 1, 0, 3])
    empty = np.zeros(0, dtype=I64)
    assert [a.tolist() for a in kernels.distinct(empty, True)] == [[], []]
    rng = random.Random(3)
    for n in (1, 48, 49, 500):
        v = np.array([rng.randrange(-1, 60) for _ in range(n)], dtype=I64)
        uniq, inv = kernels.distinct(v, True)
        want, want_inv = np.unique(v, return_inverse=True)
        assert uniq.tolist() == want.tolist() and inv.tolist() == want_inv.tolist()
        uniq, inv = kernels.distinct(v, False)
        assert uniq.tolist() == list(dict.fromkeys(v.tolist())) and (uniq[inv] == v).all()
    # A column holds table[v + 1] for v from -1 (ids, -1: not interned yet).
    table = np.array([5, -1, 8], dtype=I64)  # v = -1 -> 5, v = 0 -> none, v = 1 -> 8
    got = kernels.tabled(table, np.array([-1, 0, 1, 2, -5], dtype=I64))
    assert got.tolist() == [5, -1, 8, -1, -1]


def test_column_hits_counts_what_tabled_did_not_find() -> None:
    table = np.array([5, -1, 8], dtype=I64)  # v = -1 -> 5, v = 0 -> none, v = 1 -> 8
    ids, misses = kernels.column_hits(table, np.array([-1, 1, 1], dtype=I64))
    assert (ids.tolist(), misses) == ([5, 8, 8], 0)
    ids, misses = kernels.column_hits(table, np.array([-1, 0, 1, 2, -5], dtype=I64))
    assert (ids.tolist(), misses) == ([5, -1, 8, -1, -1], 3)


def _context(hkey, htime, slots, cols) -> list[int]:
    """Maximal.context written out: each slot's header key with the latest time over
    ``cols``, the first such column on a tie (np.argmax)."""
    out = []
    for s in slots:
        times = [htime[s, c] for c in cols]
        out.append(int(hkey[s, cols[times.index(max(times))]]))
    return out


def test_maximal_context_is_the_latest_header_instance_and_its_tabled_key() -> None:
    # Hand-made: 3 slots, headers in columns 0..2; the block is inside headers 0 and 2.
    hkey = np.array([[4, 9, 6], [-1, 9, -1], [4, 1, 7]], dtype=I64)
    htime = np.array([[3, 9, 5], [0, 9, 0], [2, 1, 2]], dtype=I64)
    cols = np.array([0, 2], dtype=I64)
    table = np.full(8, -1, dtype=I64)
    table[0], table[7] = 20, 21  # ("mb", X, -1) is key 20, ("mb", X, 6) key 21
    context, ids, misses = kernels.maximal_context(hkey, htime, np.array([0, 1, 2], dtype=I64),
                                                   cols, table)
    # Slot 0: column 2 (time 5) beats column 0; slot 1 entered neither (-1); slot 2 ties
    # at time 2 and takes the first column, 0 (key 4, not in the table).
    assert (context.tolist(), ids.tolist(), misses) == ([6, -1, 4], [21, 20, -1], 1)
    # An empty table finds nothing (a family made no key yet).
    _, ids, misses = kernels.maximal_context(hkey, htime, np.array([1], dtype=I64), cols,
                                             np.zeros(0, dtype=I64))
    assert (ids.tolist(), misses) == ([-1], 1)

    rng = random.Random(5)
    for _ in range(200):
        n, nh = rng.randint(1, 12), rng.randint(1, 5)
        hkey = np.array([[rng.randrange(-1, 30) for _ in range(nh)] for _ in range(n)], dtype=I64)
        htime = np.array([[rng.randrange(0, 4) for _ in range(nh)] for _ in range(n)], dtype=I64)
        cols = np.array(sorted(rng.sample(range(nh), rng.randint(1, nh))), dtype=I64)
        slots = np.array(sorted(rng.sample(range(n), rng.randint(1, n))), dtype=I64)
        table = np.array([rng.choice([-1, rng.randrange(100)]) for _ in range(rng.randrange(40))],
                         dtype=I64)
        context, ids, misses = kernels.maximal_context(hkey, htime, slots, cols, table)
        want = _context(hkey, htime, slots.tolist(), cols.tolist())
        found = kernels.tabled(table, np.array(want, dtype=I64)).tolist()
        assert context.tolist() == want and ids.tolist() == found
        assert misses == sum(i < 0 for i in found)
