"""Peeling a loop's first iterations (fuzzfarm/refinement/peeled.py) keeps *before*'s
behaviours: the check passes a copied irreducible cycle against the peeled program only
because every behaviour of *before* is one of its, and its copies add header choices
alone (oracles/SEMANTICS.md, "A copied irreducible cycle").

Checked here against what the peeling must not change, on generated kernels with a loop
around an irreducible cycle: LLVM's verifier accepts the result (SSA repaired after the
loop), a one-lane run (no convergence to choose) behaves exactly as *before*'s, and on
several lanes each of *before*'s behaviours, under each of its cycle hierarchies, is
among the peeled program's (seed 003's maximal converged-with relation read through the
copies, each copy holding one iteration of every thread).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fuzzfarm.analysis.hierarchies import behaviour_hierarchies
from fuzzfarm.ir.reader import parse_module
from fuzzfarm.refinement.check import WHOLE
from fuzzfarm.refinement.compare import Match, compare
from fuzzfarm.refinement.peeled import (
    base_records,
    copied_loops,
    iterations,
    peel_candidates,
    peeled,
    plan_for_copies,
)
from fuzzfarm.schedule import Choices, Schedule
from fuzzfarm.vocabulary import Model
from fuzzfarm.wellformed import check_well_formed
from generators.programs import generate
from generators.schedules import generate_schedule
from oracles.reference import behaviours, run

#: A loop of two iterations around an irreducible cycle holding a ballot
#: (tests/test_copied_cycles.py unrolls it with opt-19).
KERNEL = Path(__file__).parent / "data" / "unroll_irreducible.ll"
SCHEDULE = Schedule(4, (0, 1, 2), {"x": [7, 63, 0, 64]})
#: Generated kernels (``generate(seed)``) holding a loop around an irreducible cycle
#: with a convergent operation: all of them among seeds 0-399, and 1583, the first whose
#: two such loops nest (the outer one peeled after the inner one grew it).
SEEDS = (11, 31, 166, 176, 212, 259, 266, 280, 1583)


def peeled_thrice(seed: int):  # type: ignore[no-untyped-def]
    fn = generate(seed).kernel
    loops = peel_candidates(fn)
    assert loops, "the kernel lost its loop around an irreducible cycle"
    copy = peeled(fn, {fn.name: {c.header.name: 3 for c in loops}})
    assert copy is not None and copy.module is not None
    return fn, copy


@pytest.mark.parametrize("seed", SEEDS)
def test_the_peeled_kernel_is_well_formed(seed: int) -> None:
    fn, copy = peeled_thrice(seed)
    assert len(copy.blocks) > len(fn.blocks)
    assert not check_well_formed(copy, copy.module).violations  # our rules, then LLVM's verifier
    assert len(fn.module.functions[fn.name].blocks) == len(fn.blocks)  # the original untouched


@pytest.mark.parametrize("seed", SEEDS)
def test_one_lane_runs_the_peeled_kernel_as_before(seed: int) -> None:
    fn, copy = peeled_thrice(seed)
    for i in range(6):
        lane = generate_schedule(fn, seed * 7 + i, max_active=1, max_count=5)
        shown = run(copy, lane, Model.MAXIMAL).behaviour
        assert compare(shown, run(fn, lane, Model.MAXIMAL).behaviour).match is Match.YES


@pytest.mark.parametrize("seed", SEEDS)
def test_every_behaviour_of_before_is_one_of_the_peeled_kernel(seed: int) -> None:
    fn, copy = peeled_thrice(seed)
    schedule = generate_schedule(fn, seed, max_active=3, max_count=4)
    theirs = behaviours(copy, schedule, Model.MAXIMAL, max_runs=WHOLE, sample=False)
    assert theirs.complete
    for order in behaviour_hierarchies(fn).orders:
        shown = run(fn, schedule.with_choices(Choices(dfs_order=order)),
                    Model.MAXIMAL).behaviour
        assert any(compare(shown, e.behaviour).match is Match.YES for e in theirs.entries), \
            shown.describe()


def test_the_loop_around_the_copied_cycle_is_peeled_as_far_as_threads_go() -> None:
    """tests/data/unroll_irreducible.ll: its loop runs two iterations in every thread; the
    plan peels one (the loop left runs the second), and the copies give each iteration
    a header of its own: four hierarchies where *before* has two."""
    fn = parse_module(KERNEL.read_text()).kernel()
    counts = iterations(fn, peel_candidates, base_records(fn, SCHEDULE, Model.MAXIMAL))
    assert counts == {"k": {"outer": 2}}
    assert plan_for_copies(fn, fn, SCHEDULE, Model.MAXIMAL) == {"k": {"outer": 1}}
    assert copied_loops(fn, fn) == {"k": {"outer"}}  # nothing told apart: every candidate
    copy = peeled(fn, {"k": {"outer": 1}})
    assert copy is not None
    assert len(behaviour_hierarchies(fn).orders) == 2
    assert len(behaviour_hierarchies(copy).orders) == 4


def test_a_kernel_with_tokens_is_not_peeled() -> None:
    text = KERNEL.read_text().replace(
        "  %ba = call i64 @subgroupBallot(i1 true)",
        "  %t = call token @llvm.experimental.convergence.anchor()\n"
        '  %ba = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %t) ]'
    ) + "declare token @llvm.experimental.convergence.anchor() convergent\n"
    fn = parse_module(text).kernel()
    assert any(i.opcode == "call" and i.bundles for i in fn.instructions())
    assert peel_candidates(fn) == []
    assert peeled(fn, {"k": {"outer": 2}}) is None
