"""Cycle hierarchies listed only for the cycles a schedule's runs enter
(:func:`fuzzfarm.analysis.hierarchies.entered_hierarchies`, module docstring *Hierarchies
of the cycles a run enters*).

Seed 003 ("Maximal Convergence"): a dynamic instance's convergence reads only the headers
of the cycles that contain it, so the header of a cycle in which no thread executes a
convergent operation (or a call) changes nothing in that run. O2 inlines a callee with an
irreducible cycle at many call sites; the copies' headers multiply (2^9 hierarchies for
nine copies, past the listing limit of 256), while a schedule's threads run a few copies.

``tests/data/entered_cycles``: nine copies of a two-entry cycle holding a ballot, one
entered per wave (by the uniform ``inreg`` argument): ``after.ll`` is ``before.ll`` with
``%c mod 8`` written as ``urem`` (the same program), ``hoisted.ll`` hoists each copy's ballot
out of its cycle (seed 000's forbidden hoist). On main both pairs end inconclusive (exit 3:
"implementation choices were only sampled", 512 hierarchies); here they are decided.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from test_analysis import cfg, hierarchy
from test_hierarchies import _irreducible_samples, brute_force

from fuzzfarm.analysis.cycles import chosen_order, compute_cycles
from fuzzfarm.analysis.hierarchies import (
    behaviour_hierarchies,
    entered_hierarchies,
    function_hierarchies,
    kernel_hierarchies,
)
from fuzzfarm.ir.model import Function
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.enumerated import passes_every_choice
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from oracles import reference
from oracles.reference.enumerate import behaviours

DATA = Path(__file__).parent / "data" / "entered_cycles"
BARRIER = "call void @subgroupControlBarrier()"


def load(name: str) -> Function:
    return parse_module((DATA / name).read_text()).kernel("k")


def wave(c: int, lanes: int = 4) -> Schedule:
    """``lanes`` lanes, all with ``%c`` = ``c`` (an ``inreg`` argument is uniform)."""
    return Schedule.full(lanes, {"c": [c] * lanes})


# -- the listing ----------------------------------------------------------------------


def test_nine_copies_are_past_the_limit_and_one_entered_copy_has_two() -> None:
    fn = load("before.ll")
    assert not behaviour_hierarchies(fn).complete  # 512 > 256: the whole listing is cut
    none = entered_hierarchies(fn, frozenset())
    assert none.complete and none.orders == ((),)  # no cycle entered: one run for all
    copy3 = entered_hierarchies(fn, frozenset({"entry", "c3.pre", "c3.a", "c3.b", "out"}))
    assert copy3.complete and len(copy3.orders) == 2
    # a cycle entered only through its op-free block still counts as not entered
    assert entered_hierarchies(fn, frozenset({"c3.pre", "c3.a"})).orders == ((),)
    both = entered_hierarchies(fn, frozenset({"c3.b", "c7.b"}))
    assert both.complete and len(both.orders) == 4


def _restricted(h: frozenset, kept: set[str]) -> frozenset:
    """A hierarchy summary cut to the cycles holding a block of ``kept``."""
    return frozenset(c for c in h if c[1] & kept)


@pytest.mark.parametrize("seed", range(4))
def test_random_cfgs_entered_listing_matches_brute_force(seed: int) -> None:
    """On random irreducible CFGs with convergent operations in random blocks and a random
    set of blocks entered: one listed hierarchy per hierarchy of the cycles that hold an
    entered operation (brute force over every successor order, cut to those cycles), each
    reproduced by its own order, and nothing else."""
    rng = random.Random(seed)
    for shape in _irreducible_samples(8, 100 + seed):
        edges = {b.name: [s.name for s in b.successors] for b in shape.blocks}
        names = list(edges)
        live = set(rng.sample(names, rng.randint(1, len(names))))
        fn = cfg(edges, {n: [BARRIER] for n in live})
        entered = frozenset(rng.sample(names, rng.randint(0, len(names))))
        kept = live & entered
        got = function_hierarchies(fn, alike=True, entered=entered)
        assert got.complete
        keys = [_restricted(hierarchy(compute_cycles(fn, chosen_order(fn, 0, (
            tuple((fn.name, b, s) for b, s in o))))), kept) for o in got.orders]
        assert len(set(keys)) == len(keys)
        assert set(keys) == {_restricted(h, kept) for h in brute_force(fn)}


# -- both oracles: the reduced listing shows what the complete one shows ----------------


def _every_hierarchy(fn: Function) -> tuple:
    full = kernel_hierarchies(fn, 1024)
    assert full.complete and len(full.orders) == 512
    return full.orders


@pytest.mark.parametrize("c", [3, 8])
def test_the_entered_listing_shows_every_behaviour_of_all_512(c: int) -> None:
    """The reference under each of the 512 hierarchies (the complete listing, which knows
    nothing of entered cycles) shows exactly the behaviours of its exploration over the
    entered copy's two, and that exploration calls itself exhaustive; the 512 show
    more than one behaviour, so the entered copy's header does matter."""
    fn = load("before.ll")
    schedule = wave(c)
    every = {reference.run(fn, schedule.with_choices(Choices(dfs_order=o)), Model.MAXIMAL).behaviour
             for o in _every_hierarchy(fn)}
    explored = behaviours(fn, schedule, Model.MAXIMAL, max_runs=64)
    assert explored.complete
    assert explored.behaviours == every
    assert len(every) == 2


def test_the_simulator_passes_the_same_program_over_every_entered_choice() -> None:
    schedules = [wave(c, lanes) for c in range(9) for lanes in (3, 5)]
    reason = passes_every_choice(load("before.ll"), load("after.ll"), schedules, Model.MAXIMAL)
    assert reason is not None and "implementation choices" in reason


def test_a_run_beyond_the_listing_leaves_the_set_not_exhaustive(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Every run of the exploration must stay within the blocks the entered listing was made
    for: a run that (here, as the stub says) executed more makes the set not exhaustive."""
    from oracles.reference import enumerate as enum

    fn = load("before.ll")
    calls = {"n": 0}
    real = enum.executed_blocks

    def grows(record):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        return real(record) | ({"c5.b"} if calls["n"] > 4 else set())

    monkeypatch.setattr(enum, "executed_blocks", grows)
    assert not behaviours(fn, wave(3), Model.MAXIMAL, max_runs=64).exhaustive


# -- the verdicts (fuzzfarm validate: exit 3 on main for both) --------------------------


def _validate(after: str) -> tuple[int, str]:
    from clirun import fuzzfarm

    ran = fuzzfarm(["validate", DATA / "before.ll", DATA / after])
    return ran.returncode, ran.stdout + ran.stderr


def test_validate_decides_the_same_program_over_nine_copies() -> None:
    code, out = _validate("after.ll")
    assert code == 0, out
    assert "0 undecided" in out


def test_validate_still_reports_the_hoisted_ballot() -> None:
    code, out = _validate("hoisted.ll")
    assert code == 1, out
    assert "violation" in out


# -- one lane: every hierarchy runs it alike --------------------------------------------


def chained() -> Function:
    """``before.ll`` with each copy's exit going on to the next copy: a wave with ``%c``
    mod 8 = 0 runs all nine copies in turn, so its entered listing is the whole 512."""
    text = (DATA / "before.ll").read_text()
    for i in range(8):
        text = text.replace(f"label %c{i}.b, label %out", f"label %c{i}.b, label %c{i + 1}.pre")
    return parse_module(text).kernel("k")


def test_one_lane_runs_every_hierarchy_alike_and_two_do_not() -> None:
    """Seed 003: converged-with relates instances of different threads. One lane through
    all nine copies: the 512 hierarchies show one behaviour, and the exploration lists one
    hierarchy and calls itself complete; four lanes: the 512 differ (the copies' headers
    matter), and the exploration, past the limit, does not claim completeness."""
    fn = chained()
    for lanes in ((3,), (0, 1, 2, 3)):  # lane 3 goes round each copy, storing its ballots
        schedule = replace(wave(0), active_lanes=lanes)
        every = {reference.run(fn, schedule.with_choices(Choices(dfs_order=o)),
                               Model.MAXIMAL).behaviour for o in _every_hierarchy(fn)}
        explored = behaviours(fn, schedule, Model.MAXIMAL, max_runs=64)
        if len(lanes) == 1:
            assert len(every) == 1
            assert explored.complete and explored.behaviours == every
        else:
            assert len(every) > 1
            assert not explored.complete


def test_both_oracles_name_the_blocks_a_run_executed_alike_callees_included() -> None:
    """The entered listing reads a called function's blocks as ``name@callee``: both oracles
    must report them so (else a callee's entered cycle would be taken for not entered)."""
    from oracles import simt
    from oracles.reference.enumerate import executed_blocks

    text = (DATA / "before.ll").read_text().replace("define void @k(", "define void @g(") + """
define void @k(ptr %dst, i32 inreg %c) convergent {
entry:
  call void @g(ptr %dst, i32 %c)
  ret void
}
"""
    fn = parse_module(text).kernel("k")
    schedule = wave(4)
    mine = simt.run(fn, schedule, Model.MAXIMAL).trace.blocks
    theirs = executed_blocks(reference.run(fn, schedule, Model.MAXIMAL).trace.record)
    assert "c4.b@g" in mine and "entry" in mine
    assert mine == theirs
    listed = entered_hierarchies(fn, mine)
    assert listed.complete and len(listed.orders) == 2  # the callee's entered copy
