"""The cycle hierarchy per (function, DFS order), made once and shared
(:mod:`fuzzfarm.analysis.chosen_cycles`): the same hierarchy as building it afresh, one
object for every ask of one order, a new one after an edit.

The CFG is seed 003's irreducible example ("Cycles"), whose two hierarchies the seed
names: one cycle headed by P (the natural order), or R outer with S inner.
"""

from __future__ import annotations

from test_analysis import SEED003, SEED003_BY_P, SEED003_BY_R_AND_S, cfg, hierarchy

from fuzzfarm.analysis.chosen_cycles import chosen_cycles
from fuzzfarm.analysis.cycles import chosen_order, compute_cycles
from fuzzfarm.analysis.memo import Scoped

#: Entry visits R before P: the DFS enters the region at R (seed 003's second hierarchy).
BY_R = (("f", "Entry", ("R", "P")),)


def test_each_order_gives_the_hierarchy_compute_cycles_builds() -> None:
    fn = cfg(SEED003)
    for seed, order in [(0, ()), (0, BY_R), *((s, ()) for s in range(1, 16))]:
        fresh = compute_cycles(fn, chosen_order(fn, seed, order))
        assert hierarchy(chosen_cycles(fn, seed, order)) == hierarchy(fresh)
    assert hierarchy(chosen_cycles(fn)) == SEED003_BY_P
    assert hierarchy(chosen_cycles(fn, 0, BY_R)) == SEED003_BY_R_AND_S


def test_one_order_is_built_once_and_orders_that_read_alike_share_it() -> None:
    fn = cfg(SEED003)
    first = chosen_cycles(fn, 0, BY_R)
    assert chosen_cycles(fn, 0, BY_R) is first
    # another function's explicit orders, and a block's order listed twice (the last one
    # counts, as in chosen_order), read as the same order for this function
    assert chosen_cycles(fn, 0, (("g", "Entry", ("P", "R")), *BY_R)) is first
    assert chosen_cycles(fn, 0, (("f", "Entry", ("P", "R")), *BY_R)) is first
    assert chosen_cycles(fn, 0, (*BY_R, ("f", "Entry", ("P", "R")))) is not first
    assert chosen_cycles(fn) is not first


def test_an_edit_is_seen_outside_a_scope_and_in_the_next_scope() -> None:
    fn = cfg(SEED003)
    assert hierarchy(chosen_cycles(fn)) == SEED003_BY_P
    back_edge = fn.block("S").instructions[-1]  # br %c, %P, %Exit
    exit_block = fn.block("Exit")
    back_edge.blocks[0] = exit_block  # S no longer loops back to P: no cycle left
    assert hierarchy(chosen_cycles(fn)) == frozenset()
    scope: Scoped[int, int] = Scoped()
    with scope.open():
        assert hierarchy(chosen_cycles(fn)) == frozenset()
    back_edge.blocks[0] = fn.block("P")  # edited between two promises
    with scope.open():
        assert hierarchy(chosen_cycles(fn)) == SEED003_BY_P
