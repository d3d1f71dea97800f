"""Every cycle hierarchy of a CFG, each with a DFS order that produces it.

Expectations are counted by hand (small irreducible CFGs) or by brute force: every
permutation of every block's successors through :func:`compute_cycles`, which
knows nothing of :mod:`fuzzfarm.analysis.hierarchies`.
"""

from __future__ import annotations

import itertools
import math
import random

import pytest
from test_analysis import SEED003, SEED003_BY_P, SEED003_BY_R_AND_S, cfg, hierarchy

from fuzzfarm.analysis.cycles import (
    CycleInfo,
    chosen_order,
    compute_cycles,
    natural_order,
)
from fuzzfarm.analysis.hierarchies import function_hierarchies, hierarchies, kernel_hierarchies
from fuzzfarm.ir.model import Block, Function
from fuzzfarm.schedule import Choices, Schedule

Summary = frozenset[tuple[str, frozenset[str], str | None]]


def listed(fn: Function) -> list[Summary]:
    """The hierarchies the enumeration lists, each recomputed from its own DFS order."""
    hier = hierarchies(fn)
    return [hierarchy(compute_cycles(fn, chosen_order(fn, 0, o))) for o in hier.orders]


def brute_force(fn: Function) -> set[Summary]:
    """Every hierarchy some successor order gives, by trying all of them."""
    branching = [b for b in fn.blocks if len(natural_order(b)) > 1]
    out = set()
    for perms in itertools.product(*(itertools.permutations(natural_order(b)) for b in branching)):
        table: dict[Block, list[Block]] = {b: list(p) for b, p in zip(branching, perms, strict=True)}
        out.add(hierarchy(compute_cycles(fn, lambda b, t=table: t.get(b, natural_order(b)))))
    return out


def test_a_two_entry_cycle_has_two_hierarchies() -> None:
    fn = cfg({"A": ["B", "C"], "B": ["C", "E"], "C": ["B", "E"], "E": []})
    hier = hierarchies(fn)
    assert hier.complete and hier.orders[0] == ()  # the natural order's comes first
    got = listed(fn)
    assert len(got) == 2 and {next(iter(h))[0] for h in got} == {"B", "C"}


def test_seed003_has_exactly_the_two_hierarchies_the_seed_names() -> None:
    fn = cfg(SEED003)
    hier = hierarchies(fn)
    assert hier.complete
    assert listed(fn) == [SEED003_BY_P, SEED003_BY_R_AND_S]


def test_reducible_cfg_has_one_hierarchy_and_no_explicit_order() -> None:
    fn = cfg({"A": ["B"], "B": ["C", "E"], "C": ["B", "D"], "D": ["C"], "E": []})
    hier = hierarchies(fn)
    assert hier.complete and hier.orders == ((),)


def test_nested_multi_entry_cycles() -> None:
    """Entry reaches A, B and C; A->B->C->A and C->B. By hand: header A leaves {B, C},
    a cycle B<->C whose only entry from inside is B (C's other predecessor is the
    entry, outside the outer cycle, which the DFS never comes back to): one child.
    Header B leaves {A, C} (C->A only) and header C leaves {A, B} (A->B only): no
    child. Three hierarchies."""
    fn = cfg({"E": ["A", "B", "C"], "A": ["B"], "B": ["C"], "C": ["A", "B", "X"], "X": []})
    abc = frozenset("ABC")
    assert set(listed(fn)) == {
        frozenset({("A", abc, None), ("B", frozenset("BC"), "A")}),
        frozenset({("B", abc, None)}),
        frozenset({("C", abc, None)}),
    }
    assert hierarchies(fn).complete
    assert set(listed(fn)) == brute_force(fn)


def test_two_regions_whose_headers_one_block_decides_together() -> None:
    """Q branches to L and R; L enters both 2-entry cycles {a1, b1} and {a2, b2} at
    their a blocks, R at their b blocks. Whichever of L and R the DFS takes first
    reaches both cycles first, so the headers come in pairs: 2 hierarchies, not the
    4 combinations; the other two are proven impossible, so the list is complete."""
    fn = cfg({"Q": ["L", "R"], "L": ["a1", "a2"], "R": ["b1", "b2"],
              "a1": ["b1"], "b1": ["a1", "X"], "a2": ["b2"], "b2": ["a2", "X"], "X": []})
    hier = hierarchies(fn)
    assert hier.complete
    headers = {frozenset(h for h, _, _ in s) for s in listed(fn)}
    assert headers == {frozenset({"a1", "a2"}), frozenset({"b1", "b2"})}


def test_many_steering_blocks_few_hierarchies() -> None:
    """Ten switches (3 successors each: 6^10 successor orders, far beyond brute force)
    in front of a 2-entry cycle: still exactly its 2 hierarchies, and complete."""
    edges: dict[str, list[str]] = {}
    for i in range(10):
        edges[f"X{i}"] = [f"X{i + 1}", f"Y{i}", f"Z{i}"]
        edges[f"Y{i}"] = [f"X{i + 1}"]
        edges[f"Z{i}"] = [f"X{i + 1}"]
    edges |= {"X10": ["A", "B"], "A": ["B"], "B": ["A", "E"], "E": []}
    fn = cfg(edges)
    assert math.prod(math.factorial(len(natural_order(b))) for b in fn.blocks) > 4096
    hier = hierarchies(fn)
    assert hier.complete
    assert {next(iter(h))[0] for h in listed(fn)} == {"A", "B"}


def _random_cfg(rng: random.Random, n: int) -> dict[str, list[str]]:
    names = [f"b{i}" for i in range(n)]
    edges: dict[str, list[str]] = {}
    for i, name in enumerate(names):
        if i == n - 1:
            edges[name] = []
            continue
        k = rng.choice([1, 2, 2, 3])
        edges[name] = rng.sample(names[1:], k)
    return edges


def _irreducible_samples(count: int, seed: int) -> list[Function]:
    rng = random.Random(seed)
    out: list[Function] = []
    while len(out) < count:
        fn = cfg(_random_cfg(rng, rng.randint(5, 8)))
        orders = math.prod(math.factorial(len(natural_order(b))) for b in fn.blocks)
        if orders <= 1500 and not compute_cycles(fn).is_reducible:
            out.append(fn)
    return out


@pytest.mark.parametrize("seed", range(4))
def test_random_cfgs_match_brute_force(seed: int) -> None:
    """On random small CFGs with irreducible cycles the list is complete and is exactly
    the set every successor permutation gives, with no hierarchy twice."""
    for fn in _irreducible_samples(12, seed):
        got = listed(fn)
        assert hierarchies(fn).complete
        assert len(set(got)) == len(got)
        assert set(got) == brute_force(fn)


def test_limits_make_the_list_incomplete_never_wrong() -> None:
    """Three independent 2-entry cycles: 8 hierarchies; with room for 4, four of them
    are listed (each reproduced by its order) and the list says it is incomplete."""
    edges = {"E": ["A0", "B0"], "A0": ["B0"], "B0": ["A0", "F0"], "F0": ["A1", "B1"],
             "A1": ["B1"], "B1": ["A1", "F1"], "F1": ["A2", "B2"], "A2": ["B2"],
             "B2": ["A2", "X"], "X": []}
    fn = cfg(edges)
    full = kernel_hierarchies(fn, 256)
    assert full.complete and len(full.orders) == 8
    small = kernel_hierarchies(fn, 4)
    assert not small.complete and len(small.orders) == 4
    every = brute_force(fn)
    assert all(hierarchy(_info(fn, o)) in every for o in small.orders)
    assert function_hierarchies(fn, 2).complete is False


def _info(fn: Function, order: tuple) -> CycleInfo:
    return compute_cycles(fn, chosen_order(fn, 0, order))


# -- replaying a hierarchy: Choices.dfs_order in schedules and in both oracles ----------


def test_dfs_order_round_trips_and_old_schedules_stay_as_they_were() -> None:
    old = {"subgroup_size": 2, "active_lanes": [0, 1], "args": {},
           "choices": {"dfs_seed": 3, "order_seed": 0, "anchors": []},
           "buffer_bytes": 64, "step_budget": 100}
    s = Schedule.from_json(old)
    assert s.choices.dfs_seed == 3 and s.choices.dfs_order == ()
    assert s.to_json() == old  # no new key in what older schedules print
    order = (("k", "b", ("d", "c")), ("dev", "a", ("x", "y")))
    t = s.with_choices(Choices(dfs_order=order))
    assert Schedule.loads(t.dumps()) == t
    assert Schedule.loads(t.dumps()).choices.dfs_order == tuple(sorted(order))


@pytest.mark.parametrize("bad", [
    {"k": ["b"]},
    [["k", "b"]],
    [["k", "b", "c"]],
    [["k", 1, ["c"]]],
    [["k", "b", ["c"]], ["k", "b", ["d"]]],
])
def test_malformed_dfs_order_is_a_value_error(bad: object) -> None:
    data = {"subgroup_size": 1, "active_lanes": [0], "choices": {"dfs_order": bad}}
    with pytest.raises(ValueError, match="dfs_order"):
        Schedule.from_json(data)


def _generated(k: int, calls: bool) -> Function:
    from generators.programs import generate

    return generate(k, calls=calls).kernel


@pytest.mark.parametrize(("k", "calls"), [(7, False), (27, False), (20, True), (27, True)])
def test_both_oracles_agree_under_every_listed_hierarchy(k: int, calls: bool) -> None:
    """Generated kernels with irreducible cycles (with ``calls``, in the kernel and in the
    device functions it calls): under each listed hierarchy the lane simulator and the
    reference replaying its choices agree, and the simulator reports the order it used."""
    from generators.schedules import generate_schedule
    from oracles import reference, simt
    from oracles.oracle import agrees

    fn = _generated(k, calls)
    hier = hierarchies(fn)
    assert hier.complete and len(hier.orders) >= 2
    base = generate_schedule(fn, k)
    for order in hier.orders:
        schedule = base.with_choices(Choices(dfs_order=order))
        sim = simt.run(fn, schedule, "maximal")
        assert sim.choices.dfs_order == order
        assert agrees(sim, reference.replay(fn, schedule, sim.choices, "maximal")), order


@pytest.mark.parametrize(("k", "calls"), [(7, False), (27, False), (20, True), (27, True)])
def test_simulator_and_reference_use_the_listed_hierarchy(k: int, calls: bool) -> None:
    """Each oracle derives the headers around every block from the listed order on its
    own (the simulator in its CFG facts, on the call tree expanded into one CFG; the
    reference in each function's model), and they are the hierarchy the order stands for."""
    from fuzzfarm.ir.calls import reachable_functions
    from oracles.reference.models import MaximalModel
    from oracles.simt.calls import expand
    from oracles.simt.cfg import analyse

    fn = _generated(k, calls)
    expanded = expand(fn)
    origin = expanded.origin if expanded is not None else {b: b for b in fn.blocks}
    seen = set()
    for order in hierarchies(fn).orders:
        want = {f: _info(f, order) for f in reachable_functions(fn)}
        sim = analyse(fn, 0, order)
        for i, b in enumerate(sim.blocks):
            o = origin[b]
            around = {h.name for h in want[o.parent].headers_around(o)}
            # Headers of the block's own function: an invocation region's pseudo header
            # (last) and the caller's cycles around the call site are left aside.
            pseudo = expanded is not None and b in expanded.region_of
            hs = sim.hdr[i][:-1] if pseudo else sim.hdr[i]
            own = {origin[sim.blocks[h]].name for h in hs if origin[sim.blocks[h]].parent is o.parent}
            assert own == around, (order, b.name)
        for f, info in want.items():
            ref = MaximalModel(f, Choices(dfs_order=order))
            assert all(ref.hdr[b] == info.headers_around(b) for b in f.blocks)
        seen.add(tuple(sorted((f.name, hierarchy(info)) for f, info in want.items())))
    assert len(seen) == len(hierarchies(fn).orders)


def test_a_search_out_of_steps_leaves_the_list_incomplete() -> None:
    """The paired-header CFG needs backtracking to prove its two impossible candidates:
    with almost no search steps its list is marked incomplete, and what it lists is
    still reproduced by each order."""
    fn = cfg({"Q": ["L", "R"], "L": ["a1", "a2"], "R": ["b1", "b2"],
              "a1": ["b1"], "b1": ["a1", "X"], "a2": ["b2"], "b2": ["a2", "X"], "X": []})
    assert function_hierarchies(fn).complete
    short = function_hierarchies(fn, steps=3)
    assert not short.complete
    every = brute_force(fn)
    for part in short.orders:
        assert hierarchy(_info(fn, tuple((fn.name, b, s) for b, s in part))) in every
