"""Golden tests: the thread tables of seed 003 ("Convergence and Uniformity").

Each example is a complete kernel in tests/data/reference/ whose per-lane inputs
make the threads take exactly the paths of the document's table; the assertions
are the document's own conclusions about which dynamic instances converge.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.analysis.cycles import chosen_order, compute_cycles
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.schedule import Choices, Schedule
from oracles.reference import ExecutionRecord, hierarchies, run

DATA = Path(__file__).parent / "data" / "reference"


def load(name: str) -> Function:
    return parse_module((DATA / f"{name}.ll").read_text()).kernel()


def rows(record: ExecutionRecord) -> list[list[str]]:
    """The rendered table as cells: one list per thread, '' for empty cells."""
    col = {i.key: n for n, cls in enumerate(record.columns) for i in cls}
    out = []
    for seq in record.threads:
        row = [""] * len(record.columns)
        for inst in seq:
            row[col[inst.key]] = inst.label
        out.append(row)
    return out


# -- "Threads and Dynamic Instances" / "Maximal Convergence": the natural loop --------


@pytest.fixture(scope="module")
def natural_loop() -> ExecutionRecord:
    # Thread 1 = lane 0: Entry H1 B1 L1 H3 L3 Exit; Thread 2 = lane 1: Entry H2 L2 H4 B2 L4 H5 B3 L5 Exit.
    schedule = Schedule.full(2, {"bmask": [0b1, 0b110], "trips": [2, 3]})
    result = run(load("seed003_loop"), schedule)
    assert result.behaviour.outcome.value == "ok"
    return result.trace.record


def test_natural_loop_paths(natural_loop: ExecutionRecord) -> None:
    labels = [[i.label for i in seq] for seq in natural_loop.threads]
    assert labels == [
        ["Entry", "H", "B", "L", "H", "L", "Exit"],
        ["Entry", "H", "L", "H", "B", "L", "H", "B", "L", "Exit"],
    ]


def test_natural_loop_maximal_convergence(natural_loop: ExecutionRecord) -> None:
    r = natural_loop

    def t1(label: str, n: int):  # noqa: ANN202 - the seed's names: Thread 1's n-th instance
        return r.find(0, label, n)

    def t2(label: str, n: int):  # noqa: ANN202
        return r.find(1, label, n)

    h1, h3, b1, l1, l3 = t1("H", 1), t1("H", 2), t1("B", 1), t1("L", 1), t1("L", 2)
    h2, h4, h5, b2, l2, l4, l5 = (t2("H", 1), t2("H", 2), t2("H", 3), t2("B", 1),
                                  t2("L", 1), t2("L", 2), t2("L", 3))
    assert r.converged(t1("Entry", 1), t2("Entry", 1))
    assert r.converged(h1, h2)
    assert not r.converged(b1, b2)  # "due to H4 which is not convergence-before B1"
    assert r.converged(h3, h4)
    assert not r.converged(h3, h5)  # "due to H4 which is not convergence-before H3"
    assert r.converged(l1, l2)
    assert r.converged(l3, l4)
    assert not r.converged(l3, l5)  # "due to H5 which is not convergence-before L3"
    assert r.converged(t1("Exit", 1), t2("Exit", 1))


def test_natural_loop_table_matches_seed(natural_loop: ExecutionRecord) -> None:
    # The seed's table, columns 1..9 between Entry and Exit (empty cells: '').
    assert rows(natural_loop) == [
        ["Entry", "H", "B", "L", "H", "", "L", "", "", "", "Exit"],
        ["Entry", "H", "", "L", "H", "B", "L", "H", "B", "L", "Exit"],
    ]
    text = natural_loop.render()
    assert text.splitlines()[2].split() == ["lane", "0", "Entry", "H", "B", "L", "H", "L", "Exit"]


# -- "Maximal Convergence", Example: nested irreducible cycles R (outer) and S (inner) ---


def test_natural_dfs_order_gives_r_outer_s_inner() -> None:
    info = compute_cycles(load("seed003_irreducible"))
    (outer,) = info.top_level
    assert outer.header.name == "R" and not outer.is_reducible
    (inner,) = outer.children
    assert inner.header.name == "S" and not inner.is_reducible
    assert {b.name for b in inner.blocks} == {"P", "Q", "S"}


@pytest.fixture(scope="module")
def nested() -> ExecutionRecord:
    # Thread1 = lane 0: Entry P1 Q1 S1 P3 Q3 R1 S2 Exit; Thread2 = lane 1: Entry P2 Q2 R2 S3 Exit;
    # Thread3 = lane 2: Entry R3 S4 Exit.
    schedule = Schedule.full(3, {"path": [0b11000, 0b110, 0b11]})
    result = run(load("seed003_irreducible"), schedule.with_choices(Choices(dfs_seed=0)))
    assert result.behaviour.outcome.value == "ok"
    return result.trace.record


def test_nested_irreducible_paths(nested: ExecutionRecord) -> None:
    labels = [[i.label for i in seq] for seq in nested.threads]
    assert labels == [
        ["Entry", "P", "Q", "S", "P", "Q", "R", "S", "Exit"],
        ["Entry", "P", "Q", "R", "S", "Exit"],
        ["Entry", "R", "S", "Exit"],
    ]


def test_nested_irreducible_convergence(nested: ExecutionRecord) -> None:
    r = nested
    p1, q1, s1, p3, q3, r1, s2 = (r.find(0, "P", 1), r.find(0, "Q", 1), r.find(0, "S", 1),
                                  r.find(0, "P", 2), r.find(0, "Q", 2), r.find(0, "R", 1),
                                  r.find(0, "S", 2))
    p2, q2, r2, s3 = r.find(1, "P"), r.find(1, "Q"), r.find(1, "R"), r.find(1, "S")
    r3, s4 = r.find(2, "R"), r.find(2, "S")
    assert not r.converged(p2, p3)  # "due to S1"
    assert not r.converged(q2, q3)  # "due to S1"
    assert not r.converged(s1, s3)  # "due to R2"
    assert not r.converged(s1, s4)  # "due to R3"
    # "All threads converge in the outer cycle when they first execute the header of the outer cycle."
    assert r.converged(r1, r2) and r.converged(r1, r3) and r.converged(r2, r3)
    # The rest of the table's columns.
    assert r.converged(p1, p2) and r.converged(q1, q2)
    assert r.converged(s2, s3) and r.converged(s2, s4)
    assert rows(r) == [
        ["Entry", "P", "Q", "S", "P", "Q", "R", "S", "Exit"],
        ["Entry", "P", "Q", "", "", "", "R", "S", "Exit"],
        ["Entry", "", "", "", "", "", "R", "S", "Exit"],
    ]


# -- "Diverged Paths reaching a Cycle": the convergence depends on the header ----------


def header_choices() -> dict[str, Choices]:
    """The choices giving each top-level header of the irreducible example: its two
    hierarchies, each with the explicit DFS order that produces it."""
    fn = load("seed003_irreducible")
    hier = hierarchies(fn)
    assert hier.complete and len(hier.orders) == 2
    return {compute_cycles(fn, chosen_order(fn, 0, o)).top_level[0].header.name: Choices(dfs_order=o)
            for o in hier.orders}


def diverged_outside(header: str) -> ExecutionRecord:
    # Thread1 = lane 0: Entry P Q R S P Q S Exit; Thread2 = lane 1: Entry R S P Q S P Q R S Exit.
    schedule = Schedule.full(2, {"path": [0b10010, 0b110001]})
    choices = header_choices()[header]
    result = run(load("seed003_irreducible"), schedule.with_choices(choices))
    assert result.behaviour.outcome.value == "ok"
    return result.trace.record


def test_both_hierarchies_exist() -> None:
    assert set(header_choices()) == {"P", "R"}
    fn = load("seed003_irreducible")
    info = compute_cycles(fn, chosen_order(fn, 0, header_choices()["P"].dfs_order))
    assert [c.header.name for c in info.all_cycles()] == ["P"]  # one cycle C, header P


def test_diverged_entry_p_is_header() -> None:
    r = diverged_outside("P")
    t1 = {(lbl, n): r.find(0, lbl, n) for lbl, n in
          [("P", 1), ("Q", 1), ("R", 1), ("S", 1), ("P", 2), ("Q", 2), ("S", 2)]}
    t2 = {(lbl, n): r.find(1, lbl, n) for lbl, n in
          [("R", 1), ("S", 1), ("P", 1), ("Q", 1), ("S", 2), ("P", 2), ("Q", 2), ("R", 2), ("S", 3)]}
    # The seed's table: P1~P2, Q1~Q2, S1~S2 (thread 2's second S), P3~P4, Q3~Q4, S3~S4.
    for a, b in [(("P", 1), ("P", 1)), (("Q", 1), ("Q", 1)), (("S", 1), ("S", 2)),
                 (("P", 2), ("P", 2)), (("Q", 2), ("Q", 2)), (("S", 2), ("S", 3))]:
        assert r.converged(t1[a], t2[b]), (a, b)
    # R1, thread 2's R2 and R3, and its first S2 converge with nothing.
    for inst in [t1[("R", 1)], t2[("R", 1)], t2[("S", 1)], t2[("R", 2)]]:
        assert r.communicating_set(inst) == {inst.lane}
    # The seed's table (its empty column 2 aside).
    assert rows(r) == [
        ["Entry", "", "", "P", "Q", "R", "S", "P", "Q", "", "S", "Exit"],
        ["Entry", "R", "S", "P", "Q", "", "S", "P", "Q", "R", "S", "Exit"],
    ]


def test_diverged_entry_r_is_header() -> None:
    r = diverged_outside("R")
    # The seed's table: R1~R2, S1~S2 (thread 2's first S), P3~P2, Q3~Q2, S3~S2' (its second S).
    pairs = [(("R", 1), ("R", 1)), (("S", 1), ("S", 1)), (("P", 2), ("P", 1)),
             (("Q", 2), ("Q", 1)), (("S", 2), ("S", 2))]
    for (la, na), (lb, nb) in pairs:
        assert r.converged(r.find(0, la, na), r.find(1, lb, nb)), (la, na, lb, nb)
    # Thread 1's first P and Q (before R) converge with nothing.
    assert r.communicating_set(r.find(0, "P", 1)) == {0}
    assert r.communicating_set(r.find(0, "Q", 1)) == {0}
    # Under P as header, those same P1 and Q1 did converge with thread 2: the
    # convergence depends on the hierarchy (seed: "depends on whether P or R is the header").
    assert rows(r) == [
        ["Entry", "P", "Q", "R", "S", "P", "Q", "S", "", "", "", "", "Exit"],
        ["Entry", "", "", "R", "S", "P", "Q", "S", "P", "Q", "R", "S", "Exit"],
    ]
    p = diverged_outside("P")
    assert p.converged(p.find(0, "P", 1), p.find(1, "P", 1))
    assert not r.converged(r.find(0, "P", 1), r.find(1, "P", 1))


def test_convergence_order_example_edges(nested: ExecutionRecord) -> None:
    """Columns respect convergence-before: converged instances share one column and
    every thread's instances appear left to right."""
    col = {i.key: n for n, cls in enumerate(nested.columns) for i in cls}
    for seq in nested.threads:
        positions = [col[i.key] for i in seq]
        assert positions == sorted(positions) and len(set(positions)) == len(positions)
    assert not nested.cyclic
